//! Crazyhouse (UCI_Variant `crazyhouse`), as lichess and Fairy-Stockfish play it.
//!
//! Orthodox chess, and:
//! 1. A captured piece changes sides: it goes into the capturer's hand.
//! 2. Instead of moving, a player may drop a piece from hand onto any empty square. Pawns are
//!    never dropped on the first or the last rank. A drop may give check, even mate.
//! 3. A promoted piece is marked (`~` in the FEN); captured, it goes into hand as a pawn.

use crate::Board8x8;
use crate::shared::promoted_pieces::{PromotedPieces, demoted, mark_promotions};
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    CheckmateEnding, ColoredPiece, Drops, LastRankPromotion, MasksBySideAndCheck, Move,
    OrthodoxCastling, OrthodoxPawns, Pockets, Position, Rules, Square,
};

/// Crazyhouse.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Crazyhouse;

impl Rules for Crazyhouse {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    /// Compared with other libraries' speed: the generator compiled per side and check.
    type Legality = MasksBySideAndCheck;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = Self;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;
    /// Every piece on the board or in hand may end up on one side, and each kind in hand may
    /// be dropped on any empty square: validation's bound for a full army needs this room.
    type MoveList = ArrayVec<Move<Crazyhouse>, 1536>;
    type Hand = Pockets<Role>;
    type State = PromotedPieces<Board8x8>;

    const NAME: &'static str = "crazyhouse";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// Rule 3: the mark follows a promoted piece, and a new promotion is marked.
    fn after_move(position: &mut Position<Crazyhouse>, mv: Move<Crazyhouse>, _: Option<Role>) {
        mark_promotions(position, mv);
    }
}

impl Drops<Self> for Crazyhouse {
    /// Rule 1 and the demotion of rule 3.
    fn captured_to_hand(
        position: &Position<Crazyhouse>,
        captured: ColoredPiece<Role>,
        square: Square<Board8x8>,
    ) -> Option<Role> {
        demoted(position, captured.piece, square)
    }
}
