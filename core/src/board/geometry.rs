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
    /// Every square of the board: the rectangle without its [`Geometry::HOLES`].
    const BOARD: u128;
    /// The squares of the rectangle that are not part of the board (`*` in FEN: troitzky's
    /// corners, omicron's rim): no piece stands on one, moves or rides through it, or reaches
    /// it. None by default; a board without holes pays nothing for them.
    const HOLES: u128 = 0;
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
///
/// `HOLES` takes squares out of the rectangle ([`Geometry::HOLES`]), one bit per square
/// index: a board of another shape.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Grid<const FILES: u8, const RANKS: u8, B = u64, const HOLES: u128 = 0>(PhantomData<B>);

/// The holes of a board of `files` files as a FEN draws them (`*`), for [`Grid`]'s `HOLES`:
/// letters (pieces), digits and `*` take their squares, ranks from the top, and the board
/// field ends at the first space; so a rule set's start FEN says its board's shape once.
///
/// ```
/// use chequer_core::{Geometry, Grid, holes};
/// type Ring = Grid<4, 3, u64, { holes("*rk*/4/*KR* w - - 0 1", 4) }>;
/// assert_eq!(Ring::HOLES, 0b1001_0000_1001);
/// ```
pub const fn holes(fen: &str, files: u8) -> u128 {
    let bytes = fen.as_bytes();
    let mut end = 0;
    while end < bytes.len() && bytes[end] != b' ' {
        end += 1;
    }
    let mut rank = 0u32;
    let mut i = 0;
    while i < end {
        if bytes[i] == b'/' {
            rank += 1;
        }
        i += 1;
    }
    let (mut holes, mut file, mut run) = (0u128, 0u32, 0u32);
    i = 0;
    while i < end {
        let byte = bytes[i];
        if byte.is_ascii_digit() {
            run = run * 10 + (byte - b'0') as u32;
        } else {
            file += run;
            run = 0;
            if byte == b'/' {
                assert!(file == files as u32, "a rank of the wrong width");
                rank -= 1;
                file = 0;
            } else if byte == b'*' {
                holes |= 1 << (rank * files as u32 + file);
                file += 1;
            } else if byte.is_ascii_alphabetic() {
                file += 1;
            }
        }
        i += 1;
    }
    assert!(file + run == files as u32, "a rank of the wrong width");
    holes
}

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

impl<const FILES: u8, const RANKS: u8, B: BitStorage, const HOLES: u128> Geometry
    for Grid<FILES, RANKS, B, HOLES>
{
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
        let rectangle = if squares == 128 {
            u128::MAX
        } else {
            (1u128 << squares) - 1
        };
        assert!(HOLES & !rectangle == 0, "a hole outside the board");
        rectangle & !HOLES
    };
    const HOLES: u128 = HOLES;
    const FIRST_FILE: u128 = file_mask(FILES, RANKS, 0);
    const LAST_FILE: u128 = file_mask(FILES, RANKS, FILES - 1);
    const FIRST_RANK: u128 = rank_mask(FILES, 0);
    const LAST_RANK: u128 = rank_mask(FILES, RANKS - 1);
}
