//! How orthodox pieces move and attack on 8×8, and the keys they hash with: shared by every
//! rule set played with the orthodox army (standard chess, crazyhouse, three-check, king of
//! the hill...), which take it whole through `orthodox_rules!`.

use super::{Role, polyglot, sliders, tables};
use crate::Board8x8;
use chequer_core::{Bitboard, Color, Position, Rules, Square};

/// The squares `piece` of `color` on `from` attacks, by table and slider lookups.
#[inline(always)]
pub(crate) fn attacks(
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
pub(crate) fn attackers<R: Rules<Geometry = Board8x8, Piece = Role>>(
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

/// The same tests as [`attackers`], stopping at the first that finds one.
#[inline(always)]
pub(crate) fn is_attacked<R: Rules<Geometry = Board8x8, Piece = Role>>(
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

/// Polyglot's key: kinds interleaved black, white, from pawn to king.
#[inline(always)]
pub(crate) fn piece_key(piece: Role, color: Color, square: Square<Board8x8>) -> u64 {
    let kind = piece as usize * 2 + usize::from(color == Color::White);
    polyglot::RANDOM[kind * 64 + (square.index() & 63)]
}

/// Polyglot's four castling keys for the corner rooks; Chess960 rooks elsewhere keep the
/// core's per-square keys, so every right still hashes apart.
#[inline(always)]
pub(crate) fn castling_key(rook: Square<Board8x8>) -> u64 {
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
pub(crate) fn en_passant_key(file: u8) -> u64 {
    polyglot::RANDOM[772 + usize::from(file & 7)]
}

/// Polyglot keys white to move.
#[inline(always)]
pub(crate) fn turn_key(color: Color) -> u64 {
    match color {
        Color::White => polyglot::RANDOM[780],
        Color::Black => 0,
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

/// The orthodox promotions, in the order moves are generated.
pub(crate) const PROMOTIONS: &[Role] = &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// The items of [`Rules`] that the orthodox army on 8×8 fixes: board, pieces, king, pawn,
/// castling, en passant, promotions, legality by masks, attacks by tables and PEXT or magic
/// sliders, and Polyglot's hash keys. Expanded inside an `impl Rules` block, which adds the
/// rest (name, start position, move list, hand, state and the rule set's own hooks).
///
/// `orthodox_rules!()` takes orthodox castling, promotions and masks;
/// `orthodox_rules!(castling: .., promotions: &[..], legality: ..)` sets those three.
macro_rules! orthodox_rules {
    () => {
        $crate::standard::movement::orthodox_rules!(
            castling: true,
            promotions: $crate::standard::movement::PROMOTIONS,
            legality: ::chequer_core::Legality::Masks
        );
    };
    (castling: $castling:expr, promotions: $promotions:expr, legality: $legality:expr) => {
        type Geometry = $crate::Board8x8;
        type Piece = $crate::standard::Role;

        const KING: $crate::standard::Role = $crate::standard::Role::King;
        const PAWN: Option<$crate::standard::Role> = Some($crate::standard::Role::Pawn);
        const CASTLING_ROOK: Option<$crate::standard::Role> = if $castling {
            Some($crate::standard::Role::Rook)
        } else {
            None
        };
        const EN_PASSANT: bool = true;
        const PROMOTIONS: &'static [$crate::standard::Role] = $promotions;
        const LEGALITY: ::chequer_core::Legality = $legality;
        const PAWN_CAPTURE_STEPS: ::chequer_core::Steps =
            ::chequer_core::Steps::of(&[(-1, 1), (1, 1)]);

        #[inline(always)]
        fn attacks(
            piece: $crate::standard::Role,
            color: ::chequer_core::Color,
            from: ::chequer_core::Square<$crate::Board8x8>,
            occupied: ::chequer_core::Bitboard<$crate::Board8x8>,
        ) -> ::chequer_core::Bitboard<$crate::Board8x8> {
            $crate::standard::movement::attacks(piece, color, from, occupied)
        }

        #[inline(always)]
        fn attackers(
            position: &::chequer_core::Position<Self>,
            square: ::chequer_core::Square<$crate::Board8x8>,
            by: ::chequer_core::Color,
            occupied: ::chequer_core::Bitboard<$crate::Board8x8>,
        ) -> ::chequer_core::Bitboard<$crate::Board8x8> {
            $crate::standard::movement::attackers(position, square, by, occupied)
        }

        #[inline(always)]
        fn is_attacked(
            position: &::chequer_core::Position<Self>,
            square: ::chequer_core::Square<$crate::Board8x8>,
            by: ::chequer_core::Color,
            occupied: ::chequer_core::Bitboard<$crate::Board8x8>,
        ) -> bool {
            $crate::standard::movement::is_attacked(position, square, by, occupied)
        }

        #[inline(always)]
        fn piece_key(
            piece: $crate::standard::Role,
            color: ::chequer_core::Color,
            square: ::chequer_core::Square<$crate::Board8x8>,
        ) -> u64 {
            $crate::standard::movement::piece_key(piece, color, square)
        }

        #[inline(always)]
        fn castling_key(rook: ::chequer_core::Square<$crate::Board8x8>) -> u64 {
            $crate::standard::movement::castling_key(rook)
        }

        #[inline(always)]
        fn en_passant_key(file: u8) -> u64 {
            $crate::standard::movement::en_passant_key(file)
        }

        #[inline(always)]
        fn turn_key(color: ::chequer_core::Color) -> u64 {
            $crate::standard::movement::turn_key(color)
        }

        #[inline(always)]
        fn between(
            a: ::chequer_core::Square<$crate::Board8x8>,
            b: ::chequer_core::Square<$crate::Board8x8>,
        ) -> ::chequer_core::Bitboard<$crate::Board8x8> {
            $crate::standard::movement::between(a, b)
        }

        #[inline(always)]
        fn line(
            a: ::chequer_core::Square<$crate::Board8x8>,
            b: ::chequer_core::Square<$crate::Board8x8>,
        ) -> ::chequer_core::Bitboard<$crate::Board8x8> {
            $crate::standard::movement::line(a, b)
        }
    };
}
pub(crate) use orthodox_rules;
