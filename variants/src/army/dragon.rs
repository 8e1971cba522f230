//! Dragon chess (UCI_Variant `dragon`), as Fairy-Stockfish plays it.
//!
//! Orthodox chess, and each player starts with a dragon `d` in hand, moving as a bishop or a
//! knight (an archbishop):
//! 1. Instead of a move, a player may drop the dragon on an empty square of their own first
//!    rank.
//! 2. Pawns may also promote to a dragon.
//! 3. Captured pieces leave the game, as in orthodox chess.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CheckmateEnding, Color, Drops, LastRankPromotion, Masks, Move, OrthodoxCastling,
    OrthodoxPawns, Pockets, Position, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Dragon chess: the orthodox army and the dragon.
    pub enum DragonPiece on Board8x8 {
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
        /// Rides diagonally or leaps as a knight; starts in hand.
        Dragon = 'd' "BN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Dragon chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Dragon;

impl Rules for Dragon {
    type Geometry = Board8x8;
    type Piece = DragonPiece;
    type Movement = BetzaMovement<DragonPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = Self;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;
    /// Validation bounds drops by every kind on every square.
    type MoveList = ArrayVec<Move<Dragon>, 1536>;
    type Hand = Pockets<DragonPiece>;
    type State = ();

    const NAME: &'static str = "dragon";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1";
    const KING: DragonPiece = DragonPiece::King;
    const PAWN: Option<DragonPiece> = Some(DragonPiece::Pawn);
    const CASTLING_ROOK: Option<DragonPiece> = Some(DragonPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [DragonPiece] = &[
        DragonPiece::Dragon,
        DragonPiece::Queen,
        DragonPiece::Rook,
        DragonPiece::Bishop,
        DragonPiece::Knight,
    ];
}

impl Drops<Self> for Dragon {
    /// Rule 1: the empty squares of the dropper's first rank (never a pawn's: pawns keep off
    /// the first rank).
    #[inline(always)]
    fn drop_squares(
        position: &Position<Self>,
        piece: DragonPiece,
        color: Color,
    ) -> Bitboard<Board8x8> {
        let first_rank = Bitboard::relative_rank(color, 0) - position.occupied();
        if piece == DragonPiece::Pawn {
            Bitboard::empty()
        } else {
            first_rank
        }
    }
}
