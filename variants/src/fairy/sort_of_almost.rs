//! Sort of almost chess (UCI_Variant `sortofalmost`) and Chigorin chess (`chigorin`), as
//! Fairy-Stockfish plays them.
//!
//! Orthodox chess in which White has a chancellor `c` (rook and knight) for its queen. Each
//! side promotes to its own army's kinds: White to chancellor, rook, bishop or knight, Black
//! to queen, rook, bishop or knight. In Chigorin chess White's bishops are knights and
//! Black's knights bishops, and White promotes to chancellor, rook or knight, Black to
//! queen, rook or bishop.

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

/// Sort of almost chess (`CHIGORIN = false`) or Chigorin chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ChancellorAgainstQueen<const CHIGORIN: bool>;

/// Sort of almost chess.
pub type SortOfAlmost = ChancellorAgainstQueen<false>;
/// Chigorin chess: knights against bishops as well.
pub type Chigorin = ChancellorAgainstQueen<true>;

impl<const CHIGORIN: bool> Rules for ChancellorAgainstQueen<CHIGORIN> {
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

    const NAME: &'static str = if CHIGORIN { "chigorin" } else { "sortofalmost" };
    const START_FEN: &'static str = if CHIGORIN {
        "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1"
    } else {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1"
    };
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

impl<const CHIGORIN: bool> Promotion<Self> for ChancellorAgainstQueen<CHIGORIN> {
    const MAY_PROMOTE_TO: Option<MayPromoteTo<Self>> = Some(may_promote_to::<CHIGORIN>);
}

/// White may not promote to a queen, black not to a chancellor; in Chigorin chess White not
/// to a bishop, Black not to a knight either.
fn may_promote_to<const CHIGORIN: bool>(
    _: &Position<ChancellorAgainstQueen<CHIGORIN>>,
    color: Color,
    piece: SortOfAlmostPiece,
) -> bool {
    use SortOfAlmostPiece::{Bishop, Chancellor, Knight, Queen};
    match color {
        Color::White => piece != Queen && !(CHIGORIN && piece == Bishop),
        Color::Black => piece != Chancellor && !(CHIGORIN && piece == Knight),
    }
}
