//! The `Legality` policy: how a rule set tells legal moves from pseudo-legal ones, and the
//! tests its strategy asks.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::square::Square;
use crate::movegen::moves::Move;
use crate::position::Position;
use crate::rules::Rules;

/// How a rule set tells legal moves from pseudo-legal ones: the strategy of its
/// [`Legality`] policy.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Strategy {
    /// Play each pseudo-legal move on a copy and keep it if the mover's royal piece is not
    /// attacked afterwards. Right for every piece the rules can describe; also the oracle the
    /// faster strategy is tested against.
    MakeAndTest,
    /// Check and pin masks: the checkers and the pinned pieces are kept with the position, a
    /// piece moves only along its pin line, in check only onto the checker or between it and
    /// the king, the king only to squares not attacked once it has left its square; en passant
    /// and castling get their own exact tests. Right when, as in orthodox chess, every piece
    /// attacks by steps to adjacent squares, by leaps to squares that share no rank, file or
    /// diagonal with its own, or by riding along ranks, files and diagonals up to the first
    /// piece; when [`Movement::attackers`](crate::Movement::attackers) agrees with [`Movement::attacks`](crate::Movement::attacks); and when the royal piece
    /// is not a rider.
    Masks,
    /// Each pseudo-legal move judged by the rule set's own [`Legality::is_legal_move`] without
    /// being played: for rules whose legality is cheap to tell directly but does not fit the
    /// masks (atomic's explosions). As exact as that test; the testing kit compares it with
    /// make-and-test move by move.
    ByRule,
    /// The rule set's own test ([`Legality::is_legal_move`], make-and-test by default) for the
    /// moves that could endanger the mover, and nothing for the rest: a move that neither
    /// starts nor ends on a square of [`Legality::exposure`] is legal untested. For pieces the
    /// masks do not describe (cannons, lame leapers) where most moves are far from the royal
    /// piece. As exact as the rule set's exposure and test; the testing kit compares it with
    /// make-and-test move by move.
    TestExposed,
}

/// How many copies of the masks generator ([`Strategy::Masks`]) a rule set compiles, chosen
/// by [`Legality::SPECIALISATION`]: speed at every node against build time and binary size.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Specialisation {
    /// One generator, which reads the side to move and whether it is in check at run time.
    Compact,
    /// One generator for each side to move, in check or not: colour-dependent directions and
    /// ranks and the check mask become constants. About 4–8 % faster in orthodox perft, for
    /// four times the generator's code; for rule sets whose speed is compared with other
    /// libraries'.
    SideAndCheck,
}

/// How rule set `R` tells legal moves from pseudo-legal ones ([`Rules::Legality`]): the
/// strategy, and the tests it asks of the rule set, which default to orthodox chess's.
///
/// chequer provides [`MakeAndTest`], right for every rule set, and [`Masks`], several times
/// faster for the pieces it describes. A rule set whose legality is its own (atomic's
/// explosions, xiangqi's facing generals) writes a type of its own with the strategy and the
/// tests it changes.
pub trait Legality<R: Rules> {
    /// The strategy. [`Strategy::MakeAndTest`] is right for every rule set;
    /// [`Strategy::Masks`] is several times faster and is right only for the pieces it
    /// describes (steps, leaps, rank/file/diagonal riders, a royal piece that does not ride;
    /// leaps along a line over other squares with
    /// [`Movement::LEAPS_ALONG_LINES`](crate::Movement::LEAPS_ALONG_LINES)) and only with the
    /// default tests: at most one royal piece per side, the king, and
    /// [`Legality::check_immune`] and [`Legality::is_legal_after`] left as they are. Choose
    /// masks when every piece fits, and let the testing kit's `compare_strategies` (or
    /// `check_invariants` in random games) confirm it: it compares the two move by move.
    const STRATEGY: Strategy;

    /// How many copies of the masks generator to compile: one by default. Only with
    /// [`Strategy::Masks`]; any other strategy with [`Specialisation::SideAndCheck`] fails
    /// to compile rather than ignore it.
    const SPECIALISATION: Specialisation = Specialisation::Compact;

    /// Whether each move made finds the checkers of the side to move and keeps them with the
    /// position. A rule set whose [`Legality::exposure`] tells check apart more cheaply than
    /// finding every checker sets it to `false`: make then skips the search, and
    /// [`Position::checkers`] searches when asked. [`Strategy::Masks`] rule sets keep them
    /// whatever it says, as their generator reads them at every node.
    const KEEPS_CHECKERS: bool = true;

    /// Whether a royal piece on `square` is out of reach of `by`'s attacks, whatever attacks
    /// it: then it is not in check there. Never by default; in atomic, next to `by`'s king,
    /// as taking it would blow up the taker's king.
    #[inline(always)]
    fn check_immune(position: &Position<R>, square: Square<R::Geometry>, by: Color) -> bool {
        let _ = (position, square, by);
        false
    }

