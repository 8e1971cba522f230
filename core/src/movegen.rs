//! Move generation for any rule set: pseudo-legal moves grouped by piece, and legal moves by
//! the rule set's [`Legality`]: make-and-test here, masks in `masks.rs`.

use crate::bitboard::Bitboard;
use crate::castling::{self, CastlingSide};
use crate::color::Color;
use crate::hand::Hand;
use crate::masks::{Counter, Visitor};
use crate::moves::{Move, MoveBuffer};
use crate::piece::Piece;
use crate::piece_moves::{GroupKind, PieceMoves, STAY, every_promotion};
use crate::position::Position;
use crate::rules::{Legality, Rules};
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

    /// The number of legal moves, counted from target sets without building any move.
    #[inline]
    pub fn count_legal_moves(&self) -> usize {
        if self.is_over_by_rule() {
            return 0;
        }
        if const { matches!(R::LEGALITY, Legality::Masks) && !R::MUST_CAPTURE && !R::FORBIDS_MOVES }
        {
            let mut counter = Counter(0);
            self.masked_groups(&mut counter);
            counter.0
        } else {
            let mut count = 0;
            self.legal_groups::<false>(|group| {
                count += group.len();
                true
            });
            count
        }
    }

    /// Whether the side to move has a legal move; stops at the first one.
    pub fn has_legal_move(&self) -> bool {
        !self.for_each_legal_group(|_| false)
    }

    /// Whether `mv` is one of the legal moves.
    pub fn is_legal(&self, mv: Move<R>) -> bool {
        !self.for_each_legal_move(|legal| legal != mv)
    }

    /// Calls `visit` with each legal move until it returns `false`. Returns `false` if it was
    /// stopped early.
    #[inline]
    pub fn for_each_legal_move(&self, mut visit: impl FnMut(Move<R>) -> bool) -> bool {
        self.for_each_legal_group(|group| group.all_moves(&mut visit))
    }

    /// Calls `visit` with the legal moves of each piece that has some, as a [`PieceMoves`]
    /// (piece, square, target set), until it returns `false`. Returns `false` if it was
    /// stopped early. A piece may come in more than one group (a king's castling moves, a
    /// pawn's en-passant capture).
    ///
    /// Where captures are compulsory ([`Rules::MUST_CAPTURE`]) the captures are generated
    /// first, and the other moves only if there is none.
    #[inline]
    pub fn for_each_legal_group(&self, mut visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        // Behind a trait object, the generator (a large function) is compiled once per rule
        // set instead of once per closure that visits groups, of which a program using many
        // rule sets has dozens per rule set; it costs one indirect call per group. Counting,
        // perft's hot path, has its own instantiation (`count_legal_moves`).
        let visit: &mut dyn FnMut(PieceMoves<R>) -> bool = &mut visit;
        self.legal_groups::<false>(visit)
    }

    /// [`Position::for_each_legal_group`] by the strategy `legality` instead of the rule set's
    /// own: make-and-test serves as an oracle for the masks and the rule set's own test.
    /// Asking for a strategy the rule set does not declare gives make-and-test, as the other
    /// could be wrong there.
    ///
    /// Make-and-test is compiled for a rule set only where a program asks for it here: the
    /// rule set's own strategy is a constant, so its generator alone is in every program.
    #[inline]
    pub fn for_each_legal_group_with(
        &self,
        legality: Legality,
        mut visit: impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        if legality == R::LEGALITY {
            return self.for_each_legal_group(visit);
        }
        let visit: &mut dyn FnMut(PieceMoves<R>) -> bool = &mut visit;
        self.legal_groups::<true>(visit)
    }

    /// The legal groups by the rule set's own strategy, or by make-and-test if
    /// `MAKE_AND_TEST`, for one visitor type.
    fn legal_groups<const MAKE_AND_TEST: bool>(
        &self,
        mut visit: impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        if self.is_over_by_rule() {
            return true;
        }
        if R::MUST_CAPTURE {
            let enemies = self.by_color(!self.turn);
            let mut captured = false;
            let finished = self.strategy_groups::<MAKE_AND_TEST>(|group| {
                let captures = group.captures(enemies);
                captured |= !captures.is_empty();
                captures.is_empty() || visit(captures)
            });
            if !finished || captured {
                return finished;
            }
        }
        self.strategy_groups::<MAKE_AND_TEST>(visit)
    }

    /// The legal groups by the rule set's strategy, or by make-and-test if `MAKE_AND_TEST`;
    /// without the moves the rule set forbids ([`Rules::forbids`]).
    #[inline(always)]
    fn strategy_groups<const MAKE_AND_TEST: bool>(
        &self,
        mut visit: impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        if R::FORBIDS_MOVES {
            let allowed = |group| self.filter_group(group, |mv| !R::forbids(self, mv), &mut visit);
            return self.unfiltered_groups::<MAKE_AND_TEST>(allowed);
        }
        self.unfiltered_groups::<MAKE_AND_TEST>(visit)
    }

    /// Both choices are constants, so only the strategy taken is compiled.
    #[inline(always)]
    fn unfiltered_groups<const MAKE_AND_TEST: bool>(
        &self,
        visit: impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        if MAKE_AND_TEST {
            return self.tested_groups(visit);
        }
        // Tests in `const` blocks: a branch on a constant is not compiled where it is not
        // taken, while a `match` on `R::LEGALITY` would compile every strategy for every rule
        // set.
        if const { matches!(R::LEGALITY, Legality::Masks) } {
            self.masked_groups(&mut Visitor(visit))
        } else if const { matches!(R::LEGALITY, Legality::ByRule) } {
            self.judged_groups(visit)
        } else if const { matches!(R::LEGALITY, Legality::TestExposed) } {
            self.exposure_tested_groups(visit)
        } else {
            self.tested_groups(visit)
        }
    }

    /// Pseudo-legal groups, each narrowed to the targets whose move passes
    /// [`Rules::is_legal_move`], where the moves that touch no square of
    /// [`Rules::exposure`] pass untested: a piece away from it keeps its other targets
    /// untested, a group that touches none of it is sent whole. The moves of a piece other
    /// than the king that end on [`Rules::exposing_squares`] are dropped untested. In check,
    /// where the rule set names them ([`Rules::evasion_squares`]), the moves that touch none
    /// of the evasion squares are dropped untested.
    fn exposure_tested_groups(&self, mut visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        let exposure = R::exposure(self);
        let (evasions, exposing) = if exposure == Bitboard::full() {
            (R::evasion_squares(self), Bitboard::empty())
        } else {
            (None, R::exposing_squares(self, exposure))
        };
        self.for_each_pseudo_legal_group(|group| {
            // In check, a move that touches none of the evasion squares stays in check.
            let group = match evasions {
                Some(squares) if !group.from().is_some_and(|from| squares.contains(from)) => {
                    let evading = group.retain(squares);
                    if evading.is_empty() {
                        return true;
                    }
                    evading
                }
                _ => group,
            };
            let exposed_from = group.from().is_some_and(|from| exposure.contains(from));
            if !exposed_from && (group.to & exposure).is_empty() {
                return visit(group);
            }
            if let Some(king) = group.from().filter(|&from| self.is_king_step(&group, from))
                && let Some(legal) = R::legal_king_targets(self, king, group.to)
            {
                let kept = group.retain(legal);
                return kept.is_empty() || visit(kept);
            }
            // Only the king may end where any piece arriving exposes it.
            let group = if group.piece == R::KING {
                group
            } else {
                group.retain(!exposing)
            };
            let safe = |mv: Move<R>| !exposed_from && !exposure.contains(mv.to());
            self.filter_group(
                group,
                |mv| safe(mv) || R::is_legal_move(self, mv),
                &mut visit,
            )
        })
    }

    /// Whether `group`, from `from`, holds the plain moves of the side to move's king.
    #[inline(always)]
    fn is_king_step(&self, group: &PieceMoves<R>, from: Sq<R>) -> bool {
        group.piece == R::KING && group.is_plain() && self.king(self.turn) == Some(from)
    }

    /// Pseudo-legal groups, each narrowed to the targets whose move passes
    /// [`Rules::is_legal_move`].
    fn judged_groups(&self, mut visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        self.for_each_pseudo_legal_group(|group| {
            self.filter_group(group, |mv| R::is_legal_move(self, mv), &mut visit)
        })
    }

    /// Whether the rule set's own rule has ended the game ([`Rules::variant_outcome`]): then
    /// there are no legal moves. Free for rule sets without such a rule.
    #[inline(always)]
    fn is_over_by_rule(&self) -> bool {
        R::variant_outcome(self).is_some()
    }

    /// Pseudo-legal groups, each narrowed to the targets whose move passes
    /// [`Rules::is_legal_after`].
    fn tested_groups(&self, mut visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        self.for_each_pseudo_legal_group(|group| {
            self.filter_group(group, |mv| self.is_legal_by_playing(mv), &mut visit)
        })
    }

    /// Sends `group` narrowed to the moves `keep` accepts. A promoting target kept for some
    /// choices only leaves the group and comes back as one group per kept choice.
    #[inline(always)]
    fn filter_group(
        &self,
        group: PieceMoves<R>,
        keep: impl Fn(Move<R>) -> bool,
        visit: &mut impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        let mut kept = Bitboard::empty();
        let mut partly_kept = Bitboard::empty();
        for to in group.to {
            if !group.promotes(to) {
                if keep(group.first_move_to(to)) {
                    kept.insert(to);
                }
                continue;
            }
            let (mut choices, mut kept_choices) = (0, 0);
            for single in group.each_promotion_to(to) {
                choices += 1;
                kept_choices += usize::from(keep(single.first_move_to(to)));
            }
            if kept_choices == choices {
                kept.insert(to);
            } else if kept_choices > 0 {
                partly_kept.insert(to);
            }
        }
        let whole = group.retain(kept);
        if !whole.is_empty() && !visit(whole) {
            return false;
        }
        partly_kept.into_iter().all(|to| {
            group
                .each_promotion_to(to)
                .all(|single| !keep(single.first_move_to(to)) || visit(single))
        })
    }

    /// Whether `mv`, which must be pseudo-legal, is legal: played on a copy, it passes
    /// [`Rules::is_legal_after`].
    #[inline]
    pub fn is_legal_by_playing(&self, mv: Move<R>) -> bool {
        let mut after = *self;
        after.play_unchecked(mv);
        R::is_legal_after(self, mv, &after)
    }

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
            let to = R::drop_squares(self, piece, us) & allowed;
            to.is_empty() || visit(PieceMoves::drops(piece, us, to))
        };
        R::Piece::all()
            .filter(|&piece| self.hand.count(us, piece) > 0)
            .all(|piece| {
                drops(piece)
                    && !(R::DROPS_PROMOTED && piece.promoted().is_some_and(|face| !drops(face)))
            })
    }

    /// A group of ordinary moves of `us`'s `piece`, not a pawn. Where pieces promote
    /// ([`Rules::PIECES_PROMOTE`]), the moves [`Rules::promoting_targets`] says may promote.
    #[inline(always)]
    pub(crate) fn plain_group(
        &self,
        piece: R::Piece,
        from: Sq<R>,
        to: Board<R>,
        us: Color,
    ) -> PieceMoves<R> {
        if R::PIECES_PROMOTE {
            let choice = R::promotion_of(piece).map_or(0, promotion_choice::<R>);
            if choice != 0 {
                let promoting = R::promoting_targets(self, from, to, us);
                return PieceMoves::new(
                    piece,
                    us,
                    from,
                    to,
                    (promoting, choice | STAY),
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
        let promotion = (R::promotion_zone(us), self.promotion_choices(us));
        PieceMoves::new(pawn, us, from, to, promotion, GroupKind::Plain)
    }

    /// What `us`'s pawns may promote to here: every kind of [`Rules::PROMOTIONS`], unless
    /// promotion varies ([`Rules::PROMOTION_VARIES`]); then the kinds
    /// [`Rules::may_promote_to`] allows, and staying a pawn in the optional zone.
    #[inline(always)]
    fn promotion_choices(&self, us: Color) -> u32 {
        if !R::PROMOTION_VARIES {
            return every_promotion::<R>();
        }
        let allowed = R::PROMOTIONS.iter().enumerate();
        allowed.fold(STAY, |choices, (index, &piece)| {
            if R::may_promote_to(self, us, piece) {
                choices | 1 << index
            } else {
                choices
            }
        })
    }

    /// Where `us`'s `piece` on `from` may move among `occupied`, within `allowed` (which
    /// holds none of `us`'s pieces): onto what it attacks, or where quiet moves differ
    /// ([`Rules::DISTINCT_QUIET`]) for it ([`Rules::quiet_as_attacks`]), onto its quiet
    /// moves' empty squares and the enemies it attacks; less what
    /// [`Rules::restrict_targets`] takes away. Pawns' pushes are [`Position::pawn_targets`]'.
    #[inline(always)]
    pub(crate) fn targets(
        &self,
        piece: R::Piece,
        from: Sq<R>,
        us: Color,
        occupied: Board<R>,
        allowed: Board<R>,
    ) -> Board<R> {
        let attacks = R::attacks(piece, us, from, occupied);
        let targets = if R::DISTINCT_QUIET && !R::quiet_as_attacks(piece) {
            let initial = R::may_move_initially(self, us, from);
            let quiet = R::quiet_moves(piece, us, from, occupied, initial) - occupied;
            (quiet | (attacks & self.by_color(!us))) & allowed
        } else {
            attacks & allowed
        };
        if R::RESTRICTS_TARGETS {
            R::restrict_targets(self, piece, us, from, targets)
        } else {
            targets
        }
    }

    /// The pushes, double step and captures (en passant apart) of `us`'s pawn on `from`; where
    /// quiet moves differ from attacks, the rule set's quiet moves instead of the pushes.
    #[inline(always)]
    pub(crate) fn pawn_targets(&self, pawn: R::Piece, from: Sq<R>, us: Color) -> Board<R> {
        let occupied = self.occupied();
        if R::DISTINCT_QUIET {
            // A pawn never moves where it may not stand (back onto its first rank).
            let standing = R::pawn_zone(us) | R::promotion_zone(us);
            return self.targets(pawn, from, us, occupied, standing - self.by_color(us));
        }
        let captures = R::attacks(pawn, us, from, occupied) & self.by_color(!us);
        let single = Bitboard::from_square(from).forward(us) - occupied;
        let double = if R::double_step_ranks(us).contains(from) {
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
            R::EN_PASSANT && R::attacks(pawn, us, from, self.occupied()).contains(ep)
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
        let king = self.king(us)?;
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
                let landing = path & Bitboard::file(R::castling_files(side).0);
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

/// The promotion choice of `promoted`: its bit among [`Rules::PROMOTIONS`], none if it is not
/// one of them.
#[inline(always)]
fn promotion_choice<R: Rules>(promoted: R::Piece) -> u32 {
    R::PROMOTIONS
        .iter()
        .position(|&kind| kind == promoted)
        .map_or(0, |index| 1 << index)
}
