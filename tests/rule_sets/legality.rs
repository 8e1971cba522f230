//! The two legality strategies against each other: for every position of the standard,
//! random and Chess960 suites, and every position one move after each of the standard ones,
//! the masks (`Strategy::Masks`, orthodox chess's own) must give exactly the moves that
//! make-and-test gives, and the set-wise count must equal the number of moves. The same for
//! the published positions of every other rule set of the registry, one ply deeper too. And
//! in the same positions, the squares the rule set calls unattacked as a set must be those its
//! attack test clears one by one, and no move but the king's may end where it says any piece
//! arriving exposes the king.

use crate::common::{fens, suite_positions};
use chequer::registry::{Builtin, Registry, RuleSet, RuleSetVisitor};
use chequer::testing::{Check, compare_strategies};
use chequer::{Bitboard, Color, Movement, Position, Rules, Standard, Validation};

/// The kit's strategy oracle; a difference fails the test with the position and the moves.
fn compare<R: Rules>(position: &Position<R>, context: &str) {
    if let Err(violation) = compare_strategies(position) {
        panic!("{context}: {violation}");
    }
}

fn load(fen: &str) -> Position<Standard> {
    Position::from_fen(fen, Validation::Lenient).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn masks_agree_with_make_and_test_on_the_standard_suite_and_one_ply_deeper() {
    let mut positions = 0;
    for fen in fens("standard.perft") {
        let position = load(&fen);
        compare(&position, &fen);
        position.for_each_legal_move(|mv| {
            let mut child = position;
            child.play_unchecked(mv);
            compare(&child, &format!("{fen} after {}", position.uci(mv)));
            positions += 1;
            true
        });
    }
    assert_eq!(positions, 2703);
}

#[test]
fn masks_agree_with_make_and_test_on_random_and_chess960_positions() {
    let mut positions = 0;
    for file in ["standard-random.perft", "chess960.perft"] {
        for fen in fens(file) {
            compare(&load(&fen), &fen);
            positions += 1;
        }
    }
    assert_eq!(positions, 6838 + 1927);
}

/// Runs `check` on the published positions of every rule set of the registry and on every
/// position one move after them; a violation fails the test. Returns, for each rule set, its
/// name, the positions checked and the sum of what the check counted.
fn published_and_one_ply_deeper(check: Check) -> Vec<(&'static str, usize, usize)> {
    Builtin
        .rule_sets()
        .iter()
        .map(|rule_set| {
            let (mut positions, mut counted) = (0, 0);
            for position in suite_positions(rule_set, 200) {
                for position in position.children().into_iter().chain([position]) {
                    counted += position
                        .check(check)
                        .unwrap_or_else(|violation| panic!("{}: {violation}", rule_set.name));
                    positions += 1;
                }
            }
            (rule_set.name, positions, counted)
        })
        .collect()
}

#[test]
fn masks_agree_with_make_and_test_in_every_rule_set() {
    let compared = published_and_one_ply_deeper(Check::Strategies);
    assert!(compared.iter().all(|&(_, n, _)| n > 0), "{compared:?}");
}

/// Whether a rule set's `PAWN_CAPTURE_STEPS`, where it gives them, are its pawn's captures
/// from every square for both colours: its name and the answer, or `None` without steps.
struct PawnCaptureSteps;

impl RuleSetVisitor for PawnCaptureSteps {
    type Output = Option<(&'static str, bool)>;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> Self::Output {
        let pawn = R::PAWN.filter(|_| !R::Movement::PAWN_CAPTURE_STEPS.is_empty())?;
        // The board's own squares: a hole has no moves to compare.
        let agree = Bitboard::<R::Geometry>::full().into_iter().all(|square| {
            [Color::White, Color::Black].into_iter().all(|color| {
                R::Movement::attacks(pawn, color, square, Bitboard::empty())
                    == R::Movement::PAWN_CAPTURE_STEPS.targets(Bitboard::from_square(square), color)
            })
        });
        Some((rule_set.name, agree))
    }
}

#[test]
fn pawn_capture_steps_are_the_pawns_captures() {
    let checked: Vec<(&str, bool)> = Builtin
        .visit_all(|| PawnCaptureSteps)
        .into_iter()
        .flatten()
        .collect();
    let disagree: Vec<&str> = checked
        .iter()
        .filter(|(_, agree)| !agree)
        .map(|(name, _)| *name)
        .collect();
    assert!(disagree.is_empty(), "{disagree:?}");
    // Orthodox chess and its variants, the fairy armies with pawns.
    assert!(checked.len() >= 40, "{}", checked.len());
}

/// The kit's attack-set oracle: the squares `Movement::unattacked` keeps are those
/// `Movement::is_attacked` calls safe, and no move but the king's may end where
/// `Legality::exposing_squares` says any piece arriving exposes the king.
#[test]
fn attack_sets_agree_with_the_attack_test_in_every_rule_set() {
    let checked = published_and_one_ply_deeper(Check::AttackSets);
    assert!(checked.iter().all(|&(_, n, _)| n > 0), "{checked:?}");
    // Xiangqi's positions put a cannon in line with a general, nothing between them.
    let exposing: usize = checked.iter().map(|&(_, _, exposing)| exposing).sum();
    assert!(exposing > 0, "no position has exposing squares");
}
