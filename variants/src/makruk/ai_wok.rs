//! Ai-wok (UCI_Variant `ai-wok`), as Fairy-Stockfish plays it: Makruk whose met is the ai-wok,
//! moving as a rook, a knight or a met; pawns promote to it on the sixth rank.

use super::counting::{self, Count, Counting, CountingEnding, CountingRules};
use crate::Board8x8;
use crate::makruk::makruk_family::MakrukPromotion;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Masks, Move, NoHand, OrthodoxCastling, Position, Rules, SingleStepPawns,
    ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Ai-wok: Makruk's, with the ai-wok for the met.
    pub enum AiWokPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes to an ai-wok.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// The khon: one square diagonally or straight forward.
        Khon = 's' "FfW",
        /// Rides orthogonally, leaps as a knight or steps diagonally.
        AiWok = 'a' "RNF",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Ai-wok.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct AiWok;

impl Rules for AiWok {
    type Geometry = Board8x8;
    type Piece = AiWokPiece;
    type MoveList = ArrayVec<Move<Self>, 384>;
    type Hand = NoHand;
    type State = Count;
    type Movement = BetzaMovement<AiWokPiece>;
    type Keys = ZobristKeys;
    /// Leapers, the rook and their compounds: the masks apply.
    type Legality = Masks;
    type Promotion = MakrukPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CountingEnding;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "ai-wok";
    const START_FEN: &'static str = "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1";
    const CASTLING_ROOK: Option<AiWokPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [AiWokPiece] = &[AiWokPiece::AiWok];
    const KING: AiWokPiece = AiWokPiece::King;
    const PAWN: Option<AiWokPiece> = Some(AiWokPiece::Pawn);

    /// The count runs on.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, captured: Option<AiWokPiece>) {
        counting::after_move(position, mv, captured);
    }
}

impl Counting for AiWok {
    const COUNTING: CountingRules = CountingRules::Makruk;
    const ROOK: AiWokPiece = AiWokPiece::Rook;
    const KNIGHT: AiWokPiece = AiWokPiece::Knight;
    const KHON: AiWokPiece = AiWokPiece::Khon;
}
