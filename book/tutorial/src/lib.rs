//! The rule sets of the book's chapter "Write your own variant", one module per step:
//!
//! 1. [`CaptureChess`]: orthodox chess in which a capture, when one is legal, must be made.
//! 2. [`WizardChess`]: a 6×6 board and a new piece, the wizard.
//! 3. [`WizardPocket`]: wizard chess with a wizard in each hand, dropped on the own half.
//! 4. [`BetzaWizardChess`]: step 2's game with its pieces in Betza notation.
//!
//! Each is checked by `tests/perft.rs` against counts from Fairy-Stockfish.
#![forbid(unsafe_code)]

mod capture_chess;
mod wizard_betza;
mod wizard_chess;
mod wizard_pocket;

pub use capture_chess::CaptureChess;
pub use wizard_betza::{BetzaWizardChess, BetzaWizardPiece};
pub use wizard_chess::{WizardChess, WizardMovement, WizardPiece};
pub use wizard_pocket::WizardPocket;

chequer::registry! {
    /// The tutorial's rule sets, by name.
    pub struct Tutorial {
        "capturechess" [] => CaptureChess, false, "orthodox chess in which captures are compulsory";
        "wizardchess" [] => WizardChess, false, "6×6 chess with a wizard, a camel-and-ferz leaper";
        "wizardpocket" [] => WizardPocket, false, "wizard chess with a wizard in hand, dropped on the own half";
    }
}
