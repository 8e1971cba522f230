//! UCI long algebraic notation: `e2e4`, `e7e8q`, castling as `e1g1` (or king takes rook).

use crate::moves::{Move, MoveKind};
use crate::piece::Piece;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::Square;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};

/// Why a UCI move was not accepted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UciError {
    /// Not of the form `<from><to>[promotion]` for this board and its pieces.
    Syntax,
    /// Well formed, but not a legal move in the position.
    Illegal,
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UciError::Syntax => "invalid UCI move",
            UciError::Illegal => "illegal move",
        })
    }
}

impl core::error::Error for UciError {}

/// A UCI move as written, not yet matched against a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct UciMove<R: Rules> {
    /// The square the piece leaves.
    pub from: Square<R::Geometry>,
    /// The square written second: the destination, or for castling the king's destination or
    /// the rook's square.
    pub to: Square<R::Geometry>,
    /// The promotion piece, if a letter follows the squares.
    pub promotion: Option<R::Piece>,
}

impl<R: Rules> UciMove<R> {
    /// Parses the text of a move (`e2e4`, `a7a8q`, `j9j10` on tall boards).
    pub fn parse(text: &str) -> Result<Self, UciError> {
        let bytes = text.as_bytes();
        let (from, used) = Square::parse_prefix(bytes).ok_or(UciError::Syntax)?;
        let (to, more) = Square::parse_prefix(&bytes[used..]).ok_or(UciError::Syntax)?;
        let promotion = match &bytes[used + more..] {
            [] => None,
            [letter] if letter.is_ascii_lowercase() => {
                Some(R::Piece::from_letter(char::from(*letter)).ok_or(UciError::Syntax)?)
            }
            _ => return Err(UciError::Syntax),
        };
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }
}

impl<R: Rules> Position<R> {
    /// The legal move that `text` names. Castling is accepted both as the king's two-square
    /// move (`e1g1`) and as the king taking its own rook (`e1h1`).
    pub fn parse_uci(&self, text: &str) -> Result<Move<R>, UciError> {
        let uci = UciMove::<R>::parse(text)?;
        let mut found = None;
        self.for_each_legal_move(|mv| {
            if self.uci_matches(mv, uci) {
                found = Some(mv);
                return false;
            }
            true
        });
        found.ok_or(UciError::Illegal)
    }

    fn uci_matches(&self, mv: Move<R>, uci: UciMove<R>) -> bool {
        if mv.from() != uci.from || mv.promotion_piece() != uci.promotion {
            return false;
        }
        mv.to() == uci.to
            || (mv.kind() == MoveKind::Castle && self.castling_king_target(mv) == Some(uci.to))
    }

    /// Where the king lands when castling with `mv`.
    fn castling_king_target(&self, mv: Move<R>) -> Option<Square<R::Geometry>> {
        let (king_file, _) = R::castling_files(mv.to().file() > mv.from().file());
        Square::from_coords(king_file, mv.from().rank())
    }

    /// Writes `mv` in UCI: castling as the king's move to its destination.
    pub fn write_uci(&self, mv: Move<R>, out: &mut impl Write) -> fmt::Result {
        let to = match mv.kind() {
            MoveKind::Castle => self.castling_king_target(mv).unwrap_or(mv.to()),
            _ => mv.to(),
        };
        write!(out, "{}{}", mv.from(), to)?;
        if let Some(piece) = mv.promotion_piece() {
            out.write_char(piece.letter())?;
        }
        Ok(())
    }

    /// `mv` in UCI as a string.
    pub fn uci(&self, mv: Move<R>) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = self.write_uci(mv, &mut text);
        text
    }

    /// The legal moves in UCI, sorted: a stable listing for tools, tests and people.
    pub fn sorted_uci_moves(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.for_each_legal_move(|mv| {
            moves.push(self.uci(mv));
            true
        });
        moves.sort();
        moves
    }
}
