//! Helpers shared by the integration tests (the oracles are the library's testing kit,
//! `chequer::testing`). Each test crate uses some of them.
#![allow(dead_code)]

use chequer::dynamic::{MoveNotation, Variant};
use chequer::registry::{Builtin, Registry, RuleSet};
use chequer::testing::CheckedPosition;
use chequer::{Position, Rules, Validation};

/// The FENs of a `.perft` file in `tests/data/`, in file order, read by the library's suite
/// parser.
pub fn fens(file: &str) -> Vec<String> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    chequer::suite::parse(&text)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .into_iter()
        .map(|case| case.fen)
        .collect()
}

/// `position`, the positions its legal moves lead to, and the replies of every `every`-th of
/// those: enough to reach captures, promotions and drops by both sides, for notation round
/// trips.
pub fn positions_near<R: Rules>(position: Position<R>, every: usize) -> Vec<Position<R>> {
    let mut near = vec![position];
    for mv in position.legal_moves() {
        let mut after = position;
        after.play_unchecked(mv);
        near.push(after);
        if near.len() % every == 0 {
            for reply in after.legal_moves() {
                let mut next = after;
                next.play_unchecked(reply);
                near.push(next);
            }
        }
    }
    near
}

/// Every case of every table in `tests/data/`, tables in name order, read by the library's
/// suite parser.
pub fn published_cases() -> Vec<chequer::suite::Case> {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut paths: Vec<_> = std::fs::read_dir(data)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    paths.sort();
    paths
        .iter()
        .flat_map(|path| {
            let text = std::fs::read_to_string(path).unwrap();
            chequer::suite::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        })
        .collect()
}

/// Up to `most` of the published positions of a rule set, evenly spread over the tables in
/// `data/` whose `variant` lines name it, each as the kit can check it.
pub fn suite_positions(rule_set: &RuleSet, most: usize) -> Vec<Box<dyn CheckedPosition>> {
    let fens: Vec<String> = published_cases()
        .into_iter()
        .filter(|case| rule_set.is_named(&case.variant))
        .map(|case| case.fen)
        .collect();
    let rules = Builtin.checked_rules(rule_set.name).unwrap();
    let step = fens.len().div_ceil(most).max(1);
    fens.iter()
        .step_by(step)
        .map(|fen| {
            rules
                .position_from_fen(fen, Validation::Lenient)
                .expect(fen)
        })
        .collect()
}

/// The rule set of the registry called `name`.
pub fn variant(name: &str) -> Variant {
    Builtin
        .variant(name)
        .unwrap_or_else(|| panic!("no rule set is called {name}"))
}

/// The rule set's name, the FEN, the moves played from it (UCI or SAN), the FEN and outcome
/// of the result, and its legal moves sorted by UCI, each with its SAN.
pub fn listing(variant_name: &str, fen: &str, moves: &[&str]) -> String {
    let mut position = variant(variant_name)
        .position_from_fen(fen, Validation::Strict)
        .expect(fen);
    for text in moves {
        position.play(text, false).expect(text);
    }
    let mut legal: Vec<(String, String)> = position
        .legal_moves(MoveNotation::Uci)
        .into_iter()
        .zip(position.legal_moves(MoveNotation::San))
        .collect();
    legal.sort();
    let mut out = format!("{}\nfen: {fen}\n", position.rules_name());
    if !moves.is_empty() {
        out += &format!("moves: {}\nnow: {}\n", moves.join(" "), position.fen());
    }
    let outcome = position
        .outcome()
        .map_or("none".to_string(), |o| o.to_string());
    out += &format!(
        "check: {}\noutcome: {outcome}\nlegal moves ({}):\n",
        position.is_check(),
        legal.len()
    );
    for (uci, san) in legal {
        out += &format!("{uci} {san}\n");
    }
    out
}

/// A snapshot test of [`listing`]: `snapshot!(name, "variant", fen, moves...)`.
#[allow(unused_macros)]
macro_rules! snapshot {
    ($name:ident, $variant:literal, $fen:expr $(, $moves:expr)*) => {
        #[test]
        fn $name() {
            let moves: &[&str] = &[$($moves),*];
            insta::assert_snapshot!(common::listing($variant, $fen, moves));
        }
    };
}

/// The position of `fen`, strictly validated; panics with the FEN and the error.
pub fn read<R: Rules>(fen: &str) -> Position<R> {
    Position::<R>::from_fen(fen, Validation::Strict).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves of `position` in UCI, sorted.
pub fn uci_moves<R: Rules>(position: &Position<R>) -> Vec<String> {
    let mut moves: Vec<String> = position
        .legal_moves()
        .as_ref()
        .iter()
        .map(|&mv| position.uci(mv))
        .collect();
    moves.sort();
    moves
}
