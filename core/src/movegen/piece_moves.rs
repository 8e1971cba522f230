//! Moves grouped by piece: one piece, its square and the set of squares it may go to.
//!
//! Move generation produces groups, so that counting is a population count and engines can
//! filter targets with set operations before any move is built.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::square::Square;
use crate::movegen::moves::{Move, MoveKind};
use crate::rules::{Board, Rules, Sq, optional_promotion_zone};
use crate::rules::{Promotion, double_steps};

/// What the moves of a group do beyond going to their target.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum GroupKind {
    /// Ordinary moves and captures, pawn double steps and promotions, told apart by the
    /// target square.
    Plain,
    /// En-passant captures.
    EnPassant,
    /// Castling, each target the square of a rook the king castles with.
    Castle,
    /// Drops of a piece from hand.
    Drop,
    /// The pass, whose one target is the king's own square.
    Pass,
}

/// Among a group's promotion choices, the choice to stay a pawn on the targets of the optional
/// promotion zone ([`Promotion::OPTIONAL_PROMOTION_ZONE`](crate::Promotion::OPTIONAL_PROMOTION_ZONE)); bit `i` below it chooses the `i`-th
/// kind of [`Rules::PROMOTIONS`].
pub(crate) const STAY: u32 = 1 << 31;

/// Every kind of [`Rules::PROMOTIONS`], as promotion choices.
#[inline(always)]
pub(crate) fn every_promotion<R: Rules>() -> u32 {
    const { assert!(R::PROMOTIONS.len() < 31, "at most 30 promotion kinds") };
    (1 << R::PROMOTIONS.len()) - 1
}

/// The legal moves of one piece: its kind, its square and its target squares.
///
/// A pawn target in the promotion zone stands for one move per promotion kind allowed there,
/// and one more where the pawn may also stay a pawn, which [`PieceMoves::len`] counts and the
/// iterator yields. Castling moves come in their own group, whose targets are the squares of
/// the rooks the king castles with. The drops of one kind from hand form a group with no
/// origin.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PieceMoves<R: Rules> {
    /// The kind of the moving (or dropped) piece.
    pub piece: R::Piece,
    /// Where it stands; meaningless for drops, see [`PieceMoves::from`].
    origin: Sq<R>,
    /// Where it may go.
    pub to: Board<R>,
    /// The targets that promote.
    promoting: Board<R>,
    /// The promotion choices on the promoting targets: bit `i` for the `i`-th kind of
    /// [`Rules::PROMOTIONS`], never none of them where a target promotes, and [`STAY`]
    /// where the targets in the optional zone may also be reached without promoting.
    choices: u32,
    /// The mover's colour, which tells the optional promotion zone.
    color: Color,
    kind: GroupKind,
}

impl<R: Rules> PieceMoves<R> {
    /// The moves of `color`'s `piece` from `from` to `to`, those to `promoting` with the
    /// promotion `choices`. No promotion kind allowed leaves the pawn only the squares where
    /// it may stay a pawn.
    #[inline(always)]
    pub(crate) fn new(
        piece: R::Piece,
        color: Color,
        from: Sq<R>,
        to: Board<R>,
        (promoting, choices): (Board<R>, u32),
        kind: GroupKind,
    ) -> Self {
        let mut promoting = promoting & to;
        let mut to = to;
        if choices & !STAY == 0 && promoting.is_nonempty() {
            let staying = if choices & STAY != 0 {
                Self::optional_zone(piece, color)
            } else {
                Bitboard::empty()
            };
            to = to - (promoting - staying);
            promoting = Bitboard::empty();
        }
        PieceMoves {
            piece,
            origin: from,
            to,
            promoting,
            choices,
            color,
            kind,
        }
    }

    /// The moves of `color`'s `piece` from `from` to `to` of the given kind, none promoting.
    #[inline(always)]
    pub(crate) fn unpromoting(
        piece: R::Piece,
        color: Color,
        from: Sq<R>,
        to: Board<R>,
        kind: GroupKind,
    ) -> Self {
        PieceMoves::new(piece, color, from, to, (Bitboard::empty(), 0), kind)
    }

    /// The drops of `color`'s `piece` from hand onto `to`.
    #[inline(always)]
    pub(crate) fn drops(piece: R::Piece, color: Color, to: Board<R>) -> Self {
        let anywhere = Square::from_index_unchecked(0);
        PieceMoves::unpromoting(piece, color, anywhere, to, GroupKind::Drop)
    }

