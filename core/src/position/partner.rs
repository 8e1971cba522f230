//! Games on two boards (bughouse): what a capture passes to the partner's board, and what a
//! board receives from it. Each board is a position of its own; the game that joins them
//! (clocks, which board moves when) is the caller's.

use crate::movegen::moves::{Move, MoveBuffer, MoveKind};
use crate::pieces::hand::Hand;
use crate::pieces::piece::ColoredPiece;
use crate::position::Position;
use crate::position::problems::Problem;
use crate::rules::{Drops, Rules};
use core::fmt;

/// Why a board refused a piece passed from its partner's ([`Position::receive`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ReceiveError {
    /// The rule set is not played on two boards ([`Drops::TWO_BOARDS`]).
    OneBoard,
    /// With the piece the position would break a rule of validation: a royal king in hand,
    /// more than both boards' material, more moves than the move list holds.
    Invalid(Problem),
}

impl fmt::Display for ReceiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReceiveError::OneBoard => f.write_str("the rule set is not played on two boards"),
            ReceiveError::Invalid(problem) => {
                write!(
                    f,
                    "the position would be invalid: {}",
                    problem.description()
                )
            }
        }
    }
}

impl core::error::Error for ReceiveError {}

impl<R: Rules> Position<R> {
    /// The piece the partner's board receives when `mv` is played here, in a game on two
    /// boards ([`Drops::TWO_BOARDS`]): the piece `mv` captures as
    /// [`Drops::passed_to_partner`] passes it, with its colour, into whose hand it goes on
    /// the partner's board (the capturer's partner plays the other colour). Asked before
    /// `mv` is played; `None` if it captures nothing or the game has one board.
    pub fn passed_to_partner(&self, mv: Move<R>) -> Option<ColoredPiece<R::Piece>> {
        if !R::Drops::TWO_BOARDS || mv.kind() == MoveKind::Drop || mv.kind() == MoveKind::Castle {
            return None;
        }
        let square = match (mv.kind(), self.ep_pawn()) {
            (MoveKind::EnPassant, Some(pawn)) => pawn,
            _ => mv.to(),
        };
        let captured = self
            .piece_at(square)
            .filter(|piece| piece.color != self.turn())?;
        let piece = R::Drops::passed_to_partner(self, captured, square)?;
        Some(ColoredPiece {
            color: captured.color,
            piece,
        })
    }

    /// Puts `piece`, passed from the partner's board ([`Position::passed_to_partner`] there),
    /// into the hand of its colour, the hash updated. Refused, the position unchanged, where
    /// the rule set has one board or the position would no longer be valid.
    pub fn receive(&mut self, piece: ColoredPiece<R::Piece>) -> Result<(), ReceiveError> {
        if !(R::Hand::DROPS && R::Drops::TWO_BOARDS) {
            return Err(ReceiveError::OneBoard);
        }
        let problem = if piece.piece == R::KING && R::king_count(piece.color).0 > 0 {
            Some(Problem::KingInHand)
        } else {
            self.add_to_hand(piece.color, piece.piece);
            let capacity = <R::MoveList as MoveBuffer<R>>::CAPACITY;
            let problem = if self.has_too_much_material() {
                Some(Problem::TooMuchMaterial)
            } else if self.most_moves_bound() > capacity {
                Some(Problem::TooManyMoves)
            } else {
                None
            };
            if problem.is_some() {
                self.remove_from_hand(piece.color, piece.piece);
            }
            problem
        };
        problem.map_or(Ok(()), |problem| Err(ReceiveError::Invalid(problem)))
    }
}
