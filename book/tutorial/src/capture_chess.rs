//! Step 1: a rule change on 8×8. Orthodox chess, except that a player who has a legal capture
//! must make one (any one). Check, mate and everything else are orthodox.

use chequer::{
    ArrayVec, Board8x8, CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, Masks, Move,
    NoHand, OrthodoxCastling, OrthodoxMovement, OrthodoxPawns, PolyglotKeys, Role, Rules,
};

// ANCHOR: rules
/// Capture chess: captures are compulsory.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct CaptureChess;

impl Rules for CaptureChess {
    type Geometry = Board8x8;
    type Piece = Role;
    /// Validation bounds the moves of a full army at 323: it says so if this is too small.
    type MoveList = ArrayVec<Move<CaptureChess>, 384>;
    type Hand = NoHand;
    type State = ();
    /// The orthodox pieces, moving by chequer's own tables, hashed with Polyglot's keys.
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "capturechess";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;

    /// The rule change: the whole of it.
    const MUST_CAPTURE: bool = true;
}
// ANCHOR_END: rules
