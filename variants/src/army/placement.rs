//! Placement (UCI_Variant `placement`), as Fairy-Stockfish plays it: orthodox chess whose
//! pieces are placed before play.
//!
//! Orthodox chess, but the pieces behind the pawns start in hand, and:
//! 1. Each player drops a piece from hand onto an empty square of the first rank (Black:
//!    the eighth) instead of moving, and must, while one holds pieces in hand and any drop
//!    is legal.
//! 2. A player's bishops must end on squares of both colours: no drop may leave too few
//!    squares of either colour for the bishops still to be dropped.
//! 3. A king dropped on the e-file of the first rank may castle with the rooks on a1 and h1
//!    (a8 and h8), and a rook dropped there with the king on e1 (e8).
//!
//! Captured pieces leave the game, as in orthodox chess.

use crate::Board8x8;
use crate::shared::setup_phase::{king_drop_safe, skips_setup};
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, Castling, CheckmateEnding, Color, Drops, Forbids, LastRankPromotion, Masks, Move,
    MoveKind, OrthodoxPawns, Pockets, Position, Rules,
};

/// Placement.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Placement;

/// The dark squares, a1 among them.
fn dark_squares() -> Bitboard<Board8x8> {
    Bitboard::from_u128(0xAA55_AA55_AA55_AA55)
}

impl Rules for Placement {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = Self;
    type Drops = Self;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;
    /// Validation bounds drops by every kind on every square.
    type MoveList = ArrayVec<Move<Placement>, 1536>;
    type Hand = Pockets<Role>;
    type State = ();

    const NAME: &'static str = "placement";
    const START_FEN: &'static str = "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// Rules 1 and 2.
    const FORBIDS: Option<Forbids<Self>> = Some(forbids);

    /// The king may still be in hand.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 1)
    }

    /// A king that is neither on the board nor in hand.
    fn rule_violation(position: &Position<Self>) -> Option<&'static str> {
        Color::ALL
            .into_iter()
            .any(|color| {
                position.pieces(color, Role::King).is_empty()
                    && position.in_hand(color, Role::King) == 0
            })
            .then_some("a king is neither on the board nor in hand")
    }
}

impl Castling<Self> for Placement {
    /// Rule 3.
    const RIGHTS_FROM_DROPS: Option<u8> = Some(4);
}

impl Drops<Self> for Placement {
    /// Rule 1: the first rank's empty squares, for the king those not attacked; pawns never
    /// drop.
    fn drop_squares(position: &Position<Self>, piece: Role, color: Color) -> Bitboard<Board8x8> {
        if piece == Role::Pawn {
            return Bitboard::empty();
        }
        let empty = Bitboard::relative_rank(color, 0) - position.occupied();
        king_drop_safe(position, piece, color, empty)
    }
}

/// Rules 1 and 2: a drop that would leave the bishops on one colour, and any other move
/// while a drop is legal.
fn forbids(position: &Position<Placement>, mv: Move<Placement>) -> bool {
    if mv.kind() == MoveKind::Drop {
        return !keeps_bishops_apart(position, mv);
    }
    skips_setup(position, mv, keeps_bishops_apart)
}

/// Whether the drop `mv` leaves the bishops of the side to move room on both colours, as
/// Fairy-Stockfish counts it: a bishop joins no more of its colour than half the side's
/// bishops (rounded up), and another piece leaves squares of each colour, empty on the
/// first rank or held by a bishop, for half of them (rounded down).
fn keeps_bishops_apart(position: &Position<Placement>, mv: Move<Placement>) -> bool {
    let us = position.turn();
    let bishops = position.pieces(us, Role::Bishop);
    let all = bishops.len() + usize::from(position.in_hand(us, Role::Bishop));
    let (to, dark) = (mv.to(), dark_squares());
    if mv.dropped_piece() == Some(Role::Bishop) {
        let colour = if dark.contains(to) { dark } else { !dark };
        return (bishops & colour).len() < all.div_ceil(2);
    }
    let empty = <Placement as Drops<Placement>>::drop_squares(position, Role::Bishop, us);
    let room = bishops | empty.without(to);
    (room & dark).len() >= all / 2 && (room - dark).len() >= all / 2
}
