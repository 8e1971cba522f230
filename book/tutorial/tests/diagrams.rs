//! The book's diagrams of the tutorial's pieces, drawn from the rule set's own attacks:
//! `UPDATE_DIAGRAMS=1 cargo test -p chequer-tutorial --test diagrams` rewrites them.

use chequer::svg::{Diagram, Mark};
use chequer::testing::check_generated_files;
use chequer::{Bitboard, Color, Movement, Square};
use chequer_tutorial::{WizardMovement, WizardPiece};
use std::path::Path;

#[test]
fn diagrams_are_up_to_date() {
    let c3: Square<_> = "c3".parse().unwrap();
    let leaps = WizardMovement::attacks(WizardPiece::Wizard, Color::White, c3, Bitboard::empty());
    let wizard = Diagram::new()
        .mark(leaps, Mark::Dot)
        .piece(c3, 'w', Color::White)
        .to_svg();
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src/diagrams");
    check_generated_files(&folder, &[("wizard-6x6-c3.svg", wizard)], "UPDATE_DIAGRAMS").unwrap();
}
