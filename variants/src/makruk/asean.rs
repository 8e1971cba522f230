//! ASEAN chess (UCI_Variant `asean`), as Fairy-Stockfish plays it: Makruk's pieces with the
//! letters of orthodox chess (the khon is `b`, the met `q`) and orthodox promotion: on the
//! last rank, to a rook, knight, khon or met. No double step, no en passant, no castling.

use super::counting::{self, Count, Counting, CountingEnding, CountingRules};
use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling, Position, Rules,
    SingleStepPawns, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of ASEAN chess.
    pub enum AseanPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes on the last rank.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// The khon: one square diagonally or straight forward.
        Khon = 'b' "FfW",
        /// The met: one square diagonally.
        Met = 'q' "F",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// ASEAN chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Asean;

impl Rules for Asean {
    type Geometry = Board8x8;
    type Piece = AseanPiece;
    type MoveList = ArrayVec<Move<Self>, 256>;
    type Hand = NoHand;
    type State = Count;
    type Movement = BetzaMovement<AseanPiece>;
    type Keys = ZobristKeys;
    /// Leapers and the rook: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CountingEnding;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "asean";
    const START_FEN: &'static str = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1";
    const KING: AseanPiece = AseanPiece::King;
    const PAWN: Option<AseanPiece> = Some(AseanPiece::Pawn);
    const CASTLING_ROOK: Option<AseanPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [AseanPiece] = &[
        AseanPiece::Rook,
        AseanPiece::Knight,
        AseanPiece::Khon,
        AseanPiece::Met,
    ];

    /// The count runs on.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, captured: Option<AseanPiece>) {
        counting::after_move(position, mv, captured);
    }
}

impl Counting for Asean {
    const COUNTING: CountingRules = CountingRules::Asean;
    const ROOK: AseanPiece = AseanPiece::Rook;
    const KNIGHT: AseanPiece = AseanPiece::Knight;
    const KHON: AseanPiece = AseanPiece::Khon;
    const MOVE_RULE: Option<u32> = Some(50);
}
