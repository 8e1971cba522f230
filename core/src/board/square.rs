//! Squares of a board of any geometry.

use crate::board::geometry::Geometry;
use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

/// A square of a board with geometry `G`, numbered `rank * FILES + file` (a1 = 0).
///
/// The geometry is part of the type, so squares of different boards cannot be mixed up.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square<G> {
    index: u8,
    geometry: PhantomData<G>,
}

impl<G: Geometry> Square<G> {
    /// The square with this index, if the board has it.
    #[inline(always)]
    pub fn new(index: usize) -> Option<Square<G>> {
        (index < G::SQUARES).then_some(Square {
            index: index as u8,
            geometry: PhantomData,
        })
    }

    /// The square with this index, which the caller knows to be on the board.
    ///
    /// An index off the board is a logic error: debug builds panic; release builds give a
    /// square whose index, file, rank and bitboard mean nothing (the bitboard may hold a bit
    /// past the board). Never undefined behaviour.
    #[inline(always)]
    pub fn from_index_unchecked(index: usize) -> Square<G> {
        debug_assert!(index < G::SQUARES);
        Square {
            index: index as u8,
            geometry: PhantomData,
        }
    }

    /// The square on `file` and `rank`, counted from 0.
    #[inline]
    pub fn from_coords(file: u8, rank: u8) -> Option<Square<G>> {
        (file < G::FILES && rank < G::RANKS).then(|| {
            Square::from_index_unchecked(rank as usize * G::FILES as usize + file as usize)
        })
    }

    /// The index, `rank * FILES + file`.
    #[inline(always)]
    pub fn index(self) -> usize {
        self.index as usize
    }

    /// The file, counted from 0 (`a`).
    #[inline(always)]
    pub fn file(self) -> u8 {
        self.index % G::FILES
    }

    /// The rank, counted from 0 (`1`).
    #[inline(always)]
    pub fn rank(self) -> u8 {
        self.index / G::FILES
    }

    /// The square `files` to the right and `ranks` up, if it is on the board (not off its
    /// edge, nor one of its [`Geometry::HOLES`]).
    #[inline]
    pub fn offset(self, files: i32, ranks: i32) -> Option<Square<G>> {
        let file = self.file() as i32 + files;
        let rank = self.rank() as i32 + ranks;
        if (0..G::FILES as i32).contains(&file) && (0..G::RANKS as i32).contains(&rank) {
            Square::from_coords(file as u8, rank as u8).filter(|square| !square.is_hole())
        } else {
            None
        }
    }

    /// Whether this square is one of the board's [`Geometry::HOLES`]: no square at all.
    #[inline(always)]
    pub fn is_hole(self) -> bool {
        G::HOLES != 0 && G::HOLES >> self.index & 1 != 0
    }

    /// The unit step `(files, ranks)` from `self` towards `other` if they share a rank, file or
    /// diagonal.
    pub fn direction_to(self, other: Square<G>) -> Option<(i32, i32)> {
        let files = other.file() as i32 - self.file() as i32;
        let ranks = other.rank() as i32 - self.rank() as i32;
        if self == other || (files != 0 && ranks != 0 && files.abs() != ranks.abs()) {
            return None;
        }
        Some((files.signum(), ranks.signum()))
    }

    /// Whether `self` lies strictly between `a` and `b` on a rank, file or diagonal.
    pub fn is_between(self, a: Square<G>, b: Square<G>) -> bool {
        match (
            a.direction_to(self),
            a.direction_to(b),
            self.direction_to(b),
        ) {
            (Some(first), Some(whole), Some(second)) => first == whole && second == whole,
            _ => false,
        }
    }

    /// Every square of the rectangle in index order, the board's
    /// [`Geometry::HOLES`] included (tables indexed by square have a slot for each);
    /// `Bitboard::full()` is the board's own squares.
    pub fn all() -> impl Iterator<Item = Square<G>> {
        (0..G::SQUARES).map(Square::from_index_unchecked)
    }

    /// The same square seen from the other side (rank mirrored).
    pub fn flip_vertical(self) -> Square<G> {
        Square::from_index_unchecked(
            (G::RANKS - 1 - self.rank()) as usize * G::FILES as usize + self.file() as usize,
        )
    }
}

/// The letter of a file counted from 0.
pub fn file_letter(file: u8) -> char {
    char::from(b'a' + file)
}

impl<G: Geometry> fmt::Display for Square<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", file_letter(self.file()), self.rank() as u32 + 1)
    }
}

impl<G: Geometry> fmt::Debug for Square<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A string that is not a square of the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square of this board")
    }
}

impl core::error::Error for ParseSquareError {}

impl<G: Geometry> Square<G> {
    /// Parses the square at the start of `text` (a file letter and a rank number, e.g. `e4`,
    /// `j10`) and returns it with the number of bytes it took.
    pub fn parse_prefix(text: &[u8]) -> Option<(Square<G>, usize)> {
        let (&letter, rest) = text.split_first()?;
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 3 || rest[0] == b'0' {
            return None;
        }
        let rank = rest[..digits]
            .iter()
            .fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
        if rank == 0 || rank > 255 {
            return None;
        }
        let square = Square::from_coords(letter - b'a', (rank - 1) as u8)?;
        Some((square, 1 + digits))
    }
}

impl<G: Geometry> FromStr for Square<G> {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Square<G>, ParseSquareError> {
        match Square::parse_prefix(text.as_bytes()) {
            Some((square, len)) if len == text.len() => Ok(square),
            _ => Err(ParseSquareError),
        }
    }
}
