//! Jeson Mor (UCI_Variant `jesonmor`), the Mongolian game of knights, as Fairy-Stockfish plays
//! it.
//!
//! Nine knights a side on 9×9, and no king:
//! 1. The knights move and capture as in chess.
//! 2. A knight that reaches the centre, e5, wins once the opponent has had one more move
//!    (to take it, or to put a knight of its own there): the side to move with a knight on
//!    e5 has won.
//! 3. A side without a move (without knights) has lost.

use crate::Board9x9;
use crate::shared::endings::{KinglessEnding, KinglessGame};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    OrthodoxPawns, Outcome, Position, Rules, Square, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Jeson Mor: knights.
    pub enum JesonMorPiece on Board9x9 {
        /// Leaps (1, 2), as in chess.
        Knight = 'n' "N",
    }
}

/// Jeson Mor.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct JesonMor;

impl Rules for JesonMor {
    type Geometry = Board9x9;
    type Piece = JesonMorPiece;
    type MoveList = ArrayVec<Move<Self>, 128>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<JesonMorPiece>;
    type Keys = ZobristKeys;
    /// No royal piece: every move is legal.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = KinglessEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "jesonmor";
    const START_FEN: &'static str = "nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1";
    /// No kind is royal ([`Rules::royals`] is empty); the knight stands in for the king.
    const KING: JesonMorPiece = JesonMorPiece::Knight;
    const PAWN: Option<JesonMorPiece> = None;
    const CASTLING_ROOK: Option<JesonMorPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [JesonMorPiece] = &[];

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Bitboard<Board9x9> {
        Bitboard::empty()
    }

    /// Any number of knights.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 81)
    }
}

/// The centre, e5, where a knight wins.
fn centre() -> Square<Board9x9> {
    Square::from_index_unchecked(4 * 9 + 4)
}

impl KinglessGame for JesonMor {
    /// The side to move whose knight stands on e5, the opponent's extra move made, has won.
    #[inline(always)]
    fn goal(position: &Position<Self>) -> Option<Outcome> {
        let winner = position.turn();
        position
            .by_color(winner)
            .contains(centre())
            .then_some(Outcome::VariantWin { winner })
    }
}
