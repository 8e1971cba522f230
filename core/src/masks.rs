//! Legal move generation by check and pin masks ([`Legality::Masks`](crate::Legality::Masks)).
//!
//! The position keeps its checkers and the side to move's pinned pieces, so no move is
//! played to test it: a pinned piece moves along its pin line, in check a piece moves only
//! onto the checker or between it and the king, and the king only to squares no enemy attacks
//! once the king has left its square. En passant, which removes two pieces from a line, is
//! tested by playing it.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::{Move, MoveKind};
use crate::piece::Piece;
use crate::piece_moves::PieceMoves;
use crate::position::Position;
use crate::rules::{Legality, Rules};

type Board<R> = Bitboard<<R as Rules>::Geometry>;

impl<R: Rules> Position<R> {
    /// The legal groups by masks, specialised for being in check or not.
    #[inline]
    pub(crate) fn masked_groups(&self, visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        if self.checkers.is_empty() {
            self.masked::<false>(visit)
        } else {
            self.masked::<true>(visit)
        }
    }

    #[inline(always)]
    fn masked<const IN_CHECK: bool>(&self, mut visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        let us = self.turn;
        let Some(king) = self.king(us) else {
            return true;
        };
        let own = self.by_color(us);
        let occupied = self.occupied();

        let without_king = occupied.without(king);
        let king_targets: Board<R> = (R::attacks(R::KING, us, king, occupied) - own)
            .into_iter()
            .filter(|&to| R::attackers(self, to, !us, without_king).is_empty())
            .collect();
        if king_targets.is_nonempty() && !visit(self.plain_group(R::KING, king, king_targets)) {
            return false;
        }

        let allowed = if IN_CHECK {
            if self.checkers.more_than_one() {
                return true;
            }
            let Some(checker) = self.checkers.first() else {
                return true;
            };
            R::between(king, checker).with(checker)
        } else {
            Bitboard::full() - own
        };
        for piece in R::Piece::all() {
            if piece == R::KING || Some(piece) == R::PAWN {
                continue;
            }
            for from in self.pieces(us, piece) {
                let mut to = R::attacks(piece, us, from, occupied) & allowed;
                if self.pinned.contains(from) {
                    to &= R::line(king, from);
                }
                if to.is_nonempty() && !visit(self.plain_group(piece, from, to)) {
                    return false;
                }
            }
        }
        if let Some(pawn) = R::PAWN {
            for from in self.pieces(us, pawn) {
                let mut to = self.pawn_targets(pawn, from) & allowed;
                if self.pinned.contains(from) {
                    to &= R::line(king, from);
                }
                if to.is_nonempty() && !visit(self.plain_group(pawn, from, to)) {
                    return false;
                }
                if let Some(group) = self.en_passant_group(pawn, from) {
                    let capture =
                        Move::new(from, group.to.first().unwrap_or(from), MoveKind::EnPassant);
                    if self.keeps_king_safe(capture) && !visit(group) {
                        return false;
                    }
                }
            }
        }
        IN_CHECK || self.castling_group().is_none_or(visit)
    }

    /// Recomputes the checkers of the side to move and, for rule sets with masks, its pinned
    /// pieces: those alone between their king and an enemy rider that would attack the king
    /// if the side to move's pieces were not there.
    #[inline(always)]
    pub(crate) fn update_check_info(&mut self) {
        let us = self.turn;
        let Some(king) = self.king(us) else {
            self.checkers = Bitboard::empty();
            self.pinned = Bitboard::empty();
            return;
        };
        let occupied = self.occupied();
        self.checkers = R::attackers(self, king, !us, occupied);
        if R::LEGALITY == Legality::Masks {
            self.pinned = self.pinned_pieces(king, us, occupied);
        }
    }

    #[inline(always)]
    fn pinned_pieces(
        &self,
        king: crate::square::Square<R::Geometry>,
        us: Color,
        occupied: Board<R>,
    ) -> Board<R> {
        let mut pinned = Bitboard::empty();
        let snipers = R::attackers(self, king, !us, self.by_color(!us)) - self.checkers;
        for sniper in snipers {
            let blockers = R::between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & self.by_color(us);
            }
        }
        pinned
    }
}
