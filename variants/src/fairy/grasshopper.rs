//! Grasshopper chess (UCI_Variant `grasshopper`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess, and:
//! 1. A row of grasshoppers `g` in front of the pawns; a grasshopper moves along a queen's
//!    line to the square just beyond the first piece in its way, capturing what stands there.
//! 2. Pawns start on the third rank and never double-step.
//! 3. Pawns also promote to a grasshopper.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, MakeAndTest, Move, NoHand,
    OrthodoxCastling, Rules, SingleStepPawns, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Grasshopper chess: the orthodox army and the grasshopper.
    pub enum GrasshopperPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally; castles with the king.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Hops along a queen's line over the first piece, landing just beyond it.
        Grasshopper = 'g' "gQ",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Grasshopper chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Grasshopper;

impl Rules for Grasshopper {
    type Geometry = Board8x8;
    type Piece = GrasshopperPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<GrasshopperPiece>;
    type Keys = ZobristKeys;
    /// A grasshopper's attack depends on a piece *between* it and its target (its hurdle),
    /// which the masks do not know.
    type Legality = MakeAndTest;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    /// Rule 2.
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "grasshopper";
    const START_FEN: &'static str =
        "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1";
    const KING: GrasshopperPiece = GrasshopperPiece::King;
    const PAWN: Option<GrasshopperPiece> = Some(GrasshopperPiece::Pawn);
    const CASTLING_ROOK: Option<GrasshopperPiece> = Some(GrasshopperPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [GrasshopperPiece] = &[
        GrasshopperPiece::Queen,
        GrasshopperPiece::Rook,
        GrasshopperPiece::Bishop,
        GrasshopperPiece::Knight,
        GrasshopperPiece::Grasshopper,
    ];
}
