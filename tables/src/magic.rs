//! Fancy magic bitboards for 8×8 boards, built at compile time.
//!
//! For each square the occupancy of its relevant squares is multiplied by a magic number; the
//! top bits of the product index that square's slice of one shared attack table. The magic
//! numbers were found by `cargo run --release -p chequer-tables --example find_magics`
//! (a seeded random search), and the tables are filled by `const fn` from rays cut at their
//! first blocker ([`Rays`]).

#![allow(long_running_const_eval)] // building ~108k table entries at compile time is intended

use crate::magic_numbers::{BISHOP_MAGICS, ROOK_MAGICS};
use crate::square8::{Rays, relevant_mask};
use crate::{DIAGONAL, ORTHOGONAL};

/// The lookup data of one square.
#[derive(Clone, Copy, Debug)]
pub struct Magic {
    /// The relevant occupancy squares.
    pub mask: u64,
    /// The multiplier.
    pub magic: u64,
    /// 64 minus the number of relevant squares.
    pub shift: u32,
    /// Where the square's slice starts in the attack table.
    pub offset: usize,
}

const fn magics(
    directions: &[(i32, i32)],
    numbers: &[u64; 64],
    start: usize,
) -> ([Magic; 64], usize) {
    let mut magics = [Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut offset = start;
    let mut square = 0;
    while square < 64 {
        let mask = relevant_mask(square, directions);
        let bits = mask.count_ones();
        magics[square] = Magic {
            mask,
            magic: numbers[square],
            shift: 64 - bits,
            offset,
        };
        offset += 1 << bits;
        square += 1;
    }
    (magics, offset)
}

const ROOK: ([Magic; 64], usize) = magics(&ORTHOGONAL, &ROOK_MAGICS, 0);
const BISHOP: ([Magic; 64], usize) = magics(&DIAGONAL, &BISHOP_MAGICS, ROOK.1);
/// Number of entries of the shared attack table (rook slices, then bishop slices).
pub const TABLE_SIZE: usize = BISHOP.1;

/// The rook's per-square magics.
pub static ROOK_MAGIC: [Magic; 64] = ROOK.0;
/// The bishop's per-square magics.
pub static BISHOP_MAGIC: [Magic; 64] = BISHOP.0;

const fn fill(table: &mut [u64; TABLE_SIZE], magics: &[Magic; 64], rays: &Rays) {
    let mut square = 0;
    while square < 64 {
        let magic = magics[square];
        let count = 1u64 << (64 - magic.shift);
        // Carry-Rippler: every subset of the mask, in the order of their PDEP index.
        let mut occupied = 0u64;
        let mut index = 0;
        while index < count {
            let slot = magic.offset + (occupied.wrapping_mul(magic.magic) >> magic.shift) as usize;
            let attacks = rays.slide(square, occupied);
            // A slot shared by two occupancies must hold the same attacks; a bad magic number
            // fails the build here instead of giving wrong moves.
            assert!(
                table[slot] == 0 || table[slot] == attacks,
                "magic collision"
            );
            table[slot] = attacks;
            occupied = occupied.wrapping_sub(magic.mask) & magic.mask;
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
fn lookup(magic: &Magic, occupied: u64) -> u64 {
    let index =
        magic.offset + ((occupied & magic.mask).wrapping_mul(magic.magic) >> magic.shift) as usize;
    // SAFETY: `magics` gave every square a slice of `2^(64 - shift)` entries from its offset
    // inside the table, and a 64-bit product shifted right by `shift` is below that size.
    unsafe { *ATTACKS.get_unchecked(index) }
}

/// The rook's attacks from `square` (0..64) given the occupied squares, on raw integers for
/// hot paths that keep them; [`rook_attacks`] is the typed form.
#[inline(always)]
pub fn rook(square: usize, occupied: u64) -> u64 {
    lookup(&ROOK_MAGIC[square & 63], occupied)
}

/// The bishop's attacks from `square` (0..64) given the occupied squares, on raw integers;
/// [`bishop_attacks`] is the typed form.
#[inline(always)]
pub fn bishop(square: usize, occupied: u64) -> u64 {
    lookup(&BISHOP_MAGIC[square & 63], occupied)
}

crate::square8::typed_slider_lookups!();
