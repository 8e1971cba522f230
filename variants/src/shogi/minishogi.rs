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
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, ShogiPromotion};
use arrayvec::ArrayVec;
use chequer_core::{
    Color, Masks, Move, OrthodoxCastling, OrthodoxPawns, Outcome, Pockets, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

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
    type Geometry = Board5x5;
    type Piece = MinishogiPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = Pockets<MinishogiPiece>;
    type State = ();
    type Movement = BetzaMovement<MinishogiPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = ShogiPromotion;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "minishogi";
    const START_FEN: &'static str = "rbsgk/4p/5/P4/KGSBR[-] w - - 0 1";
    const KING: MinishogiPiece = MinishogiPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<MinishogiPiece> = None;
    const CASTLING_ROOK: Option<MinishogiPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [MinishogiPiece] = &[
        MinishogiPiece::Tokin,
        MinishogiPiece::PromotedSilver,
        MinishogiPiece::Horse,
        MinishogiPiece::Dragon,
    ];
}

impl ShogiFamily for Minishogi {
    const PAWN_LIMIT: Option<(MinishogiPiece, u8)> = Some((MinishogiPiece::Pawn, 1));
    const PAWN_DROP_MATES: bool = false;

    /// White (sente), who moved first, loses.
    fn repetition_otherwise(_: Color) -> Outcome {
        Outcome::VariantWin {
            winner: Color::Black,
        }
    }
    /// The last rank.
    const ZONE_RANKS: u8 = 1;

    /// Where `piece` could never move again: the pawn on the last rank.
    #[inline(always)]
    fn dead_ranks(piece: MinishogiPiece) -> u8 {
        match piece {
            MinishogiPiece::Pawn => 1,
            _ => 0,
        }
    }
}
