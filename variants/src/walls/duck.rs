//! Duck chess (UCI_Variant `duck`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess with a duck that belongs to neither side:
//! 1. Each move ends by putting the duck on another empty square (on any empty square on the
//!    first move). No piece may enter or pass the duck's square.
//! 2. There is no check: the king may move into attack and be taken. The side whose king is
//!    taken has lost.
//! 3. A side without a move has won.

use crate::Board8x8;
use crate::shared::endings::{Extinct, extinction};
use crate::standard::{OrthodoxMovement, PolyglotKeys, Role};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, Masks, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules, Walls,
};

/// Duck chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Duck;

impl Rules for Duck {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    /// No royal piece: every move is legal.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;
    /// Each piece's move stands for one move per empty square the duck may go to.
    type MoveList = ArrayVec<Move<Self>, 20672>;
    type Hand = NoHand;
    /// The duck: one wall, which every move takes to a new square.
    type State = Walls<Board8x8, true>;

    const NAME: &'static str = "duck";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// The duck goes to any empty square but its own.
    const WALLS: Option<chequer_core::WallSquares<Self>> = Some(|_, _, _| Bitboard::full());

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// A king may have been taken.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 1)
    }
}

impl Ending<Self> for Duck {
    /// The side whose king was taken has lost.
    #[inline(always)]
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        extinction(position, Extinct::Loses, |color| {
            position.pieces(color, Role::King).is_empty()
        })
    }

    /// A side without a move has won.
    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        Outcome::VariantWin {
            winner: position.turn(),
        }
    }

    /// Never: a king can always be taken.
    fn insufficient_material(_: &Position<Self>) -> bool {
        false
    }
}
