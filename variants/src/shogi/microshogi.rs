//! Micro shogi (UCI_Variant `micro`), shogi on 4×5 whose pieces turn over when they capture,
//! as Fairy-Stockfish plays it.
//!
//! Four files and five ranks. Every piece but the king has two faces, and a piece that
//! captures turns to its other face:
//! 1. Pawn `p` (steps forward) and knight (`+p`, leaps two forward and one aside); lance `l`
//!    (rides forward) and silver (`+l`, steps diagonally or forward); bishop `b` and gold
//!    (`+b`); rook `r` and gold (`+r`), the golds stepping orthogonally or diagonally
//!    forward. The king `k` steps and is royal.
//! 2. Captured pieces go to hand as their first face and are dropped back with either face
//!    up, anywhere: a piece may stand where it could not move, pawns share files, and a pawn
//!    drop may mate.
//! 3. A side without a legal move loses. The same position four times is a draw, unless one
//!    side gave check with every move of the repetition, who loses.

use crate::Board4x5;
use crate::shogi::shogi_family::{
    ShogiDrops, ShogiEnding, ShogiFamily, compulsory_promotion, other_face,
};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, Color, Masks, Move, OrthodoxCastling, OrthodoxPawns, Pockets, Position, Promotion,
    Rules, Square, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The faces of micro shogi's pieces, the second faces after the first.
    pub enum MicroPiece on Board4x5 {
        /// Steps forward; turns into the knight.
        Pawn = 'p' "fW",
        /// Rides forward; turns into the silver.
        Lance = 'l' "fR",
        /// Rides diagonally; turns into a gold.
        Bishop = 'b' "B",
        /// Rides orthogonally; turns into a gold.
        Rook = 'r' "R",
        /// Steps in every direction; royal, and the one piece that does not turn.
        King = 'k' "K",
        /// The pawn's other face: leaps two forward and one aside.
        Knight = + Pawn "ffN",
        /// The lance's other face: steps diagonally or forward.
        Silver = + Lance "FfW",
        /// The bishop's other face: steps orthogonally or diagonally forward.
        BishopGold = + Bishop "WfF",
        /// The rook's other face: steps orthogonally or diagonally forward.
        RookGold = + Rook "WfF",
    }
}

/// Micro shogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct MicroShogi;

impl Rules for MicroShogi {
    type Geometry = Board4x5;
    type Piece = MicroPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = Pockets<MicroPiece>;
    type State = ();
    type Movement = BetzaMovement<MicroPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops<true>;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "micro";
    const START_FEN: &'static str = "kb+r+l/p3/4/3P/+L+RBK[-] w - - 0 1";
    const KING: MicroPiece = MicroPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<MicroPiece> = None;
    const CASTLING_ROOK: Option<MicroPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [MicroPiece] = &[
        MicroPiece::Knight,
        MicroPiece::Silver,
        MicroPiece::BishopGold,
        MicroPiece::RookGold,
        MicroPiece::Pawn,
        MicroPiece::Lance,
        MicroPiece::Bishop,
        MicroPiece::Rook,
    ];
}

impl Promotion<Self> for MicroShogi {
    const PIECES_PROMOTE: bool = true;

    /// Every move that may promote must.
    #[inline(always)]
    fn forced_promotion(piece: MicroPiece, _: Color) -> Bitboard<Board4x5> {
        compulsory_promotion::<Self>(piece)
    }

    /// The other face.
    #[inline(always)]
    fn promotion_of(piece: MicroPiece) -> Option<MicroPiece> {
        other_face(piece)
    }

    /// The captures.
    #[inline(always)]
    fn promoting_targets(
        position: &Position<Self>,
        _: Square<Board4x5>,
        to: Bitboard<Board4x5>,
        color: Color,
    ) -> Bitboard<Board4x5> {
        to & position.by_color(!color)
    }
}

impl ShogiFamily for MicroShogi {
    const PAWN_LIMIT: Option<(MicroPiece, u8)> = None;
    const PAWN_DROP_MATES: bool = true;
}
