//! TenCubed chess (UCI_Variant `tencubed`), David Paulowich's 10×10 game, as Fairy-Stockfish
//! plays it.
//!
//! Orthodox chess on a 10×10 board with four more kinds, each in pairs behind the pawns:
//! 1. The archbishop `a` (bishop and knight) and the marshall `m` (rook and knight).
//! 2. The champion `c`: steps one square orthogonally, or leaps two squares orthogonally or
//!    diagonally.
//! 3. The wizard `w`: leaps (1, 3) as a camel or steps one square diagonally.
//!
//! Pawns start on the third rank and may double-step from there; they promote on the last
//! rank to a queen, archbishop or marshall. No castling.

use crate::Board10x10;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    PawnsDoubleStepFrom, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of TenCubed chess.
    pub enum TenCubedPiece on Board10x10 {
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
        /// Rides diagonally or leaps as a knight.
        Archbishop = 'a' "BN",
        /// The marshall: rides orthogonally or leaps as a knight.
        Marshall = 'm' "RN",
        /// The champion: steps one square orthogonally, leaps two squares in any direction.
        Champion = 'c' "DAW",
        /// The wizard: leaps (1, 3) or steps one square diagonally.
        Wizard = 'w' "CF",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// TenCubed chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct TenCubed;

impl Rules for TenCubed {
    type Geometry = Board10x10;
    type Piece = TenCubedPiece;
    type MoveList = ArrayVec<Move<Self>, 640>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<TenCubedPiece>;
    type Keys = ZobristKeys;
    /// Steps, leaps and line riders: the masks apply, told of the champion's two-square
    /// leaps along lines.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = PawnsDoubleStepFrom<2>;

    const NAME: &'static str = "tencubed";
    const START_FEN: &'static str =
        "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1";
    const KING: TenCubedPiece = TenCubedPiece::King;
    const PAWN: Option<TenCubedPiece> = Some(TenCubedPiece::Pawn);
    const CASTLING_ROOK: Option<TenCubedPiece> = None;
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [TenCubedPiece] = &[
        TenCubedPiece::Queen,
        TenCubedPiece::Archbishop,
        TenCubedPiece::Marshall,
    ];
}
