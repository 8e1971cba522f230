//! Pseudo-legal moves, grouped by piece: what every piece may do but for the safety of its own
//! royal piece, with pawns, drops, castling and passing.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::movegen::moves::Move;
use crate::movegen::piece_moves::{GroupKind, PieceMoves, STAY, every_promotion};
use crate::pieces::hand::Hand;
use crate::pieces::piece::Piece;
use crate::position::Position;
use crate::position::castling::{self, CastlingSide};
use crate::rules::Pawns;
use crate::rules::{Board, Movement, Rules, Sq, promotion_varies};
use crate::rules::{Castling, Drops, Promotion};

impl<R: Rules> Position<R> {
    /// Calls `visit` with each pseudo-legal move (legal but for the safety of the own royal
    /// piece) until it returns `false`. Returns `false` if it was stopped early.
    pub fn for_each_pseudo_legal_move(&self, mut visit: impl FnMut(Move<R>) -> bool) -> bool {
        self.for_each_pseudo_legal_group(|group| group.into_iter().all(&mut visit))
    }

    /// Calls `visit` with the pseudo-legal moves of each piece until it returns `false`.
    /// Returns `false` if it was stopped early.
    pub fn for_each_pseudo_legal_group(
        &self,
        mut visit: impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        let us = self.turn;
        let occupied = self.occupied();
        let not_own = !self.by_color(us);
        for piece in R::Piece::all() {
            if Some(piece) == R::PAWN {
                continue;
            }
            for from in self.pieces(us, piece) {
                let to = self.targets(piece, from, us, occupied, not_own);
                if to.is_nonempty() && !visit(self.plain_group(piece, from, to, us)) {
                    return false;
                }
            }
        }
        if let Some(pawn) = R::PAWN {
            for from in self.pieces(us, pawn) {
                let to = self.pawn_targets(pawn, from, us);
                if to.is_nonempty() && !visit(self.pawn_group(pawn, from, to, us)) {
                    return false;
                }
                if let Some(group) = self.en_passant_group(pawn, from, us)
                    && !visit(group)
                {
                    return false;
                }
                if let Some(group) = self.promotion_move_group(pawn, from, us)
                    && !visit(group)
                {
                    return false;
                }
            }
        }
        self.drop_groups(Bitboard::full(), &mut visit)
            && self.castling_group().is_none_or(&mut visit)
            && self.pass_group().is_none_or(visit)
    }

    /// The pass of the side to move where the rule set allows passing ([`Rules::PASSES`]) and
    /// it has a king; legality is judged as for any move.
    #[inline(always)]
    pub(crate) fn pass_group(&self) -> Option<PieceMoves<R>> {
        if !R::PASSES {
            return None;
        }
        let us = self.turn;
        Some(PieceMoves::pass(us, self.king(us)?))
    }

    /// The drops of the side to move onto `allowed`, one group per kind in hand (none without
    /// drops). A drop is never pinned, so `allowed` is all the legality it needs: anywhere,
    /// or in single check the squares between checker and king.
    #[inline(always)]
    pub(crate) fn drop_groups(
        &self,
        allowed: Board<R>,
        visit: &mut impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        if !R::Hand::DROPS || (allowed - self.occupied()).is_empty() {
            return true;
        }
        let us = self.turn;
        let mut drops = |piece| {
            let to = R::Drops::drop_squares(self, piece, us) & allowed;
            to.is_empty() || visit(PieceMoves::drops(piece, us, to))
        };
        R::Piece::all()
            .filter(|&piece| self.hand.count(us, piece) > 0)
            .all(|piece| {
                drops(piece)
                    && !(R::Drops::DROPS_PROMOTED
                        && piece.promoted().is_some_and(|face| !drops(face)))
            })
    }

    /// A group of ordinary moves of `us`'s `piece`, not a pawn. Where pieces promote
    /// ([`Promotion::PIECES_PROMOTE`](crate::Promotion::PIECES_PROMOTE)), the moves [`Promotion::promoting_targets`](crate::Promotion::promoting_targets) says may promote.
    #[inline(always)]
    pub(crate) fn plain_group(
        &self,
        piece: R::Piece,
        from: Sq<R>,
        to: Board<R>,
        us: Color,
    ) -> PieceMoves<R> {
        if R::Promotion::PIECES_PROMOTE {
            let choices = piece_promotion_choices::<R>(piece);
            if choices != 0 {
                let promoting = R::Promotion::promoting_targets(self, from, to, us);
                return PieceMoves::new(
                    piece,
                    us,
                    from,
                    to,
                    (promoting, choices | STAY),
                    GroupKind::Plain,
                );
            }
        }
        PieceMoves::unpromoting(piece, us, from, to, GroupKind::Plain)
    }

