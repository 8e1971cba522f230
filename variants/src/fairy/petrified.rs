//! Petrified chess (UCI_Variant `petrified`), as Fairy-Stockfish plays it.
//!
//! Pawnsideways (pawns may also step sideways), and:
//! 1. A king, queen, rook, bishop or knight that captures turns to stone where it lands: the
//!    square becomes a wall (`*` in the FEN) that no piece enters or passes. A pawn that
//!    captures stays a pawn, or becomes the piece it promotes to.
//! 2. So a king never captures: it would be lost to stone. Nor does it threaten to: a king
//!    may stand next to the other king, and attacks no square its own king must avoid, but
//!    castling may neither start nor pass next to the other king.
//! 3. Checkmate wins and stalemate draws, as in orthodox chess.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Castling, CastlingSide, CheckmateEnding, Forbids, LastRankPromotion,
    Masks, Move, MoveKind, NoHand, OrthodoxCastling, Pawns, Position, Rules, Square, VariantState,
    Walls, ZobristKeys,
};
use chequer_tables::BetzaQuietMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of petrified chess.
    pub enum PetrifiedPiece on Board8x8 {
        /// Steps forward or sideways, captures diagonally forward, double-steps from its
        /// rank; stays a pawn when it captures.
        Pawn = 'p' "fsmWfceFifmnD",
        /// The knight.
        Knight = 'n' "N",
        /// The bishop.
        Bishop = 'b' "B",
        /// The rook; castles with the king.
        Rook = 'r' "R",
        /// The queen.
        Queen = 'q' "Q",
        /// The king: steps one square, never captures (rule 2); royal.
        King = 'k' "mK",
    }
}

/// Petrified chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Petrified;

impl Rules for Petrified {
    type Geometry = Board8x8;
    type Piece = PetrifiedPiece;
    /// The pawns' sideways steps need up to 420 moves by the move bound.
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    /// The stones: walls that stay.
    type State = Walls<Board8x8, false>;
    type Movement = BetzaQuietMovement<PetrifiedPiece>;
    type Keys = ZobristKeys;
    /// A capturing piece turned to stone blocks the lines it stood on as it would have, so
    /// the masks' pins and checks hold.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = Self;

    const NAME: &'static str = "petrified";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KING: PetrifiedPiece = PetrifiedPiece::King;
    const PAWN: Option<PetrifiedPiece> = Some(PetrifiedPiece::Pawn);
    const CASTLING_ROOK: Option<PetrifiedPiece> = Some(PetrifiedPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [PetrifiedPiece] = &[
        PetrifiedPiece::Queen,
        PetrifiedPiece::Rook,
        PetrifiedPiece::Bishop,
        PetrifiedPiece::Knight,
    ];

    /// Rule 2's castling.
    const FORBIDS: Option<Forbids<Self>> = Some(castles_by_the_other_king);

    /// Rule 1: a pawn that captures, promoting or not, stays what it became.
    fn after_capture(position: &mut Position<Self>, mv: Move<Self>) {
        let to = mv.to();
        if mv.promotion_piece().is_none()
            && position
                .piece_at(to)
                .is_some_and(|capturer| capturer.piece != PetrifiedPiece::Pawn)
        {
            position.remove_piece(to);
            let mut stones = *position.state();
            stones.build_wall(to);
            position.set_state(stones);
        }
    }
}

/// Pawnsideways' pawns: a sideways step can be taken back, so it does not reset the
/// half-move clock.
impl Pawns<Self> for Petrified {
    #[inline(always)]
    fn move_resets_clock(from: Square<Board8x8>, to: Square<Board8x8>) -> bool {
        from.rank() != to.rank()
    }
}

/// Whether `mv` castles from, or through, a square next to the other king: the king's
/// square and those it crosses, its destination aside (which the other king does not
/// attack, by rule 2).
fn castles_by_the_other_king(position: &Position<Petrified>, mv: Move<Petrified>) -> bool {
    if mv.kind() != MoveKind::Castle {
        return false;
    }
    let (Some(king), Some(other)) = (mv.from(), position.king(!position.turn())) else {
        return false;
    };
    let side = CastlingSide::of(king, mv.to());
    let (destination, _) = <OrthodoxCastling as Castling<Petrified>>::castling_files(side);
    let (low, high) = if destination > king.file() {
        (king.file(), destination - 1)
    } else {
        (destination + 1, king.file())
    };
    other.rank().abs_diff(king.rank()) <= 1
        && (low..=high).any(|file| other.file().abs_diff(file) <= 1)
}
