//! Legan chess (UCI_Variant `legan`), as Fairy-Stockfish plays it.
//!
//! The orthodox army turned a quarter towards a corner: the kings start on a8 and h1, and
//! the pawns run diagonally towards the opponent's corner.
//! 1. A pawn steps one square diagonally forward-left (white towards a8, black towards h1)
//!    and captures one square straight forward or straight left; it never double-steps,
//!    so there is no en passant.
//! 2. It promotes, to queen, rook, bishop or knight, on the opponent's first rank and file up
//!    to the opponent's corner: a5–a8–d8 for white, e1–h1–h4 for black.
//! 3. No castling; checkmate wins.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, CheckmateEnding, Color, Masks, Move, NoHand, OrthodoxCastling,
    Pawns, Promotion, Rules, ZobristKeys,
};
use chequer_tables::BetzaQuietMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Legan chess: the orthodox army with a pawn that moves diagonally.
    pub enum LeganPiece on Board8x8 {
        /// Steps diagonally forward-left, captures straight forward or left; promotes.
        Pawn = 'p' "mflFcflW",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Legan chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Legan;

impl Rules for Legan {
    type Geometry = Board8x8;
    type Piece = LeganPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    /// The pawn's steps are its own.
    type Movement = BetzaQuietMovement<LeganPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = Self;

    const NAME: &'static str = "legan";
    const START_FEN: &'static str = "knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1";
    const KING: LeganPiece = LeganPiece::King;
    const PAWN: Option<LeganPiece> = Some(LeganPiece::Pawn);
    const CASTLING_ROOK: Option<LeganPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [LeganPiece] = &[
        LeganPiece::Queen,
        LeganPiece::Rook,
        LeganPiece::Bishop,
        LeganPiece::Knight,
    ];
}

/// White's promotion zone: a5, a6, a7, a8, b8, c8 and d8 (bits 32, 40, 48 and 56 to 59).
const WHITE_ZONE: Bitboard<Board8x8> = Bitboard(0x0f01_0101_0000_0000);
/// Black's, the same turned half around: e1, f1, g1, h1, h2, h3 and h4.
const BLACK_ZONE: Bitboard<Board8x8> = Bitboard(0x0000_0000_8080_80f0);

impl Promotion<Self> for Legan {
    /// Rule 2.
    #[inline(always)]
    fn promotion_zone(color: Color) -> Bitboard<Board8x8> {
        match color {
            Color::White => WHITE_ZONE,
            Color::Black => BLACK_ZONE,
        }
    }
}

impl Pawns<Self> for Legan {
    /// Rule 1: no double step.
    #[inline(always)]
    fn double_step_ranks(_: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// Anywhere but the promotion zone: the start has pawns on the first rank.
    #[inline(always)]
    fn pawn_zone(color: Color) -> Bitboard<Board8x8> {
        !Self::promotion_zone(color)
    }
}
