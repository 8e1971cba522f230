//! Almost chess (UCI_Variant `almost`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess, and the queen is a chancellor `c`, moving as a rook or a knight; pawns
//! promote to chancellor, rook, bishop or knight.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    OrthodoxPawns, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Almost chess: the orthodox army with a chancellor for the queen.
    pub enum AlmostPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally; castles with the king.
        Rook = 'r' "R",
        /// Rides orthogonally or leaps as a knight.
        Chancellor = 'c' "RN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Almost chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Almost;

impl Rules for Almost {
    type Geometry = Board8x8;
    type Piece = AlmostPiece;
    type MoveList = ArrayVec<Move<Self>, 384>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<AlmostPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "almost";
    const START_FEN: &'static str = "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1";
    const KING: AlmostPiece = AlmostPiece::King;
    const PAWN: Option<AlmostPiece> = Some(AlmostPiece::Pawn);
    const CASTLING_ROOK: Option<AlmostPiece> = Some(AlmostPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [AlmostPiece] = &[
        AlmostPiece::Chancellor,
        AlmostPiece::Rook,
        AlmostPiece::Bishop,
        AlmostPiece::Knight,
    ];
}
