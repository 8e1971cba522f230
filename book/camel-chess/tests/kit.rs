//! Camel chess checked with chequer's testing kit: perft with the hash checked at every
//! node, the masks against make-and-test, random games with every invariant at every ply, and
//! its own perft table through the suite runner.

use camel_chess::{CamelChess, Camels};
use chequer::testing::{self, SuiteOptions};
use chequer::{Position, Validation};

#[test]
fn perft_with_the_hash_checked_at_every_node() {
    let start = Position::<CamelChess>::start();
    assert_eq!(testing::perft_checked(&start, 1).unwrap(), 16 + 4);
    assert_eq!(
        testing::perft_checked(&start, 3).unwrap(),
        chequer::perft(&start, 3)
    );
}

#[test]
fn masks_agree_with_make_and_test() {
    let start = Position::<CamelChess>::start();
    assert_eq!(testing::compare_strategies(&start).unwrap(), 20);
    assert_eq!(
        chequer::perft(&start, 4),
        testing::perft_by_make_and_test(&start, 4)
    );
}

#[test]
fn random_games_keep_every_invariant() {
    let start = Position::<CamelChess>::start();
    let checked = testing::random_games(&start, 32, 120, 1).unwrap();
    assert!(checked > 1_000, "{checked}");
    // A tactical middle game: camels on both colours' squares, castling rights, a pin.
    let middle = Position::<CamelChess>::from_fen(
        "r1bqk2r/pppp1ppp/2c2c2/2b1p3/2B1P3/2C2C2/PPPP1PPP/R1BQK2R w KQkq - 4 5",
        Validation::Strict,
    )
    .unwrap();
    testing::random_games(&middle, 32, 80, 2).unwrap();
}

#[test]
fn own_perft_table() {
    let text = include_str!("camel.perft");
    let cases = chequer::suite::parse(text).unwrap();
    let checked = testing::check_suite(&Camels, &cases, SuiteOptions::default()).unwrap();
    assert_eq!(checked, testing::counts_within(&cases, u64::MAX));
}
