//! Sittuyin, Burmese chess (UCI_Variant `sittuyin`), as Fairy-Stockfish plays it.
//!
//! Makruk's pieces (the met `f`, the silver `s`, the khon's move), with:
//! 1. A setup phase: the pawns start on the board, staggered, every other piece in hand.
//!    Each player drops a piece from hand onto an empty square of its first three ranks
//!    instead of moving, rooks on the first rank only, and must, while one holds pieces in
//!    hand and any drop is legal.
//! 2. Promotion is a move of its own, and only to a met, while the player has none: a pawn
//!    on a square of the long diagonals of the opponent's half (`a8`–`d5`, `e5`–`h8`; any
//!    square, for a player's last pawn) turns into a met in place (`d5d5f`, `d5=F`) or with
//!    a diagonal step to an empty square (`d5c4f`, `d5c4=F`). The new met may not attack an
//!    enemy piece, and the promotion may not give check. Pawns never promote otherwise.
//! 3. ASEAN chess's counting rules and the fifty-move rule; a player left with the king and
//!    one pawn that can only promote may claim a draw (3.9 c 7).
//!
//! No double step, no en passant, no castling; captured pieces leave the game.

use super::counting::{self, Count, Counting, CountingEnding, CountingRules};
use crate::Board8x8;
use crate::shared::setup_phase::{king_drop_safe, skips_setup};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, Color, Drops, Forbids, Masks, Move, Movement, OrthodoxCastling, Pockets, Position,
    Promotion, PromotionMoves, Rules, SingleStepPawns, Square, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of sittuyin.
    pub enum SittuyinPiece on Board8x8 {
        /// Steps forward, captures diagonally forward; promotes by a move of its own.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// The silver (the khon): one square diagonally or straight forward.
        Silver = 's' "FfW",
        /// The met: one square diagonally.
        Met = 'f' "F",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Sittuyin.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Sittuyin;

impl Rules for Sittuyin {
    type Geometry = Board8x8;
    type Piece = SittuyinPiece;
    /// Validation bounds drops by every kind on every square.
    type MoveList = ArrayVec<Move<Self>, 1536>;
    type Hand = Pockets<SittuyinPiece>;
    type State = Count;
    type Movement = BetzaMovement<SittuyinPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = Self;
    type Ending = CountingEnding;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "sittuyin";
    const START_FEN: &'static str = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1";
    const CASTLING_ROOK: Option<SittuyinPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [SittuyinPiece] = &[SittuyinPiece::Met];
    const KING: SittuyinPiece = SittuyinPiece::King;
    const PAWN: Option<SittuyinPiece> = Some(SittuyinPiece::Pawn);

    /// Rules 1 and 2.
    const FORBIDS: Option<Forbids<Self>> = Some(forbids);

    /// The king may still be in hand.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 1)
    }

    /// A king that is neither on the board nor in hand.
    fn rule_violation(position: &Position<Self>) -> Option<&'static str> {
        Color::ALL
            .into_iter()
            .any(|color| {
                position.pieces(color, SittuyinPiece::King).is_empty()
                    && position.in_hand(color, SittuyinPiece::King) == 0
            })
            .then_some("a king is neither on the board nor in hand")
    }

    /// The count runs on.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, captured: Option<SittuyinPiece>) {
        counting::after_move(position, mv, captured);
    }
}

impl Promotion<Self> for Sittuyin {
    /// Rule 2: no pawn promotes by its ordinary moves.
    fn promotion_zone(_: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// Rule 2: to a met, while the player has none.
    const MAY_PROMOTE_TO: Option<chequer_core::MayPromoteTo<Self>> =
        Some(|position, color, _| position.pieces(color, SittuyinPiece::Met).is_empty());

    /// Rule 2.
    const PROMOTION_MOVES: Option<PromotionMoves<Self>> = Some(promotion_moves);
}

impl Drops<Self> for Sittuyin {
    /// Rule 1: the empty squares of the first three ranks, the first alone for a rook, for
    /// the king those not attacked.
    fn drop_squares(
        position: &Position<Self>,
        piece: SittuyinPiece,
        color: Color,
    ) -> Bitboard<Board8x8> {
        let region = match piece {
            SittuyinPiece::Pawn => Bitboard::empty(),
            SittuyinPiece::Rook => Bitboard::relative_rank(color, 0),
            _ => (0..3).fold(Bitboard::empty(), |region, rank| {
                region | Bitboard::relative_rank(color, rank)
            }),
        };
        king_drop_safe(position, piece, color, region - position.occupied())
    }
}

impl Counting for Sittuyin {
    const COUNTING: CountingRules = CountingRules::Asean;
    const ROOK: SittuyinPiece = SittuyinPiece::Rook;
    const KNIGHT: SittuyinPiece = SittuyinPiece::Knight;
    const KHON: SittuyinPiece = SittuyinPiece::Silver;
    const MOVE_RULE: Option<u32> = Some(50);

    /// Rule 3 (3.9 c 7): the king and one pawn, out of check, whose every move promotes.
    fn own_draw_claim(position: &Position<Self>) -> bool {
        let us = position.turn();
        position.by_color(us).len() == 2
            && position.pieces(us, SittuyinPiece::Pawn).len() == 1
            && !position.is_check()
            && position
                .legal_moves()
                .iter()
                .all(|mv| mv.promotion_piece().is_some())
    }
}

/// The squares where a pawn promotes when it has company: the long diagonals of the
/// opponent's half, `a8`–`d5` and `e5`–`h8` for White.
fn promotion_squares(color: Color) -> Bitboard<Board8x8> {
    Bitboard::from_u128(match color {
        Color::White => 0x8142_2418_0000_0000,
        Color::Black => 0x1824_4281,
    })
}

/// Rule 2's targets of `color`'s pawn on `from`: its own square and the empty squares a
/// diagonal step away, where the met would attack no enemy piece.
fn promotion_moves(
    position: &Position<Sittuyin>,
    color: Color,
    from: Square<Board8x8>,
) -> Bitboard<Board8x8> {
    let pawns = position.pieces(color, SittuyinPiece::Pawn);
    if pawns.more_than_one() && !promotion_squares(color).contains(from) {
        return Bitboard::empty();
    }
    let occupied = position.occupied();
    let met_attacks = |square| {
        <Sittuyin as Rules>::Movement::attacks(SittuyinPiece::Met, color, square, occupied)
    };
    let enemies = position.by_color(!color);
    ((met_attacks(from) - occupied).with(from))
        .iter()
        .filter(|&to| (met_attacks(to) & enemies).is_empty())
        .fold(Bitboard::empty(), Bitboard::with)
}

/// Rules 1 and 2: any move but a drop while a drop is legal, and a promotion that gives
/// check.
fn forbids(position: &Position<Sittuyin>, mv: Move<Sittuyin>) -> bool {
    if skips_setup(position, mv, |_, _| true) {
        return true;
    }
    mv.promotion_piece().is_some() && {
        let mut after = *position;
        after.play_unchecked(mv);
        after.is_check()
    }
}
