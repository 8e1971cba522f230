//! The integer types that hold one bit per square.

use core::fmt::Debug;
use core::hash::Hash;
use num_traits::{PrimInt, Unsigned, WrappingSub};

/// An unsigned integer used as bit storage for a board: `u64` holds up to 64 squares,
/// `u128` up to 128.
///
/// Besides the integer operations of [`PrimInt`], it names an array type with one slot per bit,
/// because stable Rust cannot size an array by a generic constant expression; a setup's
/// square-to-piece table uses it.
pub trait BitStorage:
    PrimInt + Unsigned + WrappingSub + Default + Hash + Debug + Send + Sync + 'static
{
    /// Number of bits, and so the largest number of squares a board with this storage may have.
    const BITS: u32;

    /// An array with one element per bit.
    type SquareArray<T: Copy + Eq + Hash + Debug + Send + Sync>: Copy
        + Send
        + Sync
        + Eq
        + Hash
        + Debug
        + AsRef<[T]>
        + AsMut<[T]>;

    /// An array of [`Self::SquareArray`] filled with `value`.
    fn square_array<T: Copy + Eq + Hash + Debug + Send + Sync>(value: T) -> Self::SquareArray<T>;

    /// The low bits of `bits`. Constant masks are kept as `u128` and narrowed by this.
    fn from_u128(bits: u128) -> Self;

    /// The value widened to `u128`.
    fn to_u128(self) -> u128;

    /// The number of bits set.
    fn count(self) -> u32;
}

macro_rules! impl_bit_storage {
    ($int:ty, $bits:expr, $count:path) => {
        impl BitStorage for $int {
            const BITS: u32 = $bits;
            type SquareArray<T: Copy + Eq + Hash + Debug + Send + Sync> = [T; $bits];

            #[inline(always)]
            fn square_array<T: Copy + Eq + Hash + Debug + Send + Sync>(
                value: T,
            ) -> Self::SquareArray<T> {
                [value; $bits]
            }

            #[inline(always)]
            fn from_u128(bits: u128) -> Self {
                bits as $int
            }

            #[inline(always)]
            fn to_u128(self) -> u128 {
                self as u128
            }

            #[inline(always)]
            fn count(self) -> u32 {
                $count(self)
            }
        }
    };
}

impl_bit_storage!(u64, 64, u64::count_ones);
impl_bit_storage!(u128, 128, count_u128);

/// The bits set in a `u128`. With the `popcnt` instruction, the integer's own count.
#[cfg(target_feature = "popcnt")]
#[inline(always)]
fn count_u128(bits: u128) -> u32 {
    bits.count_ones()
}

/// The bits set in a `u128`, without the `popcnt` instruction: each half is counted per byte
/// as the integer's own count does, but the two halves' byte counts (at most 16 each) are
/// added before the one multiply that sums the bytes, where counting the halves apart takes
/// two.
#[cfg(not(target_feature = "popcnt"))]
#[inline(always)]
fn count_u128(bits: u128) -> u32 {
    const PAIRS: u64 = 0x5555_5555_5555_5555;
    const NIBBLES: u64 = 0x3333_3333_3333_3333;
    const BYTES: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    const ONES: u64 = 0x0101_0101_0101_0101;
    let per_byte = |half: u64| {
        let pairs = half - ((half >> 1) & PAIRS);
        let nibbles = (pairs & NIBBLES) + ((pairs >> 2) & NIBBLES);
        (nibbles + (nibbles >> 4)) & BYTES
    };
    let bytes = per_byte(bits as u64) + per_byte((bits >> 64) as u64);
    (bytes.wrapping_mul(ONES) >> 56) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_with_count_ones() {
        let mut state = 0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834_u128;
        let mut values = alloc::vec![0, 1, u128::MAX, 1 << 127, u128::from(u64::MAX)];
        for _ in 0..1000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            values.push(state);
            values.push(state & (state >> 3) & (state >> 5));
        }
        for bits in values {
            assert_eq!(bits.count(), bits.count_ones(), "{bits:#x}");
            assert_eq!((bits as u64).count(), (bits as u64).count_ones());
        }
    }
}
