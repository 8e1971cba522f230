//! Amazon chess (UCI_Variant `amazon`) and Georgian chess (`georgian`), as Fairy-Stockfish
//! plays them.
//!
//! Orthodox chess, and the queen is an amazon `a`, moving as a queen or a knight; pawns
//! promote to amazon, rook, bishop or knight. Georgian chess sets the amazon up on the
//! d-file and has neither castling nor en passant (pawns still double-step).

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

/// Amazon chess (`GEORGIAN = false`) or Georgian chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct AmazonChess<const GEORGIAN: bool>;

/// Amazon chess.
pub type Amazon = AmazonChess<false>;
/// Georgian chess: no castling, no en passant.
pub type Georgian = AmazonChess<true>;

impl<const GEORGIAN: bool> Rules for AmazonChess<GEORGIAN> {
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

    const NAME: &'static str = if GEORGIAN { "georgian" } else { "amazon" };
    const START_FEN: &'static str = if GEORGIAN {
        "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1"
    } else {
        "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1"
    };
    const KING: AmazonPiece = AmazonPiece::King;
    const PAWN: Option<AmazonPiece> = Some(AmazonPiece::Pawn);
    const CASTLING_ROOK: Option<AmazonPiece> = if GEORGIAN {
        None
    } else {
        Some(AmazonPiece::Rook)
    };
    const EN_PASSANT: bool = !GEORGIAN;
    const PROMOTIONS: &'static [AmazonPiece] = &[
        AmazonPiece::Amazon,
        AmazonPiece::Rook,
        AmazonPiece::Bishop,
        AmazonPiece::Knight,
    ];
}
