//! The `chess` crate's perft, as its documentation counts (no Chess960).

use crate::timing::timed;
use std::time::Duration;

/// Counts the position of `fen` to `depth`: the count and the CPU time of the counting
/// alone. The crate has no Chess960 castling, so `chess960` must be false.
pub fn perft(fen: &str, chess960: bool, depth: u32) -> (u64, Duration) {
    use chess::{Board, MoveGen};
    fn perft(board: &Board, depth: u32) -> u64 {
        let moves = MoveGen::new_legal(board);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .map(|mv| perft(&board.make_move_new(mv), depth - 1))
            .sum()
    }
    assert!(!chess960, "the chess crate does not play Chess960");
    let board: Board = fen.parse().expect(fen);
    timed(|| perft(&board, depth))
}
