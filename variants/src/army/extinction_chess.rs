//! Extinction chess (UCI_Variant `extinction`) and kinglet (`kinglet`), as Fairy-Stockfish
//! plays them: lose every piece of a kind and you have lost.
//!
//! There is no check: the king is an ordinary piece, which may be taken, castles without
//! regard to attacks and which pawns may promote to. In extinction a player who has lost
//! every piece of any one kind has lost; in kinglet only the pawns count, and pawns promote
//! to king alone.

use crate::Board8x8;
use crate::shared::endings::{Extinct, extinction};
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, Masks, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Outcome, Piece, Position, Rules,
};

/// Extinction chess, or kinglet where `KINGLET`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ExtinctionChess<const KINGLET: bool>;

/// Extinction chess: losing every piece of a kind loses.
pub type Extinction = ExtinctionChess<false>;

/// Kinglet: losing every pawn loses; pawns promote to king.
pub type Kinglet = ExtinctionChess<true>;

impl<const KINGLET: bool> Rules for ExtinctionChess<KINGLET> {
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
    type MoveList = ArrayVec<Move<Self>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = if KINGLET { "kinglet" } else { "extinction" };
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = if KINGLET {
        &[Role::King]
    } else {
        &[
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
    };

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// Kings may be taken, and pawns promote to kings.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 64)
    }
}

impl<const KINGLET: bool> Ending<Self> for ExtinctionChess<KINGLET> {
    /// The side that has lost every piece of a counted kind has lost.
    #[inline(always)]
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        extinction(position, Extinct::Loses, |color| {
            if KINGLET {
                position.pieces(color, Role::Pawn).is_empty()
            } else {
                Role::all().any(|role| position.pieces(color, role).is_empty())
            }
        })
    }
}
