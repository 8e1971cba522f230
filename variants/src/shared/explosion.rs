//! Atomic chess's explosion, shared by its variants: atomic (lichess) and Fairy-Stockfish's
//! nocheckatomic and atomar.

use crate::Board8x8;
use crate::Role;
use crate::orthodox;
use chequer_core::{Bitboard, Position, Rules, Square};

/// Explodes a capture on `to`: the piece there and every piece but pawns on the squares
/// around it leave the board, except the pieces on `immune`.
#[inline(always)]
pub(crate) fn explode<R: Rules<Geometry = Board8x8, Piece = Role>>(
    position: &mut Position<R>,
    to: Square<Board8x8>,
    immune: Bitboard<Board8x8>,
) {
    let around = orthodox::king(to) & (position.occupied() - position.pieces_of_kind(Role::Pawn));
    for square in around.with(to) - immune {
        position.remove_piece(square);
    }
}
