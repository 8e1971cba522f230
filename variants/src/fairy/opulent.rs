//! Opulent chess (UCI_Variant `opulent`), Grand chess with two more pieces, as
//! Fairy-Stockfish plays it.
//!
//! Grand chess's board, pawns and promotion rules, and an army of its own:
//! 1. The knight `n` also steps one square orthogonally (a wazir).
//! 2. The wizard `w` leaps as a camel (1, 3) or steps one square diagonally.
//! 3. The lion `l` steps one square diagonally or leaps two or three squares orthogonally.
//! 4. The archbishop `a`, chancellor `c` and the orthodox bishop, rook, queen and king.
//!
//! A pawn promotes only to a kind its player has fewer of than at the start: one queen,
//! archbishop and chancellor, two of each other kind.

use crate::Board10x10;
use crate::fairy::grand::{GrandArmy, GrandPromotion};
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, Masks, Move, NoHand, OrthodoxCastling,
    PawnsDoubleStepFrom, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Opulent chess.
    pub enum OpulentPiece on Board10x10 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2) or steps one square orthogonally.
        Knight = 'n' "NW",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Rides diagonally or leaps as a knight.
        Archbishop = 'a' "BN",
        /// Rides orthogonally or leaps as a knight.
        Chancellor = 'c' "RN",
        /// The wizard: leaps (1, 3) or steps one square diagonally.
        Wizard = 'w' "CF",
        /// The lion: steps one square diagonally, leaps two or three squares orthogonally.
        Lion = 'l' "FDH",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Opulent chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Opulent;

impl Rules for Opulent {
    type Geometry = Board10x10;
    type Piece = OpulentPiece;
    type MoveList = ArrayVec<Move<Self>, 640>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<OpulentPiece>;
    type Keys = ZobristKeys;
    /// Steps, leaps and line riders: the masks apply, told of the lion's leaps along a file
    /// or rank over the squares between.
    type Legality = Masks;
    type Promotion = GrandPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = PawnsDoubleStepFrom<2>;

    const NAME: &'static str = "opulent";
    const START_FEN: &'static str =
        "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1";
    const KING: OpulentPiece = OpulentPiece::King;
    const PAWN: Option<OpulentPiece> = Some(OpulentPiece::Pawn);
    const CASTLING_ROOK: Option<OpulentPiece> = None;
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [OpulentPiece] = &[
        OpulentPiece::Archbishop,
        OpulentPiece::Chancellor,
        OpulentPiece::Queen,
        OpulentPiece::Rook,
        OpulentPiece::Bishop,
        OpulentPiece::Knight,
        OpulentPiece::Wizard,
        OpulentPiece::Lion,
    ];
}

impl GrandArmy for Opulent {
    const SINGLES: &'static [OpulentPiece] = &[
        OpulentPiece::Queen,
        OpulentPiece::Archbishop,
        OpulentPiece::Chancellor,
    ];
}
