//! The `chequer` command: perft, perftree, legal moves and a position's state for every rule
//! set, with Chess960 castling and start positions.

use chequer::{
    CastlingMode, Chess960, LosAlamos, PerftOptions, Position, Rules, Standard, UciError,
    Validation, divide_with, perft_with,
};
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
        #[command(flatten)]
        counting: CountingArgs,
    },
    /// Perft split by root move in the format of the perftree debugging tool.
    Perftree {
        #[command(flatten)]
        rules: RuleArgs,
        /// Plies to search.
        depth: u32,
        /// The position.
        fen: String,
        /// Space-separated UCI moves to play from the position first.
        moves: Option<String>,
        #[command(flatten)]
        counting: CountingArgs,
    },
    /// List the legal moves in UCI, sorted, one a line.
    Moves {
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Show a position: diagram, FEN, side to move, check, outcome, hash, legal moves in SAN.
    Show {
        #[command(flatten)]
        position: PositionArgs,
        /// Moves (UCI or SAN) to play from the position first.
        #[arg(long, num_args = 1..)]
        moves: Vec<String>,
    },
}

/// How to count: threads and transposition table.
#[derive(Args)]
struct CountingArgs {
    /// Threads to count on (default: all cores).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
    threads: Option<u32>,
    /// Transposition table size in MiB (0: none).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=65536))]
    hash: u32,
}

impl CountingArgs {
    fn options(&self) -> PerftOptions {
        PerftOptions {
            threads: self
                .threads
                .map_or_else(|| PerftOptions::default().threads, |n| n as usize),
            hash_mib: self.hash as usize,
        }
    }
}

/// The rule set and how to read positions and write moves.
#[derive(Args)]
struct RuleArgs {
    /// The variant (UCI_Variant name): chess, chess960, losalamos.
    #[arg(long, default_value = "chess")]
    variant: String,
    /// Chess960 castling notation: UCI castling as king takes rook (e1h1).
    #[arg(long)]
    chess960: bool,
    /// Accept unreachable positions that can still be played (see `Validation::Lenient`).
    #[arg(long)]
    lenient: bool,
}

#[derive(Args)]
struct PositionArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// The position in FEN (X-FEN or Shredder-FEN castling); the start position if absent.
    #[arg(long, conflicts_with = "start")]
    fen: Option<String>,
    /// Chess960 start position number (0-959; 518 is the orthodox setup).
    #[arg(long)]
    start: Option<u16>,
    /// Black's start position number for Double Chess960 (default: the same as --start).
    #[arg(long, requires = "start")]
    black_start: Option<u16>,
}

/// What to do once the variant is known.
enum Job {
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

struct Request {
    variant: String,
    chess960: bool,
    validation: Validation,
    fen: Option<String>,
    /// Chess960 start position numbers for white and black.
    start: Option<(u16, u16)>,
    moves: Vec<String>,
    job: Job,
}

impl Request {
    fn new(rules: RuleArgs, job: Job) -> Request {
        Request {
            variant: rules.variant,
            chess960: rules.chess960,
            validation: if rules.lenient {
                Validation::Lenient
            } else {
                Validation::Strict
            },
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

impl From<Command> for Request {
    fn from(command: Command) -> Request {
        match command {
            Command::Perft {
                depth,
                position,
                moves,
                divide,
                counting,
            } => Request {
                moves,
                ..Request::new_at(
                    position,
                    Job::Perft {
                        depth,
                        divide,
                        options: counting.options(),
                    },
                )
            },
            Command::Perftree {
                rules,
                depth,
                fen,
                moves,
                counting,
            } => Request {
                fen: Some(fen),
                moves: moves
                    .unwrap_or_default()
                    .split_whitespace()
                    .map(String::from)
                    .collect(),
                ..Request::new(
                    rules,
                    Job::Perftree {
                        depth,
                        options: counting.options(),
                    },
                )
            },
            Command::Moves { position } => Request::new_at(position, Job::Moves),
            Command::Show { position, moves } => Request {
                moves,
                ..Request::new_at(position, Job::Show)
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
    if request.chess960 {
        if R::CASTLING_ROOK.is_none() {
            return Err(format!(
                "{} has no castling: --chess960 does not apply",
                R::NAME
            ));
        }
        // Chess960 mode accepts every position's castling rights.
        let _ = position.set_castling_mode(CastlingMode::Chess960);
    }
    for text in &request.moves {
        // UCI first; what is not UCI is read as SAN.
        let mv = match position.parse_uci(text) {
            Err(UciError::Syntax) => position.parse_san(text).map_err(|e| format!("{e}: {text}")),
            parsed => parsed.map_err(|e| format!("{e}: {text}")),
        }?;
        position.play_unchecked(mv);
    }
    Ok(position)
}

/// Prints one `move count` line per root move (sorted by move) and a blank line; returns the
/// perft total, which at depth 0 is the root itself.
fn print_divide<R: Rules>(position: &Position<R>, depth: u32, options: PerftOptions) -> u64 {
    let mut lines: Vec<_> = divide_with(position, depth, options)
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
        Job::Perft {
            depth,
            divide,
            options,
        } => {
            let start = Instant::now();
            let nodes = if divide {
                print_divide(&position, depth, options)
            } else {
                perft_with(&position, depth, options)
            };
            let seconds = start.elapsed().as_secs_f64();
            println!("nodes {nodes}");
            println!("time {seconds:.3} s");
            println!("speed {:.1} Mnps", nodes as f64 / seconds.max(1e-9) / 1e6);
        }
        Job::Perftree { depth, options } => {
            println!("{}", print_divide(&position, depth, options))
        }
        Job::Moves => {
            for mv in position.sorted_uci_moves() {
                println!("{mv}");
            }
        }
        Job::Show => show(&position),
    }
    Ok(())
}

/// Prints the diagram and FEN, then the state of the position and its moves in SAN.
fn show<R: Rules>(position: &Position<R>) {
    println!("{position}");
    println!("turn: {}", position.turn());
    println!("check: {}", if position.is_check() { "yes" } else { "no" });
    match position.outcome() {
        Some(outcome) => println!("outcome: {outcome} ({})", outcome.result()),
        None => println!("outcome: none"),
    }
    println!("hash: {:016x}", position.hash());
    let moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|&mv| position.san(mv))
        .collect();
    println!("legal moves ({}): {}", moves.len(), moves.join(" "));
}

/// The rule sets the command knows, by UCI_Variant name.
fn dispatch(mut request: Request) -> Result<(), String> {
    match request.variant.as_str() {
        "chess" | "standard" if request.start.is_none() => run::<Standard>(&request),
        "chess" | "standard" | "chess960" | "fischerandom" => {
            let (white, black) = request
                .start
                .unwrap_or((Chess960::ORTHODOX, Chess960::ORTHODOX));
            if request.fen.is_none() {
                let start = Chess960::start_double(white, black).map_err(|e| e.to_string())?;
                request.fen = Some(start.fen());
            }
            request.chess960 = true;
            run::<Standard>(&request)
        }
        _ if request.start.is_some() => Err(format!(
            "--start is a Chess960 option; {} has no Chess960 start positions",
            request.variant
        )),
        "losalamos" => run::<LosAlamos>(&request),
        other => Err(format!(
            "unknown variant: {other} (known: chess, chess960, losalamos)"
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
    match dispatch(Request::from(cli.command)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