    /// Whether the pseudo-legal `mv`, played from `before`, is legal: `after` is the position
    /// it gives. The default is [`crate::movegen::legality::royals_safe`]: the mover lost no royal
    /// piece and none is attacked, unless the move took an enemy royal piece. Make-and-test
    /// asks this of every move; rule sets that add a condition (no move may give check)
    /// override it and usually call the default too.
    #[inline(always)]
    fn is_legal_after(before: &Position<R>, mv: Move<R>, after: &Position<R>) -> bool {
        let _ = mv;
        crate::movegen::legality::royals_safe(before, after)
    }

    /// Whether the pseudo-legal `mv` is legal, told without playing it: the test of
    /// [`Strategy::ByRule`] rule sets, and of the exposed moves of [`Strategy::TestExposed`]
    /// ones. The default plays it on a copy and asks
    /// [`Legality::is_legal_after`].
    #[inline(always)]
    fn is_legal_move(position: &Position<R>, mv: Move<R>) -> bool {
        position.is_legal_by_playing(mv)
    }

    /// The squares where a move of the side to move must start or end for it to be able to
    /// fail [`Legality::is_legal_after`], for [`Strategy::TestExposed`] rule sets: a move that
    /// touches none of them is legal without being played. It must hold every square whose
    /// emptying or filling could expose a royal piece (the lines to it up to the pieces that
    /// matter, the legs of lame leapers that could reach it), the royal pieces' own squares,
    /// and the whole board where no move is safe unplayed (in check). The whole board by
    /// default, which tests every move.
    #[inline(always)]
    fn exposure(position: &Position<R>) -> Bitboard<R::Geometry> {
        let _ = position;
        Bitboard::full()
    }

    /// For [`Strategy::TestExposed`] rule sets, asked where [`Legality::exposure`] (given as
    /// `exposure`) is not the whole board: its squares where any piece arriving exposes a
    /// royal piece, whatever the piece and wherever it comes from (the one piece that would
    /// stand between a royal piece and a hopper with nothing else between them). The moves
    /// ending there, but the king's, are dropped untested, where each would be tested and
    /// refused. Empty by default.
    #[inline(always)]
    fn exposing_squares(
        position: &Position<R>,
        exposure: Bitboard<R::Geometry>,
    ) -> Bitboard<R::Geometry> {
        let _ = (position, exposure);
        Bitboard::empty()
    }

    /// For [`Strategy::TestExposed`] rule sets, asked where [`Legality::exposure`] is the whole
    /// board: in check, the squares a move must start or end on to be able to be legal, so
    /// that the others are dropped untested. They must hold the checkers, the squares whose
    /// filling or emptying could stop a check (between a rider or a hopper and the royal
    /// piece, a lame leaper's leg), and the royal pieces' squares, whose moves are tested as
    /// before. `None` by default: every move is tested.
    #[inline(always)]
    fn evasion_squares(position: &Position<R>) -> Option<Bitboard<R::Geometry>> {
        let _ = position;
        None
    }

    /// Of `targets`, the pseudo-legal targets of the side to move's king on `king`, those it
    /// may move to, told together: for [`Strategy::TestExposed`] rule sets, which test every
    /// move of the king. An override may look up what the targets share once (the attackers
    /// of each kind, gathered), where [`Legality::is_legal_move`] would for each target; the
    /// king's moves never promote. `None` by default: each target is tested by itself.
    #[inline(always)]
    fn legal_king_targets(
        position: &Position<R>,
        king: Square<R::Geometry>,
        targets: Bitboard<R::Geometry>,
    ) -> Option<Bitboard<R::Geometry>> {
        let _ = (position, king, targets);
        None
    }
}

/// Make-and-test with orthodox royalty: each pseudo-legal move played on a copy, kept if no
/// royal piece of the mover is attacked afterwards. Right for every piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MakeAndTest;

impl<R: Rules> Legality<R> for MakeAndTest {
    const STRATEGY: Strategy = Strategy::MakeAndTest;
}

/// Check and pin masks with orthodox royalty ([`Strategy::Masks`]), the generator compiled
/// once; [`MasksBySideAndCheck`] compiles it for each side to move, in check or not.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Masks<const BY_SIDE_AND_CHECK: bool = false>;

/// [`Masks`] with the generator compiled for each side to move, in check or not
/// ([`Specialisation::SideAndCheck`]): for rule sets whose speed is compared with other
/// libraries'.
pub type MasksBySideAndCheck = Masks<true>;

impl<R: Rules, const BY_SIDE_AND_CHECK: bool> Legality<R> for Masks<BY_SIDE_AND_CHECK> {
    const STRATEGY: Strategy = Strategy::Masks;
    const SPECIALISATION: Specialisation = if BY_SIDE_AND_CHECK {
        Specialisation::SideAndCheck
    } else {
        Specialisation::Compact
    };
}
