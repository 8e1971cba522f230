//! S-chess (UCI_Variant `seirawan`) and S-house (`shouse`), as Fairy-Stockfish plays them.
//!
//! Orthodox chess, and each player starts with a hawk `h` (bishop or knight) and an elephant
//! `e` (rook or knight) in hand:
//! 1. When a piece leaves a square of its first rank for the first time, its player may gate a
//!    piece from hand onto the square it left, as part of the move (`g1f3h`, SAN `Nf3/H`).
//!    Castling may gate onto the king's square or the rook's (`e1g1h`, `h1e1h`; `O-O/He1`,
//!    `O-O/Hh1`), unless the king or the rook lands there.
//! 2. The squares where gating is still possible are written in the FEN's castling field
//!    (`KQBCDFGkqbcdfg`): a castling right stands for its king's and its rook's squares.
//! 3. Pawns may also promote to a hawk or an elephant.
//!
//! In S-house a captured piece goes into the capturer's hand, as in crazyhouse: a piece in
//! hand may be gated or dropped on any empty square, pawns never on the first or last rank,
//! and a promoted piece (`~` in the FEN) goes into hand as a pawn.

use crate::Board8x8;
use crate::shared::promoted_pieces::{PromotedPieces, PromotionMarks, demoted, mark_promotions};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, CheckmateEnding, Color, ColoredPiece, Drops, GatePart, Gating,
    Geometry, LastRankPromotion, Masks, Move, OrthodoxCastling, OrthodoxPawns, Pockets, Position,
    Rules, Square, VariantState, ZobristKeys, zobrist,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of S-chess: the orthodox army, the hawk and the elephant.
    pub enum SeirawanPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally; castles with the king.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Rides diagonally or leaps as a knight: the archbishop.
        Hawk = 'h' "BN",
        /// Rides orthogonally or leaps as a knight: the chancellor.
        Elephant = 'e' "RN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// S-chess, or S-house where `HOUSE`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct SeirawanFamily<const HOUSE: bool>;

/// S-chess: orthodox chess whose hawk and elephant enter through the squares pieces leave.
pub type Seirawan = SeirawanFamily<false>;

/// S-house: S-chess with crazyhouse's drops.
pub type Shouse = SeirawanFamily<true>;

impl<const HOUSE: bool> Rules for SeirawanFamily<HOUSE> {
    type Geometry = Board8x8;
    type Piece = SeirawanPiece;
    type Movement = BetzaMovement<SeirawanPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders, alone or compounded; a gated move is legal where
    /// the piece's move is: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = Self;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;
    /// Validation bounds the moves of the pieces on gates by every kind gated, and in
    /// S-house drops by every kind on every square.
    type MoveList = ArrayVec<Move<Self>, 3072>;
    type Hand = Pockets<SeirawanPiece>;
    type State = Gates<HOUSE>;

    const NAME: &'static str = if HOUSE { "shouse" } else { "seirawan" };
    const START_FEN: &'static str =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";
    const KING: SeirawanPiece = SeirawanPiece::King;
    const PAWN: Option<SeirawanPiece> = Some(SeirawanPiece::Pawn);
    const CASTLING_ROOK: Option<SeirawanPiece> = Some(SeirawanPiece::Rook);
    const EN_PASSANT: bool = true;
    /// Rule 3.
    const PROMOTIONS: &'static [SeirawanPiece] = &[
        SeirawanPiece::Hawk,
        SeirawanPiece::Elephant,
        SeirawanPiece::Queen,
        SeirawanPiece::Rook,
        SeirawanPiece::Bishop,
        SeirawanPiece::Knight,
    ];

    /// S-house: the mark follows a promoted piece, and a new promotion is marked.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, _: Option<SeirawanPiece>) {
        if HOUSE {
            mark_promotions(position, mv);
        }
    }
}

impl<const HOUSE: bool> Drops<Self> for SeirawanFamily<HOUSE> {
    /// Rule 1; S-chess's hand never fills again, S-house's does.
    const GATING: Option<Gating> = Some(if HOUSE {
        Gating::UntilPieceLeaves
    } else {
        Gating::UntilHandEmpty
    });

    /// S-house: a captured piece goes to hand, a promoted one as a pawn.
    #[inline(always)]
    fn captured_to_hand(
        position: &Position<Self>,
        captured: ColoredPiece<SeirawanPiece>,
        square: Square<Board8x8>,
    ) -> Option<SeirawanPiece> {
        if HOUSE {
            demoted(position, captured.piece, square)
        } else {
            None
        }
    }

    /// S-chess's pieces in hand are only gated; S-house's drop as crazyhouse's do.
    #[inline(always)]
    fn drop_squares(
        position: &Position<Self>,
        piece: SeirawanPiece,
        color: Color,
    ) -> Bitboard<Board8x8> {
        if HOUSE {
            <CapturedPiecesLeave as Drops<Self>>::drop_squares(position, piece, color)
        } else {
            Bitboard::empty()
        }
    }
}

/// The open gates (rule 2) and, in S-house, the promoted pieces' marks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Gates<const HOUSE: bool> {
    gates: Bitboard<Board8x8>,
    promoted: PromotedPieces<Board8x8>,
}

/// The first of the state keys of the gates, after the promoted marks' (one per square).
const GATE_KEYS: usize = Board8x8::SQUARES;

impl<const HOUSE: bool> VariantState<Board8x8> for Gates<HOUSE> {
    type MovePart = GatePart;

    fn key(&self) -> u64 {
        zobrist::state_of_squares(self.gates, GATE_KEYS) ^ self.promoted.key()
    }

    #[inline(always)]
    fn gates(&self) -> Bitboard<Board8x8> {
        self.gates
    }

    #[inline(always)]
    fn set_gates(&mut self, gates: Bitboard<Board8x8>) -> u64 {
        let change = zobrist::state_of_squares(self.gates ^ gates, GATE_KEYS);
        self.gates = gates;
        change
    }

    /// S-house's marks only.
    fn read_mark(&mut self, mark: char, square: Square<Board8x8>) -> bool {
        HOUSE && self.promoted.read_mark(mark, square)
    }

    fn mark(&self, square: Square<Board8x8>) -> Option<char> {
        self.promoted.mark(square)
    }
}

impl<const HOUSE: bool> PromotionMarks<Board8x8> for Gates<HOUSE> {
    #[inline(always)]
    fn promoted(&self) -> Bitboard<Board8x8> {
        self.promoted.promoted()
    }

    #[inline(always)]
    fn with_promoted(self, promoted: Bitboard<Board8x8>) -> Self {
        Gates {
            promoted: PromotedPieces(promoted),
            ..self
        }
    }
}
