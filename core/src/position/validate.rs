//! Judging a setup before it becomes a position: kings, pawns, checks, en passant, castling
//! rights, material, the move bound, and the rule set's own rules.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::movegen::moves::MoveBuffer;
use crate::notation::fen;
use crate::pieces::hand::Hand;
use crate::pieces::piece::{ColoredPiece, Piece};
use crate::position::Position;
use crate::position::castling::CastlingSide;
use crate::position::problems::{PositionError, Problem};
use crate::position::setup::Setup;
use crate::position::state::VariantState;
use crate::rules::Pawns;
use crate::rules::{Castling, Drops, Ending, Gating, Promotion};
use crate::rules::{Legality, Movement, Rules, Strategy, double_steps};

/// The double step an en-passant field describes.
#[derive(Clone, Copy)]
pub(crate) struct DoubleStep<G> {
    /// The square the pawn passed.
    pub(crate) passed: Square<G>,
    /// Where the pawn stands.
    pub(crate) pawn: Square<G>,
    /// Where it came from.
    pub(crate) origin: Square<G>,
}

impl<G: Geometry> DoubleStep<G> {
    /// The pawn's square where it is not on the passed square's file.
    pub(crate) fn pawn_aside(self) -> Option<Square<G>> {
        (self.pawn.file() != self.passed.file()).then_some(self.pawn)
    }
}

impl<R: Rules> Position<R> {
    /// Keeps the castling rights whose king and rook stand on their castling rank, at most one on
    /// each side of the king; reports the others.
    pub(crate) fn check_castling_rooks(
        &self,
        requested: Bitboard<R::Geometry>,
        problems: &mut PositionError,
    ) -> Bitboard<R::Geometry> {
        let mut kept = Bitboard::empty();
        for rook in requested {
            let color = if R::Castling::castling_rank(Color::White).contains(rook) {
                Color::White
            } else if R::Castling::castling_rank(Color::Black).contains(rook) {
                Color::Black
            } else {
                problems.add(Problem::InvalidCastlingRights);
                continue;
            };
            let back_rank = R::Castling::castling_rank(color);
            let king = (self.pieces(color, R::KING) & back_rank).first();
            let is_rook = self
                .piece_at(rook)
                .is_some_and(|piece| piece.color == color && R::Castling::castles(piece.piece));
            let same_side_taken = |king: Square<R::Geometry>| {
                (kept & back_rank)
                    .find(|&other| CastlingSide::of(king, other) == CastlingSide::of(king, rook))
                    .is_some()
            };
            match king {
                Some(king) if is_rook && !same_side_taken(king) => kept.insert(rook),
                _ => problems.add(Problem::InvalidCastlingRights),
            }
        }
        kept
    }

    /// Whether every castling right is one the start position has, with its king still on its
    /// start square: the rights orthodox castling allows.
    pub(crate) fn has_standard_castling_rights(&self) -> bool {
        if self.castling_rooks.is_empty() {
            return true;
        }
        // Where rights come from drops, the start position has none: a right is standard
        // where its rook is on an edge file and its king on the file drops grant rights from.
        if let Some(king_file) = R::Castling::RIGHTS_FROM_DROPS {
            let last_file = <R::Geometry as Geometry>::FILES - 1;
            return self.castling_rooks.iter().all(|rook| {
                (rook.file() == 0 || rook.file() == last_file)
                    && (self.pieces_of_kind(R::KING) & Bitboard::rank(rook.rank()))
                        .iter()
                        .all(|king| king.file() == king_file)
            });
        }
        let Ok(start) = fen::parse::<R>(R::START_FEN) else {
            return false;
        };
        let start_kings = start.squares_of(ColoredPiece {
            color: Color::White,
            piece: R::KING,
        }) | start.squares_of(ColoredPiece {
            color: Color::Black,
            piece: R::KING,
        });
        self.castling_rooks.is_subset(start.castling_rooks)
            && self.castling_rooks.iter().all(|rook| {
                (self.pieces_of_kind(R::KING) & Bitboard::rank(rook.rank())).is_subset(start_kings)
            })
    }

    /// The double step the setup's en-passant square and pawn describe, if the opponent's
    /// pawn (or one of [`Pawns::OTHER_PAWNS`](crate::Pawns::OTHER_PAWNS)) can have made it:
    /// it stands one rank beyond the square, on its file or the next, and came from a
    /// double-step rank as far beyond the other way, across empty squares.
    /// Reports the square otherwise.
    pub(crate) fn check_en_passant(
        &self,
        setup: &Setup<R>,
        problems: &mut PositionError,
    ) -> Option<DoubleStep<R::Geometry>> {
        let passed = setup.ep_square?;
        let step = R::EN_PASSANT
            .then(|| self.double_step_over(passed, setup.ep_pawn_aside))
            .flatten();
        if step.is_none() {
            problems.add(Problem::InvalidEnPassant);
        }
        step
    }

