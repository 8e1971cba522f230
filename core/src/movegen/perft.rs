//! Perft: counting the leaves of the legal move tree, the proof of a move generator.

use crate::movegen::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use alloc::vec::Vec;

/// The number of leaf nodes of the legal move tree `depth` plies deep. At depth 1 the legal
/// moves are counted without being played (bulk counting).
///
/// Debug builds check at every node that the incremental hash equals a recomputed one.
pub fn perft<R: Rules>(position: &Position<R>, depth: u32) -> u64 {
    debug_assert_eq!(
        position.hash(),
        position.hash_from_scratch(),
        "{}",
        position.fen()
    );
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        _ => {
            let mut nodes = 0;
            position.for_each_legal_move(|mv| {
                let mut child = *position;
                child.play_unchecked(mv);
                nodes += perft(&child, depth - 1);
                true
            });
            nodes
        }
    }
}

/// Perft split by root move: each legal move with the leaves below it (`depth - 1` plies).
/// At depth 0 there are no root moves.
pub fn divide<R: Rules>(position: &Position<R>, depth: u32) -> Vec<(Move<R>, u64)> {
    divide_by(position, depth, perft)
}

/// [`divide`] with each root move's subtree counted by `count(child, depth - 1)`, so that a
/// caller can count them another way (on threads, with a table) and still split the same.
pub fn divide_by<R: Rules>(
    position: &Position<R>,
    depth: u32,
    mut count: impl FnMut(&Position<R>, u32) -> u64,
) -> Vec<(Move<R>, u64)> {
    let mut counts = Vec::new();
    if depth == 0 {
        return counts;
    }
    position.for_each_legal_move(|mv| {
        let mut child = *position;
        child.play_unchecked(mv);
        counts.push((mv, count(&child, depth - 1)));
        true
    });
    counts
}
