//! The two legality strategies against each other: for every position of the standard,
//! random and Chess960 suites, and every position one move after each of the standard ones,
//! the masks (`Legality::Masks`, orthodox chess's own) must give exactly the moves that
//! make-and-test gives, and the set-wise count must equal the number of moves.

mod common;

use chequer::{Position, Standard, Validation};
use common::{assert_strategies_agree as compare, fens};

fn load(fen: &str) -> Position<Standard> {
    Position::from_fen(fen, Validation::Lenient).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn masks_agree_with_make_and_test_on_the_standard_suite_and_one_ply_deeper() {
    let mut positions = 0;
    for fen in fens("standard.perft") {
        let position = load(&fen);
        compare(&position, &fen);
        position.for_each_legal_move(|mv| {
            let mut child = position;
            child.play_unchecked(mv);
            compare(&child, &format!("{fen} after {}", position.uci(mv)));
            positions += 1;
            true
        });
    }
    assert_eq!(positions, 2703);
}

#[test]
fn masks_agree_with_make_and_test_on_random_and_chess960_positions() {
    let mut positions = 0;
    for file in ["standard-random.perft", "chess960.perft"] {
        for fen in fens(file) {
            compare(&load(&fen), &fen);
            positions += 1;
        }
    }
    assert_eq!(positions, 6838 + 1927);
}
