//! `chequer games`: replays games read from standard input and describes every position, for
//! a program that compares chequer with another implementation of the rules position by
//! position (the differential test against Fairy-Stockfish does) without starting a process
//! per position.

use super::CliError;
use super::args::RuleArgs;
use crate::dynamic::{AnyGame, MoveNotation};
use crate::registry::Registry;
use std::io::BufRead;

/// Replays each game of standard input in the variant `rules` names.
pub(crate) fn run<Reg: Registry>(registry: &Reg, rules: RuleArgs) -> Result<(), CliError> {
    let variant = super::variant_named(registry, &rules.variant)?;
    let validation = rules.validation();
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| format!("standard input: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let (start, moves) = parse_line(&line)?;
        let mut position = match start {
            Some(fen) => variant
                .position_from_fen(fen, validation)
                .map_err(|e| format!("{e}: {fen}"))?,
            None => variant.start(),
        };
        if rules.chess960 {
            position.set_chess960()?;
        }
        replay(position.new_game(), &moves, rules.usi)?;
        out!()?;
    }
    Ok(())
}

/// The start (a FEN, or `None` for the rule set's start) and the moves of a line in the form
/// of the UCI `position` command: `startpos [moves M...]` or `fen FEN [moves M...]`.
fn parse_line(line: &str) -> Result<(Option<&str>, Vec<&str>), String> {
    let (start, moves) = match line.split_once(" moves") {
        Some((start, moves)) => (start.trim(), moves.split_whitespace().collect()),
        None => (line.trim(), Vec::new()),
    };
    match start.split_once(' ') {
        _ if start == "startpos" => Ok((None, moves)),
        Some(("fen", fen)) => Ok((Some(fen.trim()), moves)),
        _ => Err(format!(
            "not `startpos [moves ...]` or `fen FEN [moves ...]`: {line}"
        )),
    }
}

/// Prints a line for the start and one after each move; a move that is not legal prints an
/// `error` line and ends the game.
fn replay(mut game: Box<dyn AnyGame>, moves: &[&str], usi: bool) -> Result<(), CliError> {
    let notation = if usi {
        MoveNotation::Usi
    } else {
        MoveNotation::Uci
    };
    for ply in 0..=moves.len() {
        describe(ply, &*game, notation)?;
        let Some(mv) = moves.get(ply) else { break };
        if let Err(error) = game.play(mv, usi) {
            return out!("error\t{}\t{error}", ply + 1);
        }
    }
    Ok(())
}

/// The line of the current position of `game`, `ply` moves from its start.
fn describe(ply: usize, game: &dyn AnyGame, notation: MoveNotation) -> Result<(), CliError> {
    let position = game.position();
    // The position's own end, or else the game's by repetition.
    let end = match (position.outcome(), game.outcome()) {
        (Some(outcome), _) => format!("{} {}", outcome.result(), reason(outcome)),
        (None, Some(outcome)) => format!("{} repetition", outcome.result()),
        (None, None) => "-".into(),
    };
    out!(
        "{ply}\t{}\t{}\t{end}\t{}\t{}\t{}",
        position.fen(),
        u8::from(position.is_check()),
        game.claim().map_or("-", crate::Outcome::result),
        position.legal_moves(notation).join(" "),
        position.legal_moves(MoveNotation::San).join(" "),
    )
}

/// One word for why a position ends the game: under draw odds, how it would have been drawn.
fn reason(outcome: crate::Outcome) -> &'static str {
    use crate::Outcome::*;
    match outcome {
        Checkmate { .. } => "checkmate",
        Stalemate => "stalemate",
        InsufficientMaterial => "insufficient-material",
        SeventyFiveMoves => "seventy-five-moves",
        FiftyMoves => "fifty-moves",
        FivefoldRepetition => "repetition",
        ThreefoldRepetition => "threefold-repetition",
        VariantWin { .. } | VariantDraw => "variant",
        DrawOdds { draw, .. } => reason(draw.outcome()),
    }
}
