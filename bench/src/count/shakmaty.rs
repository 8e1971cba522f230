//! shakmaty's own `perft`.

use crate::timing::timed;
use std::time::Duration;

/// Counts the position of `fen` (Shredder-FEN castling where `chess960`) to `depth`: the
/// count and the CPU time of the counting alone.
pub fn perft(fen: &str, chess960: bool, depth: u32) -> (u64, Duration) {
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    let mode = if chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let parsed: Fen = fen.parse().expect(fen);
    let position: Chess = parsed.into_position(mode).expect(fen);
    timed(|| shakmaty::perft(&position, depth))
}
