//! The `Pawns` policy: where pawns double-step, stand and take en passant, and where pieces make
//! their initial moves.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::square::Square;
use crate::position::Position;
use crate::rules::{Promotion, Rules, optional_promotion_zone};

/// The pawn rules of rule set `R` ([`Rules::Pawns`]), for its [`Rules::PAWN`], beyond how it
/// moves and promotes: the defaults are orthodox chess's on the rule set's board.
///
/// chequer provides [`OrthodoxPawns`], pawns that double-step from their second rank,
/// [`PawnsDoubleStepFrom`] for another rank, and [`SingleStepPawns`]. A rule set whose pawns
/// differ otherwise implements the trait on itself and names `Self`.
pub trait Pawns<R: Rules> {
    /// The ranks from which `color`'s pawns may advance two squares (none: no double step).
    /// Where [`Movement::DISTINCT_QUIET`](crate::Movement::DISTINCT_QUIET), also where a
    /// piece's initial moves apply, unless [`Pawns::may_move_initially`](crate::Pawns::may_move_initially) says otherwise.
    #[inline(always)]
    fn double_step_ranks(color: Color) -> Bitboard<R::Geometry> {
        Bitboard::relative_rank(color, 1)
    }

    /// Whether `color`'s piece on `from` may make its initial moves: by default where it
    /// stands on a double-step rank. A rule set that keeps track of the pieces that have not
    /// moved yet answers from its state (Cambodian chess). Read only where
    /// [`Movement::DISTINCT_QUIET`](crate::Movement::DISTINCT_QUIET).
    #[inline(always)]
    fn may_move_initially(position: &Position<R>, color: Color, from: Square<R::Geometry>) -> bool {
        let _ = position;
        Self::double_step_ranks(color).contains(from)
    }

    /// Where `color`'s pawns may stand: not on their first rank, nor where they must promote.
    /// Validation refuses pawns elsewhere, and pawns are dropped only here.
    #[inline(always)]
    fn pawn_zone(color: Color) -> Bitboard<R::Geometry> {
        let optional = optional_promotion_zone::<R>(color);
        !(Bitboard::relative_rank(color, 0) | (R::Promotion::promotion_zone(color) - optional))
    }

    /// Whether a move of a pawn from `from` to `to` resets the half-move clock, as a move
    /// that cannot be undone: every pawn move by default. Where pawns also step sideways or
    /// back, Fairy-Stockfish counts the steps a pawn can take back as reversible, and chequer
    /// counts as it does.
    #[inline(always)]
    fn move_resets_clock(from: Square<R::Geometry>, to: Square<R::Geometry>) -> bool {
        let _ = (from, to);
        true
    }

    /// Kinds that are pawns in all but how they move (wolf chess's sergeant, which moves as
    /// its [`Movement`](crate::Movement) says): every move of theirs resets the half-move
    /// clock, and pawns take their double steps en passant as they take a pawn's, as
    /// Fairy-Stockfish plays. They promote where
    /// [`Promotion::promotion_choices`](crate::Promotion::promotion_choices) says. None by
    /// default, and then nothing is asked.
    const OTHER_PAWNS: &'static [R::Piece] = &[];

    /// Where `color`'s pawns may capture en passant: a double step that passes a square
    /// outside it opens no capture. Everywhere by default.
    #[inline(always)]
    fn en_passant_zone(color: Color) -> Bitboard<R::Geometry> {
        let _ = color;
        Bitboard::full()
    }
}

/// Pawns that may double-step from their rank `RANK`, counted from 0 on each side's own first
/// rank, and otherwise follow the orthodox defaults.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PawnsDoubleStepFrom<const RANK: u8>;

/// Orthodox pawns: the double step from the second rank.
pub type OrthodoxPawns = PawnsDoubleStepFrom<1>;

impl<R: Rules, const RANK: u8> Pawns<R> for PawnsDoubleStepFrom<RANK> {
    #[inline(always)]
    fn double_step_ranks(color: Color) -> Bitboard<R::Geometry> {
        Bitboard::relative_rank(color, RANK)
    }
}

/// Pawns that never double-step (shatranj, makruk and their heirs), and so never take en
/// passant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct SingleStepPawns;

impl<R: Rules> Pawns<R> for SingleStepPawns {
    #[inline(always)]
    fn double_step_ranks(_: Color) -> Bitboard<R::Geometry> {
        Bitboard::empty()
    }
}
