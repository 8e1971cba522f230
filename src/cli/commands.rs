//! The commands on one position: perft, perftree, moves and show.

use super::CliError;
use super::progress::PerftReporter;
use super::request::{Job, Request};
use crate::{
    CastlingMode, Chess960, ColoredPiece, Geometry, PerftOptions, Piece, Position, Rules, Setup,
    Square, UciError, Validation, divide_with, fen, perft_with_progress,
};
use std::time::Instant;

fn position<R: Rules>(request: &Request) -> Result<Position<R>, String> {
    let mut position = match (&request.fen, request.start) {
        (Some(sfen), _) if request.sfen => Position::<R>::from_sfen(sfen, request.validation)
            .map_err(|e| format!("{e}: {sfen}"))?,
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
        // UCI (or USI) first; what is not is read as SAN.
        let parsed = if request.usi {
            position.parse_usi(text)
        } else {
            position.parse_uci(text)
        };
        let mv = match parsed {
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
            Some(ColoredPiece {
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
fn print_divide<R: Rules>(
    position: &Position<R>,
    depth: u32,
    options: PerftOptions,
    usi: bool,
) -> Result<u64, CliError> {
    let mut lines: Vec<_> = divide_with(position, depth, options)
        .into_iter()
        .map(|(mv, count)| (write_move(position, mv, usi), count))
        .collect();
    lines.sort();
    for (mv, count) in &lines {
        out!("{mv} {count}")?;
    }
    out!()?;
    Ok(if depth == 0 {
        1
    } else {
        lines.iter().map(|(_, count)| count).sum()
    })
}

pub(crate) fn run<R: Rules>(request: &Request) -> Result<(), CliError> {
    let position = position::<R>(request)?;
    match request.job {
        Job::Perft {
            depth,
            divide,
            options,
        } => {
            let start = Instant::now();
            let nodes = if divide {
                print_divide(&position, depth, options, request.usi)?
            } else {
                let reporter = PerftReporter::new();
                let nodes = perft_with_progress(&position, depth, options, |progress| {
                    reporter.report(progress)
                });
                reporter.finish();
                nodes
            };
            let seconds = start.elapsed().as_secs_f64();
            out!("nodes {nodes}")?;
            out!("time {seconds:.3} s")?;
            out!("speed {:.1} Mnps", nodes as f64 / seconds.max(1e-9) / 1e6)?;
        }
        Job::Perftree { depth, options } => {
            let total = print_divide(&position, depth, options, request.usi)?;
            out!("{total}")?;
        }
        Job::Moves => {
            let mut moves: Vec<String> = position
                .legal_moves()
                .iter()
                .map(|&mv| write_move(&position, mv, request.usi))
                .collect();
            moves.sort();
            for mv in moves {
                out!("{mv}")?;
            }
        }
        Job::Show => show(&position, request.sfen)?,
    }
    Ok(())
}

/// `mv` in USI or UCI.
fn write_move<R: Rules>(position: &Position<R>, mv: crate::Move<R>, usi: bool) -> String {
    if usi {
        position.usi(mv)
    } else {
        position.uci(mv)
    }
}

/// Prints the diagram and FEN (and SFEN if asked), then the state of the position and its
/// moves in SAN.
fn show<R: Rules>(position: &Position<R>, sfen: bool) -> Result<(), CliError> {
    out!("{position}")?;
    if sfen {
        out!("sfen: {}", position.sfen())?;
    }
    out!("turn: {}", position.turn())?;
    out!("check: {}", if position.is_check() { "yes" } else { "no" })?;
    match position.outcome() {
        Some(outcome) => out!("outcome: {outcome} ({})", outcome.result())?,
        None => out!("outcome: none")?,
    }
    out!("hash: {:016x}", position.hash())?;
    let moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|&mv| position.san(mv))
        .collect();
    out!("legal moves ({}): {}", moves.len(), moves.join(" "))
}
