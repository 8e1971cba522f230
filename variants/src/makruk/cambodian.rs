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
use core::fmt::Debug;
use core::hash::Hash;
use core::marker::PhantomData;

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

/// Cambodian chess (`C` = [`NoChecks`]) and Kar Ouk (`C` = [`FirstCheckWins`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct OukChatrang<C>(PhantomData<C>);

/// Cambodian chess.
pub type Cambodian = OukChatrang<NoChecks>;
/// Kar Ouk: Cambodian chess where the first check wins.
pub type Karouk = OukChatrang<FirstCheckWins>;

/// Whether checks count: what Kar Ouk adds to Cambodian chess, its state chosen at compile
/// time so that Cambodian chess carries no counter.
pub trait OukChecks: Copy + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static {
    /// The UCI_Variant name.
    const NAME: &'static str;
    /// The start position.
    const START_FEN: &'static str;
    /// The first-move rights and the count, and the checks where they count.
    type State: VariantState<Board8x8> + CountState;

    /// The first-move rights and the count in `state`.
    fn first_moves(state: &Self::State) -> &FirstMoves;

    /// The same, to change.
    fn first_moves_mut(state: &mut Self::State) -> &mut FirstMoves;

    /// Counts a check just given in `position`.
    #[inline(always)]
    fn count_check(position: &mut Position<OukChatrang<Self>>) {
        let _ = position;
    }

    /// The win by checks in `position`.
    #[inline(always)]
    fn check_outcome(position: &Position<OukChatrang<Self>>) -> Option<Outcome> {
        let _ = position;
        None
    }
}

/// Cambodian chess: checks count for nothing.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct NoChecks;

impl OukChecks for NoChecks {
    const NAME: &'static str = "cambodian";
    const START_FEN: &'static str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1";
    type State = FirstMoves;

    #[inline(always)]
    fn first_moves(state: &FirstMoves) -> &FirstMoves {
        state
    }

    #[inline(always)]
    fn first_moves_mut(state: &mut FirstMoves) -> &mut FirstMoves {
        state
    }
}

/// Kar Ouk: the first check wins ([`CheckCount`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct FirstCheckWins;

impl OukChecks for FirstCheckWins {
    const NAME: &'static str = "karouk";
    const START_FEN: &'static str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1";
    type State = CheckCount<FirstMoves, 1>;

    #[inline(always)]
    fn first_moves(state: &Self::State) -> &FirstMoves {
        &state.state
    }

    #[inline(always)]
    fn first_moves_mut(state: &mut Self::State) -> &mut FirstMoves {
        &mut state.state
    }

    #[inline(always)]
    fn count_check(position: &mut Position<Karouk>) {
        CheckCount::after_move(position);
    }

    #[inline(always)]
    fn check_outcome(position: &Position<Karouk>) -> Option<Outcome> {
        CheckCount::outcome(position)
    }
}

impl<C: OukChecks> Rules for OukChatrang<C> {
    type Geometry = Board8x8;
    type Piece = CambodianPiece;
    type MoveList = ArrayVec<Move<Self>, 256>;
    type Hand = NoHand;
    type State = C::State;
    type Movement = BetzaQuietMovement<CambodianPiece>;
    type Keys = ZobristKeys;
    /// Leapers, the rook and their compounds: the masks apply.
    type Legality = Masks;
    type Promotion = MakrukPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CountingEnding;
    type Pawns = Self;

    const NAME: &'static str = C::NAME;
    const START_FEN: &'static str = C::START_FEN;
    const CASTLING_ROOK: Option<CambodianPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [CambodianPiece] = &[CambodianPiece::Met];
    const KING: CambodianPiece = CambodianPiece::King;
    const PAWN: Option<CambodianPiece> = Some(CambodianPiece::Pawn);

    /// Rights end where a piece leaves or is taken, and for a king that an enemy rook's
    /// move lines up with.
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, captured: Option<CambodianPiece>) {
        let before = unmoved(position);
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
                C::first_moves_mut(&mut state).unmoved = after;
                position.set_state(state);
            }
        }
        counting::after_move(position, mv, captured);
        C::count_check(position);
    }

    /// Each right belongs to the side's own king or met on its square.
    fn rule_violation(position: &Position<Self>) -> Option<&'static str> {
        let unmoved = unmoved(position);
        let own = |color| {
            (position.pieces(color, CambodianPiece::King)
                | position.pieces(color, CambodianPiece::Met))
                & Bitboard::relative_rank(color, 0)
        };
        let rightful = own(Color::White) | own(Color::Black);
        (!unmoved.is_subset(rightful)).then_some("a first-move right without its king or met")
    }
}

/// The kings and mets of `position` that may still make their first leap.
#[inline(always)]
fn unmoved<C: OukChecks>(position: &Position<OukChatrang<C>>) -> Bitboard<Board8x8> {
    C::first_moves(position.state()).unmoved
}

impl<C: OukChecks> Pawns<Self> for OukChatrang<C> {
    /// A piece that has not moved leaps, but a king in check does not.
    #[inline(always)]
    fn may_move_initially(position: &Position<Self>, color: Color, from: Square<Board8x8>) -> bool {
        unmoved(position).contains(from)
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
    #[inline(always)]
    fn key(&self) -> u64 {
        self.unmoved
            .into_iter()
            .fold(0, |key, square| key ^ zobrist::state(square.index()))
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

impl<C: OukChecks> Counting for OukChatrang<C> {
    const COUNTING: CountingRules = CountingRules::Cambodian;
    const ROOK: CambodianPiece = CambodianPiece::Rook;
    const KNIGHT: CambodianPiece = CambodianPiece::Knight;
    const KHON: CambodianPiece = CambodianPiece::Khon;

    /// In Kar Ouk, the first check wins.
    #[inline(always)]
    fn own_outcome(position: &Position<Self>) -> Option<Outcome> {
        C::check_outcome(position)
    }
}
