//! Orthodox perft through the slider backend this build selected: PEXT or magic by default,
//! or the one a feature names (`sliders-generic`, `sliders-pext`, `sliders-magic`). The
//! backends are compared square by square with the ray walk in `chequer-tables`; this proves
//! the rule set's wiring end to end, and builds nothing but this crate, so CI runs it once per
//! backend:
//! `cargo test -p chequer-variants --features sliders-generic --test sliders_perft`.
//!
//! The published tables are the repository's (`tests/data/`); the full suites, with strict
//! validation and deep counts, are the facade crate's `perft` test.

use chequer_core::{CastlingMode, Position, Validation, perft};
use chequer_variants::Standard;
use suite::Case;

/// The facade crate's parser of `.perft` files, compiled in here so that this test builds
/// nothing but this crate.
#[path = "../../src/suite.rs"]
mod suite;

/// The cases of a table of the repository's `tests/data/`.
fn load(name: &str) -> Vec<Case> {
    let path = format!("{}/../tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    suite::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Counts every published depth of `name` up to `limit` nodes; returns how many it counted.
fn check(name: &str, limit: u64) -> usize {
    let mut checked = 0;
    for case in load(name) {
        let mut position = Position::<Standard>::from_fen(&case.fen, Validation::Lenient)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        if case.variant == "chess960" || case.chess960 {
            position
                .set_castling_mode(CastlingMode::Chess960)
                .expect("Chess960 mode accepts every right");
        }
        for &(depth, expected) in case.counts.iter().filter(|&&(_, n)| n <= limit) {
            assert_eq!(
                perft(&position, depth),
                expected,
                "{} depth {depth}",
                case.id
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn standard_suite_up_to_a_million_nodes() {
    assert_eq!(check("standard.perft", 1_000_000), 765);
}

#[test]
fn chess960_suite_up_to_ten_thousand_nodes() {
    assert!(check("chess960.perft", 10_000) > 1_000);
}
