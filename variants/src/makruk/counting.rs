//! The counting rules of makruk and its family, as Fairy-Stockfish plays them.
//!
//! Where no pawn is left and one side is down to a few pieces, that side may count the moves
//! in which the other must mate: when the count passes its limit, a draw may be claimed. The
//! limit is 64 moves when the counting side still has pieces beside its king (the board's
//! honour), else a number set by the stronger side's pieces (the pieces' honour: 8 moves
//! against two rooks, 16 against one, 22 against two khons, 32 against two knights, 44
//! against one khon). Cambodian chess counts from three pieces down with limits one move
//! shorter; ASEAN chess only against a bare king, 16 moves against a rook, 44 against a khon
//! and 64 against a knight, and keeps the fifty-move rule beside it.
//!
//! A running count takes the FEN's en-passant and half-move fields: the limit and the plies
//! counted, in plies (`... w - 128 18 34`). The half-move clock, where it is not 0, follows
//! in a field of chequer's (`clock=5`): Fairy-Stockfish keeps it out of the FEN and reads it
//! as 0.

use crate::shared::check_count::CheckCount;
use chequer_core::{Color, Ending, FenError, Move, Outcome, Position, Rules, VariantState};

/// Which of the family's counting rules a rule set plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CountingRules {
    /// Makruk's (also makpong and ai-wok).
    Makruk,
    /// Cambodian chess's: from three pieces down, each limit a move shorter.
    Cambodian,
    /// ASEAN chess's: against a bare king only.
    Asean,
}

/// A rule set that plays counting rules: which, and the kinds they weigh.
pub trait Counting: Rules<State: CountState> {
    /// The counting rules.
    const COUNTING: CountingRules;
    /// The rook.
    const ROOK: Self::Piece;
    /// The knight.
    const KNIGHT: Self::Piece;
    /// The khon.
    const KHON: Self::Piece;
    /// The n-move rule beside the count (ASEAN chess keeps the fifty-move rule).
    const MOVE_RULE: Option<u32> = None;

    /// The game's own end in `position`, before checkmate (Kar Ouk: the first check wins).
    /// None by default.
    #[inline(always)]
    fn own_outcome(position: &Position<Self>) -> Option<Outcome> {
        let _ = position;
        None
    }

    /// Whether a player may claim a draw in `position` by a rule of the game's own beside
    /// the count (sittuyin's 3.9 c 7). No by default.
    #[inline(always)]
    fn own_draw_claim(position: &Position<Self>) -> bool {
        let _ = position;
        false
    }
}

/// A rule set's state that holds a [`Count`].
pub trait CountState {
    /// The count.
    fn counted(&self) -> Count;
    /// The state with `count` instead.
    fn with_counted(self, count: Count) -> Self;
}

/// A count: its limit and the plies counted, both in plies; no count runs where the limit is
/// 0. Not part of the hash: positions repeat whatever the count.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Count {
    /// The limit, in plies (twice the moves); 0: no count runs.
    pub limit: u32,
    /// The plies counted so far.
    pub plies: u32,
}

impl Count {
    /// Whether the count has passed its limit.
    fn ran_out(self) -> bool {
        self.limit != 0 && self.plies > self.limit
    }

    /// Reads a counting limit from the en-passant field.
    pub fn read_limit(&mut self, field: &str) -> Result<bool, FenError> {
        if !field.bytes().all(|byte| byte.is_ascii_digit()) {
            return Ok(false);
        }
        self.limit = field
            .parse()
            .map_err(|_| FenError::BadVariantField("a counting limit that is not a number"))?;
        Ok(true)
    }

    /// Takes the plies counted from the half-move field, where a limit was read.
    pub fn read_plies(&mut self, plies: u32) -> bool {
        if self.limit == 0 {
            return false;
        }
        self.plies = plies;
        true
    }

    /// The limit and plies, where a count runs.
    pub fn running(self) -> Option<(u32, u32)> {
        (self.limit != 0).then_some((self.limit, self.plies))
    }
}

impl CountState for Count {
    fn counted(&self) -> Count {
        *self
    }

    fn with_counted(self, count: Count) -> Self {
        count
    }
}

impl<S: CountState + Copy, const CHECKS: u8> CountState for CheckCount<S, CHECKS> {
    fn counted(&self) -> Count {
        self.state.counted()
    }

    fn with_counted(self, count: Count) -> Self {
        CheckCount {
            state: self.state.with_counted(count),
            ..self
        }
    }
}

impl<G: chequer_core::Geometry> VariantState<G> for Count {
    type MovePart = ();

    fn read_instead_of_en_passant(&mut self, field: &str) -> Result<bool, FenError> {
        self.read_limit(field)
    }

    fn count(&self) -> Option<(u32, u32)> {
        self.running()
    }

