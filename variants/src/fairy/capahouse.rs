//! Capahouse (UCI_Variant `capahouse`): Capablanca chess with crazyhouse's drops, as
//! Fairy-Stockfish plays it.
//!
//! Capablanca chess (10×8, archbishop `a` and chancellor `c`, castling three squares), and:
//! 1. A captured piece changes sides: it goes into the capturer's hand.
//! 2. Instead of moving, a player may drop a piece from hand onto any empty square; pawns
//!    never on the first or the last rank.
//! 3. A promoted piece is marked (`~` in the FEN); captured, it goes into hand as a pawn.

use crate::shared::promoted_pieces::{PromotedPieces, demoted, mark_promotions};
use crate::{Board10x8, Capablanca, CapablancaPiece};
use arrayvec::ArrayVec;
use chequer_core::{
    CheckmateEnding, ColoredPiece, Drops, LastRankPromotion, Masks, Move, OrthodoxPawns, Pockets,
    Position, Rules, Square, ZobristKeys,
};
use chequer_tables::BetzaMovement;

/// Capahouse.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Capahouse;

impl Rules for Capahouse {
    type Geometry = Board10x8;
    type Piece = CapablancaPiece;
    /// Validation bounds drops by every kind on every square.
    type MoveList = ArrayVec<Move<Self>, 2048>;
    type Hand = Pockets<CapablancaPiece>;
    type State = PromotedPieces<Board10x8>;
    type Movement = BetzaMovement<CapablancaPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders, alone or compounded: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    /// Capablanca chess's: the king to the i-file or the c-file.
    type Castling = Capablanca;
    type Drops = Self;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "capahouse";
    const START_FEN: &'static str =
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1";
    const KING: CapablancaPiece = CapablancaPiece::King;
    const PAWN: Option<CapablancaPiece> = Some(CapablancaPiece::Pawn);
    const CASTLING_ROOK: Option<CapablancaPiece> = Some(CapablancaPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [CapablancaPiece] = Capablanca::PROMOTIONS;

    /// Rule 3: the mark follows a promoted piece, and a new promotion is marked.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, _: Option<CapablancaPiece>) {
        mark_promotions(position, mv);
    }
}

impl Drops<Self> for Capahouse {
    /// Rule 1 and the demotion of rule 3.
    #[inline(always)]
    fn captured_to_hand(
        position: &Position<Self>,
        captured: ColoredPiece<CapablancaPiece>,
        square: Square<Board10x8>,
    ) -> Option<CapablancaPiece> {
        demoted(position, captured.piece, square)
    }
}
