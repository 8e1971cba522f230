//! EuroShogi (UCI_Variant `euroshogi`), shogi on 8×8, as Fairy-Stockfish plays it.
//!
//! Shogi's rules on the orthodox board, without lances and silvers:
//! 1. The knight `n` leaps two forward and one aside, or steps sideways.
//! 2. A move that starts or ends in the last three ranks must promote: pawn and knight to a
//!    gold's moves (`+p`, `+n`), bishop to the horse (`+b`), rook to the dragon (`+r`).
//! 3. Captured pieces go to hand unpromoted and are dropped back: never a pawn on the last
//!    rank, on a file with an unpromoted pawn of its own, or as mate.
//! 4. A side without a legal move loses.

use crate::Board8x8;
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, ShogiPromotion};
use arrayvec::ArrayVec;
use chequer_core::{Masks, Move, OrthodoxCastling, OrthodoxPawns, Pockets, Rules, ZobristKeys};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of EuroShogi, the promoted kinds after the others.
    pub enum EuroshogiPiece on Board8x8 {
        /// Steps forward.
        Pawn = 'p' "fW",
        /// Leaps two forward and one aside, or steps sideways.
        Knight = 'n' "fNsW",
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
        /// The promoted bishop (horse): rides diagonally, steps orthogonally.
        Horse = + Bishop "BW",
        /// The promoted rook (dragon): rides orthogonally, steps diagonally.
        Dragon = + Rook "RF",
    }
}

/// EuroShogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Euroshogi;

impl Rules for Euroshogi {
    type Geometry = Board8x8;
    type Piece = EuroshogiPiece;
    type MoveList = ArrayVec<Move<Self>, 1024>;
    type Hand = Pockets<EuroshogiPiece>;
    type State = ();
    type Movement = BetzaMovement<EuroshogiPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = ShogiPromotion<true>;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "euroshogi";
    const START_FEN: &'static str =
        "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w - - 0 1";
    const KING: EuroshogiPiece = EuroshogiPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<EuroshogiPiece> = None;
    const CASTLING_ROOK: Option<EuroshogiPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [EuroshogiPiece] = &[
        EuroshogiPiece::Tokin,
        EuroshogiPiece::PromotedKnight,
        EuroshogiPiece::Horse,
        EuroshogiPiece::Dragon,
    ];
}

impl ShogiFamily for Euroshogi {
    const PAWN_LIMIT: Option<(EuroshogiPiece, u8)> = Some((EuroshogiPiece::Pawn, 1));
    const PAWN_DROP_MATES: bool = false;

    /// Where `piece` could never move again: the pawn on the last rank.
    #[inline(always)]
    fn dead_ranks(piece: EuroshogiPiece) -> u8 {
        match piece {
            EuroshogiPiece::Pawn => 1,
            _ => 0,
        }
    }
}
