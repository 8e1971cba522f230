//! Board shapes, squares, sets of squares, and the lines and steps between squares.

pub(crate) mod bitboard;
pub(crate) mod color;
pub(crate) mod geometry;
pub(crate) mod lines;
pub(crate) mod square;
pub(crate) mod steps;
pub(crate) mod storage;
