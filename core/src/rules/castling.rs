//! The `Castling` policy: where the king and rook castle from and to.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::position::castling::CastlingSide;
use crate::rules::Rules;

/// Where castling takes the king and rook of rule set `R` ([`Rules::Castling`]): read only
/// where [`Rules::CASTLING_ROOK`] names a rook. The defaults are orthodox chess's on the rule
/// set's board, Chess960 included.
///
/// chequer provides [`OrthodoxCastling`], those defaults.
pub trait Castling<R: Rules> {
    /// The rank on which `color`'s king and rooks castle: the first by default.
    #[inline(always)]
    fn castling_rank(color: Color) -> Bitboard<R::Geometry> {
        Bitboard::relative_rank(color, 0)
    }

    /// The file where X-FEN's `K` (king side) or `Q` (queen side) starts looking for the
    /// castling rook, toward the king: the board's edge by default, so that they name the
    /// outermost rook. Shako's rooks start inside its elephants.
    #[inline(always)]
    fn xfen_rook_file(side: CastlingSide) -> u8 {
        match side {
            CastlingSide::KingSide => <R::Geometry as Geometry>::FILES - 1,
            CastlingSide::QueenSide => 0,
        }
    }

    /// Kinds besides [`Rules::CASTLING_ROOK`] that castle as the rook does, from the same
    /// squares (perfect chess: the chancellor). None by default, and then the piece that
    /// castles is the rook without a look at the board: a constant, so other rule sets pay
    /// nothing.
    const OTHER_CASTLING_PIECES: &'static [R::Piece] = &[];

    /// Whether `piece` castles with the king: the castling rook, or one of
    /// [`Castling::OTHER_CASTLING_PIECES`](crate::Castling::OTHER_CASTLING_PIECES).
    #[inline(always)]
    fn castles(piece: R::Piece) -> bool {
        Some(piece) == R::CASTLING_ROOK
            || (R::CASTLING_ROOK.is_some() && Self::OTHER_CASTLING_PIECES.contains(&piece))
    }

    /// Where castling rights come from drops (placement, whose armies start in hand): the
    /// file of the king's start square on the castling rank. A king dropped there gains the
    /// right to castle with each castling piece on the rank's edge files, and a castling
    /// piece dropped on an edge file of the rank with the king standing there, as
    /// Fairy-Stockfish grants them. `None` by default: rights come from the FEN alone, and
    /// drops pay nothing.
    const RIGHTS_FROM_DROPS: Option<u8> = None;

    /// The files the king and rook end on when castling on `side`: `(king file, rook file)`,
    /// counted from 0. Orthodox (and Chess960): g/f on the king side, c/d on the queen side,
    /// counted from the board's edges on other widths.
    #[inline(always)]
    fn castling_files(side: CastlingSide) -> (u8, u8) {
        let files = <R::Geometry as Geometry>::FILES;
        match side {
            CastlingSide::KingSide => (files - 2, files - 3),
            CastlingSide::QueenSide => (2, 3),
        }
    }
}

/// Orthodox castling on any width: on the first rank, the king to the g or c file, the rook
/// beside it, counted from the board's edges.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct OrthodoxCastling;

impl<R: Rules> Castling<R> for OrthodoxCastling {}
