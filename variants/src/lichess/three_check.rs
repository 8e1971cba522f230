//! Three-check (UCI_Variant `3check`), as lichess and Fairy-Stockfish play it, and
//! Five-check (`5check`), as Fairy-Stockfish does.
//!
//! Orthodox chess, and a player who gives check for the third (fifth) time wins. The FEN
//! counts the checks ([`CheckCount`]).

use crate::Board8x8;
use crate::Role;
use crate::shared::check_count::CheckCount;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Ending, LastRankPromotion, MasksBySideAndCheck, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules,
};

/// Orthodox chess where the `CHECKS`th check wins.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct CheckChess<const CHECKS: u8>;

/// Three-check.
pub type ThreeCheck = CheckChess<3>;
/// Five-check.
pub type FiveCheck = CheckChess<5>;

impl<const CHECKS: u8> Rules for CheckChess<CHECKS> {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    /// Compared with other libraries' speed: the generator compiled per side and check.
    type Legality = MasksBySideAndCheck;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;
    type MoveList = ArrayVec<Move<Self>, 768>;
    type Hand = NoHand;
    type State = CheckCount<(), CHECKS>;

    const NAME: &'static str = match CHECKS {
        3 => "3check",
        5 => "5check",
        _ => panic!("CheckChess is played to 3 or 5 checks"),
    };
    const START_FEN: &'static str = match CHECKS {
        3 => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
        5 => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1",
        _ => panic!("CheckChess is played to 3 or 5 checks"),
    };

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// A move that checks counts for the mover.
    fn after_move(position: &mut Position<Self>, _: Move<Self>, _: Option<Role>) {
        CheckCount::after_move(position);
    }
}

impl<const CHECKS: u8> Ending<Self> for CheckChess<CHECKS> {
    /// The third (fifth) check wins.
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        CheckCount::outcome(position)
    }
}
