//! Kyoto shogi (UCI_Variant `kyotoshogi`), shogi on 5×5 whose pieces turn over at every move,
//! as Fairy-Stockfish plays it.
//!
//! Every piece but the king has two faces, and a piece that moves turns to its other face:
//! 1. Pawn `p` (steps forward) and rook (`+p`); silver `s` (steps diagonally or forward) and
//!    bishop (`+s`); lance `l` (rides forward) and tokin (`+l`, moves as a gold); knight `n`
//!    (leaps two forward and one aside) and gold (`+n`, steps orthogonally or diagonally
//!    forward). The king `k` steps and is royal.
//! 2. Captured pieces go to hand as their first face and are dropped back with either face
//!    up, anywhere: a piece may stand where it could not move, as its next move turns it,
//!    pawns share files, and a pawn drop may mate.
//! 3. A side without a legal move loses. The same position four times is a draw, unless one
//!    side gave check with every move of the repetition, who loses.

use crate::Board5x5;
use crate::shogi::shogi_family::{
    ShogiDrops, ShogiEnding, ShogiFamily, compulsory_promotion, other_face,
};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, Color, Masks, Move, OrthodoxCastling, OrthodoxPawns, Pockets, Promotion, Rules,
    ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The faces of Kyoto shogi's pieces, the second faces after the first.
    pub enum KyotoPiece on Board5x5 {
        /// Steps forward; turns into the rook.
        Pawn = 'p' "fW",
        /// Steps diagonally or forward; turns into the bishop.
        Silver = 's' "FfW",
        /// Rides forward; turns into the tokin.
        Lance = 'l' "fR",
        /// Leaps two forward and one aside; turns into the gold.
        Knight = 'n' "ffN",
        /// Steps in every direction; royal, and the one piece that does not turn.
        King = 'k' "K",
        /// The pawn's other face: rides orthogonally.
        Rook = + Pawn "R",
        /// The silver's other face: rides diagonally.
        Bishop = + Silver "B",
        /// The lance's other face: steps orthogonally or diagonally forward.
        Tokin = + Lance "WfF",
        /// The knight's other face: steps orthogonally or diagonally forward.
        Gold = + Knight "WfF",
    }
}

/// Kyoto shogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct KyotoShogi;

impl Rules for KyotoShogi {
    type Geometry = Board5x5;
    type Piece = KyotoPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = Pockets<KyotoPiece>;
    type State = ();
    type Movement = BetzaMovement<KyotoPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops<true>;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "kyotoshogi";
    const START_FEN: &'static str = "p+nks+l/5/5/5/+LSK+NP[-] w - - 0 1";
    const KING: KyotoPiece = KyotoPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<KyotoPiece> = None;
    const CASTLING_ROOK: Option<KyotoPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [KyotoPiece] = &[
        KyotoPiece::Rook,
        KyotoPiece::Bishop,
        KyotoPiece::Tokin,
        KyotoPiece::Gold,
        KyotoPiece::Pawn,
        KyotoPiece::Silver,
        KyotoPiece::Lance,
        KyotoPiece::Knight,
    ];
}

impl Promotion<Self> for KyotoShogi {
    const PIECES_PROMOTE: bool = true;
    const PROMOTION_TURNS_BACK: bool = true;

    /// Every move that may promote must.
    #[inline(always)]
    fn forced_promotion(piece: KyotoPiece, _: Color) -> Bitboard<Board5x5> {
        compulsory_promotion::<Self>(piece)
    }

    /// The whole board: every move turns the piece.
    #[inline(always)]
    fn promotion_zone(_: Color) -> Bitboard<Board5x5> {
        Bitboard::full()
    }

    /// The other face.
    #[inline(always)]
    fn promotion_of(piece: KyotoPiece) -> Option<KyotoPiece> {
        other_face(piece)
    }
}

impl ShogiFamily for KyotoShogi {
    const PAWN_LIMIT: Option<(KyotoPiece, u8)> = None;
    const PAWN_DROP_MATES: bool = true;
}
