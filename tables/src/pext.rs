//! PEXT bitboards for 8×8 boards on x86-64 with BMI2: the relevant occupancy bits, extracted
//! by one instruction, index the square's slice of the table directly.
//!
//! Compiled only when the target has BMI2 (e.g. `-C target-cpu=native` on such a machine).

#![allow(long_running_const_eval)] // building ~108k table entries at compile time is intended

use crate::square8::{Rays, relevant_mask};
use crate::{DIAGONAL, ORTHOGONAL};
use core::arch::x86_64::_pext_u64;

#[derive(Clone, Copy)]
struct Entry {
    mask: u64,
    offset: usize,
}

const fn entries(directions: &[(i32, i32)], start: usize) -> ([Entry; 64], usize) {
    let mut entries = [Entry { mask: 0, offset: 0 }; 64];
    let mut offset = start;
    let mut square = 0;
    while square < 64 {
        let mask = relevant_mask(square, directions);
        entries[square] = Entry { mask, offset };
        offset += 1 << mask.count_ones();
        square += 1;
    }
    (entries, offset)
}

const ROOK: ([Entry; 64], usize) = entries(&ORTHOGONAL, 0);
const BISHOP: ([Entry; 64], usize) = entries(&DIAGONAL, ROOK.1);
const TABLE_SIZE: usize = BISHOP.1;
static ROOK_ENTRIES: [Entry; 64] = ROOK.0;
static BISHOP_ENTRIES: [Entry; 64] = BISHOP.0;

const fn fill(table: &mut [u64; TABLE_SIZE], entries: &[Entry; 64], rays: &Rays) {
    let mut square = 0;
    while square < 64 {
        let entry = entries[square];
        let count = 1u64 << entry.mask.count_ones();
        // Carry-Rippler enumerates the subsets of the mask in increasing order, which is the
        // order of the index PEXT extracts from them.
        let mut occupied = 0u64;
        let mut index = 0;
        while index < count {
            table[entry.offset + index as usize] = rays.slide(square, occupied);
            occupied = occupied.wrapping_sub(entry.mask) & entry.mask;
            index += 1;
        }
        square += 1;
    }
}

const fn build() -> [u64; TABLE_SIZE] {
    let mut table = [0; TABLE_SIZE];
    fill(&mut table, &ROOK.0, &Rays::new(ORTHOGONAL));
    fill(&mut table, &BISHOP.0, &Rays::new(DIAGONAL));
    table
}

static ATTACKS: [u64; TABLE_SIZE] = build();

#[inline(always)]
fn lookup(entry: &Entry, occupied: u64) -> u64 {
    // SAFETY: this module is compiled only when the target has BMI2.
    let index = unsafe { _pext_u64(occupied, entry.mask) } as usize;
    // SAFETY: `build` gave every square a slice of `2^popcount(mask)` entries from its offset
    // inside the table, and PEXT yields an index below that size.
    unsafe { *ATTACKS.get_unchecked(entry.offset + index) }
}

/// The rook's attacks from `square` (0..64) given the occupied squares, on raw integers for
/// hot paths that keep them; [`rook_attacks`] is the typed form.
#[inline(always)]
pub fn rook(square: usize, occupied: u64) -> u64 {
    lookup(&ROOK_ENTRIES[square & 63], occupied)
}

/// The bishop's attacks from `square` (0..64) given the occupied squares, on raw integers;
/// [`bishop_attacks`] is the typed form.
#[inline(always)]
pub fn bishop(square: usize, occupied: u64) -> u64 {
    lookup(&BISHOP_ENTRIES[square & 63], occupied)
}

crate::square8::typed_slider_lookups!();
