//! The `Rules` trait: everything a rule set decides, fixed at compile time.

use crate::board::bitboard::Bitboard;
use crate::board::color::{ByColor, Color};
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::game::outcome::Outcome;
use crate::movegen::moves::{Move, MoveBuffer};
use crate::pieces::hand::Hand;
use crate::pieces::piece::{ColoredPiece, Piece};
use crate::position::Position;
use crate::position::castling::CastlingSide;
use crate::position::state::VariantState;
use core::fmt::Debug;

mod keys;
mod movement;

use core::hash::Hash;
pub use keys::{Keys, ZobristKeys};
pub use movement::Movement;

/// How a rule set tells legal moves from pseudo-legal ones, chosen at compile time by
/// [`Rules::LEGALITY`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Legality {
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
    /// Each pseudo-legal move judged by the rule set's own [`Rules::is_legal_move`] without
    /// being played: for rules whose legality is cheap to tell directly but does not fit the
    /// masks (atomic's explosions). As exact as that test; the testing kit compares it with
    /// make-and-test move by move.
    ByRule,
    /// The rule set's own test ([`Rules::is_legal_move`], make-and-test by default) for the
    /// moves that could endanger the mover, and nothing for the rest: a move that neither
    /// starts nor ends on a square of [`Rules::exposure`] is legal untested. For pieces the
    /// masks do not describe (cannons, lame leapers) where most moves are far from the royal
    /// piece. As exact as the rule set's exposure and test; the testing kit compares it with
    /// make-and-test move by move.
    TestExposed,
}

/// How many copies of the masks generator ([`Legality::Masks`]) a rule set compiles, chosen
/// by [`Rules::SPECIALISATION`]: speed at every node against build time and binary size.
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

/// A set of squares of rule set `R`'s board.
pub(crate) type Board<R> = Bitboard<<R as Rules>::Geometry>;
/// A square of rule set `R`'s board.
pub(crate) type Sq<R> = Square<<R as Rules>::Geometry>;

/// A rule set: the board, the pieces and how they move, and the special rules in force.
///
/// Implemented by a unit struct. Every choice is an associated type, constant or function, so
/// the generic move generator is monomorphised for each rule set and looks nothing up at run
/// time. The types and the constants without a default must be given; the members with a
/// default describe orthodox chess on the rule set's board and are overridden where a variant
/// differs.
///
/// What is chosen together is a policy type of its own: how the pieces move and attack
/// ([`Rules::Movement`]) and the hash keys ([`Rules::Keys`]). A rule set names them in its
/// `impl Rules` block, so its file shows what it plays.
pub trait Rules: Copy + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static {
    /// The board.
    type Geometry: Geometry;
    /// The piece kinds.
    type Piece: Piece;
    /// The move list, usually [`ArrayVec<Move<Self>, N>`](crate::ArrayVec) (re-exported, so no
    /// direct `arrayvec` dependency is needed) with `N` large enough for the most moves any
    /// valid position can have: validation refuses positions that could overflow it, and
    /// [`Setup::move_bound`](crate::Setup::move_bound) tells the bound of a position (its
    /// start position's is the one to check).
    type MoveList: MoveBuffer<Self>;
    /// The pieces in hand: [`NoHand`](crate::NoHand) without drops,
    /// [`Pockets`](crate::Pockets) with them.
    type Hand: Hand<Self::Piece>;
    /// The rule set's own state of a position (check counters, promoted marks): `()` if none.
    type State: VariantState<Self::Geometry>;
    /// How the pieces move and attack.
    type Movement: Movement<Self::Geometry, Self::Piece>;
    /// The Zobrist keys positions are hashed with: [`ZobristKeys`] unless published keys are
    /// wanted.
    type Keys: Keys<Self::Geometry, Self::Piece>;

