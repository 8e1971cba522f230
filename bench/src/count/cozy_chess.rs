//! cozy-chess's perft, as its README's example counts.

use crate::timing::timed;
use std::time::Duration;

/// Counts the position of `fen` (Shredder-FEN castling where `chess960`) to `depth`: the
/// count and the CPU time of the counting alone.
pub fn perft(fen: &str, chess960: bool, depth: u32) -> (u64, Duration) {
    use cozy_chess::Board;
    fn perft(board: &Board, depth: u32) -> u64 {
        let mut nodes = 0;
        if depth == 1 {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        } else {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += perft(&child, depth - 1);
                }
                false
            });
        }
        nodes
    }
    let board = Board::from_fen(fen, chess960).expect(fen);
    timed(|| perft(&board, depth))
}
