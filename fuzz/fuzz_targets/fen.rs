//! Any bytes as a FEN, and as an SFEN, for every rule set of the registry, strictly and
//! leniently.
//!
//! Parsing must return a position or an error, never panic. A position accepted strictly is
//! accepted leniently as the same position, and every accepted position keeps the invariants
//! (hashes, FEN round trip, both legality strategies, UCI and SAN round trips).
#![no_main]

use chequer::testing;
use chequer::{Position, Rules, Validation, fen};
use chequer_fuzz::{OnText, run_for_each_rule_set_on_text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    run_for_each_rule_set_on_text::<Read>(&String::from_utf8_lossy(data));
});

struct Read;

impl OnText for Read {
    fn run<R: Rules>(text: &str) {
        read::<R>(text);
    }
}

fn read<R: Rules>(text: &str) {
    let setup = fen::parse::<R>(text);
    let strict = Position::<R>::from_fen(text, Validation::Strict);
    let lenient = Position::<R>::from_fen(text, Validation::Lenient);
    if setup.is_err() {
        assert!(strict.is_err() && lenient.is_err(), "{text:?}");
    }
    if let Ok(position) = &strict {
        assert_eq!(lenient.as_ref().ok(), Some(position), "{text:?}");
        testing::check_invariants(position, Validation::Strict)
            .unwrap_or_else(|violation| panic!("{violation}"));
    }
    if let Ok(position) = &lenient {
        testing::check_invariants(position, Validation::Lenient)
            .unwrap_or_else(|violation| panic!("{violation}"));
    }
    if let Ok(position) = Position::<R>::from_sfen(text, Validation::Lenient) {
        testing::check_invariants(&position, Validation::Lenient)
            .unwrap_or_else(|violation| panic!("{violation}"));
    }
}
