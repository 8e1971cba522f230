//! The default legality test of make-and-test, public so that rule sets which add a
//! condition in [`Legality::is_legal_after`](crate::Legality::is_legal_after) can still apply it.

use crate::position::Position;
use crate::rules::Rules;

/// Whether the move from `before` to `after` keeps the mover's royal pieces: it lost none
/// (atomic: no royal piece blown up by its own capture) and leaves none attacked, as told by
/// [`Legality::check_immune`](crate::Legality::check_immune). A move that took an enemy royal piece has won and needs no
/// more, so a side in check may still win by blowing up the enemy king.
#[inline(always)]
pub fn royals_safe<R: Rules>(before: &Position<R>, after: &Position<R>) -> bool {
    let us = before.turn();
    let them = !us;
    let ours = R::royals(after, us);
    if ours.len() < R::royals(before, us).len() {
        return false;
    }
    if R::royals(after, them).len() < R::royals(before, them).len() {
        return true;
    }
    let occupied = after.occupied();
    ours.into_iter()
        .all(|square| !after.is_royal_attacked(square, them, occupied))
}
