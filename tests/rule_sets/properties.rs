//! Property tests: random legal games for every rule set of the registry, checking at every
//! ply the invariants of the testing kit (`chequer::testing::check_invariants`): incremental
//! against from-scratch hashing, FEN round trips, masks against make-and-test, no move into
//! check, and UCI and SAN round trips.

use chequer::registry::{Builtin, Registry, RuleSet};
use chequer::testing::Violation;

/// Random games of up to 120 plies: 64 from the rule set's start position (more where they
/// end too soon), or for Chess960 one from each of 64 random Double Chess960 start
/// positions. Returns the positions checked.
fn random_games(rule_set: &RuleSet) -> Result<usize, Violation> {
    let rules = Builtin.checked_rules(rule_set.name).unwrap();
    if rule_set.chess960 {
        return (0..64u16).try_fold(0, |checked, game| {
            let (white, black) = ((game * 389) % 960, (game * 877 + 13) % 960);
            let start = rules.chess960_start(white, black).unwrap();
            start
                .random_games(1, 120, u64::from(game))
                .map(|n| checked + n)
        });
    }
    // Rounds of 64 games until more than a thousand positions were checked: dōbutsu's random
    // games end within a few plies, when a lion is taken.
    let start = rules.start();
    let mut checked = 0;
    for seed in 1.. {
        checked += start.random_games(64, 120, seed)?;
        if checked > 1_000 {
            break;
        }
    }
    Ok(checked)
}

#[test]
fn random_games_of_every_rule_set() {
    for rule_set in Builtin.rule_sets() {
        let checked = random_games(&rule_set)
            .unwrap_or_else(|violation| panic!("{}: {violation}", rule_set.name));
        assert!(checked > 1_000, "{}: {checked}", rule_set.name);
    }
}
