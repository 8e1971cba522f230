//! Gustav III's chess (UCI_Variant `gustav3`), as Fairy-Stockfish plays it.
//!
//! The orthodox army on a 10×8 board whose a- and j-files keep only their corners (68
//! squares; the holes are `*` in FEN), and an amazon `a` (queen + knight) in each corner.
//! Pawns promote to amazon, queen, rook, bishop or knight. The king castles two squares, to
//! the h- or d-file, the rook beside it on the inside.

use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Castling, CastlingSide, CheckmateEnding, Grid, LastRankPromotion, Masks,
    Move, NoHand, OrthodoxPawns, Rules, ZobristKeys, holes,
};
use chequer_tables::BetzaMovement;

/// Gustav III's chess board: 10×8 without the a- and j-files' middle six squares, 68
/// squares, stored in a `u128`; its holes are the start position's.
pub type Gustav3Board = Grid<10, 8, u128, { holes(START_FEN, 10) }>;

/// The start position, which also draws the board's holes.
const START_FEN: &str = "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1";

chequer_tables::fairy_pieces! {
    /// The pieces of Gustav III's chess: the orthodox army and the amazon.
    pub enum Gustav3Piece on Gustav3Board {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally; castles with the king.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Rides as a queen or leaps as a knight.
        Amazon = 'a' "QN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Gustav III's chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Gustav3;

impl Rules for Gustav3 {
    type Geometry = Gustav3Board;
    type Piece = Gustav3Piece;
    /// Room for a position full of amazons.
    type MoveList = ArrayVec<Move<Self>, 768>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<Gustav3Piece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders, stopped by the holes as by the edge: the masks
    /// apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = Self;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "gustav3";
    const START_FEN: &'static str = START_FEN;
    const KING: Gustav3Piece = Gustav3Piece::King;
    const PAWN: Option<Gustav3Piece> = Some(Gustav3Piece::Pawn);
    const CASTLING_ROOK: Option<Gustav3Piece> = Some(Gustav3Piece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Gustav3Piece] = &[
        Gustav3Piece::Amazon,
        Gustav3Piece::Queen,
        Gustav3Piece::Rook,
        Gustav3Piece::Bishop,
        Gustav3Piece::Knight,
    ];
}

impl Castling<Gustav3> for Gustav3 {
    /// The king to h1 with the rook to g1, or to d1 with the rook to e1.
    fn castling_files(side: CastlingSide) -> (u8, u8) {
        match side {
            CastlingSide::KingSide => (7, 6),
            CastlingSide::QueenSide => (3, 4),
        }
    }
}
