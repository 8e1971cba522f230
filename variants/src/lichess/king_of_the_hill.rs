//! King of the Hill (UCI_Variant `kingofthehill`), as lichess and Fairy-Stockfish play it.
//!
//! Orthodox chess, and a player whose king reaches one of the four centre squares (d4, e4,
//! d5, e5) wins at once.

use crate::Board8x8;
use crate::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, MasksBySideAndCheck, Move,
    NoHand, OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules,
};

/// d4, e4, d5 and e5.
const HILL: Bitboard<Board8x8> = Bitboard(0x0000_0018_1800_0000);

/// King of the Hill.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct KingOfTheHill;

impl Rules for KingOfTheHill {
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
    type MoveList = ArrayVec<Move<KingOfTheHill>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = "kingofthehill";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = Some(Role::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = Role::PROMOTIONS;
}

impl Ending<Self> for KingOfTheHill {
    /// A king on the hill has won.
    fn variant_outcome(position: &Position<KingOfTheHill>) -> Option<Outcome> {
        Color::ALL
            .into_iter()
            .find(|&color| (position.pieces(color, Self::KING) & HILL).is_nonempty())
            .map(|winner| Outcome::VariantWin { winner })
    }

    /// A bare king can still walk to the hill: no material is insufficient.
    fn insufficient_material(_: &Position<KingOfTheHill>) -> bool {
        false
    }
}
