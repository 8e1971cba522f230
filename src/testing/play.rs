//! Moves offered from outside: what `play` accepts, and what `play_unchecked` survives.

use super::{Violation, violation};
use crate::{Drops, Legality, Move, MoveKind, Piece, Position, Rules, Square, Strategy};

/// Every move of every kind between any two squares, with each promotion piece, and every
/// drop of every kind on every square: legal, illegal and impossible ones alike.
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

/// Offers `position` every move of every kind between any two squares, each promotion and
/// each drop: [`Position::play`] must take exactly the legal moves and leave the position
/// untouched when it refuses one. Returns how many moves it took.
///
/// ```
/// use chequer::testing::check_play;
/// use chequer::{Crazyhouse, Position};
///
/// assert_eq!(check_play(&Position::<Crazyhouse>::start()), Ok(20));
/// ```
pub fn check_play<R: Rules>(position: &Position<R>) -> Result<usize, Violation> {
    let legal = position.legal_moves();
    let mut candidates = every_move::<R>();
    if R::WALLS.is_some() {
        // Every move without its wall, which must be refused, and the pieces' legal moves
        // with their wall on each square in turn.
        let pieces_moves: Vec<Move<R>> = candidates
            .iter()
            .copied()
            .filter(|&mv| legal.iter().any(|legal| legal.base() == mv))
            .collect();
        for mv in pieces_moves {
            candidates.extend(Square::all().map(|wall| mv.with_wall(wall)));
        }
    }
    if R::Drops::GATING.is_some() {
        // The pieces' legal moves gating each kind on the square left or, for castling, on
        // the rook's.
        let mut gated = std::collections::HashSet::new();
        for mv in legal.iter().map(|mv| mv.base()) {
            for piece in R::Piece::all() {
                let squares = mv.from().into_iter().chain([mv.to()]);
                gated.extend(squares.map(|square| mv.with_gate(piece, square)));
            }
        }
        candidates.extend(gated);
    }
    let mut accepted = 0;
    for &mv in &candidates {
        let mut after = *position;
        match after.play(mv) {
            Ok(()) if legal.contains(&mv) => accepted += 1,
            Ok(()) => {
                return Err(violation(position, format!("play took {mv:?}, not legal")));
            }
            Err(_) if after != *position => {
                return Err(violation(
                    position,
                    format!("play refused {mv:?} but moved"),
                ));
            }
            Err(_) => {}
        }
    }
    if accepted != legal.len() {
        return Err(violation(
            position,
            format!("play took {accepted} of {} legal moves", legal.len()),
        ));
    }
    Ok(accepted)
}

/// The contract of [`Position::play_unchecked`] misuse: given a move that is not even
/// pseudo-legal, it leaves an unspecified position, but one that can be queried and played on
/// without a panic. Plays about `sample` of every move of every kind (fewer where legality
/// plays every move on a copy), and every reply after each; returns how many were tried. A
/// panic is the failure.
pub fn check_misuse<R: Rules>(position: &Position<R>, sample: usize) -> Result<usize, Violation> {
    let candidates = every_move::<R>();
    let sample = if R::Legality::STRATEGY == Strategy::Masks {
        sample
    } else {
        sample / 4
    };
    let step = candidates.len() / sample.max(1) + 1;
    let mut tried = 0;
    for &mv in candidates.iter().step_by(step) {
        let mut after = *position;
        after.play_unchecked(mv);
        for &reply in after.legal_moves().iter() {
            let _ = (after.san(reply), after.uci(reply));
            let mut next = after;
            next.play_unchecked(reply);
            let _ = next.count_legal_moves();
        }
        let _ = (after.fen(), after.outcome(), after.hash_from_scratch());
        tried += 1;
    }
    Ok(tried)
}
