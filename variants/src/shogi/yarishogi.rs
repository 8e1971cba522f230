//! Yari shogi (UCI_Variant `yarishogi`), shogi with spear-like pieces on 7×9, as
//! Fairy-Stockfish plays it.
//!
//! Seven files and nine ranks. Shogi's rules, with other pieces:
//! 1. The yari knight `n` rides forward or leaps as shogi's knight; the yari bishop `b` rides
//!    forward or steps diagonally forward; the yari rook `r` rides forward and sideways; pawn
//!    `p` and king `k` as in shogi.
//! 2. In the last three ranks a pawn may promote to the yari silver (`+p`: steps as a king
//!    but backward, rides backward), the knight and the bishop to the yari gold (`+n`, `+b`:
//!    steps as a gold, rides backward), the rook to a rook (`+r`). A piece that could not move
//!    again (pawn, knight or bishop on the last rank) must promote.
//! 3. Captured pieces go to hand unpromoted and are dropped back: never where they could not
//!    move, never a pawn on a file with an unpromoted pawn of its own; a pawn drop may mate.
//! 4. A side without a legal move loses.

use crate::Board7x9;
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, ShogiPromotion};
use arrayvec::ArrayVec;
use chequer_core::{Masks, Move, OrthodoxCastling, OrthodoxPawns, Pockets, Rules, ZobristKeys};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of yari shogi, the promoted kinds after the others.
    pub enum YariPiece on Board7x9 {
        /// Steps forward.
        Pawn = 'p' "fW",
        /// Rides forward, or leaps two forward and one aside.
        Knight = 'n' "fRffN",
        /// Rides forward, or steps diagonally forward.
        Bishop = 'b' "fFfR",
        /// Rides forward and sideways.
        Rook = 'r' "frlR",
        /// Steps in every direction; royal.
        King = 'k' "K",
        /// The promoted pawn (yari silver): steps as a king but backward, rides backward.
        Silver = + Pawn "fKbR",
        /// The promoted knight (yari gold): steps as a gold, rides backward.
        KnightGold = + Knight "WfFbR",
        /// The promoted bishop (yari gold): steps as a gold, rides backward.
        BishopGold = + Bishop "WfFbR",
        /// The promoted rook: rides orthogonally.
        PromotedRook = + Rook "R",
    }
}

/// Yari shogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct YariShogi;

impl Rules for YariShogi {
    type Geometry = Board7x9;
    type Piece = YariPiece;
    type MoveList = ArrayVec<Move<Self>, 1024>;
    type Hand = Pockets<YariPiece>;
    type State = ();
    type Movement = BetzaMovement<YariPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = ShogiPromotion;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "yarishogi";
    const START_FEN: &'static str = "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w - - 0 1";
    const KING: YariPiece = YariPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<YariPiece> = None;
    const CASTLING_ROOK: Option<YariPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [YariPiece] = &[
        YariPiece::Silver,
        YariPiece::KnightGold,
        YariPiece::BishopGold,
        YariPiece::PromotedRook,
    ];
}

/// A pawn drop may mate; the third occurrence of a position ends the game.
impl ShogiFamily for YariShogi {
    const PAWN_LIMIT: Option<(YariPiece, u8)> = Some((YariPiece::Pawn, 1));
    const PAWN_DROP_MATES: bool = true;
    const REPETITIONS: usize = 3;

    /// Where `piece` could never move again: the pawn, the knight and the bishop, which only
    /// go forward, on the last rank.
    #[inline(always)]
    fn dead_ranks(piece: YariPiece) -> u8 {
        match piece {
            YariPiece::Pawn | YariPiece::Knight | YariPiece::Bishop => 1,
            _ => 0,
        }
    }
}
