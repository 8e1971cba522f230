//! Horde (UCI_Variant `horde`), as lichess and Fairy-Stockfish play it.
//!
//! White has no king and thirty-six pawns, which may stand on the first rank and double-step
//! from it; black has the orthodox army. Black wins by taking every white piece, white by
//! mating. A double step from the first rank opens no en-passant capture.

use crate::Board8x8;
use crate::Role;
use crate::shared::endings::{Extinct, extinction};
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, MasksBySideAndCheck, Move,
    NoHand, OrthodoxCastling, OrthodoxPawns, Outcome, Pawns, Position, Rules,
};

/// Horde.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Horde;

impl Rules for Horde {
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
    type Pawns = Self;
    /// White's pawns could come to 36 queens: `Setup::move_bound` of the start position is
    /// 972 (a test pins it), and validation refuses any position beyond the capacity.
    type MoveList = ArrayVec<Move<Horde>, 976>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = "horde";
    const START_FEN: &'static str =
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// White has no king.
    fn king_count(color: Color) -> (usize, usize) {
        match color {
            Color::White => (0, 0),
            Color::Black => (1, 1),
        }
    }
}

impl Pawns<Self> for Horde {
    /// White's pawns double-step from the first rank too.
    #[inline(always)]
    fn double_step_ranks(color: Color) -> Bitboard<Board8x8> {
        match color {
            Color::White => Bitboard::rank(0) | Bitboard::rank(1),
            Color::Black => Bitboard::rank(6),
        }
    }

    /// White's pawns may stand on the first rank.
    #[inline(always)]
    fn pawn_zone(color: Color) -> Bitboard<Board8x8> {
        let orthodox = <OrthodoxPawns as Pawns<Self>>::pawn_zone(color);
        match color {
            Color::White => orthodox | Bitboard::rank(0),
            Color::Black => orthodox,
        }
    }

    /// Captures en passant only of a double step from the second rank.
    #[inline(always)]
    fn en_passant_zone(color: Color) -> Bitboard<Board8x8> {
        Bitboard::relative_rank(color, 5)
    }
}

impl Ending<Self> for Horde {
    /// A side without pieces has lost.
    #[inline(always)]
    fn variant_outcome(position: &Position<Horde>) -> Option<Outcome> {
        extinction(position, Extinct::Loses, |color| {
            position.by_color(color).is_empty()
        })
    }
}
