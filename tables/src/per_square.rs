//! Tables with one entry per square, read without a bounds check.
//!
//! A table held in a `Vec` costs every lookup a load of its length and a compare and branch
//! against it, as the compiler cannot know that a square's index is below the length. A table
//! of a fixed capacity (the 128 squares of the largest board) indexed by the square's index
//! masked to that capacity needs neither: the mask is one `and`, and leaves the index of any
//! square of the board unchanged.

use alloc::boxed::Box;
use chequer_core::{Bitboard, Geometry, Square};
use core::marker::PhantomData;

/// The most squares a board has: those of `u128` storage.
const CAPACITY: usize = 128;

/// One set of squares per square: a leaper's targets, a ray.
pub(crate) type SquareSets<G> = PerSquare<G, Bitboard<G>>;

/// One `T` per square of a board of geometry `G`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct PerSquare<G, T> {
    /// By square index; the entries past the board's last square are `T::default()`.
    entries: Box<[T; CAPACITY]>,
    geometry: PhantomData<G>,
}

impl<G: Geometry, T: Copy + Default> PerSquare<G, T> {
    /// The table of `entry` of each square.
    pub(crate) fn new(mut entry: impl FnMut(Square<G>) -> T) -> Self {
        let mut entries = Box::new([T::default(); CAPACITY]);
        for square in Square::<G>::all() {
            entries[square.index()] = entry(square);
        }
        PerSquare {
            entries,
            geometry: PhantomData,
        }
    }

    /// The entry of `square`.
    #[inline(always)]
    pub(crate) fn get(&self, square: Square<G>) -> &T {
        // Every square of the board has an index below the capacity, which the mask keeps.
        &self.entries[square.index() % CAPACITY]
    }
}
