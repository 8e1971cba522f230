//! Orthodox chess with pawns that step other ways, as Fairy-Stockfish plays it:
//! Pawnsideways (UCI_Variant `pawnsideways`), whose pawns may also step sideways, and Pawnback
//! (`pawnback`), whose pawns may also step back: either step is a quiet move, and pawns
//! capture, double-step, take en passant and promote as in orthodox chess, and never return to
//! their first rank. Berolina chess (`berolina`) turns the pawn around: it steps diagonally
//! forward and captures straight ahead, and takes en passant a pawn that double-stepped
//! diagonally past the square in front of it.
//!
//! The three differ only in the pawn's Betza description and name; one macro writes the rest.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{Masks, Move, NoHand, Rules, ZobristKeys};
use chequer_tables::BetzaQuietMovement;

/// Declares the orthodox piece set `$pieces` whose pawn moves as `$pawn`, and the rule set
/// `$rules` named `$name` that plays it: the orthodox start, castling, en passant and
/// promotions, and the masks (the pawn's other steps are quiet moves: checks and pins stay on
/// the masks' lines). The pawns' extra moves need up to 420 moves by the move bound.
macro_rules! pawn_rule_set {
    (
        $(#[$rules_meta:meta])* $rules:ident named $name:literal,
        $(#[$pieces_meta:meta])* $pieces:ident, pawn $pawn:literal
    ) => {
        chequer_tables::fairy_pieces! {
            $(#[$pieces_meta])*
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

        $(#[$rules_meta])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
        pub struct $rules;

        impl Rules for $rules {
            type Geometry = Board8x8;
            type Piece = $pieces;
            type MoveList = ArrayVec<Move<Self>, 448>;
            type Hand = NoHand;
            type State = ();
            type Movement = BetzaQuietMovement<$pieces>;
            type Keys = ZobristKeys;
            type Legality = Masks;

            const NAME: &'static str = $name;
            const START_FEN: &'static str =
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            const KING: $pieces = $pieces::King;
            const PAWN: Option<$pieces> = Some($pieces::Pawn);
            const CASTLING_ROOK: Option<$pieces> = Some($pieces::Rook);
            const EN_PASSANT: bool = true;
            const PROMOTIONS: &'static [$pieces] = &[
                $pieces::Queen,
                $pieces::Rook,
                $pieces::Bishop,
                $pieces::Knight,
            ];
        }
    };
}

pawn_rule_set!(
    /// Pawnsideways: a pawn may also step one square left or right onto an empty square.
    PawnSideways named "pawnsideways",
    /// The orthodox army; the pawn may also step sideways.
    PawnSidewaysPiece, pawn "fsmWfceFifmnD"
);

pawn_rule_set!(
    /// Pawnback: a pawn may also step one square back onto an empty square, but not onto its
    /// first rank (the core moves no pawn where it may not stand).
    PawnBack named "pawnback",
    /// The orthodox army; the pawn may also step back.
    PawnBackPiece, pawn "fbmWfceFifmnD"
);

pawn_rule_set!(
    /// Berolina chess: a pawn steps one square diagonally forward (two from its first rank,
    /// over an empty square) and captures one square straight ahead, en passant included: the
    /// square it captures on is the one the double step passed, and the pawn it takes stands
    /// beside it.
    Berolina named "berolina",
    /// The orthodox army with the Berolina pawn.
    BerolinaPiece, pawn "mfFcfeWimfnA"
);
