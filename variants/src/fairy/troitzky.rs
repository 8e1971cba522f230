//! Troitzky chess (UCI_Variant `troitzky`), as Fairy-Stockfish plays it.
//!
//! The orthodox army on a 10×10 board whose corners are cut away in steps (68 squares; the
//! holes are `*` in FEN): a queen and king on the two middle squares of the first rank, two
//! bishops side by side, pawns on the third rank. Pawns double-step from there, and promote on
//! the last square of their file, wherever the board ends. No castling.

use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, CheckmateEnding, Color, Grid, Masks, Move, NoHand,
    OrthodoxCastling, PawnsDoubleStepFrom, Promotion, Rules, ZobristKeys, holes,
};
use chequer_tables::BetzaMovement;

/// Troitzky chess's board: 10×10 with its corners cut away in steps, 68 squares, stored in
/// a `u128`; its holes are the start position's.
pub type TroitzkyBoard = Grid<10, 10, u128, { holes(START_FEN, 10) }>;

/// The start position, which also draws the board's holes.
const START_FEN: &str =
    "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1";

chequer_tables::fairy_pieces! {
    /// The pieces of Troitzky chess: the orthodox army.
    pub enum TroitzkyPiece on TroitzkyBoard {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
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

/// Troitzky chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Troitzky;

impl Rules for Troitzky {
    type Geometry = TroitzkyBoard;
    type Piece = TroitzkyPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<TroitzkyPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders, stopped by the holes as by the edge: the masks
    /// apply.
    type Legality = Masks;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    /// The double step from the third rank.
    type Pawns = PawnsDoubleStepFrom<2>;

    const NAME: &'static str = "troitzky";
    const START_FEN: &'static str = START_FEN;
    const KING: TroitzkyPiece = TroitzkyPiece::King;
    const PAWN: Option<TroitzkyPiece> = Some(TroitzkyPiece::Pawn);
    const CASTLING_ROOK: Option<TroitzkyPiece> = None;
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [TroitzkyPiece] = &[
        TroitzkyPiece::Queen,
        TroitzkyPiece::Rook,
        TroitzkyPiece::Bishop,
        TroitzkyPiece::Knight,
    ];
}

impl Promotion<Troitzky> for Troitzky {
    /// The last square of each file as `color` moves: the squares with no square ahead.
    #[inline(always)]
    fn promotion_zone(color: Color) -> Bitboard<TroitzkyBoard> {
        Bitboard::full() - Bitboard::full().forward(!color)
    }
}
