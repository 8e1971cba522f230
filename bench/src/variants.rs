//! The lichess variants, each from its start position and from a busy middlegame: chequer
//! against shakmaty's `variant` feature, the one Rust peer that plays them, perft counted the
//! way each library counts.

use crate::count::chequer::rule_set_perft;
use crate::timing::timed;
use chequer::{
    Antichess, Atomic, Crazyhouse, Horde, KingOfTheHill, RacingKings, Rules, ThreeCheck,
};
use std::time::Duration;

/// A variant's position, its depth and count, and its perft in each library.
pub struct VariantCase {
    pub name: &'static str,
    /// The position; `None` for the start position.
    pub fen: Option<&'static str>,
    pub depth: u32,
    pub nodes: u64,
    pub chequer: fn(Option<&str>, u32) -> (u64, Duration),
    pub shakmaty: fn(Option<&str>, u32) -> (u64, Duration),
}

/// Each variant's start position and one middlegame. The counts marked published are from
/// the perft tables in `tests/data`; the others, deeper than those tables go, were counted by
/// chequer's command-line tool, and every run checks both libraries against them.
pub const VARIANT_CASES: [VariantCase; 14] = [
    case::<Atomic, shakmaty::variant::Atomic>(
        "atomic", None, 5, 4_864_979, // published
    ),
    case::<Atomic, shakmaty::variant::Atomic>(
        "atomic mid",
        Some("rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1"),
        5,
        50_504_249,
    ),
    case::<Antichess, shakmaty::variant::Antichess>(
        "antichess",
        None,
        5,
        2_732_672, // published
    ),
    case::<Antichess, shakmaty::variant::Antichess>(
        "antichess mid",
        Some("r1bqkbnr/pppp1ppp/2n5/4p3/2P5/1P6/P2PPPPP/RNBQKBNR w - - 0 1"),
        6,
        20_825_047,
    ),
    case::<Crazyhouse, shakmaty::variant::Crazyhouse>(
        "crazyhouse",
        None,
        5,
        4_888_832, // published
    ),
    case::<Crazyhouse, shakmaty::variant::Crazyhouse>(
        "crazyhouse mid",
        Some("2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1"),
        4,
        10_118_606, // published
    ),
    case::<Horde, shakmaty::variant::Horde>(
        "horde", None, 6, 5_396_554, // published
    ),
    case::<Horde, shakmaty::variant::Horde>(
        "horde mid",
        Some("rnbqkbnr/6p1/2p1Pp1P/P1PPPP2/Pp4PP/1p2PPPP/1P2PPPP/PP1nPPPP b kq a3 0 18"),
        5,
        6_429_490,
    ),
    case::<KingOfTheHill, shakmaty::variant::KingOfTheHill>(
        "kingofthehill",
        None,
        5,
        4_865_609, // published
    ),
    case::<KingOfTheHill, shakmaty::variant::KingOfTheHill>(
        "kingofthehill mid",
        Some("rnb2b1r/ppp2ppp/3k4/8/1PKp1pn1/3Pq3/PBP1P2P/RN1Q1B1R w - - 4 12"),
        5,
        17_608_631,
    ),
    case::<RacingKings, shakmaty::variant::RacingKings>(
        "racingkings",
        None,
        5,
        9_472_927, // published
    ),
    case::<RacingKings, shakmaty::variant::RacingKings>(
        "racingkings mid",
        Some("8/8/1rk4K/8/8/8/2bnNBR1/qrbnNBRQ b - - 0 1"),
        5,
        26_218_283,
    ),
    case::<ThreeCheck, shakmaty::variant::ThreeCheck>(
        "threecheck",
        None,
        5,
        4_865_609, // published
    ),
    case::<ThreeCheck, shakmaty::variant::ThreeCheck>(
        "threecheck mid",
        Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1"),
        4,
        4_081_798,
    ),
];

/// The case of rule set `R` in chequer and `P` in shakmaty.
const fn case<R: Rules, P: shakmaty::Position + shakmaty::FromSetup + Default + Clone>(
    name: &'static str,
    fen: Option<&'static str>,
    depth: u32,
    nodes: u64,
) -> VariantCase {
    VariantCase {
        name,
        fen,
        depth,
        nodes,
        chequer: rule_set_perft::<R>,
        shakmaty: shakmaty_perft::<P>,
    }
}

/// shakmaty's perft of `fen` (its start position if `None`) in rule set `P`.
fn shakmaty_perft<P: shakmaty::Position + shakmaty::FromSetup + Default + Clone>(
    fen: Option<&str>,
    depth: u32,
) -> (u64, Duration) {
    let position = fen.map_or_else(P::default, |fen| {
        let parsed: shakmaty::fen::Fen = fen.parse().expect(fen);
        parsed
            .into_position(shakmaty::CastlingMode::Standard)
            .expect(fen)
    });
    timed(|| shakmaty::perft(&position, depth))
}
