//! Helpers shared by the integration tests. Each test crate uses some of them.
#![allow(dead_code)]

use chequer::{Legality, Position, Rules};

/// The FENs of a `.perft` file in `tests/data/`, in file order.
pub fn fens(file: &str) -> Vec<String> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter_map(|line| line.strip_prefix("fen "))
        .map(String::from)
        .collect()
}

/// Asserts that the masks and make-and-test give the same legal moves at `position`, and that
/// the set-wise count equals their number; returns how many there are.
pub fn assert_strategies_agree<R: Rules>(position: &Position<R>, context: &str) -> usize {
    let sorted = |mut moves: Vec<String>| {
        moves.sort();
        moves
    };
    let by_masks = sorted(
        position
            .legal_moves()
            .iter()
            .map(|&mv| position.uci(mv))
            .collect(),
    );
    let mut tested = Vec::new();
    position.for_each_legal_group_with(Legality::MakeAndTest, |group| {
        tested.extend(group.into_iter().map(|mv| position.uci(mv)));
        true
    });
    assert_eq!(by_masks, sorted(tested), "{context}: {}", position.fen());
    assert_eq!(
        position.count_legal_moves(),
        by_masks.len(),
        "{context}: {}",
        position.fen()
    );
    by_masks.len()
}
