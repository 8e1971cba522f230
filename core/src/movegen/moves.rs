//! Moves and move lists.

use crate::board::square::Square;
use crate::pieces::piece::Piece;
use crate::rules::Rules;
use arrayvec::ArrayVec;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::ops::{Deref, DerefMut};

/// What a move does besides taking a piece from one square to another.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum MoveKind {
    /// A move or capture with no side effect.
    Normal,
    /// A pawn's two-square advance, which may open an en-passant capture.
    DoubleStep,
    /// A pawn capturing the pawn that just passed it.
    EnPassant,
    /// Castling, written internally as the king taking its own rook.
    Castle,
    /// A pawn move that promotes.
    Promotion,
    /// A piece from hand put on an empty square; it leaves no square.
    Drop,
    /// The side to move passes ([`Rules::PASSES`]): nothing moves. Stored, and written in
    /// UCI, as the king staying on its square (`e2e2`), as Fairy-Stockfish writes it.
    Pass,
}

/// A move of rule set `R`: four bytes, enough for boards of up to 256 squares.
///
/// Castling is stored as the king moving onto its own rook's square, so one representation
/// serves every castling geometry; the UCI writer turns it into the king's two-square move
/// where that is the convention. A drop has a piece and a target but no origin.
pub struct Move<R> {
    from: u8,
    to: u8,
    kind: MoveKind,
    promotion: u8,
    rules: PhantomData<R>,
}

impl<R: Rules> Move<R> {
    #[inline(always)]
    fn make(
        from: Square<R::Geometry>,
        to: Square<R::Geometry>,
        kind: MoveKind,
        promotion: u8,
    ) -> Self {
        Move {
            from: from.index() as u8,
            to: to.index() as u8,
            kind,
            promotion,
            rules: PhantomData,
        }
    }

    /// A move of kind `kind` (neither a promotion nor a drop, which have their own
    /// constructors) from `from` to `to`.
    #[inline(always)]
    pub fn new(from: Square<R::Geometry>, to: Square<R::Geometry>, kind: MoveKind) -> Self {
        debug_assert!(kind != MoveKind::Promotion && kind != MoveKind::Drop);
        Self::make(from, to, kind, 0)
    }

    /// A pawn move from `from` to `to` that promotes to `piece`.
    #[inline(always)]
    pub fn promotion(from: Square<R::Geometry>, to: Square<R::Geometry>, piece: R::Piece) -> Self {
        Self::make(from, to, MoveKind::Promotion, piece.index() as u8)
    }

    /// A drop of `piece` from hand onto `to`.
    #[inline(always)]
    pub fn drop(piece: R::Piece, to: Square<R::Geometry>) -> Self {
        Self::make(to, to, MoveKind::Drop, piece.index() as u8)
    }

    /// The pass of the side whose king stands on `king` ([`Rules::PASSES`]).
    #[inline(always)]
    pub fn pass(king: Square<R::Geometry>) -> Self {
        Self::make(king, king, MoveKind::Pass, 0)
    }

    /// The square the moving piece leaves; `None` for a drop.
    #[inline(always)]
    pub fn from(self) -> Option<Square<R::Geometry>> {
        (self.kind != MoveKind::Drop).then(|| self.origin())
    }

    /// The origin as stored: the square left, or for a drop its target. For the core's hot
    /// paths, which have told drops apart already.
    #[inline(always)]
    pub(crate) fn origin(self) -> Square<R::Geometry> {
        Square::from_index_unchecked(self.from as usize)
    }

    /// The square it goes to; for castling, the square of the rook.
    #[inline(always)]
    pub fn to(self) -> Square<R::Geometry> {
        Square::from_index_unchecked(self.to as usize)
    }

    /// What kind of move it is.
    #[inline(always)]
    pub fn kind(self) -> MoveKind {
        self.kind
    }

    /// The piece promoted to, for a promotion.
    #[inline(always)]
    pub fn promotion_piece(self) -> Option<R::Piece> {
        match self.kind {
            MoveKind::Promotion => R::Piece::from_index(self.promotion as usize),
            _ => None,
        }
    }

    /// The piece dropped, for a drop.
    #[inline(always)]
    pub fn dropped_piece(self) -> Option<R::Piece> {
        match self.kind {
            MoveKind::Drop => R::Piece::from_index(self.promotion as usize),
            _ => None,
        }
    }
}

impl<R> Clone for Move<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R> Copy for Move<R> {}

impl<R> PartialEq for Move<R> {
    fn eq(&self, other: &Self) -> bool {
        (self.from, self.to, self.kind, self.promotion)
            == (other.from, other.to, other.kind, other.promotion)
    }
}

impl<R> Eq for Move<R> {}

impl<R> Hash for Move<R> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.from, self.to, self.kind, self.promotion).hash(state);
    }
}

impl<R: Rules> fmt::Debug for Move<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(piece) = self.dropped_piece() {
            let letter = piece.letter().to_ascii_uppercase();
            return write!(f, "Drop({letter}@{})", self.to());
        }
        write!(f, "{:?}({}{}", self.kind, self.origin(), self.to())?;
        if let Some(piece) = self.promotion_piece() {
            let color = crate::board::color::Color::Black;
            write!(
                f,
                "{}",
                crate::pieces::piece::ColoredPiece { color, piece }.token()
            )?;
        }
        f.write_str(")")
    }
}

/// A fixed-capacity list of moves. Rule sets choose the capacity through
/// [`Rules::MoveList`]; positions are validated so that their moves always fit.
pub trait MoveBuffer<R: Rules>:
    Default + Clone + fmt::Debug + Deref<Target = [Move<R>]> + DerefMut + IntoIterator<Item = Move<R>>
{
    /// How many moves the list can hold.
    const CAPACITY: usize;

    /// Appends a move. The list must not be full: position validation guarantees it.
    fn push(&mut self, mv: Move<R>);

    /// Removes every move.
    fn clear(&mut self);
}

impl<R: Rules, const N: usize> MoveBuffer<R> for ArrayVec<Move<R>, N> {
    const CAPACITY: usize = N;

    #[inline(always)]
    fn push(&mut self, mv: Move<R>) {
        ArrayVec::push(self, mv);
    }

    fn clear(&mut self) {
        ArrayVec::clear(self);
    }
}
