//! Loop chess and Chessgi (UCI_Variant `loop` and `chessgi`), as Fairy-Stockfish plays them:
//! crazyhouse in which a captured piece goes into hand as it is, promoted or not.
//!
//! Chessgi also lets pawns be dropped on their own first rank, from where they step forward
//! as usual (their double step is still from the second rank); never on the last rank.

use crate::standard::movement::orthodox_rules;
use crate::standard::{Board8x8, Role};
use arrayvec::ArrayVec;
use chequer_core::{Bitboard, Color, ColoredPiece, Move, Pockets, Position, Rules, Square};

/// Loop chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Loop;

/// Chessgi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Chessgi;

/// Every captured piece, promoted or not, changes sides as it is.
macro_rules! captures_to_hand_as_they_are {
    ($rules:ty) => {
        fn captured_to_hand(
            _: &Position<$rules>,
            captured: ColoredPiece<Role>,
            _: Square<Board8x8>,
        ) -> Option<Role> {
            Some(captured.piece)
        }
    };
}

impl Rules for Loop {
    orthodox_rules!();
    /// As crazyhouse: room for a whole army and every kind dropped anywhere.
    type MoveList = ArrayVec<Move<Loop>, 1536>;
    type Hand = Pockets<Role>;
    type State = ();

    const NAME: &'static str = "loop";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

    captures_to_hand_as_they_are!(Loop);
}

impl Rules for Chessgi {
    orthodox_rules!();
    /// As crazyhouse: room for a whole army and every kind dropped anywhere.
    type MoveList = ArrayVec<Move<Chessgi>, 1536>;
    type Hand = Pockets<Role>;
    type State = ();

    const NAME: &'static str = "chessgi";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

    captures_to_hand_as_they_are!(Chessgi);

    /// Pawns may stand (and be dropped) on their first rank; never on the last.
    fn pawn_zone(color: Color) -> Bitboard<Board8x8> {
        !Self::promotion_zone(color)
    }
}
