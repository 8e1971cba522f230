//! Three-check (UCI_Variant `3check`), as lichess and Fairy-Stockfish play it, and
//! Five-check (`5check`), as Fairy-Stockfish does.
//!
//! Orthodox chess, and a player who gives check for the third (fifth) time wins. The FEN
//! counts the checks each side may still give (`3+3`, a field before the move counters) or,
//! in lichess's form, the checks each side has given (`+0+0`, after the counters); both are
//! read, the first is written.

use crate::Board8x8;
use crate::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    ByColor, CapturedPiecesLeave, Color, Ending, FenError, LastRankPromotion, MasksBySideAndCheck,
    Move, NoHand, OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules, VariantState, zobrist,
};
use core::fmt::{self, Write};

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
    type State = ChecksGiven<CHECKS>;

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
        if position.is_check() {
            let mut checks = *position.state();
            let mover = &mut checks.0[!position.turn()];
            *mover = (*mover + 1).min(CHECKS);
            position.set_state(checks);
        }
    }
}

impl<const CHECKS: u8> Ending<Self> for CheckChess<CHECKS> {
    /// The third (fifth) check wins.
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        let given = position.state().0;
        Color::ALL
            .into_iter()
            .find(|&color| given[color] >= CHECKS)
            .map(|winner| Outcome::VariantWin { winner })
    }
}

/// The checks each side has given, 0 to `CHECKS`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ChecksGiven<const CHECKS: u8>(pub ByColor<u8>);

const BAD_CHECKS: FenError = FenError::BadVariantField(
    "check counters must be two numbers up to the checks that win: 3+3 or +0+0",
);

impl<const CHECKS: u8> VariantState<Board8x8> for ChecksGiven<CHECKS> {
    fn key(&self) -> u64 {
        let key = |color: Color| zobrist::state(color.index() * 8 + usize::from(self.0[color]));
        key(Color::White) ^ key(Color::Black)
    }

    fn read_field(&mut self, field: &str) -> Result<bool, FenError> {
        if !field.contains('+') {
            return Ok(false);
        }
        let (given, text) = match field.strip_prefix('+') {
            Some(text) => (true, text),
            None => (false, field),
        };
        let (white, black) = text.split_once('+').ok_or(BAD_CHECKS)?;
        let count = |text: &str| match text.parse::<u8>() {
            Ok(n) if n <= CHECKS && text.len() == 1 => Ok(if given { n } else { CHECKS - n }),
            _ => Err(BAD_CHECKS),
        };
        self.0 = ByColor {
            white: count(white)?,
            black: count(black)?,
        };
        Ok(true)
    }

    fn write_fields(&self, out: &mut dyn Write) -> fmt::Result {
        let left = |color: Color| CHECKS - self.0[color];
        write!(out, " {}+{}", left(Color::White), left(Color::Black))
    }
}
