//! Knightmate (UCI_Variant `knightmate`), as Fairy-Stockfish plays it.
//!
//! The royal king moves as a knight, and the knights are replaced by manns (`m`), which move
//! as kings and are not royal. The king castles as in orthodox chess; pawns promote to mann,
//! queen, rook or bishop.

use crate::Board8x8;
use crate::orthodox;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, CheckmateEnding, Color, LastRankPromotion, Masks, Move,
    Movement, NoHand, OrthodoxCastling, OrthodoxPawns, Rules, Square, Steps, ZobristKeys,
};
use strum::{EnumCount, EnumIter, IntoStaticStr};

chequer_core::piece_set! {
    /// The pieces of knightmate.
    #[derive(EnumIter, EnumCount, IntoStaticStr)]
    #[strum(serialize_all = "lowercase")]
    pub enum KnightmatePiece {
        /// The orthodox pawn.
        Pawn = 'p',
        /// Steps one square in any direction; not royal.
        Mann = 'm',
        /// Rides diagonally.
        Bishop = 'b',
        /// Rides orthogonally; castles with the king.
        Rook = 'r',
        /// Rides in all eight directions.
        Queen = 'q',
        /// Leaps (1, 2) as a knight; royal.
        King = 'k',
    }
}

/// Knightmate.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Knightmate;

impl Rules for Knightmate {
    type Geometry = Board8x8;
    type Piece = KnightmatePiece;
    type MoveList = ArrayVec<Move<Knightmate>, 768>;
    type Hand = NoHand;
    type State = ();
    type Movement = KnightmateMovement;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and rank/file/diagonal riders, a leaping king: masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "knightmate";
    const START_FEN: &'static str = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1";
    const KING: KnightmatePiece = KnightmatePiece::King;
    const PAWN: Option<KnightmatePiece> = Some(KnightmatePiece::Pawn);
    const CASTLING_ROOK: Option<KnightmatePiece> = Some(KnightmatePiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [KnightmatePiece] = &[
        KnightmatePiece::Queen,
        KnightmatePiece::Rook,
        KnightmatePiece::Bishop,
        KnightmatePiece::Mann,
    ];
}

/// Knightmate's pieces move as the orthodox ones, by the same tables: the king leaps as a
/// knight and the mann steps as a king.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct KnightmateMovement;

impl Movement<Board8x8, KnightmatePiece> for KnightmateMovement {
    const PAWN_CAPTURE_STEPS: Steps = Steps::of(&[(-1, 1), (1, 1)]);

    #[inline(always)]
    fn attacks(
        piece: KnightmatePiece,
        color: Color,
        from: Square<Board8x8>,
        occupied: Bitboard<Board8x8>,
    ) -> Bitboard<Board8x8> {
        match piece {
            KnightmatePiece::Pawn => orthodox::pawn_captures(color, from),
            KnightmatePiece::Mann => orthodox::king(from),
            KnightmatePiece::Bishop => orthodox::bishop(from, occupied),
            KnightmatePiece::Rook => orthodox::rook(from, occupied),
            KnightmatePiece::Queen => orthodox::queen(from, occupied),
            KnightmatePiece::King => orthodox::knight(from),
        }
    }

    #[inline(always)]
    fn between(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        orthodox::between(a, b)
    }

    #[inline(always)]
    fn line(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        orthodox::line(a, b)
    }
}