    /// A group of ordinary moves of `us`'s pawn: those into the promotion zone promote to
    /// the kinds allowed, and may stay pawns where promotion is optional.
    #[inline(always)]
    pub(crate) fn pawn_group(
        &self,
        pawn: R::Piece,
        from: Sq<R>,
        to: Board<R>,
        us: Color,
    ) -> PieceMoves<R> {
        let promotion = (
            R::Promotion::promotion_zone(us),
            self.pawn_promotion_choices(us),
        );
        PieceMoves::new(pawn, us, from, to, promotion, GroupKind::Plain)
    }

    /// The promotion moves of `us`'s pawn on `from`, where promotions are moves of their own
    /// ([`Promotion::PROMOTION_MOVES`](crate::Promotion::PROMOTION_MOVES)): every target
    /// promotes, to the kinds allowed. `None` where it has none; always `None`, at no cost,
    /// elsewhere.
    #[inline(always)]
    pub(crate) fn promotion_move_group(
        &self,
        pawn: R::Piece,
        from: Sq<R>,
        us: Color,
    ) -> Option<PieceMoves<R>> {
        let promotion_moves = const { R::Promotion::PROMOTION_MOVES }?;
        let choices = self.pawn_promotion_choices(us) & !STAY;
        let to = promotion_moves(self, us, from);
        (choices != 0 && to.is_nonempty())
            .then(|| PieceMoves::new(pawn, us, from, to, (to, choices), GroupKind::Plain))
    }

    /// What `us`'s pawns may promote to here: every kind of [`Rules::PROMOTIONS`], unless
    /// promotion varies ([`Promotion::MAY_PROMOTE_TO`](crate::Promotion::MAY_PROMOTE_TO), [`Promotion::OPTIONAL_PROMOTION_ZONE`](crate::Promotion::OPTIONAL_PROMOTION_ZONE)); then
    /// the kinds it allows, and staying a pawn in the optional zone.
    #[inline(always)]
    fn pawn_promotion_choices(&self, us: Color) -> u32 {
        if const { !promotion_varies::<R>() } {
            return every_promotion::<R>();
        }
        let allowed = R::PROMOTIONS.iter().enumerate();
        allowed.fold(STAY, |choices, (index, &piece)| {
            if R::Promotion::MAY_PROMOTE_TO
                .is_none_or(|may_promote_to| may_promote_to(self, us, piece))
            {
                choices | 1 << index
            } else {
                choices
            }
        })
    }

    /// Where `us`'s `piece` on `from` may move among `occupied`, within `allowed` (which
    /// holds none of `us`'s pieces): onto what it attacks, or where quiet moves differ
    /// ([`Movement::DISTINCT_QUIET`](crate::Movement::DISTINCT_QUIET)) for it ([`Movement::quiet_as_attacks`](crate::Movement::quiet_as_attacks)), onto its quiet
    /// moves' empty squares and the enemies it attacks; less what
    /// [`Rules::RESTRICT_TARGETS`] takes away. Pawns' pushes are [`Position::pawn_targets`]'.
    #[inline(always)]
    pub(crate) fn targets(
        &self,
        piece: R::Piece,
        from: Sq<R>,
        us: Color,
        occupied: Board<R>,
        allowed: Board<R>,
    ) -> Board<R> {
        // No piece enters a wall; a constant empty set where the state has none.
        let allowed = allowed - self.walls();
        let attacks = R::Movement::attacks(piece, us, from, occupied);
        let targets = if R::Movement::DISTINCT_QUIET && !R::Movement::quiet_as_attacks(piece) {
            let initial = R::Pawns::may_move_initially(self, us, from);
            let quiet = R::Movement::quiet_moves(piece, us, from, occupied, initial) - occupied;
            (quiet | (attacks & self.by_color(!us))) & allowed
        } else {
            attacks & allowed
        };
        // Tested in a `const` block, so that rule sets without the hook compile no call.
        if const { R::RESTRICT_TARGETS.is_some() }
            && let Some(restrict_targets) = R::RESTRICT_TARGETS
        {
            restrict_targets(self, piece, us, from, targets)
        } else {
            targets
        }
    }

    /// The pushes, double step and captures (en passant apart) of `us`'s pawn on `from`; where
    /// quiet moves differ from attacks, the rule set's quiet moves instead of the pushes.
    #[inline(always)]
    pub(crate) fn pawn_targets(&self, pawn: R::Piece, from: Sq<R>, us: Color) -> Board<R> {
        let occupied = self.occupied();
        if R::Movement::DISTINCT_QUIET {
            // A pawn never moves where it may not stand (back onto its first rank).
            let standing = R::Pawns::pawn_zone(us) | R::Promotion::promotion_zone(us);
            return self.targets(pawn, from, us, occupied, standing - self.by_color(us));
        }
        let captures = R::Movement::attacks(pawn, us, from, occupied) & self.by_color(!us);
        let single = Bitboard::from_square(from).forward(us) - occupied;
        let double = if R::Pawns::double_step_ranks(us).contains(from) {
            single.forward(us) - occupied
        } else {
            Bitboard::empty()
        };
        captures | single | double
    }

