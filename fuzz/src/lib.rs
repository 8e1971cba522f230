//! What the fuzz targets share: how an input becomes a position and what follows it. The
//! invariants they check are the library's testing kit (`chequer::testing`), the same the
//! property tests check.
//!
//! An input is a FEN, a newline, then the target's own bytes (move text or move choices).
//! Without a newline, the whole input is the target's bytes and play starts from the rule
//! set's start position. FENs are read leniently, so the fuzzer also reaches the positions
//! that only `Validation::Lenient` accepts.

use chequer::registry::{Builtin, Registry, RuleSet, RuleSetVisitor};
use chequer::{Position, Rules, Validation};
use core::marker::PhantomData;

/// A fuzz target that starts from a position: what it does with the bytes after the FEN.
pub trait FromPosition {
    /// Runs on `position` of rule set `R` with the input's remaining bytes.
    fn run<R: Rules>(position: Position<R>, rest: &[u8]);
}

/// Runs target `T` on the input for every rule set of the registry whose position the input
/// gives.
pub fn run_for_each_rule_set<T: FromPosition>(data: &[u8]) {
    let (fen, rest) = split(data);
    Builtin.visit_all(|| OnPosition::<T> {
        fen,
        rest,
        target: PhantomData,
    });
}

/// Any text run as the input of `T::run` in every rule set of the registry.
pub fn run_for_each_rule_set_on_text<T: OnText>(text: &str) {
    Builtin.visit_all(|| TextVisitor::<T> {
        text,
        target: PhantomData,
    });
}

/// A fuzz target that reads the whole input as text in some rule set.
pub trait OnText {
    /// Runs on `text` in rule set `R`.
    fn run<R: Rules>(text: &str);
}

struct OnPosition<'a, T> {
    fen: Option<&'a [u8]>,
    rest: &'a [u8],
    target: PhantomData<T>,
}

impl<T: FromPosition> RuleSetVisitor for OnPosition<'_, T> {
    type Output = ();

    fn visit<R: Rules>(self, _: &RuleSet) {
        if let Some(position) = position::<R>(self.fen) {
            T::run(position, self.rest);
        }
    }
}

struct TextVisitor<'a, T> {
    text: &'a str,
    target: PhantomData<T>,
}

impl<T: OnText> RuleSetVisitor for TextVisitor<'_, T> {
    type Output = ();

    fn visit<R: Rules>(self, _: &RuleSet) {
        T::run::<R>(self.text);
    }
}

/// Splits an input into its FEN, if it has one, and the bytes after it.
fn split(data: &[u8]) -> (Option<&[u8]>, &[u8]) {
    match data.iter().position(|&byte| byte == b'\n') {
        Some(newline) => (Some(&data[..newline]), &data[newline + 1..]),
        None => (None, data),
    }
}

/// The position an input starts from for rule set `R`: its FEN read leniently, or the start
/// position when there is no FEN. `None` when the FEN is refused, which the FEN target
/// already covers.
fn position<R: Rules>(fen: Option<&[u8]>) -> Option<Position<R>> {
    match fen {
        None => Some(Position::start()),
        Some(fen) => Position::from_fen(&String::from_utf8_lossy(fen), Validation::Lenient).ok(),
    }
}
