//! Fuzzer-chosen moves from a fuzzer-chosen position, checking the invariants at every ply.
//!
//! Each byte after the FEN picks a legal move (its index modulo the number of moves), except
//! that a byte from 0xf0 up takes the next three bytes as an arbitrary move (from, to, kind
//! and promotion or dropped piece) and offers it to `play`, which must accept it exactly when it is legal and
//! leave the position untouched otherwise.
#![no_main]

use chequer::testing;
use chequer::{Geometry, Move, MoveKind, Piece, Position, Rules, Square, Validation};
use chequer_fuzz::{FromPosition, run_for_each_rule_set};
use libfuzzer_sys::fuzz_target;

/// At most this many plies per input, so that one input stays fast.
const MAX_PLIES: usize = 12;

fuzz_target!(|data: &[u8]| run_for_each_rule_set::<Play>(data));

struct Play;

impl FromPosition for Play {
    fn run<R: Rules>(mut position: Position<R>, mut choices: &[u8]) {
        let mut moves = testing::check_invariants(&position, Validation::Lenient)
            .unwrap_or_else(|violation| panic!("{violation}"));
        let mut plies = 0;
        while let [choice, rest @ ..] = choices {
            choices = rest;
            if *choice >= 0xf0 {
                if let [from, to, kind, rest @ ..] = choices {
                    choices = rest;
                    offer(position, arbitrary_move::<R>(*from, *to, *kind), &moves);
                }
                continue;
            }
            if moves.is_empty() || plies == MAX_PLIES {
                return;
            }
            let mv = moves[usize::from(*choice) % moves.len()];
            assert_eq!(position.play(mv), Ok(()));
            plies += 1;
            moves = testing::check_invariants(&position, Validation::Lenient)
                .unwrap_or_else(|violation| panic!("{violation}"));
        }
    }
}

/// A move built from three bytes, legal or not.
fn arbitrary_move<R: Rules>(from: u8, to: u8, kind: u8) -> Move<R> {
    let square = |byte: u8| Square::from_index_unchecked(usize::from(byte) % R::Geometry::SQUARES);
    let (from, to) = (square(from), square(to));
    let piece = R::Piece::from_index(usize::from(kind / 6) % R::Piece::COUNT);
    match (kind % 6, piece) {
        (1, _) => Move::new(from, to, MoveKind::DoubleStep),
        (2, _) => Move::new(from, to, MoveKind::EnPassant),
        (3, _) => Move::new(from, to, MoveKind::Castle),
        (4, Some(piece)) => Move::promotion(from, to, piece),
        (5, Some(piece)) => Move::drop(piece, to),
        _ => Move::new(from, to, MoveKind::Normal),
    }
}

/// `play` accepts `mv` exactly when it is one of `legal`, and leaves a refused move unplayed.
fn offer<R: Rules>(position: Position<R>, mv: Move<R>, legal: &[Move<R>]) {
    let mut after = position;
    let played = after.play(mv);
    assert_eq!(
        played.is_ok(),
        legal.contains(&mv),
        "{}: {mv:?}",
        position.fen()
    );
    if played.is_err() {
        assert_eq!(after, position);
    } else {
        assert_eq!(after.hash(), after.hash_from_scratch());
    }
}
