//! Makruk, Thai chess (UCI_Variant `makruk`), and Makpong (`makpong`), its tie-break form, as
//! Fairy-Stockfish plays them.
//!
//! The pawns start on the third rank, step one square and promote to a met on the sixth; the
//! khon moves as a silver general, the met one square diagonally. No double step, no en
//! passant, no castling. In Makpong a king in check may not move, unless it takes the checker.
//! Both play makruk's counting rules ([`Counting`]).

use super::counting::{self, Count, Counting, CountingEnding, CountingRules};
use crate::Board8x8;
use crate::shared::boards::last_ranks;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Forbids, Masks, Move, NoHand, OrthodoxCastling, Position,
    Promotion, Rules, SingleStepPawns, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Makruk.
    pub enum MakrukPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes to a met.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// The khon: one square diagonally or straight forward.
        Khon = 's' "FfW",
        /// The met: one square diagonally.
        Met = 'm' "F",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Makruk (`MAKPONG = false`) or Makpong (`true`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct MakrukFamily<const MAKPONG: bool>;

/// Makruk.
pub type Makruk = MakrukFamily<false>;
/// Makpong: Makruk where a king in check may only take its checker.
pub type Makpong = MakrukFamily<true>;

/// The Makruk family's promotion: a pawn promotes on reaching the sixth rank (any of the last
/// three), to the kinds its rule set lists.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MakrukPromotion;

impl<R: Rules> Promotion<R> for MakrukPromotion {
    fn promotion_zone(color: Color) -> Bitboard<R::Geometry> {
        last_ranks::<R>(color, 3)
    }
}

impl<const MAKPONG: bool> Rules for MakrukFamily<MAKPONG> {
    type Geometry = Board8x8;
    type Piece = MakrukPiece;
    type MoveList = ArrayVec<Move<Self>, 256>;
    type Hand = NoHand;
    type State = Count;
    type Movement = BetzaMovement<MakrukPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = MakrukPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CountingEnding;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = if MAKPONG { "makpong" } else { "makruk" };
    const START_FEN: &'static str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
    const CASTLING_ROOK: Option<MakrukPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [MakrukPiece] = &[MakrukPiece::Met];
    const KING: MakrukPiece = MakrukPiece::King;
    const PAWN: Option<MakrukPiece> = Some(MakrukPiece::Pawn);
    const FORBIDS: Option<Forbids<Self>> = if MAKPONG {
        Some(king_only_takes_checker)
    } else {
        None
    };

    /// The count runs on.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, captured: Option<MakrukPiece>) {
        counting::after_move(position, mv, captured);
    }
}

impl<const MAKPONG: bool> Counting for MakrukFamily<MAKPONG> {
    const COUNTING: CountingRules = CountingRules::Makruk;
    const ROOK: MakrukPiece = MakrukPiece::Rook;
    const KNIGHT: MakrukPiece = MakrukPiece::Knight;
    const KHON: MakrukPiece = MakrukPiece::Khon;
}

/// Makpong: in check, the king moves only to take its one checker.
fn king_only_takes_checker<R: Rules>(position: &Position<R>, mv: Move<R>) -> bool {
    let checkers = position.checkers();
    checkers.is_nonempty()
        && mv
            .from()
            .is_some_and(|from| position.king(position.turn()) == Some(from))
        && checkers != Bitboard::from_square(mv.to())
}