    fn double_step_over(
        &self,
        passed: Square<R::Geometry>,
        pawn_square: Option<Square<R::Geometry>>,
    ) -> Option<DoubleStep<R::Geometry>> {
        let them = !self.turn;
        let ahead = Bitboard::from_square(passed).forward(them).first()?;
        let pawn_square = pawn_square.unwrap_or(ahead);
        let sideways = i32::from(pawn_square.file()) - i32::from(passed.file());
        let origin = passed.offset(
            -sideways,
            i32::from(passed.rank()) - i32::from(ahead.rank()),
        )?;
        let valid = sideways.abs() <= 1
            && pawn_square.rank() == ahead.rank()
            && R::Pawns::en_passant_zone(self.turn).contains(passed)
            && self
                .piece_at(pawn_square)
                .is_some_and(|piece| piece.color == them && double_steps::<R>(piece.piece))
            && R::Pawns::double_step_ranks(them).contains(origin)
            && (self.occupied() & (Bitboard::from_square(passed) | Bitboard::from_square(origin)))
                .is_empty();
        valid.then_some(DoubleStep {
            passed,
            pawn: pawn_square,
            origin,
        })
    }

    /// `Some(ep)` when a pawn of the side to move attacks `ep`.
    pub(crate) fn ep_if_capturable(&self, ep: Square<R::Geometry>) -> Option<Square<R::Geometry>> {
        let pawn = R::PAWN?;
        let attackers = R::Movement::attacks(pawn, !self.turn, ep, self.occupied())
            & self.pieces(self.turn, pawn);
        attackers.is_nonempty().then_some(ep)
    }

    /// Kings, pawns on impossible ranks, material beyond what promotions allow, and the bound
    /// on the number of moves that keeps every move list within its capacity.
    pub(crate) fn check_material(&self, problems: &mut PositionError) {
        for color in Color::ALL {
            let (fewest, most) = R::king_count(color);
            let kings = self.pieces(color, R::KING).len();
            if kings < fewest {
                problems.add(Problem::MissingKing);
            }
            if kings > most {
                problems.add(Problem::TooManyKings);
            }
            if R::Hand::DROPS && fewest > 0 && self.hand.count(color, R::KING) > 0 {
                problems.add(Problem::KingInHand);
            }
            if let Some(pawn) = R::PAWN
                && (self.pieces(color, pawn) - R::Pawns::pawn_zone(color)).is_nonempty()
            {
                problems.add(Problem::PawnOnBackRank);
            }
        }
        if self.has_too_much_material() {
            problems.add(Problem::TooMuchMaterial);
        }
        self.check_placement(problems);
        if let Some(rule) = R::rule_violation(self) {
            problems.add(Problem::VariantRule);
            problems.rule = Some(rule);
        }
        let capacity = <R::MoveList as MoveBuffer<R>>::CAPACITY;
        let bound = self.most_moves_bound();
        if bound > capacity {
            problems.add(Problem::TooManyMoves);
            problems.moves = Some((bound, capacity));
        }
    }

    /// Pieces outside their kind's region or where they could never move again, and more of a
    /// kind on a file than the rule set allows: each the rule set's own answer.
    ///
    /// One piece at a time, square by square: the same test over every colour and kind at once
    /// is straight-line code over a dozen 128-bit sets, which LLVM 22's vector combiner (Rust
    /// 1.95, optimised builds without fat LTO) never finished compiling for the 12×8 boards.
    fn check_placement(&self, problems: &mut PositionError) {
        if self.occupied().to_u128() & <R::Geometry as Geometry>::HOLES != 0 {
            problems.add(Problem::OnHole);
        }
        for square in self.occupied() {
            let Some(ColoredPiece { color, piece }) = self.piece_at(square) else {
                continue;
            };
            if !R::Movement::standing_region(piece, color).contains(square) {
                problems.add(Problem::OutsideRegion);
            }
            if R::Promotion::immobile_squares(piece, color).contains(square) {
                problems.add(Problem::Immobile);
            }
        }
        for color in Color::ALL {
            if let Some((piece, limit)) = R::Drops::FILE_LIMIT {
                let beyond = usize::from(limit) + 1;
                if self.files_holding(color, piece, beyond).is_nonempty() {
                    problems.add(Problem::TooManyOnFile);
                }
            }
        }
    }

