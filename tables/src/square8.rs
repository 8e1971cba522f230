//! Compile-time table builders for 8×8 boards, on plain `u64` (square = rank * 8 + file).
//!
//! These are `const fn`, so the orthodox tables cost nothing at run time and need no `std`.

use crate::rays::DIRECTIONS;

/// The 8×8 board the raw `u64` tables index, for the typed lookups built on them.
pub type Board8 = chequer_core::Grid<8, 8>;

/// `rook_attacks` and `bishop_attacks`, the typed forms of a backend module's raw `rook`
/// and `bishop` lookups (magic and PEXT share them).
macro_rules! typed_slider_lookups {
    () => {
        /// [`rook`] with typed squares and bitboards, as the generic backend takes them.
        #[inline(always)]
        pub fn rook_attacks(
            from: chequer_core::Square<crate::square8::Board8>,
            occupied: chequer_core::Bitboard<crate::square8::Board8>,
        ) -> chequer_core::Bitboard<crate::square8::Board8> {
            chequer_core::Bitboard(rook(from.index(), occupied.0))
        }

        /// [`bishop`] with typed squares and bitboards, as the generic backend takes them.
        #[inline(always)]
        pub fn bishop_attacks(
            from: chequer_core::Square<crate::square8::Board8>,
            occupied: chequer_core::Bitboard<crate::square8::Board8>,
        ) -> chequer_core::Bitboard<crate::square8::Board8> {
            chequer_core::Bitboard(bishop(from.index(), occupied.0))
        }
    };
}
pub(crate) use typed_slider_lookups;

/// The board square `files` to the right and `ranks` up from `square`, if on the board.
const fn offset(square: usize, files: i32, ranks: i32) -> Option<usize> {
    let file = (square % 8) as i32 + files;
    let rank = (square / 8) as i32 + ranks;
    if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
        Some((rank * 8 + file) as usize)
    } else {
        None
    }
}

/// A leaper's targets from every square.
pub const fn leaper_table(offsets: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0; 64];
    let mut square = 0;
    while square < 64 {
        let mut i = 0;
        while i < offsets.len() {
            if let Some(target) = offset(square, offsets[i].0, offsets[i].1) {
                table[square] |= 1 << target;
            }
            i += 1;
        }
        square += 1;
    }
    table
}

/// A rider's attacks from `square`: each ray stops at and includes its first occupied square.
pub const fn slide(square: usize, occupied: u64, directions: &[(i32, i32)]) -> u64 {
    let mut attacks = 0;
    let mut i = 0;
    while i < directions.len() {
        let mut current = square;
        while let Some(next) = offset(current, directions[i].0, directions[i].1) {
            attacks |= 1 << next;
            if occupied & (1 << next) != 0 {
                break;
            }
            current = next;
        }
        i += 1;
    }
    attacks
}

/// A rider's four rays from every square, for building slider tables: [`Rays::slide`] cuts
/// each at its first blocker with a bit scan instead of stepping square by square as
/// [`slide`] does, which made the orthodox tables' compile-time build several times faster.
pub struct Rays {
    directions: [(i32, i32); 4],
    /// The empty-board slide from each square in each direction.
    rays: [[u64; 4]; 64],
}

impl Rays {
    /// The rays of the four `directions`.
    pub const fn new(directions: [(i32, i32); 4]) -> Rays {
        let mut rays = [[0; 4]; 64];
        let mut square = 0;
        while square < 64 {
            let mut i = 0;
            while i < 4 {
                rays[square][i] = slide(square, 0, &[directions[i]]);
                i += 1;
            }
            square += 1;
        }
        Rays { directions, rays }
    }

    /// [`slide`] along these rays: each stops at and includes its first occupied square.
    pub const fn slide(&self, square: usize, occupied: u64) -> u64 {
        let mut attacks = 0;
        let mut i = 0;
        while i < 4 {
            let ray = self.rays[square][i];
            let blockers = ray & occupied;
            attacks |= if blockers == 0 {
                ray
            } else {
                // Along a direction of rising square numbers the first blocker is the lowest.
                let (files, ranks) = self.directions[i];
                let first = if files + 8 * ranks > 0 {
                    blockers.trailing_zeros()
                } else {
                    63 - blockers.leading_zeros()
                };
                ray & !self.rays[first as usize][i]
            };
            i += 1;
        }
        attacks
    }
}

/// The squares whose occupancy can change a rider's attacks from `square`: its rays without
/// their last square, which is attacked whether occupied or not.
pub const fn relevant_mask(square: usize, directions: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    let mut i = 0;
    while i < directions.len() {
        let (files, ranks) = directions[i];
        let mut current = square;
        while let Some(next) = offset(current, files, ranks) {
            if offset(next, files, ranks).is_none() {
                break;
            }
            mask |= 1 << next;
            current = next;
        }
        i += 1;
    }
    mask
}

/// The occupancy subset number `index` of `mask`: bit `i` of `index` goes to the `i`-th lowest
/// square of `mask` (a software PDEP).
pub const fn deposit(index: u64, mut mask: u64) -> u64 {
    let mut result = 0;
    let mut bit = 0;
    while mask != 0 {
        let lowest = mask & mask.wrapping_neg();
        if index & (1 << bit) != 0 {
            result |= lowest;
        }
        mask &= mask - 1;
        bit += 1;
    }
    result
}

/// The two tables of square pairs on a common rank, file or diagonal, built in one walk:
/// `.0[a][b]`, the squares strictly between `a` and `b`; `.1[a][b]`, the whole line through
/// both, edge to edge. Both are empty for squares that share no line.
pub const fn line_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut between = [[0; 64]; 64];
    let mut lines = [[0; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (files, ranks) = DIRECTIONS[d];
            // Both rays on an empty board run to the edges.
            let line = slide(a, 0, &[(files, ranks), (-files, -ranks)]) | 1 << a;
            let mut passed = 0;
            let mut current = a;
            while let Some(b) = offset(current, files, ranks) {
                between[a][b] = passed;
                lines[a][b] = line;
                passed |= 1 << b;
                current = b;
            }
            d += 1;
        }
        a += 1;
    }
    (between, lines)
}
