//! Chancellor chess (UCI_Variant `chancellor`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess on 9×9, and:
//! 1. A chancellor `c` beside the king, moving as a rook or a knight.
//! 2. Castling takes the king to the g-file or the c-file, the rook beside it.
//! 3. Pawns also promote to a chancellor.

use crate::Board9x9;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Castling, CastlingSide, CheckmateEnding, LastRankPromotion, Masks, Move,
    NoHand, OrthodoxPawns, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Chancellor chess: the orthodox army and the chancellor.
    pub enum ChancellorPiece on Board9x9 {
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
        /// Rides orthogonally or leaps as a knight.
        Chancellor = 'c' "RN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Chancellor chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ChancellorChess;

impl Rules for ChancellorChess {
    type Geometry = Board9x9;
    type Piece = ChancellorPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<ChancellorPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = NineFileCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "chancellor";
    const START_FEN: &'static str =
        "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1";
    const KING: ChancellorPiece = ChancellorPiece::King;
    const PAWN: Option<ChancellorPiece> = Some(ChancellorPiece::Pawn);
    const CASTLING_ROOK: Option<ChancellorPiece> = Some(ChancellorPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [ChancellorPiece] = &[
        ChancellorPiece::Chancellor,
        ChancellorPiece::Queen,
        ChancellorPiece::Rook,
        ChancellorPiece::Bishop,
        ChancellorPiece::Knight,
    ];
}

/// Castling on nine files, in Chancellor and Modern chess (rule 2): the king to g or c, the
/// rook beside it, as on the orthodox board, not counted from the right-hand edge.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct NineFileCastling;

impl<R: Rules> Castling<R> for NineFileCastling {
    fn castling_files(side: CastlingSide) -> (u8, u8) {
        match side {
            CastlingSide::KingSide => (6, 5),
            CastlingSide::QueenSide => (2, 3),
        }
    }
}
