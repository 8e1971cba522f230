//! Sets of squares, one bit per square.

use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::board::storage::BitStorage;
use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};
use num_traits::{One, PrimInt, Zero};

/// A set of squares of a board with geometry `G`, stored in one integer.
///
/// Reads like a set (`contains`, `insert`, `with`, `first`, `len`) and combines with the bit
/// operators. Bits beyond the board are always zero: [`Not`] and the shifts mask them off, so a
/// shift never wraps round an edge onto the other side of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bitboard<G: Geometry>(pub G::Bits);

impl<G: Geometry> Bitboard<G> {
    /// The empty set.
    #[inline(always)]
    pub fn empty() -> Self {
        Bitboard(G::Bits::zero())
    }

    /// Every square of the board.
    #[inline(always)]
    pub fn full() -> Self {
        Self::from_u128(G::BOARD)
    }

    /// The set whose bits are the low bits of `bits`, masked to the board.
    #[inline(always)]
    pub fn from_u128(bits: u128) -> Self {
        Bitboard(G::Bits::from_u128(bits & G::BOARD))
    }

    /// The set as a `u128`.
    #[inline(always)]
    pub fn to_u128(self) -> u128 {
        self.0.to_u128()
    }

    /// The set holding just `square`.
    #[inline(always)]
    pub fn from_square(square: Square<G>) -> Self {
        Bitboard(G::Bits::one() << square.index())
    }

    /// All squares of a file, counted from 0.
    pub fn file(file: u8) -> Self {
        Bitboard::from_u128(G::FIRST_FILE << file.min(G::FILES))
    }

    /// All squares of a rank, counted from 0.
    pub fn rank(rank: u8) -> Self {
        if rank >= G::RANKS {
            return Self::empty();
        }
        Bitboard::from_u128(G::FIRST_RANK << (rank as u32 * G::FILES as u32))
    }

    /// The rank `steps` ranks in front of a side's first rank (0 = own back rank).
    pub fn relative_rank(color: Color, steps: u8) -> Self {
        match color {
            Color::White => Self::rank(steps),
            Color::Black => Self::rank(G::RANKS.wrapping_sub(1).wrapping_sub(steps)),
        }
    }

    /// Whether the set has no square.
    #[inline(always)]
    pub fn is_empty(self) -> bool {
        self.0.is_zero()
    }

    /// Whether the set has a square.
    #[inline(always)]
    pub fn is_nonempty(self) -> bool {
        !self.0.is_zero()
    }

    /// Number of squares.
    #[inline(always)]
    pub fn len(self) -> usize {
        self.0.count() as usize
    }

    /// Whether the set has two squares or more.
    #[inline(always)]
    pub fn more_than_one(self) -> bool {
        self.is_nonempty() && !(self.0 & (self.0 - G::Bits::one())).is_zero()
    }

    /// Whether `square` is in the set.
    #[inline(always)]
    pub fn contains(self, square: Square<G>) -> bool {
        !(self.0 & (G::Bits::one() << square.index())).is_zero()
    }

    /// Adds `square`.
    #[inline(always)]
    pub fn insert(&mut self, square: Square<G>) {
        self.0 = self.0 | (G::Bits::one() << square.index());
    }

    /// Removes `square`.
    #[inline(always)]
    pub fn remove(&mut self, square: Square<G>) {
        self.0 = self.0 & !(G::Bits::one() << square.index());
    }

    /// Adds `square` if absent, removes it if present.
    #[inline(always)]
    pub fn toggle(&mut self, square: Square<G>) {
        self.0 = self.0 ^ (G::Bits::one() << square.index());
    }

    /// The set with `square` added.
    #[inline(always)]
    #[must_use]
    pub fn with(mut self, square: Square<G>) -> Self {
        self.insert(square);
        self
    }

    /// The set with `square` removed.
    #[inline(always)]
    #[must_use]
    pub fn without(mut self, square: Square<G>) -> Self {
        self.remove(square);
        self
    }

    /// The lowest square.
    #[inline(always)]
    pub fn first(self) -> Option<Square<G>> {
        self.is_nonempty()
            .then(|| Square::from_index_unchecked(self.0.trailing_zeros() as usize))
    }

    /// The highest square.
    #[inline(always)]
    pub fn last(self) -> Option<Square<G>> {
        self.is_nonempty().then(|| {
            Square::from_index_unchecked(
                (<G::Bits as BitStorage>::BITS - 1 - self.0.leading_zeros()) as usize,
            )
        })
    }

