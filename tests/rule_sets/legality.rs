//! The two legality strategies against each other: for every position of the standard,
//! random and Chess960 suites, and every position one move after each of the standard ones,
//! the masks (`Legality::Masks`, orthodox chess's own) must give exactly the moves that
//! make-and-test gives, and the set-wise count must equal the number of moves. The same for
//! the published positions of every other rule set of the registry, one ply deeper too. And
//! in the same positions, the squares the rule set calls unattacked as a set must be those its
//! attack test clears one by one, and no move but the king's may end where it says any piece
//! arriving exposes the king.

use crate::common::{fens, suite_positions};
use chequer::registry::{Builtin, Registry, RuleSet, RuleSetVisitor};
use chequer::testing::compare_strategies;
use chequer::{Bitboard, Color, Position, Rules, Square, Standard, Validation};

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

/// Calls `check` on the published positions of a rule set and on every position one move
/// after them, each with a description of where it comes from; returns how many were checked.
fn published_and_one_ply_deeper<R: Rules>(
    rule_set: &RuleSet,
    mut check: impl FnMut(&Position<R>, &str),
) -> usize {
    let mut checked = 0;
    for position in suite_positions::<R>(rule_set, 200) {
        check(&position, &position.fen());
        checked += 1;
        position.for_each_legal_move(|mv| {
            let mut child = position;
            child.play_unchecked(mv);
            check(
                &child,
                &format!("{} after {}", position.fen(), position.uci(mv)),
            );
            checked += 1;
            true
        });
    }
    checked
}

/// The published positions of a rule set and every position one move after them, the two
/// strategies compared in each; returns how many were compared.
struct OnePlyDeeper;

impl RuleSetVisitor for OnePlyDeeper {
    type Output = usize;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> usize {
        published_and_one_ply_deeper::<R>(rule_set, compare)
    }
}

#[test]
fn masks_agree_with_make_and_test_in_every_rule_set() {
    let compared = Builtin.visit_all(|| OnePlyDeeper);
    assert!(compared.iter().all(|&n| n > 0), "{compared:?}");
}

/// Whether a rule set's `PAWN_CAPTURE_STEPS`, where it gives them, are its pawn's captures
/// from every square for both colours: its name and the answer, or `None` without steps.
struct PawnCaptureSteps;

impl RuleSetVisitor for PawnCaptureSteps {
    type Output = Option<(&'static str, bool)>;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> Self::Output {
        let pawn = R::PAWN.filter(|_| !R::PAWN_CAPTURE_STEPS.is_empty())?;
        let agree = Square::<R::Geometry>::all().all(|square| {
            [Color::White, Color::Black].into_iter().all(|color| {
                R::attacks(pawn, color, square, Bitboard::empty())
                    == R::PAWN_CAPTURE_STEPS.targets(Bitboard::from_square(square), color)
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

/// Checks that `Rules::unattacked` keeps exactly the squares `Rules::is_attacked` calls safe,
/// for both colours, among the pieces and among them less the king of the side to move (as the
/// king's targets are asked), of the whole board and of each king's neighbourhood (where an
/// override may look up less); a difference fails the test with the position.
fn compare_unattacked<R: Rules>(position: &Position<R>, context: &str) {
    let occupied = position.occupied();
    let without_king = position
        .king(position.turn())
        .map_or(occupied, |king| occupied.without(king));
    let neighbourhoods = [Color::White, Color::Black].map(|color| {
        position.king(color).map_or(Bitboard::empty(), |king| {
            R::attacks(R::KING, color, king, Bitboard::empty())
        })
    });
    let asked = [Bitboard::<R::Geometry>::full()]
        .into_iter()
        .chain(neighbourhoods);
    for squares in asked {
        for by in [Color::White, Color::Black] {
            for occupied in [occupied, without_king] {
                let one_by_one: Bitboard<R::Geometry> = squares
                    .filter(|&square| !R::is_attacked(position, square, by, occupied))
                    .collect();
                let together = R::unattacked(position, squares, by, occupied);
                assert_eq!(
                    together, one_by_one,
                    "{context}: {squares:?} by {by:?}, among {occupied:?}"
                );
            }
        }
    }
}

/// The published positions of a rule set and every position one move after them, each
/// checked by [`compare_unattacked`]; returns how many were checked.
struct UnattackedOnePlyDeeper;

impl RuleSetVisitor for UnattackedOnePlyDeeper {
    type Output = usize;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> usize {
        published_and_one_ply_deeper::<R>(rule_set, compare_unattacked)
    }
}

#[test]
fn unattacked_squares_are_those_no_attack_test_finds_in_every_rule_set() {
    let checked = Builtin.visit_all(|| UnattackedOnePlyDeeper);
    assert!(checked.iter().all(|&n| n > 0), "{checked:?}");
}

/// Checks, where the exposure is not the whole board (where the generation asks), that
/// `Rules::exposing_squares` lie in the exposure and that every pseudo-legal move of a piece
/// other than the king ending on one is illegal when played; returns whether there were any.
fn check_exposing_squares<R: Rules>(position: &Position<R>, context: &str) -> bool {
    let exposure = R::exposure(position);
    if exposure == Bitboard::full() {
        return false;
    }
    let exposing = R::exposing_squares(position, exposure);
    assert!(
        (exposing - exposure).is_empty(),
        "{context}: exposing {exposing:?} outside the exposure {exposure:?}"
    );
    position.for_each_pseudo_legal_group(|group| {
        if group.piece != R::KING {
            for mv in group.retain(exposing) {
                assert!(
                    !position.is_legal_by_playing(mv),
                    "{context}: {} ends on an exposing square and is legal",
                    position.uci(mv)
                );
            }
        }
        true
    });
    exposing.is_nonempty()
}

/// The published positions of a rule set and every position one move after them, each
/// checked by [`check_exposing_squares`]; returns how many had exposing squares.
struct ExposingOnePlyDeeper;

impl RuleSetVisitor for ExposingOnePlyDeeper {
    type Output = usize;

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> usize {
        let mut exposing = 0;
        published_and_one_ply_deeper::<R>(rule_set, |position, context| {
            exposing += usize::from(check_exposing_squares(position, context));
        });
        exposing
    }
}

#[test]
fn no_move_but_the_kings_ends_on_an_exposing_square_in_every_rule_set() {
    let exposing: usize = Builtin.visit_all(|| ExposingOnePlyDeeper).iter().sum();
    // Xiangqi's positions put a cannon in line with a general, nothing between them.
    assert!(exposing > 0, "no position has exposing squares");
}
