//! The squares between two squares, and the whole line through them, in constant time on any
//! board. A rank, file or diagonal is an arithmetic progression of square indices (step 1,
//! `FILES`, `FILES + 1` or `FILES - 1`), so its squares between two bounds are a periodic bit
//! pattern, a compile-time constant per step and board, masked to the range: no walk and no
//! table, whatever the geometry.

use crate::board::bitboard::Bitboard;
use crate::board::geometry::Geometry;
use crate::board::square::Square;

/// Bits 0, `step`, `2 * step`, ... below 128.
const fn periodic(step: u32) -> u128 {
    let mut pattern = 0u128;
    let mut bit = 0;
    while bit < 128 {
        pattern |= 1 << bit;
        bit += step;
    }
    pattern
}

/// The four patterns of a board: ranks, files, diagonals, anti-diagonals.
trait LinePatterns {
    const PATTERNS: [u128; 4];
}

impl<G: Geometry> LinePatterns for G {
    const PATTERNS: [u128; 4] = {
        let files = G::FILES as u32;
        // A board of one file has no diagonals; any pattern does there.
        let anti = if files > 1 { files - 1 } else { 1 };
        [
            periodic(1),
            periodic(files),
            periodic(files + 1),
            periodic(anti),
        ]
    };
}

/// The step between neighbouring squares of a line in direction `(files, ranks)` (a unit
/// step), as a positive index distance, and the line's pattern.
#[inline(always)]
fn step_and_pattern<G: Geometry>(files: i32, ranks: i32) -> (u32, u128) {
    let step = (ranks * G::FILES as i32 + files).unsigned_abs();
    let kind = match (files, ranks) {
        (_, 0) => 0,
        (0, _) => 1,
        _ if files == ranks => 2,
        _ => 3,
    };
    (step, G::PATTERNS[kind])
}

/// Bits `low..=high` (both below 128).
#[inline(always)]
fn range(low: u32, high: u32) -> u128 {
    let upto = if high >= 127 {
        u128::MAX
    } else {
        (1u128 << (high + 1)) - 1
    };
    upto & !((1u128 << low) - 1)
}

/// The squares strictly between `a` and `b` if they share a rank, file or diagonal, else
/// none.
#[inline]
pub(crate) fn between<G: Geometry>(a: Square<G>, b: Square<G>) -> Bitboard<G> {
    let Some((files, ranks)) = a.direction_to(b) else {
        return Bitboard::empty();
    };
    let (step, pattern) = step_and_pattern::<G>(files, ranks);
    let (low, high) = (
        a.index().min(b.index()) as u32,
        a.index().max(b.index()) as u32,
    );
    if high - low <= step {
        return Bitboard::empty();
    }
    Bitboard::from_u128((pattern << (low + step)) & range(low + step, high - step))
}

/// The whole rank, file or diagonal through `a` and `b`, edge to edge, if they share one,
/// else none.
#[inline]
pub(crate) fn line<G: Geometry>(a: Square<G>, b: Square<G>) -> Bitboard<G> {
    let Some((files, ranks)) = a.direction_to(b) else {
        return Bitboard::empty();
    };
    // Steps from `a` to the board's edge along (files, ranks).
    let to_edge = |files: i32, ranks: i32| {
        let room = |position: u8, direction: i32, size: u8| match direction {
            1 => u32::from(size - 1 - position),
            -1 => u32::from(position),
            _ => u32::MAX,
        };
        room(a.file(), files, G::FILES).min(room(a.rank(), ranks, G::RANKS))
    };
    let (step, pattern) = step_and_pattern::<G>(files, ranks);
    let index = a.index() as u32;
    // Seen from the lower index, the line runs in the direction with the positive step.
    let upward = ranks * G::FILES as i32 + files > 0;
    let (up, down) = if upward {
        (to_edge(files, ranks), to_edge(-files, -ranks))
    } else {
        (to_edge(-files, -ranks), to_edge(files, ranks))
    };
    let (low, high) = (index - down * step, index + up * step);
    Bitboard::from_u128((pattern << low) & range(low, high))
}