    /// The pass of `color`, whose king stands on `king`: a group of one move.
    #[inline(always)]
    pub(crate) fn pass(color: Color, king: Sq<R>) -> Self {
        let to = Bitboard::from_square(king);
        PieceMoves::unpromoting(R::KING, color, king, to, GroupKind::Pass)
    }

    /// Where `color`'s `piece` may promote or stay as it is: a pawn only where promotion
    /// varies, another piece wherever it need not promote ([`Promotion::PIECES_PROMOTE`](crate::Promotion::PIECES_PROMOTE)).
    #[inline(always)]
    fn optional_zone(piece: R::Piece, color: Color) -> Board<R> {
        if Some(piece) == R::PAWN {
            optional_promotion_zone::<R>(color)
        } else if R::Promotion::PIECES_PROMOTE {
            !R::Promotion::forced_promotion(piece, color)
        } else {
            Bitboard::empty()
        }
    }

    /// The choices on the promoting target `to`: the allowed kinds, and staying unpromoted
    /// where promotion is optional.
    #[inline(always)]
    fn choices_on(&self, to: Sq<R>) -> u32 {
        if Self::optional_zone(self.piece, self.color).contains(to) {
            self.choices
        } else {
            self.choices & !STAY
        }
    }

    /// Where the piece stands; `None` for drops.
    #[inline(always)]
    pub fn from(&self) -> Option<Sq<R>> {
        (self.kind != GroupKind::Drop).then_some(self.origin)
    }

    /// Whether these are drops from hand.
    #[inline(always)]
    pub fn is_drop(&self) -> bool {
        self.kind == GroupKind::Drop
    }

    /// Whether these are ordinary moves: not castling, en passant, drops or the pass.
    #[inline(always)]
    pub(crate) fn is_plain(&self) -> bool {
        self.kind == GroupKind::Plain
    }

    /// Whether this is the pass ([`Rules::PASSES`]), whose one target is the king's square.
    #[inline(always)]
    pub fn is_pass(&self) -> bool {
        self.kind == GroupKind::Pass
    }

    /// The number of moves: the targets, with a promoting target counted once per promotion
    /// kind allowed, and once more where the pawn may stay a pawn.
    #[inline(always)]
    pub fn len(&self) -> usize {
        if self.promoting.is_empty() {
            return Bitboard::len(self.to);
        }
        let kinds = (self.choices & !STAY).count_ones() as usize;
        let staying = if self.choices & STAY != 0 {
            Bitboard::len(self.promoting & Self::optional_zone(self.piece, self.color))
        } else {
            0
        };
        Bitboard::len(self.to) + Bitboard::len(self.promoting) * (kinds - 1) + staying
    }

    /// Whether the group has no move.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// The same group with only the targets in `keep`.
    #[inline(always)]
    pub fn retain(mut self, keep: Board<R>) -> Self {
        self.to &= keep;
        self.promoting &= keep;
        self
    }

    /// The captures among these moves: the targets on `enemies`, or all of an en-passant
    /// group; castling, drops and the pass capture nothing.
    #[inline(always)]
    pub(crate) fn captures(self, enemies: Board<R>) -> Self {
        match self.kind {
            GroupKind::EnPassant => self,
            GroupKind::Plain => self.retain(enemies),
            GroupKind::Castle | GroupKind::Drop | GroupKind::Pass => self.retain(Bitboard::empty()),
        }
    }

    /// Whether the move to `to` promotes, once per kind allowed.
    #[inline(always)]
    pub(crate) fn promotes(&self, to: Sq<R>) -> bool {
        self.promoting.contains(to)
    }

    /// The moves to the promoting target `to`, each alone in a group of its own.
    pub(crate) fn each_promotion_to(&self, to: Sq<R>) -> impl Iterator<Item = Self> {
        let target = Bitboard::from_square(to);
        let group = *self;
        choice_bits(self.choices_on(to)).map(move |choice| {
            let (promoting, choices) = if choice == STAY {
                (Bitboard::empty(), 0)
            } else {
                (target, choice)
            };
            PieceMoves {
                to: target,
                promoting,
                choices,
                ..group
            }
        })
    }

