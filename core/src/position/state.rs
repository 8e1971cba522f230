//! A rule set's own state of a position: what its rules add to the board, the side to move
//! and the rights (check counters, promoted-piece marks...).

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::movegen::moves::MovePart;
use crate::notation::fen::FenError;
use crate::position::zobrist;
use core::fmt::{self, Debug, Write};
use core::hash::Hash;

/// The state a rule set keeps with each position, chosen by
/// [`Rules::State`](crate::Rules::State): `()` where the rules add nothing.
///
/// It takes part in equality, in the FEN (through the read and write hooks below) and in the
/// Zobrist hash ([`VariantState::key`]). The rule set changes it after each move in
/// [`Rules::after_move`](crate::Rules::after_move), through
/// [`Position::set_state`](crate::Position::set_state), which keeps the hash up to date.
pub trait VariantState<G: Geometry>:
    Copy + Eq + Hash + Debug + Default + Send + Sync + 'static
{
    /// The second part of the rule set's moves, which changes this state: `()` for none,
    /// [`WallPart`](crate::WallPart) for a wall put on the board
    /// ([`Rules::WALLS`](crate::Rules::WALLS)).
    type MovePart: MovePart;

    /// The squares that are walls: neither side's, no piece may stand on them or pass
    /// them, and they count as occupied. None by default, which costs nothing.
    #[inline(always)]
    fn walls(&self) -> Bitboard<G> {
        Bitboard::empty()
    }

    /// Puts a wall on `square`, as a move's second part orders, and returns the change of
    /// [`VariantState::key`]. Only called where the rule set places walls
    /// ([`Rules::WALLS`](crate::Rules::WALLS)): nothing by default.
    fn build_wall(&mut self, square: Square<G>) -> u64 {
        let _ = square;
        0
    }

    /// Reads a wall (`*`) in the FEN's board field on `square`, which is not a hole of the
    /// board. Returns whether this state has walls; by default it has none.
    fn read_wall(&mut self, square: Square<G>) -> bool {
        let _ = square;
        false
    }
    /// The Zobrist key of the whole state: xor of keys from
    /// [`zobrist::state`](crate::position::zobrist::state), 0 for the default state.
    fn key(&self) -> u64 {
        0
    }

    /// Reads a mark written right after the piece on `square` in the FEN's board field (`~`
    /// for a promoted piece). Returns whether the mark is one of this state's.
    fn read_mark(&mut self, mark: char, square: Square<G>) -> bool {
        let _ = (mark, square);
        false
    }

    /// The mark to write after the piece on `square`, if any.
    fn mark(&self, square: Square<G>) -> Option<char> {
        let _ = square;
        None
    }

    /// Reads a FEN field that is not one of the six standard ones (a check counter such as
    /// `3+3` or `+1+0`). `Ok(false)`: not this state's field; an error says what is wrong.
    fn read_field(&mut self, field: &str) -> Result<bool, FenError> {
        let _ = field;
        Ok(false)
    }

    /// Reads the FEN field in the place of the en-passant square where it is none
    /// (Fairy-Stockfish writes a counting limit there in the rule sets that count).
    /// `Ok(false)`: not this state's field; an error says what is wrong.
    fn read_instead_of_en_passant(&mut self, field: &str) -> Result<bool, FenError> {
        let _ = field;
        Ok(false)
    }

    /// The count of a counting rule, if one runs (makruk and its family): its limit and the
    /// plies counted, in the places of the en-passant square and the half-move clock, where
    /// the FEN writes them as Fairy-Stockfish does (`... w - 128 18 34`), with the half-move
    /// clock, where it is not 0, in a field of its own (`clock=5`). None by default.
    fn count(&self) -> Option<(u32, u32)> {
        None
    }

    /// Takes the plies counted from the FEN's half-move field, where
    /// [`VariantState::read_instead_of_en_passant`] read a counting limit. Returns whether it
    /// did; if not, the field is the half-move clock.
    fn read_counted_plies(&mut self, plies: u32) -> bool {
        let _ = plies;
        false
    }

    /// Writes the state's own FEN fields, each preceded by a space; they go between the
    /// en-passant field and the move counters.
    fn write_fields(&self, out: &mut dyn Write) -> fmt::Result {
        let _ = out;
        Ok(())
    }

    /// Takes a letter of the FEN's castling field that names a right of this state rather
    /// than a castling rook: `color`'s right on `square`, the letter's file on the castling
    /// rank (Cambodian chess: a king or met that has not moved yet). Returns whether it did.
    fn read_right(&mut self, color: Color, square: Square<G>) -> bool {
        let _ = (color, square);
        false
    }

    /// The squares of `color`'s rights of this state, written after its castling rights as
    /// their file letters.
    fn rights(&self, color: Color) -> Bitboard<G> {
        let _ = color;
        Bitboard::empty()
    }

    /// The open gates of both sides, where pieces in hand enter the board
    /// ([`Drops::GATING`](crate::Drops::GATING)): each side's on its castling rank. None by
    /// default.
    #[inline(always)]
    fn gates(&self) -> Bitboard<G> {
        Bitboard::empty()
    }

    /// Sets the open gates, as a move leaves them, and returns the change of
    /// [`VariantState::key`]. Only called where pieces are gated
    /// ([`Drops::GATING`](crate::Drops::GATING)): nothing by default.
    fn set_gates(&mut self, gates: Bitboard<G>) -> u64 {
        let _ = gates;
        0
    }
}

impl<G: Geometry> VariantState<G> for () {
    type MovePart = ();

    #[inline(always)]
    fn key(&self) -> u64 {
        0
    }
}

/// The walls of a position ([`VariantState::walls`]), for the rule sets whose moves put walls
/// on the board. With `MOVES` there is one wall, which each move takes to a new square (duck
/// chess's duck); without it every wall stays where it was put (the arrows of the game of
/// the amazons).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Walls<G: Geometry, const MOVES: bool> {
    squares: Bitboard<G>,
}

impl<G: Geometry, const MOVES: bool> VariantState<G> for Walls<G, MOVES> {
    type MovePart = crate::movegen::moves::WallPart;

    fn key(&self) -> u64 {
        zobrist::state_of_squares(self.squares, 0)
    }

    #[inline(always)]
    fn walls(&self) -> Bitboard<G> {
        self.squares
    }

    #[inline(always)]
    fn build_wall(&mut self, square: Square<G>) -> u64 {
        let mut change = 0;
        if MOVES {
            change = self.key();
            self.squares = Bitboard::empty();
        }
        self.squares.insert(square);
        change ^ zobrist::state(square.index())
    }

    fn read_wall(&mut self, square: Square<G>) -> bool {
        self.squares.insert(square);
        true
    }
}
