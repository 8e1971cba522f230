//! Chess960 (Fischer Random Chess) start positions by Scharnagl number.
//!
//! Chess960 is orthodox chess from a shuffled back rank, so its positions are
//! `Position<Standard>` in [`CastlingMode::Chess960`]: the move generator is the orthodox one,
//! whose castling already follows the Chess960 rule. This module only numbers and builds the
//! 960 start positions, and recognises them.

use crate::standard::{Role, Standard};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, ByColor, CastlingMode, Color, ColoredPiece, Position, Setup, Validation,
};
use core::fmt;

/// The back rank of a start position, from the a-file to the h-file.
pub type BackRank = [Role; 8];

/// The 960 Chess960 start positions, numbered 0 to 959 as Reinhard Scharnagl did.
///
/// ```
/// use chequer_core::{CastlingMode, Position};
/// use chequer_variants::{Chess960, Standard};
///
/// let position = Chess960::start(518).unwrap();
/// assert_eq!(position, Position::<Standard>::start());
/// assert_eq!(position.castling_mode(), CastlingMode::Chess960);
/// assert_eq!(Chess960::start_number(&Chess960::start(0).unwrap()), Some(0));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Chess960;

/// A start position number outside `0..960`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StartNumberError(pub u16);

impl fmt::Display for StartNumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no Chess960 start position {} (0 to 959)", self.0)
    }
}

impl core::error::Error for StartNumberError {}

/// The squares two knights take among the five left after bishops and queen, in Scharnagl's
/// order.
const KNIGHT_PLACES: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

impl Chess960 {
    /// How many start positions there are.
    pub const COUNT: u16 = 960;
    /// The number of the orthodox start position (`RNBQKBNR`).
    pub const ORTHODOX: u16 = 518;

    /// The back rank of start position `number`.
    ///
    /// The number's digits, least significant first, place the light-squared bishop (base 4,
    /// b/d/f/h), the dark-squared bishop (base 4, a/c/e/g), the queen (base 6, on the empty
    /// squares) and the knights (base 10, Scharnagl's order of the ten pairs of the five
    /// squares left); rook, king and rook fill the three squares left, in that order.
    pub fn back_rank(number: u16) -> Result<BackRank, StartNumberError> {
        if number >= Self::COUNT {
            return Err(StartNumberError(number));
        }
        let mut rank: [Option<Role>; 8] = [None; 8];
        let mut n = usize::from(number);
        rank[2 * (n % 4) + 1] = Some(Role::Bishop);
        n /= 4;
        rank[2 * (n % 4)] = Some(Role::Bishop);
        n /= 4;
        place_on_nth_empty(&mut rank, n % 6, Role::Queen);
        n /= 6;
        let (first, second) = KNIGHT_PLACES[n];
        // The second knight's index counts the empty squares before the first knight took one.
        place_on_nth_empty(&mut rank, second, Role::Knight);
        place_on_nth_empty(&mut rank, first, Role::Knight);
        for role in [Role::Rook, Role::King, Role::Rook] {
            place_on_nth_empty(&mut rank, 0, role);
        }
        Ok(rank.map(|role| role.unwrap_or(Role::Pawn)))
    }

    /// The number of a back rank, if it is one of the 960: bishops on squares of both
    /// colours, the king between the rooks, and the eight orthodox pieces.
    pub fn number(back_rank: &BackRank) -> Option<u16> {
        let files_of = |role: Role| (0..8).filter(move |&file| back_rank[file] == role);
        let light_bishop = files_of(Role::Bishop).find(|file| file % 2 == 1)?;
        let dark_bishop = files_of(Role::Bishop).find(|file| file % 2 == 0)?;
        let without_bishops: ArrayVec<Role, 8> = back_rank
            .iter()
            .copied()
            .filter(|&role| role != Role::Bishop)
            .collect();
        let queen = without_bishops
            .iter()
            .position(|&role| role == Role::Queen)?;
        let rest: ArrayVec<Role, 8> = without_bishops
            .iter()
            .copied()
            .filter(|&role| role != Role::Queen)
            .collect();
        let knights: ArrayVec<usize, 8> = (0..rest.len())
            .filter(|&i| rest[i] == Role::Knight)
            .collect();
        let knights = KNIGHT_PLACES
            .iter()
            .position(|&(a, b)| knights.as_slice() == [a, b])?;
        let number = knights * 96 + queen * 16 + dark_bishop / 2 * 4 + light_bishop / 2;
        let number = u16::try_from(number).ok()?;
        (Self::back_rank(number).ok()? == *back_rank).then_some(number)
    }

