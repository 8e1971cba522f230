//! Okisaki shogi (UCI_Variant `okisakishogi`), shogi on 10×10 with a queen, as
//! Fairy-Stockfish plays it.
//!
//! Shogi's king `k`, golds `g`, silvers `s`, bishop `b`, rook `r` and pawns `p`, and:
//! 1. A queen `q`, which never promotes.
//! 2. Knights `n` that leap as chess knights, in every direction.
//! 3. Lances `l` that ride forward and backward along their file.
//! 4. The promotion zone is the last three ranks: pawn, lance, knight and silver promote to a
//!    gold's moves (`+p`, `+l`, `+n`, `+s`), bishop to the horse (`+b`), rook to the dragon
//!    (`+r`); a pawn reaching the last rank must promote.
//! 5. Captured pieces go to hand unpromoted and are dropped back: never a pawn on the last
//!    rank, on a file with an unpromoted pawn of its own, or as mate.
//! 6. A side without a legal move loses; repetition draws, unless one side checked
//!    throughout.

use crate::Board10x10;
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, ShogiPromotion};
use arrayvec::ArrayVec;
use chequer_core::{Masks, Move, OrthodoxCastling, OrthodoxPawns, Pockets, Rules, ZobristKeys};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Okisaki shogi, the promoted kinds after the others.
    pub enum OkisakiPiece on Board10x10 {
        /// Steps forward.
        Pawn = 'p' "fW",
        /// Rides forward and backward along its file.
        Lance = 'l' "vR",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Steps diagonally or forward.
        Silver = 's' "FfW",
        /// Steps orthogonally or diagonally forward.
        Gold = 'g' "WfF",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Steps in every direction; royal.
        King = 'k' "K",
        /// The promoted pawn: moves as a gold.
        Tokin = + Pawn "WfF",
        /// The promoted lance: moves as a gold.
        PromotedLance = + Lance "WfF",
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

/// Okisaki shogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct OkisakiShogi;

impl Rules for OkisakiShogi {
    type Geometry = Board10x10;
    type Piece = OkisakiPiece;
    type MoveList = ArrayVec<Move<Self>, 2048>;
    type Hand = Pockets<OkisakiPiece>;
    type State = ();
    type Movement = BetzaMovement<OkisakiPiece>;
    type Keys = ZobristKeys;
    /// Steps, leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = ShogiPromotion;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "okisakishogi";
    const START_FEN: &'static str =
        "lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[-] w - - 0 1";
    const KING: OkisakiPiece = OkisakiPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<OkisakiPiece> = None;
    const CASTLING_ROOK: Option<OkisakiPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [OkisakiPiece] = &[
        OkisakiPiece::Tokin,
        OkisakiPiece::PromotedLance,
        OkisakiPiece::PromotedKnight,
        OkisakiPiece::PromotedSilver,
        OkisakiPiece::Horse,
        OkisakiPiece::Dragon,
    ];
}

impl ShogiFamily for OkisakiShogi {
    const PAWN_LIMIT: Option<(OkisakiPiece, u8)> = Some((OkisakiPiece::Pawn, 1));
    const PAWN_DROP_MATES: bool = false;

    /// Where `piece` could never move again: the pawn on the last rank (the lance rides
    /// backward too, and the knight leaps every way).
    #[inline(always)]
    fn dead_ranks(piece: OkisakiPiece) -> u8 {
        match piece {
            OkisakiPiece::Pawn => 1,
            _ => 0,
        }
    }
}
