//! The orthodox pieces' attacks on the 8×8 board, typed, for any rule set played there: the
//! tables and the slider backend (PEXT or magic, see [`SLIDER_BACKEND`](crate::SLIDER_BACKEND))
//! that [`Standard`](crate::Standard) uses, so a variant with pieces of its own still moves
//! its rooks and bishops as fast.
//!
//! ```
//! use chequer_core::{Bitboard, Square};
//! use chequer_variants::orthodox;
//!
//! let a1: Square<_> = "a1".parse().unwrap();
//! let blocker: Bitboard<_> = "a4".parse::<Square<_>>().unwrap().into();
//! assert_eq!(orthodox::rook(a1, blocker).len(), 3 + 7);
//! assert_eq!(orthodox::knight(a1).len(), 2);
//! ```

use crate::Board8x8;
use crate::standard::{movement, sliders, tables};
use chequer_core::{Bitboard, Color, Square};

type Board = Bitboard<Board8x8>;
type Sq = Square<Board8x8>;

/// A rook's targets from `from` when `occupied` holds the pieces (the first piece on each
/// line included).
#[inline(always)]
pub fn rook(from: Sq, occupied: Board) -> Board {
    Bitboard(sliders::rook(from.index() & 63, occupied.0))
}

/// A bishop's targets.
#[inline(always)]
pub fn bishop(from: Sq, occupied: Board) -> Board {
    Bitboard(sliders::bishop(from.index() & 63, occupied.0))
}

/// A queen's targets.
#[inline(always)]
pub fn queen(from: Sq, occupied: Board) -> Board {
    rook(from, occupied) | bishop(from, occupied)
}

/// A knight's targets.
#[inline(always)]
pub fn knight(from: Sq) -> Board {
    Bitboard(tables::KNIGHT[from.index() & 63])
}

/// A king's targets (castling apart).
#[inline(always)]
pub fn king(from: Sq) -> Board {
    Bitboard(tables::KING[from.index() & 63])
}

/// The squares a pawn of `color` on `from` captures on.
#[inline(always)]
pub fn pawn_captures(color: Color, from: Sq) -> Board {
    Bitboard(tables::PAWN_ATTACKS[color.index()][from.index() & 63])
}

/// The squares strictly between `a` and `b` on a rank, file or diagonal (none otherwise), by
/// table: what [`Movement::between`](chequer_core::Movement::between) can return on this board.
#[inline(always)]
pub fn between(a: Sq, b: Sq) -> Board {
    movement::between(a, b)
}

/// The whole line through `a` and `b`, by table: for
/// [`Movement::line`](chequer_core::Movement::line).
#[inline(always)]
pub fn line(a: Sq, b: Sq) -> Board {
    movement::line(a, b)
}
