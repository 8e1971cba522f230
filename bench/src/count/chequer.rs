//! chequer's perft, as its README counts.

use crate::timing::timed;
use std::time::Duration;

/// Counts the position of `fen` (Shredder-FEN castling where `chess960`) to `depth`: the
/// count and the CPU time of the counting alone.
pub fn perft(fen: &str, chess960: bool, depth: u32) -> (u64, Duration) {
    use chequer::{Position, Standard, Validation};
    // chequer reads either castling notation in one rule set.
    let _ = chess960;
    let position = Position::<Standard>::from_fen(fen, Validation::Strict).expect(fen);
    timed(|| chequer::perft(&position, depth))
}
