//! Moves offered from outside: `play` takes exactly the legal ones and leaves the position
//! untouched otherwise, and `play_unchecked` given a move that is not even pseudo-legal leaves
//! a position that can still be queried without a panic.

mod common;

use chequer::{LosAlamos, Move, MoveKind, Piece, Position, Rules, Square, Standard, Validation};
use common::fens;

/// Every move of every kind between any two squares, with each promotion piece.
fn every_move<R: Rules>() -> Vec<Move<R>> {
    let mut moves = Vec::new();
    for from in Square::all() {
        for to in Square::all() {
            for kind in [
                MoveKind::Normal,
                MoveKind::DoubleStep,
                MoveKind::EnPassant,
                MoveKind::Castle,
            ] {
                moves.push(Move::new(from, to, kind));
            }
            moves.extend(R::Piece::all().map(|piece| Move::promotion(from, to, piece)));
        }
    }
    moves
}

fn positions<R: Rules>(file: &str, step: usize) -> Vec<Position<R>> {
    fens(file)
        .iter()
        .step_by(step)
        .map(|fen| Position::from_fen(fen, Validation::Lenient).expect(fen))
        .collect()
}

fn play_takes_exactly_the_legal_moves<R: Rules>(positions: &[Position<R>]) -> usize {
    let candidates = every_move::<R>();
    let mut accepted = 0;
    for position in positions {
        let legal = position.legal_moves();
        for &mv in &candidates {
            let mut after = *position;
            match after.play(mv) {
                Ok(()) => {
                    assert!(legal.contains(&mv), "{}: {mv:?}", position.fen());
                    accepted += 1;
                }
                Err(_) => assert_eq!(&after, position, "{mv:?}"),
            }
        }
        assert!(legal.iter().all(|mv| candidates.contains(mv)));
    }
    accepted
}

#[test]
fn play_takes_exactly_the_legal_moves_and_nothing_else() {
    let standard = positions::<Standard>("standard.perft", 1);
    let legal: usize = standard.iter().map(|p| p.legal_moves().len()).sum();
    assert_eq!(play_takes_exactly_the_legal_moves(&standard), legal);
    let chess960 = positions::<Standard>("chess960.perft", 40);
    let legal: usize = chess960.iter().map(|p| p.legal_moves().len()).sum();
    assert_eq!(play_takes_exactly_the_legal_moves(&chess960), legal);
    let los_alamos = positions::<LosAlamos>("fairy-losalamos.perft", 1);
    let legal: usize = los_alamos.iter().map(|p| p.legal_moves().len()).sum();
    assert_eq!(play_takes_exactly_the_legal_moves(&los_alamos), legal);
}

/// The contract of `play_unchecked` misuse: an unspecified position, but no panic and no
/// undefined behaviour when it is queried and played on.
fn misuse_never_panics<R: Rules>(positions: &[Position<R>]) {
    let candidates = every_move::<R>();
    for position in positions {
        for &mv in candidates.iter().step_by(7) {
            let mut after = *position;
            after.play_unchecked(mv);
            let moves = after.legal_moves();
            for &reply in moves.iter() {
                let _ = (after.san(reply), after.uci(reply));
                let mut next = after;
                next.play_unchecked(reply);
                let _ = next.count_legal_moves();
            }
            let _ = (after.fen(), after.outcome(), after.hash_from_scratch());
        }
    }
}

#[test]
fn play_unchecked_misuse_never_panics() {
    misuse_never_panics(&positions::<Standard>("standard.perft", 4));
    misuse_never_panics(&positions::<LosAlamos>("fairy-losalamos.perft", 1));
}
