//! Legal move generation by check and pin masks ([`Strategy::Masks`](crate::Strategy::Masks)).
//!
//! The position keeps its checkers and the side to move's pinned pieces, so no move is
//! played to test it: a pinned piece moves along its pin line, in check a piece moves only
//! onto the checker or between it and the king, and the king only to squares no enemy attacks
//! once the king has left its square. En passant, which removes two pieces from a line, is
//! tested by playing it.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::movegen::moves::{Move, MoveKind};
use crate::movegen::piece_moves::PieceMoves;
use crate::pieces::piece::Piece;
use crate::position::Position;
use crate::rules::Pawns;
use crate::rules::Promotion;
use crate::rules::{Board, Legality, Movement, Rules, Specialisation, promotion_varies};

/// Where masked generation sends its moves: a visitor of groups, or a counter that may take
/// the pushes of unpinned pawns as whole sets.
pub(crate) trait GroupSink<R: Rules> {
    /// Whether pawn pushes may be counted set-wise through [`GroupSink::add`] instead of
    /// being sent as groups.
    const COUNTS: bool;
    /// Takes one group; `false` stops generation.
    fn group(&mut self, group: PieceMoves<R>) -> bool;
    /// Adds `moves` moves (counters only).
    fn add(&mut self, moves: usize);
}

/// Sends every group to a closure.
pub(crate) struct Visitor<F>(pub(crate) F);

impl<R: Rules, F: FnMut(PieceMoves<R>) -> bool> GroupSink<R> for Visitor<F> {
    const COUNTS: bool = false;

    #[inline(always)]
    fn group(&mut self, group: PieceMoves<R>) -> bool {
        (self.0)(group)
    }

    #[inline(always)]
    fn add(&mut self, _: usize) {}
}

/// Counts the moves.
pub(crate) struct Counter(pub(crate) usize);

impl<R: Rules> GroupSink<R> for Counter {
    const COUNTS: bool = true;

    #[inline(always)]
    fn group(&mut self, group: PieceMoves<R>) -> bool {
        self.0 += group.len();
        true
    }

    #[inline(always)]
    fn add(&mut self, moves: usize) {
        self.0 += moves;
    }
}

impl<R: Rules> Position<R> {
    /// The legal groups by masks, sent to `sink`.
    #[inline(always)]
    pub(crate) fn masked_groups(&self, sink: &mut impl GroupSink<R>) -> bool {
        if const { matches!(R::Legality::SPECIALISATION, Specialisation::Compact) } {
            return self.masked::<false, false, false>(sink);
        }
        match (self.checkers.is_empty(), self.turn) {
            (true, Color::White) => self.masked::<true, false, true>(sink),
            (true, Color::Black) => self.masked::<true, false, false>(sink),
            (false, Color::White) => self.masked::<true, true, true>(sink),
            (false, Color::Black) => self.masked::<true, true, false>(sink),
        }
    }

