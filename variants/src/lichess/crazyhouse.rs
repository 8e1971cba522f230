//! Crazyhouse (UCI_Variant `crazyhouse`), as lichess and Fairy-Stockfish play it.
//!
//! Orthodox chess, and:
//! 1. A captured piece changes sides: it goes into the capturer's hand.
//! 2. Instead of moving, a player may drop a piece from hand onto any empty square. Pawns are
//!    never dropped on the first or the last rank. A drop may give check, even mate.
//! 3. A promoted piece is marked (`~` in the FEN); captured, it goes into hand as a pawn.

use crate::Board8x8;
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CheckmateEnding, ColoredPiece, Drops, LastRankPromotion, MasksBySideAndCheck, Move,
    MoveKind, OrthodoxCastling, OrthodoxPawns, Pockets, Position, Rules, Square, VariantState,
    zobrist,
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
    type State = PromotedPieces;

    const NAME: &'static str = "crazyhouse";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// Rule 3: the mark follows a promoted piece, and a new promotion is marked.
    fn after_move(position: &mut Position<Crazyhouse>, mv: Move<Crazyhouse>, _: Option<Role>) {
        let marked = position.state().0;
        let promotion = mv.kind() == MoveKind::Promotion;
        if marked.is_empty() && !promotion {
            return;
        }
        let mut after = marked.without(mv.to());
        if let Some(from) = mv.from() {
            after.remove(from);
            // Castling moves an unpromoted king and a rook that has never moved.
            if promotion || (marked.contains(from) && mv.kind() != MoveKind::Castle) {
                after.insert(mv.to());
            }
        }
        // Marks stay on pieces (a marked pawn taken en passant leaves none behind).
        position.set_state(PromotedPieces(after & position.occupied()));
    }
}

impl Drops<Self> for Crazyhouse {
    /// Rule 1 and the demotion of rule 3.
    fn captured_to_hand(
        position: &Position<Crazyhouse>,
        captured: ColoredPiece<Role>,
        square: Square<Board8x8>,
    ) -> Option<Role> {
        Some(if position.state().0.contains(square) {
            Role::Pawn
        } else {
            captured.piece
        })
    }
}

/// The squares of promoted pieces, written `~` after the piece in the FEN.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PromotedPieces(pub Bitboard<Board8x8>);

impl VariantState<Board8x8> for PromotedPieces {
    fn key(&self) -> u64 {
        self.0
            .into_iter()
            .map(|square| zobrist::state(square.index()))
            .fold(0, |a, b| a ^ b)
    }

    fn read_mark(&mut self, mark: char, square: Square<Board8x8>) -> bool {
        if mark == '~' {
            self.0.insert(square);
        }
        mark == '~'
    }

    fn mark(&self, square: Square<Board8x8>) -> Option<char> {
        self.0.contains(square).then_some('~')
    }
}
