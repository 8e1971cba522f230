//! Moves offered from outside: `play` takes exactly the legal ones and leaves the position
//! untouched otherwise, and `play_unchecked` given a move that is not even pseudo-legal leaves
//! a position that can still be queried without a panic (the kit's `check_play` and
//! `check_misuse`), in the published positions of every rule set of the registry.

use crate::common::suite_positions;
use chequer::registry::{Builtin, Registry};
use chequer::testing::Check;

/// Runs `check` on up to `most` published positions of every rule set; a violation fails the
/// test.
fn check_published(most: usize, check: Check) {
    for rule_set in Builtin.rule_sets() {
        let positions = suite_positions(&rule_set, most);
        // Every rule set of the registry has published positions here.
        assert!(!positions.is_empty(), "{}", rule_set.name);
        for position in positions {
            if let Err(violation) = position.check(check) {
                panic!("{}: {violation}", rule_set.name);
            }
        }
    }
}

#[test]
fn play_takes_exactly_the_legal_moves_and_nothing_else() {
    check_published(100, Check::Play);
}

#[test]
fn play_unchecked_misuse_never_panics() {
    // About 6000 of the candidate moves, each followed by every reply.
    check_published(40, Check::Misuse(6000));
}