    /// If `SPECIALISED`, for being in check (`IN_CHECK`) and for the side to move (`WHITE`),
    /// so that the check mask and colour-dependent directions and ranks are constants; else
    /// both are read from the position.
    #[inline(always)]
    fn masked<const SPECIALISED: bool, const IN_CHECK: bool, const WHITE: bool>(
        &self,
        sink: &mut impl GroupSink<R>,
    ) -> bool {
        let (us, in_check) = if SPECIALISED {
            let us = if WHITE { Color::White } else { Color::Black };
            (us, IN_CHECK)
        } else {
            (self.turn, self.checkers.is_nonempty())
        };
        let Some(king) = self.royal_king(us) else {
            return self.unguarded_groups(sink);
        };
        let own = self.by_color(us);
        let occupied = self.occupied();

        let without_king = occupied.without(king);
        let king_targets = R::Movement::unattacked(
            self,
            self.targets(R::KING, king, us, occupied, !own),
            !us,
            without_king,
        );
        if king_targets.is_nonempty()
            && !sink.group(self.plain_group(R::KING, king, king_targets, us))
        {
            return false;
        }

        let allowed = if in_check {
            if self.checkers.more_than_one() {
                return true;
            }
            let Some(checker) = self.checkers.first() else {
                return true;
            };
            if self.leaps_onto(checker, king, occupied) {
                Bitboard::from_square(checker)
            } else {
                R::Movement::between(king, checker).with(checker)
            }
        } else {
            Bitboard::full() - own
        };
        let scope = Scope {
            us,
            king,
            occupied,
            allowed,
        };
        // One instantiation per piece kind, so that `R::Movement::attacks` is resolved at compile time.
        macro_rules! each_kind {
            ($($index:literal)*) => {
                $(self.kind_groups(R::Piece::from_index($index), &scope, sink) &&)* true
            };
        }
        let done_by_index = each_kind!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
        if !done_by_index
            || !(16..R::Piece::COUNT)
                .all(|index| self.kind_groups(R::Piece::from_index(index), &scope, sink))
        {
            return false;
        }
        if let Some(pawn) = R::PAWN
            && !self.pawn_groups(pawn, &scope, sink)
        {
            return false;
        }
        if !self.drop_groups(scope.allowed, &mut |group| sink.group(group)) {
            return false;
        }
        // Castling and passing leave the king where it is: neither is legal in check.
        in_check
            || (self.castling_group().is_none_or(|group| sink.group(group))
                && self.pass_group().is_none_or(|group| sink.group(group)))
    }

    /// The moves of a side without a royal piece: nothing to keep safe, so every
    /// pseudo-legal move is legal. Kept out of line, away from the masks' hot path.
    #[inline(never)]
    fn unguarded_groups(&self, sink: &mut impl GroupSink<R>) -> bool {
        self.for_each_pseudo_legal_group(|group| sink.group(group))
    }

    /// The pawns' groups. A counter gets the pushes of unpinned pawns as sets, and their
    /// captures too where [`Movement::PAWN_CAPTURE_STEPS`](crate::Movement::PAWN_CAPTURE_STEPS) gives them. Where promotion varies
    /// ([`Promotion::MAY_PROMOTE_TO`](crate::Promotion::MAY_PROMOTE_TO), [`Promotion::OPTIONAL_PROMOTION_ZONE`](crate::Promotion::OPTIONAL_PROMOTION_ZONE)), the moves into the zone still come as groups, so that
    /// the rule set is asked about each.
    #[inline(always)]
    fn pawn_groups<S: GroupSink<R>>(&self, pawn: R::Piece, scope: &Scope<R>, sink: &mut S) -> bool {
        let us = scope.us;
        let pawns = self.pieces(us, pawn);
        let (setwise, one_by_one) = if S::COUNTS && !R::Movement::DISTINCT_QUIET {
            (pawns - self.pinned, pawns & self.pinned)
        } else {
            (Bitboard::empty(), pawns)
        };
        if setwise.is_nonempty() {
            let zone = R::Promotion::promotion_zone(us);
            // Where promotion varies, the moves into the zone come as groups below.
            let counted = if const { promotion_varies::<R>() } {
                Bitboard::full() - zone
            } else {
                Bitboard::full()
            };
            let weight = |targets: Board<R>| {
                let targets = targets & counted;
                let promotions = if R::PROMOTIONS.is_empty() {
                    0
                } else {
                    Bitboard::len(targets & zone) * (R::PROMOTIONS.len() - 1)
                };
                Bitboard::len(targets) + promotions
            };
            let single = setwise.forward(us) - scope.occupied;
            let double =
                (single & R::Pawns::double_step_ranks(us).forward(us)).forward(us) - scope.occupied;
            let mut moves = weight(single & scope.allowed) + weight(double & scope.allowed);
            let targets = self.by_color(!us) & scope.allowed;
            if R::Movement::PAWN_CAPTURE_STEPS.is_empty() {
                for from in setwise {
                    moves += weight(R::Movement::attacks(pawn, us, from, scope.occupied) & targets);
                }
            } else {
                moves += R::Movement::PAWN_CAPTURE_STEPS
                    .sum_over(setwise, us, |reached| weight(reached & targets));
            }
            sink.add(moves);
            if const { promotion_varies::<R>() }
                && !self.promotion_groups(pawn, setwise, scope, sink)
            {
                return false;
            }
        }
        for from in one_by_one {
            let mut to = self.pawn_targets(pawn, from, us) & scope.allowed;
            if self.pinned.contains(from) {
                to &= R::Movement::line(scope.king, from);
            }
            if to.is_nonempty() && !sink.group(self.pawn_group(pawn, from, to, us)) {
                return false;
            }
        }
        let Some(ep) = self.ep_square else {
            return true;
        };
        for from in pawns {
            if let Some(group) = self.en_passant_group(pawn, from, us)
                && self.is_legal_by_playing(group.first_move_to(ep))
                && !sink.group(group)
            {
                return false;
            }
        }
        true
    }