    /// Start position `number` for both sides, in Chess960 castling mode.
    pub fn start(number: u16) -> Result<Position<Standard>, StartNumberError> {
        Self::start_double(number, number)
    }

    /// A Double Chess960 start position: white's back rank is `white`'s, black's is
    /// `black`'s mirrored, in Chess960 castling mode.
    pub fn start_double(white: u16, black: u16) -> Result<Position<Standard>, StartNumberError> {
        let setup = Self::setup(white, black)?;
        let mut position = match Position::from_setup(setup, Validation::Strict) {
            Ok(position) => position,
            // Every start position is valid: both back ranks are complete and pawns stand
            // on their second ranks.
            Err(error) => unreachable!("Chess960 start {white}/{black}: {error}"),
        };
        // Switching to Chess960 mode cannot fail.
        let _ = position.set_castling_mode(CastlingMode::Chess960);
        Ok(position)
    }

    /// The setup of a Double Chess960 start position (see [`Chess960::start_double`]).
    pub fn setup(white: u16, black: u16) -> Result<Setup<Standard>, StartNumberError> {
        let ranks = ByColor {
            white: Self::back_rank(white)?,
            black: Self::back_rank(black)?,
        };
        let mut setup = Setup::empty();
        for color in Color::ALL {
            let back_rank = Bitboard::relative_rank(color, 0).zip(ranks[color]);
            for (square, piece) in back_rank {
                setup.set_piece(square, Some(ColoredPiece { color, piece }));
                if piece == Role::Rook {
                    setup.castling_rooks.insert(square);
                }
            }
            for square in Bitboard::relative_rank(color, 1) {
                let piece = Role::Pawn;
                setup.set_piece(square, Some(ColoredPiece { color, piece }));
            }
        }
        Ok(setup)
    }

    /// The numbers of white's and black's back ranks if `position` is a (Double) Chess960
    /// start position: every piece on its start square, all four castling rights, white to
    /// move at move 1 with no half-moves played.
    pub fn start_numbers(position: &Position<Standard>) -> Option<ByColor<u16>> {
        let numbers = ByColor::new_with(|color| {
            let mut back_rank = [Role::Pawn; 8];
            for (square, role) in Bitboard::relative_rank(color, 0).zip(back_rank.iter_mut()) {
                let piece = position
                    .piece_at(square)
                    .filter(|piece| piece.color == color)?;
                *role = piece.piece;
            }
            Self::number(&back_rank)
        });
        let numbers = ByColor {
            white: numbers.white?,
            black: numbers.black?,
        };
        let start = Self::start_double(numbers.white, numbers.black).ok()?;
        (*position == start).then_some(numbers)
    }

    /// The number of `position` if it is a Chess960 start position with the same back rank
    /// for both sides (see [`Chess960::start_numbers`]).
    pub fn start_number(position: &Position<Standard>) -> Option<u16> {
        let numbers = Self::start_numbers(position)?;
        (numbers.white == numbers.black).then_some(numbers.white)
    }
}

/// Puts `role` on the `n`th empty square of `rank` (counted from 0 on the a-side).
fn place_on_nth_empty(rank: &mut [Option<Role>; 8], n: usize, role: Role) {
    if let Some(square) = rank.iter_mut().filter(|square| square.is_none()).nth(n) {
        *square = Some(role);
    }
}
