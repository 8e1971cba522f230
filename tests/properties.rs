//! Property tests: random legal games for every rule set of the registry, checking at every
//! ply the invariants of [`common::check_invariants`]: incremental against from-scratch
//! hashing, FEN round trips, masks against make-and-test, no move into check, and UCI and SAN
//! round trips.

mod common;

use chequer::registry::{self, RuleSet, RuleSetVisitor};
use chequer::{Chess960, Position, Rules, Validation};
use common::check_invariants;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

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

/// Random games of one rule set, from its start position or, for Chess960, from random
/// Double Chess960 start positions.
struct RandomGames;

impl RuleSetVisitor for RandomGames {
    type Output = ();

    fn visit<R: Rules>(self, rule_set: &RuleSet) {
        let mut runner = TestRunner::new(Config::with_cases(128));
        let games = (
            0..960u16,
            0..960u16,
            prop::collection::vec(any::<usize>(), 0..120),
        );
        let result = runner.run(&games, |(white, black, choices)| {
            let start = if rule_set.chess960 {
                let fen = Chess960::start_double(white, black).unwrap().fen();
                let mut start = Position::<R>::from_fen(&fen, Validation::Strict).unwrap();
                start
                    .set_castling_mode(chequer::CastlingMode::Chess960)
                    .unwrap();
                start
            } else {
                Position::<R>::start()
            };
            random_game(start, &choices);
            Ok(())
        });
        if let Err(error) = result {
            panic!("{}: {error}", rule_set.name);
        }
    }
}

#[test]
fn random_games_of_every_rule_set() {
    assert_eq!(
        registry::visit_all(|| RandomGames).len(),
        registry::RULE_SETS.len()
    );
}
