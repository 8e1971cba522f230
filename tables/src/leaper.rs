//! Leapers: pieces that jump to fixed offsets, whatever stands between.

use crate::per_square::{PerSquare, SquareSets};
use chequer_core::{Bitboard, Geometry, Square};

/// The squares a leaper on `from` reaches with `offsets` (`(files, ranks)` jumps).
pub fn targets<G: Geometry>(from: Square<G>, offsets: &[(i32, i32)]) -> Bitboard<G> {
    offsets
        .iter()
        .filter_map(|&(files, ranks)| from.offset(files, ranks))
        .collect()
}

/// The targets of one leaper from every square of a board, looked up by square.
#[derive(Clone, Debug)]
pub struct LeaperTable<G: Geometry> {
    targets: SquareSets<G>,
}

impl<G: Geometry> LeaperTable<G> {
    /// The table for a leaper with these offsets.
    pub fn new(offsets: &[(i32, i32)]) -> Self {
        LeaperTable {
            targets: PerSquare::new(|square| targets(square, offsets)),
        }
    }

    /// The targets from `from`.
    #[inline(always)]
    pub fn get(&self, from: Square<G>) -> Bitboard<G> {
        *self.targets.get(from)
    }
}
