//! Perft on several threads, with an optional transposition table.
//!
//! The tree is split two plies below the root into jobs that the threads take from a shared
//! counter, so that the work stays balanced when root moves have very different subtrees. The
//! table, shared by all threads without locks, remembers the count of a (position, depth)
//! pair: perft counts depend only on the position, which the Zobrist hash identifies.

use crate::perft_table::Table;
use chequer_core::{Move, Position, Rules, divide_by};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// How to count: threads and transposition table size.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PerftOptions {
    /// Threads to count on; 0 or 1 counts on the calling thread.
    pub threads: usize,
    /// Transposition table size in MiB; 0 for none. A size the system refuses is halved
    /// until it accepts it.
    pub hash_mib: usize,
}

impl Default for PerftOptions {
    /// All available cores, no table.
    fn default() -> Self {
        PerftOptions {
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            hash_mib: 0,
        }
    }
}

/// The perft count of `position` at `depth`, as [`perft`](chequer_core::perft) gives it,
/// counted with `options`.
///
/// ```
/// use chequer::{PerftOptions, Position, Standard, perft_with};
///
/// let start = Position::<Standard>::start();
/// let options = PerftOptions { threads: 2, hash_mib: 16 };
/// assert_eq!(perft_with(&start, 5, options), 4_865_609);
/// ```
pub fn perft_with<R: Rules>(position: &Position<R>, depth: u32, options: PerftOptions) -> u64 {
    perft_with_progress(position, depth, options, |_| {})
}

/// How far a count has gone: the jobs (positions two plies below the root) counted so far,
/// of how many, and the leaves found below those counted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PerftProgress {
    /// Jobs counted.
    pub done: usize,
    /// Jobs in all.
    pub total: usize,
    /// Leaves below the jobs counted.
    pub nodes: u64,
}

/// [`perft_with`], calling `progress` each time a thread has counted a job, so that a long
/// count can show how far it has come. Counts below depth 3 have no jobs and no progress.
///
/// ```
/// use chequer::{PerftOptions, Position, Standard, perft_with_progress};
/// use std::sync::atomic::{AtomicUsize, Ordering};
///
/// let calls = AtomicUsize::new(0);
/// let nodes = perft_with_progress(&Position::<Standard>::start(), 4, PerftOptions::default(), |p| {
///     calls.fetch_add(1, Ordering::Relaxed);
///     assert!(p.done <= p.total);
/// });
/// assert_eq!(nodes, 197_281);
/// assert_eq!(calls.into_inner(), 400); // one call per position two plies deep
/// ```
pub fn perft_with_progress<R: Rules>(
    position: &Position<R>,
    depth: u32,
    options: PerftOptions,
    progress: impl Fn(PerftProgress) + Sync,
) -> u64 {
    let table = Table::new(options.hash_mib);
    if depth < 3 {
        return table.perft(position, depth);
    }
    let jobs = split_two_plies(position);
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let total = AtomicU64::new(0);
    let work = || {
        while let Some(child) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
            let nodes = table.perft(child, depth - 2);
            let nodes_so_far = total.fetch_add(nodes, Ordering::Relaxed) + nodes;
            progress(PerftProgress {
                done: done.fetch_add(1, Ordering::Relaxed) + 1,
                total: jobs.len(),
                nodes: nodes_so_far,
            });
        }
    };
    run_on_threads(options.threads, &work);
    total.into_inner()
}

/// Runs `work` on `threads` threads at once (on the calling thread if 0 or 1) and waits for
/// them. Not generic, so that a program with many rule sets compiles the spawning once.
fn run_on_threads(threads: usize, work: &(dyn Fn() + Sync)) {
    if threads <= 1 {
        work();
    } else {
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(work);
            }
        });
    }
}

/// [`divide`](chequer_core::divide) with each root move's subtree counted with `options`.
pub fn divide_with<R: Rules>(
    position: &Position<R>,
    depth: u32,
    options: PerftOptions,
) -> Vec<(Move<R>, u64)> {
    divide_by(position, depth, |child, depth| {
        perft_with(child, depth, options)
    })
}

/// Every position two plies below `position`.
fn split_two_plies<R: Rules>(position: &Position<R>) -> Vec<Position<R>> {
    let mut jobs = Vec::new();
    for_each_child(position, |child| {
        for_each_child(&child, |grandchild| jobs.push(grandchild));
    });
    jobs
}

fn for_each_child<R: Rules>(position: &Position<R>, mut f: impl FnMut(Position<R>)) {
    position.for_each_legal_move(|mv: Move<R>| {
        let mut child = *position;
        child.play_unchecked(mv);
        f(child);
        true
    });
}
