//! The commands on one position: perft, perftree, moves and show.

use super::CliError;
use super::progress::PerftReporter;
use super::request::{Job, Request};
use crate::PerftOptions;
use crate::dynamic::{AnyPosition, AnyRules, MoveNotation, Variant};
use std::time::Instant;

/// The position a request names, in its variant, after its moves. The request says whether
/// it is in Chess960 mode (the dispatcher sets that for a rule set played so).
fn position(rules: &dyn AnyRules, request: &Request) -> Result<Box<dyn AnyPosition>, String> {
    let mut position = match (&request.fen, request.start) {
        (Some(sfen), _) if request.sfen => rules
            .position_from_sfen(sfen, request.validation)
            .map_err(|e| format!("{e}: {sfen}"))?,
        (Some(fen), _) => rules
            .position_from_fen(fen, request.validation)
            .map_err(|e| format!("{e}: {fen}"))?,
        (None, Some((white, black))) => rules.chess960_start(white, black)?,
        (None, None) => rules.start(),
    };
    if request.chess960 {
        position
            .set_chess960()
            .map_err(|e| format!("{e}: --chess960 does not apply"))?;
    }
    for text in &request.moves {
        position.play(text, request.usi)?;
    }
    Ok(position)
}

/// Prints one `move count` line per root move (sorted by move) and a blank line; returns the
/// perft total, which at depth 0 is the root itself.
fn print_divide(
    position: &dyn AnyPosition,
    depth: u32,
    options: PerftOptions,
    notation: MoveNotation,
) -> Result<u64, CliError> {
    let mut lines = position.divide(depth, options, notation);
    lines.sort();
    for (mv, count) in &lines {
        out!("{mv} {count}")?;
    }
    out!()?;
    Ok(if depth == 0 {
        1
    } else {
        lines.iter().map(|(_, count)| count).sum()
    })
}

/// Runs a request's job on the position it names.
pub(crate) fn run(variant: &Variant, request: &Request) -> Result<(), CliError> {
    let position = position(variant.rules, request)?;
    let notation = if request.usi {
        MoveNotation::Usi
    } else {
        MoveNotation::Uci
    };
    match request.job {
        Job::Perft {
            depth,
            divide,
            options,
        } => {
            let start = Instant::now();
            let nodes = if divide {
                print_divide(&*position, depth, options, notation)?
            } else {
                let reporter = PerftReporter::new();
                let nodes = position.perft(depth, options, &|progress| reporter.report(progress));
                reporter.finish();
                nodes
            };
            let seconds = start.elapsed().as_secs_f64();
            out!("nodes {nodes}")?;
            out!("time {seconds:.3} s")?;
            out!("speed {:.1} Mnps", nodes as f64 / seconds.max(1e-9) / 1e6)?;
        }
        Job::Perftree { depth, options } => {
            let total = print_divide(&*position, depth, options, notation)?;
            out!("{total}")?;
        }
        Job::Moves => {
            let mut moves = position.legal_moves(notation);
            moves.sort();
            for mv in moves {
                out!("{mv}")?;
            }
        }
        Job::Show => show(&*position, request.sfen)?,
    }
    Ok(())
}

/// Prints the diagram and FEN (and SFEN if asked), then the state of the position and its
/// moves in SAN.
fn show(position: &dyn AnyPosition, sfen: bool) -> Result<(), CliError> {
    out!("{position}")?;
    if sfen {
        out!("sfen: {}", position.sfen())?;
    }
    out!("turn: {}", position.turn())?;
    out!("check: {}", if position.is_check() { "yes" } else { "no" })?;
    match position.outcome() {
        Some(outcome) => out!("outcome: {outcome} ({})", outcome.result())?,
        None => out!("outcome: none")?,
    }
    out!("hash: {:016x}", position.hash())?;
    let moves = position.legal_moves(MoveNotation::San);
    out!("legal moves ({}): {}", moves.len(), moves.join(" "))
}
