//! Breakthrough (UCI_Variant `breakthrough`), as Fairy-Stockfish plays it.
//!
//! Two rows of stones `p` each side on 8×8, and no king:
//! 1. A stone steps one square forward, straight or diagonally, and captures only
//!    diagonally forward.
//! 2. The first stone to reach the far rank wins; a side without a move (without stones) has
//!    lost.

use crate::Board8x8;
use crate::shared::boards::last_ranks;
use crate::shared::endings::{KinglessEnding, KinglessGame};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    OrthodoxPawns, Outcome, Position, Rules, ZobristKeys,
};
use chequer_tables::BetzaQuietMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Breakthrough: stones.
    pub enum BreakthroughPiece on Board8x8 {
        /// Steps forward, straight or diagonally; captures diagonally forward.
        Stone = 'p' "fmWfF",
    }
}

/// Breakthrough.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Breakthrough;

impl Rules for Breakthrough {
    type Geometry = Board8x8;
    type Piece = BreakthroughPiece;
    type MoveList = ArrayVec<Move<Self>, 256>;
    type Hand = NoHand;
    type State = ();
    /// The stone moves otherwise than it captures.
    type Movement = BetzaQuietMovement<BreakthroughPiece>;
    type Keys = ZobristKeys;
    /// No royal piece: every move is legal.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = KinglessEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "breakthrough";
    const START_FEN: &'static str = "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1";
    /// No kind is royal ([`Rules::royals`] is empty); the stone stands in for the king.
    const KING: BreakthroughPiece = BreakthroughPiece::Stone;
    const PAWN: Option<BreakthroughPiece> = None;
    const CASTLING_ROOK: Option<BreakthroughPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [BreakthroughPiece] = &[];

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// Any number of stones.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 64)
    }
}

impl KinglessGame for Breakthrough {
    /// A stone that reached its far rank has won, once the move is made: the side that just
    /// moved, as Fairy-Stockfish judges it (a set-up position whose side to move already
    /// stands there plays on).
    #[inline(always)]
    fn goal(position: &Position<Self>) -> Option<Outcome> {
        let reached =
            |color| (position.by_color(color) & last_ranks::<Self>(color, 1)).is_nonempty();
        // Both far ranks first, each a constant: the common case, nobody there, asks no more.
        let (white, black) = (reached(Color::White), reached(Color::Black));
        if !(white || black) {
            return None;
        }
        let mover = !position.turn();
        let won = match mover {
            Color::White => white,
            Color::Black => black,
        };
        won.then_some(Outcome::VariantWin { winner: mover })
    }
}
