//! Step 1: a rule change on 8×8. Orthodox chess, except that a player who has a legal capture
//! must make one (any one). Check, mate and everything else are orthodox.

use chequer::orthodox;
use chequer::{ArrayVec, Bitboard, Board8x8, Color, Legality, Move, NoHand, Role, Rules, Square};

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

    const NAME: &'static str = "capturechess";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    const LEGALITY: Legality = Legality::Masks;

    /// The rule change: the whole of it.
    const MUST_CAPTURE: bool = true;

    fn attacks(
        role: Role,
        color: Color,
        from: Square<Board8x8>,
        occupied: Bitboard<Board8x8>,
    ) -> Bitboard<Board8x8> {
        match role {
            Role::Pawn => orthodox::pawn_captures(color, from),
            Role::Knight => orthodox::knight(from),
            Role::Bishop => orthodox::bishop(from, occupied),
            Role::Rook => orthodox::rook(from, occupied),
            Role::Queen => orthodox::queen(from, occupied),
            Role::King => orthodox::king(from),
        }
    }

    // The masks need the squares between two squares and the line through them.
    fn between(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        orthodox::between(a, b)
    }

    fn line(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        orthodox::line(a, b)
    }
}
// ANCHOR_END: rules
