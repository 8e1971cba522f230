//! Piece kinds and coloured pieces.

use crate::color::Color;
use core::fmt::Debug;
use core::hash::Hash;

/// The set of piece kinds of a rule set: a field-less enum, declared with
/// [`piece_set!`](crate::piece_set!), which implements this trait from one letter per kind.
///
/// The core never names a piece: how each kind moves is the [`Rules`](crate::Rules)' business.
/// A kind is known by its index (`0..COUNT`) and its lower-case FEN letter.
pub trait Piece: Copy + Eq + Ord + Hash + Debug + Send + Sync + 'static {
    /// Number of kinds.
    const COUNT: usize;

    /// An array with one element per kind (`[T; COUNT]`), named here because stable Rust cannot
    /// size an array by a generic constant.
    type Map<T: Copy + Eq + Hash + Debug + Send + Sync>: Copy
        + Eq
        + Hash
        + Debug
        + Send
        + Sync
        + AsRef<[T]>
        + AsMut<[T]>;

    /// A [`Self::Map`] with every element set to `value`.
    fn map<T: Copy + Eq + Hash + Debug + Send + Sync>(value: T) -> Self::Map<T>;

    /// The index of the kind, `0..COUNT`.
    fn index(self) -> usize;

    /// The kind with this index.
    fn from_index(index: usize) -> Option<Self>;

    /// The lower-case FEN letter.
    fn letter(self) -> char;

    /// The kind for a FEN letter of either case.
    fn from_letter(letter: char) -> Option<Self> {
        let letter = letter.to_ascii_lowercase();
        Self::all().find(|piece| piece.letter() == letter)
    }

    /// Every kind, in index order.
    fn all() -> impl Iterator<Item = Self> {
        (0..Self::COUNT).filter_map(Self::from_index)
    }
}

/// A piece of one side: the kind and its colour.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct ColoredPiece<P> {
    /// The side it belongs to.
    pub color: Color,
    /// Its kind.
    pub piece: P,
}

impl<P: Piece> ColoredPiece<P> {
    /// The FEN letter: upper case for white, lower case for black.
    pub fn letter(self) -> char {
        match self.color {
            Color::White => self.piece.letter().to_ascii_uppercase(),
            Color::Black => self.piece.letter(),
        }
    }

    /// The piece for a FEN letter; the case gives the colour.
    pub fn from_letter(letter: char) -> Option<Self> {
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        P::from_letter(letter).map(|piece| ColoredPiece { color, piece })
    }
}
