//! Clobber (UCI_Variant `clobber`, on 5×6, and `clobber10`, on 10×10), as Fairy-Stockfish
//! plays it.
//!
//! The board starts full, stones `p` of both sides alternating; there is no king. Every move
//! captures: a stone takes an enemy stone orthogonally next to it. A side without a move has
//! lost.

use crate::shared::endings::{KinglessEnding, KinglessGame};
use crate::{Board5x6, Board10x10};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    OrthodoxPawns, Piece, Position, Rules, ZobristKeys,
};
use chequer_tables::{BetzaPieces, BetzaQuietMovement};
use core::fmt::Debug;
use core::hash::Hash;
use core::marker::PhantomData;

chequer_tables::fairy_pieces! {
    /// The stones of Clobber on 5×6.
    pub enum ClobberStone on Board5x6 {
        /// Captures orthogonally next to it, and only captures.
        Stone = 'p' "cW",
    }
}

chequer_tables::fairy_pieces! {
    /// The stones of Clobber on 10×10.
    pub enum Clobber10Stone on Board10x10 {
        /// Captures orthogonally next to it, and only captures.
        Stone = 'p' "cW",
    }
}

/// A board of Clobber: its stone, the name and the start.
pub trait ClobberBoard: Copy + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static {
    /// The stones on this board.
    type Stone: BetzaPieces + Piece;
    /// The UCI_Variant name.
    const NAME: &'static str;
    /// The full board.
    const START_FEN: &'static str;
    /// The only kind.
    const STONE: Self::Stone;
}

/// Clobber's own board, 5×6.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct FiveBySix;

impl ClobberBoard for FiveBySix {
    type Stone = ClobberStone;
    const NAME: &'static str = "clobber";
    const START_FEN: &'static str = "PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w - - 0 1";
    const STONE: ClobberStone = ClobberStone::Stone;
}

/// The 10×10 board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct TenByTen;

impl ClobberBoard for TenByTen {
    type Stone = Clobber10Stone;
    const NAME: &'static str = "clobber10";
    const START_FEN: &'static str = "PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/\
                                     pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w - - 0 1";
    const STONE: Clobber10Stone = Clobber10Stone::Stone;
}

/// Clobber on board `B`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ClobberGame<B>(PhantomData<B>);

/// Clobber on 5×6.
pub type Clobber = ClobberGame<FiveBySix>;
/// Clobber on 10×10.
pub type Clobber10 = ClobberGame<TenByTen>;

type Board<B> = Bitboard<<<B as ClobberBoard>::Stone as BetzaPieces>::Board>;

impl<B: ClobberBoard> Rules for ClobberGame<B> {
    type Geometry = <B::Stone as BetzaPieces>::Board;
    type Piece = B::Stone;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    /// The stone has no quiet move.
    type Movement = BetzaQuietMovement<B::Stone>;
    type Keys = ZobristKeys;
    /// No royal piece: every move is legal.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = KinglessEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = B::NAME;
    const START_FEN: &'static str = B::START_FEN;
    /// No kind is royal ([`Rules::royals`] is empty); the stone stands in for the king.
    const KING: B::Stone = B::STONE;
    const PAWN: Option<B::Stone> = None;
    const CASTLING_ROOK: Option<B::Stone> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [B::Stone] = &[];

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Board<B> {
        Bitboard::empty()
    }

    /// Any number of stones.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 128)
    }
}

/// No goal but the opponent's last move: a side without a move has lost.
impl<B: ClobberBoard> KinglessGame for ClobberGame<B> {}
