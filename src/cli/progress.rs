//! Progress on standard error: the `suite` command's bar, and a long perft's, which becomes a
//! line a minute when standard error is not a terminal, so that a count of an hour shows how
//! far it has come in a log too.

use crate::PerftProgress;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How often a log gets a line.
const LOG_EVERY: Duration = Duration::from_secs(60);

/// Shows [`PerftProgress`] reports as they come from the counting threads.
pub(crate) enum PerftReporter {
    /// A bar of jobs on a terminal.
    Bar(ProgressBar),
    /// Lines on a log: the start and when the last line was written.
    Log {
        start: Instant,
        last: Mutex<Instant>,
    },
}

/// A bar of `length` steps drawn by `template` on standard error when it is a terminal;
/// hidden otherwise.
pub(crate) fn terminal_bar(length: u64, template: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(length);
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style);
    }
    bar
}

impl PerftReporter {
    /// A bar on a terminal, lines otherwise.
    pub(crate) fn new() -> PerftReporter {
        let bar = terminal_bar(0, "{bar:40} {pos}/{len} jobs {elapsed} (eta {eta}) {msg}");
        if !bar.is_hidden() {
            return PerftReporter::Bar(bar);
        }
        let start = Instant::now();
        PerftReporter::Log {
            start,
            last: Mutex::new(start),
        }
    }

    /// Shows one report.
    pub(crate) fn report(&self, progress: PerftProgress) {
        match self {
            PerftReporter::Bar(bar) => {
                bar.set_length(progress.total as u64);
                bar.set_position(progress.done as u64);
                bar.set_message(format!("{} leaves", progress.nodes));
            }
            PerftReporter::Log { start, last } => {
                let Ok(mut last) = last.lock() else { return };
                if last.elapsed() < LOG_EVERY {
                    return;
                }
                *last = Instant::now();
                eprintln!(
                    "perft: {}/{} jobs, {} leaves, {:.0} s",
                    progress.done,
                    progress.total,
                    progress.nodes,
                    start.elapsed().as_secs_f64()
                );
            }
        }
    }

    /// Takes the bar off the terminal once the count is done.
    pub(crate) fn finish(&self) {
        if let PerftReporter::Bar(bar) = self {
            bar.finish_and_clear();
        }
    }
}
