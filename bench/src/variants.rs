//! The lichess variants, each from its start position and from a busy middlegame: chequer
//! against shakmaty's `variant` feature, the one Rust peer that plays them, perft counted the
//! way each library counts.

use crate::timing::timed;
use chequer::{
    Antichess, Atomic, Crazyhouse, Horde, KingOfTheHill, Position, RacingKings, Rules, ThreeCheck,
    Validation,
};
use std::time::Duration;

/// A variant's position, its depth and count, and its perft in each library.
pub struct VariantCase {
    pub name: &'static str,
    pub fen: &'static str,
    pub depth: u32,
    pub nodes: u64,
    pub chequer: fn(&str, u32) -> (u64, Duration),
    pub shakmaty: fn(&str, u32) -> (u64, Duration),
}

/// Each variant's start position and one middlegame. The counts marked published are from
/// the perft tables in `tests/data`; the others, deeper than those tables go, are the counts
/// chequer and shakmaty agree on (the benchmark checks both against them at every run).
pub const VARIANT_CASES: [VariantCase; 14] = [
    case::<Atomic, shakmaty::variant::Atomic>(
        "atomic",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_864_979, // published
    ),
    case::<Atomic, shakmaty::variant::Atomic>(
        "atomic mid",
        "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1",
        5,
        50_504_249,
    ),
    case::<Antichess, shakmaty::variant::Antichess>(
        "antichess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        5,
        2_732_672, // published
    ),
    case::<Antichess, shakmaty::variant::Antichess>(
        "antichess mid",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2P5/1P6/P2PPPPP/RNBQKBNR w - - 0 1",
        6,
        20_825_047,
    ),
    case::<Crazyhouse, shakmaty::variant::Crazyhouse>(
        "crazyhouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        5,
        4_888_832, // published
    ),
    case::<Crazyhouse, shakmaty::variant::Crazyhouse>(
        "crazyhouse mid",
        "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1",
        4,
        10_118_606, // published
    ),
    case::<Horde, shakmaty::variant::Horde>(
        "horde",
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
        6,
        5_396_554, // published
    ),
    case::<Horde, shakmaty::variant::Horde>(
        "horde mid",
        "rnbqkbnr/6p1/2p1Pp1P/P1PPPP2/Pp4PP/1p2PPPP/1P2PPPP/PP1nPPPP b kq a3 0 18",
        5,
        6_429_490,
    ),
    case::<KingOfTheHill, shakmaty::variant::KingOfTheHill>(
        "kingofthehill",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609, // published
    ),
    case::<KingOfTheHill, shakmaty::variant::KingOfTheHill>(
        "kingofthehill mid",
        "rnb2b1r/ppp2ppp/3k4/8/1PKp1pn1/3Pq3/PBP1P2P/RN1Q1B1R w - - 4 12",
        5,
        17_608_631,
    ),
    case::<RacingKings, shakmaty::variant::RacingKings>(
        "racingkings",
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
        5,
        9_472_927, // published
    ),
    case::<RacingKings, shakmaty::variant::RacingKings>(
        "racingkings mid",
        "8/8/1rk4K/8/8/8/2bnNBR1/qrbnNBRQ b - - 0 1",
        5,
        26_218_283,
    ),
    case::<ThreeCheck, shakmaty::variant::ThreeCheck>(
        "threecheck",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
        5,
        4_865_609, // published
    ),
    case::<ThreeCheck, shakmaty::variant::ThreeCheck>(
        "threecheck mid",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1",
        4,
        4_081_798,
    ),
];

/// The case of rule set `R` in chequer and `P` in shakmaty.
const fn case<R: Rules, P: shakmaty::Position + shakmaty::FromSetup + Clone>(
    name: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
) -> VariantCase {
    VariantCase {
        name,
        fen,
        depth,
        nodes,
        chequer: chequer_perft::<R>,
        shakmaty: shakmaty_perft::<P>,
    }
}

fn chequer_perft<R: Rules>(fen: &str, depth: u32) -> (u64, Duration) {
    let position = Position::<R>::from_fen(fen, Validation::Strict).expect(fen);
    timed(|| chequer::perft(&position, depth))
}

fn shakmaty_perft<P: shakmaty::Position + shakmaty::FromSetup + Clone>(
    fen: &str,
    depth: u32,
) -> (u64, Duration) {
    let parsed: shakmaty::fen::Fen = fen.parse().expect(fen);
    let position: P = parsed
        .into_position(shakmaty::CastlingMode::Standard)
        .expect(fen);
    timed(|| shakmaty::perft(&position, depth))
}
