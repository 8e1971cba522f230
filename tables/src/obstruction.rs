//! A slider backend for any geometry by obstruction difference: one line (rank, file or
//! diagonal) at a time, with no branch and no table beyond each square's four lines.
//!
//! Split a line through the slider's square into the part below it (lower square indices) and
//! the part above. The nearest blocker above is the lowest piece there; subtracting the
//! highest piece below (or bit 0 if there is none) from the pieces above borrows through
//! exactly the squares from that blocker below up to the nearest blocker above, so the bits the
//! subtraction changes, kept to the line, are the attacks. The arithmetic is the integer's own,
//! so `u128` boards cost a few more instructions than `u64` ones, and no more memory.

use chequer_core::{BitStorage, Bitboard, Geometry, Square};
use num_traits::WrappingSub;

use crate::per_square::PerSquare;
use crate::rays::ray;

/// The four lines through a square, each as one of its two directions: rank, file, diagonal
/// and anti-diagonal.
pub const LINES: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// The whole line through `square` along `direction` and its opposite, `square` excluded.
pub fn line_through<G: Geometry>(square: Square<G>, (files, ranks): (i32, i32)) -> Bitboard<G> {
    ray(square, (files, ranks)) | ray(square, (-files, -ranks))
}

/// The squares a slider on `from` attacks along `line` (a line through `from`, `from`
/// excluded, as [`line_through`] gives it, or one half of it) among `occupied`: up to and
/// including the nearest piece each way. An empty `line` gives no squares. With one half,
/// the other half's pieces are not in the difference, and the nearest piece is the half's.
#[inline(always)]
pub fn line_attacks<G: Geometry>(
    from: Square<G>,
    line: Bitboard<G>,
    occupied: Bitboard<G>,
) -> Bitboard<G> {
    let below = below(from.index() as u32);
    let blockers = line.0 & occupied.0;
    let lower = blockers & below;
    let upper = blockers & !below;
    Bitboard(line.0 & (upper ^ upper.wrapping_sub(&highest_bit_or_one(lower))))
}

/// The bits below bit `index`. Made from 64-bit halves, since a shift of a `u128` by a
/// variable amount costs several instructions and a test of the amount, and a `u64` board
/// never has the high half.
#[inline(always)]
fn below<B: BitStorage>(index: u32) -> B {
    let low = 1u64.checked_shl(index).map_or(u64::MAX, |bit| bit - 1);
    let high = 1u64
        .checked_shl(index.saturating_sub(64))
        .map_or(u64::MAX, |bit| bit - 1);
    let high = if index > 64 { high } else { 0 };
    B::from_u128(u128::from(high) << 64 | u128::from(low))
}

/// The highest set bit of `bits | 1` alone, from 64-bit halves as [`below`].
#[inline(always)]
fn highest_bit_or_one<B: BitStorage>(bits: B) -> B {
    let bits = bits.to_u128();
    let (high, low) = ((bits >> 64) as u64, bits as u64 | 1);
    let in_high = u128::from(1u64 << (63 - high.leading_zeros().min(63))) << 64;
    let in_low = u128::from(1u64 << (63 - low.leading_zeros()));
    B::from_u128(if high != 0 { in_high } else { in_low })
}

/// Rook and bishop attacks on any board by obstruction difference.
#[derive(Clone, Debug)]
pub struct LineSliders<G: Geometry> {
    /// Per square, its lines in [`LINES`] order, the square excluded.
    lines: PerSquare<G, [Bitboard<G>; 4]>,
}

impl<G: Geometry> LineSliders<G> {
    /// Builds each square's four lines.
    pub fn new() -> Self {
        LineSliders {
            lines: PerSquare::new(|square| LINES.map(|direction| line_through(square, direction))),
        }
    }

    /// Which of `riders` a slider on `from` sees along line `line` of [`LINES`] among
    /// `occupied`: the riders of that line that attack `from`. Where none of them stands on
    /// the line, as is common, the lookup is skipped.
    #[inline(always)]
    pub fn riders_along(
        &self,
        line: usize,
        from: Square<G>,
        occupied: Bitboard<G>,
        riders: Bitboard<G>,
    ) -> Bitboard<G> {
        let through = self.lines.get(from)[line];
        if (through & riders).is_empty() {
            Bitboard::empty()
        } else {
            line_attacks(from, through, occupied) & riders
        }
    }

    /// The rook's attacks from `from`.
    #[inline]
    pub fn rook(&self, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        let [rank, file, _, _] = *self.lines.get(from);
        line_attacks(from, rank, occupied) | line_attacks(from, file, occupied)
    }

    /// The bishop's attacks from `from`.
    #[inline]
    pub fn bishop(&self, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        let [_, _, diagonal, anti_diagonal] = *self.lines.get(from);
        line_attacks(from, diagonal, occupied) | line_attacks(from, anti_diagonal, occupied)
    }
}

impl<G: Geometry> Default for LineSliders<G> {
    fn default() -> Self {
        Self::new()
    }
}
