//! The board shapes of the rule sets, declared once: a rule set names its board by these. A
//! board with holes is declared beside its rule set, from the start position that draws it.

use chequer_core::{Bitboard, Color, Geometry, Grid, Rules};

/// The 10×10 board: 100 squares, stored in a `u128`.
pub type Board10x10 = Grid<10, 10, u128>;

/// The 10×8 board: 80 squares, stored in a `u128`.
pub type Board10x8 = Grid<10, 8, u128>;

/// The 12×8 board of Courier chess: 96 squares, stored in a `u128`.
pub type Board12x8 = Grid<12, 8, u128>;

/// The 3×4 board: 12 squares, stored in a `u64`.
pub type Board3x4 = Grid<3, 4>;

/// The 4×5 board: 20 squares, stored in a `u64`.
pub type Board4x5 = Grid<4, 5>;

/// The 5×5 board: 25 squares, stored in a `u64`.
pub type Board5x5 = Grid<5, 5>;

/// The 5×6 board of Goro goro shogi: 30 squares, stored in a `u64`.
pub type Board5x6 = Grid<5, 6>;

/// The 6×6 board of Los Alamos chess: 36 squares, stored in a `u64`.
pub type Board6x6 = Grid<6, 6>;

/// The 6×8 board of Isolation: 48 squares, stored in a `u64`.
pub type Board6x8 = Grid<6, 8>;

/// The 7×7 board: 49 squares, stored in a `u64`.
pub type Board7x7 = Grid<7, 7>;

/// The 7×9 board: 63 squares, stored in a `u64`.
pub type Board7x9 = Grid<7, 9>;

/// The 8×8 board with `u64` storage.
pub type Board8x8 = Grid<8, 8>;

/// The 8×10 board of wolf chess: 80 squares, stored in a `u128`.
pub type Board8x10 = Grid<8, 10, u128>;

/// The 9×10 board: 90 points, stored in a `u128`.
pub type Board9x10 = Grid<9, 10, u128>;

/// The 9×9 board: 81 squares, stored in a `u128`.
pub type Board9x9 = Grid<9, 9, u128>;

/// `color`'s last `count` ranks of rule set `R`'s board: where promotion zones lie, and where
/// a piece that only goes forward runs out of moves.
pub(crate) fn last_ranks<R: Rules>(color: Color, count: u8) -> Bitboard<R::Geometry> {
    let ranks = <R::Geometry as Geometry>::RANKS;
    (ranks - count..ranks).fold(Bitboard::empty(), |zone, rank| {
        zone | Bitboard::relative_rank(color, rank)
    })
}
