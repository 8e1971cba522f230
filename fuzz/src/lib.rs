//! What the fuzz targets share: how an input becomes a position and what follows it, and the
//! invariant checks of the test suite (`tests/common`), compiled in from there so that the
//! fuzzer and the property tests check the same things.
//!
//! An input is a FEN, a newline, then the target's own bytes (move text or move choices).
//! Without a newline, the whole input is the target's bytes and play starts from the rule
//! set's start position. FENs are read leniently, so the fuzzer also reaches the positions
//! that only `Validation::Lenient` accepts.

#[path = "../../tests/common/mod.rs"]
pub mod common;

use chequer::{LosAlamos, Position, Rules, Standard, Validation};

/// A fuzz target that starts from a position: what it does with the bytes after the FEN.
pub trait FromPosition {
    /// Runs on `position` of rule set `R` with the input's remaining bytes.
    fn run<R: Rules>(position: Position<R>, rest: &[u8]);
}

/// Runs target `T` on the input for every rule set whose position the input gives.
pub fn run_for_each_rule_set<T: FromPosition>(data: &[u8]) {
    let (fen, rest) = split(data);
    if let Some(position) = position::<Standard>(fen) {
        T::run(position, rest);
    }
    if let Some(position) = position::<LosAlamos>(fen) {
        T::run(position, rest);
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
