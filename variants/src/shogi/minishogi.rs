//! Minishogi (UCI_Variant `minishogi`), shogi on 5×5, as Fairy-Stockfish plays it.
//!
//! Shogi's rules with one of each piece but the knight and lance: king `k`, gold `g`, silver
//! `s`, bishop `b`, rook `r` and pawn `p` each side.
//! 1. The promotion zone is the last rank: pawn and silver promote to a gold's moves (`+p`,
//!    `+s`), bishop to the horse (`+b`), rook to the dragon (`+r`); a pawn reaching the last
//!    rank must promote.
//! 2. Captured pieces go to hand unpromoted and are dropped back: never a pawn on the last
//!    rank, on a file with an unpromoted pawn of its own, or as mate.
//! 3. A side without a legal move loses.

use crate::Board5x5;
use crate::shogi::shogi_family::{last_ranks, shogi_rules};
use chequer_core::{Bitboard, Color, Outcome, Rules};

chequer_tables::fairy_pieces! {
    /// The pieces of minishogi, the promoted kinds after the others.
    pub enum MinishogiPiece on Board5x5 {
        /// Steps forward.
        Pawn = 'p' "fW",
        /// Steps diagonally or forward.
        Silver = 's' "FfW",
        /// Steps orthogonally or diagonally forward.
        Gold = 'g' "WfF",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps in every direction; royal.
        King = 'k' "K",
        /// The promoted pawn: moves as a gold.
        Tokin = + Pawn "WfF",
        /// The promoted silver: moves as a gold.
        PromotedSilver = + Silver "WfF",
        /// The promoted bishop (horse): rides diagonally, steps orthogonally.
        Horse = + Bishop "BW",
        /// The promoted rook (dragon): rides orthogonally, steps diagonally.
        Dragon = + Rook "RF",
    }
}

/// Minishogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Minishogi;

impl Rules for Minishogi {
    // Fourfold repetition loses for white (sente), who moved first, unless one side gave
    // check with every move.
    shogi_rules!(
        board: Board5x5,
        pieces: MinishogiPiece,
        capacity: 512,
        pawn: Pawn,
        pawns_per_file: Some(1),
        compulsory_promotion: false,
        mating_pawn_drops: false,
        repetitions: 4,
        otherwise: |_| Outcome::VariantWin { winner: Color::Black },
    );

    const NAME: &'static str = "minishogi";
    const START_FEN: &'static str = "rbsgk/4p/5/P4/KGSBR[-] w - - 0 1";
    const PROMOTIONS: &'static [MinishogiPiece] = &[
        MinishogiPiece::Tokin,
        MinishogiPiece::PromotedSilver,
        MinishogiPiece::Horse,
        MinishogiPiece::Dragon,
    ];

    /// The last rank.
    #[inline(always)]
    fn promotion_zone(color: Color) -> Bitboard<Board5x5> {
        last_ranks::<Self>(color, 1)
    }

    /// Where `color`'s `piece` could never move: the pawn on the last rank.
    #[inline(always)]
    fn immobile_squares(piece: MinishogiPiece, color: Color) -> Bitboard<Board5x5> {
        match piece {
            MinishogiPiece::Pawn => last_ranks::<Self>(color, 1),
            _ => Bitboard::empty(),
        }
    }
}
