//! What can be wrong with a setup, and how strictly to judge it.

use core::fmt;

/// One way in which a setup breaks the rules.
// `VariantArray` lists every variant in declaration order (`Problem::VARIANTS`), so that a
// new one cannot be left out of `PositionError::problems`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, strum::VariantArray)]
#[repr(u8)]
pub enum Problem {
    /// A side has fewer kings than the rule set asks ([`Rules::king_count`](crate::Rules::king_count)).
    MissingKing,
    /// A side has more kings than the rule set allows.
    TooManyKings,
    /// A pawn stands where no pawn can be: its own first rank or its promotion zone.
    PawnOnBackRank,
    /// The side that is not to move is in check: its king could be captured.
    OppositeCheck,
    /// The side to move is in a check no legal move could have given (three checkers, or two
    /// that no single move can give together). Judged for rule sets with
    /// [`Legality::Masks`](crate::Legality::Masks), whose pieces attack along the lines this
    /// reasoning knows.
    ImpossibleCheck,
    /// The en-passant square does not follow a pawn's double step.
    InvalidEnPassant,
    /// A castling right without its king and rook on their back rank.
    InvalidCastlingRights,
    /// A castling right of a king or rook off its start square, which only Chess960 castling
    /// allows.
    Chess960CastlingRights,
    /// More pieces than promotions from the start position allow.
    TooMuchMaterial,
    /// So many pieces that the moves could overflow the rule set's move list.
    TooManyMoves,
    /// A rule of the rule set's own is broken
    /// ([`Rules::rule_violation`](crate::Rules::rule_violation) says which).
    VariantRule,
    /// A piece stands where its kind may never be
    /// ([`Rules::standing_region`](crate::Rules::standing_region)): a general or an advisor
    /// outside its palace, a xiangqi elephant across the river.
    OutsideRegion,
    /// A file holds more of a side's pieces of one kind than
    /// [`Rules::FILE_LIMIT`](crate::Rules::FILE_LIMIT) allows: two unpromoted pawns of one
    /// side on a file in shogi.
    TooManyOnFile,
    /// A piece stands where it could never move again
    /// ([`Rules::immobile_squares`](crate::Rules::immobile_squares)): a shogi pawn or lance on
    /// the last rank, a shogi knight on the last two.
    Immobile,
}

// `PositionError` keeps the problems found as bits of a `u32`.
const _: () = assert!(<Problem as strum::VariantArray>::VARIANTS.len() <= 32);

impl Problem {
    fn description(self) -> &'static str {
        match self {
            Problem::MissingKing => "a side has too few kings",
            Problem::TooManyKings => "a side has too many kings",
            Problem::PawnOnBackRank => "pawn on its first rank or in its promotion zone",
            Problem::OppositeCheck => "the side not to move is in check",
            Problem::ImpossibleCheck => "impossible check",
            Problem::InvalidEnPassant => {
                "en-passant square without a pawn that just double-stepped"
            }
            Problem::InvalidCastlingRights => "castling right without king and rook in place",
            Problem::Chess960CastlingRights => {
                "castling right off the start squares (needs Chess960 castling)"
            }
            Problem::TooMuchMaterial => "more material than promotions allow",
            Problem::TooManyMoves => "too many pieces for the move list",
            Problem::VariantRule => "against the rules of the variant",
            Problem::OutsideRegion => "a piece outside the region its kind may stand on",
            Problem::TooManyOnFile => "too many pieces of one kind and side on a file",
            Problem::Immobile => "a piece that could never move again",
        }
    }
}

/// How strictly a setup is judged when it becomes a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Validation {
    /// Every [`Problem`] is an error.
    #[default]
    Strict,
    /// Accept what can still be played safely: impossible checks, too much material and pieces
    /// placed against the rule set's own limits (outside their region, too many on a file,
    /// unable to move) are allowed (published test positions contain the first two), and
    /// invalid castling rights and en-passant squares are dropped. Missing or extra kings, a
    /// side not to move in check, pawns on the back rank and positions that could overflow the
    /// move list stay errors.
    Lenient,
}

