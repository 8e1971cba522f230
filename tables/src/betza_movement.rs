//! The movement of pieces described in Betza notation, as a [`Movement`] policy: what a rule
//! set whose pieces were declared with [`fairy_pieces!`](crate::fairy_pieces) names as its
//! `type Movement`.

use crate::BetzaPieces;
use chequer_core::{Bitboard, Color, Movement, Position, Rules, Square, Steps};
use core::marker::PhantomData;

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
        piece.attacks(color, from, occupied)
    }

    #[inline(always)]
    fn quiet_moves(
        piece: P,
        color: Color,
        from: Square<P::Board>,
        occupied: Bitboard<P::Board>,
        initial: bool,
    ) -> Bitboard<P::Board> {
        piece.quiet_moves(color, from, occupied, initial)
    }

    #[inline(always)]
    fn quiet_as_attacks(piece: P) -> bool {
        piece.moves_as_it_captures()
    }

    /// Grasshoppers and lame leapers are not found by reading attacks backwards.
    #[inline(always)]
    fn attackers<R: Rules<Geometry = P::Board, Piece = P>>(
        position: &Position<R>,
        square: Square<P::Board>,
        by: Color,
        occupied: Bitboard<P::Board>,
    ) -> Bitboard<P::Board> {
        P::attackers(square, by, occupied, |piece| position.pieces(by, piece))
    }

    #[inline(always)]
    fn unattacked<R: Rules<Geometry = P::Board, Piece = P>>(
        position: &Position<R>,
        squares: Bitboard<P::Board>,
        by: Color,
        occupied: Bitboard<P::Board>,
    ) -> Bitboard<P::Board> {
        P::unattacked(squares, by, occupied, |piece| position.pieces(by, piece))
    }
}
