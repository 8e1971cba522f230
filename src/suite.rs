//! Perft suites: the plain-text `.perft` format that collects published perft counts.
//!
//! ```text
//! # comment lines start with '#'
//! id zh-drops
//! variant crazyhouse
//! fen 2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1
//! perft 1 67
//! perft 2 3083
//! ```
//!
//! A block starts with `id`; `variant` names the rule set (UCI_Variant names), an optional
//! `chess960 true` asks for Chess960 castling, `fen` is the rest of its line, and each
//! `perft <depth> <count>` line is one published count. Blank lines separate blocks. `# note:`
//! comments are kept with the block that follows them.
//!
//! ```
//! let text = "id start\nvariant chess\nfen 8/8/8/8/8/8/8/K6k w - - 0 1\nperft 1 3\n";
//! let cases = chequer::suite::parse(text).unwrap();
//! assert_eq!(cases[0].id, "start");
//! assert_eq!(cases[0].counts, [(1, 3)]);
//! ```

use core::fmt;

/// One position of a suite with its published counts.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Case {
    /// The block's `id`.
    pub id: String,
    /// The rule set's name (`chess`, `crazyhouse`, `3check`...).
    pub variant: String,
    /// Whether the position is played with Chess960 castling (`chess960 true`).
    pub chess960: bool,
    /// The position.
    pub fen: String,
    /// `(depth, count)` pairs in file order.
    pub counts: Vec<(u32, u64)>,
    /// The text of the `# note:` comments before and in the block.
    pub notes: Vec<String>,
}

/// A line of a suite that does not follow the format.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SuiteError {
    /// The line number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: &'static str,
}

impl fmt::Display for SuiteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

impl core::error::Error for SuiteError {}

/// Parses a suite. Every block needs an `id`, a `variant`, a `fen` and at least one count.
pub fn parse(text: &str) -> Result<Vec<Case>, SuiteError> {
    let mut cases: Vec<Case> = Vec::new();
    let mut notes = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let error = |reason| SuiteError {
            line: index + 1,
            reason,
        };
        let line = line.trim_end();
        if let Some(comment) = line.strip_prefix('#') {
            if let Some(note) = comment.trim_start().strip_prefix("note:") {
                notes.push(note.trim().to_string());
            }
            continue;
        }
        if line.is_empty() {
            continue;
        }
        let (key, value) = line
            .split_once(' ')
            .ok_or(error("expected '<key> <value>'"))?;
        if key == "id" {
            check_complete(cases.last(), index)?;
            cases.push(Case {
                id: value.to_string(),
                notes: core::mem::take(&mut notes),
                ..Case::default()
            });
            continue;
        }
        let case = cases
            .last_mut()
            .ok_or(error("a block must start with 'id'"))?;
        case.notes.append(&mut notes);
        match key {
            "variant" => case.variant = value.to_string(),
            "fen" => case.fen = value.to_string(),
            "chess960" => {
                case.chess960 = value
                    .parse()
                    .map_err(|_| error("chess960 must be true or false"))?
            }
            "perft" => {
                let (depth, count) = value
                    .split_once(' ')
                    .ok_or(error("expected 'perft <depth> <count>'"))?;
                let depth = depth.parse().map_err(|_| error("invalid depth"))?;
                let count = count.parse().map_err(|_| error("invalid count"))?;
                case.counts.push((depth, count));
            }
            _ => return Err(error("unknown key (id, variant, chess960, fen, perft)")),
        }
    }
    check_complete(cases.last(), text.lines().count())?;
    Ok(cases)
}

/// The block ending before line `next` (0-based) has everything it needs.
fn check_complete(case: Option<&Case>, next: usize) -> Result<(), SuiteError> {
    let Some(case) = case else {
        return Ok(());
    };
    let reason = if case.variant.is_empty() {
        "the block before this line has no 'variant'"
    } else if case.fen.is_empty() {
        "the block before this line has no 'fen'"
    } else if case.counts.is_empty() {
        "the block before this line has no 'perft' count"
    } else {
        return Ok(());
    };
    Err(SuiteError {
        line: next + 1,
        reason,
    })
}
