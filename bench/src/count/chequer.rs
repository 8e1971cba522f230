//! chequer's perft, as its README counts.

use crate::timing::timed;
use chequer::{Position, Rules, Standard, Validation};
use std::time::Duration;

/// Counts the position of `fen` (Shredder-FEN castling where `chess960`) to `depth`: the
/// count and the CPU time of the counting alone.
pub fn perft(fen: &str, chess960: bool, depth: u32) -> (u64, Duration) {
    // chequer reads either castling notation in one rule set.
    let _ = chess960;
    rule_set_perft::<Standard>(Some(fen), depth)
}

/// Counts rule set `R`'s position `fen` (its start position if `None`) to `depth`: the count
/// and the CPU time of the counting alone.
pub fn rule_set_perft<R: Rules>(fen: Option<&str>, depth: u32) -> (u64, Duration) {
    let position = fen.map_or_else(Position::<R>::start, |fen| {
        Position::from_fen(fen, Validation::Strict).expect(fen)
    });
    timed(|| chequer::perft(&position, depth))
}
