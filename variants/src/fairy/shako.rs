//! Shako (UCI_Variant `shako`), Jean-Louis Cazaux's 10×10 game, as Fairy-Stockfish plays it.
//!
//! Orthodox chess on a 10×10 board, the army on the second rank behind pawns on the third,
//! and two older pieces:
//! 1. The elephant `e`: steps one square diagonally or leaps two (ferz and alfil), from the
//!    corners of the second rank.
//! 2. The cannon `c` of xiangqi, from the corners of the first rank: moves as a rook, and
//!    captures by jumping exactly one piece on its line.
//!
//! Pawns may double-step from the third rank and promote on the last to a queen, rook,
//! bishop, knight, cannon or elephant. Castling is on the second rank: the king goes from
//! the f-file to the h-file with the i-file rook, or to the d-file with the b-file rook; so
//! X-FEN's `K` and `Q` name the rooks nearest the i-file and the b-file.

use crate::Board10x10;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Castling, CastlingSide, CheckmateEnding, Color,
    LastRankPromotion, MakeAndTest, Move, NoHand, PawnsDoubleStepFrom, Rules, ZobristKeys,
};
use chequer_tables::BetzaQuietMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Shako.
    pub enum ShakoPiece on Board10x10 {
        /// Steps forward onto an empty square (two from its first rank), captures diagonally
        /// forward, promotes.
        Pawn = 'p' "mfWcfFimfnD",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally; castles with the king.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// The elephant: steps one square diagonally or leaps two.
        Elephant = 'e' "FA",
        /// The cannon: moves as a rook, captures by jumping one piece.
        Cannon = 'c' "mRcpR",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Shako.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Shako;

impl Rules for Shako {
    type Geometry = Board10x10;
    type Piece = ShakoPiece;
    type MoveList = ArrayVec<Move<Self>, 704>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaQuietMovement<ShakoPiece>;
    type Keys = ZobristKeys;
    /// The cannon hops: the masks do not describe it.
    type Legality = MakeAndTest;
    type Promotion = LastRankPromotion;
    type Castling = Self;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = PawnsDoubleStepFrom<2>;

    const NAME: &'static str = "shako";
    const START_FEN: &'static str =
        "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1";
    const KING: ShakoPiece = ShakoPiece::King;
    const PAWN: Option<ShakoPiece> = Some(ShakoPiece::Pawn);
    const CASTLING_ROOK: Option<ShakoPiece> = Some(ShakoPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [ShakoPiece] = &[
        ShakoPiece::Queen,
        ShakoPiece::Rook,
        ShakoPiece::Bishop,
        ShakoPiece::Knight,
        ShakoPiece::Cannon,
        ShakoPiece::Elephant,
    ];
    // A cannon's check is blocked or opened by any piece on its line, beyond the masks:
    // legality by make-and-test, the default.
}

impl Castling<Self> for Shako {
    #[inline(always)]
    fn castling_rank(color: Color) -> Bitboard<Board10x10> {
        Bitboard::relative_rank(color, 1)
    }

    #[inline(always)]
    fn xfen_rook_file(side: CastlingSide) -> u8 {
        match side {
            CastlingSide::KingSide => 8,
            CastlingSide::QueenSide => 1,
        }
    }

    fn castling_files(side: CastlingSide) -> (u8, u8) {
        match side {
            CastlingSide::KingSide => (7, 6),
            CastlingSide::QueenSide => (3, 4),
        }
    }
}
