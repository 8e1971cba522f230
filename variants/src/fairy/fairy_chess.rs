//! Fairy chess (UCI_Variant `fairy`), as Fairy-Stockfish plays it: orthodox chess from the
//! orthodox start, whose positions may also hold five fairy pieces.
//!
//! Fairy-Stockfish keeps this rule set to set up endgames with those pieces; from the start it
//! is orthodox chess. The silver `s` steps diagonally or straight forward (shogi's), the fers
//! `f` one square diagonally, the archbishop `a` rides as a bishop or leaps as a knight, the
//! chancellor `c` rides as a rook or leaps as a knight, and the commoner `m` steps as a king
//! without being royal. Pawns promote to queen, rook, bishop or knight only.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    OrthodoxPawns, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of fairy chess: the orthodox army and five fairy pieces.
    pub enum FairyChessPiece on Board8x8 {
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
        /// Steps diagonally or straight forward.
        Silver = 's' "FfW",
        /// Steps one square diagonally.
        Fers = 'f' "F",
        /// Rides diagonally or leaps as a knight.
        Archbishop = 'a' "BN",
        /// Rides orthogonally or leaps as a knight.
        Chancellor = 'c' "RN",
        /// Steps one square in any direction; not royal.
        Commoner = 'm' "K",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Fairy chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct FairyChess;

impl Rules for FairyChess {
    type Geometry = Board8x8;
    type Piece = FairyChessPiece;
    /// Room for a position full of archbishops and chancellors.
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<FairyChessPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "fairy";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KING: FairyChessPiece = FairyChessPiece::King;
    const PAWN: Option<FairyChessPiece> = Some(FairyChessPiece::Pawn);
    const CASTLING_ROOK: Option<FairyChessPiece> = Some(FairyChessPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [FairyChessPiece] = &[
        FairyChessPiece::Queen,
        FairyChessPiece::Rook,
        FairyChessPiece::Bishop,
        FairyChessPiece::Knight,
    ];
}
