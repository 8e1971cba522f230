//! Atomic chess (UCI_Variant `atomic`), as lichess and Fairy-Stockfish play it.
//!
//! Orthodox chess where every capture explodes: the capturing piece, the captured one and
//! every piece but pawns on the eight squares around the capture square leave the board. A
//! side whose king explodes has lost. A move may not explode the mover's own king (so a king
//! never captures) nor leave it attacked, unless it explodes the enemy king, which wins even
//! from check. Kings standing next to each other cannot attack each other, as taking would
//! explode both: such a king is not in check.
//!
//! Legality is by the rule set's own test ([`Strategy::ByRule`]): each pseudo-legal move's
//! explosion and the attacks on the king after it are worked out from bitboards, without
//! playing the move.

use crate::Board8x8;
use crate::orthodox;
use crate::shared::endings::{Extinct, extinction};
use crate::shared::explosion::explode;
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, Legality, Move, MoveKind,
    Movement, NoHand, OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules, Square, Strategy,
};

/// Atomic chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Atomic;

impl Rules for Atomic {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = AtomicLegality;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;
    type MoveList = ArrayVec<Move<Atomic>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = "atomic";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// The capture explodes.
    #[inline(always)]
    fn after_capture(position: &mut Position<Atomic>, mv: Move<Atomic>) {
        explode(position, mv.to(), Bitboard::empty());
    }

    /// A side without its king has lost; a game ends with at most one king missing.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 1)
    }

    fn rule_violation(position: &Position<Atomic>) -> Option<&'static str> {
        position
            .pieces_of_kind(Role::King)
            .is_empty()
            .then_some("at least one king must be on the board")
    }
}

impl Ending<Self> for Atomic {
    /// The side whose king exploded has lost.
    #[inline(always)]
    fn variant_outcome(position: &Position<Atomic>) -> Option<Outcome> {
        extinction(position, Extinct::Loses, |color| {
            position.pieces(color, Role::King).is_empty()
        })
    }

    /// Bare kings cannot explode each other.
    fn insufficient_material(position: &Position<Atomic>) -> bool {
        position.occupied() == position.pieces_of_kind(Role::King)
    }
}

/// Atomic's legality: a move is legal if the explosion spares the mover's king and, unless
/// it blows up the enemy king, leaves it unattacked; kings side by side are immune.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct AtomicLegality;

impl Legality<Atomic> for AtomicLegality {
    const STRATEGY: Strategy = Strategy::ByRule;

    /// A king next to the enemy king cannot be taken: it is not in check.
    #[inline(always)]
    fn check_immune(position: &Position<Atomic>, square: Square<Board8x8>, by: Color) -> bool {
        (orthodox::king(square) & position.pieces(by, Role::King)).is_nonempty()
    }

    /// Whether the pseudo-legal `mv` keeps the mover's king: not blown up, and not attacked
    /// afterwards unless it touches the enemy king or the enemy king was blown up.
    #[inline(always)]
    fn is_legal_move(position: &Position<Atomic>, mv: Move<Atomic>) -> bool {
        let us = position.turn();
        let (Some(from), Some(king)) = (mv.from(), position.king(us)) else {
            return false;
        };
        if mv.kind() == MoveKind::Castle {
            return position.is_legal_by_playing(mv);
        }
        let to = mv.to();
        let their_king = position.pieces(!us, Role::King);
        let moving_king = from == king;
        let occupied = position.occupied();
        let captured = match mv.kind() {
            MoveKind::EnPassant => Bitboard::from_square(to).forward(!us),
            _ => Bitboard::from_square(to) & occupied,
        };
        let (king, occupied) = if captured.is_empty() {
            // A quiet move off the king's lines cannot uncover an attack on it.
            if !moving_king
                && position.checkers().is_empty()
                && orthodox::line(king, from).is_empty()
            {
                return true;
            }
            let king = if moving_king { to } else { king };
            (king, occupied.without(from).with(to))
        } else {
            let blast =
                (orthodox::king(to) & (occupied - position.pieces_of_kind(Role::Pawn))).with(to);
            if moving_king || blast.contains(king) {
                return false;
            }
            if (blast & their_king).is_nonempty() {
                return true;
            }
            (king, occupied.without(from) - captured - blast)
        };
        (orthodox::king(king) & their_king).is_nonempty()
            || (OrthodoxMovement::attackers(position, king, !us, occupied) & occupied).is_empty()
    }
}