impl Validation {
    /// Whether this mode lets `problem` pass.
    pub fn tolerates(self, problem: Problem) -> bool {
        self == Validation::Lenient
            && matches!(
                problem,
                Problem::ImpossibleCheck
                    | Problem::TooMuchMaterial
                    | Problem::InvalidEnPassant
                    | Problem::InvalidCastlingRights
                    | Problem::OutsideRegion
                    | Problem::TooManyOnFile
                    | Problem::Immobile
            )
    }
}

/// Every problem a setup has, found at once.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PositionError {
    problems: u32,
    /// For [`Problem::TooManyMoves`]: the bound on the moves and the move list's capacity.
    moves: Option<(usize, usize)>,
    /// For [`Problem::VariantRule`]: the rule broken.
    rule: Option<&'static str>,
}

impl PositionError {
    /// Adds a problem.
    pub fn add(&mut self, problem: Problem) {
        self.problems |= 1 << problem as u8;
    }

    /// Whether `problem` was found.
    pub fn contains(self, problem: Problem) -> bool {
        self.problems & (1 << problem as u8) != 0
    }

    /// Whether nothing was found.
    pub fn is_empty(self) -> bool {
        self.problems == 0
    }

    /// The problems found, in declaration order.
    pub fn problems(self) -> impl Iterator<Item = Problem> {
        <Problem as strum::VariantArray>::VARIANTS
            .iter()
            .copied()
            .filter(move |&problem| self.contains(problem))
    }

    /// The problems that `validation` does not tolerate.
    pub fn without_tolerated(self, validation: Validation) -> PositionError {
        let mut kept = PositionError {
            moves: self.moves,
            rule: self.rule,
            ..PositionError::default()
        };
        for problem in self.problems().filter(|&p| !validation.tolerates(p)) {
            kept.add(problem);
        }
        kept
    }

    /// For [`Problem::TooManyMoves`]: how many moves the setup's pieces could come to have
    /// (see [`Setup::move_bound`](crate::Setup::move_bound)) and how many the rule set's move
    /// list holds.
    pub fn move_list_overflow(self) -> Option<(usize, usize)> {
        self.moves.filter(|_| self.contains(Problem::TooManyMoves))
    }

    /// For [`Problem::VariantRule`]: the rule of the rule set's own that is broken.
    pub fn variant_rule(self) -> Option<&'static str> {
        self.rule.filter(|_| self.contains(Problem::VariantRule))
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal position: ")?;
        for (i, problem) in self.problems().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            match (problem, self.rule) {
                (Problem::VariantRule, Some(rule)) => f.write_str(rule)?,
                _ => f.write_str(problem.description())?,
            }
            if let (Problem::TooManyMoves, Some((bound, capacity))) = (problem, self.moves) {
                write!(
                    f,
                    " (up to {bound} moves; the list holds {capacity}: raise the capacity of \
                     Rules::MoveList to at least {bound})"
                )?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.problems()).finish()
    }
}

