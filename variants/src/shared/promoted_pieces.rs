//! The mark of promoted pieces in the games where captured pieces go to the capturer's hand
//! (crazyhouse, capahouse): a promoted piece goes there as the pawn it was.

use chequer_core::{
    Bitboard, Geometry, Move, MoveKind, Position, Rules, Square, VariantState, zobrist,
};

/// The squares of promoted pieces, written `~` after the piece in the FEN.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PromotedPieces<G: Geometry>(pub Bitboard<G>);

impl<G: Geometry> VariantState<G> for PromotedPieces<G> {
    type MovePart = ();

    fn key(&self) -> u64 {
        zobrist::state_of_squares(self.0, 0)
    }

    fn read_mark(&mut self, mark: char, square: Square<G>) -> bool {
        if mark == '~' {
            self.0.insert(square);
        }
        mark == '~'
    }

    fn mark(&self, square: Square<G>) -> Option<char> {
        self.0.contains(square).then_some('~')
    }
}

/// A state that marks promoted pieces: [`PromotedPieces`], or one that keeps more beside
/// them (S-house's gates).
pub(crate) trait PromotionMarks<G: Geometry>: VariantState<G> {
    /// The squares of promoted pieces.
    fn promoted(&self) -> Bitboard<G>;

    /// The same state with the promoted pieces on `marked`.
    fn with_promoted(self, marked: Bitboard<G>) -> Self;
}

impl<G: Geometry> PromotionMarks<G> for PromotedPieces<G> {
    #[inline(always)]
    fn promoted(&self) -> Bitboard<G> {
        self.0
    }

    #[inline(always)]
    fn with_promoted(self, marked: Bitboard<G>) -> Self {
        PromotedPieces(marked)
    }
}

/// Moves the marks after `mv`, for [`Rules::after_move`]: the mark follows a promoted piece,
/// and a new promotion is marked.
#[inline(always)]
pub(crate) fn mark_promotions<R>(position: &mut Position<R>, mv: Move<R>)
where
    R: Rules<State: PromotionMarks<<R as Rules>::Geometry>>,
{
    let marked = position.state().promoted();
    let promotion = mv.kind() == MoveKind::Promotion;
    if marked.is_empty() && !promotion {
        return;
    }
    let mut after = marked.without(mv.to());
    if let Some(from) = mv.from() {
        after.remove(from);
        // Castling moves an unpromoted king and a rook that has never moved.
        if promotion || (marked.contains(from) && mv.kind() != MoveKind::Castle) {
            after.insert(mv.to());
        }
    }
    // Marks stay on pieces (a marked pawn taken en passant leaves none behind).
    let state = position.state().with_promoted(after & position.occupied());
    position.set_state(state);
}

/// What a capture on `square` puts into the capturer's hand, for
/// [`Drops::captured_to_hand`](chequer_core::Drops::captured_to_hand): the piece taken, or
/// the pawn, if it was promoted.
#[inline(always)]
pub(crate) fn demoted<R>(
    position: &Position<R>,
    captured: R::Piece,
    square: Square<R::Geometry>,
) -> Option<R::Piece>
where
    R: Rules<State: PromotionMarks<<R as Rules>::Geometry>>,
{
    if position.state().promoted().contains(square) {
        R::PAWN
    } else {
        Some(captured)
    }
}
