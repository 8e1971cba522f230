//! How a game ends: by the position alone ([`Position::outcome`]), or by its history
//! ([`Game`](crate::Game): repetitions).

use crate::board::color::Color;
use crate::position::Position;
use crate::rules::Ending;
use crate::rules::Rules;
use core::fmt;

/// Why a game is over.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The side to move is in check and has no legal move; `winner` is the other side.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move is not in check and has no legal move: a draw.
    Stalemate,
    /// Neither side can ever mate (the rule set's [`Ending::insufficient_material`](crate::Ending::insufficient_material)).
    InsufficientMaterial,
    /// 75 moves by each side without a capture or pawn move (half as many again as the rule
    /// set's [`Ending::MOVE_RULE`](crate::Ending::MOVE_RULE)): a draw without a claim.
    SeventyFiveMoves,
    /// The same position for the fifth time: a draw without a claim.
    FivefoldRepetition,
    /// A win by the rule set's own end ([`Ending::variant_outcome`](crate::Ending::variant_outcome)).
    VariantWin {
        /// The side that won.
        winner: Color,
    },
    /// A draw by the rule set's own end.
    VariantDraw,
}

impl Outcome {
    /// The winner, or `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } | Outcome::VariantWin { winner } => Some(winner),
            _ => None,
        }
    }

    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Checkmate { winner } => write!(f, "checkmate, {winner} wins"),
            Outcome::Stalemate => f.write_str("stalemate, draw"),
            Outcome::InsufficientMaterial => f.write_str("insufficient material, draw"),
            Outcome::SeventyFiveMoves => f.write_str("seventy-five-move rule, draw"),
            Outcome::FivefoldRepetition => f.write_str("fivefold repetition, draw"),
            Outcome::VariantWin { winner } => write!(f, "{winner} wins"),
            Outcome::VariantDraw => f.write_str("draw"),
        }
    }
}

impl<R: Rules> Position<R> {
    /// How the game ends in this position, if it does: the rule set's own ends first, then
    /// no legal move ([`Ending::no_moves_outcome`](crate::Ending::no_moves_outcome): checkmate or stalemate by default), insufficient material and the seventy-five-move rule.
    /// Repetitions need the game's history: see [`Game::outcome`](crate::Game::outcome).
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = R::Ending::variant_outcome(self) {
            return Some(outcome);
        }
        if !self.has_legal_move() {
            return Some(R::Ending::no_moves_outcome(self));
        }
        if R::Ending::insufficient_material(self) {
            return Some(Outcome::InsufficientMaterial);
        }
        // The game ends at half as many moves again as a draw may be claimed after.
        let moves = R::Ending::MOVE_RULE?;
        (self.halfmoves >= 3 * moves).then_some(Outcome::SeventyFiveMoves)
    }

    /// Whether a player may claim a draw by the fifty-move rule (the rule set's
    /// [`Ending::MOVE_RULE`](crate::Ending::MOVE_RULE); never where it has none).
    pub fn is_fifty_moves(&self) -> bool {
        R::Ending::MOVE_RULE.is_some_and(|moves| self.halfmoves >= 2 * moves)
    }

    /// Whether the game is over in this position (see [`Position::outcome`]).
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }
}
