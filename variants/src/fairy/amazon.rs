//! Amazon chess (UCI_Variant `amazon`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess, and the queen is an amazon `a`, moving as a queen or a knight; pawns
//! promote to amazon, rook, bishop or knight.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    OrthodoxPawns, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Amazon chess: the orthodox army with an amazon for the queen.
    pub enum AmazonPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally; castles with the king.
        Rook = 'r' "R",
        /// Rides in all eight directions or leaps as a knight.
        Amazon = 'a' "QN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Amazon chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Amazon;

impl Rules for Amazon {
    type Geometry = Board8x8;
    type Piece = AmazonPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<AmazonPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "amazon";
    const START_FEN: &'static str = "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1";
    const KING: AmazonPiece = AmazonPiece::King;
    const PAWN: Option<AmazonPiece> = Some(AmazonPiece::Pawn);
    const CASTLING_ROOK: Option<AmazonPiece> = Some(AmazonPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [AmazonPiece] = &[
        AmazonPiece::Amazon,
        AmazonPiece::Rook,
        AmazonPiece::Bishop,
        AmazonPiece::Knight,
    ];
}
