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
    /// 50 moves by each side without a capture or pawn move (the rule set's
    /// [`Ending::MOVE_RULE`](crate::Ending::MOVE_RULE)), claimed: a draw
    /// ([`Game::claim`](crate::Game::claim)).
    FiftyMoves,
    /// The same position for the fifth time: a draw without a claim.
    FivefoldRepetition,
    /// The same position for the third time (the rule set's
    /// [`Ending::REPETITIONS_TO_CLAIM`](crate::Ending::REPETITIONS_TO_CLAIM)), claimed: a draw
    /// ([`Game::claim`](crate::Game::claim)).
    ThreefoldRepetition,
    /// A win by the rule set's own end ([`Ending::variant_outcome`](crate::Ending::variant_outcome)).
    VariantWin {
        /// The side that won.
        winner: Color,
    },
    /// A draw by the rule set's own end.
    VariantDraw,
    /// A drawn end where one side has draw odds (armageddon: Black): that side wins
    /// ([`Ending::DRAW_ODDS`](crate::Ending::DRAW_ODDS)).
    DrawOdds {
        /// The side with draw odds.
        winner: Color,
        /// How the game would have been drawn.
        draw: Draw,
    },
}

/// The drawn ends, which draw odds turn into a win ([`Outcome::DrawOdds`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Draw {
    /// [`Outcome::Stalemate`].
    Stalemate,
    /// [`Outcome::InsufficientMaterial`].
    InsufficientMaterial,
    /// [`Outcome::SeventyFiveMoves`].
    SeventyFiveMoves,
    /// [`Outcome::FiftyMoves`].
    FiftyMoves,
    /// [`Outcome::FivefoldRepetition`], or a rule set's own repetition that draws.
    Repetition,
    /// [`Outcome::ThreefoldRepetition`].
    ThreefoldRepetition,
    /// [`Outcome::VariantDraw`].
    Variant,
}

impl Draw {
    /// What drew the game, in words.
    fn cause(self) -> &'static str {
        match self {
            Draw::Stalemate => "stalemate",
            Draw::InsufficientMaterial => "insufficient material",
            Draw::SeventyFiveMoves => "seventy-five-move rule",
            Draw::FiftyMoves => "fifty-move rule",
            Draw::Repetition => "fivefold repetition",
            Draw::ThreefoldRepetition => "threefold repetition",
            Draw::Variant => "the rule set's own draw",
        }
    }

    /// The drawn end as an [`Outcome`].
    pub fn outcome(self) -> Outcome {
        match self {
            Draw::Stalemate => Outcome::Stalemate,
            Draw::InsufficientMaterial => Outcome::InsufficientMaterial,
            Draw::SeventyFiveMoves => Outcome::SeventyFiveMoves,
            Draw::FiftyMoves => Outcome::FiftyMoves,
            Draw::Repetition => Outcome::FivefoldRepetition,
            Draw::ThreefoldRepetition => Outcome::ThreefoldRepetition,
            Draw::Variant => Outcome::VariantDraw,
        }
    }
}

impl Outcome {
    /// The winner, or `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner }
            | Outcome::VariantWin { winner }
            | Outcome::DrawOdds { winner, .. } => Some(winner),
            _ => None,
        }
    }

    /// How the game was drawn, if it was, or would have been without draw odds.
    pub fn draw(self) -> Option<Draw> {
        match self {
            Outcome::Stalemate => Some(Draw::Stalemate),
            Outcome::InsufficientMaterial => Some(Draw::InsufficientMaterial),
            Outcome::SeventyFiveMoves => Some(Draw::SeventyFiveMoves),
            Outcome::FiftyMoves => Some(Draw::FiftyMoves),
            Outcome::FivefoldRepetition => Some(Draw::Repetition),
            Outcome::ThreefoldRepetition => Some(Draw::ThreefoldRepetition),
            Outcome::VariantDraw => Some(Draw::Variant),
            Outcome::DrawOdds { draw, .. } => Some(draw),
            Outcome::Checkmate { .. } | Outcome::VariantWin { .. } => None,
        }
    }

    /// This end as rule set `R` scores it: a draw goes to the side with draw odds, if one has
    /// them ([`Ending::DRAW_ODDS`](crate::Ending::DRAW_ODDS)).
    #[inline(always)]
    pub(crate) fn scored<R: Rules>(self) -> Outcome {
        match (R::Ending::DRAW_ODDS, self.draw()) {
            (Some(winner), Some(draw)) => Outcome::DrawOdds { winner, draw },
            _ => self,
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
            Outcome::VariantWin { winner } => write!(f, "{winner} wins"),
            Outcome::VariantDraw => f.write_str("draw"),
            Outcome::DrawOdds {
                winner,
                draw: Draw::Variant,
            } => write!(f, "draw, {winner} wins on draw odds"),
            Outcome::DrawOdds { winner, draw } => {
                write!(f, "{}, {winner} wins on draw odds", draw.cause())
            }
            Outcome::Stalemate => write!(f, "{}, draw", Draw::Stalemate.cause()),
            Outcome::InsufficientMaterial => {
                write!(f, "{}, draw", Draw::InsufficientMaterial.cause())
            }
            Outcome::SeventyFiveMoves => write!(f, "{}, draw", Draw::SeventyFiveMoves.cause()),
            Outcome::FiftyMoves => write!(f, "{}, draw", Draw::FiftyMoves.cause()),
            Outcome::FivefoldRepetition => write!(f, "{}, draw", Draw::Repetition.cause()),
            Outcome::ThreefoldRepetition => {
                write!(f, "{}, draw", Draw::ThreefoldRepetition.cause())
            }
        }
    }
}

impl<R: Rules> Position<R> {
    /// How the game ends in this position, if it does: the rule set's own ends first, then
    /// no legal move ([`Ending::no_moves_outcome`](crate::Ending::no_moves_outcome): checkmate or stalemate by default), insufficient material and the seventy-five-move rule.
    /// Repetitions need the game's history: see [`Game::outcome`](crate::Game::outcome).
    /// A draw goes to the side with draw odds, where one has them
    /// ([`Ending::DRAW_ODDS`](crate::Ending::DRAW_ODDS)).
    pub fn outcome(&self) -> Option<Outcome> {
        self.unscored_outcome().map(Outcome::scored::<R>)
    }

    /// [`Position::outcome`] before draw odds.
    fn unscored_outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = R::Ending::variant_outcome(self) {
            return Some(outcome);
        }
        if !self.has_legal_move() {
            return Some(R::Ending::no_moves_outcome(self));
        }
        if R::Ending::insufficient_material(self) {
            return Some(Outcome::InsufficientMaterial);
        }
        // The game ends at half as many moves again as the rule may be claimed after.
        let moves = R::Ending::MOVE_RULE?;
        if self.halfmoves >= 3 * moves {
            R::Ending::move_rule_outcome(self, false)
        } else {
            None
        }
    }

    /// Whether a player may claim the end of the game by the fifty-move rule (the rule set's
    /// [`Ending::MOVE_RULE`](crate::Ending::MOVE_RULE); never where it has none): a draw, or
    /// what the rule set's [`Ending::move_rule_outcome`](crate::Ending::move_rule_outcome)
    /// says.
    pub fn is_fifty_moves(&self) -> bool {
        R::Ending::MOVE_RULE.is_some_and(|moves| self.halfmoves >= 2 * moves)
    }

    /// Whether the game is over in this position (see [`Position::outcome`]).
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }
}
