//! Gardner's minichess (UCI_Variant `gardner`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess on 5×5, from the orthodox army's back rank cut to five files: no double
//! step, no castling, pawns promote on the fifth rank.

use crate::Board5x5;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    Rules, SingleStepPawns, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Gardner's minichess: the orthodox army.
    pub enum GardnerPiece on Board5x5 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Gardner's minichess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Gardner;

impl Rules for Gardner {
    type Geometry = Board5x5;
    type Piece = GardnerPiece;
    type MoveList = ArrayVec<Move<Self>, 256>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<GardnerPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "gardner";
    const START_FEN: &'static str = "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1";
    const KING: GardnerPiece = GardnerPiece::King;
    const PAWN: Option<GardnerPiece> = Some(GardnerPiece::Pawn);
    const CASTLING_ROOK: Option<GardnerPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [GardnerPiece] = &[
        GardnerPiece::Queen,
        GardnerPiece::Rook,
        GardnerPiece::Bishop,
        GardnerPiece::Knight,
    ];
}
