//! Sort of almost chess (UCI_Variant `sortofalmost`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess in which White has a chancellor `c` (rook and knight) for its queen. Each
//! side promotes to its own army's kinds: White to chancellor, rook, bishop or knight, Black
//! to queen, rook, bishop or knight.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, Color, Masks, MayPromoteTo, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Position, Promotion, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Sort of almost chess: the orthodox army and a chancellor.
    pub enum SortOfAlmostPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally; castles with the king.
        Rook = 'r' "R",
        /// Rides in all eight directions: Black's.
        Queen = 'q' "Q",
        /// Rides orthogonally or leaps as a knight: White's.
        Chancellor = 'c' "RN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Sort of almost chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct SortOfAlmost;

impl Rules for SortOfAlmost {
    type Geometry = Board8x8;
    type Piece = SortOfAlmostPiece;
    type MoveList = ArrayVec<Move<Self>, 384>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<SortOfAlmostPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "sortofalmost";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1";
    const KING: SortOfAlmostPiece = SortOfAlmostPiece::King;
    const PAWN: Option<SortOfAlmostPiece> = Some(SortOfAlmostPiece::Pawn);
    const CASTLING_ROOK: Option<SortOfAlmostPiece> = Some(SortOfAlmostPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [SortOfAlmostPiece] = &[
        SortOfAlmostPiece::Queen,
        SortOfAlmostPiece::Chancellor,
        SortOfAlmostPiece::Rook,
        SortOfAlmostPiece::Bishop,
        SortOfAlmostPiece::Knight,
    ];
}

impl Promotion<Self> for SortOfAlmost {
    const MAY_PROMOTE_TO: Option<MayPromoteTo<Self>> = Some(may_promote_to);
}

/// White may not promote to a queen, black not to a chancellor.
fn may_promote_to(_: &Position<SortOfAlmost>, color: Color, piece: SortOfAlmostPiece) -> bool {
    match color {
        Color::White => piece != SortOfAlmostPiece::Queen,
        Color::Black => piece != SortOfAlmostPiece::Chancellor,
    }
}