    /// More pieces of a side than its start-position pieces plus promotions could give. With
    /// pieces in hand, captured pieces change sides, so both sides are counted together,
    /// board and hand. A promoted kind ([`Piece::demoted`]) counts as its unpromoted one. A
    /// board of a game on two boards ([`Drops::TWO_BOARDS`]) may hold the material of both.
    pub(crate) fn has_too_much_material(&self) -> bool {
        let boards = if R::Drops::TWO_BOARDS { 2 } else { 1 };
        let Ok(start) = fen::parse::<R>(R::START_FEN) else {
            return false;
        };
        let sides: &[&[Color]] = if R::Hand::DROPS {
            &[&Color::ALL]
        } else {
            &[&[Color::White], &[Color::Black]]
        };
        sides.iter().any(|&colors| {
            let count = |piece| -> usize {
                colors
                    .iter()
                    .map(|&color| {
                        self.pieces(color, piece).len() + usize::from(self.hand.count(color, piece))
                    })
                    .sum()
            };
            let start_count = |piece| -> usize {
                colors
                    .iter()
                    .map(|&color| {
                        start.squares_of(ColoredPiece { color, piece }).len()
                            + usize::from(start.hand.count(color, piece))
                    })
                    .sum::<usize>()
                    * boards
            };
            let count = |piece| with_promoted(count, piece);
            let start_count = |piece| with_promoted(start_count, piece);
            // The other kinds that promote as pawns do (wolf chess's sergeants, spartan
            // chess's hoplites) count as pawns.
            let (pawns, start_pawns) = R::Piece::all()
                .filter(|&piece| double_steps::<R>(piece))
                .fold((0, 0), |(pawns, start), piece| {
                    (pawns + count(piece), start + start_count(piece))
                });
            let promoted: usize = R::Piece::all()
                .filter(|&piece| !double_steps::<R>(piece) && !piece.is_promoted())
                .map(|piece| count(piece).saturating_sub(start_count(piece)))
                .sum();
            pawns > start_pawns || promoted > start_pawns - pawns
        })
    }

    /// The larger of the two sides' [`Position::move_bound`]s.
    pub(crate) fn most_moves_bound(&self) -> usize {
        Color::ALL
            .into_iter()
            .map(|color| self.move_bound(color))
            .max()
            .unwrap_or(0)
    }

    /// An upper bound on the moves `color` can ever have from here on: each piece's most
    /// targets on an empty or a full board (and quiet moves where they differ), a pawn counted as its most promotion moves or as the piece
    /// it may become, two castling moves for the king. Captures and promotions never raise it.
    /// With pieces in hand, where captured pieces change sides and come back, every piece of
    /// either side on the board or in hand may be `color`'s, and every kind may be dropped on
    /// every square. Where moves put walls, each move counts once per square of the board.
    fn move_bound(&self, color: Color) -> usize {
        // A rider attacks most on an empty board, a hopper (grasshopper, cannon) on a full one.
        let most_targets = |piece: R::Piece| {
            Square::<R::Geometry>::all()
                .map(|square| {
                    let empty = R::Movement::attacks(piece, color, square, Bitboard::empty()).len();
                    let full = R::Movement::attacks(
                        piece,
                        color,
                        square,
                        Bitboard::full().without(square),
                    );
                    empty.max(full.len())
                })
                .max()
                .unwrap_or(0)
        };
        let most_quiet = |piece: R::Piece| {
            Square::<R::Geometry>::all()
                .map(|square| {
                    R::Movement::quiet_moves(piece, color, square, Bitboard::empty(), true).len()
                })
                .max()
                .unwrap_or(0)
        };
        let promoted_bound = R::PROMOTIONS
            .iter()
            .map(|&piece| most_targets(piece))
            .max()
            .unwrap_or(0);
        let count = |piece| {
            if R::Hand::DROPS {
                Color::ALL
                    .into_iter()
                    .map(|color| {
                        self.pieces(color, piece).len() + usize::from(self.hand.count(color, piece))
                    })
                    .sum()
            } else {
                self.pieces(color, piece).len()
            }
        };
        let drops = if R::Hand::DROPS {
            R::Piece::COUNT * R::Geometry::SQUARES
        } else {
            0
        };
        let on_board: usize = R::Piece::all()
            .map(|piece| {
                let bound = if Some(piece) == R::PAWN {
                    // Pushes (one and two squares, or the rule set's quiet moves) and
                    // captures, each promoting in every way, and staying a pawn where it may.
                    let quiet = if R::Movement::DISTINCT_QUIET {
                        most_quiet(piece)
                    } else {
                        2
                    };
                    let choices = R::PROMOTIONS.len()
                        + usize::from(R::Promotion::OPTIONAL_PROMOTION_ZONE.is_some());
                    // Where promotions are moves of their own, they may go anywhere a
                    // promoted piece moves, or stay in place.
                    let promotion_moves = if R::Promotion::PROMOTION_MOVES.is_some() {
                        (promoted_bound + 1) * R::PROMOTIONS.len()
                    } else {
                        0
                    };
                    let moves = (most_targets(piece) + quiet) * choices.max(1);
                    moves.max(promoted_bound) + promotion_moves
                } else if piece == R::KING {
                    most_targets(piece) + 2
                } else if R::Movement::DISTINCT_QUIET {
                    most_targets(piece) + most_quiet(piece)
                } else {
                    most_targets(piece)
                };
                // Where pieces promote, each target may be reached promoted, in each way, or
                // not.
                let choices = if R::Promotion::PIECES_PROMOTE {
                    1 + usize::from(R::Promotion::promotion_of(piece).is_some())
                        + R::Promotion::promotion_choices(piece).len()
                } else {
                    1
                };
                count(piece) * bound * choices
            })
            .sum();
        // Where moves put walls, each may put it on any square of the board.
        let walls = if R::WALLS.is_some() {
            Bitboard::<R::Geometry>::full().len()
        } else {
            1
        };
        // Where pieces are gated, each move of a piece on a gate comes once more for each kind
        // it may gate, a castling move twice (the king's gate and the rook's).
        let gated = match R::Drops::GATING {
            None => 0,
            Some(gating) => {
                let kinds = match gating {
                    Gating::UntilHandEmpty => R::Piece::all()
                        .filter(|&piece| self.hand.count(color, piece) > 0)
                        .count(),
                    Gating::UntilPieceLeaves => R::Piece::COUNT,
                };
                let on_gates: usize = (self.state.gates() & R::Castling::castling_rank(color))
                    .into_iter()
                    .filter_map(|square| self.piece_at(square))
                    .map(|piece| {
                        most_targets(piece.piece) + 4 * usize::from(piece.piece == R::KING)
                    })
                    .sum();
                on_gates * kinds
            }
        };
        (on_board + drops + gated) * walls
    }

