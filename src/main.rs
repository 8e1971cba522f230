//! The `chequer` command: perft, perftree and legal moves for every rule set.

use chequer::{LosAlamos, Position, Rules, Standard, Validation, divide, perft};
use clap::{Args, Parser, Subcommand};
use std::process::ExitCode;
use std::time::Instant;

/// Rules of chess and its variants: perft and legal moves.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaves of the legal move tree; print the total, time and speed.
    Perft {
        /// Plies to search.
        depth: u32,
        #[command(flatten)]
        position: PositionArgs,
        /// UCI moves to play from the position first.
        #[arg(long, num_args = 1..)]
        moves: Vec<String>,
        /// One `move count` line per root move before the total.
        #[arg(long)]
        divide: bool,
    },
    /// Perft split by root move in the format of the perftree debugging tool.
    Perftree {
        /// The variant (UCI_Variant name).
        #[arg(long, default_value = "chess")]
        variant: String,
        /// Accept unreachable positions that can still be played (see `Validation::Lenient`).
        #[arg(long)]
        lenient: bool,
        /// Plies to search.
        depth: u32,
        /// The position.
        fen: String,
        /// Space-separated UCI moves to play from the position first.
        moves: Option<String>,
    },
    /// List the legal moves in UCI, sorted, one a line.
    Moves {
        #[command(flatten)]
        position: PositionArgs,
    },
}

#[derive(Args)]
struct PositionArgs {
    /// The variant (UCI_Variant name): chess, losalamos.
    #[arg(long, default_value = "chess")]
    variant: String,
    /// The position; the variant's start position if absent.
    #[arg(long)]
    fen: Option<String>,
    /// Accept unreachable positions that can still be played (see `Validation::Lenient`).
    #[arg(long)]
    lenient: bool,
}

/// What to do once the variant is known.
enum Job {
    Perft { depth: u32, divide: bool },
    Perftree { depth: u32 },
    Moves,
}

struct Request {
    variant: String,
    fen: Option<String>,
    validation: Validation,
    moves: Vec<String>,
    job: Job,
}

fn validation(lenient: bool) -> Validation {
    if lenient {
        Validation::Lenient
    } else {
        Validation::Strict
    }
}

impl From<Command> for Request {
    fn from(command: Command) -> Request {
        match command {
            Command::Perft {
                depth,
                position,
                moves,
                divide,
            } => Request {
                variant: position.variant,
                fen: position.fen,
                validation: validation(position.lenient),
                moves,
                job: Job::Perft { depth, divide },
            },
            Command::Perftree {
                variant,
                lenient,
                depth,
                fen,
                moves,
            } => Request {
                variant,
                fen: Some(fen),
                validation: validation(lenient),
                moves: moves
                    .unwrap_or_default()
                    .split_whitespace()
                    .map(String::from)
                    .collect(),
                job: Job::Perftree { depth },
            },
            Command::Moves { position } => Request {
                variant: position.variant,
                fen: position.fen,
                validation: validation(position.lenient),
                moves: Vec::new(),
                job: Job::Moves,
            },
        }
    }
}

fn position<R: Rules>(request: &Request) -> Result<Position<R>, String> {
    let mut position = match &request.fen {
        Some(fen) => {
            Position::<R>::from_fen(fen, request.validation).map_err(|e| format!("{e}: {fen}"))?
        }
        None => Position::start(),
    };
    for text in &request.moves {
        let mv = position
            .parse_uci(text)
            .map_err(|e| format!("{e}: {text}"))?;
        position.play_unchecked(mv);
    }
    Ok(position)
}

/// Prints one `move count` line per root move (sorted by move) and a blank line; returns the
/// perft total, which at depth 0 is the root itself.
fn print_divide<R: Rules>(position: &Position<R>, depth: u32) -> u64 {
    let mut lines: Vec<_> = divide(position, depth)
        .into_iter()
        .map(|(mv, count)| (position.uci(mv), count))
        .collect();
    lines.sort();
    for (mv, count) in &lines {
        println!("{mv} {count}");
    }
    println!();
    if depth == 0 {
        1
    } else {
        lines.iter().map(|(_, count)| count).sum()
    }
}

fn run<R: Rules>(request: &Request) -> Result<(), String> {
    let position = position::<R>(request)?;
    match request.job {
        Job::Perft { depth, divide } => {
            let start = Instant::now();
            let nodes = if divide {
                print_divide(&position, depth)
            } else {
                perft(&position, depth)
            };
            let seconds = start.elapsed().as_secs_f64();
            println!("nodes {nodes}");
            println!("time {seconds:.3} s");
            println!("speed {:.1} Mnps", nodes as f64 / seconds.max(1e-9) / 1e6);
        }
        Job::Perftree { depth } => println!("{}", print_divide(&position, depth)),
        Job::Moves => {
            for mv in position.sorted_uci_moves() {
                println!("{mv}");
            }
        }
    }
    Ok(())
}

/// The rule sets the command knows, by UCI_Variant name.
fn dispatch(request: &Request) -> Result<(), String> {
    match request.variant.as_str() {
        "chess" | "standard" => run::<Standard>(request),
        "losalamos" => run::<LosAlamos>(request),
        other => Err(format!(
            "unknown variant: {other} (known: chess, losalamos)"
        )),
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
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
    match dispatch(&Request::from(cli.command)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
