//! Tori shogi (UCI_Variant `torishogi`), the shogi of birds on 7×7, as Fairy-Stockfish plays
//! it.
//!
//! Seven files and seven ranks; shogi's rules with birds:
//! 1. The swallow `s` steps forward; the falcon `f` steps as a king but backward; the crane
//!    `c` steps diagonally, forward and backward; the left quail `l` rides forward and
//!    backward to its right, steps backward to its left, the right quail `r` the other way
//!    round; the pheasant `p` leaps two forward or steps diagonally backward; the phoenix `k`
//!    steps as a king and is royal. Black's pieces are white's turned half around: black's
//!    left quail starts on g7 as white's does on a1, and its left is white's right.
//! 2. A swallow or falcon that moves into, within or out of the last two ranks must promote:
//!    the swallow to the goose (`+s`: leaps two diagonally forward or two straight back),
//!    the falcon to the eagle (`+f`: steps as a king, rides forward diagonally and straight
//!    back, and up to two squares diagonally back).
//! 3. Captured pieces go to hand unpromoted and are dropped back: never a swallow on the
//!    last rank, on a file that holds two unpromoted swallows of its own, or as mate.
//! 4. A side without a legal move loses.
//! 5. The same position four times ends the game: the side that repeated it loses, as does
//!    the side that gave check with every move of the repetition.

use crate::Board7x7;
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, ShogiPromotion};
use arrayvec::ArrayVec;
use chequer_core::{
    Color, Masks, Move, OrthodoxCastling, OrthodoxPawns, Outcome, Pockets, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The birds of tori shogi, the promoted kinds after the others.
    pub enum ToriPiece on Board7x7 {
        /// The swallow: steps forward.
        Swallow = 's' "fW",
        /// The falcon: steps as a king but straight backward.
        Falcon = 'f' "FsfW",
        /// The crane: steps diagonally, forward and backward.
        Crane = 'c' "FvW",
        /// The left quail: rides forward and backward to the right, steps backward to the left.
        LeftQuail = 'l' "fRrbBlbF",
        /// The right quail: rides forward and backward to the left, steps backward to the right.
        RightQuail = 'r' "fRlbBrbF",
        /// The pheasant: leaps two forward, or steps diagonally backward.
        Pheasant = 'p' "bFfD",
        /// The phoenix: steps in every direction; royal.
        King = 'k' "K",
        /// The promoted swallow (goose): leaps two diagonally forward or two straight back.
        Goose = + Swallow "fAbD",
        /// The promoted falcon (eagle): steps as a king, rides diagonally forward and straight
        /// back, and up to two squares diagonally back.
        Eagle = + Falcon "KbRfBbF2",
    }
}

/// Tori shogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ToriShogi;

impl Rules for ToriShogi {
    type Geometry = Board7x7;
    type Piece = ToriPiece;
    type MoveList = ArrayVec<Move<Self>, 1024>;
    type Hand = Pockets<ToriPiece>;
    type State = ();
    type Movement = BetzaMovement<ToriPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = ShogiPromotion<true>;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "torishogi";
    const START_FEN: &'static str = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w - - 0 1";
    const KING: ToriPiece = ToriPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<ToriPiece> = None;
    const CASTLING_ROOK: Option<ToriPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [ToriPiece] = &[ToriPiece::Goose, ToriPiece::Eagle];
}

impl ShogiFamily for ToriShogi {
    const PAWN_LIMIT: Option<(ToriPiece, u8)> = Some((ToriPiece::Swallow, 2));
    const PAWN_DROP_MATES: bool = false;

    fn repetition_otherwise(turn: Color) -> Outcome {
        Outcome::VariantWin { winner: turn }
    }
    /// The last two ranks.
    const ZONE_RANKS: u8 = 2;

    /// Where `piece` could never move again: the swallow on the last rank.
    #[inline(always)]
    fn dead_ranks(piece: ToriPiece) -> u8 {
        match piece {
            ToriPiece::Swallow => 1,
            _ => 0,
        }
    }
}
