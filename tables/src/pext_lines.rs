//! Lines looked up by PEXT on boards of more than 64 squares, on x86-64 with BMI2.
//!
//! What a slider reaches along a line depends only on how many of the line's squares lie below
//! it and which of them are occupied. PEXT packs the line's occupancy (from each 64-bit half of
//! the `u128`) into a small index, one table shared by every board gives the reached squares
//! in the same packed form, and PDEP spreads them back onto the line. That replaces the
//! 128-bit subtraction, shifts and leading-zero counts of
//! [obstruction difference](crate::obstruction), and a cannon's hops along a line, which
//! obstruction difference finds with two differences one after the other, are one lookup
//! too.
//!
//! Compiled only when the target has BMI2 (e.g. `-C target-cpu=native` on such a machine).
//! `u64` boards keep obstruction difference, which costs a handful of instructions there (in
//! a trial with lookups on every board, the Makruk middlegame ran 4 % slower).

use chequer_core::{BitStorage, Bitboard, Geometry, Square};
use core::arch::x86_64::{_bzhi_u64, _pdep_u64, _pext_u64};

/// The longest line the tables serve, in squares: boards up to 12 files and 12 ranks.
const LONGEST: usize = 12;
/// The squares of a line besides the slider's, and so the bits of a packed occupancy.
const OTHERS: usize = LONGEST - 1;

/// One table: by the number of the line's squares below the slider, then by the packed
/// occupancy of the line, the packed squares reached.
type Patterns = [u16; LONGEST << OTHERS];

/// Where a slider goes along a line.
static SLIDES: Patterns = patterns(false);
/// Where a cannon goes along a line: beyond the first piece each way, up to and including the
/// next.
static HOPS: Patterns = patterns(true);

/// Whether the tables serve boards of geometry `G`: more than 64 squares (a `u128`), no
/// line longer than 12 squares.
pub(crate) const fn covers<G: Geometry>() -> bool {
    G::SQUARES > 64 && G::FILES as usize <= LONGEST && G::RANKS as usize <= LONGEST
}

/// The squares a slider on `from` reaches along `line` (through `from`, `from` excluded; a
/// whole line or one half of it) among `occupied`: as
/// [`line_attacks`](crate::obstruction::line_attacks) gives them, or with `hops` those a
/// cannon hops to, beyond the first piece each way up to and including the next. `G` must be
/// [covered](covers).
#[inline(always)]
pub(crate) fn reach<G: Geometry>(
    from: Square<G>,
    line: Bitboard<G>,
    occupied: Bitboard<G>,
    hops: bool,
) -> Bitboard<G> {
    let patterns = if hops { &HOPS } else { &SLIDES };
    let (line, occupied) = (line.0.to_u128(), occupied.0.to_u128());
    let (line_low, line_high) = (line as u64, (line >> 64) as u64);
    let index = from.index() as u32;
    let low_count = line_low.count_ones();
    // SAFETY: this module is compiled only where the target has BMI2.
    let (below, packed) = unsafe {
        let below = _bzhi_u64(line_low, index).count_ones()
            + _bzhi_u64(line_high, index.saturating_sub(64)).count_ones();
        let packed = _pext_u64(occupied as u64, line_low)
            | _pext_u64((occupied >> 64) as u64, line_high) << low_count;
        (below as usize, packed as usize)
    };
    let reached = u64::from(patterns[below << OTHERS | packed]);
    // SAFETY: as above.
    let (low, high) = unsafe {
        (
            _pdep_u64(reached, line_low),
            _pdep_u64(reached >> low_count, line_high),
        )
    };
    Bitboard(G::Bits::from_u128(u128::from(high) << 64 | u128::from(low)))
}

/// The table of slides (`hops` false) or of hops, for every count of squares below the
/// slider and every packed occupancy.
const fn patterns(hops: bool) -> Patterns {
    let mut table = [0; LONGEST << OTHERS];
    let mut below = 0;
    while below < LONGEST {
        let mut occupied = 0;
        while occupied < 1 << OTHERS {
            table[below << OTHERS | occupied] =
                walk(below, occupied, 1, hops) | walk(below, occupied, -1, hops);
            occupied += 1;
        }
        below += 1;
    }
    table
}

/// The squares reached one way (`step` +1 up, -1 down) along a packed line from the slider,
/// which stands between squares `below - 1` and `below`.
const fn walk(below: usize, occupied: usize, step: isize, hops: bool) -> u16 {
    let mut reached = 0;
    let mut screened = !hops;
    let mut square = if step > 0 {
        below as isize
    } else {
        below as isize - 1
    };
    while square >= 0 && square < OTHERS as isize {
        if screened {
            reached |= 1 << square;
        }
        if occupied & 1 << square != 0 {
            if screened {
                break;
            }
            screened = true;
        }
        square += step;
    }
    reached
}
