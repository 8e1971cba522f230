//! Cambodian chess, Ouk Chatrang (UCI_Variant `cambodian`), and Kar Ouk (`karouk`), where the
//! first check wins ([`CheckCount`]), as Fairy-Stockfish plays them.
//!
//! Makruk's board, pieces and promotion, and two first moves: a king that has not moved may
//! leap like a knight to the rank in front of it, two files aside, onto an empty square (not
//! out of check), and a met that has not moved may leap two squares straight forward onto
//! an empty one. The FEN's castling field keeps these rights by file (`DEde`). A king loses
//! its right when it moves, when it is taken, or when an enemy rook moves onto its rank or
//! file, blocked or not. Cambodian chess plays its own counting rules ([`Counting`]).

use super::counting::{self, Count, CountState, Counting, CountingEnding, CountingRules};
use crate::Board8x8;
use crate::makruk::makruk_family::MakrukPromotion;
use crate::shared::check_count::CheckCount;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, FenError, Masks, Move, NoHand, OrthodoxCastling, Outcome,
    Pawns, Position, Rules, Square, VariantState, ZobristKeys, zobrist,
};
use chequer_tables::BetzaQuietMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Cambodian chess: Makruk's, with the first-move leaps.
    pub enum CambodianPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes to a met.
        Pawn = 'p' "fmWfcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// The khon: one square diagonally or straight forward.
        Khon = 's' "FfW",
        /// The met: one square diagonally; first, also two straight forward.
        Met = 'm' "FimfD",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps one square; first, also a knight's leap one rank forward; royal.
        King = 'k' "KimfsN",
    }
}

/// Cambodian chess, and with `CHECKS` = 1 Kar Ouk, where the first check wins; with 0
/// checks count for nothing ([`CheckCount`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct OukChatrang<const CHECKS: u8>;

/// Cambodian chess.
pub type Cambodian = OukChatrang<0>;
/// Kar Ouk: Cambodian chess where the first check wins.
pub type Karouk = OukChatrang<1>;

impl<const CHECKS: u8> Rules for OukChatrang<CHECKS> {
    type Geometry = Board8x8;
    type Piece = CambodianPiece;
    type MoveList = ArrayVec<Move<Self>, 256>;
    type Hand = NoHand;
    type State = CheckCount<FirstMoves, CHECKS>;
    type Movement = BetzaQuietMovement<CambodianPiece>;
    type Keys = ZobristKeys;
    /// Leapers, the rook and their compounds: the masks apply.
    type Legality = Masks;
    type Promotion = MakrukPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CountingEnding;
    type Pawns = Self;

    const NAME: &'static str = match CHECKS {
        0 => "cambodian",
        1 => "karouk",
        _ => panic!("Kar Ouk is played to the first check"),
    };
    const START_FEN: &'static str = match CHECKS {
        0 => "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
        _ => "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1",
    };
    const CASTLING_ROOK: Option<CambodianPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [CambodianPiece] = &[CambodianPiece::Met];
    const KING: CambodianPiece = CambodianPiece::King;
    const PAWN: Option<CambodianPiece> = Some(CambodianPiece::Pawn);

    /// Rights end where a piece leaves or is taken, and for a king that an enemy rook's
    /// move lines up with.
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, captured: Option<CambodianPiece>) {
        let before = position.state().state.unmoved;
        if !before.is_empty() {
            let to = mv.to();
            let mut after = before.without(to);
            if let Some(from) = mv.from() {
                after.remove(from);
            }
            let rook = position
                .piece_at(to)
                .is_some_and(|piece| piece.piece == CambodianPiece::Rook);
            if let Some(king) = position.king(position.turn()).filter(|_| rook)
                && (king.rank() == to.rank() || king.file() == to.file())
            {
                after.remove(king);
            }
            if after != before {
                let mut state = *position.state();
                state.state.unmoved = after;
                position.set_state(state);
            }
        }
        counting::after_move(position, mv, captured);
        CheckCount::after_move(position);
    }

    /// Each right belongs to the side's own king or met on its square.
    fn rule_violation(position: &Position<Self>) -> Option<&'static str> {
        let unmoved = position.state().state.unmoved;
        let own = |color| {
            (position.pieces(color, CambodianPiece::King)
                | position.pieces(color, CambodianPiece::Met))
                & Bitboard::relative_rank(color, 0)
        };
        let rightful = own(Color::White) | own(Color::Black);
        (!unmoved.is_subset(rightful)).then_some("a first-move right without its king or met")
    }
}

impl<const CHECKS: u8> Pawns<Self> for OukChatrang<CHECKS> {
    /// A piece that has not moved leaps, but a king in check does not.
    #[inline(always)]
    fn may_move_initially(position: &Position<Self>, color: Color, from: Square<Board8x8>) -> bool {
        position.state().state.unmoved.contains(from)
            && (position.checkers().is_empty() || position.king(color) != Some(from))
    }

    /// No double step.
    fn double_step_ranks(_: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }
}

/// The squares of the kings and mets that have not moved yet (Fairy-Stockfish's gates), and
/// the count of the counting rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct FirstMoves {
    /// The kings and mets that may still make their first leap.
    pub unmoved: Bitboard<Board8x8>,
    /// The count.
    pub count: Count,
}

impl CountState for FirstMoves {
    fn counted(&self) -> Count {
        self.count
    }

    fn with_counted(self, count: Count) -> Self {
        FirstMoves { count, ..self }
    }
}

impl VariantState<Board8x8> for FirstMoves {
    type MovePart = ();

    #[inline(always)]
    fn key(&self) -> u64 {
        zobrist::state_of_squares(self.unmoved, 0)
    }

    fn read_right(&mut self, _: Color, square: Square<Board8x8>) -> bool {
        self.unmoved.insert(square);
        true
    }

    fn rights(&self, color: Color) -> Bitboard<Board8x8> {
        self.unmoved & Bitboard::relative_rank(color, 0)
    }

    fn read_instead_of_en_passant(&mut self, field: &str) -> Result<bool, FenError> {
        self.count.read_limit(field)
    }

    fn count(&self) -> Option<(u32, u32)> {
        self.count.running()
    }

    fn read_counted_plies(&mut self, plies: u32) -> bool {
        self.count.read_plies(plies)
    }
}

impl<const CHECKS: u8> Counting for OukChatrang<CHECKS> {
    const COUNTING: CountingRules = CountingRules::Cambodian;
    const ROOK: CambodianPiece = CambodianPiece::Rook;
    const KNIGHT: CambodianPiece = CambodianPiece::Knight;
    const KHON: CambodianPiece = CambodianPiece::Khon;

    /// In Kar Ouk, the first check wins.
    #[inline(always)]
    fn own_outcome(position: &Position<Self>) -> Option<Outcome> {
        CheckCount::outcome(position)
    }
}
