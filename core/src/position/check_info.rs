//! The checkers and pinned pieces a position keeps: found from scratch where asked, updated by
//! every move where the rule set keeps them (always with masks, whose generator reads them at
//! every node).

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::position::Position;
use crate::rules::{Board, Legality, Movement, Rules, Strategy};

impl<R: Rules> Position<R> {
    /// The side to move's one royal piece, which masks keep safe ([`Strategy::Masks`] rule
    /// sets have at most one per side).
    #[inline(always)]
    pub(crate) fn royal_king(
        &self,
        color: Color,
    ) -> Option<crate::board::square::Square<R::Geometry>> {
        R::royals(self, color).first()
    }

    /// Whether the position keeps its checkers, updated by every move: where the rule set
    /// asks ([`Legality::KEEPS_CHECKERS`](crate::Legality::KEEPS_CHECKERS)), and always with masks, whose generator reads them
    /// at every node. Elsewhere [`Position::checkers`] finds them when asked.
    pub(crate) const CHECKERS_KEPT: bool =
        R::Legality::KEEPS_CHECKERS || matches!(R::Legality::STRATEGY, Strategy::Masks);

    /// The enemy pieces that attack a royal piece of the side to move, found from scratch.
    #[inline]
    pub(crate) fn royal_checkers(&self) -> Board<R> {
        let us = self.turn;
        let occupied = self.occupied();
        R::royals(self, us)
            .into_iter()
            .fold(Bitboard::empty(), |checkers, royal| {
                checkers | self.royal_attackers(royal, !us, occupied)
            })
    }

    /// Recomputes the checkers of the side to move (the attackers of all its royal pieces),
    /// where the rule set keeps them, and, for rule sets with masks, its pinned pieces.
    #[inline(always)]
    pub(crate) fn update_check_info(&mut self) {
        self.update_check_info_for(self.royal_king(self.turn));
    }

    /// [`Position::update_check_info`] with the side to move's one royal piece given, where
    /// the rule set has masks: `king` must be [`Position::royal_king`]'s answer.
    #[inline(always)]
    pub(crate) fn update_check_info_for(
        &mut self,
        king: Option<crate::board::square::Square<R::Geometry>>,
    ) {
        let us = self.turn;
        let occupied = self.occupied();
        if const { !matches!(R::Legality::STRATEGY, Strategy::Masks) } {
            if Self::CHECKERS_KEPT {
                self.checkers = self.royal_checkers();
            }
            return;
        }
        let Some(king) = king else {
            self.checkers = Bitboard::empty();
            self.pinned = Bitboard::empty();
            return;
        };
        // The enemy pieces that would attack the king if the side to move's pieces were not
        // there: with nothing between, a checker; with one own piece between, a pinner.
        let mut checkers = Bitboard::empty();
        let mut pinned = Bitboard::empty();
        for sniper in R::Movement::attackers(self, king, !us, self.by_color(!us)) {
            let blockers = R::Movement::between(king, sniper) & occupied;
            if blockers.is_empty() || self.leaps_onto(sniper, king, occupied) {
                checkers.insert(sniper);
            } else if !blockers.more_than_one() {
                pinned |= blockers;
            }
        }
        self.checkers = checkers;
        self.pinned = pinned;
    }
}
