//! The transposition table of perft counts, shared by all threads without locks.
//!
//! Perft counts depend only on the position and the depth, so a subtree reached again by
//! another move order is looked up instead of counted. The table is read at random, one cache
//! line per probe, so its layout is chosen for that line (measured in the book's performance
//! chapter):
//!
//! * an **entry** is 16 bytes: a 64-bit check and the depth with the count. Fewer check bits
//!   would let a different position pass for one in the table now and then, and a perft count
//!   must be exact;
//! * a **bucket** is four entries, one 64-byte cache line: a probe reads one line and finds
//!   the position in any of its four entries;
//! * a new count **replaces the shallowest** entry of its bucket, as a deeper count stands for
//!   a larger subtree, so the table keeps the counts that save the most work.

use crate::zeroed::ZeroedSlice;
use chequer_core::{Position, Rules, perft};
use std::sync::atomic::{AtomicU64, Ordering};

/// One remembered count: the data word holds the depth and the count, the key word the hash
/// xor the data, so that an entry torn by two threads writing at once fails the check instead
/// of giving a wrong count. All zero is empty: no count is stored at depth 0.
type Entry = [AtomicU64; 2];

/// Four entries in one cache line.
#[repr(C, align(64))]
struct Bucket([Entry; 4]);

/// Counts from 2^56 up do not fit beside the depth and are not stored.
const COUNT_BITS: u32 = 56;

/// Below this depth a count is made, not looked up: a count of one ply's moves is cheaper
/// than a probe that misses the caches.
const MIN_DEPTH: u32 = 2;

/// The bucket of `hash` among `buckets`: the high half of the product spreads the hash over
/// any number of buckets, so that the table takes the size asked for, not a power of two.
const fn bucket_index(hash: u64, buckets: usize) -> usize {
    ((hash as u128 * buckets as u128) >> 64) as usize
}

// Every hash falls in the table, whatever its size: the largest hash in the last bucket.
const _: () = {
    let sizes = [1, 3, 49_152, 1 << 28];
    let mut i = 0;
    while i < sizes.len() {
        assert!(bucket_index(u64::MAX, sizes[i]) == sizes[i] - 1);
        i += 1;
    }
};

/// A table of perft counts.
pub(crate) struct Table {
    buckets: Option<ZeroedSlice<Bucket>>,
}

impl Table {
    /// A table of at most `mib` MiB, halved until the system accepts the size, so that a
    /// size beyond the address space or the machine's limits gives a smaller table rather
    /// than an abort. A table of less than one bucket remembers nothing.
    pub(crate) fn new(mib: usize) -> Table {
        let mut buckets = mib.saturating_mul(1024 * 1024) / size_of::<Bucket>();
        while buckets > 0 {
            // SAFETY: a bucket of zero words is a valid bucket of empty entries.
            if let Some(zeroed) = unsafe { ZeroedSlice::new(buckets) } {
                return Table {
                    buckets: Some(zeroed),
                };
            }
            buckets /= 2;
        }
        Table { buckets: None }
    }

    /// The perft count of `position` at `depth`, from the table where it holds the count.
    pub(crate) fn perft<R: Rules>(&self, position: &Position<R>, depth: u32) -> u64 {
        let buckets = match &self.buckets {
            Some(buckets) if depth >= MIN_DEPTH => buckets,
            _ => return perft(position, depth),
        };
        let hash = position.hash();
        let Bucket(entries) = &buckets[bucket_index(hash, buckets.len())];
        for entry in entries {
            let data = entry[1].load(Ordering::Relaxed);
            if entry[0].load(Ordering::Relaxed) ^ data == hash
                && data >> COUNT_BITS == u64::from(depth)
            {
                return data & ((1 << COUNT_BITS) - 1);
            }
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
            let shallowest = entries
                .iter()
                .min_by_key(|entry| entry[1].load(Ordering::Relaxed) >> COUNT_BITS)
                .unwrap_or(&entries[0]);
            shallowest[0].store(hash ^ data, Ordering::Relaxed);
            shallowest[1].store(data, Ordering::Relaxed);
        }
        nodes
    }
}
