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
use core::hash::Hash;

mod hooks;
mod keys;
mod legality;
mod movement;

pub use hooks::{Forbids, MayPromoteTo, RestrictTargets, Zone};
pub use keys::{Keys, ZobristKeys};
pub use legality::{Legality, MakeAndTest, Masks, MasksBySideAndCheck, Specialisation, Strategy};
pub use movement::Movement;

/// A set of squares of rule set `R`'s board.
pub(crate) type Board<R> = Bitboard<<R as Rules>::Geometry>;
/// A square of rule set `R`'s board.
pub(crate) type Sq<R> = Square<<R as Rules>::Geometry>;

/// Whether promotion depends on more than the zone in rule set `R`: on the position or the
/// colour ([`Rules::MAY_PROMOTE_TO`]), or on the square ([`Rules::OPTIONAL_PROMOTION_ZONE`]).
pub(crate) const fn promotion_varies<R: Rules>() -> bool {
    R::MAY_PROMOTE_TO.is_some() || R::OPTIONAL_PROMOTION_ZONE.is_some()
}

/// The part of `color`'s promotion zone where a pawn of rule set `R` may stay a pawn.
#[inline(always)]
pub(crate) fn optional_promotion_zone<R: Rules>(color: Color) -> Board<R> {
    match R::OPTIONAL_PROMOTION_ZONE {
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
/// ([`Rules::Movement`]), the hash keys ([`Rules::Keys`]) and how legal moves are told
/// ([`Rules::Legality`]). A rule set names them in its
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
    /// How legal moves are told from pseudo-legal ones: [`Masks`] where the pieces fit them,
    /// [`MakeAndTest`] otherwise, or the rule set's own.
    type Legality: Legality<Self>;
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

    /// Narrows `targets`, the targets of `color`'s `piece` on `from` found from its movement,
    /// to those the position allows it for reasons its movement does not know (janggi: a
    /// cannon may neither hop over a cannon nor take one). The attacks the rule set reports
    /// for checks ([`Movement::attackers`](crate::Movement::attackers)) must agree with it.
    /// `None` by default: the movement's targets stand, and nothing is asked.
    const RESTRICT_TARGETS: Option<RestrictTargets<Self>> = None;

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

    /// Whether `color`'s pawns may promote to `piece`, one of [`Rules::PROMOTIONS`], in
    /// `position` (Grand chess: only to a kind of which the player has fewer than at the
    /// start). `None` by default: to every kind, and nothing is asked.
    const MAY_PROMOTE_TO: Option<MayPromoteTo<Self>> = None;

    /// The part of `color`'s promotion zone where a pawn may promote or stay a pawn; it must
    /// promote in the rest, and cannot move there if no kind is allowed. `None` by default:
    /// a pawn promotes wherever it enters the zone.
    const OPTIONAL_PROMOTION_ZONE: Option<Zone<Self>> = None;

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
        let optional = optional_promotion_zone::<Self>(color);
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
