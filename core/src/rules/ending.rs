//! The `Ending` policy: how and when the game ends.

use crate::board::color::{ByColor, Color};
use crate::game::Game;
use crate::game::outcome::Outcome;
use crate::pieces::hand::Hand;
use crate::position::Position;
use crate::rules::{Drops, Rules};

/// How games of rule set `R` end ([`Rules::Ending`]): its own ends, checked first, the end
/// when the side to move has no move, repetition, and material that cannot win. The defaults
/// are orthodox chess's.
///
/// chequer provides [`CheckmateEnding`], those defaults; a rule set with ends of its own
/// implements the trait on its rule set type and names `Self`, or names a shared type.
pub trait Ending<R: Rules> {
    /// The rule set's own end of the game in `position`, checked before checkmate and
    /// stalemate (a king on the hill, three checks, no pieces left...). None by default.
    ///
    /// A position this ends has no legal moves: perft below it is 0.
    #[inline(always)]
    fn variant_outcome(position: &Position<R>) -> Option<Outcome> {
        let _ = position;
        None
    }

    /// How the game ends when the side to move has no legal move (and
    /// [`Ending::variant_outcome`](crate::Ending::variant_outcome) did not end it first). The default: checkmate if in check,
    /// else stalemate.
    fn no_moves_outcome(position: &Position<R>) -> Outcome {
        if position.is_check() {
            Outcome::Checkmate {
                winner: !position.turn(),
            }
        } else {
            Outcome::Stalemate
        }
    }

    /// How many times a position must have occurred for [`Game`](crate::Game) to end the
    /// game without a claim: five in orthodox chess, four in shogi.
    const REPETITIONS_TO_END: usize = 5;

    /// How many times a position must have occurred for a player to claim a draw
    /// ([`Game::claim`](crate::Game::claim)): three in orthodox chess. In
    /// shogi no draw is claimed, and the repetition that ends the game counts:
    /// [`Ending::REPETITIONS_TO_END`](crate::Ending::REPETITIONS_TO_END).
    const REPETITIONS_TO_CLAIM: usize = 3;

    /// How a game ends by repetition ([`Ending::REPETITIONS_TO_END`](crate::Ending::REPETITIONS_TO_END)) in `position`, the
    /// repeated one (its side to move did not make the repetition): `perpetual` tells, for
    /// each side, whether every move it made since the first of the repeated positions gave
    /// check. A draw by default ([`Outcome::FivefoldRepetition`]); in shogi the side that
    /// gave perpetual check loses, in tori shogi also the side that repeated; janggi counts
    /// the material.
    fn repetition_outcome(position: &Position<R>, perpetual: ByColor<bool>) -> Outcome {
        let _ = (position, perpetual);
        Outcome::FivefoldRepetition
    }

    /// The end of `game` by a rule of the rule set's own that looks back over its moves
    /// (modern janggi: the side that moves a piece back and forth once too often loses),
    /// asked by [`Game::outcome`](crate::Game::outcome) after the position's own end and
    /// before repetition. None by default.
    fn game_outcome(game: &Game<R>) -> Option<Outcome> {
        let _ = game;
        None
    }

    /// The n-move rule, in moves by each side: a draw may be claimed after this many without
    /// a capture or an irreversible move, and the game ends after half as many again. Fifty
    /// by default (orthodox chess's fifty- and seventy-five-move rules); `None` where no
    /// such rule is played (shogi, makruk and its counting rules).
    const MOVE_RULE: Option<u32> = Some(50);

    /// How the move rule ([`Ending::MOVE_RULE`](crate::Ending::MOVE_RULE)) ends the game in
    /// `position`: claimed (`claimed`, after that many moves), or without a claim (after half
    /// as many again). A draw by default ([`Outcome::FiftyMoves`],
    /// [`Outcome::SeventyFiveMoves`]); `None` where it does not end the game that way. Janggi
    /// counts the points, on a claim only.
    fn move_rule_outcome(position: &Position<R>, claimed: bool) -> Option<Outcome> {
        let _ = position;
        Some(if claimed {
            Outcome::FiftyMoves
        } else {
            Outcome::SeventyFiveMoves
        })
    }

    /// The side that wins every drawn end instead (armageddon: Black, who has draw odds):
    /// stalemate, insufficient material, the move rule, repetition and the rule set's own
    /// draws, as [`Outcome::DrawOdds`], and a draw claimed. None by default: a draw is a draw.
    const DRAW_ODDS: Option<Color> = None;

    /// Whether a player may claim a draw in `position` by a rule of the rule set's own,
    /// beside repetition and [`Ending::MOVE_RULE`](crate::Ending::MOVE_RULE): makruk's count
    /// run out. No by default.
    #[inline(always)]
    fn may_claim_draw(position: &Position<R>) -> bool {
        let _ = position;
        false
    }

    /// Whether neither side can ever win in `position`. The default says so when only the
    /// royal pieces are left and no side holds a piece in hand, on one board (on two, pieces
    /// may come from the partner's); rule sets with more drawn material override it.
    fn insufficient_material(position: &Position<R>) -> bool {
        !R::Drops::TWO_BOARDS
            && position.occupied()
                == R::royals(position, Color::White) | R::royals(position, Color::Black)
            && Color::ALL
                .into_iter()
                .all(|color| position.hand().is_empty(color))
    }
}

/// Orthodox chess's ends: checkmate wins, stalemate and fivefold repetition draw, and so do
/// bare royal pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CheckmateEnding;

impl<R: Rules> Ending<R> for CheckmateEnding {}
