//! Supply chess (UCI_Variant `supply`), as Fairy-Stockfish plays it: xiangqi on two boards,
//! played by teams of two.
//!
//! Xiangqi, and:
//! 1. A captured piece goes to the capturer's partner, who plays the other colour on the
//!    other board, into that player's hand.
//! 2. Instead of moving, a player may drop a piece from hand on an empty point of its own side
//!    of the river: an advisor on one of the palace's five points an advisor can reach, an
//!    elephant on one of the seven points an elephant can reach, a soldier on one of the ten
//!    points where soldiers start or step to before the river.
//! 3. A drop may not give check.
//!
//! One board is one position: its moves and perft are those of the pieces it holds, as
//! Fairy-Stockfish counts them. [`Position::passed_to_partner`] and [`Position::receive`]
//! carry captured pieces between two boards.

use super::xiangqi_family::{XiangqiLegality, XiangqiMovement, XiangqiPiece, home};
use crate::Board9x10;
use crate::shared::endings::stalemate_loses;
use chequer_core::{
    Bitboard, Color, Drops, Ending, LastRankPromotion, Move, Movement, OrthodoxCastling,
    OrthodoxPawns, Outcome, Pockets, Position, Rules, Square, ZobristKeys,
};

/// Supply chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Supply;

type Board = Bitboard<Board9x10>;
type Sq = Square<Board9x10>;

impl Rules for Supply {
    type Geometry = Board9x10;
    type Piece = XiangqiPiece;
    /// A board may hold both boards' pieces, each kind in hand dropped on any point of its
    /// side: validation's bound for two full armies needs this room.
    type MoveList = arrayvec::ArrayVec<Move<Self>, 2048>;
    type Hand = Pockets<XiangqiPiece>;
    type State = ();
    type Movement = XiangqiMovement;
    type Keys = ZobristKeys;
    type Legality = XiangqiLegality;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = Self;
    type Ending = Self;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "supply";
    const START_FEN: &'static str =
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[] w - - 0 1";
    const KING: XiangqiPiece = XiangqiPiece::General;
    const PAWN: Option<XiangqiPiece> = None;
    const CASTLING_ROOK: Option<XiangqiPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [XiangqiPiece] = &[];
}

impl Drops<Self> for Supply {
    const TWO_BOARDS: bool = true;

    /// Rules 2 and 3.
    fn drop_squares(position: &Position<Self>, piece: XiangqiPiece, color: Color) -> Board {
        let points = match piece {
            XiangqiPiece::Advisor => points(color, &[(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)]),
            XiangqiPiece::Elephant => points(
                color,
                &[(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)],
            ),
            XiangqiPiece::Soldier => {
                (Bitboard::relative_rank(color, 3) | Bitboard::relative_rank(color, 4))
                    & [0, 2, 4, 6, 8]
                        .into_iter()
                        .fold(Board::empty(), |files, file| files | Bitboard::file(file))
            }
            _ => home(color),
        };
        ((points & home(color)) - position.occupied())
            .into_iter()
            .filter(|&to| !drop_gives_check(position, piece, color, to))
            .collect()
    }
}

/// The points at (file, rank counted from `color`'s side) of `list`.
fn points(color: Color, list: &[(u8, u8)]) -> Board {
    list.iter()
        .filter_map(|&(file, rank)| {
            let rank = if color == Color::White {
                rank
            } else {
                9 - rank
            };
            Square::from_coords(file, rank)
        })
        .collect()
}

/// Rule 3: whether `color`'s `piece` dropped on `to` would give check. The other general was
/// not in check, so only the dropped piece can check it, or a cannon it screens.
fn drop_gives_check(
    position: &Position<Supply>,
    piece: XiangqiPiece,
    color: Color,
    to: Sq,
) -> bool {
    let Some(general) = position.king(!color) else {
        return false;
    };
    let occupied = position.occupied().with(to);
    XiangqiMovement::attacks(piece, color, to, occupied).contains(general)
        || ((to.file() == general.file() || to.rank() == general.rank())
            && XiangqiMovement::attackers(position, general, color, occupied).is_nonempty())
}

impl Ending<Self> for Supply {
    /// Mate and stalemate alike lose, as in xiangqi.
    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        stalemate_loses(position)
    }
}
