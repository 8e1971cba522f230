//! Orthodox chess with pieces that move otherwise, as Fairy-Stockfish plays it.
//!
//! Pawns that step other ways: Pawnsideways (UCI_Variant `pawnsideways`), whose pawns may
//! also step sideways, and Pawnback (`pawnback`), whose pawns may also step back: either step
//! is a quiet move, and pawns capture, double-step, take en passant and promote as in
//! orthodox chess, and never return to their first rank. Berolina chess (`berolina`) turns
//! the pawn around: it steps diagonally forward and captures straight ahead, and takes en
//! passant a pawn that double-stepped diagonally past the square in front of it.
//!
//! Pieces that capture otherwise than they move: Hoppel-Poppel (`hoppelpoppel`), whose
//! knight takes as a bishop and bishop as a knight, and New Zealand chess (`newzealand`),
//! whose rook takes as a knight and knight as a rook (the rook still castles). Paradigm chess
//! (`paradigm`) gives the bishop the lame knight's moves too.
//!
//! They differ only in the Betza descriptions and the name: each is [`ArmyChess`] over its
//! own piece set, which `army!` declares.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Legality, MakeAndTest, Masks, Move,
    NoHand, OrthodoxCastling, Pawns, Piece, Rules, Square, ZobristKeys,
};
use chequer_tables::{BetzaPieces, BetzaQuietMovement};
use core::marker::PhantomData;

/// An orthodox army whose pawn steps its own way: its kinds, and the name of the rule set
/// that plays it.
pub trait ChangedArmy: Piece + BetzaPieces<Board = Board8x8> {
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
    /// How legal moves are told: the masks, unless a lame leap's leg can block a check
    /// off the lines the masks know (paradigm: make and test).
    type Legality: Legality<ArmyChess<Self>>;
}

/// Orthodox chess played with the army `P`: the orthodox start, castling, en passant and
/// promotions, and the masks (the pawn's other steps are quiet moves: checks and pins stay on
/// the masks' lines). The pawns' extra moves need up to 420 moves by the move bound.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct ArmyChess<P>(PhantomData<P>);

/// Written out: a derive would ask the pieces for a default too.
impl<P> Default for ArmyChess<P> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<P: ChangedArmy> Rules for ArmyChess<P> {
    type Geometry = Board8x8;
    type Piece = P;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaQuietMovement<P>;
    type Keys = ZobristKeys;
    type Legality = P::Legality;
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

/// Orthodox pawns, but for which of their moves reset the half-move clock.
impl<P: ChangedArmy> Pawns<Self> for ArmyChess<P> {
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

/// Declares the orthodox piece set `$pieces` whose pawn moves as `$pawn`, for the rule set
/// named `$name`.
macro_rules! army {
    (
        $(#[$meta:meta])* $pieces:ident named $name:literal,
        pawn $pawn:literal, knight $knight:literal, bishop $bishop:literal, rook $rook:literal,
        reversible $reversible:ident, legality $legality:ty
    ) => {
        chequer_tables::fairy_pieces! {
            $(#[$meta])*
            pub enum $pieces on Board8x8 {
                /// Promotes; steps and captures as its rule set says.
                Pawn = 'p' $pawn,
                /// The knight: a leaper (1, 2) in orthodox chess.
                Knight = 'n' $knight,
                /// The bishop: a diagonal rider in orthodox chess.
                Bishop = 'b' $bishop,
                /// The rook: an orthogonal rider in orthodox chess; castles with the king.
                Rook = 'r' $rook,
                /// Rides in all eight directions.
                Queen = 'q' "Q",
                /// Steps one square; royal.
                King = 'k' "K",
            }
        }

        impl ChangedArmy for $pieces {
            const NAME: &'static str = $name;
            const KING: Self = Self::King;
            const PAWN: Self = Self::Pawn;
            const ROOK: Self = Self::Rook;
            const PROMOTIONS: &'static [Self] = &[Self::Queen, Self::Rook, Self::Bishop, Self::Knight];
            const REVERSIBLE_STEPS: ReversibleSteps = ReversibleSteps::$reversible;
            type Legality = $legality;
        }
    };
}

army!(
    /// The pieces of Pawnsideways: the pawn may also step sideways.
    PawnSidewaysPiece named "pawnsideways",
    pawn "fsmWfceFifmnD", knight "N", bishop "B", rook "R", reversible Sideways, legality Masks
);

/// Pawnsideways: a pawn may also step one square left or right onto an empty square.
pub type PawnSideways = ArmyChess<PawnSidewaysPiece>;

army!(
    /// The pieces of Pawnback: the pawn may also step back.
    PawnBackPiece named "pawnback",
    pawn "fbmWfceFifmnD", knight "N", bishop "B", rook "R", reversible All, legality Masks
);

/// Pawnback: a pawn may also step one square back onto an empty square, but not onto its
/// first rank (the core moves no pawn where it may not stand).
pub type PawnBack = ArmyChess<PawnBackPiece>;

army!(
    /// The pieces of Berolina chess: the pawn steps diagonally and captures straight ahead.
    BerolinaPiece named "berolina",
    pawn "mfFcfeWimfnA", knight "N", bishop "B", rook "R", reversible None, legality Masks
);

/// Berolina chess: a pawn steps one square diagonally forward (two from its first rank, over
/// an empty square) and captures one square straight ahead, en passant included: the square it
/// captures on is the one the double step passed, and the pawn it takes stands beside it.
pub type Berolina = ArmyChess<BerolinaPiece>;

army!(
    /// The pieces of Hoppel-Poppel: the knight takes as a bishop, the bishop as a knight.
    HoppelPoppelPiece named "hoppelpoppel",
    pawn "fmWfceFifmnD", knight "mNcB", bishop "mBcN", rook "R", reversible None,
    legality Masks
);

/// Hoppel-Poppel.
pub type HoppelPoppel = ArmyChess<HoppelPoppelPiece>;

army!(
    /// The pieces of New Zealand chess: the rook takes as a knight, the knight as a rook.
    NewZealandPiece named "newzealand",
    pawn "fmWfceFifmnD", knight "mNcR", bishop "B", rook "mRcN", reversible None,
    legality Masks
);

/// New Zealand chess.
pub type NewZealand = ArmyChess<NewZealandPiece>;

army!(
    /// The pieces of Paradigm chess: the bishop also moves as a lame knight.
    ParadigmPiece named "paradigm",
    pawn "fmWfceFifmnD", knight "N", bishop "BnN", rook "R", reversible None,
    legality MakeAndTest
);

/// Paradigm chess.
pub type Paradigm = ArmyChess<ParadigmPiece>;