    /// The name under the UCI_Variant convention (`chess`, `losalamos`, ...).
    const NAME: &'static str;
    /// The FEN of the start position.
    const START_FEN: &'static str;
    /// The king: the piece that castles and, unless [`Rules::royals`] says otherwise, each
    /// side's one royal piece.
    const KING: Self::Piece;
    /// The piece with pawn rules: it moves forward onto empty squares only, double-steps from
    /// [`Rules::double_step_ranks`], captures as [`Movement::attacks`] says, may capture en passant
    /// and promotes in [`Rules::promotion_zone`]. `None` if the rule set has no such piece.
    const PAWN: Option<Self::Piece>;
    /// The piece that castles with the king, if castling exists in this rule set.
    const CASTLING_ROOK: Option<Self::Piece>;
    /// Whether en-passant captures exist.
    const EN_PASSANT: bool;
    /// The kinds a pawn may promote to, in the order moves are generated.
    const PROMOTIONS: &'static [Self::Piece];
    /// How legal moves are told from pseudo-legal ones. [`Legality::MakeAndTest`] is right
    /// for every rule set; [`Legality::Masks`] is several times faster and is right only for
    /// the pieces it describes (steps, leaps, rank/file/diagonal riders, a royal piece that
    /// does not ride; leaps along a line over other squares with
    /// [`Movement::LEAPS_ALONG_LINES`]) and only with the default legality: at most one royal
    /// piece per side, the king, and [`Rules::check_immune`] and [`Rules::is_legal_after`]
    /// left as they are. Choose masks when every piece fits, and let the testing kit's
    /// `compare_strategies` (or `check_invariants` in random games) confirm it: it compares
    /// the two move by move.
    const LEGALITY: Legality = Legality::MakeAndTest;
    /// How many copies of the masks generator to compile: one by default. Only with
    /// [`Legality::Masks`]; any other strategy with [`Specialisation::SideAndCheck`] fails
    /// to compile rather than ignore it.
    const SPECIALISATION: Specialisation = Specialisation::Compact;

    /// Whether each move made finds the checkers of the side to move and keeps them with the
    /// position. A rule set whose [`Rules::exposure`] tells check apart more cheaply than
    /// finding every checker sets it to `false`: make then skips the search, and
    /// [`Position::checkers`] searches when asked. [`Legality::Masks`] rule sets keep them
    /// whatever it says, as their generator reads them at every node.
    const KEEPS_CHECKERS: bool = true;

    /// Whether a player who can capture must capture (en passant counts as a capture).
    const MUST_CAPTURE: bool = false;
    /// Whether [`Rules::forbids`] takes moves away from those the legality strategy found.
    const FORBIDS_MOVES: bool = false;

    /// Whether the side to move may pass instead of moving (janggi): then it has one more
    /// move, [`MoveKind::Pass`](crate::MoveKind::Pass), legal where the rule set's legality
    /// allows it (by default, not in check). A side needs its king to pass: the pass is written
    /// as the king staying on its square. A constant: other rule sets generate nothing for it.
    const PASSES: bool = false;

    /// Whether [`Rules::restrict_targets`] narrows the pieces' targets.
    const RESTRICTS_TARGETS: bool = false;

    /// The targets of `color`'s `piece` on `from`, found from its movement, less those the
    /// position forbids it for reasons its movement does not know (janggi: a cannon may
    /// neither hop over a cannon nor take one). Asked only where
    /// [`Rules::RESTRICTS_TARGETS`] is set; the attacks the rule set reports for checks
    /// ([`Movement::attackers`](crate::Movement::attackers)) must agree with it.
    #[inline(always)]
    fn restrict_targets(
        position: &Position<Self>,
        piece: Self::Piece,
        color: Color,
        from: Square<Self::Geometry>,
        targets: Bitboard<Self::Geometry>,
    ) -> Bitboard<Self::Geometry> {
        let _ = (position, piece, color, from);
        targets
    }

    /// The squares where a move of the side to move must start or end for it to be able to
    /// fail [`Rules::is_legal_after`], for [`Legality::TestExposed`] rule sets: a move that
    /// touches none of them is legal without being played. It must hold every square whose
    /// emptying or filling could expose a royal piece (the lines to it up to the pieces that
    /// matter, the legs of lame leapers that could reach it), the royal pieces' own squares,
    /// and the whole board where no move is safe unplayed (in check). The whole board by
    /// default, which tests every move.
    #[inline(always)]
    fn exposure(position: &Position<Self>) -> Bitboard<Self::Geometry> {
        let _ = position;
        Bitboard::full()
    }

