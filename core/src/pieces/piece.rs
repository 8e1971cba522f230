//! Piece kinds and coloured pieces.

use crate::board::color::Color;
use core::fmt::Debug;
use core::hash::Hash;

/// The set of piece kinds of a rule set: a field-less enum, declared with
/// [`piece_set!`](crate::piece_set!), which implements this trait from one letter per kind.
///
/// The core never names a piece: how each kind moves is the [`Rules`](crate::Rules)' business.
/// A kind is known by its index (`0..COUNT`) and its FEN token: its lower-case letter, or for
/// the promoted form of another kind (shogi's tokin, `+p`), `+` and that kind's letter.
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

    /// The lower-case FEN letter; for a promoted kind, the letter of the kind it was
    /// promoted from, which its token follows `+` with.
    fn letter(self) -> char;

    /// The kind this one is the promoted form of, written `+` and that kind's letter (shogi's
    /// tokin is a promoted pawn, `+p`): captured, it goes to hand as that kind. None by
    /// default.
    #[inline(always)]
    fn demoted(self) -> Option<Self> {
        None
    }

    /// The promoted form of this kind, if some kind is ([`Piece::demoted`]).
    #[inline]
    fn promoted(self) -> Option<Self> {
        Self::all().find(|piece| piece.demoted() == Some(self))
    }

    /// The kind for a FEN letter of either case; never a promoted kind, whose token is `+`
    /// and a letter.
    fn from_letter(letter: char) -> Option<Self> {
        let letter = letter.to_ascii_lowercase();
        Self::all().find(|piece| piece.demoted().is_none() && piece.letter() == letter)
    }

    /// The kind whose FEN token is `letter` (either case), after a `+` if `promoted`.
    fn from_token(promoted: bool, letter: char) -> Option<Self> {
        let base = Self::from_letter(letter).filter(|_| letter.is_ascii_alphabetic())?;
        if promoted {
            base.promoted()
        } else {
            Some(base)
        }
    }

    /// The kind named in a move by `text`, the whole of it: a letter of either case, after a
    /// `+` for a promoted kind (a drop `+P@c3`, as Fairy-Stockfish writes kyoto shogi's).
    fn from_move_token(text: &[u8]) -> Option<Self> {
        match text {
            [b'+', letter] => Self::from_token(true, char::from(*letter)),
            [letter] => Self::from_token(false, char::from(*letter)),
            _ => None,
        }
    }

    /// The token that names the kind in a move: its letter in upper case, after a `+` for a
    /// promoted kind.
    fn move_token(self) -> Token {
        Token::new(self.is_promoted(), self.letter().to_ascii_uppercase())
    }

    /// Whether the kind's token takes more than its letter: a promoted kind's leading `+`.
    #[inline(always)]
    fn is_promoted(self) -> bool {
        self.demoted().is_some()
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
    /// The FEN letter: upper case for white, lower case for black; for a promoted kind, the
    /// letter after its `+` (see [`ColoredPiece::token`]).
    pub fn letter(self) -> char {
        match self.color {
            Color::White => self.piece.letter().to_ascii_uppercase(),
            Color::Black => self.piece.letter(),
        }
    }

    /// The piece for a FEN letter; the case gives the colour.
    pub fn from_letter(letter: char) -> Option<Self> {
        Self::from_token_parts(false, letter)
    }

    /// The piece whose FEN token is `letter`, after a `+` if `promoted`; the case gives the
    /// colour.
    pub(crate) fn from_token_parts(promoted: bool, letter: char) -> Option<Self> {
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        P::from_token(promoted, letter).map(|piece| ColoredPiece { color, piece })
    }

    /// The FEN token: the letter, after a `+` for a promoted kind (`+P`, `n`).
    pub fn token(self) -> Token {
        Token {
            promoted: self.piece.is_promoted(),
            letter: self.letter(),
        }
    }

    /// The piece for a FEN token (`+P`, `n`), the whole of `text`.
    pub fn from_token(text: &str) -> Option<Self> {
        let mut chars = text.chars();
        let (promoted, letter) = match (chars.next()?, chars.next(), chars.next()) {
            ('+', Some(letter), None) => (true, letter),
            (letter, None, None) => (false, letter),
            _ => return None,
        };
        Self::from_token_parts(promoted, letter)
    }
}

/// A piece's FEN token as it is written: a letter, after a `+` for a promoted kind. Displays
/// as the text.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Token {
    promoted: bool,
    letter: char,
}

impl Token {
    /// The token of a kind written `letter`, after a `+` if `promoted`.
    pub fn new(promoted: bool, letter: char) -> Token {
        Token { promoted, letter }
    }

    /// The token in upper case (as SAN names a piece of either side).
    pub fn to_uppercase(self) -> Token {
        Token {
            letter: self.letter.to_ascii_uppercase(),
            ..self
        }
    }
}

impl core::fmt::Display for Token {
    /// The text, padded to the formatter's width.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut text = [0; 5];
        let plus = usize::from(self.promoted);
        text[0] = b'+';
        let letter = self.letter.encode_utf8(&mut text[plus..]).len();
        let text = core::str::from_utf8(&text[..plus + letter]).map_err(|_| core::fmt::Error)?;
        f.pad(text)
    }
}