impl core::error::Error for PositionError {}

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
use crate::position::setup::Setup;
use crate::rules::{Legality, Rules};

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
            let color = if R::castling_rank(Color::White).contains(rook) {
                Color::White
            } else if R::castling_rank(Color::Black).contains(rook) {
                Color::Black
            } else {
                problems.add(Problem::InvalidCastlingRights);
                continue;
            };
            let back_rank = R::castling_rank(color);
            let king = (self.pieces(color, R::KING) & back_rank).first();
            let is_rook =
                R::CASTLING_ROOK.is_some_and(|piece| self.pieces(color, piece).contains(rook));
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
    /// pawn can have made it: it stands one rank beyond the square, on its file or the next,
    /// and came from a double-step rank as far beyond the other way, across empty squares.
    /// Reports the square otherwise.
    pub(crate) fn check_en_passant(
        &self,
        setup: &Setup<R>,
        problems: &mut PositionError,
    ) -> Option<DoubleStep<R::Geometry>> {
        let passed = setup.ep_square?;
        let step = R::PAWN
            .filter(|_| R::EN_PASSANT)
            .and_then(|pawn| self.double_step_over(passed, setup.ep_pawn_aside, pawn));
        if step.is_none() {
            problems.add(Problem::InvalidEnPassant);
        }
        step
    }

    fn double_step_over(
        &self,
        passed: Square<R::Geometry>,
        pawn_square: Option<Square<R::Geometry>>,
        pawn: R::Piece,
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
            && R::en_passant_zone(self.turn).contains(passed)
            && self.pieces(them, pawn).contains(pawn_square)
            && R::double_step_ranks(them).contains(origin)
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
        let attackers =
            R::attacks(pawn, !self.turn, ep, self.occupied()) & self.pieces(self.turn, pawn);
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
            if let Some(pawn) = R::PAWN
                && (self.pieces(color, pawn) - R::pawn_zone(color)).is_nonempty()
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
        for square in self.occupied() {
            let Some(ColoredPiece { color, piece }) = self.piece_at(square) else {
                continue;
            };
            if !R::standing_region(piece, color).contains(square) {
                problems.add(Problem::OutsideRegion);
            }
            if R::immobile_squares(piece, color).contains(square) {
                problems.add(Problem::Immobile);
            }
        }
        for color in Color::ALL {
            if let Some((piece, limit)) = R::FILE_LIMIT {
                let beyond = usize::from(limit) + 1;
                if self.files_holding(color, piece, beyond).is_nonempty() {
                    problems.add(Problem::TooManyOnFile);
                }
            }
        }
    }

    /// More pieces of a side than its start-position pieces plus promotions could give. With
    /// pieces in hand, captured pieces change sides, so both sides are counted together,
    /// board and hand. A promoted kind ([`Piece::demoted`]) counts as its unpromoted one.
    fn has_too_much_material(&self) -> bool {
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
                    .sum()
            };
            let count = |piece| with_promoted(count, piece);
            let start_count = |piece| with_promoted(start_count, piece);
            let (pawns, start_pawns) = match R::PAWN {
                Some(pawn) => (count(pawn), start_count(pawn)),
                None => (0, 0),
            };
            let promoted: usize = R::Piece::all()
                .filter(|&piece| Some(piece) != R::PAWN && !piece.is_promoted())
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
    /// every square.
    fn move_bound(&self, color: Color) -> usize {
        // A rider attacks most on an empty board, a hopper (grasshopper, cannon) on a full one.
        let most_targets = |piece: R::Piece| {
            Square::<R::Geometry>::all()
                .map(|square| {
                    let empty = R::attacks(piece, color, square, Bitboard::empty()).len();
                    let full = R::attacks(piece, color, square, Bitboard::full().without(square));
                    empty.max(full.len())
                })
                .max()
                .unwrap_or(0)
        };
        let most_quiet = |piece: R::Piece| {
            Square::<R::Geometry>::all()
                .map(|square| R::quiet_moves(piece, color, square, Bitboard::empty(), true).len())
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
                    let quiet = if R::DISTINCT_QUIET {
                        most_quiet(piece)
                    } else {
                        2
                    };
                    let choices = R::PROMOTIONS.len() + usize::from(R::PROMOTION_VARIES);
                    let moves = (most_targets(piece) + quiet) * choices.max(1);
                    moves.max(promoted_bound)
                } else if piece == R::KING {
                    most_targets(piece) + 2
                } else if R::DISTINCT_QUIET {
                    most_targets(piece) + most_quiet(piece)
                } else {
                    most_targets(piece)
                };
                // Where pieces promote, each target may be reached promoted or not.
                let choices = if R::PIECES_PROMOTE && R::promotion_of(piece).is_some() {
                    2
                } else {
                    1
                };
                count(piece) * bound * choices
            })
            .sum();
        on_board + drops
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
        if R::variant_outcome(self).is_none()
            && their_royals
                .into_iter()
                .any(|royal| self.is_royal_attacked(royal, self.turn, occupied))
        {
            problems.add(Problem::OppositeCheck);
        }
        if const { !matches!(R::LEGALITY, Legality::Masks) } {
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
                R::attacks(piece.piece, piece.color, *checker, Bitboard::full()).contains(king)
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
