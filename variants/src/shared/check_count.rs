//! Check counting: games that the `CHECKS`th check wins (three-check and five-check, and Kar
//! Ouk and check shogi, where the first check wins), with the checks given kept beside the
//! rule set's own state.
//!
//! The FEN counts the checks each side may still give (`3+3`, a field before the move
//! counters, as Fairy-Stockfish writes it) or, in lichess's form, the checks each side has
//! given (`+0+0`, after the counters); both are read, the first is written. Without the
//! field no check has been given yet.

use chequer_core::{
    Bitboard, ByColor, Color, FenError, Geometry, Outcome, Position, Rules, Square, VariantState,
    zobrist,
};
use core::fmt::{self, Write};

/// The checks each side has given, 0 to `CHECKS`, beside the rule set's own `state`. With
/// `CHECKS` = 0 (a game of the family played without the rule) nothing is counted, written or
/// hashed, and no check wins.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CheckCount<S, const CHECKS: u8> {
    /// The rule set's own state.
    pub state: S,
    /// The checks each side has given.
    pub given: ByColor<u8>,
}

/// Where the keys of the check counters start among the state keys: at the end, clear of the
/// square-indexed keys of the states they sit beside.
const KEYS_START: usize = zobrist::STATE_KEY_COUNT - 16;

impl<S: Copy, const CHECKS: u8> CheckCount<S, CHECKS> {
    /// After a move in `position`: a check counts for the side that gave it.
    #[inline(always)]
    pub fn after_move<R: Rules<State = Self>>(position: &mut Position<R>) {
        if CHECKS > 0 && position.is_check() {
            let mut count = *position.state();
            let mover = &mut count.given[!position.turn()];
            *mover = (*mover + 1).min(CHECKS);
            position.set_state(count);
        }
    }

    /// The win of the side that has given its `CHECKS`th check.
    #[inline(always)]
    pub fn outcome<R: Rules<State = Self>>(position: &Position<R>) -> Option<Outcome> {
        if CHECKS == 0 {
            return None;
        }
        let given = position.state().given;
        Color::ALL
            .into_iter()
            .find(|&color| given[color] >= CHECKS)
            .map(|winner| Outcome::VariantWin { winner })
    }
}

const BAD_CHECKS: FenError = FenError::BadVariantField(
    "check counters must be two numbers up to the checks that win: 3+3 or +0+0",
);

impl<G: Geometry, S: VariantState<G>, const CHECKS: u8> VariantState<G> for CheckCount<S, CHECKS> {
    type MovePart = S::MovePart;

    #[inline(always)]
    fn walls(&self) -> Bitboard<G> {
        self.state.walls()
    }

    fn build_wall(&mut self, square: Square<G>) -> u64 {
        self.state.build_wall(square)
    }

    fn read_wall(&mut self, square: Square<G>) -> bool {
        self.state.read_wall(square)
    }

    fn key(&self) -> u64 {
        const { assert!(CHECKS <= 7, "at most 7 checks: 8 keys per side") };
        if CHECKS == 0 {
            return self.state.key();
        }
        let key = |color: Color| {
            zobrist::state(KEYS_START + color.index() * 8 + usize::from(self.given[color]))
        };
        self.state.key() ^ key(Color::White) ^ key(Color::Black)
    }

    fn read_mark(&mut self, mark: char, square: Square<G>) -> bool {
        self.state.read_mark(mark, square)
    }

    fn mark(&self, square: Square<G>) -> Option<char> {
        self.state.mark(square)
    }

    fn read_field(&mut self, field: &str) -> Result<bool, FenError> {
        if CHECKS == 0 || !field.contains('+') {
            return self.state.read_field(field);
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
        self.given = ByColor {
            white: count(white)?,
            black: count(black)?,
        };
        Ok(true)
    }

    fn read_instead_of_en_passant(&mut self, field: &str) -> Result<bool, FenError> {
        self.state.read_instead_of_en_passant(field)
    }

    fn count(&self) -> Option<(u32, u32)> {
        self.state.count()
    }

    fn read_counted_plies(&mut self, plies: u32) -> bool {
        self.state.read_counted_plies(plies)
    }

    fn write_fields(&self, out: &mut dyn Write) -> fmt::Result {
        self.state.write_fields(out)?;
        if CHECKS == 0 {
            return Ok(());
        }
        let left = |color: Color| CHECKS - self.given[color];
        write!(out, " {}+{}", left(Color::White), left(Color::Black))
    }

    fn read_right(&mut self, color: Color, square: Square<G>) -> bool {
        self.state.read_right(color, square)
    }

    fn rights(&self, color: Color) -> Bitboard<G> {
        self.state.rights(color)
    }
}
