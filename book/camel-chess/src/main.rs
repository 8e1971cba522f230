//! The `camel-chess` command: chequer's command line over camel chess
//! (`camel-chess perft 5 --variant camel`).
//!
//! A crate that wants chequer's own rule sets too chains them after its own:
//! `chequer::cli::run(camel_chess::Camels.and(chequer::registry::Builtin))`. This one does
//! not, as every command would then be compiled again for chequer's forty-odd rule sets.
#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    chequer::cli::run(camel_chess::Camels)
}
