//! The setup phase of placement and sittuyin: the armies start in hand, and a side that
//! holds pieces in hand must drop one while any drop is legal.

use chequer_core::{Bitboard, Color, Drops, Hand, Move, MoveKind, Piece, Position, Rules};

/// Whether `mv` skips the setup: a move other than a drop while the side to move holds
/// pieces in hand and has a legal drop, which the rule set's own test `may_drop` allows
/// (placement's bishops). The rule sets forbid it ([`Rules::FORBIDS`]).
pub(crate) fn skips_setup<R: Rules>(
    position: &Position<R>,
    mv: Move<R>,
    may_drop: impl Fn(&Position<R>, Move<R>) -> bool,
) -> bool {
    mv.kind() != MoveKind::Drop
        && !position.hand().is_empty(position.turn())
        && has_legal_drop(position, may_drop)
}

/// Whether the side to move has a legal drop that `may_drop` allows. Out of check a drop
/// exposes nothing; in check it is played to see whether it shields the king.
fn has_legal_drop<R: Rules>(
    position: &Position<R>,
    may_drop: impl Fn(&Position<R>, Move<R>) -> bool,
) -> bool {
    let us = position.turn();
    R::Piece::all()
        .filter(|&piece| position.in_hand(us, piece) > 0)
        .any(|piece| {
            R::Drops::drop_squares(position, piece, us)
                .iter()
                .any(|to| {
                    let drop = Move::drop(piece, to);
                    may_drop(position, drop)
                        && (!position.is_check() || position.is_legal_by_playing(drop))
                })
        })
}

/// `squares`, where `color` drops `piece`, less those a king dropped there would stand
/// attacked on: a king enters from hand as it would move, never into check.
pub(crate) fn king_drop_safe<R: Rules>(
    position: &Position<R>,
    piece: R::Piece,
    color: Color,
    squares: Bitboard<R::Geometry>,
) -> Bitboard<R::Geometry> {
    if piece != R::KING {
        return squares;
    }
    squares
        .iter()
        .filter(|&square| !position.is_attacked(square, !color))
        .fold(Bitboard::empty(), Bitboard::with)
}
