//! The `chequer` command: perft, perftree, legal moves, a position's state and perft suites
//! for every rule set of the registry, with Chess960 castling and start positions.

mod suite;

use chequer::registry::{self, RuleSet, RuleSetVisitor};
use chequer::{
    CastlingMode, Chess960, Geometry, PerftOptions, Piece, Position, Rules, Setup, Square,
    UciError, Validation, divide_with, fen, perft_with,
};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
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
    #[command(flatten)]
    OnPosition(PositionCommand),
    /// Run a perft suite (the `.perft` format): every count up to --max-nodes, one line per
    /// mismatch (id, FEN, depth, expected, got); exit code 1 on any mismatch.
    Suite {
        /// The suite file.
        file: std::path::PathBuf,
        /// Skip published counts above this many nodes (default: none skipped).
        #[arg(long)]
        max_nodes: Option<u64>,
        #[command(flatten)]
        counting: CountingArgs,
    },
}

/// The commands that work on one position.
#[derive(Subcommand)]
enum PositionCommand {
    /// Count the leaves of the legal move tree; print the total, time and speed.
    Perft {
        /// Plies to search.
        depth: u32,
        #[command(flatten)]
        position: PositionArgs,
        /// Moves (UCI or SAN) to play from the position first: several values, or one quoted
        /// list.
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
        /// Moves (UCI or SAN) to play from the position first: several values, or one quoted
        /// list.
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
    /// The variant (UCI_Variant name; `chequer --help` lists them).
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

impl From<PositionCommand> for Request {
    fn from(command: PositionCommand) -> Request {
        match command {
            PositionCommand::Perft {
                depth,
                position,
                moves,
                divide,
                counting,
            } => Request {
                moves: split_moves(moves),
                ..Request::new_at(
                    position,
                    Job::Perft {
                        depth,
                        divide,
                        options: counting.options(),
                    },
                )
            },
            PositionCommand::Perftree {
                rules,
                depth,
                fen,
                moves,
                counting,
            } => Request {
                fen: Some(fen),
                moves: split_moves(moves),
                ..Request::new(
                    rules,
                    Job::Perftree {
                        depth,
                        options: counting.options(),
                    },
                )
            },
            PositionCommand::Moves { position } => Request::new_at(position, Job::Moves),
            PositionCommand::Show { position, moves } => Request {
                moves: split_moves(moves),
                ..Request::new_at(position, Job::Show)
            },
        }
    }
}

/// Moves given as several values, as one quoted list, or both: `--moves e4 e5`,
/// `--moves "e4 e5"`.
fn split_moves(values: impl IntoIterator<Item = String>) -> Vec<String> {
    values
        .into_iter()
        .flat_map(|value| {
            value
                .split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect()
}

fn position<R: Rules>(request: &Request) -> Result<Position<R>, String> {
    let mut position = match (&request.fen, request.start) {
        (Some(fen), _) => {
            Position::<R>::from_fen(fen, request.validation).map_err(|e| format!("{e}: {fen}"))?
        }
        (None, Some((white, black))) => chess960_start::<R>(white, black)?,
        (None, None) => Position::start(),
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

/// Chess960 start position `white` (and `black` for Double Chess960) in rule set `R`: its own
/// start position (pockets, counters) with the back ranks and castling rights of Chess960.
fn chess960_start<R: Rules>(white: u16, black: u16) -> Result<Position<R>, String> {
    let shuffled = Chess960::start_double(white, black).map_err(|e| e.to_string())?;
    let no_start_positions = || format!("{} has no Chess960 start positions", R::NAME);
    if (R::Geometry::FILES, R::Geometry::RANKS) != (8, 8) || R::CASTLING_ROOK.is_none() {
        return Err(no_start_positions());
    }
    let mut setup: Setup<R> = fen::parse(R::START_FEN).map_err(|e| e.to_string())?;
    for index in (0..8).chain(56..64) {
        let square = Square::new(index).ok_or_else(no_start_positions)?;
        let standard_square = Square::new(index).ok_or_else(no_start_positions)?;
        let piece = shuffled.piece_at(standard_square).and_then(|piece| {
            let kind = R::Piece::from_letter(piece.piece.letter())?;
            Some(chequer::ColoredPiece {
                color: piece.color,
                piece: kind,
            })
        });
        setup.set_piece(square, piece);
    }
    setup.castling_rooks = shuffled
        .castling_rooks()
        .into_iter()
        .filter_map(|rook| Square::new(rook.index()))
        .collect();
    let mut position =
        Position::from_setup(setup, Validation::Strict).map_err(|e| format!("{}: {e}", R::NAME))?;
    let _ = position.set_castling_mode(CastlingMode::Chess960);
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

/// Runs a request on the rule set it names.
struct Runner(Request);

impl RuleSetVisitor for Runner {
    type Output = Result<(), String>;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> Result<(), String> {
        let mut request = self.0;
        if rule_set.chess960 {
            request.chess960 = true;
            if request.fen.is_none() && request.start.is_none() {
                request.start = Some((Chess960::ORTHODOX, Chess960::ORTHODOX));
            }
        }
        if request.start.is_some() {
            request.chess960 = true;
        }
        run::<R>(&request)
    }
}

/// Runs the request on its rule set, or says which rule sets exist.
fn dispatch(request: Request) -> Result<(), String> {
    let variant = request.variant.clone();
    registry::visit(&variant, Runner(request)).unwrap_or_else(|| {
        Err(format!(
            "unknown variant: {variant} (known: {})",
            registry::names()
        ))
    })
}

/// The command line, with the rule sets of the registry in the help texts.
fn command() -> clap::Command {
    let list: String = registry::RULE_SETS
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
    for name in ["perft", "perftree", "moves", "show"] {
        command = command.mut_subcommand(name, |sub| {
            sub.mut_arg("variant", |arg| {
                arg.help(format!(
                    "The variant (UCI_Variant name): {}",
                    registry::names()
                ))
            })
        });
    }
    command
}

fn main() -> ExitCode {
    let parsed = command()
        .try_get_matches()
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
            dispatch(Request::from(command)).map(|()| ExitCode::SUCCESS)
        }
        Command::Suite {
            file,
            max_nodes,
            counting,
        } => suite::run(&file, max_nodes.unwrap_or(u64::MAX), counting.options()),
    };
    match done {
        Ok(code) => code,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
