//! The two sides, and values kept per side.

use core::fmt;
use core::ops::{Index, IndexMut, Not};

/// A side of the game. White moves first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Color {
    /// The side that moves first, upper-case letters in FEN.
    White,
    /// The side that moves second, lower-case letters in FEN.
    Black,
}

impl Color {
    /// Both colours, white first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for white, 1 for black.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The FEN letter of the side to move: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The colour for a FEN side-to-move letter.
    pub const fn from_letter(letter: char) -> Option<Color> {
        match letter {
            'w' | 'W' => Some(Color::White),
            'b' | 'B' => Some(Color::Black),
            _ => None,
        }
    }

    /// `a` if white, else `b`: handy for values that mirror between the sides.
    #[inline(always)]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline(always)]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// One value per colour, indexed by [`Color`] instead of a cast.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// Both values computed from their colour.
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        ByColor {
            white: f(Color::White),
            black: f(Color::Black),
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline(always)]
    fn index_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}
