//! Courier chess (UCI_Variant `courier`), the medieval game on 12×8, as Fairy-Stockfish plays
//! it.
//!
//! Beside the rook, knight and king: the alfil `e` (two squares diagonally), the bishop `b`
//! (the courier, a modern bishop), the mann `m` (steps as a king, not royal), the fers `f` (one
//! square diagonally) and the wazir `w` (one square orthogonally). Pawns step one square and
//! promote to a fers. No double step, no en passant, no castling. As in shatranj, a bare king
//! and a stalemate lose.

use crate::Board12x8;
use crate::shared::endings::bare_king;
use crate::shared::endings::stalemate_loses;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Ending, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling, Outcome,
    Position, Rules, SingleStepPawns, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Courier chess.
    pub enum CourierPiece on Board12x8 {
        /// Steps forward, captures diagonally forward, promotes to a fers.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// The alfil: leaps two squares diagonally.
        Alfil = 'e' "A",
        /// The courier: rides diagonally.
        Bishop = 'b' "B",
        /// The mann: steps one square, not royal.
        Mann = 'm' "K",
        /// The fers: one square diagonally.
        Fers = 'f' "F",
        /// The wazir: one square orthogonally.
        Wazir = 'w' "W",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Courier chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Courier;

impl Rules for Courier {
    type Geometry = Board12x8;
    type Piece = CourierPiece;
    type MoveList = ArrayVec<Move<Self>, 384>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<CourierPiece>;
    type Keys = ZobristKeys;
    /// Leapers and line riders: the masks apply, told of the alfil's leap over a square.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "courier";
    const START_FEN: &'static str =
        "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1";
    const KING: CourierPiece = CourierPiece::King;
    const PAWN: Option<CourierPiece> = Some(CourierPiece::Pawn);
    const CASTLING_ROOK: Option<CourierPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [CourierPiece] = &[CourierPiece::Fers];
}

impl Ending<Self> for Courier {
    #[inline(always)]
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        bare_king(position)
    }

    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        stalemate_loses(position)
    }
}
