//! Rays, and the masks between two squares and through them.

use alloc::vec::Vec;
use chequer_core::{Bitboard, Geometry, Square};

/// The eight directions of the queen, `(files, ranks)`: the rays the tables hold.
pub const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// The squares from `from` (excluded) to the edge in one direction.
pub fn ray<G: Geometry>(from: Square<G>, (files, ranks): (i32, i32)) -> Bitboard<G> {
    let mut ray = Bitboard::empty();
    let mut square = from;
    while let Some(next) = square.offset(files, ranks) {
        ray.insert(next);
        square = next;
    }
    ray
}

/// The eight rays of every square, and the `between` and `line` masks derived from them.
#[derive(Clone, Debug)]
pub struct RayTable<G: Geometry> {
    /// `rays[direction * SQUARES + square]`, directions in [`DIRECTIONS`] order.
    rays: Vec<Bitboard<G>>,
}

impl<G: Geometry> RayTable<G> {
    /// Builds the rays of every square.
    pub fn new() -> Self {
        let rays = DIRECTIONS
            .iter()
            .flat_map(|&direction| Square::<G>::all().map(move |square| ray(square, direction)))
            .collect();
        RayTable { rays }
    }

    /// The ray from `from` (excluded) in direction number `direction` of [`DIRECTIONS`].
    #[inline(always)]
    pub fn ray(&self, direction: usize, from: Square<G>) -> Bitboard<G> {
        self.rays[direction * G::SQUARES + from.index()]
    }

    /// The number in [`DIRECTIONS`] of the direction from `a` towards `b`, if aligned.
    fn direction_index(a: Square<G>, b: Square<G>) -> Option<usize> {
        let direction = a.direction_to(b)?;
        DIRECTIONS.iter().position(|&d| d == direction)
    }

    /// The squares strictly between `a` and `b` if they are aligned, else none.
    pub fn between(&self, a: Square<G>, b: Square<G>) -> Bitboard<G> {
        match Self::direction_index(a, b) {
            // The ray leaving `a` towards `b` meets the opposite ray leaving `b`.
            Some(d) => self.ray(d, a) & self.ray((d + 4) % 8, b),
            None => Bitboard::empty(),
        }
    }

    /// The whole line through `a` and `b` (edge to edge) if they are aligned, else none.
    pub fn line(&self, a: Square<G>, b: Square<G>) -> Bitboard<G> {
        match Self::direction_index(a, b) {
            Some(d) => (self.ray(d, a) | self.ray((d + 4) % 8, a)).with(a),
            None => Bitboard::empty(),
        }
    }
}

impl<G: Geometry> Default for RayTable<G> {
    fn default() -> Self {
        Self::new()
    }
}
