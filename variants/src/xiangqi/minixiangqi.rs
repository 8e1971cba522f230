//! Minixiangqi (UCI_Variant `minixiangqi`), xiangqi on 7×7, as Fairy-Stockfish plays it.
//!
//! Xiangqi's chariot `r`, horse `n`, cannon `c` and general `k`, and soldiers `p`, on seven
//! files and seven ranks, without advisors, elephants or river:
//! 1. The general steps orthogonally and never leaves its palace, the files c to e of its
//!    first three ranks.
//! 2. The horse is xiangqi's lame knight; the cannon moves as a rook and captures by jumping
//!    over exactly one piece.
//! 3. The soldier steps forward or sideways from the start, and never promotes.
//! 4. The generals may not face each other on a file with nothing between them.
//! 5. A side without a legal move loses, in check or not.

use crate::Board7x7;
use crate::shared::endings::stalemate_loses;
use crate::xiangqi::xiangqi_family::{generals_face, palace};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, Legality, Move, Movement,
    NoHand, OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules, Square, Strategy,
    ZobristKeys, legality,
};
use chequer_tables::BetzaPieces;

chequer_tables::fairy_pieces! {
    /// The pieces of minixiangqi. The palace that holds the general is the rule set's, not
    /// the description's.
    pub enum MinixiangqiPiece on Board7x7 {
        /// The soldier: steps forward or sideways.
        Soldier = 'p' "fsW",
        /// The horse: a knight blocked by a piece next to it, orthogonally.
        Horse = 'n' "nN",
        /// The chariot: rides orthogonally.
        Chariot = 'r' "R",
        /// The cannon: moves as a rook, captures by jumping over one piece.
        Cannon = 'c' "mRcpR",
        /// The general: steps orthogonally, inside the palace; royal.
        General = 'k' "W",
    }
}

type Board = Bitboard<Board7x7>;

/// Where a `color` `piece` may stand: the general in its palace, the others everywhere.
fn standing(piece: MinixiangqiPiece, color: Color) -> Board {
    match piece {
        MinixiangqiPiece::General => palace(color),
        _ => Bitboard::full(),
    }
}

/// Minixiangqi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Minixiangqi;

impl Rules for Minixiangqi {
    type Geometry = Board7x7;
    type Piece = MinixiangqiPiece;
    type MoveList = ArrayVec<Move<Self>, 192>;
    type Hand = NoHand;
    type State = ();
    type Movement = MinixiangqiMovement;
    type Keys = ZobristKeys;
    type Legality = MinixiangqiLegality;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "minixiangqi";
    const START_FEN: &'static str = "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1";
    const KING: MinixiangqiPiece = MinixiangqiPiece::General;
    const PAWN: Option<MinixiangqiPiece> = None;
    const CASTLING_ROOK: Option<MinixiangqiPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [MinixiangqiPiece] = &[];
}

impl Ending<Self> for Minixiangqi {
    /// Mate and stalemate alike lose.
    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        stalemate_loses(position)
    }
}

/// Minixiangqi's legality, by make-and-test: the general safe and not facing the other.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MinixiangqiLegality;

impl Legality<Minixiangqi> for MinixiangqiLegality {
    /// Cannons and horses do not fit the masks.
    const STRATEGY: Strategy = Strategy::MakeAndTest;

    fn is_legal_after(
        before: &Position<Minixiangqi>,
        _: Move<Minixiangqi>,
        after: &Position<Minixiangqi>,
    ) -> bool {
        legality::royals_safe(before, after) && !generals_face(after)
    }
}

/// The pieces move as their Betza descriptions say, the general within its palace.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MinixiangqiMovement;

impl Movement<Board7x7, MinixiangqiPiece> for MinixiangqiMovement {
    /// The cannon moves otherwise than it captures.
    const DISTINCT_QUIET: bool = true;

    /// The general in its palace.
    fn standing_region(piece: MinixiangqiPiece, color: Color) -> Board {
        standing(piece, color)
    }

    #[inline(always)]
    fn attacks(
        piece: MinixiangqiPiece,
        color: Color,
        from: Square<Board7x7>,
        occupied: Board,
    ) -> Board {
        piece.attacks(color, from, occupied) & standing(piece, color)
    }

    #[inline(always)]
    fn quiet_moves(
        piece: MinixiangqiPiece,
        color: Color,
        from: Square<Board7x7>,
        occupied: Board,
        initial: bool,
    ) -> Board {
        piece.quiet_moves(color, from, occupied, initial) & standing(piece, color)
    }

    #[inline(always)]
    fn quiet_as_attacks(piece: MinixiangqiPiece) -> bool {
        piece.moves_as_it_captures()
    }

    /// The descriptions read backwards (the horse's leg too), and no general from outside
    /// its palace.
    #[inline(always)]
    fn attackers<R: Rules<Geometry = Board7x7, Piece = MinixiangqiPiece>>(
        position: &Position<R>,
        square: Square<Board7x7>,
        by: Color,
        occupied: Board,
    ) -> Board {
        MinixiangqiPiece::attackers(square, by, occupied, |piece| {
            if standing(piece, by).contains(square) {
                position.pieces(by, piece)
            } else {
                Board::empty()
            }
        })
    }
}
