//! Atomic chess without check: `nocheckatomic` (ICC's rules) and `atomar`, as
//! Fairy-Stockfish plays them.
//!
//! Captures explode as in [`Atomic`](crate::Atomic), but the king is not royal: it may stand
//! attacked, capture and be blown up, even by its own side's capture, and the side whose king
//! is gone has lost (the side that moved judged first). It castles without regard to attacks.
//! In atomar the kings are immune to explosions and may not take each other, which
//! make-and-test checks; nocheckatomic needs no test beyond the moves themselves.

use crate::Board8x8;
use crate::shared::endings::{Extinct, extinction};
use crate::shared::explosion::explode;
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, Legality, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules, Strategy,
};

/// Atomic without check; `KINGS_IMMUNE` gives atomar.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct NoCheckAtomicChess<const KINGS_IMMUNE: bool>;

/// ICC's atomic: no check, kings explode.
pub type NoCheckAtomic = NoCheckAtomicChess<false>;

/// Atomar: no check, kings are immune to explosions and may not take each other.
pub type Atomar = NoCheckAtomicChess<true>;

impl<const KINGS_IMMUNE: bool> Rules for NoCheckAtomicChess<KINGS_IMMUNE> {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = NoCheckAtomicLegality<KINGS_IMMUNE>;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;
    type MoveList = ArrayVec<Move<Self>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = if KINGS_IMMUNE {
        "atomar"
    } else {
        "nocheckatomic"
    };
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// The capture explodes, sparing atomar's kings.
    #[inline(always)]
    fn after_capture(position: &mut Position<Self>, mv: Move<Self>) {
        let immune = if KINGS_IMMUNE {
            position.pieces_of_kind(Role::King)
        } else {
            Bitboard::empty()
        };
        explode(position, mv.to(), immune);
    }

    /// A side without its king has lost.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 1)
    }
}

impl<const KINGS_IMMUNE: bool> Ending<Self> for NoCheckAtomicChess<KINGS_IMMUNE> {
    /// The side whose king is gone has lost.
    #[inline(always)]
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        extinction(position, Extinct::Loses, |color| {
            position.pieces(color, Role::King).is_empty()
        })
    }
}

/// The legality of atomic without check: no piece is royal, so the masks have nothing to
/// protect; atomar plays each move to refuse a king taking the other.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct NoCheckAtomicLegality<const KINGS_IMMUNE: bool>;

impl<const KINGS_IMMUNE: bool> Legality<NoCheckAtomicChess<KINGS_IMMUNE>>
    for NoCheckAtomicLegality<KINGS_IMMUNE>
{
    const STRATEGY: Strategy = if KINGS_IMMUNE {
        Strategy::MakeAndTest
    } else {
        Strategy::Masks
    };

    /// In atomar, a king may not take the other.
    #[inline(always)]
    fn is_legal_after(
        before: &Position<NoCheckAtomicChess<KINGS_IMMUNE>>,
        mv: Move<NoCheckAtomicChess<KINGS_IMMUNE>>,
        _: &Position<NoCheckAtomicChess<KINGS_IMMUNE>>,
    ) -> bool {
        !KINGS_IMMUNE
            || mv.from().is_none_or(|from| {
                let kings = before.pieces_of_kind(Role::King);
                !(kings.contains(from) && kings.contains(mv.to()))
            })
    }
}
