//! What can be wrong with a setup, and how strictly to judge it: the problems, the
//! validation levels and the error that lists what was found.

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
    /// A king is in hand where the rule set asks for kings on the board: a royal piece is
    /// never captured, so never dropped.
    KingInHand,
    /// A pawn stands where no pawn can be: its own first rank or its promotion zone.
    PawnOnBackRank,
    /// The side that is not to move is in check: its king could be captured.
    OppositeCheck,
    /// The side to move is in a check no legal move could have given (three checkers, or two
    /// that no single move can give together). Judged for rule sets with
    /// [`Strategy::Masks`](crate::Strategy::Masks), whose pieces attack along the lines this
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
    /// ([`Movement::standing_region`](crate::Movement::standing_region)): a general or an advisor
    /// outside its palace, a xiangqi elephant across the river.
    OutsideRegion,
    /// A file holds more of a side's pieces of one kind than
    /// [`Drops::FILE_LIMIT`](crate::Drops::FILE_LIMIT) allows: two unpromoted pawns of one
    /// side on a file in shogi.
    TooManyOnFile,
    /// A piece stands where it could never move again
    /// ([`Promotion::immobile_squares`](crate::Promotion::immobile_squares)): a shogi pawn or lance on
    /// the last rank, a shogi knight on the last two.
    Immobile,
    /// A piece stands on one of the board's holes
    /// ([`Geometry::HOLES`](crate::Geometry::HOLES)), a square the board does not have.
    OnHole,
}

// `PositionError` keeps the problems found as bits of a `u32`.
const _: () = assert!(<Problem as strum::VariantArray>::VARIANTS.len() <= 32);

impl Problem {
    pub(crate) fn description(self) -> &'static str {
        match self {
            Problem::MissingKing => "a side has too few kings",
            Problem::TooManyKings => "a side has too many kings",
            Problem::KingInHand => "a king in hand",
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
            Problem::OnHole => "a piece on a hole of the board",
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
    /// king in hand, a side not to move in check, pawns on the back rank and positions that
    /// could overflow the move list stay errors.
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
    pub(crate) moves: Option<(usize, usize)>,
    /// For [`Problem::VariantRule`]: the rule broken.
    pub(crate) rule: Option<&'static str>,
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
