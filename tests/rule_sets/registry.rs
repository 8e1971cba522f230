//! The registry of every rule set: names that pick one rule set each.

use chequer::registry::{Builtin, Registry};

#[test]
fn every_name_and_alias_is_unique() {
    let mut all: Vec<&str> = Builtin
        .rule_sets()
        .iter()
        .flat_map(|rule_set| std::iter::once(rule_set.name).chain(rule_set.aliases.iter().copied()))
        .collect();
    let count = all.len();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), count);
}

#[test]
fn every_rule_set_names_itself_as_uci_does() {
    for rule_set in Builtin.rule_sets() {
        let rules_name = Builtin.variant(rule_set.name).unwrap().rules.name();
        // Chess960 is orthodox chess in another castling mode, caparandom Capablanca chess.
        assert!(
            rule_set.name == rules_name || rule_set.chess960,
            "{} {rules_name}",
            rule_set.name
        );
    }
}
