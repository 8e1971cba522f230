//! The `Rules` trait: everything a rule set decides, fixed at compile time.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::movegen::moves::{Move, MoveBuffer};
use crate::pieces::hand::Hand;
use crate::pieces::piece::Piece;
use crate::position::Position;
use crate::position::state::VariantState;
use core::fmt::Debug;
use core::hash::Hash;

mod castling;
mod drops;
mod ending;
mod hooks;
mod keys;
mod legality;
mod movement;
mod pawns;
mod promotion;

pub use castling::{Castling, OrthodoxCastling};
pub use drops::{CapturedPiecesLeave, Drops, Gating};
pub use ending::{CheckmateEnding, Ending};
pub use hooks::{Forbids, MayPromoteTo, PromotionMoves, RestrictTargets, WallSquares, Zone};
pub use keys::{Keys, ZobristKeys};
pub use legality::{Legality, MakeAndTest, Masks, MasksBySideAndCheck, Specialisation, Strategy};
pub use movement::Movement;
pub use pawns::{OrthodoxPawns, Pawns, PawnsDoubleStepFrom, SingleStepPawns};
pub use promotion::{LastRankPromotion, Promotion};

/// A set of squares of rule set `R`'s board.
pub(crate) type Board<R> = Bitboard<<R as Rules>::Geometry>;
/// A square of rule set `R`'s board.
pub(crate) type Sq<R> = Square<<R as Rules>::Geometry>;

/// Whether promotion depends on more than the zone in rule set `R`: on the position or the
/// colour ([`Promotion::MAY_PROMOTE_TO`](crate::Promotion::MAY_PROMOTE_TO)), or on the square
/// ([`Promotion::OPTIONAL_PROMOTION_ZONE`](crate::Promotion::OPTIONAL_PROMOTION_ZONE)).
pub(crate) const fn promotion_varies<R: Rules>() -> bool {
    R::Promotion::MAY_PROMOTE_TO.is_some() || R::Promotion::OPTIONAL_PROMOTION_ZONE.is_some()
}

/// Whether `piece` is one of rule set `R`'s [`Pawns::OTHER_PAWNS`]; decided at compile time
/// where there are none.
#[inline(always)]
pub(crate) fn is_other_pawn<R: Rules>(piece: R::Piece) -> bool {
    let any = const { !R::Pawns::OTHER_PAWNS.is_empty() };
    any && R::Pawns::OTHER_PAWNS.contains(&piece)
}

/// Whether `piece` double-steps as rule set `R`'s pawn does, opening en passant: the pawn and
/// the [`Pawns::OTHER_PAWNS`].
#[inline(always)]
pub(crate) fn double_steps<R: Rules>(piece: R::Piece) -> bool {
    Some(piece) == R::PAWN || is_other_pawn::<R>(piece)
}

/// The part of `color`'s promotion zone where a pawn of rule set `R` may stay a pawn.
#[inline(always)]
pub(crate) fn optional_promotion_zone<R: Rules>(color: Color) -> Board<R> {
    match R::Promotion::OPTIONAL_PROMOTION_ZONE {
        Some(zone) => zone(color),
        None => Bitboard::empty(),
    }
}

