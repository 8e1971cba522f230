//! Perfect chess (UCI_Variant `perfect`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess with three compound pieces for the queen-side rook, knight and bishop: the
//! chancellor `c` (rook + knight), the archbishop `m` (bishop + knight) and the amazon `g`
//! (queen + knight).
//! 1. The chancellor castles as a rook does: queen-side from a1 and a8.
//! 2. Pawns promote to amazon, chancellor, archbishop, queen, rook, bishop or knight.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Castling, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand,
    OrthodoxPawns, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Perfect chess.
    pub enum PerfectPiece on Board8x8 {
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
        /// Rides orthogonally or leaps as a knight; castles with the king.
        Chancellor = 'c' "RN",
        /// Rides diagonally or leaps as a knight.
        Archbishop = 'm' "BN",
        /// Rides in all eight directions or leaps as a knight.
        Amazon = 'g' "QN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Perfect chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Perfect;

impl Rules for Perfect {
    type Geometry = Board8x8;
    type Piece = PerfectPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<PerfectPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = Self;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "perfect";
    const START_FEN: &'static str = "cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1";
    const KING: PerfectPiece = PerfectPiece::King;
    const PAWN: Option<PerfectPiece> = Some(PerfectPiece::Pawn);
    const CASTLING_ROOK: Option<PerfectPiece> = Some(PerfectPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [PerfectPiece] = &[
        PerfectPiece::Amazon,
        PerfectPiece::Chancellor,
        PerfectPiece::Archbishop,
        PerfectPiece::Queen,
        PerfectPiece::Rook,
        PerfectPiece::Bishop,
        PerfectPiece::Knight,
    ];
}

/// Orthodox castling, with the chancellor too (rule 1).
impl Castling<Self> for Perfect {
    const OTHER_CASTLING_PIECES: &'static [PerfectPiece] = &[PerfectPiece::Chancellor];
}
