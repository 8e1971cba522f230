//! The `Promotion` policy: where pieces promote, into what, and where they must.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::position::Position;
use crate::rules::Rules;
use crate::rules::hooks::{MayPromoteTo, PromotionMoves, Zone};

/// How the pieces of rule set `R` promote ([`Rules::Promotion`]): the zone, the hooks that
/// narrow the choice, and, where pieces other than the pawn promote (shogi), when they may
/// and must. The defaults are orthodox chess's: pawns promote on the last rank to any kind of
/// [`Rules::PROMOTIONS`], and nothing else promotes.
///
/// chequer provides [`LastRankPromotion`], those defaults; a rule set whose promotion differs
/// writes a type of its own, or implements the trait on its rule set type and names `Self`.
pub trait Promotion<R: Rules> {
    /// Where `color`'s pawns promote: the last rank by default.
    #[inline(always)]
    fn promotion_zone(color: Color) -> Bitboard<R::Geometry> {
        Bitboard::relative_rank(color, <R::Geometry as Geometry>::RANKS - 1)
    }

    /// Whether `color`'s pawns may promote to `piece`, one of [`Rules::PROMOTIONS`], in
    /// `position` (Grand chess: only to a kind of which the player has fewer than at the
    /// start). `None` by default: to every kind, and nothing is asked.
    const MAY_PROMOTE_TO: Option<MayPromoteTo<R>> = None;

    /// The part of `color`'s promotion zone where a pawn may promote or stay a pawn; it must
    /// promote in the rest, and cannot move there if no kind is allowed. `None` by default:
    /// a pawn promotes wherever it enters the zone.
    const OPTIONAL_PROMOTION_ZONE: Option<Zone<R>> = None;

    /// Promotions that are moves of their own (sittuyin): where a pawn on a square may go by
    /// promoting, its own square for a promotion in place, to the kinds
    /// [`Promotion::MAY_PROMOTE_TO`](crate::Promotion::MAY_PROMOTE_TO) allows. Such a move is
    /// legal where it leaves the mover's royal pieces safe, tested by playing it; the rule set
    /// forbids others ([`Rules::FORBIDS`]). UCI writes one in place with its square twice
    /// (`d5d5f`), SAN one that leaves its square with its origin (`d5c4=F`), as
    /// Fairy-Stockfish does. `None` by default: pawns promote only as they enter
    /// [`Promotion::promotion_zone`](crate::Promotion::promotion_zone), and nothing is asked.
    const PROMOTION_MOVES: Option<PromotionMoves<R>> = None;

    /// Whether pieces other than the pawn promote, as in shogi: a move that starts or ends
    /// in [`Promotion::promotion_zone`](crate::Promotion::promotion_zone) may turn the piece into its promoted kind
    /// ([`Piece::promoted`](crate::Piece::promoted), which must be one of
    /// [`Rules::PROMOTIONS`]), and must where [`Promotion::forced_promotion`](crate::Promotion::forced_promotion) says. A
    /// constant: rule sets without it pay nothing.
    const PIECES_PROMOTE: bool = false;

    /// Whether a promoted piece turns back when it promotes again (kyoto shogi: every piece
    /// has two faces), so that a promotion can be undone and does not reset the half-move
    /// clock. Every other promotion does. Read only where
    /// [`Promotion::PIECES_PROMOTE`](crate::Promotion::PIECES_PROMOTE).
    const PROMOTION_TURNS_BACK: bool = false;

    /// The squares where a `color` `piece` may never stand because it could not move from
    /// there again: a shogi pawn or lance on the last rank, a knight on the last two. None by
    /// default, and none in kyoto shogi, where such a piece turns over as it gets there.
    /// Validation reports a piece there as [`Problem::Immobile`](crate::Problem::Immobile),
    /// and no drop goes there.
    #[inline(always)]
    fn immobile_squares(piece: R::Piece, color: Color) -> Bitboard<R::Geometry> {
        let _ = (piece, color);
        Bitboard::empty()
    }

    /// Where `color`'s `piece`, one that promotes, must promote: by default the squares from
    /// which it could never move again unpromoted ([`Promotion::immobile_squares`](crate::Promotion::immobile_squares)). Read
    /// only where [`Promotion::PIECES_PROMOTE`](crate::Promotion::PIECES_PROMOTE).
    #[inline(always)]
    fn forced_promotion(piece: R::Piece, color: Color) -> Bitboard<R::Geometry> {
        Self::immobile_squares(piece, color)
    }

    /// The kind `piece` turns into when it promotes, one of [`Rules::PROMOTIONS`]: its
    /// promoted kind by default. In kyoto and micro shogi a promoted piece turns back into
    /// the kind it came from, so that every piece has two faces. Read only where
    /// [`Promotion::PIECES_PROMOTE`](crate::Promotion::PIECES_PROMOTE).
    #[inline(always)]
    fn promotion_of(piece: R::Piece) -> Option<R::Piece> {
        crate::pieces::piece::Piece::promoted(piece)
    }

    /// The kinds `piece`, not the pawn, may choose among when it promotes, where it has more
    /// than its one promoted kind (wolf chess's sergeant: a queen, wolf, fox, rook or
    /// bishop), each one of [`Rules::PROMOTIONS`]. None by default. Read only where
    /// [`Promotion::PIECES_PROMOTE`](crate::Promotion::PIECES_PROMOTE).
    #[inline(always)]
    fn promotion_choices(piece: R::Piece) -> &'static [R::Piece] {
        let _ = piece;
        &[]
    }

    /// Which of the targets `to` of `color`'s piece on `from` in `position` may promote it:
    /// all of them from inside [`Promotion::promotion_zone`](crate::Promotion::promotion_zone), else those inside it. Micro
    /// shogi promotes a piece where it captures. Read only where
    /// [`Promotion::PIECES_PROMOTE`](crate::Promotion::PIECES_PROMOTE).
    #[inline(always)]
    fn promoting_targets(
        position: &Position<R>,
        from: Square<R::Geometry>,
        to: Bitboard<R::Geometry>,
        color: Color,
    ) -> Bitboard<R::Geometry> {
        let _ = position;
        let zone = Self::promotion_zone(color);
        if zone.contains(from) { to } else { to & zone }
    }
}

/// Orthodox promotion: pawns promote on the last rank to any kind of [`Rules::PROMOTIONS`];
/// nothing else promotes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LastRankPromotion;

impl<R: Rules> Promotion<R> for LastRankPromotion {}
