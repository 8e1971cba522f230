//! Orthodox chess.

mod polyglot;
mod sliders;

/// The slider backend compiled into [`Standard`]: `"pext"`, `"magic"` or `"generic"` (see the
/// crate features).
pub use sliders::BACKEND as SLIDER_BACKEND;
mod tables;

use arrayvec::ArrayVec;
use chequer_core::{Bitboard, Color, Grid, Legality, Move, Position, Rules, Square};
use strum::{EnumCount, EnumIter, IntoStaticStr};

chequer_core::piece_set! {
    /// The six orthodox piece kinds.
    #[derive(EnumIter, EnumCount, IntoStaticStr)]
    #[strum(serialize_all = "lowercase")]
    pub enum Role {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p',
        /// Leaps (1, 2).
        Knight = 'n',
        /// Rides diagonally.
        Bishop = 'b',
        /// Rides orthogonally; castles with the king.
        Rook = 'r',
        /// Rides in all eight directions.
        Queen = 'q',
        /// Steps one square; royal.
        King = 'k',
    }
}

/// Orthodox chess on 8×8 (FIDE rules), with orthodox castling.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Standard;

/// The 8×8 board with `u64` storage.
pub type Board8x8 = Grid<8, 8>;

impl Rules for Standard {
    type Geometry = Board8x8;
    type Piece = Role;
    /// Legal positions have at most 218 moves; 768 leaves room for the unreachable test
    /// positions that lenient validation admits (validation bounds every position's moves).
    type MoveList = ArrayVec<Move<Standard>, 768>;

    const NAME: &'static str = "chess";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    /// Orthodox pieces are steps, knight leaps and rank/file/diagonal riders: masks apply.
    const LEGALITY: Legality = Legality::Masks;

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
    fn attackers(
        position: &Position<Standard>,
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
    fn is_attacked(
        position: &Position<Standard>,
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

    /// FIDE's dead positions by material: no pawn, rook or queen, and at most one minor
    /// piece, or only bishops all on squares of one colour.
    fn insufficient_material(position: &Position<Standard>) -> bool {
        const DARK_SQUARES: u64 = 0xAA55_AA55_AA55_AA55;
        let kind = |role| position.pieces_of_kind(role).0;
        if kind(Role::Pawn) | kind(Role::Rook) | kind(Role::Queen) != 0 {
            return false;
        }
        let (knights, bishops) = (kind(Role::Knight), kind(Role::Bishop));
        (knights | bishops).count_ones() <= 1
            || (knights == 0 && (bishops & DARK_SQUARES == 0 || bishops & !DARK_SQUARES == 0))
    }

    /// Polyglot's key: kinds interleaved black, white, from pawn to king.
    #[inline(always)]
    fn piece_key(piece: Role, color: Color, square: Square<Board8x8>) -> u64 {
        let kind = piece as usize * 2 + usize::from(color == Color::White);
        polyglot::RANDOM[kind * 64 + (square.index() & 63)]
    }

    /// Polyglot's four castling keys for the corner rooks; Chess960 rooks elsewhere keep the
    /// core's per-square keys, so every right still hashes apart.
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

    #[inline(always)]
    fn between(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        Bitboard(tables::BETWEEN[a.index() & 63][b.index() & 63])
    }

    #[inline(always)]
    fn line(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        Bitboard(tables::LINE[a.index() & 63][b.index() & 63])
    }
}
