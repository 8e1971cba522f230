//! Modern chess (UCI_Variant `modern`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess on 9×9, and:
//! 1. A minister `m` beside the king, moving as a bishop or a knight (an archbishop); the
//!    queens stand on opposite sides.
//! 2. Castling takes the king to the g-file or the c-file, the rook beside it.
//! 3. Pawns also promote to a minister.

use crate::Board9x9;
use crate::fairy::chancellor_chess::NineFileCastling;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand, OrthodoxPawns,
    Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Modern chess: the orthodox army and the minister.
    pub enum ModernPiece on Board9x9 {
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
        /// Rides diagonally or leaps as a knight.
        Minister = 'm' "BN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Modern chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ModernChess;

impl Rules for ModernChess {
    type Geometry = Board9x9;
    type Piece = ModernPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<ModernPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = NineFileCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "modern";
    const START_FEN: &'static str =
        "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1";
    const KING: ModernPiece = ModernPiece::King;
    const PAWN: Option<ModernPiece> = Some(ModernPiece::Pawn);
    const CASTLING_ROOK: Option<ModernPiece> = Some(ModernPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [ModernPiece] = &[
        ModernPiece::Minister,
        ModernPiece::Queen,
        ModernPiece::Rook,
        ModernPiece::Bishop,
        ModernPiece::Knight,
    ];
}
