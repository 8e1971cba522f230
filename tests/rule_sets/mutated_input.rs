//! The fuzz targets' checks on stable, in every test run: seeded mutations of the published
//! FENs and of legal moves' text, read in every rule set of the registry. Reading must give a
//! position (or a move) or an error, never a panic; every position read keeps the kit's
//! invariants and survives misused moves, and every move read plays. `fuzz/run` runs the
//! coverage-guided fuzzers (nightly); this is the short run that every `cargo test` makes.

use crate::common::published_cases;
use chequer::Validation;
use chequer::dynamic::MoveNotation;
use chequer::registry::{Builtin, Registry};
use chequer::testing::{Check, SplitMix64};

/// Mutated FENs tried per rule set.
const FENS_PER_RULE_SET: usize = 1000;

/// The bytes mutations write: those of FENs, SFENs and moves, and a few strangers.
const ALPHABET: &[u8] = b"pnbrqkamcsgleu+~PNBRQKAMCSGLEU12345678910/ -wb[]@*=#x0KQkqa-h\xc3\xa9\t";

/// `text` with one to three byte-level changes: a byte replaced, inserted or removed, a run
/// repeated, or the end cut off. The result is read as UTF-8 lossily, as the fuzzers do.
fn mutate(text: &str, rng: &mut SplitMix64) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=rng.below(3) {
        let at = rng.below(bytes.len() + 1);
        let byte = ALPHABET[rng.below(ALPHABET.len())];
        match rng.below(5) {
            0 if at < bytes.len() => bytes[at] = byte,
            1 => bytes.insert(at, byte),
            2 if at < bytes.len() => {
                bytes.remove(at);
            }
            3 => {
                let end = (at + 1 + rng.below(6)).min(bytes.len());
                let run = bytes[at.min(end)..end].to_vec();
                bytes.splice(at..at, run);
            }
            _ => bytes.truncate(at.max(1)),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn mutated_fens_and_moves_read_safely_in_every_rule_set() {
    let cases = published_cases();
    let (mut read, mut moves_played) = (0, 0);
    for rule_set in Builtin.rule_sets() {
        let rules = Builtin.checked_rules(rule_set.name).unwrap();
        let mut rng = SplitMix64(rule_set.name.bytes().map(u64::from).sum());
        // Half the inputs from the rule set's own positions (its start and its tables'),
        // half from any table's.
        let own: Vec<String> = cases
            .iter()
            .filter(|case| rule_set.is_named(&case.variant))
            .map(|case| case.fen.clone())
            .chain([rules.start().fen()])
            .collect();
        for round in 0..FENS_PER_RULE_SET {
            let base = if round % 2 == 0 {
                &own[rng.below(own.len())]
            } else {
                &cases[rng.below(cases.len())].fen
            };
            let text = mutate(base, &mut rng);
            for validation in [Validation::Strict, Validation::Lenient] {
                let Ok(position) = rules.position_from_fen(&text, validation) else {
                    continue;
                };
                read += 1;
                let context = |violation| panic!("{}: {text:?}: {violation}", rule_set.name);
                position
                    .check(Check::Invariants(validation))
                    .unwrap_or_else(context);
                position.check(Check::Misuse(16)).unwrap_or_else(context);
                // A legal move's text, mutated, read as UCI (USI for the shogi family's
                // notation too) and as SAN.
                for notation in [MoveNotation::Uci, MoveNotation::Usi, MoveNotation::San] {
                    let legal = position.legal_moves(notation);
                    let Some(mv) = legal.get(rng.below(legal.len())) else {
                        continue;
                    };
                    let mut after = position.clone_box();
                    let usi = notation == MoveNotation::Usi;
                    if after.play(&mutate(mv, &mut rng), usi).is_ok() {
                        moves_played += 1;
                        assert_ne!(after.turn(), position.turn(), "{text:?} {mv}");
                    }
                }
            }
        }
    }
    eprintln!("mutated input: {read} positions read, {moves_played} mutated moves played");
    assert!(read > 0 && moves_played > 0);
}
