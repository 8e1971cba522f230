//! The `chequer` command line as a library: every command (`perft`, `perftree`, `moves`,
//! `show`, `suite`, `games`) over any [`Registry`] of rule sets, so that a crate with rule sets of its
//! own gets the whole tool from a `main` of a few lines:
//!
//! ```no_run
//! chequer::registry! {
//!     /// My rule sets.
//!     struct Mine {
//!         "hill" [] => chequer::KingOfTheHill, false, "a king on the hill wins";
//!     }
//! }
//!
//! fn main() -> std::process::ExitCode {
//!     chequer::cli::run(Mine)
//! }
//! ```
//!
//! `Mine.and(chequer::registry::Builtin)` ([`Registry::and`]) serves chequer's own rule sets
//! beside them. The commands reach each rule set through [`Registry::variant`], so the
//! tool's code is compiled once, not once per rule set.

/// Writes a line to standard output; a closed output is [`CliError::OutputClosed`].
macro_rules! out {
    ($($arg:tt)*) => {{
        use ::std::io::Write as _;
        writeln!(::std::io::stdout().lock(), $($arg)*).map_err($crate::cli::CliError::from)
    }};
}

mod args;
mod commands;
mod games;
mod progress;
mod request;
mod suite;

use crate::dynamic::Variant;
use crate::registry::Registry;
use args::{Cli, Command};
use clap::{CommandFactory, FromArgMatches};
use request::Request;
use std::io::BufRead;
use std::process::ExitCode;

/// Why a command stopped.
#[derive(Debug)]
pub(crate) enum CliError {
    /// Bad input: a message for standard error, exit code 2.
    Input(String),
    /// Standard output was closed (`chequer moves | head -1`): stop quietly.
    OutputClosed,
}

impl From<String> for CliError {
    fn from(message: String) -> Self {
        CliError::Input(message)
    }
}

impl From<std::io::Error> for CliError {
    fn from(error: std::io::Error) -> Self {
        match error.kind() {
            std::io::ErrorKind::BrokenPipe => CliError::OutputClosed,
            _ => CliError::Input(format!("standard output: {error}")),
        }
    }
}

/// The rule set `name` picks in `registry`, or an error that lists the names it knows.
fn variant_named<Reg: Registry>(registry: &Reg, name: &str) -> Result<Variant, CliError> {
    registry.variant(name).ok_or_else(|| {
        CliError::Input(format!(
            "unknown variant: {name} (known: {})",
            registry.names()
        ))
    })
}

/// Runs the request on the rule set it names, or says which rule sets exist.
fn dispatch<Reg: Registry>(registry: &Reg, mut request: Request) -> Result<(), CliError> {
    let variant = variant_named(registry, &request.variant)?;
    // A rule set played as Chess960, or a Chess960 start position, is in Chess960 mode.
    request.chess960 |= variant.rule_set.chess960 || request.start.is_some();
    if request.fen.as_deref() != Some("-") {
        return commands::run(&variant, &request);
    }
    // Many positions in one call: each FEN of standard input, its output after a `fen` line
    // and before a blank one.
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| format!("standard input: {e}"))?;
        let fen = line.trim();
        if fen.is_empty() {
            continue;
        }
        out!("fen {fen}")?;
        request.fen = Some(fen.to_string());
        commands::run(&variant, &request)?;
        out!()?;
    }
    Ok(())
}

/// The command line, with the rule sets of the registry in the help texts.
fn command<Reg: Registry>(registry: &Reg) -> clap::Command {
    let list: String = registry
        .rule_sets()
        .iter()
        .map(|rule_set| {
            let aliases = match rule_set.aliases {
                [] => String::new(),
                aliases => format!(" (also {})", aliases.join(", ")),
            };
            format!(
                "\n  {:<14} {}{aliases}",
                rule_set.name, rule_set.description
            )
        })
        .collect();
    let mut command = Cli::command().after_help(format!("Variants (--variant NAME):{list}"));
    let names = registry.names();
    for name in ["perft", "perftree", "moves", "show", "games"] {
        command = command.mut_subcommand(name, |sub| {
            sub.mut_arg("variant", |arg| {
                arg.help(format!("The variant (UCI_Variant name): {names}"))
            })
        });
    }
    command
}

/// Runs the command line (`std::env::args`) over the rule sets of `registry`: what a
/// `main` returns. Bad arguments and bad input print one line on standard error and give exit
/// code 2; a suite with mismatches gives exit code 1.
pub fn run<Reg: Registry>(registry: Reg) -> ExitCode {
    run_from(registry, std::env::args_os())
}

/// [`run`] with the arguments given (the first is the program's name).
pub fn run_from<Reg: Registry>(
    registry: Reg,
    arguments: impl IntoIterator<Item = impl Into<std::ffi::OsString> + Clone>,
) -> ExitCode {
    let parsed = command(&registry)
        .try_get_matches_from(arguments)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help and --version.
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            let text = error.to_string();
            eprintln!(
                "{}",
                text.lines().next().unwrap_or("error: invalid arguments")
            );
            return ExitCode::from(2);
        }
    };
    let done = match cli.command {
        Command::OnPosition(command) => {
            dispatch(&registry, Request::from(command)).map(|()| ExitCode::SUCCESS)
        }
        Command::Suite {
            file,
            max_nodes,
            counting,
        } => suite::run(
            &registry,
            &file,
            max_nodes.unwrap_or(u64::MAX),
            counting.options(),
        ),
        Command::Games { rules } => games::run(&registry, rules).map(|()| ExitCode::SUCCESS),
    };
    match done {
        Ok(code) => code,
        Err(CliError::OutputClosed) => ExitCode::SUCCESS,
        Err(CliError::Input(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
