//! The same bulk-counted perft in each library, written the way each library's own
//! documentation or examples count, and timed by the thread's CPU time.

use crate::Case;
use std::time::Duration;

/// A library under test.
pub struct Library {
    pub name: &'static str,
    /// Whether it plays Chess960 castling.
    pub chess960: bool,
    /// Counts `case` to `depth`; returns the count and the CPU time of the counting alone.
    pub perft: fn(&Case, u32) -> (u64, Duration),
}

/// chequer first: the ratios compare the others with it.
pub const LIBRARIES: [Library; 4] = [
    Library {
        name: "chequer",
        chess960: true,
        perft: chequer_perft,
    },
    Library {
        name: "cozy-chess",
        chess960: true,
        perft: cozy_perft,
    },
    Library {
        name: "chess",
        chess960: false,
        perft: chess_perft,
    },
    Library {
        name: "shakmaty",
        chess960: true,
        perft: shakmaty_perft,
    },
];

/// The CPU time this thread has used.
fn thread_cpu_time() -> Duration {
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `time` is a valid, writable timespec for the duration of the call.
    let result = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut time) };
    assert_eq!(result, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(time.tv_sec as u64, time.tv_nsec as u32)
}

/// Runs `count`, returning its result and the CPU time it took.
pub fn timed(count: impl FnOnce() -> u64) -> (u64, Duration) {
    let start = thread_cpu_time();
    let nodes = std::hint::black_box(count());
    (nodes, thread_cpu_time() - start)
}

fn chequer_perft(case: &Case, depth: u32) -> (u64, Duration) {
    use chequer::{Position, Standard, Validation};
    let position = Position::<Standard>::from_fen(case.fen, Validation::Strict).expect(case.fen);
    timed(|| chequer::perft(&position, depth))
}

fn cozy_perft(case: &Case, depth: u32) -> (u64, Duration) {
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
    let board = Board::from_fen(case.fen, case.chess960).expect(case.fen);
    timed(|| perft(&board, depth))
}

fn chess_perft(case: &Case, depth: u32) -> (u64, Duration) {
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
    let board: Board = case.fen.parse().expect(case.fen);
    timed(|| perft(&board, depth))
}

fn shakmaty_perft(case: &Case, depth: u32) -> (u64, Duration) {
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    let mode = if case.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let fen: Fen = case.fen.parse().expect(case.fen);
    let position: Chess = fen.into_position(mode).expect(case.fen);
    timed(|| shakmaty::perft(&position, depth))
}
