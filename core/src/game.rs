//! A game: a start position and the moves played from it, with the hashes that repetitions
//! are counted by, and helpers to read and write move lists.

pub(crate) mod outcome;

use crate::board::color::{ByColor, Color};
use crate::game::outcome::Outcome;
use crate::movegen::moves::Move;
use crate::notation::san::SanError;
use crate::notation::uci::UciError;
use crate::pieces::hand::Hand;
use crate::position::Position;
use crate::position::make::IllegalMoveError;
use crate::rules::Ending;
use crate::rules::Rules;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};

/// The notation of a move list.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveNotation {
    /// Standard algebraic notation (`Nf3`), read leniently.
    San,
    /// UCI long algebraic notation (`g1f3`).
    Uci,
}

/// Why a move of a list was refused.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveError {
    /// A SAN move that is malformed, illegal or ambiguous.
    San(SanError),
    /// A UCI move that is malformed or illegal.
    Uci(UciError),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::San(error) => error.fmt(f),
            MoveError::Uci(error) => error.fmt(f),
        }
    }
}

/// The first bad move of a move list: its index (from 0), its text and why.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GameError {
    /// The index of the move in the list, from 0.
    pub index: usize,
    /// The move as given.
    pub text: String,
    /// Why it was refused.
    pub error: MoveError,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({}): {}", self.index + 1, self.text, self.error)
    }
}

impl core::error::Error for GameError {}

/// A start position and the legal moves played from it.
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    start: Position<R>,
    position: Position<R>,
    moves: Vec<Move<R>>,
    /// The hash of every position of the game, the start's first.
    hashes: Vec<u64>,
    /// Whether each move gave check.
    checks: Vec<bool>,
}

impl<R: Rules> Game<R> {
    /// A game from `start`, no move played yet.
    pub fn new(start: Position<R>) -> Self {
        Game {
            start,
            position: start,
            moves: Vec::new(),
            hashes: alloc::vec![start.hash()],
            checks: Vec::new(),
        }
    }

