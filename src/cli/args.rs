//! The command line's arguments, as clap reads them.

use crate::{PerftOptions, Validation};
use clap::{Args, Parser, Subcommand};

/// Rules of chess and its variants: perft and legal moves.
#[derive(Parser)]
#[command(version, about)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Subcommand)]
pub(crate) enum Command {
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
    /// Replay games read from standard input, one a line as the UCI `position` command
    /// gives them (`startpos moves e2e4 e7e5`, `fen FEN moves ...`), and describe every
    /// position: one tab-separated line each of ply, FEN, check (0 or 1), how the game ended
    /// (`-`, or the result and why: `1-0 checkmate`, `1/2-1/2 repetition`), the result a
    /// player may claim (`-`, `1/2-1/2`, or a win where the claim is counted), the legal moves in UCI and the same moves in SAN; a blank line after each game. A
    /// move that is not legal ends its game with an `error` line (ply and why).
    Games {
        #[command(flatten)]
        rules: RuleArgs,
    },
}

/// The commands that work on one position.
#[derive(Subcommand)]
pub(crate) enum PositionCommand {
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
        /// The position; `-` reads one FEN a line from standard input.
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
pub(crate) struct CountingArgs {
    /// Threads to count on (default: all cores).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
    threads: Option<u32>,
    /// Transposition table size in MiB (0: none).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=65536))]
    hash: u32,
}

impl CountingArgs {
    pub(crate) fn options(&self) -> PerftOptions {
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
pub(crate) struct RuleArgs {
    /// The variant (UCI_Variant name; `chequer --help` lists them).
    #[arg(long, default_value = "chess")]
    pub(crate) variant: String,
    /// Chess960 castling notation: UCI castling as king takes rook (e1h1).
    #[arg(long)]
    pub(crate) chess960: bool,
    /// Accept unreachable positions that can still be played (see `Validation::Lenient`).
    #[arg(long)]
    pub(crate) lenient: bool,
    /// Read and write moves in USI, shogi's notation (`7g7f`, `P*5e`, `8h2b+`), instead of UCI.
    #[arg(long)]
    pub(crate) usi: bool,
    /// Read positions as SFEN, shogi's FEN (`... b - 1`), instead of FEN; `show` prints it too.
    #[arg(long)]
    pub(crate) sfen: bool,
}

impl RuleArgs {
    /// How strictly positions are read.
    pub(crate) fn validation(&self) -> Validation {
        if self.lenient {
            Validation::Lenient
        } else {
            Validation::Strict
        }
    }
}

/// The position a command starts from.
#[derive(Args)]
pub(crate) struct PositionArgs {
    #[command(flatten)]
    pub(crate) rules: RuleArgs,
    /// The position in FEN (X-FEN or Shredder-FEN castling); the start position if absent; `-`
    /// reads one FEN a line from standard input and runs the command on each.
    #[arg(long, conflicts_with = "start")]
    pub(crate) fen: Option<String>,
    /// Chess960 start position number (0-959; 518 is the orthodox setup).
    #[arg(long)]
    pub(crate) start: Option<u16>,
    /// Black's start position number for Double Chess960 (default: the same as --start).
    #[arg(long, requires = "start")]
    pub(crate) black_start: Option<u16>,
}