/// A rule set: the board, the pieces and how they move, and the special rules in force.
///
/// Implemented by a unit struct. Every choice is an associated type, constant or function, so
/// the generic move generator is monomorphised for each rule set and looks nothing up at run
/// time. The types and the constants without a default must be given; the members with a
/// default describe orthodox chess on the rule set's board and are overridden where a variant
/// differs.
///
/// What is chosen together is a policy type of its own: how the pieces move and attack
/// ([`Rules::Movement`]), the hash keys ([`Rules::Keys`]), how legal moves are told
/// ([`Rules::Legality`]), promotion ([`Rules::Promotion`]), castling ([`Rules::Castling`]),
/// drops ([`Rules::Drops`]), the end of the game ([`Rules::Ending`]) and the pawns
/// ([`Rules::Pawns`]). A rule set names
/// them in its `impl Rules` block, so its file shows what it plays; chequer provides the
/// orthodox ones, and a rule set whose choice is its own implements the policy trait on a
/// type of its own, or on its rule set type and names `Self`.
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
    /// How legal moves are told from pseudo-legal ones: [`Masks`] where the pieces fit them,
    /// [`MakeAndTest`] otherwise, or the rule set's own.
    type Legality: Legality<Self>;
    /// The Zobrist keys positions are hashed with: [`ZobristKeys`] unless published keys are
    /// wanted.
    type Keys: Keys<Self::Geometry, Self::Piece>;
    /// Where and into what pieces promote: [`LastRankPromotion`] for orthodox promotion.
    type Promotion: Promotion<Self>;
    /// Where castling takes the king and rook: [`OrthodoxCastling`] unless it differs (read
    /// only where [`Rules::CASTLING_ROOK`] names a rook).
    type Castling: Castling<Self>;
    /// What captures put in hand and where pieces in hand drop: [`CapturedPiecesLeave`]
    /// without drops.
    type Drops: Drops<Self>;
    /// How the game ends: [`CheckmateEnding`] for orthodox chess's ends.
    type Ending: Ending<Self>;
    /// Where pawns double-step, stand and take en passant: [`OrthodoxPawns`],
    /// [`SingleStepPawns`] or [`PawnsDoubleStepFrom`] a rank of the board's.
    type Pawns: Pawns<Self>;

    /// The name under the UCI_Variant convention (`chess`, `losalamos`, ...).
    const NAME: &'static str;
    /// The FEN of the start position.
    const START_FEN: &'static str;
    /// The king: the piece that castles and, unless [`Rules::royals`] says otherwise, each
    /// side's one royal piece.
    const KING: Self::Piece;
    /// The piece with pawn rules: it moves forward onto empty squares only, double-steps from
    /// [`Pawns::double_step_ranks`](crate::Pawns::double_step_ranks), captures as [`Movement::attacks`] says, may capture en passant
    /// and promotes in [`Promotion::promotion_zone`](crate::Promotion::promotion_zone). `None` if the rule set has no such piece.
    const PAWN: Option<Self::Piece>;
    /// The piece that castles with the king, if castling exists in this rule set.
    const CASTLING_ROOK: Option<Self::Piece>;
    /// Whether en-passant captures exist.
    const EN_PASSANT: bool;
    /// The kinds a pawn may promote to, in the order moves are generated.
    const PROMOTIONS: &'static [Self::Piece];

    /// Whether a player who can capture must capture (en passant counts as a capture).
    const MUST_CAPTURE: bool = false;

    /// A rule of the rule set's own that takes `mv`, legal otherwise, away, judged without
    /// playing it (racing kings: no move may give check; makpong: a king in check moves only
    /// to take its checker). Asked whatever the legality strategy; `None` by default, and
    /// then nothing is asked. A hook and its switch in one: written, it is used.
    const FORBIDS: Option<Forbids<Self>> = None;

    /// Whether the side to move may pass instead of moving (janggi): then it has one more
    /// move, [`MoveKind::Pass`](crate::MoveKind::Pass), legal where the rule set's legality
    /// allows it (by default, not in check). A side needs its king to pass: the pass is written
    /// as the king staying on its square. A constant: other rule sets generate nothing for it.
    const PASSES: bool = false;

    /// Whether each move puts a wall on the board after its piece's move, and where: the
    /// squares it may put it on, from the position before the move, the move and the squares
    /// occupied after its piece's move (duck chess: any empty square but the duck's; the game
    /// of the amazons: a square the moved piece could now reach). Each move of the piece then stands
    /// for one move per such square, and a move with none is no move. The walls are the
    /// state's ([`VariantState::walls`](crate::VariantState::walls)), whose move part must
    /// carry them ([`WallPart`](crate::WallPart)). The wall cannot change whether the piece's
    /// move is legal: no rule set that places walls has a royal piece they could shield.
    /// `None` by default: moves have no second part, and nothing is asked.
    const WALLS: Option<WallSquares<Self>> = None;

    /// Narrows `targets`, the targets of `color`'s `piece` on `from` found from its movement,
    /// to those the position allows it for reasons its movement does not know (janggi: a
    /// cannon may neither hop over a cannon nor take one). The attacks the rule set reports
    /// for checks ([`Movement::attackers`](crate::Movement::attackers)) must agree with it.
    /// `None` by default: the movement's targets stand, and nothing is asked.
    const RESTRICT_TARGETS: Option<RestrictTargets<Self>> = None;

    /// Runs after `mv` was played (the side to move is already the opponent, checkers are
    /// known), with the kind it `captured`: the place to update the rule set's state (check
    /// counters, promoted marks, counts) through [`Position::set_state`]. Does nothing by
    /// default.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, captured: Option<Self::Piece>) {
        let _ = (position, mv, captured);
    }

    /// The squares of `color`'s royal pieces: the pieces no move may leave attacked, whose
    /// attackers give check. The default: its kings. A rule set without royalty (antichess)
    /// returns none; one with several royal kinds (coregal) returns them all.
    #[inline(always)]
    fn royals(position: &Position<Self>, color: Color) -> Bitboard<Self::Geometry> {
        position.pieces(color, Self::KING)
    }

    /// Runs after `mv` captured (en passant included), its piece on its target, before the
    /// move is finished and check is found: the place for captures with side effects, such as
    /// atomic's explosion, through [`Position::remove_piece`]. Does nothing by default.
    #[inline(always)]
    fn after_capture(position: &mut Position<Self>, mv: Move<Self>) {
        let _ = (position, mv);
    }

    /// How many kings `color` may have in a valid position, fewest and most. One by default.
    #[inline(always)]
    fn king_count(color: Color) -> (usize, usize) {
        let _ = color;
        (1, 1)
    }

    /// A rule of the rule set's own that `position` breaks, said in a few words (racing
    /// kings: no side may be in check). None by default; validation reports it as
    /// [`Problem::VariantRule`](crate::Problem::VariantRule).
    fn rule_violation(position: &Position<Self>) -> Option<&'static str> {
        let _ = position;
        None
    }
}
