//! The integer types that hold one bit per square.

use core::fmt::Debug;
use core::hash::Hash;
use num_traits::{PrimInt, Unsigned, WrappingSub};

/// An unsigned integer used as bit storage for a board: `u64` holds up to 64 squares,
/// `u128` up to 128.
///
/// Besides the integer operations of [`PrimInt`], it names an array type with one slot per bit,
/// because stable Rust cannot size an array by a generic constant expression; the position's
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
}

macro_rules! impl_bit_storage {
    ($int:ty, $bits:expr) => {
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
        }
    };
}

impl_bit_storage!(u64, 64);
impl_bit_storage!(u128, 128);
