//! Ai-wok (UCI_Variant `ai-wok`), as Fairy-Stockfish plays it: Makruk whose met is the ai-wok,
//! moving as a rook, a knight or a met; pawns promote to it on the sixth rank.

use crate::army_rules::army_rules;
use crate::makruk::sixth_rank_onwards;
use crate::standard::Board8x8;
use chequer_core::{Bitboard, Color, Legality, Rules};

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
    army_rules!(board: Board8x8, pieces: AiWokPiece, capacity: 384);

    const NAME: &'static str = "ai-wok";
    const START_FEN: &'static str = "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1";
    const CASTLING_ROOK: Option<AiWokPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [AiWokPiece] = &[AiWokPiece::AiWok];
    /// Leapers, the rook and their compound: the masks apply.
    const LEGALITY: Legality = Legality::Masks;

    #[inline(always)]
    fn double_step_ranks(_: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    #[inline(always)]
    fn promotion_zone(color: Color) -> Bitboard<Board8x8> {
        sixth_rank_onwards(color)
    }
}
