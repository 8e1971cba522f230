//! The `Keys` policy: the Zobrist keys a rule set hashes positions with.

use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::pieces::piece::Piece;
use crate::position::zobrist;

/// The Zobrist keys of pieces `P` on board `G` ([`Rules::Keys`](crate::Rules::Keys)): a position's hash is the exclusive or
/// of the keys of what it holds, updated as moves are made. [`ZobristKeys`] serves any rule
/// set; orthodox chess uses Polyglot's published keys (`PolyglotKeys` in
/// `chequer-variants`), so that its hashes index opening books.
pub trait Keys<G: Geometry, P: Piece> {
    /// The key of `piece` of `color` on `square`.
    fn piece_key(piece: P, color: Color, square: Square<G>) -> u64;

    /// The key of the castling right of the rook on `rook`.
    fn castling_key(rook: Square<G>) -> u64;

    /// The key of an en-passant capture being possible on `file`.
    fn en_passant_key(file: u8) -> u64;

    /// The key of `color` to move. A parameter, not a key for black alone, because Polyglot
    /// keys white to move.
    fn turn_key(color: Color) -> u64;
}

/// chequer's own keys ([`zobrist`]), fixed pseudo-random numbers for any rule set of up to
/// [`zobrist::MAX_PIECE_KINDS`] kinds on up to [`zobrist::MAX_SQUARES`] squares; black to
/// move is keyed, white is 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ZobristKeys;

impl<G: Geometry, P: Piece> Keys<G, P> for ZobristKeys {
    #[inline(always)]
    fn piece_key(piece: P, color: Color, square: Square<G>) -> u64 {
        zobrist::piece(piece.index(), color.index(), square.index(), G::SQUARES)
    }

    #[inline(always)]
    fn castling_key(rook: Square<G>) -> u64 {
        zobrist::castling(rook.index())
    }

    #[inline(always)]
    fn en_passant_key(file: u8) -> u64 {
        zobrist::en_passant(file as usize)
    }

    #[inline(always)]
    fn turn_key(color: Color) -> u64 {
        match color {
            Color::White => 0,
            Color::Black => zobrist::SIDE_KEY,
        }
    }
}
