//! The kit's checks on rule sets chosen at run time: what tests over every rule set of a
//! registry use.
//!
//! A registry gives a rule set so with
//! [`Registry::checked_rules`](crate::registry::Registry::checked_rules):
//!
//! ```
//! use chequer::registry::Registry;
//! use chequer::testing::Check;
//!
//! chequer::registry! {
//!     /// One rule set.
//!     struct One {
//!         "crazyhouse" [] => chequer::Crazyhouse, false, "captured pieces change sides";
//!     }
//! }
//!
//! let crazyhouse = One.checked_rules("crazyhouse").unwrap();
//! assert_eq!(crazyhouse.start().check(Check::Strategies), Ok(20));
//! ```
//!
//! These traits are apart from [`dynamic`](crate::dynamic)'s so that a program that only
//! plays (the command line) does not compile the kit for every rule set.

use super::{
    Violation, check_attack_sets, check_invariants, check_misuse, check_play, compare_strategies,
    perft_by_make_and_test, random_games,
};
use crate::dynamic::{AnyPosition, chess960_start, in_mode};
use crate::registry::{RuleSet, RuleSetVisitor};
use crate::{FromFenError, Position, Rules, Validation};
use core::marker::PhantomData;
use std::boxed::Box;
use std::string::String;
use std::vec::Vec;

/// One of the kit's checks of a position, for [`CheckedPosition::check`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Check {
    /// [`check_invariants`] with this validation; counts the legal moves.
    Invariants(Validation),
    /// [`compare_strategies`]; counts the legal moves.
    Strategies,
    /// [`check_attack_sets`]; counts the exposing squares.
    AttackSets,
    /// [`check_play`]; counts the moves `play` accepted.
    Play,
    /// [`check_misuse`] with about this many moves; counts the moves tried.
    Misuse(usize),
}

/// A position, without its rule set's type, that the kit can check; what a tool asks of it
/// ([`AnyPosition`]) too.
pub trait CheckedPosition: AnyPosition {
    /// Runs one of the kit's checks here; the count it reports (see [`Check`]).
    fn check(&self, check: Check) -> Result<usize, Violation>;

    /// [`random_games`] from here: `games` games of up to `plies` plies, every invariant
    /// checked at every ply; the number of positions checked.
    fn random_games(&self, games: usize, plies: usize, seed: u64) -> Result<usize, Violation>;

    /// The position after each legal move, in move generation order.
    fn children(&self) -> Vec<Box<dyn CheckedPosition>>;

    /// [`perft_by_make_and_test`]: the oracle's count.
    fn perft_by_make_and_test(&self, depth: u32) -> u64;
}

impl<R: Rules> CheckedPosition for Position<R> {
    fn check(&self, check: Check) -> Result<usize, Violation> {
        match check {
            Check::Invariants(validation) => {
                check_invariants(self, validation).map(|moves| moves.len())
            }
            Check::Strategies => compare_strategies(self),
            Check::AttackSets => check_attack_sets(self),
            Check::Play => check_play(self),
            Check::Misuse(sample) => check_misuse(self, sample),
        }
    }

    fn random_games(&self, games: usize, plies: usize, seed: u64) -> Result<usize, Violation> {
        random_games(self, games, plies, seed)
    }

    fn children(&self) -> Vec<Box<dyn CheckedPosition>> {
        self.legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = *self;
                child.play_unchecked(mv);
                Box::new(child) as Box<dyn CheckedPosition>
            })
            .collect()
    }

    fn perft_by_make_and_test(&self, depth: u32) -> u64 {
        perft_by_make_and_test(self, depth)
    }
}

/// A rule set, without its type, whose positions the kit can check.
pub trait CheckedRules: Send + Sync {
    /// The start position; for a rule set played as Chess960, orthodox chess's start
    /// position in Chess960 castling mode.
    fn start(&self) -> Box<dyn CheckedPosition>;

    /// The position of a FEN, in Chess960 castling mode where the rule set is played so.
    fn position_from_fen(
        &self,
        fen: &str,
        validation: Validation,
    ) -> Result<Box<dyn CheckedPosition>, FromFenError>;

    /// The rule set's start position with the back ranks of Chess960 start positions
    /// `white` and `black`, as [`AnyRules::chess960_start`](crate::dynamic::AnyRules::chess960_start).
    fn chess960_start(&self, white: u16, black: u16) -> Result<Box<dyn CheckedPosition>, String>;
}

/// [`CheckedRules`] of rule set `R`, in the castling mode its registry plays it in.
struct Checked<R> {
    rule_set: RuleSet,
    rules: PhantomData<R>,
}

impl<R: Rules> CheckedRules for Checked<R> {
    fn start(&self) -> Box<dyn CheckedPosition> {
        in_mode(&self.rule_set, Box::new(Position::<R>::start()))
    }

    fn position_from_fen(
        &self,
        fen: &str,
        validation: Validation,
    ) -> Result<Box<dyn CheckedPosition>, FromFenError> {
        let position = Position::<R>::from_fen(fen, validation)?;
        Ok(in_mode(&self.rule_set, Box::new(position)))
    }

    fn chess960_start(&self, white: u16, black: u16) -> Result<Box<dyn CheckedPosition>, String> {
        Ok(Box::new(chess960_start::<R>(white, black)?))
    }
}

/// The visitor behind [`Registry::checked_rules`].
pub(crate) struct MakeChecked;

impl RuleSetVisitor for MakeChecked {
    type Output = Box<dyn CheckedRules>;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> Box<dyn CheckedRules> {
        Box::new(Checked::<R> {
            rule_set: *rule_set,
            rules: PhantomData,
        })
    }
}
