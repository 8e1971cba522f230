//! Coregal chess (UCI_Variant `coregal`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess where every queen is royal too: no move may leave a king or a queen
//! attacked, and an attacked queen is a check, to be mated like the king.
//!
//! Legality is by make-and-test, as masks keep one royal piece safe.

use crate::Board8x8;
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, MakeAndTest, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Position, Rules,
};

/// Coregal chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Coregal;

impl Rules for Coregal {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = MakeAndTest;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;
    type MoveList = ArrayVec<Move<Coregal>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = "coregal";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// The king and every queen.
    #[inline(always)]
    fn royals(position: &Position<Coregal>, color: Color) -> Bitboard<Board8x8> {
        position.pieces(color, Role::King) | position.pieces(color, Role::Queen)
    }
}

impl Ending<Self> for Coregal {
    /// Bare kings cannot mate; a queen, royal or not, still can.
    fn insufficient_material(position: &Position<Coregal>) -> bool {
        position.occupied() == position.pieces_of_kind(Role::King)
    }
}
