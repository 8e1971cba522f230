//! The movement of pieces described in Betza notation, as a [`Movement`] policy: what a rule
//! set whose pieces were declared with [`fairy_pieces!`](crate::fairy_pieces) names as its
//! `type Movement`.

use chequer_core::{Bitboard, Color, Geometry, Movement, Piece, Position, Rules, Square, Steps};
use core::marker::PhantomData;

/// A piece set declared with [`fairy_pieces!`](crate::fairy_pieces), which implements it:
/// each kind's moves, captures and attackers, looked up in tables built from its Betza
/// description. [`BetzaMovement`] reads it.
pub trait BetzaPieces: Piece {
    /// The board the pieces were declared on.
    type Board: Geometry;

    /// Whether some kind leaps along a line over squares it does not touch
    /// ([`Movement::LEAPS_ALONG_LINES`]).
    const LEAPS_ALONG_LINES: bool;

    /// The kind named `Pawn`'s captures, where they are all one-square steps
    /// ([`Movement::PAWN_CAPTURE_STEPS`]); none if there is no such kind.
    const PAWN_CAPTURE_STEPS: Steps;

    /// The squares this piece of `color` on `from` attacks among `occupied`.
    fn attacks_from(
        self,
        color: Color,
        from: Square<Self::Board>,
        occupied: Bitboard<Self::Board>,
    ) -> Bitboard<Self::Board>;

    /// The empty squares this piece may move to without capturing, its initial moves too
    /// `on_initial_square`.
    fn quiet_moves_from(
        self,
        color: Color,
        from: Square<Self::Board>,
        occupied: Bitboard<Self::Board>,
        on_initial_square: bool,
    ) -> Bitboard<Self::Board>;

    /// Whether this kind moves as it captures.
    fn moves_as_captures(self) -> bool;

    /// The pieces of colour `by` that attack `square` among `occupied`, `pieces` giving where
    /// `by`'s pieces of each kind stand.
    fn attackers_of(
        square: Square<Self::Board>,
        by: Color,
        occupied: Bitboard<Self::Board>,
        pieces: impl Fn(Self) -> Bitboard<Self::Board>,
    ) -> Bitboard<Self::Board>;

    /// The squares of `squares` that no piece of colour `by` attacks among `occupied`.
    fn unattacked_of(
        squares: Bitboard<Self::Board>,
        by: Color,
        occupied: Bitboard<Self::Board>,
        pieces: impl Fn(Self) -> Bitboard<Self::Board>,
    ) -> Bitboard<Self::Board>;
}

/// The movement of the pieces `P` from their Betza descriptions ([`Rules::Movement`]):
/// attacks by lookups, attackers found from the square (lame leapers and hoppers too), and
/// the alfil's and dabbaba's leaps along lines told to the masks.
///
/// With `DISTINCT_QUIET` ([`BetzaQuietMovement`]), quiet moves come from the descriptions
/// too, the pawn's pushes included ([`Movement::DISTINCT_QUIET`]): for pawns that step
/// otherwise than orthodox pushes, and cannons.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct BetzaMovement<P, const DISTINCT_QUIET: bool = false>(PhantomData<P>);

/// [`BetzaMovement`] whose quiet moves come from the descriptions too.
pub type BetzaQuietMovement<P> = BetzaMovement<P, true>;

impl<P: BetzaPieces, const DISTINCT_QUIET: bool> Movement<P::Board, P>
    for BetzaMovement<P, DISTINCT_QUIET>
{
    const LEAPS_ALONG_LINES: bool = P::LEAPS_ALONG_LINES;
    const PAWN_CAPTURE_STEPS: Steps = P::PAWN_CAPTURE_STEPS;
    const DISTINCT_QUIET: bool = DISTINCT_QUIET;

    #[inline(always)]
    fn attacks(
        piece: P,
        color: Color,
        from: Square<P::Board>,
        occupied: Bitboard<P::Board>,
    ) -> Bitboard<P::Board> {
        piece.attacks_from(color, from, occupied)
    }

    #[inline(always)]
    fn quiet_moves(
        piece: P,
        color: Color,
        from: Square<P::Board>,
        occupied: Bitboard<P::Board>,
        initial: bool,
    ) -> Bitboard<P::Board> {
        piece.quiet_moves_from(color, from, occupied, initial)
    }

    #[inline(always)]
    fn quiet_as_attacks(piece: P) -> bool {
        piece.moves_as_captures()
    }

    /// Grasshoppers and lame leapers are not found by reading attacks backwards.
    #[inline(always)]
    fn attackers<R: Rules<Geometry = P::Board, Piece = P>>(
        position: &Position<R>,
        square: Square<P::Board>,
        by: Color,
        occupied: Bitboard<P::Board>,
    ) -> Bitboard<P::Board> {
        P::attackers_of(square, by, occupied, |piece| position.pieces(by, piece))
    }

    #[inline(always)]
    fn unattacked<R: Rules<Geometry = P::Board, Piece = P>>(
        position: &Position<R>,
        squares: Bitboard<P::Board>,
        by: Color,
        occupied: Bitboard<P::Board>,
    ) -> Bitboard<P::Board> {
        P::unattacked_of(squares, by, occupied, |piece| position.pieces(by, piece))
    }
}