    /// A game from `start` with `moves` played, each in `notation`; the first move that is
    /// refused is reported with its index.
    pub fn from_moves<'a>(
        start: Position<R>,
        moves: impl IntoIterator<Item = &'a str>,
        notation: MoveNotation,
    ) -> Result<Self, GameError> {
        let mut game = Game::new(start);
        for (index, text) in moves.into_iter().enumerate() {
            let parsed = match notation {
                MoveNotation::San => game.position.parse_san(text).map_err(MoveError::San),
                MoveNotation::Uci => game.position.parse_uci(text).map_err(MoveError::Uci),
            };
            let mv = parsed.map_err(|error| GameError {
                index,
                text: text.into(),
                error,
            })?;
            game.push(mv);
        }
        Ok(game)
    }

    /// The start position.
    pub fn start(&self) -> &Position<R> {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position<R> {
        &self.position
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move<R>] {
        &self.moves
    }

    /// Whether each move played gave check, in the order of [`Game::moves`].
    pub fn checks(&self) -> &[bool] {
        &self.checks
    }

    /// Plays `mv` if it is legal in the current position.
    pub fn play(&mut self, mv: Move<R>) -> Result<(), IllegalMoveError> {
        if !self.position.is_legal(mv) {
            return Err(IllegalMoveError);
        }
        self.push(mv);
        Ok(())
    }

    fn push(&mut self, mv: Move<R>) {
        self.position.play_unchecked(mv);
        self.moves.push(mv);
        self.hashes.push(self.position.hash());
        self.checks.push(self.position.is_check());
    }

    /// How many times the current position has occurred, now included: positions with the
    /// same hash (pieces, pieces in hand, rights and the rule set's state) since the last
    /// capture or pawn move, with the same side to move. With pieces in hand a capture can be
    /// undone (the piece comes back by a drop), so the whole game is searched.
    pub fn repetitions(&self) -> usize {
        self.occurrences().count()
    }

    /// How many plies ago each occurrence of the current position was, now (0) first.
    fn occurrences(&self) -> impl Iterator<Item = usize> + '_ {
        let current = self.position.hash();
        let reversible = if <R::Hand as Hand<R::Piece>>::DROPS {
            self.hashes.len()
        } else {
            self.position.halfmoves() as usize
        };
        self.hashes
            .iter()
            .rev()
            .take(reversible + 1)
            .enumerate()
            .step_by(2)
            .filter(move |&(_, &hash)| hash == current)
            .map(|(ago, _)| ago)
    }

    /// How the game has ended, if it has: the position's own outcome, the rule set's end
    /// judged on the moves ([`Ending::game_outcome`](crate::Ending::game_outcome)), or
    /// repetition, as often and with the result the rule set says
    /// ([`Ending::REPETITIONS_TO_END`](crate::Ending::REPETITIONS_TO_END),
    /// [`Ending::repetition_outcome`](crate::Ending::repetition_outcome); fivefold and a draw
    /// in orthodox chess), a draw going to the side with draw odds
    /// ([`Ending::DRAW_ODDS`](crate::Ending::DRAW_ODDS)).
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome().or_else(|| {
            let outcome = R::Ending::game_outcome(self).or_else(|| {
                let first = self.occurrences().nth(R::Ending::REPETITIONS_TO_END - 1)?;
                let perpetual = self.perpetual_checks(first);
                Some(R::Ending::repetition_outcome(&self.position, perpetual))
            })?;
            Some(outcome.scored::<R>())
        })
    }

    /// For each side, whether every move it made in the last `plies` plies gave check (and
    /// it made one).
    fn perpetual_checks(&self, plies: usize) -> ByColor<bool> {
        let mut perpetual = ByColor {
            white: true,
            black: true,
        };
        let mut mover = self.position.turn();
        for &check in self.checks.iter().rev().take(plies) {
            mover = !mover;
            perpetual[mover] &= check;
        }
        if plies < 2 {
            perpetual = ByColor {
                white: false,
                black: false,
            };
        }
        perpetual
    }

    /// The end a player may claim now, and its result: the fifty-move rule
    /// ([`Position::is_fifty_moves`], as the rule set's
    /// [`Ending::move_rule_outcome`](crate::Ending::move_rule_outcome) scores it), threefold
    /// repetition (as often as the rule set's
    /// [`Ending::REPETITIONS_TO_CLAIM`](crate::Ending::REPETITIONS_TO_CLAIM) says), or a draw
    /// of the rule set's own ([`Ending::may_claim_draw`](crate::Ending::may_claim_draw):
    /// makruk's count run out). A draw goes to the side with draw odds
    /// ([`Ending::DRAW_ODDS`](crate::Ending::DRAW_ODDS)). Asked whether or not
    /// [`Game::outcome`] has ended the game already.
    pub fn claim(&self) -> Option<Outcome> {
        let outcome = if self.position.is_fifty_moves() {
            R::Ending::move_rule_outcome(&self.position, true)
        } else {
            None
        };
        let outcome = outcome.or_else(|| {
            if self.repetitions() >= R::Ending::REPETITIONS_TO_CLAIM {
                Some(Outcome::ThreefoldRepetition)
            } else {
                R::Ending::may_claim_draw(&self.position).then_some(Outcome::VariantDraw)
            }
        })?;
        Some(outcome.scored::<R>())
    }

    /// Whether a player may claim a draw ([`Game::claim`]), or a win on draw odds.
    pub fn can_claim_draw(&self) -> bool {
        self.claim().and_then(Outcome::draw).is_some()
    }

    /// The moves in SAN with move numbers, as in PGN: `1. e4 e5 2. Nf3`, or `1... e5` when
    /// the game starts with black to move.
    pub fn san_moves(&self) -> String {
        let mut text = String::new();
        let mut position = self.start;
        for (i, &mv) in self.moves.iter().enumerate() {
            let white = position.turn() == Color::White;
            if i > 0 {
                text.push(' ');
            }
            // Writing into a String cannot fail.
            if white {
                let _ = write!(text, "{}. ", position.fullmoves());
            } else if i == 0 {
                let _ = write!(text, "{}... ", position.fullmoves());
            }
            let _ = position.write_san(mv, &mut text);
            position.play_unchecked(mv);
        }
        text
    }
}
