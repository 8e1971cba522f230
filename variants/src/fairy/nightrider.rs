//! Nightrider chess (UCI_Variant `nightrider`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess, and the knights are nightriders `n`: they repeat a knight's leap in one
//! direction until blocked, capturing the first piece in the way.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, MakeAndTest, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Nightrider chess: the orthodox army with nightriders for knights.
    pub enum NightriderPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Rides along a knight's leaps.
        Nightrider = 'n' "NN",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally; castles with the king.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Nightrider chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Nightrider;

impl Rules for Nightrider {
    type Geometry = Board8x8;
    type Piece = NightriderPiece;
    type MoveList = ArrayVec<Move<Self>, 384>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<NightriderPiece>;
    type Keys = ZobristKeys;
    /// A nightrider pins and checks along knight lines, which the masks do not know.
    type Legality = MakeAndTest;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "nightrider";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KING: NightriderPiece = NightriderPiece::King;
    const PAWN: Option<NightriderPiece> = Some(NightriderPiece::Pawn);
    const CASTLING_ROOK: Option<NightriderPiece> = Some(NightriderPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [NightriderPiece] = &[
        NightriderPiece::Queen,
        NightriderPiece::Rook,
        NightriderPiece::Bishop,
        NightriderPiece::Nightrider,
    ];
}
