//! Shatranj (UCI_Variant `shatranj`), the medieval chess, and chaturanga (`chaturanga`), its
//! Indian ancestor, as Fairy-Stockfish plays them.
//!
//! The alfil `b` leaps two squares diagonally, the ferz `q` steps one; pawns step one square
//! and promote to a ferz. No double step, no en passant, no castling. The stalemated side
//! loses. In shatranj a bare king loses too (unless it can bare the opponent's at once);
//! chaturanga, set up with the king on the e-file, has no such rule.

use crate::Board8x8;
use crate::shared::endings::bare_king;
use crate::shared::endings::stalemate_loses;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Ending, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling, Outcome,
    Position, Rules, SingleStepPawns, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Shatranj.
    pub enum ShatranjPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes to a ferz.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// The alfil: leaps two squares diagonally.
        Alfil = 'b' "A",
        /// The ferz: one square diagonally.
        Ferz = 'q' "F",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Shatranj (`BARE_KING_LOSES = true`) or chaturanga.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ShatranjChess<const BARE_KING_LOSES: bool>;

/// Shatranj.
pub type Shatranj = ShatranjChess<true>;
/// Chaturanga.
pub type Chaturanga = ShatranjChess<false>;

impl<const BARE_KING_LOSES: bool> Rules for ShatranjChess<BARE_KING_LOSES> {
    type Geometry = Board8x8;
    type Piece = ShatranjPiece;
    type MoveList = ArrayVec<Move<Self>, 256>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<ShatranjPiece>;
    type Keys = ZobristKeys;
    /// Leapers and line riders: the masks apply, told of the alfil's leap over a square.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = if BARE_KING_LOSES {
        "shatranj"
    } else {
        "chaturanga"
    };
    const START_FEN: &'static str = if BARE_KING_LOSES {
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"
    } else {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    };
    const KING: ShatranjPiece = ShatranjPiece::King;
    const PAWN: Option<ShatranjPiece> = Some(ShatranjPiece::Pawn);
    const CASTLING_ROOK: Option<ShatranjPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [ShatranjPiece] = &[ShatranjPiece::Ferz];
}

impl<const BARE_KING_LOSES: bool> Ending<Self> for ShatranjChess<BARE_KING_LOSES> {
    /// Seventy moves, as Fairy-Stockfish counts them.
    const MOVE_RULE: Option<u32> = Some(70);

    #[inline(always)]
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        if BARE_KING_LOSES {
            bare_king(position)
        } else {
            None
        }
    }

    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        stalemate_loses(position)
    }
}
