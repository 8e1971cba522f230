//! Endings that rule sets of several families share: extinction (losing every piece of a kind,
//! or every piece, decides the game), the bare king, stalemate that loses, repetition that
//! the side giving perpetual check loses, and the end of the games without a king.

use chequer_core::{ByColor, Color, Ending, Outcome, Position, Rules};

/// Whether losing the pieces wins or loses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Extinct {
    /// The side whose pieces are gone has won (antichess, giveaway, codrus).
    Wins,
    /// The side whose pieces are gone has lost (horde, atomic, extinction, three kings).
    Loses,
}

/// The end of the game by extinction: the first side for which `extinct` holds, the side
/// that just moved judged first as Fairy-Stockfish does, has won or lost by `rule`.
#[inline(always)]
pub(crate) fn extinction<R: Rules>(
    position: &Position<R>,
    rule: Extinct,
    extinct: impl Fn(Color) -> bool,
) -> Option<Outcome> {
    let mover = !position.turn();
    let side = [mover, !mover].into_iter().find(|&color| extinct(color))?;
    let winner = match rule {
        Extinct::Wins => side,
        Extinct::Loses => !side,
    };
    Some(Outcome::VariantWin { winner })
}

/// The bare-king rule of shatranj and its heirs, as Fairy-Stockfish reads it: a side left with
/// its king alone has lost, unless it is to move and the opponent has one piece besides the
/// king, which it may still take to bare the opponent in turn.
#[inline(always)]
pub(crate) fn bare_king<R: Rules>(position: &Position<R>) -> Option<Outcome> {
    let count = |color| position.by_color(color).len();
    extinction(position, Extinct::Loses, |color| {
        let claim = usize::from(color == position.turn());
        count(color) <= 1 && count(!color) >= 2 + claim
    })
}

/// Mate, and stalemate too, loses: the end of a game without moves in shatranj and its heirs.
pub(crate) fn stalemate_loses<R: Rules>(position: &Position<R>) -> Outcome {
    let winner = !position.turn();
    if position.is_check() {
        Outcome::Checkmate { winner }
    } else {
        Outcome::VariantWin { winner }
    }
}

/// The end of a game of the shogi family by repetition (*sennichite*): the side that gave
/// check with every move of the repetition loses; otherwise `otherwise` (a draw in shogi).
pub(crate) fn sennichite(perpetual: ByColor<bool>, otherwise: Outcome) -> Outcome {
    match (perpetual.white, perpetual.black) {
        (true, false) => Outcome::VariantWin {
            winner: Color::Black,
        },
        (false, true) => Outcome::VariantWin {
            winner: Color::White,
        },
        _ => otherwise,
    }
}

/// A game without a king (breakthrough, clobber, Jeson Mor, Fox and Hounds), for
/// [`KinglessEnding`]: its goal, if it has one besides leaving the opponent without a move.
pub trait KinglessGame: Rules {
    /// The end by the game's goal (a stone on the far rank, a knight that held the centre),
    /// checked before the side to move's lack of moves. None by default: the game ends only
    /// when a side cannot move.
    #[inline(always)]
    fn goal(position: &Position<Self>) -> Option<Outcome> {
        let _ = position;
        None
    }
}

/// The end of a game without a king ([`Rules::Ending`]): the rule set's
/// [`KinglessGame::goal`], and a side without a move has lost. No material is ever declared
/// insufficient: pieces that still stand can still reach the goal or block the opponent.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct KinglessEnding;

impl<R: KinglessGame> Ending<R> for KinglessEnding {
    #[inline(always)]
    fn variant_outcome(position: &Position<R>) -> Option<Outcome> {
        R::goal(position)
    }

    fn no_moves_outcome(position: &Position<R>) -> Outcome {
        stalemate_loses(position)
    }

    fn insufficient_material(_: &Position<R>) -> bool {
        false
    }
}