    /// For [`Legality::TestExposed`] rule sets, asked where [`Rules::exposure`] (given as
    /// `exposure`) is not the whole board: its squares where any piece arriving exposes a
    /// royal piece, whatever the piece and wherever it comes from (the one piece that would
    /// stand between a royal piece and a hopper with nothing else between them). The moves
    /// ending there, but the king's, are dropped untested, where each would be tested and
    /// refused. Empty by default.
    #[inline(always)]
    fn exposing_squares(
        position: &Position<Self>,
        exposure: Bitboard<Self::Geometry>,
    ) -> Bitboard<Self::Geometry> {
        let _ = (position, exposure);
        Bitboard::empty()
    }

    /// For [`Legality::TestExposed`] rule sets, asked where [`Rules::exposure`] is the whole
    /// board: in check, the squares a move must start or end on to be able to be legal, so
    /// that the others are dropped untested. They must hold the checkers, the squares whose
    /// filling or emptying could stop a check (between a rider or a hopper and the royal
    /// piece, a lame leaper's leg), and the royal pieces' squares, whose moves are tested as
    /// before. `None` by default: every move is tested.
    #[inline(always)]
    fn evasion_squares(position: &Position<Self>) -> Option<Bitboard<Self::Geometry>> {
        let _ = position;
        None
    }

    /// Whether `color`'s piece on `from` may make its initial moves: by default where it
    /// stands on a double-step rank. A rule set that keeps track of the pieces that have not
    /// moved yet answers from its state (Cambodian chess). Read only where
    /// [`Movement::DISTINCT_QUIET`](crate::Movement::DISTINCT_QUIET).
    #[inline(always)]
    fn may_move_initially(
        position: &Position<Self>,
        color: Color,
        from: Square<Self::Geometry>,
    ) -> bool {
        let _ = position;
        Self::double_step_ranks(color).contains(from)
    }

    /// The ranks from which `color`'s pawns may advance two squares (none: no double step).
    /// Where [`Movement::DISTINCT_QUIET`](crate::Movement::DISTINCT_QUIET), also where a piece's initial moves apply, unless
    /// [`Rules::may_move_initially`] says otherwise.
    #[inline(always)]
    fn double_step_ranks(color: Color) -> Bitboard<Self::Geometry> {
        Bitboard::relative_rank(color, 1)
    }

    /// Where `color`'s pawns promote.
    #[inline(always)]
    fn promotion_zone(color: Color) -> Bitboard<Self::Geometry> {
        Bitboard::relative_rank(color, <Self::Geometry as Geometry>::RANKS - 1)
    }

    /// Whether promotion depends on more than the zone: on the position or the colour
    /// ([`Rules::may_promote_to`]), or on the square, as where a pawn may also stay a pawn
    /// ([`Rules::optional_promotion_zone`]). A constant: rule sets without it ask neither.
    const PROMOTION_VARIES: bool = false;

    /// Whether `color`'s pawns may promote to `piece`, one of [`Rules::PROMOTIONS`], in
    /// `position` (Grand chess: only to a kind of which the player has fewer than at the
    /// start). Read only where [`Rules::PROMOTION_VARIES`]; always by default.
    #[inline(always)]
    fn may_promote_to(position: &Position<Self>, color: Color, piece: Self::Piece) -> bool {
        let _ = (position, color, piece);
        true
    }

    /// The part of `color`'s promotion zone where a pawn may promote or stay a pawn; it must
    /// promote in the rest, and cannot move there if no kind is allowed. Read only where
    /// [`Rules::PROMOTION_VARIES`]; none by default.
    #[inline(always)]
    fn optional_promotion_zone(color: Color) -> Bitboard<Self::Geometry> {
        let _ = color;
        Bitboard::empty()
    }

    /// Whether pieces other than the pawn promote, as in shogi: a move that starts or ends
    /// in [`Rules::promotion_zone`] may turn the piece into its promoted kind
    /// ([`Piece::promoted`](crate::Piece::promoted), which must be one of
    /// [`Rules::PROMOTIONS`]), and must where [`Rules::forced_promotion`] says. A constant:
    /// rule sets without it pay nothing.
    const PIECES_PROMOTE: bool = false;