    /// Calls `visit` with each move of the group, in the order of its iterator, until it
    /// returns `false`; returns `false` if it was stopped early. Faster than the iterator
    /// where no target promotes, the common case, as the move kind is then decided once.
    #[inline(always)]
    pub fn all_moves(self, mut visit: impl FnMut(Move<R>) -> bool) -> bool {
        if self.kind != GroupKind::Plain || self.promoting.is_nonempty() {
            return self.into_iter().all(visit);
        }
        let from = self.origin;
        if !double_steps::<R>(self.piece) {
            return self
                .to
                .into_iter()
                .all(|to| visit(Move::new(from, to, MoveKind::Normal)));
        }
        self.to
            .into_iter()
            .all(|to| visit(Move::new(from, to, self.plain_kind(to))))
    }

    /// The kind of a plain, non-promoting move to `to`: a pawn's two-rank step is a double
    /// step (it may open en passant), as is that of a kind that double-steps as the pawn does
    /// (one of [`Pawns::OTHER_PAWNS`](crate::Pawns::OTHER_PAWNS)); anything else a normal move.
    #[inline(always)]
    fn plain_kind(&self, to: Sq<R>) -> MoveKind {
        if double_steps::<R>(self.piece) && to.rank().abs_diff(self.origin.rank()) == 2 {
            MoveKind::DoubleStep
        } else {
            MoveKind::Normal
        }
    }

    /// A move of this group to `to`: the first choice where the target promotes. Enough to
    /// test the mover's safety where it does not depend on the promotion kind.
    #[inline(always)]
    pub(crate) fn first_move_to(&self, to: Sq<R>) -> Move<R> {
        let promotion = if self.promoting.contains(to) {
            self.choices_on(to) & self.choices_on(to).wrapping_neg()
        } else {
            STAY
        };
        self.make(to, promotion)
    }

    /// The move to `to`, which must be one of the targets: for a promoting target, the one
    /// `choice` (a single bit of the choices) makes; elsewhere `choice` is [`STAY`].
    #[inline(always)]
    fn make(&self, to: Sq<R>, choice: u32) -> Move<R> {
        let from = self.origin;
        match self.kind {
            GroupKind::Castle => Move::new(from, to, MoveKind::Castle),
            GroupKind::EnPassant => Move::new(from, to, MoveKind::EnPassant),
            GroupKind::Drop => Move::drop(self.piece, to),
            GroupKind::Pass => Move::pass(from),
            GroupKind::Plain if choice == STAY => Move::new(from, to, self.plain_kind(to)),
            GroupKind::Plain => {
                Move::promotion(from, to, R::PROMOTIONS[choice.trailing_zeros() as usize])
            }
        }
    }
}

impl<R: Rules> IntoIterator for PieceMoves<R> {
    type Item = Move<R>;
    type IntoIter = PieceMovesIter<R>;

    fn into_iter(self) -> PieceMovesIter<R> {
        PieceMovesIter {
            group: self,
            remaining: self.to,
            pending: 0,
        }
    }
}

/// The single bits of `choices`, lowest first.
fn choice_bits(mut choices: u32) -> impl Iterator<Item = u32> {
    core::iter::from_fn(move || {
        let choice = choices & choices.wrapping_neg();
        choices ^= choice;
        (choice != 0).then_some(choice)
    })
}

/// The moves of a [`PieceMoves`]; on a promoting target the promotions in
/// [`Rules::PROMOTIONS`] order, then the move that stays a pawn where it may.
#[derive(Clone, Debug)]
pub struct PieceMovesIter<R: Rules> {
    group: PieceMoves<R>,
    remaining: Board<R>,
    /// The choices not yet made on the promoting target under way; none between targets.
    pending: u32,
}

impl<R: Rules> Iterator for PieceMovesIter<R> {
    type Item = Move<R>;

    #[inline]
    fn next(&mut self) -> Option<Move<R>> {
        let to = self.remaining.first()?;
        if !self.group.promoting.contains(to) {
            self.remaining.remove(to);
            return Some(self.group.make(to, STAY));
        }
        if self.pending == 0 {
            self.pending = self.group.choices_on(to);
        }
        let choice = self.pending & self.pending.wrapping_neg();
        self.pending ^= choice;
        if self.pending == 0 {
            self.remaining.remove(to);
        }
        Some(self.group.make(to, choice))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let made = match self.remaining.first() {
            Some(to) if self.pending != 0 => {
                (self.group.choices_on(to) ^ self.pending).count_ones() as usize
            }
            _ => 0,
        };
        let left = self.group.retain(self.remaining).len() - made;
        (left, Some(left))
    }
}

impl<R: Rules> ExactSizeIterator for PieceMovesIter<R> {}
