//! Property tests: random legal games for every rule set, checking at every ply that
//!
//! * the incremental hash equals the hash computed from scratch,
//! * the FEN round-trips exactly (text and position),
//! * no generated move leaves the mover's royal piece attacked,
//! * every generated move parses back from its UCI and SAN text,
//! * masks and make-and-test agree (orthodox chess and Chess960),
//! * the set-wise count equals the number of generated moves.

mod common;

use chequer::{CastlingNotation, Chess960, LosAlamos, Position, Rules, Standard, Validation};
use common::assert_strategies_agree;
use proptest::prelude::*;

/// Checks every property at `position`; returns its legal moves.
fn check<R: Rules>(position: &Position<R>) -> Vec<chequer::Move<R>> {
    assert_eq!(
        position.hash(),
        position.hash_from_scratch(),
        "{}",
        position.fen()
    );
    for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
        let fen = position.fen_with(notation);
        let reread = Position::<R>::from_fen(&fen, Validation::Strict).expect(&fen);
        assert_eq!(&reread, position, "{fen}");
        assert_eq!(reread.fen_with(notation), fen);
        assert_eq!(reread.hash(), position.hash(), "{fen}");
    }
    assert_strategies_agree(position, "random game");
    let moves: Vec<_> = position.legal_moves().iter().copied().collect();
    for &mv in &moves {
        let mut after = *position;
        after.play_unchecked(mv);
        if let Some(king) = after.king(position.turn()) {
            assert!(
                !after.is_attacked(king, after.turn()),
                "{}: {mv:?}",
                position.fen()
            );
        }
        assert_eq!(position.parse_uci(&position.uci(mv)), Ok(mv));
        assert_eq!(position.parse_san(&position.san(mv)), Ok(mv));
    }
    moves
}

/// Plays up to `choices.len()` random legal moves from `start`, checking every ply.
fn random_game<R: Rules>(start: Position<R>, choices: &[usize]) {
    let mut position = start;
    for &choice in choices {
        let moves = check(&position);
        if moves.is_empty() {
            return;
        }
        position
            .play(moves[choice % moves.len()])
            .expect("a generated move is legal");
    }
    check(&position);
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