    /// Where `color`'s `piece`, one that promotes, must promote: the squares from which it
    /// could never move again unpromoted (shogi's pawn and lance on the last rank, knight on
    /// the last two). Read only where [`Rules::PIECES_PROMOTE`]; none by default.
    #[inline(always)]
    fn forced_promotion(piece: Self::Piece, color: Color) -> Bitboard<Self::Geometry> {
        let _ = (piece, color);
        Bitboard::empty()
    }

    /// The kind `piece` turns into when it promotes, one of [`Rules::PROMOTIONS`]: its
    /// promoted kind by default. In kyoto and micro shogi a promoted piece turns back into
    /// the kind it came from, so that every piece has two faces. Read only where
    /// [`Rules::PIECES_PROMOTE`].
    #[inline(always)]
    fn promotion_of(piece: Self::Piece) -> Option<Self::Piece> {
        piece.promoted()
    }

    /// Which of the targets `to` of `color`'s piece on `from` in `position` may promote it:
    /// all of them from inside [`Rules::promotion_zone`], else those inside it. Micro shogi
    /// promotes a piece where it captures. Read only where [`Rules::PIECES_PROMOTE`].
    #[inline(always)]
    fn promoting_targets(
        position: &Position<Self>,
        from: Square<Self::Geometry>,
        to: Bitboard<Self::Geometry>,
        color: Color,
    ) -> Bitboard<Self::Geometry> {
        let _ = position;
        let zone = Self::promotion_zone(color);
        if zone.contains(from) { to } else { to & zone }
    }

    /// Whether a piece in hand may also be dropped as its promoted kind (kyoto and micro
    /// shogi), onto the squares [`Rules::drop_squares`] gives for that kind. A constant:
    /// rule sets without it pay nothing.
    const DROPS_PROMOTED: bool = false;

    /// The rank on which `color`'s king and rooks castle: the first by default.
    #[inline(always)]
    fn castling_rank(color: Color) -> Bitboard<Self::Geometry> {
        Bitboard::relative_rank(color, 0)
    }

    /// The file where X-FEN's `K` (king side) or `Q` (queen side) starts looking for the
    /// castling rook, toward the king: the board's edge by default, so that they name the
    /// outermost rook. Shako's rooks start inside its elephants.
    #[inline(always)]
    fn xfen_rook_file(side: CastlingSide) -> u8 {
        match side {
            CastlingSide::KingSide => <Self::Geometry as Geometry>::FILES - 1,
            CastlingSide::QueenSide => 0,
        }
    }

    /// The files the king and rook end on when castling on `side`: `(king file, rook file)`,
    /// counted from 0. Orthodox (and Chess960): g/f on the king side, c/d on the queen side,
    /// counted from the board's edges on other widths.
    #[inline(always)]
    fn castling_files(side: CastlingSide) -> (u8, u8) {
        let files = <Self::Geometry as Geometry>::FILES;
        match side {
            CastlingSide::KingSide => (files - 2, files - 3),
            CastlingSide::QueenSide => (2, 3),
        }
    }

    /// Where `color`'s pawns may stand: not on their first rank, nor where they must promote.
    /// Validation refuses pawns elsewhere, and pawns are dropped only here.
    #[inline(always)]
    fn pawn_zone(color: Color) -> Bitboard<Self::Geometry> {
        let optional = if Self::PROMOTION_VARIES {
            Self::optional_promotion_zone(color)
        } else {
            Bitboard::empty()
        };
        !(Bitboard::relative_rank(color, 0) | (Self::promotion_zone(color) - optional))
    }

    /// The empty squares where `color` may drop a `piece` from hand (rule sets with
    /// [`Hand::DROPS`] only). The default: any empty square, pawns within
    /// [`Rules::pawn_zone`].
    #[inline(always)]
    fn drop_squares(
        position: &Position<Self>,
        piece: Self::Piece,
        color: Color,
    ) -> Bitboard<Self::Geometry> {
        let empty = !position.occupied();
        if Some(piece) == Self::PAWN {
            empty & Self::pawn_zone(color)
        } else {
            empty
        }
    }

