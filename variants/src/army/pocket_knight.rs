//! Pocket Knight (UCI_Variant `pocketknight`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess, and each player starts with a knight in hand, which may be dropped on any
//! empty square instead of a move. Captured pieces leave the game as in orthodox chess.

use crate::Board8x8;
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, OrthodoxCastling,
    OrthodoxPawns, Pockets, Rules,
};

/// Pocket Knight.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct PocketKnight;

impl Rules for PocketKnight {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;
    /// Validation bounds drops by every kind on every square.
    type MoveList = ArrayVec<Move<PocketKnight>, 1536>;
    type Hand = Pockets<Role>;
    type State = ();

    const NAME: &'static str = "pocketknight";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;
}
