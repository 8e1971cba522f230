//! Progress of a long perft on standard error: a bar on a terminal, otherwise a line a minute,
//! so that a count of an hour shows how far it has come in a log too.

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

impl PerftReporter {
    pub(crate) fn new() -> PerftReporter {
        let start = Instant::now();
        if !std::io::stderr().is_terminal() {
            return PerftReporter::Log {
                start,
                last: Mutex::new(start),
            };
        }
        let bar = ProgressBar::new(0);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} jobs {elapsed} (eta {eta}) {msg}")
        {
            bar.set_style(style);
        }
        PerftReporter::Bar(bar)
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
