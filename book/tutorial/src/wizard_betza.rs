//! Step 4: step 2's game with its pieces in Betza notation. Each kind is one line, compiled by
//! `fairy_pieces!` on first use: no offsets, no tables, no `match`.

use crate::wizard_chess::Board6x6;
use chequer::tables::BetzaMovement;
use chequer::{
    ArrayVec, CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move, NoHand,
    OrthodoxCastling, Rules, SingleStepPawns, ZobristKeys,
};

// ANCHOR: pieces
chequer::tables::fairy_pieces! {
    /// The pieces of wizard chess, described in Betza notation.
    pub enum BetzaWizardPiece on Board6x6 {
        /// Captures diagonally forward; its pushes and promotion are the core's.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Leaps as a camel (1, 3) or a ferz (1, 1).
        Wizard = 'w' "CF",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}
// ANCHOR_END: pieces

// ANCHOR: rules
/// Wizard chess, its pieces compiled from Betza notation.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct BetzaWizardChess;

impl Rules for BetzaWizardChess {
    type Geometry = Board6x6;
    type Piece = BetzaWizardPiece;
    type MoveList = ArrayVec<Move<BetzaWizardChess>, 256>;
    type Hand = NoHand;
    type State = ();
    /// Moves, captures and attackers from the Betza descriptions.
    type Movement = BetzaMovement<BetzaWizardPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "wizardchess";
    const START_FEN: &'static str = "rnwknr/pppppp/6/6/PPPPPP/RNWKNR w - - 0 1";
    const KING: BetzaWizardPiece = BetzaWizardPiece::King;
    const PAWN: Option<BetzaWizardPiece> = Some(BetzaWizardPiece::Pawn);
    const CASTLING_ROOK: Option<BetzaWizardPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [BetzaWizardPiece] = &[
        BetzaWizardPiece::Wizard,
        BetzaWizardPiece::Rook,
        BetzaWizardPiece::Knight,
    ];
}

// ANCHOR_END: rules
