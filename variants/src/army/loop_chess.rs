//! Loop chess and Chessgi (UCI_Variant `loop` and `chessgi`), as Fairy-Stockfish plays them:
//! crazyhouse in which a captured piece goes into hand as it is, promoted or not.
//!
//! Chessgi also lets pawns be dropped on their own first rank, from where they step forward
//! as usual (their double step is still from the second rank); never on the last rank.

use crate::Board8x8;
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CheckmateEnding, Color, ColoredPiece, Drops, LastRankPromotion, Masks, Move,
    OrthodoxCastling, Pawns, Pockets, Position, Rules, Square,
};

/// Loop chess, and with `FIRST_RANK_PAWN_DROPS` Chessgi: one rule set, two names.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct LoopChess<const FIRST_RANK_PAWN_DROPS: bool>;

/// Loop chess.
pub type Loop = LoopChess<false>;

/// Chessgi: loop chess with pawn drops on the first rank.
pub type Chessgi = LoopChess<true>;

impl<const FIRST_RANK_PAWN_DROPS: bool> Rules for LoopChess<FIRST_RANK_PAWN_DROPS> {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = Self;
    type Ending = CheckmateEnding;
    type Pawns = Self;
    /// As crazyhouse: room for a whole army and every kind dropped anywhere.
    type MoveList = ArrayVec<Move<Self>, 1536>;
    type Hand = Pockets<Role>;
    type State = ();

    const NAME: &'static str = if FIRST_RANK_PAWN_DROPS {
        "chessgi"
    } else {
        "loop"
    };
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;
}

impl<const FIRST_RANK_PAWN_DROPS: bool> Pawns<Self> for LoopChess<FIRST_RANK_PAWN_DROPS> {
    /// Pawns stand (and are dropped) off their first rank, but in Chessgi; never on the last.
    fn pawn_zone(color: Color) -> Bitboard<Board8x8> {
        let zone = !Bitboard::relative_rank(color, 7);
        if FIRST_RANK_PAWN_DROPS {
            zone
        } else {
            zone - Bitboard::relative_rank(color, 0)
        }
    }
}

impl<const FIRST_RANK_PAWN_DROPS: bool> Drops<Self> for LoopChess<FIRST_RANK_PAWN_DROPS> {
    /// Every captured piece, promoted or not, changes sides as it is.
    fn captured_to_hand(
        _: &Position<Self>,
        captured: ColoredPiece<Role>,
        _: Square<Board8x8>,
    ) -> Option<Role> {
        Some(captured.piece)
    }
}
