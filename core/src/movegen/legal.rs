//! Legal moves by the rule set's [`Legality`](crate::Legality): the strategies (masks in
//! `masks.rs`, the rule set's own test, the exposure test, make-and-test), compulsory
//! captures, forbidden moves, and counting.

use crate::board::bitboard::Bitboard;
use crate::movegen::masks::{Counter, Visitor};
use crate::movegen::moves::{Move, MoveBuffer, MoveKind, MovePart, PartOf};
use crate::movegen::piece_moves::PieceMoves;
use crate::pieces::hand::Hand;
use crate::pieces::piece::Piece;
use crate::position::Position;
use crate::position::castling;
use crate::position::state::VariantState;
use crate::rules::{Board, Legality, Rules, Specialisation, Sq, Strategy, WallSquares};
use crate::rules::{Drops, Ending, Promotion};

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
        if const { R::WALLS.is_some() } {
            let mut count = 0;
            self.for_each_wall_choice(|_, walls| {
                count += walls.len();
                true
            });
            return count;
        }
        if const { R::Drops::GATING.is_some() } {
            return self.count_with_gating();
        }
        if const {
            matches!(R::Legality::STRATEGY, Strategy::Masks)
                && !R::MUST_CAPTURE
                && R::FORBIDS.is_none()
                && R::Promotion::PROMOTION_MOVES.is_none()
        } {
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
        if const { R::WALLS.is_some() } {
            return !self.for_each_wall_choice(|_, walls| walls.is_empty());
        }
        !self.for_each_legal_group(|_| false)
    }

    /// Whether `mv` is one of the legal moves.
    pub fn is_legal(&self, mv: Move<R>) -> bool {
        // Through the move list, which every program compiles, rather than a visitor of its
        // own: one copy of the generator less for each rule set.
        self.legal_moves().contains(&mv)
    }

    /// Calls `visit` with each legal move until it returns `false`. Returns `false` if it was
    /// stopped early.
    ///
    /// Where moves put walls ([`Rules::WALLS`]), each move of a piece comes once for each
    /// square its wall may go to.
    #[inline]
    pub fn for_each_legal_move(&self, mut visit: impl FnMut(Move<R>) -> bool) -> bool {
        if const { R::WALLS.is_some() || R::Drops::GATING.is_some() } {
            return self.for_each_legal_group(|group| {
                group.all_moves(|mv| self.for_each_completion(mv, &mut visit))
            });
        }
        self.for_each_legal_group(|group| group.all_moves(&mut visit))
    }

    /// Calls `visit` with each legal move that `mv`, a legal move of a piece (from a
    /// [`PieceMoves`] group), stands for, until it returns `false`: `mv` itself, where moves
    /// put walls ([`Rules::WALLS`]) `mv` with each square its wall may go to, and where pieces
    /// are gated ([`Drops::GATING`]) `mv` alone and with each piece it may gate. Returns
    /// `false` if it was stopped early.
    pub fn for_each_completion(&self, mv: Move<R>, mut visit: impl FnMut(Move<R>) -> bool) -> bool {
        if const { R::Drops::GATING.is_some() } {
            return visit(mv) && self.for_each_gating(mv, visit);
        }
        match R::WALLS {
            None => visit(mv),
            Some(wall_squares) => self
                .wall_choices(wall_squares, mv)
                .into_iter()
                .all(|wall| visit(mv.with_wall(wall))),
        }
    }

    /// Calls `visit` with `mv`, a legal move of a piece, gating each piece from hand it may
    /// gate ([`Drops::GATING`]), until it returns `false`: on the square it leaves if that
    /// is a gate, and for castling on the king's and the rook's if they are gates and neither
    /// lands there. Returns `false` if it was stopped early.
    fn for_each_gating(&self, mv: Move<R>, mut visit: impl FnMut(Move<R>) -> bool) -> bool {
        const {
            assert!(
                R::Drops::GATING.is_none() || <PartOf<R> as MovePart>::CARRIES_GATE,
                "Drops::GATING needs a state whose MovePart carries a gate (GatePart)"
            );
        }
        let gates = self.state.gates();
        let (origin, to) = (mv.origin(), mv.to());
        let squares = match mv.kind() {
            MoveKind::Drop | MoveKind::Pass => return true,
            MoveKind::Castle => match castling::destinations::<R>(origin, to) {
                Some((king_to, rook_to)) => (gates & Bitboard::from_square(origin).with(to))
                    .without(king_to)
                    .without(rook_to),
                None => return true,
            },
            _ => gates & Bitboard::from_square(origin),
        };
        squares.into_iter().all(|square| {
            R::Piece::all()
                .filter(|&piece| self.may_gate_from_hand(piece, square))
                .all(|piece| visit(mv.with_gate(piece, square)))
        })
    }

    /// [`Position::count_legal_moves`] where pieces are gated ([`Drops::GATING`]): each
    /// group counted whole, and once more for each piece it may gate if it stands on a gate;
    /// castling (which may open the rook's gate alone) and en passant move by move.
    fn count_with_gating(&self) -> usize {
        let gates = self.state.gates();
        let mut count = 0;
        self.for_each_legal_group(|group| {
            count += group.len();
            match group.from() {
                Some(from) if group.is_plain() && gates.contains(from) => {
                    count += group.len() * self.gatable_kinds(from);
                }
                Some(_) if group.is_plain() => {}
                Some(_) => {
                    group.all_moves(|mv| {
                        self.for_each_gating(mv, |_| {
                            count += 1;
                            true
                        })
                    });
                }
                None => {}
            }
            true
        });
        count
    }

    /// How many kinds the side to move may gate on `square`.
    fn gatable_kinds(&self, square: Sq<R>) -> usize {
        R::Piece::all()
            .filter(|&piece| self.may_gate_from_hand(piece, square))
            .count()
    }

    /// Whether the side to move holds `piece` and may gate it on `square`, whether or not
    /// that is a gate.
    #[inline(always)]
    fn may_gate_from_hand(&self, piece: R::Piece, square: Sq<R>) -> bool {
        let us = self.turn;
        self.hand.count(us, piece) > 0 && R::Drops::may_gate(piece, us, square)
    }

    /// Whether a move of the side to move's piece from `from` may gate `piece`
    /// ([`Drops::GATING`]): what SAN asks of another piece's move to the same square before
    /// it disambiguates a gating move.
    pub(crate) fn may_gate_from(&self, from: Sq<R>, piece: R::Piece) -> bool {
        self.state.gates().contains(from) && self.may_gate_from_hand(piece, from)
    }

    /// Calls `visit` with each legal move of a piece and the squares where its wall may go
    /// ([`Rules::WALLS`]), until it returns `false`. Returns `false` if it was stopped early.
    fn for_each_wall_choice(&self, mut visit: impl FnMut(Move<R>, Board<R>) -> bool) -> bool {
        const {
            assert!(
                R::WALLS.is_none() || <PartOf<R> as MovePart>::CARRIES_WALL,
                "Rules::WALLS needs a state whose MovePart carries a wall (WallPart)"
            );
        }
        let Some(wall_squares) = R::WALLS else {
            return true;
        };
        self.for_each_legal_group(|group| {
            group.all_moves(|mv| visit(mv, self.wall_choices(wall_squares, mv)))
        })
    }

    /// The empty squares where the piece's move `mv` may put its wall, by `wall_squares`.
    fn wall_choices(&self, wall_squares: WallSquares<R>, mv: Move<R>) -> Board<R> {
        let occupied = self.occupied_after(mv);
        wall_squares(self, mv, occupied) - occupied
    }

    /// The squares occupied after the piece's move `mv`: without playing it where the piece
    /// only leaves its square for its target, which is most of the time, since every move
    /// counted would otherwise be played once more (the game of the amazons ran 1.8× slower
    /// so). Castling, en passant, drops and passes are played. A rule set whose ordinary
    /// moves take more off the board (atomic's explosions) cannot place walls so.
    fn occupied_after(&self, mv: Move<R>) -> Board<R> {
        let played = || {
            let mut after = *self;
            after.play_unchecked(mv);
            after.occupied()
        };
        match (mv.kind(), mv.from()) {
            (MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Promotion, Some(from)) => {
                self.occupied().without(from).with(mv.to())
            }
            _ => played(),
        }
    }

    /// Whether the legal move `mv` of a piece may put its wall on `wall`
    /// ([`Rules::WALLS`]): what Fairy-Stockfish's SAN asks of another piece's move to the same
    /// square before it disambiguates. True where moves put no walls.
    pub(crate) fn may_put_wall(&self, mv: Move<R>, wall: Sq<R>) -> bool {
        R::WALLS
            .is_none_or(|wall_squares| self.wall_choices(wall_squares, mv.base()).contains(wall))
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

    /// [`Position::for_each_legal_group`] by the strategy `strategy` instead of the rule set's
    /// own: make-and-test serves as an oracle for the masks and the rule set's own test.
    /// Asking for a strategy the rule set does not declare gives make-and-test, as the other
    /// could be wrong there.
    ///
    /// Make-and-test is compiled for a rule set only where a program asks for it here: the
    /// rule set's own strategy is a constant, so its generator alone is in every program.
    #[inline]
    pub fn for_each_legal_group_with(
        &self,
        strategy: Strategy,
        mut visit: impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        if strategy == R::Legality::STRATEGY {
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
        const {
            assert!(
                matches!(R::Legality::SPECIALISATION, Specialisation::Compact)
                    || matches!(R::Legality::STRATEGY, Strategy::Masks),
                "Legality::SPECIALISATION chooses copies of the masks generator: it needs Strategy::Masks"
            );
        }
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
    /// without the moves the rule set forbids ([`Rules::FORBIDS`]).
    #[inline(always)]
    fn strategy_groups<const MAKE_AND_TEST: bool>(
        &self,
        mut visit: impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        // Tested in a `const` block, so that rule sets without the hook compile no filter.
        if const { R::FORBIDS.is_some() }
            && let Some(forbids) = R::FORBIDS
        {
            let allowed = |group| self.filter_group(group, |mv| !forbids(self, mv), &mut visit);
            return self.unfiltered_groups::<MAKE_AND_TEST>(allowed);
        }
        self.unfiltered_groups::<MAKE_AND_TEST>(visit)
    }

    /// Both choices are constants, so only the strategy taken is compiled.
    #[inline(always)]
    fn unfiltered_groups<const MAKE_AND_TEST: bool>(
        &self,
        mut visit: impl FnMut(PieceMoves<R>) -> bool,
    ) -> bool {
        if MAKE_AND_TEST {
            return self.tested_groups(visit);
        }
        // Promotions that are moves of their own are few, and tested by playing them, after
        // the strategy's groups; a constant, so other rule sets compile none of it.
        if const { R::Promotion::PROMOTION_MOVES.is_some() } {
            return self.own_strategy_groups(&mut visit) && self.tested_promotion_moves(visit);
        }
        self.own_strategy_groups(visit)
    }

    /// The legal groups by the rule set's own strategy.
    #[inline(always)]
    fn own_strategy_groups(&self, visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        // Tests in `const` blocks: a branch on a constant is not compiled where it is not
        // taken, while a `match` on `R::Legality::STRATEGY` would compile every strategy for every rule
        // set.
        if const { matches!(R::Legality::STRATEGY, Strategy::Masks) } {
            self.masked_groups(&mut Visitor(visit))
        } else if const { matches!(R::Legality::STRATEGY, Strategy::ByRule) } {
            self.judged_groups(visit)
        } else if const { matches!(R::Legality::STRATEGY, Strategy::TestExposed) } {
            self.exposure_tested_groups(visit)
        } else {
            self.tested_groups(visit)
        }
    }

    /// Pseudo-legal groups, each narrowed to the targets whose move passes
    /// [`Legality::is_legal_move`](crate::Legality::is_legal_move), where the moves that touch no square of
    /// [`Legality::exposure`](crate::Legality::exposure) pass untested: a piece away from it keeps its other targets
    /// untested, a group that touches none of it is sent whole. The moves of a piece other
    /// than the king that end on [`Legality::exposing_squares`](crate::Legality::exposing_squares) are dropped untested. In check,
    /// where the rule set names them ([`Legality::evasion_squares`](crate::Legality::evasion_squares)), the moves that touch none
    /// of the evasion squares are dropped untested.
    fn exposure_tested_groups(&self, mut visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        let exposure = R::Legality::exposure(self);
        let (evasions, exposing) = if exposure == Bitboard::full() {
            (R::Legality::evasion_squares(self), Bitboard::empty())
        } else {
            (None, R::Legality::exposing_squares(self, exposure))
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
                && let Some(legal) = R::Legality::legal_king_targets(self, king, group.to)
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
                |mv| safe(mv) || R::Legality::is_legal_move(self, mv),
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
    /// [`Legality::is_legal_move`](crate::Legality::is_legal_move).
    fn judged_groups(&self, mut visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        self.for_each_pseudo_legal_group(|group| {
            self.filter_group(group, |mv| R::Legality::is_legal_move(self, mv), &mut visit)
        })
    }

    /// Whether the rule set's own rule has ended the game ([`Ending::variant_outcome`](crate::Ending::variant_outcome)): then
    /// there are no legal moves. Free for rule sets without such a rule.
    #[inline(always)]
    fn is_over_by_rule(&self) -> bool {
        R::Ending::variant_outcome(self).is_some()
    }

    /// Pseudo-legal groups, each narrowed to the targets whose move passes
    /// [`Legality::is_legal_after`](crate::Legality::is_legal_after).
    fn tested_groups(&self, mut visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        self.for_each_pseudo_legal_group(|group| {
            self.filter_group(group, |mv| self.is_legal_by_playing(mv), &mut visit)
        })
    }

    /// The legal promotion moves ([`Promotion::PROMOTION_MOVES`](crate::Promotion::PROMOTION_MOVES)), by playing them.
    fn tested_promotion_moves(&self, mut visit: impl FnMut(PieceMoves<R>) -> bool) -> bool {
        let Some(pawn) = R::PAWN else {
            return true;
        };
        self.pieces(self.turn, pawn).into_iter().all(|from| {
            self.promotion_move_group(pawn, from, self.turn)
                .is_none_or(|group| {
                    self.filter_group(group, |mv| self.is_legal_by_playing(mv), &mut visit)
                })
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
    /// [`Legality::is_legal_after`](crate::Legality::is_legal_after).
    #[inline]
    pub fn is_legal_by_playing(&self, mv: Move<R>) -> bool {
        let mut after = *self;
        after.play_unchecked(mv);
        R::Legality::is_legal_after(self, mv, &after)
    }
}
