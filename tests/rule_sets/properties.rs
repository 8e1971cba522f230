//! Property tests: random legal games for every rule set of the registry, checking at every
//! ply the invariants of the testing kit (`chequer::testing::check_invariants`): incremental
//! against from-scratch hashing, FEN round trips, masks against make-and-test, no move into
//! check, and UCI and SAN round trips.

use chequer::registry::{
    Army, Builtin, Fairy, Lichess, Makruk, Orthodox, Registry, RuleSet, Shogi, WallGames, Xiangqi,
};
use chequer::testing::Violation;

/// Random games of up to 120 plies: 64 from the rule set's start position (more where they
/// end too soon), or for Chess960 one from each of 64 random Double Chess960 start
/// positions (caparandom, on 10×8, from its start). Returns the positions checked.
fn random_games(rule_set: &RuleSet) -> Result<usize, Violation> {
    let rules = Builtin.checked_rules(rule_set.name).unwrap();
    // The 960 start positions are orthodox chess's: for 8×8 rule sets played as Chess960.
    if rule_set.chess960 && rules.chess960_start(0, 0).is_ok() {
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

/// Random games of each rule set of a family; the kit's checks of each come from
/// [`Builtin`], which compiles them once for every test.
fn random_games_of_family(family: impl Registry) {
    for rule_set in family.rule_sets() {
        let checked = random_games(&rule_set)
            .unwrap_or_else(|violation| panic!("{}: {violation}", rule_set.name));
        assert!(checked > 1_000, "{}: {checked}", rule_set.name);
    }
}

// One test per family, so that the test harness runs them side by side.

#[test]
fn random_games_of_orthodox_chess() {
    random_games_of_family(Orthodox);
}

#[test]
fn random_games_of_the_lichess_variants() {
    random_games_of_family(Lichess);
}

#[test]
fn random_games_of_the_army_variants() {
    random_games_of_family(Army);
}

#[test]
fn random_games_of_the_fairy_rule_sets() {
    random_games_of_family(Fairy);
}

#[test]
fn random_games_of_the_makruk_family() {
    random_games_of_family(Makruk);
}

#[test]
fn random_games_of_the_shogi_family() {
    random_games_of_family(Shogi);
}

#[test]
fn random_games_of_the_xiangqi_family() {
    random_games_of_family(Xiangqi);
}

#[test]
fn random_games_of_the_wall_games() {
    random_games_of_family(WallGames);
}

#[test]
fn the_families_are_every_rule_set() {
    let families = [
        Orthodox.rule_sets(),
        Lichess.rule_sets(),
        Army.rule_sets(),
        Fairy.rule_sets(),
        Makruk.rule_sets(),
        Shogi.rule_sets(),
        Xiangqi.rule_sets(),
        WallGames.rule_sets(),
    ]
    .concat();
    assert_eq!(families, Builtin.rule_sets());
}
