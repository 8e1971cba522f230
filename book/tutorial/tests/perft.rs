//! The tutorial's rule sets checked as chequer checks its own: a perft table counted by
//! Fairy-Stockfish, the masks against make-and-test, and random games with every invariant.

use chequer::testing::{self, SuiteOptions};
use chequer::{Position, Rules, Validation};
use chequer_tutorial::{BetzaWizardChess, CaptureChess, Tutorial, WizardChess, WizardPocket};

// ANCHOR: table
#[test]
fn perft_table_counted_by_fairy_stockfish() {
    let cases = chequer::suite::parse(include_str!("tutorial.perft")).unwrap();
    // Every count at every depth; an error lists each count that differs.
    let checked = testing::check_suite(&Tutorial, &cases, SuiteOptions::default()).unwrap();
    assert_eq!(checked, 25);
}
// ANCHOR_END: table

// ANCHOR: betza
chequer::registry! {
    /// Wizard chess with its pieces in Betza notation, under the same name.
    struct BetzaTutorial {
        "wizardchess" [] => BetzaWizardChess, false, "wizard chess, pieces in Betza notation";
    }
}

#[test]
fn betza_pieces_count_the_same_table() {
    let cases = chequer::suite::parse(include_str!("tutorial.perft")).unwrap();
    let wizard_chess: Vec<_> = cases
        .into_iter()
        .filter(|case| case.variant == "wizardchess")
        .collect();
    let options = SuiteOptions::default();
    let checked = testing::check_suite(&BetzaTutorial, &wizard_chess, options).unwrap();
    assert_eq!(checked, 9);
}
// ANCHOR_END: betza

// ANCHOR: rule
#[test]
fn a_capture_must_be_made() {
    let mut position = Position::<CaptureChess>::start();
    for uci in ["e2e4", "d7d5"] {
        let mv = position.parse_uci(uci).unwrap();
        position.play(mv).unwrap();
    }
    // Black's d5 offered a pawn: taking it is the only legal move.
    assert_eq!(position.sorted_uci_moves(), ["e4d5"]);
}
// ANCHOR_END: rule

/// Every position of the table, under each legality strategy, and random games from it.
fn check_rule_set<R: Rules>(fens: &[&str]) {
    for fen in fens {
        let position = Position::<R>::from_fen(fen, Validation::Strict).unwrap();
        testing::compare_strategies(&position).unwrap();
        assert_eq!(
            chequer::perft(&position, 3),
            testing::perft_by_make_and_test(&position, 3)
        );
        assert_eq!(
            testing::perft_checked(&position, 3).unwrap(),
            chequer::perft(&position, 3)
        );
        testing::random_games(&position, 16, 100, 7).unwrap();
    }
}

#[test]
fn masks_agree_with_make_and_test_and_games_keep_every_invariant() {
    check_rule_set::<CaptureChess>(&[CaptureChess::START_FEN]);
    check_rule_set::<WizardChess>(&[WizardChess::START_FEN]);
    check_rule_set::<WizardPocket>(&[WizardPocket::START_FEN]);
    check_rule_set::<BetzaWizardChess>(&[BetzaWizardChess::START_FEN]);
}
