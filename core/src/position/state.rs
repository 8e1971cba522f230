//! A rule set's own state of a position: what its rules add to the board, the side to move
//! and the rights (check counters, promoted-piece marks...).

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::notation::fen::FenError;
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
}

impl<G: Geometry> VariantState<G> for () {
    #[inline(always)]
    fn key(&self) -> u64 {
        0
    }
}