    /// The side not to move must not be in check, unless the game is over by the rule set's
    /// own end; the side to move must be in a check that one move could have given (judged
    /// where it has one royal piece and its pieces attack as the masks assume: a grasshopper
    /// arriving as a hurdle, or an explosion removing several blockers, gives checks that the
    /// lines through one move do not explain).
    pub(crate) fn check_checks(
        &self,
        double_step: Option<DoubleStep<R::Geometry>>,
        problems: &mut PositionError,
    ) {
        let them = !self.turn;
        let occupied = self.occupied();
        let their_royals = R::royals(self, them);
        // Once the rule set's own end is reached (atomic: the king taking the check exploded
        // the other), the check stays on the board.
        if R::Ending::variant_outcome(self).is_none()
            && their_royals
                .into_iter()
                .any(|royal| self.is_royal_attacked(royal, self.turn, occupied))
        {
            problems.add(Problem::OppositeCheck);
        }
        if const { !matches!(R::Legality::STRATEGY, Strategy::Masks) } {
            return;
        }
        let royals = R::royals(self, self.turn);
        let Some(king) = royals.first().filter(|_| !royals.more_than_one()) else {
            return;
        };
        let checkers = self.checkers();
        if self.is_impossible_check(king, checkers, double_step) {
            problems.add(Problem::ImpossibleCheck);
        }
    }

    /// Whether no single move can have given this check: three checkers or more; two that
    /// cannot be blocked (contact or leaper checks); two on one line through the king; or,
    /// right after a double step, a checker that is neither the pawn nor uncovered by it.
    fn is_impossible_check(
        &self,
        king: Square<R::Geometry>,
        checkers: Bitboard<R::Geometry>,
        double_step: Option<DoubleStep<R::Geometry>>,
    ) -> bool {
        let unblockable = |checker: &Square<R::Geometry>| {
            self.piece_at(*checker).is_some_and(|piece| {
                R::Movement::attacks(piece.piece, piece.color, *checker, Bitboard::full())
                    .contains(king)
            })
        };
        let mut pair = checkers;
        let double_check = match (pair.pop_first(), pair.pop_first()) {
            (Some(a), Some(b)) => Some((a, b)),
            _ => None,
        };
        if checkers.len() > 2 {
            return true;
        }
        if let Some((a, b)) = double_check {
            let on_one_line = king.direction_to(a).is_some()
                && king.direction_to(b).is_some()
                && (king.is_between(a, b) || a.is_between(king, b) || b.is_between(king, a));
            if checkers.filter(unblockable).count() == 2 || on_one_line {
                return true;
            }
        }
        if let Some(step) = double_step {
            return checkers
                .into_iter()
                .any(|checker| checker != step.pawn && !step.origin.is_between(checker, king));
        }
        false
    }
}

/// `count` of `piece` and of the kinds promoted from it: a promoted kind (shogi's tokin) counts
/// as the kind it was promoted from.
fn with_promoted<P: Piece>(count: impl Fn(P) -> usize, piece: P) -> usize {
    let promoted = P::all().filter(|kind| kind.demoted() == Some(piece));
    count(piece) + promoted.map(count).sum::<usize>()
}
