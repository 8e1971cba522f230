//! Perft on several threads, with an optional transposition table.
//!
//! The tree is split two plies below the root into jobs that the threads take from a shared
//! counter, so that the work stays balanced when root moves have very different subtrees. The
//! table, shared by all threads without locks, remembers the count of a (position, depth)
//! pair: perft counts depend only on the position, which the Zobrist hash identifies.

use chequer_core::{Move, Position, Rules, divide_by, perft};
use std::alloc::{Layout, alloc_zeroed};
use std::ptr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// How to count: threads and transposition table size.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PerftOptions {
    /// Threads to count on; 0 or 1 counts on the calling thread.
    pub threads: usize,
    /// Transposition table size in MiB; 0 for none. A size the allocator refuses is halved
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

/// The perft count of `position` at `depth`, as [`perft`] gives it, counted with `options`.
///
/// ```
/// use chequer::{PerftOptions, Position, Standard, perft_with};
///
/// let start = Position::<Standard>::start();
/// let options = PerftOptions { threads: 2, hash_mib: 16 };
/// assert_eq!(perft_with(&start, 5, options), 4_865_609);
/// ```
pub fn perft_with<R: Rules>(position: &Position<R>, depth: u32, options: PerftOptions) -> u64 {
    let table = Table::new(options.hash_mib);
    if options.threads <= 1 || depth < 3 {
        return table.perft(position, depth);
    }
    let jobs = split_two_plies(position);
    let next = AtomicUsize::new(0);
    let total = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..options.threads {
            scope.spawn(|| {
                let mut nodes = 0;
                while let Some(child) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    nodes += table.perft(child, depth - 2);
                }
                total.fetch_add(nodes, Ordering::Relaxed);
            });
        }
    });
    total.into_inner()
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

/// A lock-free table of perft counts. Each slot holds the count and depth in one word and
/// the hash xor that word in the other, so a slot torn by two threads writing at once fails
/// the check instead of giving a wrong count.
struct Table {
    slots: Box<[[AtomicU64; 2]]>,
}

/// `slots` zeroed slots (at least one), or `None` where the allocator refuses the size.
/// Written slot by slot, a table would become resident whole as it is made: a 16 GiB one
/// took 40 s before the first count.
fn zeroed_slots(slots: usize) -> Option<Box<[[AtomicU64; 2]]>> {
    let layout = Layout::array::<[AtomicU64; 2]>(slots).ok()?;
    // SAFETY: the layout's size is not zero, as `slots` is not.
    let start = unsafe { alloc_zeroed(layout) }.cast::<[AtomicU64; 2]>();
    if start.is_null() {
        return None;
    }
    // SAFETY: the global allocator gave `start` with the layout of `slots` elements, as a
    // boxed slice of them needs; an `AtomicU64` whose bits are all zero is
    // `AtomicU64::new(0)`, so every element is initialised.
    Some(unsafe { Box::from_raw(ptr::slice_from_raw_parts_mut(start, slots)) })
}

/// Counts from 2^56 up do not fit beside the depth and are not stored.
const COUNT_BITS: u32 = 56;

impl Table {
    /// A table of at most `mib` MiB, halved until the allocator accepts the size, so that a
    /// size beyond the address space or the machine's limits gives a smaller table rather
    /// than an abort. The slots start zeroed, as pages the allocator hands out untouched:
    /// only the slots perft reaches become resident.
    fn new(mib: usize) -> Table {
        let slots = mib.saturating_mul(1024 * 1024) / size_of::<[AtomicU64; 2]>();
        // A power of two, so that the hash's low bits index it.
        let mut slots = if slots == 0 { 0 } else { 1 << slots.ilog2() };
        loop {
            if slots == 0 {
                return Table {
                    slots: Box::new([]),
                };
            }
            if let Some(zeroed) = zeroed_slots(slots) {
                return Table { slots: zeroed };
            }
            slots /= 2;
        }
    }

    fn perft<R: Rules>(&self, position: &Position<R>, depth: u32) -> u64 {
        if depth < 2 || self.slots.is_empty() {
            return perft(position, depth);
        }
        let hash = position.hash();
        let slot = &self.slots[hash as usize & (self.slots.len() - 1)];
        let data = slot[1].load(Ordering::Relaxed);
        if slot[0].load(Ordering::Relaxed) ^ data == hash && data >> COUNT_BITS == u64::from(depth)
        {
            return data & ((1 << COUNT_BITS) - 1);
        }
        let mut nodes = 0;
        position.for_each_legal_move(|mv| {
            let mut child = *position;
            child.play_unchecked(mv);
            nodes += self.perft(&child, depth - 1);
            true
        });
        if nodes < 1 << COUNT_BITS && depth < 256 {
            let data = u64::from(depth) << COUNT_BITS | nodes;
            slot[0].store(hash ^ data, Ordering::Relaxed);
            slot[1].store(data, Ordering::Relaxed);
        }
        nodes
    }
}
