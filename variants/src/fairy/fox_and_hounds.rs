//! Fox and Hounds (UCI_Variant `fox-and-hounds`), as Fairy-Stockfish plays it.
//!
//! White's fox `F` against black's four hounds `h` on 8×8, with no king and no capture:
//! 1. The fox steps one square diagonally, any way; a hound steps diagonally forward.
//! 2. The fox wins on reaching the eighth rank; a side without a move has lost, so the
//!    hounds win by trapping the fox.

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
    /// The pieces of Fox and Hounds.
    pub enum FoxAndHoundsPiece on Board8x8 {
        /// Steps diagonally forward; never captures.
        Hound = 'h' "mfF",
        /// Steps diagonally; never captures. Wins on the far rank.
        Fox = 'f' "mF",
    }
}

/// Fox and Hounds.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct FoxAndHounds;

impl Rules for FoxAndHounds {
    type Geometry = Board8x8;
    type Piece = FoxAndHoundsPiece;
    type MoveList = ArrayVec<Move<Self>, 64>;
    type Hand = NoHand;
    type State = ();
    /// Nothing captures.
    type Movement = BetzaQuietMovement<FoxAndHoundsPiece>;
    type Keys = ZobristKeys;
    /// No royal piece: every move is legal.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = KinglessEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "fox-and-hounds";
    const START_FEN: &'static str = "1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1";
    /// No kind is royal ([`Rules::royals`] is empty); the fox stands in for the king.
    const KING: FoxAndHoundsPiece = FoxAndHoundsPiece::Fox;
    const PAWN: Option<FoxAndHoundsPiece> = None;
    const CASTLING_ROOK: Option<FoxAndHoundsPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [FoxAndHoundsPiece] = &[];

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// Any number of pieces.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 64)
    }
}

impl KinglessGame for FoxAndHounds {
    /// A white fox that reached the eighth rank has won, once the move is made: with black
    /// to move, as Fairy-Stockfish judges it (a set-up position with white to move plays on).
    #[inline(always)]
    fn goal(position: &Position<Self>) -> Option<Outcome> {
        let foxes =
            position.pieces_of_kind(FoxAndHoundsPiece::Fox) & position.by_color(Color::White);
        (position.turn() == Color::Black
            && (foxes & last_ranks::<Self>(Color::White, 1)).is_nonempty())
        .then_some(Outcome::VariantWin {
            winner: Color::White,
        })
    }
}
