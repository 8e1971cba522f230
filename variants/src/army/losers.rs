//! Losers (UCI_Variant `losers`, Fairy-Stockfish, after ICC's wild 17): lose to win.
//!
//! Orthodox chess with a royal king, where a player who can capture must, and a player who is
//! mated, stalemated or left with the bare king has won.

use crate::Board8x8;
use crate::shared::endings::{Extinct, extinction};
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Ending, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    OrthodoxPawns, Outcome, Position, Rules,
};

/// Losers.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Losers;

impl Rules for Losers {
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
    type MoveList = ArrayVec<Move<Losers>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = "losers";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;
    const MUST_CAPTURE: bool = true;
}

impl Ending<Self> for Losers {
    /// A side left with its king alone has won.
    #[inline(always)]
    fn variant_outcome(position: &Position<Losers>) -> Option<Outcome> {
        extinction(position, Extinct::Wins, |color| {
            position.by_color(color) == position.pieces(color, Role::King)
        })
    }

    /// Mated or stalemated, the side to move has won.
    fn no_moves_outcome(position: &Position<Losers>) -> Outcome {
        Outcome::VariantWin {
            winner: position.turn(),
        }
    }

    /// Any material can still be lost.
    fn insufficient_material(_: &Position<Losers>) -> bool {
        false
    }
}
