//! Omicron chess (UCI_Variant `omicron`), as Fairy-Stockfish plays it.
//!
//! A 10×8 board with a ring of holes around it (`*` in FEN), of which only the four corners
//! are squares, 12×10 in all: the wizards `w` (camel + fers) start in the corners, and a
//! champion `c` (wazir, alfil and dabbaba leaps) stands beside each rook. Pawns start on the
//! third rank, double-step from there, and promote on the ninth to wizard, champion, queen,
//! rook, bishop or knight. The king castles on the second rank, two squares, to the i- or
//! e-file, the rook beside it on the inside.

use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Castling, CastlingSide, CheckmateEnding, Color, Grid, Masks,
    Move, NoHand, PawnsDoubleStepFrom, Promotion, Rules, ZobristKeys, holes,
};
use chequer_tables::BetzaMovement;

/// Omicron's board: 12×10 whose outer ring keeps only its corners, 84 squares, stored in a
/// `u128`; its holes are the start position's.
pub type OmicronBoard = Grid<12, 10, u128, { holes(START_FEN, 12) }>;

/// The start position, which also draws the board's holes.
const START_FEN: &str = "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1";

chequer_tables::fairy_pieces! {
    /// The pieces of Omicron chess: the orthodox army, champions and wizards.
    pub enum OmicronPiece on OmicronBoard {
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
        /// Steps orthogonally, or leaps two squares orthogonally or diagonally.
        Champion = 'c' "DAW",
        /// Leaps (1, 3) as a camel, or steps diagonally.
        Wizard = 'w' "CF",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Omicron chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Omicron;

impl Rules for Omicron {
    type Geometry = OmicronBoard;
    type Piece = OmicronPiece;
    type MoveList = ArrayVec<Move<Self>, 768>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<OmicronPiece>;
    type Keys = ZobristKeys;
    /// Steps, leaps and line riders, stopped by the holes as by the edge: the masks apply.
    type Legality = Masks;
    type Promotion = Self;
    type Castling = Self;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    /// The double step from the third rank.
    type Pawns = PawnsDoubleStepFrom<2>;

    const NAME: &'static str = "omicron";
    const START_FEN: &'static str = START_FEN;
    const KING: OmicronPiece = OmicronPiece::King;
    const PAWN: Option<OmicronPiece> = Some(OmicronPiece::Pawn);
    const CASTLING_ROOK: Option<OmicronPiece> = Some(OmicronPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [OmicronPiece] = &[
        OmicronPiece::Wizard,
        OmicronPiece::Champion,
        OmicronPiece::Queen,
        OmicronPiece::Rook,
        OmicronPiece::Bishop,
        OmicronPiece::Knight,
    ];
}

impl Promotion<Omicron> for Omicron {
    /// The ninth and tenth ranks (the tenth holds only the corners).
    #[inline(always)]
    fn promotion_zone(color: Color) -> Bitboard<OmicronBoard> {
        Bitboard::relative_rank(color, 8) | Bitboard::relative_rank(color, 9)
    }
}

impl Castling<Omicron> for Omicron {
    /// The second rank, inside the ring.
    #[inline(always)]
    fn castling_rank(color: Color) -> Bitboard<OmicronBoard> {
        Bitboard::relative_rank(color, 1)
    }

    /// The rooks start on c2 and j2, inside the champions.
    #[inline(always)]
    fn xfen_rook_file(side: CastlingSide) -> u8 {
        match side {
            CastlingSide::KingSide => 9,
            CastlingSide::QueenSide => 2,
        }
    }

    /// The king to i2 with the rook to h2, or to e2 with the rook to f2.
    fn castling_files(side: CastlingSide) -> (u8, u8) {
        match side {
            CastlingSide::KingSide => (8, 7),
            CastlingSide::QueenSide => (4, 5),
        }
    }
}
