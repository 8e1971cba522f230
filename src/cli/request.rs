//! A command resolved into what to do, on which position, before the rule set is known.

use super::args::{PositionArgs, PositionCommand, RuleArgs};
use crate::{PerftOptions, Validation};

/// What to do once the variant is known.
pub(crate) enum Job {
    Perft {
        depth: u32,
        divide: bool,
        options: PerftOptions,
    },
    Perftree {
        depth: u32,
        options: PerftOptions,
    },
    Moves,
    Show,
}

pub(crate) struct Request {
    pub(crate) variant: String,
    pub(crate) chess960: bool,
    /// Moves in USI instead of UCI.
    pub(crate) usi: bool,
    /// Positions in SFEN instead of FEN.
    pub(crate) sfen: bool,
    pub(crate) validation: Validation,
    pub(crate) fen: Option<String>,
    /// Chess960 start position numbers for white and black.
    pub(crate) start: Option<(u16, u16)>,
    pub(crate) moves: Vec<String>,
    pub(crate) job: Job,
}

impl Request {
    fn new(rules: RuleArgs, job: Job) -> Request {
        let validation = rules.validation();
        Request {
            variant: rules.variant,
            chess960: rules.chess960,
            usi: rules.usi,
            sfen: rules.sfen,
            validation,
            fen: None,
            start: None,
            moves: Vec::new(),
            job,
        }
    }

    fn new_at(position: PositionArgs, job: Job) -> Request {
        let start = position
            .start
            .map(|white| (white, position.black_start.unwrap_or(white)));
        Request {
            fen: position.fen,
            start,
            ..Request::new(position.rules, job)
        }
    }
}

impl From<PositionCommand> for Request {
    fn from(command: PositionCommand) -> Request {
        match command {
            PositionCommand::Perft {
                depth,
                position,
                moves,
                divide,
                counting,
            } => Request {
                moves: split_moves(moves),
                ..Request::new_at(
                    position,
                    Job::Perft {
                        depth,
                        divide,
                        options: counting.options(),
                    },
                )
            },
            PositionCommand::Perftree {
                rules,
                depth,
                fen,
                moves,
                counting,
            } => Request {
                fen: Some(fen),
                moves: split_moves(moves),
                ..Request::new(
                    rules,
                    Job::Perftree {
                        depth,
                        options: counting.options(),
                    },
                )
            },
            PositionCommand::Moves { position } => Request::new_at(position, Job::Moves),
            PositionCommand::Show { position, moves } => Request {
                moves: split_moves(moves),
                ..Request::new_at(position, Job::Show)
            },
        }
    }
}

/// Moves given as several values, as one quoted list, or both: `--moves e4 e5`,
/// `--moves "e4 e5"`.
fn split_moves(values: impl IntoIterator<Item = String>) -> Vec<String> {
    values
        .into_iter()
        .flat_map(|value| {
            value
                .split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect()
}
