//! The function types of the hooks a rule set turns on by writing them: each is an
//! `Option` constant of [`Rules`], `None` by default, so that a hook cannot be written and
//! left unread, and a rule set without it compiles no call.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::square::Square;
use crate::movegen::moves::Move;
use crate::position::Position;
use crate::rules::Rules;

/// [`Rules::FORBIDS`]: whether the rule set forbids a move, legal otherwise.
pub type Forbids<R> = fn(&Position<R>, Move<R>) -> bool;

/// [`Rules::RESTRICT_TARGETS`]: from the position, the piece, its colour, its square and its
/// movement's targets, the targets it may move to.
pub type RestrictTargets<R> = fn(
    &Position<R>,
    <R as Rules>::Piece,
    Color,
    Square<<R as Rules>::Geometry>,
    Bitboard<<R as Rules>::Geometry>,
) -> Bitboard<<R as Rules>::Geometry>;

/// [`Rules::WALLS`]: from the position before a move, the move, and the squares occupied
/// after its piece's move (the wall not yet placed), the squares where the move may put its
/// wall.
pub type WallSquares<R> =
    fn(&Position<R>, Move<R>, Bitboard<<R as Rules>::Geometry>) -> Bitboard<<R as Rules>::Geometry>;

/// [`Promotion::MAY_PROMOTE_TO`](crate::Promotion::MAY_PROMOTE_TO): whether a colour's pawns may promote to a kind in a position.
pub type MayPromoteTo<R> = fn(&Position<R>, Color, <R as Rules>::Piece) -> bool;

/// [`Promotion::PROMOTION_MOVES`](crate::Promotion::PROMOTION_MOVES): from the position, the
/// pawn's colour and its square, the squares its promotion moves go to, its own for a
/// promotion in place.
pub type PromotionMoves<R> =
    fn(&Position<R>, Color, Square<<R as Rules>::Geometry>) -> Bitboard<<R as Rules>::Geometry>;

/// A region of the board that depends on the colour ([`Promotion::OPTIONAL_PROMOTION_ZONE`](crate::Promotion::OPTIONAL_PROMOTION_ZONE)).
pub type Zone<R> = fn(Color) -> Bitboard<<R as Rules>::Geometry>;
