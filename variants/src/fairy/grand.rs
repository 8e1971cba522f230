//! Grand chess (UCI_Variant `grand`), Christian Freeling's 10×10 game, as Fairy-Stockfish
//! plays it.
//!
//! Orthodox pieces, an archbishop `a` (bishop and knight) and a chancellor `c` (rook and
//! knight) on a 10×10 board, and:
//! 1. Pawns start on the third rank and may double-step from there. No castling.
//! 2. Pawns promote on the last three ranks: they may stay pawns on the eighth and ninth,
//!    and must promote on the tenth.
//! 3. A pawn promotes only to a kind its player has fewer of than at the start: one queen,
//!    archbishop and chancellor, two rooks, bishops and knights. With none to choose, it
//!    cannot move onto the tenth rank.

use crate::Board10x10;
use crate::shared::boards::last_ranks;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, CheckmateEnding, Color, Masks, MayPromoteTo, Move, NoHand,
    OrthodoxCastling, PawnsDoubleStepFrom, Promotion, Rules, ZobristKeys, Zone,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Grand chess: the orthodox army, an archbishop and a chancellor.
    pub enum GrandPiece on Board10x10 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Rides diagonally or leaps as a knight.
        Archbishop = 'a' "BN",
        /// Rides orthogonally or leaps as a knight.
        Chancellor = 'c' "RN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// The armies of Grand chess and its heirs: the kinds of which a side has one at the start,
/// the others it has two of, which decide what a pawn may promote to.
pub trait GrandArmy: Rules {
    /// The kinds a side has one of at the start.
    const SINGLES: &'static [Self::Piece];
}

/// Grand chess's promotion, and Opulent chess's: a pawn may promote on the eighth and ninth
/// ranks and must on the tenth, and only to a kind of which its side has fewer than at the
/// start; where there is none, it cannot move to the last rank.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct GrandPromotion;

impl<R: GrandArmy> Promotion<R> for GrandPromotion {
    const MAY_PROMOTE_TO: Option<MayPromoteTo<R>> = Some(|position, color, piece| {
        let at_start = if R::SINGLES.contains(&piece) { 1 } else { 2 };
        position.pieces(color, piece).len() < at_start
    });

    const OPTIONAL_PROMOTION_ZONE: Option<Zone<R>> =
        Some(|color| Bitboard::relative_rank(color, 7) | Bitboard::relative_rank(color, 8));

    fn promotion_zone(color: Color) -> Bitboard<R::Geometry> {
        last_ranks::<R>(color, 3)
    }
}

/// Grand chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Grand;

impl Rules for Grand {
    type Geometry = Board10x10;
    type Piece = GrandPiece;
    type MoveList = ArrayVec<Move<Self>, 576>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<GrandPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders, alone or compounded: the masks apply.
    type Legality = Masks;
    type Promotion = GrandPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = PawnsDoubleStepFrom<2>;

    const NAME: &'static str = "grand";
    const START_FEN: &'static str =
        "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
    const KING: GrandPiece = GrandPiece::King;
    const PAWN: Option<GrandPiece> = Some(GrandPiece::Pawn);
    const CASTLING_ROOK: Option<GrandPiece> = None;
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [GrandPiece] = &[
        GrandPiece::Archbishop,
        GrandPiece::Chancellor,
        GrandPiece::Queen,
        GrandPiece::Rook,
        GrandPiece::Bishop,
        GrandPiece::Knight,
    ];
}

impl GrandArmy for Grand {
    const SINGLES: &'static [GrandPiece] = &[
        GrandPiece::Queen,
        GrandPiece::Archbishop,
        GrandPiece::Chancellor,
    ];
}
