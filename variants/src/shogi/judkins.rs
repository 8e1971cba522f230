//! Judkins shogi (UCI_Variant `judkins`), shogi on 6×6, as Fairy-Stockfish plays it.
//!
//! Minishogi with a knight `n` (shogi's: two forward and one across), on a board one file and
//! one rank larger:
//! 1. The promotion zone is the last two ranks: pawn, knight and silver promote to a gold's
//!    moves (`+p`, `+n`, `+s`), bishop to the horse (`+b`), rook to the dragon (`+r`). A pawn
//!    reaching the last rank, or a knight the last two, must promote.
//! 2. Captured pieces go to hand unpromoted and are dropped back: never where they could not
//!    move, a pawn on a file with an unpromoted pawn of its own, or a pawn as mate.
//! 3. A side without a legal move loses; repetition draws, unless one side checked
//!    throughout.

use crate::Board6x6;
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, ShogiPromotion};
use arrayvec::ArrayVec;
use chequer_core::{Masks, Move, OrthodoxCastling, OrthodoxPawns, Pockets, Rules, ZobristKeys};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Judkins shogi, the promoted kinds after the others.
    pub enum JudkinsPiece on Board6x6 {
        /// Steps forward.
        Pawn = 'p' "fW",
        /// Leaps two forward and one across.
        Knight = 'n' "ffN",
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
        /// The promoted knight: moves as a gold.
        PromotedKnight = + Knight "WfF",
        /// The promoted silver: moves as a gold.
        PromotedSilver = + Silver "WfF",
        /// The promoted bishop (horse): rides diagonally, steps orthogonally.
        Horse = + Bishop "BW",
        /// The promoted rook (dragon): rides orthogonally, steps diagonally.
        Dragon = + Rook "RF",
    }
}

/// Judkins shogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Judkins;

impl Rules for Judkins {
    type Geometry = Board6x6;
    type Piece = JudkinsPiece;
    type MoveList = ArrayVec<Move<Self>, 640>;
    type Hand = Pockets<JudkinsPiece>;
    type State = ();
    type Movement = BetzaMovement<JudkinsPiece>;
    type Keys = ZobristKeys;
    /// Steps, leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = ShogiPromotion;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "judkins";
    const START_FEN: &'static str = "rbnsgk/5p/6/6/P5/KGSNBR[-] w - - 0 1";
    const KING: JudkinsPiece = JudkinsPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<JudkinsPiece> = None;
    const CASTLING_ROOK: Option<JudkinsPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [JudkinsPiece] = &[
        JudkinsPiece::Tokin,
        JudkinsPiece::PromotedKnight,
        JudkinsPiece::PromotedSilver,
        JudkinsPiece::Horse,
        JudkinsPiece::Dragon,
    ];
}

impl ShogiFamily for Judkins {
    const PAWN_LIMIT: Option<(JudkinsPiece, u8)> = Some((JudkinsPiece::Pawn, 1));
    const PAWN_DROP_MATES: bool = false;
    /// The last two ranks.
    const ZONE_RANKS: u8 = 2;

    /// Where `piece` could never move again: the pawn on the last rank, the knight on the last two.
    #[inline(always)]
    fn dead_ranks(piece: JudkinsPiece) -> u8 {
        match piece {
            JudkinsPiece::Pawn => 1,
            JudkinsPiece::Knight => 2,
            _ => 0,
        }
    }
}
