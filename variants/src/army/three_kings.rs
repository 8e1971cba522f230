//! Three kings (UCI_Variant `threekings`), as Fairy-Stockfish plays it.
//!
//! Each side has three kings, none royal, and no castling; the first player to lose a king
//! has lost.

use crate::Board8x8;
use crate::shared::endings::{Extinct, extinction};
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, Masks, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules,
};

/// The kings each side starts with.
const KINGS: usize = 3;

/// Three kings.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ThreeKings;

impl Rules for ThreeKings {
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
    type MoveList = ArrayVec<Move<ThreeKings>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = "threekings";
    const START_FEN: &'static str = "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = None;
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<ThreeKings>, _: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// Three kings, or two once the game is lost.
    fn king_count(_: Color) -> (usize, usize) {
        (KINGS - 1, KINGS)
    }
}

impl Ending<Self> for ThreeKings {
    /// The side that has lost a king has lost.
    #[inline(always)]
    fn variant_outcome(position: &Position<ThreeKings>) -> Option<Outcome> {
        extinction(position, Extinct::Loses, |color| {
            position.pieces(color, Role::King).len() < KINGS
        })
    }
}