    /// What the capture of `captured` on `square` puts into the capturer's hand, if anything.
    /// Called during the move, before [`Rules::after_move`], with the rule set's state as it
    /// was before the move. None by default: captured pieces leave the game.
    #[inline(always)]
    fn captured_to_hand(
        position: &Position<Self>,
        captured: ColoredPiece<Self::Piece>,
        square: Square<Self::Geometry>,
    ) -> Option<Self::Piece> {
        let _ = (position, captured, square);
        None
    }

    /// Runs after `mv` was played (the side to move is already the opponent, checkers are
    /// known): the place to update the rule set's state (check counters, promoted marks)
    /// through [`Position::set_state`]. Does nothing by default.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, mv: Move<Self>) {
        let _ = (position, mv);
    }

    /// The squares of `color`'s royal pieces: the pieces no move may leave attacked, whose
    /// attackers give check. The default: its kings. A rule set without royalty (antichess)
    /// returns none; one with several royal kinds (coregal) returns them all.
    #[inline(always)]
    fn royals(position: &Position<Self>, color: Color) -> Bitboard<Self::Geometry> {
        position.pieces(color, Self::KING)
    }

    /// Whether a royal piece on `square` is out of reach of `by`'s attacks, whatever attacks
    /// it: then it is not in check there. Never by default; in atomic, next to `by`'s king,
    /// as taking it would blow up the taker's king.
    #[inline(always)]
    fn check_immune(position: &Position<Self>, square: Square<Self::Geometry>, by: Color) -> bool {
        let _ = (position, square, by);
        false
    }

    /// Whether the pseudo-legal `mv`, played from `before`, is legal: `after` is the position
    /// it gives. The default is [`crate::movegen::legality::royals_safe`]: the mover lost no royal
    /// piece and none is attacked, unless the move took an enemy royal piece. Make-and-test
    /// asks this of every move; rule sets that add a condition (no move may give check)
    /// override it and usually call the default too.
    #[inline(always)]
    fn is_legal_after(before: &Position<Self>, mv: Move<Self>, after: &Position<Self>) -> bool {
        let _ = mv;
        crate::movegen::legality::royals_safe(before, after)
    }

    /// Whether the pseudo-legal `mv` is legal, told without playing it: the test of
    /// [`Legality::ByRule`] rule sets, and of the exposed moves of [`Legality::TestExposed`]
    /// ones. The default plays it on a copy and asks
    /// [`Rules::is_legal_after`].
    #[inline(always)]
    fn is_legal_move(position: &Position<Self>, mv: Move<Self>) -> bool {
        position.is_legal_by_playing(mv)
    }

    /// Of `targets`, the pseudo-legal targets of the side to move's king on `king`, those it
    /// may move to, told together: for [`Legality::TestExposed`] rule sets, which test every
    /// move of the king. An override may look up what the targets share once (the attackers
    /// of each kind, gathered), where [`Rules::is_legal_move`] would for each target; the
    /// king's moves never promote. `None` by default: each target is tested by itself.
    #[inline(always)]
    fn legal_king_targets(
        position: &Position<Self>,
        king: Square<Self::Geometry>,
        targets: Bitboard<Self::Geometry>,
    ) -> Option<Bitboard<Self::Geometry>> {
        let _ = (position, king, targets);
        None
    }

    /// Whether the rule set forbids `mv`, legal otherwise, for a reason of its own, judged
    /// without playing it (racing kings: it gives check). Asked whatever the legality strategy,
    /// and only where [`Rules::FORBIDS_MOVES`] is set. Forbids nothing by default.
    #[inline(always)]
    fn forbids(position: &Position<Self>, mv: Move<Self>) -> bool {
        let _ = (position, mv);
        false
    }

    /// Runs after a capture landed on `to` (en passant included), before the move is
    /// finished: the place for captures with side effects, such as atomic's explosion, through
    /// [`Position::remove_piece`]. Does nothing by default.
    #[inline(always)]
    fn after_capture(position: &mut Position<Self>, to: Square<Self::Geometry>) {
        let _ = (position, to);
    }

    /// Where `color`'s pawns may capture en passant: a double step that passes a square
    /// outside it opens no capture. Everywhere by default.
    #[inline(always)]
    fn en_passant_zone(color: Color) -> Bitboard<Self::Geometry> {
        let _ = color;
        Bitboard::full()
    }

    /// How many kings `color` may have in a valid position, fewest and most. One by default.
    #[inline(always)]
    fn king_count(color: Color) -> (usize, usize) {
        let _ = color;
        (1, 1)
    }

    /// The squares a `color` `piece` may ever stand on: everywhere by default; in xiangqi the
    /// general and the advisors their palace, the elephants their side of the river. Validation
    /// reports a piece outside as [`Problem::OutsideRegion`](crate::Problem::OutsideRegion);
    /// move generation keeps pieces inside through [`Movement::attacks`](crate::Movement::attacks).
    #[inline(always)]
    fn standing_region(piece: Self::Piece, color: Color) -> Bitboard<Self::Geometry> {
        let _ = (piece, color);
        Bitboard::full()
    }

    /// The squares where a `color` `piece` may never stand because it could not move from
    /// there again: a shogi pawn or lance on the last rank, a knight on the last two. None by
    /// default, and none in kyoto shogi, where such a piece turns over as it gets there.
    /// Validation reports a piece there as [`Problem::Immobile`](crate::Problem::Immobile).
    #[inline(always)]
    fn immobile_squares(piece: Self::Piece, color: Color) -> Bitboard<Self::Geometry> {
        let _ = (piece, color);
        Bitboard::empty()
    }

    /// At most how many of a side's pieces of one kind a file may hold, if the rule set limits
    /// it: one unpromoted pawn in shogi, two swallows in tori shogi. Validation reports more
    /// as [`Problem::TooManyOnFile`](crate::Problem::TooManyOnFile); the rule set keeps drops
    /// within it ([`Rules::drop_squares`]).
    const FILE_LIMIT: Option<(Self::Piece, u8)> = None;

    /// A rule of the rule set's own that `position` breaks, said in a few words (racing
    /// kings: no side may be in check). None by default; validation reports it as
    /// [`Problem::VariantRule`](crate::Problem::VariantRule).
    fn rule_violation(position: &Position<Self>) -> Option<&'static str> {
        let _ = position;
        None
    }

    /// How the game ends when the side to move has no legal move (and
    /// [`Rules::variant_outcome`] did not end it first). The default: checkmate if in check,
    /// else stalemate.
    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        if position.is_check() {
            Outcome::Checkmate {
                winner: !position.turn(),
            }
        } else {
            Outcome::Stalemate
        }
    }

    /// How many times a position must have occurred for [`Game`](crate::Game) to end the
    /// game without a claim: five in orthodox chess, four in shogi.
    const REPETITIONS_TO_END: usize = 5;

    /// How a game ends by repetition ([`Rules::REPETITIONS_TO_END`]): `perpetual` tells, for
    /// each side, whether every move it made since the first of the repeated positions gave
    /// check, and `turn` is the side to move in the repeated position (the other side made
    /// the repetition). A draw by default ([`Outcome::FivefoldRepetition`]); in shogi the side
    /// that gave perpetual check loses, in tori shogi also the side that repeated.
    fn repetition_outcome(perpetual: ByColor<bool>, turn: Color) -> Outcome {
        let _ = (perpetual, turn);
        Outcome::FivefoldRepetition
    }

    /// The rule set's own end of the game in `position`, checked before checkmate and
    /// stalemate (a king on the hill, three checks, no pieces left...). None by default.
    ///
    /// A position this ends has no legal moves: perft below it is 0.
    #[inline(always)]
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        let _ = position;
        None
    }

    /// Whether neither side can ever win in `position`. The default says so when only the
    /// royal pieces are left and no side holds a piece in hand; rule sets with more drawn
    /// material override it.
    fn insufficient_material(position: &Position<Self>) -> bool {
        position.occupied()
            == Self::royals(position, Color::White) | Self::royals(position, Color::Black)
            && Color::ALL
                .into_iter()
                .all(|color| position.hand().is_empty(color))
    }
}
