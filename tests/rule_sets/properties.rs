//! Property tests: random legal games for every rule set of the registry, checking at every
//! ply the invariants of the testing kit (`chequer::testing::check_invariants`): incremental
//! against from-scratch hashing, FEN round trips, masks against make-and-test, no move into
//! check, and UCI and SAN round trips.

use chequer::registry::{Builtin, Registry, RuleSet, RuleSetVisitor};
use chequer::testing::random_games;
use chequer::{CastlingMode, Chess960, Position, Rules, Validation};

/// Random games of up to 120 plies: 64 from the rule set's start position (more where they
/// end too soon), or for Chess960 one from each of 64 random Double Chess960 start
/// positions. Returns the positions checked.
struct RandomGames;

impl RuleSetVisitor for RandomGames {
    type Output = usize;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> usize {
        let result = if rule_set.chess960 {
            (0..64u16).try_fold(0, |checked, game| {
                let (white, black) = ((game * 389) % 960, (game * 877 + 13) % 960);
                let fen = Chess960::start_double(white, black).unwrap().fen();
                let mut start = Position::<R>::from_fen(&fen, Validation::Strict).unwrap();
                start.set_castling_mode(CastlingMode::Chess960).unwrap();
                random_games(&start, 1, 120, u64::from(game)).map(|n| checked + n)
            })
        } else {
            // Rounds of 64 games until more than a thousand positions were checked: dōbutsu's
            // random games end within a few plies, when a lion is taken.
            let mut checked = 0;
            let mut seed = 1;
            loop {
                match random_games(&Position::<R>::start(), 64, 120, seed) {
                    Ok(n) if checked + n > 1_000 => break Ok(checked + n),
                    Ok(n) => checked += n,
                    Err(violation) => break Err(violation),
                }
                seed += 1;
            }
        };
        result.unwrap_or_else(|violation| panic!("{}: {violation}", rule_set.name))
    }
}

#[test]
fn random_games_of_every_rule_set() {
    let checked = Builtin.visit_all(|| RandomGames);
    assert_eq!(checked.len(), Builtin.rule_sets().len());
    assert!(checked.iter().all(|&n| n > 1_000), "{checked:?}");
}
