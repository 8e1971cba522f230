//! `chequer suite FILE`: every published count of a `.perft` file, counted by the rule set its
//! `variant` line names.

use chequer::registry::{self, RuleSet, RuleSetVisitor};
use chequer::suite::{self, Case};
use chequer::{CastlingMode, FromFenError, PerftOptions, Position, Rules, Validation, perft_with};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;

/// Counts every count of `file` up to `max_nodes`; prints one line per mismatch and a
/// summary. Exit code 1 if anything did not match; an unreadable file or an unknown variant is
/// an error.
pub fn run(file: &Path, max_nodes: u64, options: PerftOptions) -> Result<ExitCode, String> {
    let name = file.display();
    let text = std::fs::read_to_string(file).map_err(|e| format!("{name}: {e}"))?;
    let cases = suite::parse(&text).map_err(|e| format!("{name}: {e}"))?;
    if let Some(case) = cases.iter().find(|case| {
        !registry::RULE_SETS
            .iter()
            .any(|r| r.is_named(&case.variant))
    }) {
        return Err(format!(
            "{name}: {}: unknown variant: {} (known: {})",
            case.id,
            case.variant,
            registry::names()
        ));
    }
    let checked: u64 = cases
        .iter()
        .map(|case| case.counts.iter().filter(|&&(_, n)| n <= max_nodes).count() as u64)
        .sum();
    let total: u64 = cases.iter().map(|case| case.counts.len() as u64).sum();
    let bar = progress_bar(checked);
    let mut mismatches = 0;
    for case in &cases {
        let check = CheckCase {
            case,
            max_nodes,
            options,
            bar: &bar,
        };
        mismatches += registry::visit(&case.variant, check).unwrap_or(0);
    }
    bar.finish_and_clear();
    println!(
        "{checked} counts checked in {} positions, {mismatches} mismatches, {} counts above --max-nodes skipped",
        cases.len(),
        total - checked
    );
    Ok(if mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// A bar on standard error when it is a terminal; nothing otherwise.
fn progress_bar(length: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(length);
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} counts {elapsed} {msg}") {
        bar.set_style(style);
    }
    bar
}

/// Counts one case's depths.
struct CheckCase<'a> {
    case: &'a Case,
    max_nodes: u64,
    options: PerftOptions,
    bar: &'a ProgressBar,
}

impl RuleSetVisitor for CheckCase<'_> {
    /// The number of mismatches.
    type Output = usize;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> usize {
        let case = self.case;
        let counts = case.counts.iter().filter(|&&(_, n)| n <= self.max_nodes);
        let report = |depth: u32, expected: u64, got: &str| {
            self.bar.suspend(|| {
                println!(
                    "{}: depth {depth}: expected {expected}, got {got}: {}",
                    case.id, case.fen
                )
            });
            self.bar.inc(1);
        };
        let mut position = match load::<R>(&case.fen) {
            Ok(position) => position,
            Err(error) => {
                let error = error.to_string();
                counts
                    .clone()
                    .for_each(|&(depth, n)| report(depth, n, &error));
                return counts.count();
            }
        };
        if case.chess960 || rule_set.chess960 {
            // Chess960 mode accepts every castling right.
            let _ = position.set_castling_mode(CastlingMode::Chess960);
        }
        self.bar.set_message(case.id.clone());
        let mut mismatches = 0;
        for &(depth, expected) in counts {
            let got = perft_with(&position, depth, self.options);
            if got == expected {
                self.bar.inc(1);
            } else {
                mismatches += 1;
                report(depth, expected, &got.to_string());
            }
        }
        mismatches
    }
}

/// The position of a FEN, strictly validated if it can be, else leniently: published suites
/// hold positions no game can reach (impossible checks, too much material).
fn load<R: Rules>(fen: &str) -> Result<Position<R>, FromFenError> {
    Position::from_fen(fen, Validation::Strict)
        .or_else(|_| Position::from_fen(fen, Validation::Lenient))
}