    /// The groups of the moves into the promotion zone of the unpinned pawns `setwise`,
    /// whose other moves were counted as sets. With one-square capture steps, only pawns in
    /// the zone or a push away from it can reach it.
    #[inline(never)]
    fn promotion_groups(
        &self,
        pawn: R::Piece,
        setwise: Board<R>,
        scope: &Scope<R>,
        sink: &mut impl GroupSink<R>,
    ) -> bool {
        let us = scope.us;
        let zone = R::Promotion::promotion_zone(us);
        let candidates = if R::Movement::PAWN_CAPTURE_STEPS.is_empty() {
            setwise
        } else {
            let one_back = zone.forward(!us);
            let two_back = one_back.forward(!us) & R::Pawns::double_step_ranks(us);
            setwise & (zone | one_back | two_back)
        };
        for from in candidates {
            let to = self.pawn_targets(pawn, from, us) & scope.allowed & zone;
            if to.is_nonempty() && !sink.group(self.pawn_group(pawn, from, to, us)) {
                return false;
            }
        }
        true
    }

    /// The groups of the pieces of kind `piece` (none for the king, pawns or no kind): pinned
    /// pieces only along their pin line.
    #[inline(always)]
    fn kind_groups(
        &self,
        piece: Option<R::Piece>,
        scope: &Scope<R>,
        sink: &mut impl GroupSink<R>,
    ) -> bool {
        let Some(piece) = piece.filter(|&piece| piece != R::KING && Some(piece) != R::PAWN) else {
            return true;
        };
        let pieces = self.pieces(scope.us, piece);
        for from in pieces - self.pinned {
            let to = self.targets(piece, from, scope.us, scope.occupied, scope.allowed);
            if to.is_nonempty() && !sink.group(self.plain_group(piece, from, to, scope.us)) {
                return false;
            }
        }
        for from in pieces & self.pinned {
            let mut to = self.targets(piece, from, scope.us, scope.occupied, scope.allowed)
                & R::Movement::line(scope.king, from);
            if R::Movement::LEAPS_ALONG_LINES {
                // A leap along the pin line may land beyond the pinner, or beyond the king.
                to = to
                    .into_iter()
                    .filter(|&to| self.is_legal_by_playing(Move::new(from, to, MoveKind::Normal)))
                    .collect();
            }
            if to.is_nonempty() && !sink.group(self.plain_group(piece, from, to, scope.us)) {
                return false;
            }
        }
        true
    }

    /// Whether the piece on `from` attacks `target` over whatever stands between them: only
    /// where pieces leap along lines ([`Movement::LEAPS_ALONG_LINES`](crate::Movement::LEAPS_ALONG_LINES)), else false at no cost.
    #[inline(always)]
    pub(crate) fn leaps_onto(
        &self,
        from: crate::board::square::Square<R::Geometry>,
        target: crate::board::square::Square<R::Geometry>,
        occupied: Board<R>,
    ) -> bool {
        R::Movement::LEAPS_ALONG_LINES
            && self.piece_at(from).is_some_and(|piece| {
                let blocked = occupied | R::Movement::between(from, target);
                R::Movement::attacks(piece.piece, piece.color, from, blocked).contains(target)
            })
    }
}

/// What every piece's moves depend on in one position.
struct Scope<R: Rules> {
    us: Color,
    king: crate::board::square::Square<R::Geometry>,
    occupied: Board<R>,
    /// Where a piece may go: not onto its own pieces, and in check onto the checker or
    /// between it and the king.
    allowed: Board<R>,
}