    /// Removes and returns the lowest square.
    #[inline(always)]
    pub fn pop_first(&mut self) -> Option<Square<G>> {
        let square = self.first()?;
        self.0 = self.0 & (self.0 - G::Bits::one());
        Some(square)
    }

    /// Whether every square of `self` is in `other`.
    #[inline(always)]
    pub fn is_subset(self, other: Self) -> bool {
        (self & !other).is_empty()
    }

    /// The set moved `files` to the right and `ranks` up; squares pushed off the board vanish.
    #[inline(always)]
    #[must_use]
    pub fn shift(self, files: i32, ranks: i32) -> Self {
        let mut bits = self.0;
        // Clear the files that would wrap round an edge before shifting along the rank.
        let mut keep = G::BOARD;
        let mut f = 0;
        while f < files.unsigned_abs().min(G::FILES as u32) {
            keep &= !if files > 0 {
                G::LAST_FILE >> f
            } else {
                G::FIRST_FILE << f
            };
            f += 1;
        }
        bits = bits & G::Bits::from_u128(keep);
        let amount = ranks * G::FILES as i32 + files;
        let shifted = if amount >= 0 {
            let amount = amount as u32;
            if amount >= <G::Bits as BitStorage>::BITS {
                G::Bits::zero()
            } else {
                bits << amount as usize
            }
        } else {
            let amount = amount.unsigned_abs();
            if amount >= <G::Bits as BitStorage>::BITS {
                G::Bits::zero()
            } else {
                bits >> amount as usize
            }
        };
        Bitboard(shifted & G::Bits::from_u128(G::BOARD))
    }

    /// The set moved one rank forward from `color`'s point of view.
    #[inline(always)]
    #[must_use]
    pub fn forward(self, color: Color) -> Self {
        match color {
            Color::White => self.shift(0, 1),
            Color::Black => self.shift(0, -1),
        }
    }

    /// The squares in index order.
    #[inline(always)]
    pub fn iter(self) -> Self {
        self
    }
}

impl<G: Geometry> Default for Bitboard<G> {
    fn default() -> Self {
        Self::empty()
    }
}

impl<G: Geometry> Iterator for Bitboard<G> {
    type Item = Square<G>;

    #[inline(always)]
    fn next(&mut self) -> Option<Square<G>> {
        self.pop_first()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = Bitboard::len(*self);
        (len, Some(len))
    }
}

impl<G: Geometry> ExactSizeIterator for Bitboard<G> {}

impl<G: Geometry> FromIterator<Square<G>> for Bitboard<G> {
    fn from_iter<I: IntoIterator<Item = Square<G>>>(squares: I) -> Self {
        let mut set = Self::empty();
        for square in squares {
            set.insert(square);
        }
        set
    }
}

impl<G: Geometry> From<Square<G>> for Bitboard<G> {
    fn from(square: Square<G>) -> Self {
        Self::from_square(square)
    }
}

macro_rules! bit_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl<G: Geometry> $trait for Bitboard<G> {
            type Output = Self;
            #[inline(always)]
            fn $method(self, other: Self) -> Self {
                Bitboard(self.0 $op other.0)
            }
        }

        impl<G: Geometry> $assign_trait for Bitboard<G> {
            #[inline(always)]
            fn $assign_method(&mut self, other: Self) {
                self.0 = self.0 $op other.0;
            }
        }
    };
}

bit_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl<G: Geometry> Sub for Bitboard<G> {
    type Output = Self;
    /// Set difference: the squares of `self` not in `other`.
    #[inline(always)]
    fn sub(self, other: Self) -> Self {
        Bitboard(self.0 & !other.0)
    }
}

impl<G: Geometry> Not for Bitboard<G> {
    type Output = Self;
    /// The complement within the board.
    #[inline(always)]
    fn not(self) -> Self {
        Bitboard(!self.0 & G::Bits::from_u128(G::BOARD))
    }
}

impl<G: Geometry> fmt::Display for Bitboard<G> {
    /// A diagram, top rank first: `X` for a square in the set, `.` for one that is not.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..G::RANKS).rev() {
            for file in 0..G::FILES {
                if file > 0 {
                    f.write_str(" ")?;
                }
                let square = Square::from_coords(file, rank).ok_or(fmt::Error)?;
                f.write_str(if self.contains(square) { "X" } else { "." })?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl<G: Geometry> fmt::Debug for Bitboard<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#x})", self.to_u128())
    }
}
