//! The rule sets chequer knows, by UCI_Variant name: one table that the command-line tool,
//! the suite runner, the property tests and the fuzz targets all read.
//!
//! A name picks a type, and generic code runs on it through a [`RuleSetVisitor`]:
//!
//! ```
//! use chequer::{Position, Rules, registry::{RuleSet, RuleSetVisitor, visit}};
//!
//! struct StartMoves;
//!
//! impl RuleSetVisitor for StartMoves {
//!     type Output = usize;
//!     fn visit<R: Rules>(self, _: &RuleSet) -> usize {
//!         Position::<R>::start().legal_moves().len()
//!     }
//! }
//!
//! assert_eq!(visit("crazyhouse", StartMoves), Some(20));
//! assert_eq!(visit("threecheck", StartMoves), Some(20));
//! assert_eq!(visit("no such game", StartMoves), None);
//! ```

use crate::{
    Chessgi, Crazyhouse, KingOfTheHill, Loop, LosAlamos, PocketKnight, Rules, Standard, ThreeCheck,
};

/// What the registry says of a rule set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RuleSet {
    /// The UCI_Variant name.
    pub name: &'static str,
    /// Other names it is known by.
    pub aliases: &'static [&'static str],
    /// One line on what it is.
    pub description: &'static str,
    /// Whether it is played with Chess960 castling and start positions by default
    /// ([`Chess960`](crate::Chess960)); any rule set with castling can be, on request.
    pub chess960: bool,
}

impl RuleSet {
    /// Whether `name` is this rule set's name or one of its aliases.
    pub fn is_named(&self, name: &str) -> bool {
        self.name == name || self.aliases.contains(&name)
    }
}

/// Generic code to run on the rule set a name picks.
pub trait RuleSetVisitor {
    /// What the visit gives.
    type Output;
    /// Runs on rule set `R`, which the registry describes as `rule_set`.
    fn visit<R: Rules>(self, rule_set: &RuleSet) -> Self::Output;
}

/// Declares the table: one line per rule set, `name [aliases] => Type, chess960, "description"`.
macro_rules! rule_sets {
    ($($name:literal [$($alias:literal),*] => $rules:ty, $chess960:literal, $description:literal;)+) => {
        /// Every rule set, in the order `chequer --help` lists them.
        pub const RULE_SETS: &[RuleSet] = &[$(RuleSet {
            name: $name,
            aliases: &[$($alias),*],
            description: $description,
            chess960: $chess960,
        }),+];

        /// Runs `visitor` on the rule set called `name` (or one of its aliases); `None` if no
        /// rule set is called so.
        pub fn visit<V: RuleSetVisitor>(name: &str, visitor: V) -> Option<V::Output> {
            let rule_set = RULE_SETS.iter().find(|rule_set| rule_set.is_named(name))?;
            $(if rule_set.name == $name {
                return Some(visitor.visit::<$rules>(rule_set));
            })+
            None
        }
    };
}

rule_sets! {
    "chess" ["standard"] => Standard, false, "orthodox chess";
    "chess960" ["fischerandom"] => Standard, true, "orthodox chess from the 960 shuffled start positions";
    "losalamos" [] => LosAlamos, false, "Los Alamos chess on 6x6, no bishops";
    "crazyhouse" [] => Crazyhouse, false, "captured pieces change sides and are dropped back";
    "3check" ["threecheck"] => ThreeCheck, false, "the third check wins";
    "kingofthehill" [] => KingOfTheHill, false, "a king on d4, e4, d5 or e5 wins";
    "loop" [] => Loop, false, "crazyhouse where promoted pieces keep their rank in hand";
    "chessgi" [] => Chessgi, false, "loop chess with pawn drops on the first rank";
    "pocketknight" [] => PocketKnight, false, "orthodox chess with a knight in hand for each side";
}

/// Every name and alias, for error messages: `chess (standard), chess960 (fischerandom), ...`.
pub fn names() -> String {
    RULE_SETS
        .iter()
        .map(|rule_set| match rule_set.aliases {
            [] => rule_set.name.to_string(),
            aliases => format!("{} ({})", rule_set.name, aliases.join(", ")),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Runs a visitor on every rule set, one after the other: `make` gives a fresh visitor each
/// time. Returns the outputs in table order.
pub fn visit_all<V: RuleSetVisitor>(mut make: impl FnMut() -> V) -> Vec<V::Output> {
    RULE_SETS
        .iter()
        .filter_map(|rule_set| visit(rule_set.name, make()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_and_alias_is_unique() {
        let mut all: Vec<&str> = RULE_SETS
            .iter()
            .flat_map(|rule_set| {
                core::iter::once(rule_set.name).chain(rule_set.aliases.iter().copied())
            })
            .collect();
        let count = all.len();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), count);
    }

    #[test]
    fn every_rule_set_names_itself_as_uci_does() {
        struct Name;
        impl RuleSetVisitor for Name {
            type Output = (&'static str, &'static str);
            fn visit<R: Rules>(self, rule_set: &RuleSet) -> Self::Output {
                (rule_set.name, R::NAME)
            }
        }
        for (name, rules_name) in visit_all(|| Name) {
            // Chess960 is orthodox chess in another castling mode.
            assert!(
                name == rules_name || name == "chess960",
                "{name} {rules_name}"
            );
        }
    }
}
