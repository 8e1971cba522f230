//! `chequer suite FILE`: every published count of a `.perft` file, counted by the rule set its
//! `variant` line names, through the testing kit's suite runner.

use super::CliError;
use super::progress::terminal_bar;
use crate::PerftOptions;
use crate::registry::Registry;
use crate::suite;
use crate::testing::{self, SuiteOptions};
use std::path::Path;
use std::process::ExitCode;

/// Counts every count of `file` up to `max_nodes`; prints one line per mismatch and a
/// summary. Exit code 1 if anything did not match; an unreadable file or an unknown variant is
/// an error.
pub(crate) fn run<Reg: Registry>(
    registry: &Reg,
    file: &Path,
    max_nodes: u64,
    perft: PerftOptions,
) -> Result<ExitCode, CliError> {
    let name = file.display();
    let text = std::fs::read_to_string(file).map_err(|e| format!("{name}: {e}"))?;
    let cases = suite::parse(&text).map_err(|e| format!("{name}: {e}"))?;
    let checked = testing::counts_within(&cases, max_nodes);
    let total = testing::counts_within(&cases, u64::MAX);
    let bar = terminal_bar(
        checked as u64,
        "{bar:40} {pos}/{len} counts {elapsed} {msg}",
    );
    let options = SuiteOptions { max_nodes, perft };
    let mut closed = None;
    let counts = testing::run_suite(registry, &cases, options, |count| {
        if count.matches() {
            bar.set_message(count.id.clone());
        } else if closed.is_none() {
            closed = bar.suspend(|| out!("{count}")).err();
        }
        bar.inc(1);
    })
    .map_err(|e| format!("{name}: {e}"))?;
    bar.finish_and_clear();
    if let Some(error) = closed {
        return Err(error);
    }
    let mismatches = counts.iter().filter(|count| !count.matches()).count();
    out!(
        "{checked} counts checked in {} positions, {mismatches} mismatches, {} counts above --max-nodes skipped",
        cases.len(),
        total - checked
    )?;
    Ok(if mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
