//! Orthodox chess.

mod chess960;
pub(crate) mod movement;
mod polyglot;
pub(crate) mod sliders;

pub use chess960::{BackRank, Chess960, StartNumberError};
pub use movement::{OrthodoxMovement, PolyglotKeys};
/// The slider backend compiled into [`Standard`]: `"pext"`, `"magic"` or `"generic"` (see the
/// crate features).
pub use sliders::BACKEND as SLIDER_BACKEND;
pub(crate) mod tables;

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Ending, LastRankPromotion, MasksBySideAndCheck, Move, NoHand,
    OrthodoxCastling, OrthodoxPawns, Position, Rules,
};
use strum::{EnumCount, EnumIter, IntoStaticStr};

chequer_core::piece_set! {
    /// The six orthodox piece kinds.
    #[derive(EnumIter, EnumCount, IntoStaticStr)]
    #[strum(serialize_all = "lowercase")]
    pub enum Role {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p',
        /// Leaps (1, 2).
        Knight = 'n',
        /// Rides diagonally.
        Bishop = 'b',
        /// Rides orthogonally; castles with the king.
        Rook = 'r',
        /// Rides in all eight directions.
        Queen = 'q',
        /// Steps one square; royal.
        King = 'k',
    }
}

impl Role {
    /// The kinds a pawn promotes to in orthodox chess, in the order moves are generated.
    pub const PROMOTIONS: &'static [Role] = &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
}

/// Orthodox chess on 8×8 (FIDE rules), with orthodox castling.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Standard;

impl Rules for Standard {
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    /// Compared with other libraries' speed: the generator compiled per side and check.
    type Legality = MasksBySideAndCheck;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;
    /// Legal positions have at most 218 moves; 768 leaves room for the unreachable test
    /// positions that lenient validation admits (validation bounds every position's moves).
    type MoveList = ArrayVec<Move<Standard>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = "chess";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;
}

impl Ending<Self> for Standard {
    /// FIDE's dead positions by material: no pawn, rook or queen, and at most one minor
    /// piece, or only bishops all on squares of one colour.
    fn insufficient_material(position: &Position<Standard>) -> bool {
        const DARK_SQUARES: u64 = 0xAA55_AA55_AA55_AA55;
        let kind = |role| position.pieces_of_kind(role).0;
        if kind(Role::Pawn) | kind(Role::Rook) | kind(Role::Queen) != 0 {
            return false;
        }
        let (knights, bishops) = (kind(Role::Knight), kind(Role::Bishop));
        (knights | bishops).count_ones() <= 1
            || (knights == 0 && (bishops & DARK_SQUARES == 0 || bishops & !DARK_SQUARES == 0))
    }
}
