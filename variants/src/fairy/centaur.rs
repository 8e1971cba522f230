//! Centaur chess (UCI_Variant `centaur`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess on 10×8, and:
//! 1. Two centaurs `c` beside the rooks, each moving as a king or a knight.
//! 2. Castling takes the king three squares, to the i-file or the c-file.
//! 3. Pawns also promote to a centaur.

use crate::Board10x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    OrthodoxPawns, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Centaur chess: the orthodox army and the centaur.
    pub enum CentaurPiece on Board10x8 {
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
        /// Steps one square or leaps as a knight.
        Centaur = 'c' "KN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Centaur chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Centaur;

impl Rules for Centaur {
    type Geometry = Board10x8;
    type Piece = CentaurPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<CentaurPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "centaur";
    const START_FEN: &'static str =
        "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1";
    const KING: CentaurPiece = CentaurPiece::King;
    const PAWN: Option<CentaurPiece> = Some(CentaurPiece::Pawn);
    const CASTLING_ROOK: Option<CentaurPiece> = Some(CentaurPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [CentaurPiece] = &[
        CentaurPiece::Centaur,
        CentaurPiece::Queen,
        CentaurPiece::Rook,
        CentaurPiece::Bishop,
        CentaurPiece::Knight,
    ];
}
