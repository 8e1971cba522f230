//! Orthodox chess with pawns that step other ways, as Fairy-Stockfish plays it:
//! Pawnsideways (UCI_Variant `pawnsideways`), whose pawns may also step sideways, and Pawnback
//! (`pawnback`), whose pawns may also step back: either step is a quiet move, and pawns
//! capture, double-step, take en passant and promote as in orthodox chess, and never return to
//! their first rank. Berolina chess (`berolina`) turns the pawn around: it steps diagonally
//! forward and captures straight ahead, and takes en passant a pawn that double-stepped
//! diagonally past the square in front of it.
//!
//! The three differ only in the pawn's Betza description and name; macros write the rest once.

use crate::army_rules::army_rules;
use crate::standard::Board8x8;
use chequer_core::{Legality, Rules};

/// Declares the orthodox piece set whose pawn moves as `$pawn`.
macro_rules! pawn_step_pieces {
    ($(#[$meta:meta])* $pieces:ident, $pawn:literal) => {
        chequer_tables::fairy_pieces! {
            $(#[$meta])*
            pub enum $pieces on Board8x8 {
                /// Promotes; steps and captures as its rule set says.
                Pawn = 'p' $pawn,
                /// Leaps (1, 2).
                Knight = 'n' "N",
                /// Rides diagonally.
                Bishop = 'b' "B",
                /// Rides orthogonally; castles with the king.
                Rook = 'r' "R",
                /// Rides in all eight directions.
                Queen = 'q' "Q",
                /// Steps one square; royal.
                King = 'k' "K",
            }
        }
    };
}

/// The items both rule sets share: the orthodox start, castling, en passant and promotions,
/// and the masks (the new steps are quiet moves: checks and pins stay on the masks' lines).
macro_rules! orthodox_items {
    ($pieces:ident) => {
        const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        const CASTLING_ROOK: Option<$pieces> = Some($pieces::Rook);
        const EN_PASSANT: bool = true;
        const PROMOTIONS: &'static [$pieces] = &[
            $pieces::Queen,
            $pieces::Rook,
            $pieces::Bishop,
            $pieces::Knight,
        ];
        const LEGALITY: Legality = Legality::Masks;
    };
}

pawn_step_pieces!(
    /// The orthodox army; the pawn may also step sideways.
    PawnSidewaysPiece,
    "fsmWfceFifmnD"
);

/// Pawnsideways: a pawn may also step one square left or right onto an empty square.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct PawnSideways;

impl Rules for PawnSideways {
    army_rules!(board: Board8x8, pieces: PawnSidewaysPiece, capacity: 448, quiet: distinct);
    orthodox_items!(PawnSidewaysPiece);
    const NAME: &'static str = "pawnsideways";
}

pawn_step_pieces!(
    /// The orthodox army; the pawn may also step back.
    PawnBackPiece,
    "fbmWfceFifmnD"
);

/// Pawnback: a pawn may also step one square back onto an empty square, but not onto its
/// first rank (the core moves no pawn where it may not stand).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct PawnBack;

impl Rules for PawnBack {
    army_rules!(board: Board8x8, pieces: PawnBackPiece, capacity: 448, quiet: distinct);
    orthodox_items!(PawnBackPiece);
    const NAME: &'static str = "pawnback";
}

pawn_step_pieces!(
    /// The orthodox army with the Berolina pawn.
    BerolinaPiece,
    "mfFcfeWimfnA"
);

/// Berolina chess: a pawn steps one square diagonally forward (two from its first rank, over
/// an empty square) and captures one square straight ahead, en passant included: the square
/// it captures on is the one the double step passed, and the pawn it takes stands beside it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Berolina;

impl Rules for Berolina {
    army_rules!(board: Board8x8, pieces: BerolinaPiece, capacity: 448, quiet: distinct);
    orthodox_items!(BerolinaPiece);
    const NAME: &'static str = "berolina";
}
