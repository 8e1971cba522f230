//! Orthodox chess with one rule changed, as Fairy-Stockfish plays them: No castling
//! (UCI_Variant `nocastle`); Raazuvaa (`raazuvaa`), the chess of the Maldives, without
//! castling or the pawn's double step; Torpedo chess (`torpedo`), whose pawns may double-step
//! from any rank (and be taken en passant after it); Misère chess (`misere`), where the side
//! that is checkmated wins; Armageddon (`armageddon`), where Black wins every drawn end.
//!
//! Each is [`OrthodoxWith`] one [`OrthodoxChange`]: a name, a start, whether it castles, and
//! the pawn and ending policies.

use crate::Board8x8;
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, CheckmateEnding, Color, Ending, LastRankPromotion, Masks, Move,
    NoHand, OrthodoxCastling, OrthodoxPawns, Outcome, Pawns, Position, Rules, SingleStepPawns,
};
use core::fmt::Debug;
use core::hash::Hash;
use core::marker::PhantomData;

/// What one of these games changes in orthodox chess.
pub trait OrthodoxChange: Copy + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static {
    /// The UCI_Variant name.
    const NAME: &'static str;
    /// The start position.
    const START_FEN: &'static str;
    /// Whether it castles.
    const CASTLES: bool;
    /// The pawns' rules.
    type Pawns: Pawns<OrthodoxWith<Self>>;
    /// How the game ends.
    type Ending: Ending<OrthodoxWith<Self>>;
}

/// Orthodox chess with the change `C`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct OrthodoxWith<C>(PhantomData<C>);

impl<C: OrthodoxChange> Rules for OrthodoxWith<C> {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = C::Ending;
    type Pawns = C::Pawns;
    /// Validation bounds the moves of every piece on the board (torpedo pawns double-step
    /// from every rank).
    type MoveList = ArrayVec<Move<Self>, 384>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = C::NAME;
    const START_FEN: &'static str = C::START_FEN;
    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = if C::CASTLES { Some(Role::Rook) } else { None };
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;
}

/// The orthodox start without castling rights.
const NO_CASTLING_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
/// The orthodox start.
const ORTHODOX_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// No castling.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct WithoutCastling;

impl OrthodoxChange for WithoutCastling {
    const NAME: &'static str = "nocastle";
    const START_FEN: &'static str = NO_CASTLING_START;
    const CASTLES: bool = false;
    type Pawns = OrthodoxPawns;
    type Ending = CheckmateEnding;
}

/// No castling.
pub type NoCastle = OrthodoxWith<WithoutCastling>;

/// Raazuvaa: no castling, no double step (and so no en passant).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct RaazuvaaRules;

impl OrthodoxChange for RaazuvaaRules {
    const NAME: &'static str = "raazuvaa";
    const START_FEN: &'static str = NO_CASTLING_START;
    const CASTLES: bool = false;
    type Pawns = SingleStepPawns;
    type Ending = CheckmateEnding;
}

/// Raazuvaa.
pub type Raazuvaa = OrthodoxWith<RaazuvaaRules>;

/// Torpedo chess: a pawn may double-step from any rank.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct TorpedoRules;

impl OrthodoxChange for TorpedoRules {
    const NAME: &'static str = "torpedo";
    const START_FEN: &'static str = ORTHODOX_START;
    const CASTLES: bool = true;
    type Pawns = Self;
    type Ending = CheckmateEnding;
}

impl Pawns<OrthodoxWith<Self>> for TorpedoRules {
    /// Every rank.
    #[inline(always)]
    fn double_step_ranks(_: Color) -> Bitboard<Board8x8> {
        Bitboard::full()
    }
}

/// Torpedo chess.
pub type Torpedo = OrthodoxWith<TorpedoRules>;

/// Misère chess: being checkmated wins.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct MisereRules;

impl OrthodoxChange for MisereRules {
    const NAME: &'static str = "misere";
    const START_FEN: &'static str = ORTHODOX_START;
    const CASTLES: bool = true;
    type Pawns = OrthodoxPawns;
    type Ending = Self;
}

impl Ending<OrthodoxWith<Self>> for MisereRules {
    /// The side checkmated wins; stalemate draws.
    fn no_moves_outcome(position: &Position<OrthodoxWith<Self>>) -> Outcome {
        if position.is_check() {
            Outcome::VariantWin {
                winner: position.turn(),
            }
        } else {
            Outcome::Stalemate
        }
    }
}

/// Misère chess.
pub type Misere = OrthodoxWith<MisereRules>;

/// Armageddon: Black has draw odds, and wins every end that would be a draw (stalemate,
/// insufficient material, the seventy-five-move rule, fivefold repetition) and every draw
/// claimed (threefold repetition, the fifty-move rule), as FIDE's armageddon games are scored
/// and Fairy-Stockfish plays them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ArmageddonRules;

impl OrthodoxChange for ArmageddonRules {
    const NAME: &'static str = "armageddon";
    const START_FEN: &'static str = ORTHODOX_START;
    const CASTLES: bool = true;
    type Pawns = OrthodoxPawns;
    type Ending = Self;
}

impl Ending<OrthodoxWith<Self>> for ArmageddonRules {
    const DRAW_ODDS: Option<Color> = Some(Color::Black);
}

/// Armageddon.
pub type Armageddon = OrthodoxWith<ArmageddonRules>;
