//! Shatar (UCI_Variant `shatar`), Mongolian chess, as Fairy-Stockfish plays it.
//!
//! The orthodox board and army, with the bers `j` (rook + ferz) for the queen, set up with the
//! d-pawns already advanced two squares each:
//! 1. Pawns step one square and promote to a bers only; no double step, en passant or castling.
//! 2. A checkmate wins only if one of the checks in the mating side's unbroken run of checks
//!    that ends in mate was given by a bers, a rook or a knight (a *shak*); otherwise the
//!    game is drawn (*niol*). A mate given by knights alone loses for the side that gives it.
//! 3. A side left with its king alone draws (*robado*), as does stalemate.
//!
//! The FEN carries rule 2's record where it matters, in a field of its own (`shak=w`):
//! see [`ShakInRun`].

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    ByColor, CapturedPiecesLeave, Ending, FenError, LastRankPromotion, Masks, Move, NoHand,
    OrthodoxCastling, Outcome, Position, Rules, SingleStepPawns, VariantState, ZobristKeys,
};
use chequer_tables::BetzaMovement;
use core::fmt::{self, Write};

chequer_tables::fairy_pieces! {
    /// The pieces of Shatar.
    pub enum ShatarPiece on Board8x8 {
        /// Steps forward, captures diagonally forward, promotes to a bers.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// The bers: rides orthogonally or steps one square diagonally.
        Bers = 'j' "RF",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Shatar.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Shatar;

/// For each side, whether its current run of checks (every move it made since its last quiet
/// one gave check) includes a *shak*, a check by a bers, a rook or a knight: rule 2.
/// Fairy-Stockfish reads it from the game's moves and keeps it out of the FEN and the hash,
/// so that a position set up from its FEN knows only its own checkers. chequer writes it in a
/// field of its own where a run holds one (`shak=w`, `shak=b`, `shak=wb`), so that the FEN
/// says all that decides the game; it stays out of the hash, as a repetition ignores it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ShakInRun(pub ByColor<bool>);

/// The FEN field of [`ShakInRun`].
const SHAK_FIELD: &str = "shak=";

impl VariantState<Board8x8> for ShakInRun {
    type MovePart = ();

    fn read_field(&mut self, field: &str) -> Result<bool, FenError> {
        let Some(sides) = field.strip_prefix(SHAK_FIELD) else {
            return Ok(false);
        };
        let runs = match sides {
            "w" => (true, false),
            "b" => (false, true),
            "wb" => (true, true),
            _ => {
                return Err(FenError::BadVariantField(
                    "shak= names the sides whose run of checks holds a shak: w, b or wb",
                ));
            }
        };
        self.0 = ByColor {
            white: runs.0,
            black: runs.1,
        };
        Ok(true)
    }

    fn write_fields(&self, out: &mut dyn Write) -> fmt::Result {
        match (self.0.white, self.0.black) {
            (false, false) => Ok(()),
            (true, false) => write!(out, " {SHAK_FIELD}w"),
            (false, true) => write!(out, " {SHAK_FIELD}b"),
            (true, true) => write!(out, " {SHAK_FIELD}wb"),
        }
    }
}

impl Rules for Shatar {
    type Geometry = Board8x8;
    type Piece = ShatarPiece;
    type MoveList = ArrayVec<Move<Self>, 256>;
    type Hand = NoHand;
    type State = ShakInRun;
    type Movement = BetzaMovement<ShatarPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "shatar";
    const START_FEN: &'static str = "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1";
    const KING: ShatarPiece = ShatarPiece::King;
    const PAWN: Option<ShatarPiece> = Some(ShatarPiece::Pawn);
    const CASTLING_ROOK: Option<ShatarPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [ShatarPiece] = &[ShatarPiece::Bers];

    /// Rule 2's record: a check extends the mover's run, a quiet move ends it.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, _: Move<Self>, _: Option<ShatarPiece>) {
        let mover = !position.turn();
        let mut runs = position.state().0;
        let run = if position.is_check() {
            runs[mover] || gives_shak(position)
        } else {
            false
        };
        if run != runs[mover] {
            runs[mover] = run;
            position.set_state(ShakInRun(runs));
        }
    }
}

/// Whether the side to move is checked by a bers, a rook or a knight.
fn gives_shak(position: &Position<Shatar>) -> bool {
    let shak = position.pieces_of_kind(ShatarPiece::Bers)
        | position.pieces_of_kind(ShatarPiece::Rook)
        | position.pieces_of_kind(ShatarPiece::Knight);
    (position.checkers() & shak).is_nonempty()
}

impl Ending<Self> for Shatar {
    /// Rule 3: a bare king draws, whoever has it.
    #[inline(always)]
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        let bare = |color| position.by_color(color).len() <= 1;
        (bare(position.turn()) || bare(!position.turn())).then_some(Outcome::VariantDraw)
    }

    /// Rule 2 for a mate; stalemate draws.
    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        if !position.is_check() {
            return Outcome::Stalemate;
        }
        let mated = position.turn();
        let knights = position.pieces_of_kind(ShatarPiece::Knight);
        if position.checkers().is_subset(knights) {
            Outcome::VariantWin { winner: mated }
        } else if position.state().0[!mated] || gives_shak(position) {
            Outcome::Checkmate { winner: !mated }
        } else {
            Outcome::VariantDraw
        }
    }

    /// Robado and niol draw, but no material is declared insufficient.
    fn insufficient_material(_: &Position<Self>) -> bool {
        false
    }
}