    fn read_counted_plies(&mut self, plies: u32) -> bool {
        self.read_plies(plies)
    }
}

/// The limit, in moves, of a count by `counter` in `position`; 0 where it may not count.
fn limit<R: Counting>(position: &Position<R>, counter: Color) -> u32 {
    let pawns = R::PAWN.map_or(0, |pawn| position.pieces_of_kind(pawn).len());
    let own = position.by_color(counter).len();
    let stronger = !counter;
    let theirs = |piece| position.pieces(stronger, piece).len();
    let bare_opponent = position.by_color(stronger).len() == 1;
    let pieces_honour = |shorter: u32| {
        let limit = if theirs(R::ROOK) > 1 {
            8
        } else if theirs(R::ROOK) == 1 {
            16
        } else if theirs(R::KHON) > 1 {
            22
        } else if theirs(R::KNIGHT) > 1 {
            32
        } else if theirs(R::KHON) == 1 {
            44
        } else {
            64
        };
        limit - shorter
    };
    match R::COUNTING {
        CountingRules::Makruk if pawns > 0 || bare_opponent => 0,
        CountingRules::Makruk if own > 1 => 64,
        CountingRules::Makruk => pieces_honour(0),
        CountingRules::Cambodian if own > 3 || bare_opponent => 0,
        CountingRules::Cambodian if own > 1 => 63,
        CountingRules::Cambodian if pawns > 0 => 0,
        CountingRules::Cambodian => pieces_honour(1),
        CountingRules::Asean if pawns > 0 || own > 1 => 0,
        CountingRules::Asean if theirs(R::ROOK) > 0 => 16,
        CountingRules::Asean if theirs(R::KHON) > 0 => 44,
        CountingRules::Asean if theirs(R::KNIGHT) > 0 => 64,
        CountingRules::Asean => 0,
    }
}

/// Runs the count on after `mv`, which `captured` what it took: a ply more, and a new count
/// where one starts (the side left with fewer pieces starts counting, and a bare king that
/// takes the last pawn, or loses its last piece, counts anew).
#[inline(always)]
pub fn after_move<R: Counting>(
    position: &mut Position<R>,
    mv: Move<R>,
    captured: Option<R::Piece>,
) {
    let before = position.state().counted();
    if before.limit == 0 && !may_start::<R>(position) {
        return;
    }
    let mut count = before;
    if count.limit != 0 {
        count.plies += 1;
    }
    let counter = position.turn();
    let mover = !counter;
    let total = position.occupied().len() as u32;
    let pawns_left = R::PAWN.is_some_and(|pawn| !position.pieces_of_kind(pawn).is_empty());
    if R::COUNTING != CountingRules::Asean
        && captured.is_some()
        && captured == R::PAWN
        && position.by_color(mover).len() == 1
        && !pawns_left
    {
        let limit = limit(position, mover);
        if limit != 0 {
            count = Count {
                limit: 2 * limit,
                plies: 2 * total - 1,
            };
        }
    }
    let own = position.by_color(counter).len();
    let changed = captured.is_some() || mv.promotion_piece().is_some();
    if count.limit == 0 || changed && own == 1 {
        let limit = limit(position, counter);
        if limit != 0 {
            let plies = if R::COUNTING == CountingRules::Asean || own > 1 {
                0
            } else {
                2 * total
            };
            count = Count {
                limit: 2 * limit,
                plies,
            };
        }
    }
    if count != before {
        let state = position.state().with_counted(count);
        position.set_state(state);
    }
}

/// Whether a count could start in `position`: no pawn is left (makruk, ASEAN chess), or a side
/// is down to three pieces (cambodian). Most moves of a game come before, and skip the count.
#[inline(always)]
fn may_start<R: Counting>(position: &Position<R>) -> bool {
    match R::COUNTING {
        CountingRules::Makruk | CountingRules::Asean => {
            R::PAWN.is_none_or(|pawn| position.pieces_of_kind(pawn).is_empty())
        }
        CountingRules::Cambodian => Color::ALL
            .into_iter()
            .any(|color| position.by_color(color).len() <= 3),
    }
}

/// The ends of a rule set that counts: checkmate wins and stalemate draws, and a count run
/// out may be claimed as a draw (as may the fifty-move rule, where [`Counting::MOVE_RULE`]
/// keeps it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CountingEnding;

impl<R: Counting> Ending<R> for CountingEnding {
    const MOVE_RULE: Option<u32> = R::MOVE_RULE;

    #[inline(always)]
    fn variant_outcome(position: &Position<R>) -> Option<Outcome> {
        R::own_outcome(position)
    }

    fn may_claim_draw(position: &Position<R>) -> bool {
        position.state().counted().ran_out()
            && (position.checkers().is_empty() || position.has_legal_move())
            || R::own_draw_claim(position)
    }
}
