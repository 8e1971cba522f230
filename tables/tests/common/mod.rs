//! What the table tests share: deterministic pseudo-random bits and boards, and one test per
//! board shape.

use chequer_core::{Bitboard, Geometry};

/// A xorshift generator: the same numbers on every run, so a failure repeats.
pub struct Xorshift(u64);

impl Xorshift {
    /// A generator from a non-zero `seed`.
    pub fn new(seed: u64) -> Self {
        Xorshift(seed)
    }

    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// The next 128 bits.
    pub fn next_u128(&mut self) -> u128 {
        (u128::from(self.next_u64()) << 64) | u128::from(self.next_u64())
    }
}

/// `count` occupancies of the board, in turn sparse, medium and dense.
#[allow(dead_code, reason = "not every test file uses every helper")]
pub fn occupancies<G: Geometry>(count: usize) -> Vec<Bitboard<G>> {
    let mut random = Xorshift::new(0x9E37_79B9_7F4A_7C15);
    (0..count)
        .map(|i| {
            let mut next = || random.next_u128();
            let bits = match i % 3 {
                0 => next() & next() & next(),
                1 => next() & next(),
                _ => next() | next(),
            };
            Bitboard::from_u128(bits)
        })
        .collect()
}

/// A module of tests, one per board shape of both storages, each calling `check::<Board>()`:
/// `on_boards!(module_name: check);`.
macro_rules! on_boards {
    ($module:ident: $check:ident) => {
        on_boards!(@tests $module: $check;
            board_5x5 => Grid<5, 5>,
            board_6x6 => Grid<6, 6>,
            board_8x8 => Grid<8, 8>,
            board_10x8_u128 => Grid<10, 8, u128>,
            board_9x10_u128 => Grid<9, 10, u128>,
            board_10x10_u128 => Grid<10, 10, u128>,
            board_12x10_u128 => Grid<12, 10, u128>,
            board_16x8_u128 => Grid<16, 8, u128>,
        );
    };
    (@tests $module:ident: $check:ident; $($test:ident => $board:ty,)+) => {
        mod $module {
            use chequer_core::Grid;
            $(
                #[test]
                fn $test() {
                    super::$check::<$board>();
                }
            )+
        }
    };
}

pub(crate) use on_boards;
