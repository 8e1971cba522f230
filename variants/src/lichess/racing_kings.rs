//! Racing Kings (UCI_Variant `racingkings`), as lichess and Fairy-Stockfish play it.
//!
//! Both armies start on the first two ranks, without pawns; the first king to reach the
//! eighth rank wins. No move may give check (nor, as ever, leave the own king attacked). When
//! white's king arrives first, black still has one move: if black's king can reach the eighth
//! rank with it, the game goes on, and ends in a draw if it does.
//!
//! Legality is by masks, as in orthodox chess, and then each move is tested for the check it
//! would give, without playing it.

use crate::Board8x8;
use crate::orthodox;
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, Forbids, LastRankPromotion, MasksBySideAndCheck,
    Move, Movement, NoHand, OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules,
};

/// The goal: the eighth rank.
const GOAL: Bitboard<Board8x8> = Bitboard(0xFF00_0000_0000_0000);

/// Racing Kings.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct RacingKings;

impl Rules for RacingKings {
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
    type MoveList = ArrayVec<Move<RacingKings>, 256>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = "racingkings";
    const START_FEN: &'static str = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = None;
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;
    /// No move gives check.
    const FORBIDS: Option<Forbids<Self>> = Some(gives_check);

    fn rule_violation(position: &Position<RacingKings>) -> Option<&'static str> {
        if position.pieces_of_kind(Role::Pawn).is_nonempty() {
            Some("racing kings has no pawns")
        } else if position.is_check() {
            Some("no side may be in check")
        } else {
            None
        }
    }
}

impl Ending<Self> for RacingKings {
    /// A king on the goal has won, unless black's king can still follow white's.
    fn variant_outcome(position: &Position<RacingKings>) -> Option<Outcome> {
        let arrived = |color| (position.pieces(color, Role::King) & GOAL).is_nonempty();
        match (arrived(Color::White), arrived(Color::Black)) {
            (false, false) => None,
            (true, true) => Some(Outcome::VariantDraw),
            (false, true) => Some(Outcome::VariantWin {
                winner: Color::Black,
            }),
            (true, false) if position.turn() == Color::Black && black_can_follow(position) => None,
            (true, false) => Some(Outcome::VariantWin {
                winner: Color::White,
            }),
        }
    }

    /// Kings can always race.
    fn insufficient_material(_: &Position<RacingKings>) -> bool {
        false
    }
}

/// Whether black's king has a legal move onto the goal: one that keeps it safe and gives
/// no check.
fn black_can_follow(position: &Position<RacingKings>) -> bool {
    let follows = |mv| position.is_legal_by_playing(mv) && !gives_check(position, mv);
    !position.for_each_pseudo_legal_group(|group| {
        group.piece != Role::King || !group.retain(GOAL).into_iter().any(follows)
    })
}

/// Whether `mv` gives check: the moved piece attacks the enemy king from its target, or
/// leaving its square uncovers an attack. Racing kings has no pawns, castling or en passant,
/// so a move only takes a piece from one square to another.
#[inline(always)]
fn gives_check(position: &Position<RacingKings>, mv: Move<RacingKings>) -> bool {
    let us = position.turn();
    let (Some(king), Some(from)) = (position.king(!us), mv.from()) else {
        return false;
    };
    let Some(moved) = position.piece_at(from) else {
        return false;
    };
    let occupied = position.occupied().without(from).with(mv.to());
    // The enemy king was not in check, so only a piece leaving its line can uncover one.
    OrthodoxMovement::attacks(moved.piece, us, mv.to(), occupied).contains(king)
        || (orthodox::line(king, from).is_nonempty()
            && OrthodoxMovement::attackers(position, king, us, occupied)
                .without(from)
                .is_nonempty())
}
