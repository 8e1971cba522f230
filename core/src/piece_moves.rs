//! Moves grouped by piece: one piece, its square and the set of squares it may go to.
//!
//! Move generation produces groups, so that counting is a population count and engines can
//! filter targets with set operations before any move is built.

use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveKind};
use crate::rules::Rules;
use crate::square::Square;

type Board<R> = Bitboard<<R as Rules>::Geometry>;
type Sq<R> = Square<<R as Rules>::Geometry>;

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
    /// Promotions to one kind only, the `n`-th of [`Rules::PROMOTIONS`]: for rule sets where
    /// the kind decides legality (a promoted royal queen must not stand attacked).
    PromotionTo(u8),
}

/// The legal moves of one piece: its kind, its square and its target squares.
///
/// A pawn target in the promotion zone stands for one move per promotion kind, which
/// [`PieceMoves::len`] counts and the iterator yields. Castling moves come in their own group,
/// whose targets are the squares of the rooks the king castles with. The drops of one kind
/// from hand form a group with no origin.
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
    kind: GroupKind,
}

impl<R: Rules> PieceMoves<R> {
    #[inline(always)]
    pub(crate) fn new(
        piece: R::Piece,
        from: Sq<R>,
        to: Board<R>,
        promoting: Board<R>,
        kind: GroupKind,
    ) -> Self {
        let promoting = promoting & to;
        // Without promotion kinds a pawn cannot enter the zone at all.
        let to = if R::PROMOTIONS.is_empty() {
            to - promoting
        } else {
            to
        };
        PieceMoves {
            piece,
            origin: from,
            to,
            promoting: promoting & to,
            kind,
        }
    }

    /// The drops of `piece` from hand onto `to`.
    #[inline(always)]
    pub(crate) fn drops(piece: R::Piece, to: Board<R>) -> Self {
        let anywhere = Square::from_index_unchecked(0);
        PieceMoves::new(piece, anywhere, to, Bitboard::empty(), GroupKind::Drop)
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

    /// The number of moves: the targets, with a promoting target counted once per promotion
    /// kind.
    #[inline(always)]
    pub fn len(&self) -> usize {
        let promotions = if self.promoting.is_empty() {
            0
        } else {
            Bitboard::len(self.promoting) * (R::PROMOTIONS.len() - 1)
        };
        Bitboard::len(self.to) + promotions
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
    /// group; castling and drops capture nothing.
    #[inline(always)]
    pub(crate) fn captures(self, enemies: Board<R>) -> Self {
        match self.kind {
            GroupKind::EnPassant => self,
            GroupKind::Plain | GroupKind::PromotionTo(_) => self.retain(enemies),
            GroupKind::Castle | GroupKind::Drop => self.retain(Bitboard::empty()),
        }
    }

    /// Whether the move to `to` promotes, once per kind of [`Rules::PROMOTIONS`].
    #[inline(always)]
    pub(crate) fn promotes(&self, to: Sq<R>) -> bool {
        self.promoting.contains(to)
    }

    /// The promotion to `to` of the `index`-th kind of [`Rules::PROMOTIONS`] alone.
    #[inline(always)]
    pub(crate) fn promotion_to(&self, to: Sq<R>, index: usize) -> Self {
        let kind = GroupKind::PromotionTo(index as u8);
        PieceMoves::new(
            self.piece,
            self.origin,
            Bitboard::from_square(to),
            Bitboard::empty(),
            kind,
        )
    }

    /// Every move of this group to `to`: one per promotion kind where the target promotes.
    #[inline(always)]
    pub(crate) fn moves_to(&self, to: Sq<R>) -> PieceMovesIter<R> {
        self.retain(Bitboard::from_square(to)).into_iter()
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
        if Some(self.piece) != R::PAWN {
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
    /// step (it may open en passant), anything else a normal move.
    #[inline(always)]
    fn plain_kind(&self, to: Sq<R>) -> MoveKind {
        if Some(self.piece) == R::PAWN && to.rank().abs_diff(self.origin.rank()) == 2 {
            MoveKind::DoubleStep
        } else {
            MoveKind::Normal
        }
    }

    /// A move of this group to `to`: the first promotion where the target promotes. Enough to
    /// test the mover's safety where it does not depend on the promotion kind.
    #[inline(always)]
    pub(crate) fn first_move_to(&self, to: Sq<R>) -> Move<R> {
        let promotion = if self.promoting.contains(to) {
            R::PROMOTIONS.first().copied()
        } else {
            None
        };
        self.make(to, promotion)
    }

    /// The move to `to`, which must be one of the targets; for a promoting target, the
    /// promotion to `promotion` (ignored elsewhere).
    #[inline(always)]
    fn make(&self, to: Sq<R>, promotion: Option<R::Piece>) -> Move<R> {
        let from = self.origin;
        match (self.kind, promotion) {
            (GroupKind::Castle, _) => Move::new(from, to, MoveKind::Castle),
            (GroupKind::EnPassant, _) => Move::new(from, to, MoveKind::EnPassant),
            (GroupKind::Drop, _) => Move::drop(self.piece, to),
            (GroupKind::PromotionTo(index), _) => {
                Move::promotion(from, to, R::PROMOTIONS[usize::from(index)])
            }
            (GroupKind::Plain, Some(piece)) => Move::promotion(from, to, piece),
            (GroupKind::Plain, None) => Move::new(from, to, self.plain_kind(to)),
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
            promotion: 0,
        }
    }
}

/// The moves of a [`PieceMoves`], promotions in [`Rules::PROMOTIONS`] order.
#[derive(Clone, Debug)]
pub struct PieceMovesIter<R: Rules> {
    group: PieceMoves<R>,
    remaining: Board<R>,
    promotion: usize,
}

impl<R: Rules> Iterator for PieceMovesIter<R> {
    type Item = Move<R>;

    #[inline]
    fn next(&mut self) -> Option<Move<R>> {
        let to = self.remaining.first()?;
        if !self.group.promoting.contains(to) {
            self.remaining.remove(to);
            return Some(self.group.make(to, None));
        }
        let piece = R::PROMOTIONS[self.promotion];
        self.promotion += 1;
        if self.promotion == R::PROMOTIONS.len() {
            self.promotion = 0;
            self.remaining.remove(to);
        }
        Some(self.group.make(to, Some(piece)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.group.retain(self.remaining).len() - self.promotion;
        (left, Some(left))
    }
}

impl<R: Rules> ExactSizeIterator for PieceMovesIter<R> {}
