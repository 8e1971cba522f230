//! Property tests: random legal games for every rule set, checking at every ply the
//! invariants of [`common::check_invariants`]: incremental against from-scratch hashing, FEN
//! round trips, masks against make-and-test, no move into check, and UCI and SAN round trips.

mod common;

use chequer::{Chess960, LosAlamos, Position, Rules, Standard, Validation};
use common::check_invariants;
use proptest::prelude::*;

/// Plays up to `choices.len()` random legal moves from `start`, checking every ply.
fn random_game<R: Rules>(start: Position<R>, choices: &[usize]) {
    let mut position = start;
    for &choice in choices {
        let moves = check_invariants(&position, Validation::Strict);
        if moves.is_empty() {
            return;
        }
        position
            .play(moves[choice % moves.len()])
            .expect("a generated move is legal");
    }
    check_invariants(&position, Validation::Strict);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn standard_games(choices in prop::collection::vec(any::<usize>(), 0..120)) {
        random_game(Position::<Standard>::start(), &choices);
    }

    #[test]
    fn chess960_games(
        white in 0..960u16,
        black in 0..960u16,
        choices in prop::collection::vec(any::<usize>(), 0..120),
    ) {
        random_game(Chess960::start_double(white, black).unwrap(), &choices);
    }

    #[test]
    fn los_alamos_games(choices in prop::collection::vec(any::<usize>(), 0..120)) {
        random_game(Position::<LosAlamos>::start(), &choices);
    }
}
