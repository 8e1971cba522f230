//! Sets of one-square steps: moves that shift a whole set of pieces at once, so that pawn
//! captures are counted for every pawn in a few instructions instead of a lookup per pawn.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;

/// The eight one-square steps, `(files, ranks)`, in the order of [`Steps`]' bits.
const EIGHT: [(i32, i32); 8] = [
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// A set of one-square steps (files to the right, ranks up) as White's piece takes them;
/// Black's are the same mirrored by rank.
///
/// ```
/// use chequer_core::Steps;
/// let pawn = Steps::of(&[(-1, 1), (1, 1)]);
/// assert!(!pawn.is_empty() && Steps::NONE.is_empty());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Steps(u8);

impl Steps {
    /// No step.
    pub const NONE: Steps = Steps(0);

    /// The set of `steps`. A step longer than one square is a mistake: it panics, at compile
    /// time where the set is a constant.
    pub const fn of(steps: &[(i32, i32)]) -> Steps {
        let mut bits = 0;
        let mut i = 0;
        while i < steps.len() {
            let mut bit = 0;
            while EIGHT[bit].0 != steps[i].0 || EIGHT[bit].1 != steps[i].1 {
                bit += 1;
                assert!(
                    bit < EIGHT.len(),
                    "a step is one square in one of eight directions"
                );
            }
            bits |= 1 << bit;
            i += 1;
        }
        Steps(bits)
    }

    /// The steps of both sets.
    pub const fn union(self, other: Steps) -> Steps {
        Steps(self.0 | other.0)
    }

    /// Whether the set has no step.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares `pieces` of `color` reach by one of the steps.
    #[inline(always)]
    pub fn targets<G: Geometry>(self, pieces: Bitboard<G>, color: Color) -> Bitboard<G> {
        let mut targets = Bitboard::empty();
        self.for_each_shift(pieces, color, |reached| targets |= reached);
        targets
    }

    /// The sum over the steps of `weight` of the squares `pieces` of `color` reach by that
    /// step: the moves of all of them at once, where `weight` counts the moves onto a set of
    /// squares.
    #[inline(always)]
    pub(crate) fn sum_over<G: Geometry>(
        self,
        pieces: Bitboard<G>,
        color: Color,
        mut weight: impl FnMut(Bitboard<G>) -> usize,
    ) -> usize {
        let mut sum = 0;
        self.for_each_shift(pieces, color, |reached| sum += weight(reached));
        sum
    }

    /// Calls `visit` with `pieces` shifted by each step, as `color` takes it. Written out step
    /// by step, so that with a constant set every shift is by constant amounts.
    #[inline(always)]
    fn for_each_shift<G: Geometry>(
        self,
        pieces: Bitboard<G>,
        color: Color,
        mut visit: impl FnMut(Bitboard<G>),
    ) {
        let forward = match color {
            Color::White => 1,
            Color::Black => -1,
        };
        macro_rules! each_step {
            ($($bit:literal),*) => {
                $(
                    if self.0 & (1 << $bit) != 0 {
                        let (files, ranks) = EIGHT[$bit];
                        visit(pieces.shift(files, ranks * forward));
                    }
                )*
            };
        }
        each_step!(0, 1, 2, 3, 4, 5, 6, 7);
    }
}