    /// The en-passant capture of `us`'s pawn on `from`, if it attacks the en-passant square.
    #[inline(always)]
    pub(crate) fn en_passant_group(
        &self,
        pawn: R::Piece,
        from: Sq<R>,
        us: Color,
    ) -> Option<PieceMoves<R>> {
        let ep = self.ep_square.filter(|&ep| {
            R::EN_PASSANT && R::Movement::attacks(pawn, us, from, self.occupied()).contains(ep)
        })?;
        let to = Bitboard::from_square(ep);
        Some(PieceMoves::unpromoting(
            pawn,
            us,
            from,
            to,
            GroupKind::EnPassant,
        ))
    }

    /// Castling with each rook that keeps its right, as one group of rook squares: the
    /// squares both pieces cross or land on are empty but for themselves, and no square the
    /// king stands on, crosses or lands on is attacked. Attacks are seen through the castling
    /// rook, which leaves its square: a rook that shields its king's destination cannot castle.
    ///
    /// The cheap tests (rights, check, empty paths) are inlined; the attack tests are not, as
    /// most positions stop before them.
    #[inline(always)]
    pub(crate) fn castling_group(&self) -> Option<PieceMoves<R>> {
        R::CASTLING_ROOK?;
        let us = self.turn;
        let rooks = self.castling_rooks & self.by_color(us);
        if rooks.is_empty() {
            return None;
        }
        let king = self.castling_king(us)?;
        let occupied = self.occupied();
        // In check the king may not castle; where other pieces are royal too, only the
        // king's own checkers count.
        if self.is_check() && self.is_royal_attacked(king, !us, occupied) {
            return None;
        }
        let clear: Board<R> = rooks
            .into_iter()
            .filter(|&rook| {
                (self.castling_paths.empty(us, CastlingSide::of(king, rook)) & occupied).is_empty()
            })
            .collect();
        if clear.is_empty() {
            return None;
        }
        self.safe_castling_group(king, clear)
    }

    /// The castling moves with the rooks of `clear`, whose paths are empty, that cross no
    /// attacked square. The king's path is seen with the king gone and the rook in place (on
    /// the queen's side it may shield the path). Its destination is seen with the rook gone,
    /// and if attacked so, once more with the rook where it lands. A king that is not royal
    /// (giveaway) may castle through attacks.
    #[inline(never)]
    fn safe_castling_group(&self, king: Sq<R>, clear: Board<R>) -> Option<PieceMoves<R>> {
        let us = self.turn;
        let royal = R::royals(self, us).contains(king);
        let without_king = self.occupied().without(king);
        let safe = |square, seen| !self.is_royal_attacked(square, !us, seen);
        let to: Board<R> = clear
            .into_iter()
            .filter(|&rook| {
                let side = CastlingSide::of(king, rook);
                let path = self.castling_paths.king(us, side);
                let landing = path & Bitboard::file(R::Castling::castling_files(side).0);
                let without_rook = without_king.without(rook);
                !royal
                    || (path - landing)
                        .into_iter()
                        .all(|square| safe(square, without_king))
                        && landing.into_iter().all(|square| {
                            safe(square, without_rook) || self.shielded(king, rook, without_rook)
                        })
            })
            .collect();
        let group = PieceMoves::unpromoting(R::KING, us, king, to, GroupKind::Castle);
        (!group.is_empty()).then_some(group)
    }

    /// Whether the king's castling destination, attacked when seen through `seen`, is safe
    /// once the rook stands where it lands. Rare, so kept out of the castling loop.
    #[cold]
    #[inline(never)]
    fn shielded(&self, king: Sq<R>, rook: Sq<R>, seen: Board<R>) -> bool {
        castling::destinations::<R>(king, rook).is_some_and(|(destination, rook_landing)| {
            !self.is_royal_attacked(destination, !self.turn, seen.with(rook_landing))
        })
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

/// The promotion choices of `piece`, not the pawn, where pieces promote
/// ([`Promotion::PIECES_PROMOTE`](crate::Promotion::PIECES_PROMOTE)): its promoted kind and
/// the kinds of [`Promotion::promotion_choices`](crate::Promotion::promotion_choices).
#[inline(always)]
fn piece_promotion_choices<R: Rules>(piece: R::Piece) -> u32 {
    let promoted = R::Promotion::promotion_of(piece).map_or(0, promotion_choice::<R>);
    R::Promotion::promotion_choices(piece)
        .iter()
        .fold(promoted, |choices, &kind| {
            choices | promotion_choice::<R>(kind)
        })
}

/// The promotion choice of `promoted`: its bit among [`Rules::PROMOTIONS`], none if it is not
/// one of them.
#[inline(always)]
fn promotion_choice<R: Rules>(promoted: R::Piece) -> u32 {
    R::PROMOTIONS
        .iter()
        .position(|&kind| kind == promoted)
        .map_or(0, |index| 1 << index)
}
