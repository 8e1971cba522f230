//! A position as plain data, before any rule has judged it.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::board::storage::BitStorage;
use crate::pieces::piece::ColoredPiece;
use crate::rules::{Castling, Rules};
use core::fmt;

/// The contents of a square: a coloured piece or nothing.
pub type Occupant<R> = Option<ColoredPiece<<R as Rules>::Piece>>;

/// The square-to-piece table of a board.
pub type SquareTable<R> =
    <<<R as Rules>::Geometry as Geometry>::Bits as BitStorage>::SquareArray<Occupant<R>>;

/// Everything a FEN says, as plain data. Parsing makes no judgement beyond the syntax; turning a
/// `Setup` into a [`Position`](crate::Position) checks it against the rules.
pub struct Setup<R: Rules> {
    /// What stands on each square, indexed by square index.
    pub board: SquareTable<R>,
    /// The side to move.
    pub turn: Color,
    /// The squares of the rooks (castling partners) that may still castle.
    pub castling_rooks: Bitboard<R::Geometry>,
    /// The square a pawn passed over with its double step on the last move.
    pub ep_square: Option<Square<R::Geometry>>,
    /// Where the pawn that passed `ep_square` stands, if not straight beyond it (a pawn that
    /// double-steps diagonally, as in Berolina chess); `None` for the orthodox double step.
    pub ep_pawn_aside: Option<Square<R::Geometry>>,
    /// Half-moves since the last capture or pawn move.
    pub halfmoves: u32,
    /// The move number, starting at 1 and increased after black moves.
    pub fullmoves: u32,
    /// The pieces in hand.
    pub hand: R::Hand,
    /// The rule set's own state.
    pub state: R::State,
}

impl<R: Rules> Setup<R> {
    /// An empty board, white to move, move 1.
    pub fn empty() -> Self {
        Setup {
            board: <<R::Geometry as Geometry>::Bits as BitStorage>::square_array(None),
            turn: Color::White,
            castling_rooks: Bitboard::empty(),
            ep_square: None,
            ep_pawn_aside: None,
            halfmoves: 0,
            fullmoves: 1,
            hand: R::Hand::default(),
            state: R::State::default(),
        }
    }

    /// What stands on `square`.
    pub fn piece_at(&self, square: Square<R::Geometry>) -> Occupant<R> {
        self.board.as_ref()[square.index()]
    }

    /// Puts `occupant` on `square`.
    pub fn set_piece(&mut self, square: Square<R::Geometry>, occupant: Occupant<R>) {
        self.board.as_mut()[square.index()] = occupant;
    }

    /// An upper bound on the legal moves of any position that can arise from this one, for
    /// either side: what [`Rules::MoveList`] must hold for validation to accept it. Each
    /// piece counts its most targets on an empty board (a pawn as its promotions or the piece
    /// it may become, a king two castling moves more), and with pieces in hand every kind may
    /// be dropped on every square.
    pub fn move_bound(&self) -> usize {
        let mut position = crate::Position::place_pieces(self);
        position.hand = self.hand;
        position.most_moves_bound()
    }

    /// `color`'s king on its castling rank, the one castling rights (and gates) belong to.
    pub(crate) fn castling_king(&self, color: Color) -> Option<Square<R::Geometry>> {
        let king = ColoredPiece {
            color,
            piece: R::KING,
        };
        (self.squares_of(king) & R::Castling::castling_rank(color)).first()
    }

    /// The squares holding `piece`.
    pub fn squares_of(&self, piece: ColoredPiece<R::Piece>) -> Bitboard<R::Geometry> {
        Square::all()
            .filter(|&square| self.piece_at(square) == Some(piece))
            .collect()
    }
}

impl<R: Rules> Clone for Setup<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Rules> Copy for Setup<R> {}

impl<R: Rules> PartialEq for Setup<R> {
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castling_rooks == other.castling_rooks
            && self.ep_square == other.ep_square
            && self.ep_pawn_aside == other.ep_pawn_aside
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
            && self.hand == other.hand
            && self.state == other.state
    }
}

impl<R: Rules> Eq for Setup<R> {}

impl<R: Rules> fmt::Debug for Setup<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Setup({})",
            crate::notation::fen::write(self, crate::notation::fen::CastlingNotation::XFen)
        )
    }
}
