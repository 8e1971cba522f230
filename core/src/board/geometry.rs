//! Board shapes: files × ranks, with the storage type chosen per shape.

use crate::board::storage::BitStorage;
use core::fmt::Debug;
use core::hash::Hash;
use core::marker::PhantomData;

/// The shape of a board: how many files and ranks it has, and which integer stores its bitboards.
///
/// Squares are numbered `rank * FILES + file`, so a1 is 0 and the last square is top right.
/// The masks are `u128` constants computed at compile time; narrowing them to the storage type
/// is free after monomorphisation.
pub trait Geometry: Copy + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static {
    /// The integer with one bit per square.
    type Bits: BitStorage;
    /// Number of files (columns, `a`, `b`, ...). At most 26, so that every file has a letter.
    const FILES: u8;
    /// Number of ranks (rows, `1`, `2`, ...).
    const RANKS: u8;
    /// Number of squares, `FILES * RANKS`.
    const SQUARES: usize;
    /// Every square of the board.
    const BOARD: u128;
    /// The first file (`a`).
    const FIRST_FILE: u128;
    /// The last file.
    const LAST_FILE: u128;
    /// The first rank (`1`).
    const FIRST_RANK: u128;
    /// The last rank.
    const LAST_RANK: u128;
}

/// A rectangular board of `FILES × RANKS` squares stored in `B` (`u64` by default).
///
/// ```
/// use chequer_core::{Geometry, Grid};
/// type Capablanca = Grid<10, 8, u128>;
/// assert_eq!(Capablanca::SQUARES, 80);
/// ```
///
/// A storage type too small for the board is a compile-time error when the geometry is used.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Grid<const FILES: u8, const RANKS: u8, B = u64>(PhantomData<B>);

const fn file_mask(files: u8, ranks: u8, file: u8) -> u128 {
    let mut mask = 0u128;
    let mut rank = 0;
    while rank < ranks {
        mask |= 1u128 << (rank as u32 * files as u32 + file as u32);
        rank += 1;
    }
    mask
}

const fn rank_mask(files: u8, rank: u8) -> u128 {
    let row = if files >= 128 {
        u128::MAX
    } else {
        (1u128 << files) - 1
    };
    row << (rank as u32 * files as u32)
}

impl<const FILES: u8, const RANKS: u8, B: BitStorage> Geometry for Grid<FILES, RANKS, B> {
    type Bits = B;
    const FILES: u8 = FILES;
    const RANKS: u8 = RANKS;
    const SQUARES: usize = {
        assert!(FILES >= 1 && FILES <= 26, "a board has 1 to 26 files");
        assert!(RANKS >= 1, "a board has at least one rank");
        assert!(
            FILES as u32 * RANKS as u32 <= B::BITS,
            "the bit storage is too small for this board"
        );
        FILES as usize * RANKS as usize
    };
    const BOARD: u128 = {
        let squares = Self::SQUARES;
        if squares == 128 {
            u128::MAX
        } else {
            (1u128 << squares) - 1
        }
    };
    const FIRST_FILE: u128 = file_mask(FILES, RANKS, 0);
    const LAST_FILE: u128 = file_mask(FILES, RANKS, FILES - 1);
    const FIRST_RANK: u128 = rank_mask(FILES, 0);
    const LAST_RANK: u128 = rank_mask(FILES, RANKS - 1);
}
