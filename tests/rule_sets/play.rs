//! Moves offered from outside: `play` takes exactly the legal ones and leaves the position
//! untouched otherwise, and `play_unchecked` given a move that is not even pseudo-legal leaves
//! a position that can still be queried without a panic.

use crate::common::suite_positions;
use chequer::registry::{Builtin, Registry, RuleSet, RuleSetVisitor};
use chequer::{Legality, Move, MoveKind, Piece, Position, Rules, Square};

/// Every move of every kind between any two squares, with each promotion piece, and every
/// drop of every kind on every square (rule sets without drops must refuse them).
fn every_move<R: Rules>() -> Vec<Move<R>> {
    let mut moves = Vec::new();
    for from in Square::all() {
        for to in Square::all() {
            for kind in [
                MoveKind::Normal,
                MoveKind::DoubleStep,
                MoveKind::EnPassant,
                MoveKind::Castle,
                MoveKind::Pass,
            ] {
                moves.push(Move::new(from, to, kind));
            }
            moves.extend(R::Piece::all().map(|piece| Move::promotion(from, to, piece)));
        }
        moves.extend(R::Piece::all().map(|piece| Move::drop(piece, from)));
    }
    moves
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

/// `play` in the published positions of a rule set; returns how many positions there were.
struct PlayEverything;

impl RuleSetVisitor for PlayEverything {
    type Output = usize;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> usize {
        let positions = suite_positions::<R>(rule_set, 100);
        let legal: usize = positions.iter().map(|p| p.legal_moves().len()).sum();
        assert_eq!(play_takes_exactly_the_legal_moves(&positions), legal);
        positions.len()
    }
}

#[test]
fn play_takes_exactly_the_legal_moves_and_nothing_else() {
    let positions = Builtin.visit_all(|| PlayEverything);
    // Every rule set of the registry has published positions here.
    assert!(positions.iter().all(|&n| n > 0), "{positions:?}");
}

/// The contract of `play_unchecked` misuse: an unspecified position, but no panic and no
/// undefined behaviour when it is queried and played on.
fn misuse_never_panics<R: Rules>(positions: &[Position<R>]) {
    let candidates = every_move::<R>();
    // A sample of candidates of the same size on any board, as each is followed by every
    // reply; smaller where legality plays every move on a copy.
    let sample = if R::LEGALITY == Legality::Masks {
        6000
    } else {
        1500
    };
    let step = candidates.len() / sample + 1;
    for position in positions {
        for &mv in candidates.iter().step_by(step) {
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

/// `play_unchecked` misuse in (a sample of) the published positions of a rule set.
struct Misuse;

impl RuleSetVisitor for Misuse {
    type Output = ();

    fn visit<R: Rules>(self, rule_set: &RuleSet) {
        misuse_never_panics(&suite_positions::<R>(rule_set, 40));
    }
}

#[test]
fn play_unchecked_misuse_never_panics() {
    Builtin.visit_all(|| Misuse);
}
