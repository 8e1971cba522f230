//! Orthodox chess with pawns that step more ways, as Fairy-Stockfish plays it:
//! Pawnsideways (UCI_Variant `pawnsideways`), whose pawns may also step sideways, and Pawnback
//! (`pawnback`), whose pawns may also step back. Either step is a quiet move; pawns capture,
//! double-step, take en passant and promote as in orthodox chess, and never return to their
//! first rank.
//!
//! The two differ only in the pawn's Betza description and name; macros write the rest once.

use crate::army_rules::army_rules;
use crate::standard::Board8x8;
use chequer_core::{Legality, Rules};

/// Declares the orthodox piece set whose pawn moves as `$pawn`.
macro_rules! pawn_step_pieces {
    ($(#[$meta:meta])* $pieces:ident, $pawn:literal) => {
        chequer_tables::fairy_pieces! {
            $(#[$meta])*
            pub enum $pieces on Board8x8 {
                /// Captures diagonally forward and promotes; steps as its rule set says.
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
