//! Moves and move lists.

use crate::board::square::Square;
use crate::pieces::piece::Piece;
use crate::rules::Rules;
use arrayvec::ArrayVec;
use core::fmt;
use core::hash::{Hash, Hasher};
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

/// What a move does beyond its piece's move, in the rule sets whose moves have a second part
/// (a wall put on the board, a piece gated in from hand): chosen by the rule set's state,
/// [`VariantState::MovePart`](crate::VariantState::MovePart). `()` elsewhere, which takes no
/// space, so that their moves stay four bytes.
pub trait MovePart: Copy + Eq + Ord + Hash + fmt::Debug + Default + Send + Sync + 'static {
    /// Whether this part can carry a wall: checked at compile time where a rule set places
    /// walls ([`Rules::WALLS`](crate::Rules::WALLS)).
    const CARRIES_WALL: bool;

    /// The index of the square where the move puts a wall, if it puts one.
    fn wall(self) -> Option<usize>;

    /// This part, putting a wall on the square of index `index` (below 255). Only called where
    /// [`MovePart::CARRIES_WALL`].
    fn with_wall(self, index: usize) -> Self;

    /// Whether this part can carry a gated piece: checked at compile time where a rule set
    /// gates ([`Drops::GATING`](crate::Drops::GATING)).
    const CARRIES_GATE: bool = false;

    /// The index of the kind the move gates in from hand, and whether it enters on the
    /// castling rook's square rather than on the square the moving piece leaves.
    #[inline(always)]
    fn gate(self) -> Option<(usize, bool)> {
        None
    }

    /// This part, gating in the kind of index `piece` (below 127), on the castling rook's
    /// square if `on_rook`. Only called where [`MovePart::CARRIES_GATE`].
    #[inline(always)]
    fn with_gate(self, piece: usize, on_rook: bool) -> Self {
        let _ = (piece, on_rook);
        self
    }
}

/// No second part.
impl MovePart for () {
    const CARRIES_WALL: bool = false;

    #[inline(always)]
    fn wall(self) -> Option<usize> {
        None
    }

    #[inline(always)]
    fn with_wall(self, _: usize) -> Self {}
}

/// A second part that puts a wall on a square, or none: one byte.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct WallPart(u8);

impl Default for WallPart {
    /// No wall.
    fn default() -> Self {
        WallPart(u8::MAX)
    }
}

impl MovePart for WallPart {
    const CARRIES_WALL: bool = true;

    #[inline(always)]
    fn wall(self) -> Option<usize> {
        (self.0 != u8::MAX).then_some(usize::from(self.0))
    }

    #[inline(always)]
    fn with_wall(self, index: usize) -> Self {
        debug_assert!(index < usize::from(u8::MAX));
        WallPart(index as u8)
    }
}

/// A second part that gates a piece in from hand, or none: one byte, the kind's index and
/// whether it enters on the castling rook's square ([`Drops::GATING`](crate::Drops::GATING)).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct GatePart(u8);

impl Default for GatePart {
    /// No piece gated.
    fn default() -> Self {
        GatePart(u8::MAX)
    }
}

/// The bit of a [`GatePart`] that puts the gated piece on the castling rook's square.
const ON_ROOK: u8 = 0x80;

impl MovePart for GatePart {
    const CARRIES_WALL: bool = false;
    const CARRIES_GATE: bool = true;

    #[inline(always)]
    fn wall(self) -> Option<usize> {
        None
    }

    #[inline(always)]
    fn with_wall(self, _: usize) -> Self {
        self
    }

    #[inline(always)]
    fn gate(self) -> Option<(usize, bool)> {
        (self.0 != u8::MAX).then_some((usize::from(self.0 & !ON_ROOK), self.0 & ON_ROOK != 0))
    }

    #[inline(always)]
    fn with_gate(self, piece: usize, on_rook: bool) -> Self {
        debug_assert!(piece < usize::from(ON_ROOK) - 1);
        GatePart(piece as u8 | if on_rook { ON_ROOK } else { 0 })
    }
}

/// The second part of rule set `R`'s moves.
pub(crate) type PartOf<R> =
    <<R as Rules>::State as crate::VariantState<<R as Rules>::Geometry>>::MovePart;

/// A move of rule set `R`: four bytes, enough for boards of up to 256 squares, and the
/// second part its moves have, if any ([`MovePart`]): a wall's square is one byte more.
///
/// Castling is stored as the king moving onto its own rook's square, so one representation
/// serves every castling geometry; the UCI writer turns it into the king's two-square move
/// where that is the convention. A drop has a piece and a target but no origin.
pub struct Move<R: Rules> {
    from: u8,
    to: u8,
    kind: MoveKind,
    promotion: u8,
    part: PartOf<R>,
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
            part: PartOf::<R>::default(),
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

    /// The square where the move puts a wall, in rule sets whose moves do
    /// ([`Rules::WALLS`](crate::Rules::WALLS)).
    #[inline(always)]
    pub fn wall(self) -> Option<Square<R::Geometry>> {
        self.part.wall().map(Square::from_index_unchecked)
    }

    /// The same move, putting its wall on `wall`: for rule sets whose moves put walls
    /// ([`Rules::WALLS`](crate::Rules::WALLS)); elsewhere the move stays as it is.
    #[inline(always)]
    pub fn with_wall(mut self, wall: Square<R::Geometry>) -> Self {
        self.part = self.part.with_wall(wall.index());
        self
    }

    /// The piece the move gates in from hand and the square it enters on, in rule sets whose
    /// moves do ([`Drops::GATING`](crate::Drops::GATING)): the square the moving piece
    /// leaves, or for castling the king's or the rook's.
    #[inline(always)]
    pub fn gate(self) -> Option<(R::Piece, Square<R::Geometry>)> {
        let (index, on_rook) = self.part.gate()?;
        let square = if on_rook { self.to() } else { self.origin() };
        Some((R::Piece::from_index(index)?, square))
    }

    /// The same move, gating `piece` in from hand on `square`: the square the moving piece
    /// leaves, or for castling the rook's. For rule sets whose moves gate
    /// ([`Drops::GATING`](crate::Drops::GATING)); elsewhere the move stays as it is.
    #[inline(always)]
    pub fn with_gate(mut self, piece: R::Piece, square: Square<R::Geometry>) -> Self {
        let on_rook = self.kind == MoveKind::Castle && square == self.to();
        self.part = self.part.with_gate(piece.index(), on_rook);
        self
    }

    /// The same move without its second part: the piece's move alone.
    #[inline(always)]
    pub fn base(mut self) -> Self {
        self.part = PartOf::<R>::default();
        self
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

impl<R: Rules> Clone for Move<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Rules> Copy for Move<R> {}

impl<R: Rules> PartialEq for Move<R> {
    fn eq(&self, other: &Self) -> bool {
        (self.from, self.to, self.kind, self.promotion, self.part)
            == (
                other.from,
                other.to,
                other.kind,
                other.promotion,
                other.part,
            )
    }
}

impl<R: Rules> Eq for Move<R> {}

impl<R: Rules> Hash for Move<R> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.from, self.to, self.kind, self.promotion, self.part).hash(state);
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
        if let Some(wall) = self.wall() {
            write!(f, ",{wall}")?;
        }
        if let Some((piece, square)) = self.gate() {
            write!(f, "/{}{square}", piece.letter().to_ascii_uppercase())?;
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
