//! Codrus (UCI_Variant `codrus`, Fairy-Stockfish; Schlagschach): lose the king to win.
//!
//! Giveaway, where the king alone matters: captures are compulsory, the king is not royal
//! and castles without regard to attacks, pawns do not promote to king, and the player whose
//! king is taken, or who has no move, has won.

use crate::Board8x8;
use crate::shared::endings::{Extinct, extinction};
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, Masks, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules,
};

/// Codrus.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Codrus;

impl Rules for Codrus {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;
    type MoveList = ArrayVec<Move<Codrus>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = "codrus";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;
    const MUST_CAPTURE: bool = true;

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Codrus>, _: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// The game ends once a king is taken.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 1)
    }
}

impl Ending<Self> for Codrus {
    /// The side whose king was taken has won.
    #[inline(always)]
    fn variant_outcome(position: &Position<Codrus>) -> Option<Outcome> {
        extinction(position, Extinct::Wins, |color| {
            position.pieces(color, Role::King).is_empty()
        })
    }

    /// A side without a move has won.
    fn no_moves_outcome(position: &Position<Codrus>) -> Outcome {
        Outcome::VariantWin {
            winner: position.turn(),
        }
    }

    /// A king can always be given away.
    fn insufficient_material(_: &Position<Codrus>) -> bool {
        false
    }
}
