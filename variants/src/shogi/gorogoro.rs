//! Goro goro shogi (UCI_Variant `gorogoro`), shogi for beginners on 5×6, as Fairy-Stockfish
//! plays it.
//!
//! Shogi's rules with kings `k`, golds `g`, silvers `s` and pawns `p` only:
//! 1. The promotion zone is the last two ranks: pawn and silver promote to a gold's moves
//!    (`+p`, `+s`); a pawn reaching the last rank must promote.
//! 2. Captured pieces go to hand unpromoted and are dropped back: never a pawn on the last
//!    rank, on a file with an unpromoted pawn of its own, or as mate.
//! 3. A side without a legal move loses; repetition draws, unless one side checked
//!    throughout.

use crate::Board5x6;
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, ShogiPromotion};
use arrayvec::ArrayVec;
use chequer_core::{Masks, Move, OrthodoxCastling, OrthodoxPawns, Pockets, Rules, ZobristKeys};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of goro goro shogi, the promoted kinds after the others.
    pub enum GorogoroPiece on Board5x6 {
        /// Steps forward.
        Pawn = 'p' "fW",
        /// Steps diagonally or forward.
        Silver = 's' "FfW",
        /// Steps orthogonally or diagonally forward.
        Gold = 'g' "WfF",
        /// Steps in every direction; royal.
        King = 'k' "K",
        /// The promoted pawn: moves as a gold.
        Tokin = + Pawn "WfF",
        /// The promoted silver: moves as a gold.
        PromotedSilver = + Silver "WfF",
    }
}

/// Goro goro shogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Gorogoro;

impl Rules for Gorogoro {
    type Geometry = Board5x6;
    type Piece = GorogoroPiece;
    type MoveList = ArrayVec<Move<Self>, 320>;
    type Hand = Pockets<GorogoroPiece>;
    type State = ();
    type Movement = BetzaMovement<GorogoroPiece>;
    type Keys = ZobristKeys;
    /// Steps only: the masks apply.
    type Legality = Masks;
    type Promotion = ShogiPromotion;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "gorogoro";
    const START_FEN: &'static str = "sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w - - 0 1";
    const KING: GorogoroPiece = GorogoroPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<GorogoroPiece> = None;
    const CASTLING_ROOK: Option<GorogoroPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [GorogoroPiece] =
        &[GorogoroPiece::Tokin, GorogoroPiece::PromotedSilver];
}

impl ShogiFamily for Gorogoro {
    const PAWN_LIMIT: Option<(GorogoroPiece, u8)> = Some((GorogoroPiece::Pawn, 1));
    const PAWN_DROP_MATES: bool = false;
    /// The last two ranks.
    const ZONE_RANKS: u8 = 2;

    /// Where `piece` could never move again: the pawn on the last rank.
    #[inline(always)]
    fn dead_ranks(piece: GorogoroPiece) -> u8 {
        match piece {
            GorogoroPiece::Pawn => 1,
            _ => 0,
        }
    }
}
