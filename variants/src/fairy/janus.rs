//! Janus chess (UCI_Variant `janus`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess on 10×8, and:
//! 1. Two januses `j` beside the rooks, each moving as a bishop or a knight (an archbishop).
//! 2. Castling takes the king to the i-file or the b-file, the rook beside it.
//! 3. Pawns also promote to a janus.

use crate::Board10x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Castling, CastlingSide, CheckmateEnding, LastRankPromotion, Masks, Move,
    NoHand, OrthodoxPawns, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Janus chess: the orthodox army and the janus.
    pub enum JanusPiece on Board10x8 {
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
        /// Rides diagonally or leaps as a knight.
        Janus = 'j' "BN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Janus chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Janus;

impl Rules for Janus {
    type Geometry = Board10x8;
    type Piece = JanusPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<JanusPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = Self;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "janus";
    const START_FEN: &'static str =
        "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1";
    const KING: JanusPiece = JanusPiece::King;
    const PAWN: Option<JanusPiece> = Some(JanusPiece::Pawn);
    const CASTLING_ROOK: Option<JanusPiece> = Some(JanusPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [JanusPiece] = &[
        JanusPiece::Janus,
        JanusPiece::Queen,
        JanusPiece::Rook,
        JanusPiece::Bishop,
        JanusPiece::Knight,
    ];
}

impl Castling<Self> for Janus {
    /// Rule 2.
    fn castling_files(side: CastlingSide) -> (u8, u8) {
        match side {
            CastlingSide::KingSide => (8, 7),
            CastlingSide::QueenSide => (1, 2),
        }
    }
}
