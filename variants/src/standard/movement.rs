//! How orthodox pieces move and attack on 8×8, and the keys they hash with: the policy types
//! every rule set played with the orthodox army names in its `impl Rules` block (standard
//! chess, crazyhouse, three-check, king of the hill...), and an outside crate's as well.

use super::{Role, polyglot, sliders, tables};
use crate::Board8x8;
use chequer_core::{Bitboard, Color, Keys, Movement, Position, Rules, Square, Steps};

/// The orthodox pieces' movement on 8×8 ([`Rules::Movement`]): leaper tables, sliders by
/// PEXT or magic tables ([`SLIDER_BACKEND`](crate::SLIDER_BACKEND)), and tables for the
/// lines between squares. For any rule set whose pieces are [`Role`] on [`Board8x8`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct OrthodoxMovement;

impl Movement<Board8x8, Role> for OrthodoxMovement {
    /// Pawns capture one step diagonally forward: masked counting shifts them all at once.
    const PAWN_CAPTURE_STEPS: Steps = Steps::of(&[(-1, 1), (1, 1)]);

    #[inline(always)]
    fn attacks(
        piece: Role,
        color: Color,
        from: Square<Board8x8>,
        occupied: Bitboard<Board8x8>,
    ) -> Bitboard<Board8x8> {
        // Masking tells the compiler the index is in range: no bounds checks.
        let square = from.index() & 63;
        Bitboard(match piece {
            Role::Pawn => tables::PAWN_ATTACKS[color.index()][square],
            Role::Knight => tables::KNIGHT[square],
            Role::Bishop => sliders::bishop(square, occupied.0),
            Role::Rook => sliders::rook(square, occupied.0),
            Role::Queen => sliders::bishop(square, occupied.0) | sliders::rook(square, occupied.0),
            Role::King => tables::KING[square],
        })
    }

    /// One lookup per slider direction set, queens with bishops and rooks.
    #[inline(always)]
    fn attackers<R: Rules<Geometry = Board8x8, Piece = Role>>(
        position: &Position<R>,
        square: Square<Board8x8>,
        by: Color,
        occupied: Bitboard<Board8x8>,
    ) -> Bitboard<Board8x8> {
        let index = square.index() & 63;
        let queens = position.pieces_of_kind(Role::Queen).0;
        let diagonal = position.pieces_of_kind(Role::Bishop).0 | queens;
        let orthogonal = position.pieces_of_kind(Role::Rook).0 | queens;
        let attackers = (tables::KNIGHT[index] & position.pieces_of_kind(Role::Knight).0)
            | (tables::KING[index] & position.pieces_of_kind(Role::King).0)
            | (tables::PAWN_ATTACKS[(!by).index()][index] & position.pieces_of_kind(Role::Pawn).0)
            | (sliders::bishop(index, occupied.0) & diagonal)
            | (sliders::rook(index, occupied.0) & orthogonal);
        Bitboard(attackers) & position.by_color(by)
    }

    /// The same tests as `attackers`, stopping at the first that finds one.
    #[inline(always)]
    fn is_attacked<R: Rules<Geometry = Board8x8, Piece = Role>>(
        position: &Position<R>,
        square: Square<Board8x8>,
        by: Color,
        occupied: Bitboard<Board8x8>,
    ) -> bool {
        let index = square.index() & 63;
        let theirs = position.by_color(by).0;
        let queens = position.pieces_of_kind(Role::Queen).0;
        let diagonal = (position.pieces_of_kind(Role::Bishop).0 | queens) & theirs;
        let orthogonal = (position.pieces_of_kind(Role::Rook).0 | queens) & theirs;
        sliders::bishop(index, occupied.0) & diagonal != 0
            || sliders::rook(index, occupied.0) & orthogonal != 0
            || tables::KNIGHT[index] & position.pieces_of_kind(Role::Knight).0 & theirs != 0
            || tables::KING[index] & position.pieces_of_kind(Role::King).0 & theirs != 0
            || tables::PAWN_ATTACKS[(!by).index()][index]
                & position.pieces_of_kind(Role::Pawn).0
                & theirs
                != 0
    }

    /// By table.
    #[inline(always)]
    fn between(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        between(a, b)
    }

    /// By table.
    #[inline(always)]
    fn line(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        line(a, b)
    }
}

/// The squares strictly between two squares, by table.
#[inline(always)]
pub(crate) fn between(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
    Bitboard(tables::BETWEEN[a.index() & 63][b.index() & 63])
}

/// The line through two squares, by table.
#[inline(always)]
pub(crate) fn line(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
    Bitboard(tables::LINE[a.index() & 63][b.index() & 63])
}

/// Polyglot's published keys ([`Rules::Keys`]), so that orthodox positions hash as opening
/// books index them; for any rule set whose pieces are [`Role`] on [`Board8x8`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PolyglotKeys;

impl Keys<Board8x8, Role> for PolyglotKeys {
    /// Kinds interleaved black, white, from pawn to king.
    #[inline(always)]
    fn piece_key(piece: Role, color: Color, square: Square<Board8x8>) -> u64 {
        let kind = piece as usize * 2 + usize::from(color == Color::White);
        polyglot::RANDOM[kind * 64 + (square.index() & 63)]
    }

    /// Polyglot's four keys for the corner rooks; Chess960 rooks elsewhere keep the core's
    /// per-square keys, so every right still hashes apart.
    #[inline(always)]
    fn castling_key(rook: Square<Board8x8>) -> u64 {
        match rook.index() {
            7 => polyglot::RANDOM[768],
            0 => polyglot::RANDOM[769],
            63 => polyglot::RANDOM[770],
            56 => polyglot::RANDOM[771],
            index => chequer_core::zobrist::castling(index),
        }
    }

    /// Polyglot's file keys; the core sets the en-passant square only when a pawn can take
    /// there, which is Polyglot's condition.
    #[inline(always)]
    fn en_passant_key(file: u8) -> u64 {
        polyglot::RANDOM[772 + usize::from(file & 7)]
    }

    /// Polyglot keys white to move.
    #[inline(always)]
    fn turn_key(color: Color) -> u64 {
        match color {
            Color::White => polyglot::RANDOM[780],
            Color::Black => 0,
        }
    }
}
