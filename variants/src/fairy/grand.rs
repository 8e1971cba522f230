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
use arrayvec::ArrayVec;
use chequer_core::Move;
use chequer_core::NoHand;
use chequer_core::ZobristKeys;
use chequer_core::{Legality, Rules};
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

/// Grand chess's pawns, expanded inside the `impl Rules` of a rule set on [`Board10x10`]
/// whose pieces `$pieces` include a queen, an archbishop and a chancellor: the double step
/// from the third rank, promotion on the last three ranks (optional but on the last), and
/// only to a kind of which the player has fewer than at the start (one queen, archbishop and
/// chancellor, two of each other kind).
macro_rules! grand_pawns {
    ($pieces:ident) => {
        const PROMOTION_VARIES: bool = true;

        #[inline(always)]
        fn double_step_ranks(
            color: ::chequer_core::Color,
        ) -> ::chequer_core::Bitboard<$crate::Board10x10> {
            ::chequer_core::Bitboard::relative_rank(color, 2)
        }

        #[inline(always)]
        fn promotion_zone(
            color: ::chequer_core::Color,
        ) -> ::chequer_core::Bitboard<$crate::Board10x10> {
            Self::optional_promotion_zone(color) | ::chequer_core::Bitboard::relative_rank(color, 9)
        }

        #[inline(always)]
        fn optional_promotion_zone(
            color: ::chequer_core::Color,
        ) -> ::chequer_core::Bitboard<$crate::Board10x10> {
            ::chequer_core::Bitboard::relative_rank(color, 7)
                | ::chequer_core::Bitboard::relative_rank(color, 8)
        }

        fn may_promote_to(
            position: &::chequer_core::Position<Self>,
            color: ::chequer_core::Color,
            piece: $pieces,
        ) -> bool {
            let at_start = match piece {
                $pieces::Queen | $pieces::Archbishop | $pieces::Chancellor => 1,
                _ => 2,
            };
            position.pieces(color, piece).len() < at_start
        }
    };
}

pub(crate) use grand_pawns;

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
    /// Steps, knight leaps and line riders, alone or compounded: the masks apply.
    const LEGALITY: Legality = Legality::Masks;
    grand_pawns!(GrandPiece);
}
