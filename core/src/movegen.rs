//! Legal move generation for any rule set: pseudo-legal moves, each tested by playing it.
//!
//! This is the universal strategy: it is correct for every piece the rules can describe,
//! because legality is decided on the position after the move.

use crate::bitboard::Bitboard;
use crate::castling::CastlingSide;
use crate::color::Color;
use crate::moves::{Move, MoveBuffer, MoveKind};
use crate::piece::Piece;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::Square;

type Board<R> = Bitboard<<R as Rules>::Geometry>;
type Sq<R> = Square<<R as Rules>::Geometry>;

impl<R: Rules> Position<R> {
    /// The legal moves.
    pub fn legal_moves(&self) -> R::MoveList {
        let mut moves = R::MoveList::default();
        self.for_each_legal_move(|mv| {
            moves.push(mv);
            true
        });
        moves
    }

    /// The number of legal moves, without keeping them.
    pub fn count_legal_moves(&self) -> usize {
        let mut count = 0;
        self.for_each_legal_move(|_| {
            count += 1;
            true
        });
        count
    }

    /// Whether the side to move has a legal move; stops at the first one.
    pub fn has_legal_move(&self) -> bool {
        !self.for_each_legal_move(|_| false)
    }

    /// Whether `mv` is one of the legal moves.
    pub fn is_legal(&self, mv: Move<R>) -> bool {
        !self.for_each_legal_move(|legal| legal != mv)
    }

    /// Calls `visit` with each legal move until it returns `false`. Returns `false` if it was
    /// stopped early.
    pub fn for_each_legal_move(&self, mut visit: impl FnMut(Move<R>) -> bool) -> bool {
        self.for_each_pseudo_legal_move(|mv| !self.keeps_king_safe(mv) || visit(mv))
    }

    /// Whether the mover's royal piece is safe after `mv`, which must be pseudo-legal.
    #[inline]
    pub fn keeps_king_safe(&self, mv: Move<R>) -> bool {
        let mut after = *self;
        after.play_unchecked(mv);
        match after.king(self.turn) {
            Some(king) => !after.is_attacked(king, after.turn),
            None => true,
        }
    }

    /// Calls `visit` with each pseudo-legal move (legal but for the safety of the own royal
    /// piece) until it returns `false`. Returns `false` if it was stopped early.
    pub fn for_each_pseudo_legal_move(&self, mut visit: impl FnMut(Move<R>) -> bool) -> bool {
        let us = self.turn;
        let own = self.by_color(us);
        let occupied = self.occupied();
        for piece in R::Piece::all() {
            let pieces = self.pieces(us, piece);
            if Some(piece) == R::PAWN {
                if !self.pawn_moves(pieces, &mut visit) {
                    return false;
                }
                continue;
            }
            for from in pieces {
                for to in R::attacks(piece, us, from, occupied) - own {
                    if !visit(Move::new(from, to, MoveKind::Normal)) {
                        return false;
                    }
                }
            }
        }
        R::CASTLING_ROOK.is_none() || self.castling_moves(&mut visit)
    }

    fn pawn_moves(&self, pawns: Board<R>, visit: &mut impl FnMut(Move<R>) -> bool) -> bool {
        let Some(pawn) = R::PAWN else { return true };
        let us = self.turn;
        let occupied = self.occupied();
        let enemies = self.by_color(!us);
        let double_step_ranks = R::double_step_ranks(us);
        let zone = R::promotion_zone(us);
        for from in pawns {
            let attacks = R::attacks(pawn, us, from, occupied);
            let single = Bitboard::from_square(from).forward(us) - occupied;
            for to in (attacks & enemies) | single {
                if !Self::pawn_move(from, to, zone, visit) {
                    return false;
                }
            }
            if double_step_ranks.contains(from) {
                for to in single.forward(us) - occupied {
                    if !visit(Move::new(from, to, MoveKind::DoubleStep)) {
                        return false;
                    }
                }
            }
            if let Some(ep) = self
                .ep_square
                .filter(|&ep| R::EN_PASSANT && attacks.contains(ep))
            {
                if !visit(Move::new(from, ep, MoveKind::EnPassant)) {
                    return false;
                }
            }
        }
        true
    }

    /// A pawn move to `to`, or one move per promotion piece when `to` is in the zone.
    #[inline]
    fn pawn_move(
        from: Sq<R>,
        to: Sq<R>,
        zone: Board<R>,
        visit: &mut impl FnMut(Move<R>) -> bool,
    ) -> bool {
        if zone.contains(to) {
            R::PROMOTIONS
                .iter()
                .all(|&piece| visit(Move::promotion(from, to, piece)))
        } else {
            visit(Move::new(from, to, MoveKind::Normal))
        }
    }

    /// Castling with each rook that keeps its right: the squares both pieces cross or land on
    /// are empty but for themselves, and no square the king stands on, crosses or lands on is
    /// attacked. Attacks are seen through the castling rook, which leaves its square: a rook
    /// that shields its king's destination cannot castle.
    fn castling_moves(&self, visit: &mut impl FnMut(Move<R>) -> bool) -> bool {
        let us = self.turn;
        let rooks = self.castling_rooks & self.by_color(us);
        let Some(king) = self.king(us).filter(|_| rooks.is_nonempty()) else {
            return true;
        };
        if self.is_check() {
            return true;
        }
        let occupied = self.occupied();
        for rook in rooks {
            let side = CastlingSide::of(king, rook);
            if (self.castling_paths.empty(us, side) & occupied).is_nonempty() {
                continue;
            }
            let seen_through_rook = occupied.without(rook);
            if self
                .castling_paths
                .king(us, side)
                .into_iter()
                .any(|square| R::attackers(self, square, !us, seen_through_rook).is_nonempty())
            {
                continue;
            }
            if !visit(Move::new(king, rook, MoveKind::Castle)) {
                return false;
            }
        }
        true
    }

    /// The square one step behind `square` as `mover` sees it: where the pawn taken en
    /// passant stands.
    #[inline(always)]
    pub(crate) fn behind(square: Sq<R>, mover: Color) -> Sq<R> {
        Bitboard::from_square(square)
            .forward(!mover)
            .first()
            .unwrap_or(square)
    }
}
