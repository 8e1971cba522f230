//! Orthodox chess with pawns that step other ways, as Fairy-Stockfish plays it:
//! Pawnsideways (UCI_Variant `pawnsideways`), whose pawns may also step sideways, and Pawnback
//! (`pawnback`), whose pawns may also step back: either step is a quiet move, and pawns
//! capture, double-step, take en passant and promote as in orthodox chess, and never return to
//! their first rank. Berolina chess (`berolina`) turns the pawn around: it steps diagonally
//! forward and captures straight ahead, and takes en passant a pawn that double-stepped
//! diagonally past the square in front of it.
//!
//! The three differ only in the pawn's Betza description and name: each is [`PawnStepChess`]
//! over its own piece set, which `pawn_army!` declares.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand, OrthodoxCastling,
    Pawns, Piece, Rules, Square, ZobristKeys,
};
use chequer_tables::{BetzaPieces, BetzaQuietMovement};
use core::marker::PhantomData;

/// An orthodox army whose pawn steps its own way: its kinds, and the name of the rule set
/// that plays it.
pub trait PawnStepArmy: Piece + BetzaPieces<Board = Board8x8> {
    /// The rule set's name under the UCI_Variant convention.
    const NAME: &'static str;
    /// The king.
    const KING: Self;
    /// The pawn.
    const PAWN: Self;
    /// The rook, which castles.
    const ROOK: Self;
    /// What a pawn promotes to: queen, rook, bishop, knight.
    const PROMOTIONS: &'static [Self];
    /// Which pawn moves do not reset the half-move clock.
    const REVERSIBLE_STEPS: ReversibleSteps;
}

/// Orthodox chess played with the army `P`: the orthodox start, castling, en passant and
/// promotions, and the masks (the pawn's other steps are quiet moves: checks and pins stay on
/// the masks' lines). The pawns' extra moves need up to 420 moves by the move bound.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct PawnStepChess<P>(PhantomData<P>);

/// Written out: a derive would ask the pieces for a default too.
impl<P> Default for PawnStepChess<P> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<P: PawnStepArmy> Rules for PawnStepChess<P> {
    type Geometry = Board8x8;
    type Piece = P;
    type MoveList = ArrayVec<Move<Self>, 448>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaQuietMovement<P>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = Self;

    const NAME: &'static str = P::NAME;
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KING: P = P::KING;
    const PAWN: Option<P> = Some(P::PAWN);
    const CASTLING_ROOK: Option<P> = Some(P::ROOK);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [P] = P::PROMOTIONS;
}

/// Declares the orthodox piece set `$pieces` whose pawn moves as `$pawn`, for the rule set
/// named `$name`.
/// Orthodox pawns, but for which of their moves reset the half-move clock.
impl<P: PawnStepArmy> Pawns<Self> for PawnStepChess<P> {
    #[inline(always)]
    fn move_resets_clock(from: Square<Board8x8>, to: Square<Board8x8>) -> bool {
        match P::REVERSIBLE_STEPS {
            ReversibleSteps::None => true,
            ReversibleSteps::Sideways => from.rank() != to.rank(),
            ReversibleSteps::All => false,
        }
    }
}

/// Which pawn moves Fairy-Stockfish counts as reversible, so that they do not reset the
/// half-move clock.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ReversibleSteps {
    /// None: every pawn move resets it (berolina).
    None,
    /// The sideways steps, which the pawn can take back (pawnsideways).
    Sideways,
    /// Every pawn move, as a pawn that steps back may undo its steps (pawnback).
    All,
}

macro_rules! pawn_army {
    (
        $(#[$meta:meta])* $pieces:ident, pawn $pawn:literal, named $name:literal,
        reversible $reversible:ident
    ) => {
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

        impl PawnStepArmy for $pieces {
            const NAME: &'static str = $name;
            const KING: Self = Self::King;
            const PAWN: Self = Self::Pawn;
            const ROOK: Self = Self::Rook;
            const PROMOTIONS: &'static [Self] = &[Self::Queen, Self::Rook, Self::Bishop, Self::Knight];
            const REVERSIBLE_STEPS: ReversibleSteps = ReversibleSteps::$reversible;
        }
    };
}

pawn_army!(
    /// The orthodox army; the pawn may also step sideways.
    PawnSidewaysPiece, pawn "fsmWfceFifmnD", named "pawnsideways", reversible Sideways
);

/// Pawnsideways: a pawn may also step one square left or right onto an empty square.
pub type PawnSideways = PawnStepChess<PawnSidewaysPiece>;

pawn_army!(
    /// The orthodox army; the pawn may also step back.
    PawnBackPiece, pawn "fbmWfceFifmnD", named "pawnback", reversible All
);

/// Pawnback: a pawn may also step one square back onto an empty square, but not onto its
/// first rank (the core moves no pawn where it may not stand).
pub type PawnBack = PawnStepChess<PawnBackPiece>;

pawn_army!(
    /// The orthodox army with the Berolina pawn.
    BerolinaPiece, pawn "mfFcfeWimfnA", named "berolina", reversible None
);

/// Berolina chess: a pawn steps one square diagonally forward (two from its first rank, over
/// an empty square) and captures one square straight ahead, en passant included: the square it
/// captures on is the one the double step passed, and the pawn it takes stands beside it.
pub type Berolina = PawnStepChess<BerolinaPiece>;
