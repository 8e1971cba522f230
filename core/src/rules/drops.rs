//! The `Drops` policy: what a capture puts in hand, and where pieces in hand may be dropped.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::square::Square;
use crate::pieces::piece::ColoredPiece;
use crate::position::Position;
use crate::rules::{Pawns, Promotion, Rules};

/// The drop rules of rule set `R` ([`Rules::Drops`]): which captured pieces go to hand, where
/// a piece in hand may be dropped, and the limits drops keep. Read only where the rule set's
/// [`Hand`](crate::Hand) has [`DROPS`](crate::Hand::DROPS), but
/// [`Drops::captured_to_hand`](crate::Drops::captured_to_hand) and [`Drops::FILE_LIMIT`](crate::Drops::FILE_LIMIT), which validation reads too.
///
/// chequer provides [`CapturedPiecesLeave`], the defaults: captures put nothing in hand, and a
/// piece in hand drops on any empty square, a pawn within [`Pawns::pawn_zone`](crate::Pawns::pawn_zone).
pub trait Drops<R: Rules> {
    /// What the capture of `captured` on `square` puts into the capturer's hand, if anything.
    /// Called during the move, before [`Rules::after_move`], with the rule set's state as it
    /// was before the move. None by default: captured pieces leave the game.
    #[inline(always)]
    fn captured_to_hand(
        position: &Position<R>,
        captured: ColoredPiece<R::Piece>,
        square: Square<R::Geometry>,
    ) -> Option<R::Piece> {
        let _ = (position, captured, square);
        None
    }

    /// The empty squares where `color` may drop a `piece` from hand. The default: any empty
    /// square but the piece's [`Promotion::immobile_squares`](crate::Promotion::immobile_squares), pawns within
    /// [`Pawns::pawn_zone`](crate::Pawns::pawn_zone).
    #[inline(always)]
    fn drop_squares(
        position: &Position<R>,
        piece: R::Piece,
        color: Color,
    ) -> Bitboard<R::Geometry> {
        let empty = !position.occupied() - R::Promotion::immobile_squares(piece, color);
        if Some(piece) == R::PAWN {
            empty & R::Pawns::pawn_zone(color)
        } else {
            empty
        }
    }

    /// Whether a piece in hand may also be dropped as its promoted kind (kyoto and micro
    /// shogi), onto the squares [`Drops::drop_squares`](crate::Drops::drop_squares) gives for that kind. A constant:
    /// rule sets without it pay nothing.
    const DROPS_PROMOTED: bool = false;

    /// At most how many of a side's pieces of one kind a file may hold, if the rule set limits
    /// it: one unpromoted pawn in shogi, two swallows in tori shogi. Validation reports more
    /// as [`Problem::TooManyOnFile`](crate::Problem::TooManyOnFile); the rule set keeps drops
    /// within it ([`Drops::drop_squares`](crate::Drops::drop_squares)).
    const FILE_LIMIT: Option<(R::Piece, u8)> = None;

    /// Whether the rule set is played on two boards by teams (bughouse): a capture passes the
    /// captured piece to the partner's board ([`Drops::passed_to_partner`](crate::Drops::passed_to_partner)), and a board's
    /// hands are fed from the other board ([`Position::receive`]). One board is a position of
    /// its own: its moves and its perft are those of the pieces it holds, as Fairy-Stockfish
    /// counts them, and it may hold the material of both boards. A constant: rule sets on one
    /// board pay nothing.
    const TWO_BOARDS: bool = false;

    /// What the capture of `captured` on `square` passes to the partner's board, where it goes
    /// into the hand of the captured piece's colour, in a game on two boards. Called before
    /// the capture, with the position as it stands. The default: the piece taken, where
    /// [`Drops::TWO_BOARDS`](crate::Drops::TWO_BOARDS); bughouse passes a promoted piece as a
    /// pawn.
    #[inline(always)]
    fn passed_to_partner(
        position: &Position<R>,
        captured: ColoredPiece<R::Piece>,
        square: Square<R::Geometry>,
    ) -> Option<R::Piece> {
        let _ = (position, square);
        Self::TWO_BOARDS.then_some(captured.piece)
    }

    /// Whether pieces in hand enter the board through gates, and how long a gate stays open
    /// (S-chess). A side's gates, the state's
    /// [`VariantState::gates`](crate::VariantState::gates), are squares of its castling rank
    /// whose pieces have not moved yet: when one of them leaves, a piece from hand may enter
    /// on the square it left, as part of the same move; castling opens the king's square and
    /// the rook's, each unless the king or the rook lands on it. A gated move is legal
    /// whenever the piece's move is, as Fairy-Stockfish judges it. The gates are written in
    /// the FEN's castling field, as file letters beside the castling rights, which imply the
    /// gates of their king and rook. `None` by default: nothing is gated, and nothing is
    /// asked; the state's move part must carry a gate ([`GatePart`](crate::GatePart)) where
    /// it is set.
    const GATING: Option<Gating> = None;

    /// Whether `color` may gate `piece` on `square`, where [`Drops::GATING`](crate::Drops::GATING): not a pawn
    /// outside [`Pawns::pawn_zone`](crate::Pawns::pawn_zone), not on one of the piece's
    /// [`Promotion::immobile_squares`](crate::Promotion::immobile_squares), as a drop.
    #[inline(always)]
    fn may_gate(piece: R::Piece, color: Color, square: Square<R::Geometry>) -> bool {
        !R::Promotion::immobile_squares(piece, color).contains(square)
            && (Some(piece) != R::PAWN || R::Pawns::pawn_zone(color).contains(square))
    }
}

/// How long a gate stays open, in the rule sets whose pieces in hand enter through gates
/// ([`Drops::GATING`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Gating {
    /// Until its piece leaves it, or the side's hand is empty, which then closes every gate
    /// of the side for good (S-chess: captures leave the game, so a hand never fills again;
    /// Fairy-Stockfish writes no gates then).
    UntilHandEmpty,
    /// Until its piece leaves it (S-house: captures fill the hand again).
    UntilPieceLeaves,
}

/// Captured pieces leave the game; a piece in hand, if a position has any, drops on any empty
/// square, a pawn within [`Pawns::pawn_zone`](crate::Pawns::pawn_zone).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CapturedPiecesLeave;

impl<R: Rules> Drops<R> for CapturedPiecesLeave {}
