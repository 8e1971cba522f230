//! A slider backend for any geometry: per-direction rays and a nearest-blocker lookup.
//!
//! For a ray that grows towards higher square indices the nearest blocker is the lowest set
//! bit of `ray & occupied`, otherwise the highest; the attacks are the ray minus the same
//! ray continued from that blocker. Works on `u64` and `u128` boards alike, with no tables
//! beyond the rays.

use crate::rays::{DIRECTIONS, RayTable};
use chequer_core::{Bitboard, Geometry, Square};

/// Sliding attacks for any geometry.
#[derive(Clone, Debug, Default)]
pub struct GenericSliders<G: Geometry> {
    rays: RayTable<G>,
}

/// Indices into [`DIRECTIONS`] of the rook's and the bishop's directions.
const ROOK_DIRECTIONS: [usize; 4] = [0, 2, 4, 6];
const BISHOP_DIRECTIONS: [usize; 4] = [1, 3, 5, 7];

impl<G: Geometry> GenericSliders<G> {
    /// Builds the ray tables.
    pub fn new() -> Self {
        GenericSliders {
            rays: RayTable::new(),
        }
    }

    /// The ray table, for `between` and `line` masks.
    pub fn rays(&self) -> &RayTable<G> {
        &self.rays
    }

    #[inline(always)]
    fn slide(&self, from: Square<G>, occupied: Bitboard<G>, directions: [usize; 4]) -> Bitboard<G> {
        let mut attacks = Bitboard::empty();
        for direction in directions {
            let ray = self.rays.ray(direction, from);
            let (files, ranks) = DIRECTIONS[direction];
            let increasing = ranks > 0 || (ranks == 0 && files > 0);
            let blocker = if increasing {
                (ray & occupied).first()
            } else {
                (ray & occupied).last()
            };
            attacks |= match blocker {
                Some(blocker) => ray - self.rays.ray(direction, blocker),
                None => ray,
            };
        }
        attacks
    }

    /// The rook's attacks from `from`.
    #[inline]
    pub fn rook(&self, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        self.slide(from, occupied, ROOK_DIRECTIONS)
    }

    /// The bishop's attacks from `from`.
    #[inline]
    pub fn bishop(&self, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        self.slide(from, occupied, BISHOP_DIRECTIONS)
    }
}
