//! Bughouse (UCI_Variant `bughouse`) and Koedem (`koedem`), as Fairy-Stockfish plays them:
//! crazyhouse on two boards, played by teams of two.
//!
//! Orthodox chess, and:
//! 1. A captured piece goes to the capturer's partner, who plays the other colour on the
//!    other board, into that player's hand; a promoted piece (`~` in the FEN) goes as a pawn.
//! 2. Instead of moving, a player may drop a piece from hand onto any empty square, pawns
//!    never on the first or the last rank.
//! 3. A player without a legal move has lost, in check or not.
//!
//! In Koedem the king `k` is not royal: there is no check, and kings are captured and passed
//! on like any piece. A player with a king in hand must drop it, if it can. A player who has
//! no king, on the board or in hand, while the opponent has two, has lost.
//!
//! One board is one position: its moves and perft are those of the pieces it holds, as
//! Fairy-Stockfish counts them. [`Position::passed_to_partner`] and [`Position::receive`]
//! carry captured pieces between two boards.

use crate::Board8x8;
use crate::shared::endings::{Extinct, extinction, stalemate_loses};
use crate::shared::promoted_pieces::{PromotedPieces, demoted, mark_promotions};
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, Color, ColoredPiece, Drops, Ending, Forbids, LastRankPromotion, Masks, Move,
    MoveKind, OrthodoxCastling, OrthodoxPawns, Outcome, Pockets, Position, Rules, Square,
};

/// Bughouse, or Koedem where `KOEDEM`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct BughouseFamily<const KOEDEM: bool>;

/// Bughouse: crazyhouse whose captures feed the partner's board.
pub type Bughouse = BughouseFamily<false>;

/// Koedem: bughouse whose kings are captured and passed on; lose both and you have lost.
pub type Koedem = BughouseFamily<true>;

impl<const KOEDEM: bool> Rules for BughouseFamily<KOEDEM> {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = Self;
    type Ending = Self;
    type Pawns = OrthodoxPawns;
    /// A board may hold both boards' pieces, each kind in hand dropped on any empty square:
    /// validation's bound for two full armies needs this room.
    type MoveList = ArrayVec<Move<Self>, 2048>;
    type Hand = Pockets<Role>;
    type State = PromotedPieces<Board8x8>;

    const NAME: &'static str = if KOEDEM { "koedem" } else { "bughouse" };
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// Koedem: a king in hand must be dropped while it can be.
    const FORBIDS: Option<Forbids<Self>> = if KOEDEM {
        Some(must_drop_king::<KOEDEM>)
    } else {
        None
    };

    /// Rule 1: the mark follows a promoted piece, and a new promotion is marked.
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, _: Option<Role>) {
        mark_promotions(position, mv);
    }

    /// Koedem's kings are not royal.
    #[inline(always)]
    fn royals(position: &Position<Self>, color: Color) -> Bitboard<Board8x8> {
        if KOEDEM {
            Bitboard::empty()
        } else {
            position.pieces(color, Role::King)
        }
    }

    /// Koedem: a side may hold both kings, or none.
    fn king_count(_: Color) -> (usize, usize) {
        if KOEDEM { (0, 2) } else { (1, 1) }
    }
}

impl<const KOEDEM: bool> Drops<Self> for BughouseFamily<KOEDEM> {
    const TWO_BOARDS: bool = true;

    /// Rule 1 and its demotion.
    fn passed_to_partner(
        position: &Position<Self>,
        captured: ColoredPiece<Role>,
        square: Square<Board8x8>,
    ) -> Option<Role> {
        demoted(position, captured.piece, square)
    }
}

impl<const KOEDEM: bool> Ending<Self> for BughouseFamily<KOEDEM> {
    /// Koedem: the side without a king while the opponent has both has lost.
    #[inline(always)]
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        if !KOEDEM {
            return None;
        }
        let kings = |color| {
            position.pieces(color, Role::King).len()
                + usize::from(position.in_hand(color, Role::King))
        };
        extinction(position, Extinct::Loses, |color| {
            kings(color) == 0 && kings(!color) >= 2
        })
    }

    /// Rule 3.
    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        stalemate_loses(position)
    }
}

/// Koedem's compulsory drop: with a king in hand, only a king's drop is a move, wherever
/// one is possible.
fn must_drop_king<const KOEDEM: bool>(
    position: &Position<BughouseFamily<KOEDEM>>,
    mv: Move<BughouseFamily<KOEDEM>>,
) -> bool {
    position.in_hand(position.turn(), Role::King) > 0
        && !(mv.kind() == MoveKind::Drop && mv.dropped_piece() == Some(Role::King))
        && <BughouseFamily<KOEDEM> as Drops<_>>::drop_squares(position, Role::King, position.turn())
            .is_nonempty()
}
