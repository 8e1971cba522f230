//! Step 3: a drop rule. Wizard chess, and each player starts with a wizard in hand, which may
//! be dropped instead of a move on any empty square of the player's own half of the board.
//! Captured pieces leave the game.

use crate::wizard_chess::{Board6x6, WizardChess, WizardMovement, WizardPiece};
use chequer::{
    ArrayVec, Bitboard, CheckmateEnding, Color, Drops, LastRankPromotion, Masks, Move,
    OrthodoxCastling, Pockets, Position, Rules, SingleStepPawns, ZobristKeys,
};

// ANCHOR: rules
/// Wizard pocket chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct WizardPocket;

impl Rules for WizardPocket {
    type Geometry = Board6x6;
    type Piece = WizardPiece;
    /// Room for the drops on every empty square besides the moves.
    type MoveList = ArrayVec<Move<WizardPocket>, 512>;
    /// The hand: a count of each kind per colour, written `[Ww]` in the FEN.
    type Hand = Pockets<WizardPiece>;
    type State = ();
    type Movement = WizardMovement;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = Self;
    type Ending = CheckmateEnding;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "wizardpocket";
    const START_FEN: &'static str = "rnwknr/pppppp/6/6/PPPPPP/RNWKNR[Ww] w - - 0 1";
    const KING: WizardPiece = WizardChess::KING;
    const PAWN: Option<WizardPiece> = WizardChess::PAWN;
    const CASTLING_ROOK: Option<WizardPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [WizardPiece] = WizardChess::PROMOTIONS;
}

impl Drops<Self> for WizardPocket {
    /// The drop rule: empty squares of the own three ranks.
    fn drop_squares(
        position: &Position<WizardPocket>,
        _: WizardPiece,
        color: Color,
    ) -> Bitboard<Board6x6> {
        let own_ranks = match color {
            Color::White => 0..3,
            Color::Black => 3..6,
        };
        let own_half = own_ranks
            .map(Bitboard::rank)
            .fold(Bitboard::empty(), |a, b| a | b);
        !position.occupied() & own_half
    }
}
// ANCHOR_END: rules
