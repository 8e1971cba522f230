//! The lichess variants' start positions: chequer against shakmaty's `variant` feature, the
//! one Rust peer that plays them, perft counted the way each library counts.

use crate::timing::timed;
use chequer::{Antichess, Atomic, Horde, Position, RacingKings, Rules};
use std::time::Duration;

/// A variant's start position, its depth and published count, and its perft in each library.
pub struct VariantCase {
    pub name: &'static str,
    pub depth: u32,
    pub nodes: u64,
    pub chequer: fn(u32) -> (u64, Duration),
    pub shakmaty: fn(u32) -> (u64, Duration),
}

/// Published counts from the lichess variants' perft tables (`tests/data`).
pub const VARIANT_CASES: [VariantCase; 4] = [
    VariantCase {
        name: "atomic",
        depth: 5,
        nodes: 4_864_979,
        chequer: chequer_start::<Atomic>,
        shakmaty: shakmaty_start::<shakmaty::variant::Atomic>,
    },
    VariantCase {
        name: "antichess",
        depth: 5,
        nodes: 2_732_672,
        chequer: chequer_start::<Antichess>,
        shakmaty: shakmaty_start::<shakmaty::variant::Antichess>,
    },
    VariantCase {
        name: "horde",
        depth: 6,
        nodes: 5_396_554,
        chequer: chequer_start::<Horde>,
        shakmaty: shakmaty_start::<shakmaty::variant::Horde>,
    },
    VariantCase {
        name: "racingkings",
        depth: 5,
        nodes: 9_472_927,
        chequer: chequer_start::<RacingKings>,
        shakmaty: shakmaty_start::<shakmaty::variant::RacingKings>,
    },
];

fn chequer_start<R: Rules>(depth: u32) -> (u64, Duration) {
    let position = Position::<R>::start();
    timed(|| chequer::perft(&position, depth))
}

fn shakmaty_start<P: shakmaty::Position + Default + Clone>(depth: u32) -> (u64, Duration) {
    let position = P::default();
    timed(|| shakmaty::perft(&position, depth))
}
