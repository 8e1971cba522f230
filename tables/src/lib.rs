//! Attack tables for chequer, for any board geometry.
//!
//! * [`leaper`]: targets of leapers (knight, king, ...) from a list of offsets.
//! * [`atoms`], [`betza`] and [`movement`]: any piece's movement as atoms (leapers, riders with
//!   a range, hoppers, grasshoppers, lame leapers; quiet or capturing; initial moves), read
//!   from Betza notation and compiled into tables; [`army`], a piece set's movements.
//! * [`rays`]: rays, `between` and `line` masks.
//! * Slider backends: [`naive`] (the ray walk every other backend is tested against),
//!   [`generic`] (ray tables with a nearest-blocker lookup; any geometry, `u64` or `u128`),
//!   [`obstruction`] (obstruction difference, one line at a time; any geometry, no table beyond
//!   each square's lines), and for 8×8 boards [`magic`] (fancy magic bitboards, built at compile time) and, on
//!   x86-64 with BMI2, `pext` (PEXT tables; compiled only where the target has BMI2). With
//!   BMI2, boards of more than 64 squares look their lines up by PEXT instead of
//!   taking the obstruction difference.
#![no_std]
#![deny(missing_docs)]

extern crate alloc;

// What `fairy_pieces!` expands to needs, from the crate that calls it.
#[doc(hidden)]
pub use alloc::boxed::Box as __Box;
#[doc(hidden)]
pub use chequer_core as __core;
#[doc(hidden)]
pub use once_cell as __once_cell;

pub mod army;
pub mod atoms;
pub mod betza;
pub mod betza_movement;
pub mod betza_pieces;
pub use betza_movement::{BetzaMovement, BetzaQuietMovement};
pub use betza_pieces::BetzaPieces;
pub mod generic;
pub mod leaper;
pub mod magic;
mod magic_numbers;
pub mod movement;
pub mod naive;
pub mod obstruction;
mod per_square;
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
pub mod pext;
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
mod pext_lines;
pub mod rays;
pub mod square8;

/// The four orthogonal directions `(files, ranks)`: the rook's.
pub const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The four diagonal directions `(files, ranks)`: the bishop's.
pub const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
/// The knight's eight leaps.
pub const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// The camel's eight leaps, (1, 3) every way: a leaper that never leaves its colour.
pub const CAMEL: [(i32, i32); 8] = [
    (1, 3),
    (3, 1),
    (3, -1),
    (1, -3),
    (-1, -3),
    (-3, -1),
    (-3, 1),
    (-1, 3),
];
/// The king's eight steps.
pub const KING: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
