//! What the shogi family shares: pieces that go to hand unpromoted, drops that may not leave a
//! piece without a move, one unpromoted pawn per file, no pawn drop that mates, and an end
//! where a side without moves loses and perpetual check loses.

use crate::shared::boards::last_ranks;
use crate::shared::endings::{sennichite, stalemate_loses};
use chequer_core::{
    Bitboard, ByColor, Color, ColoredPiece, Drops, Ending, Move, Movement, Outcome, Piece,
    Position, Promotion, Rules, Square,
};

type Board<R> = Bitboard<<R as Rules>::Geometry>;

/// The other face of a piece with two (kyoto and micro shogi): the promoted kind of an
/// unpromoted piece, the kind a promoted one came from.
pub(crate) fn other_face<P: Piece>(piece: P) -> Option<P> {
    piece.promoted().or_else(|| piece.demoted())
}

/// A captured piece goes to the capturer's hand as the kind it was promoted from.
pub(crate) fn unpromoted<P: Piece>(captured: ColoredPiece<P>) -> P {
    captured.piece.demoted().unwrap_or(captured.piece)
}

/// The square of `drops` from which a `color` `pawn` dropped would check the enemy king, if
/// that drop mates: it is taken away, as a pawn drop may not mate.
fn mating_pawn_drop<R: Rules>(
    position: &Position<R>,
    pawn: R::Piece,
    color: Color,
    drops: Board<R>,
) -> Option<Square<R::Geometry>> {
    let king = position.king(!color)?;
    let square = Bitboard::from_square(king).forward(!color).first()?;
    if !drops.contains(square)
        || !R::Movement::attacks(pawn, color, square, position.occupied()).contains(king)
    {
        return None;
    }
    let mut after = *position;
    after.play_unchecked(Move::drop(pawn, square));
    (!after.has_legal_move()).then_some(square)
}

/// What a game of the shogi family chooses beyond its pieces and board: the kind whose count
/// per file is limited and whose drops may not mate, the promotion zone and the ranks where a
/// piece could never move, and how repetition ends. Read by [`ShogiDrops`], [`ShogiPromotion`]
/// and [`ShogiEnding`], which a rule set names in its `impl Rules`.
pub trait ShogiFamily: Rules {
    /// The pawn's kind and how many of a side's unpromoted ones a file may hold: one pawn in
    /// shogi, two swallows in tori shogi. `None`: no limit, and no pawn of its own.
    const PAWN_LIMIT: Option<(Self::Piece, u8)>;
    /// Whether a drop of the pawn ([`ShogiFamily::PAWN_LIMIT`]'s kind) may mate: not in
    /// shogi, where such a drop is taken away.
    const PAWN_DROP_MATES: bool;
    /// How many times a position must occur to end the game: four by default.
    const REPETITIONS: usize = 4;
    /// How many of the last ranks form the promotion zone, where [`ShogiPromotion`] is the
    /// rule set's promotion: three by default, as in shogi.
    const ZONE_RANKS: u8 = 3;

    /// On how many of its last ranks `piece` could never move again, and so may neither
    /// stand nor be dropped (read by [`ShogiPromotion`]): one for a pawn, two for a shogi
    /// knight. None by default.
    #[inline(always)]
    fn dead_ranks(piece: Self::Piece) -> u8 {
        let _ = piece;
        0
    }

    /// The end by repetition, with `turn` to move, when neither side gave check with every
    /// move of it: a draw by default.
    fn repetition_otherwise(turn: Color) -> Outcome {
        let _ = turn;
        Outcome::VariantDraw
    }

    /// The game's own end in `position`, checked before the shogi family's (dobutsu: the lion
    /// taken or home). None by default.
    #[inline(always)]
    fn own_outcome(position: &Position<Self>) -> Option<Outcome> {
        let _ = position;
        None
    }
}

/// The shogi family's drops: captured pieces go to hand unpromoted, and drop on empty squares
/// but where they could never move, beyond [`ShogiFamily::PAWN_LIMIT`] or, unless
/// [`ShogiFamily::PAWN_DROP_MATES`], as a pawn that mates. With `BOTH_FACES` (kyoto and micro
/// shogi) a piece in hand may also be dropped as its promoted kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ShogiDrops<const BOTH_FACES: bool = false>;

impl<R: ShogiFamily, const BOTH_FACES: bool> Drops<R> for ShogiDrops<BOTH_FACES> {
    const DROPS_PROMOTED: bool = BOTH_FACES;
    const FILE_LIMIT: Option<(R::Piece, u8)> = R::PAWN_LIMIT;

    #[inline(always)]
    fn captured_to_hand(
        _: &Position<R>,
        captured: ColoredPiece<R::Piece>,
        _: Square<R::Geometry>,
    ) -> Option<R::Piece> {
        Some(unpromoted(captured))
    }

    #[inline(always)]
    fn drop_squares(position: &Position<R>, piece: R::Piece, color: Color) -> Board<R> {
        shogi_drops(position, piece, color)
    }
}

/// The shogi family's end: the game's own ([`ShogiFamily::own_outcome`]) first, then a side
/// without a legal move loses, mated or not, and repetition
/// ends the game after [`ShogiFamily::REPETITIONS`] occurrences (*sennichite*): the side that
/// gave check with every move of it loses; otherwise
/// [`ShogiFamily::repetition_otherwise`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ShogiEnding;

impl<R: ShogiFamily> Ending<R> for ShogiEnding {
    const REPETITIONS_TO_END: usize = R::REPETITIONS;
    /// No draw is claimed: the repetition ends the game.
    const REPETITIONS_TO_CLAIM: usize = R::REPETITIONS;
    /// No move rule.
    const MOVE_RULE: Option<u32> = None;

    #[inline(always)]
    fn variant_outcome(position: &Position<R>) -> Option<Outcome> {
        R::own_outcome(position)
    }

    fn no_moves_outcome(position: &Position<R>) -> Outcome {
        stalemate_loses(position)
    }

    fn repetition_outcome(position: &Position<R>, perpetual: ByColor<bool>) -> Outcome {
        sennichite(perpetual, R::repetition_otherwise(position.turn()))
    }
}

/// The shogi family's promotion: a move that starts or ends in the last
/// [`ShogiFamily::ZONE_RANKS`] ranks may promote the piece; a piece must promote where it
/// could never move again ([`ShogiFamily::dead_ranks`]) and, with `COMPULSORY` (EuroShogi,
/// tori shogi), wherever it may.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ShogiPromotion<const COMPULSORY: bool = false>;

impl<R: ShogiFamily, const COMPULSORY: bool> Promotion<R> for ShogiPromotion<COMPULSORY> {
    const PIECES_PROMOTE: bool = true;

    #[inline(always)]
    fn promotion_zone(color: Color) -> Board<R> {
        last_ranks::<R>(color, R::ZONE_RANKS)
    }

    #[inline(always)]
    fn immobile_squares(piece: R::Piece, color: Color) -> Board<R> {
        last_ranks::<R>(color, R::dead_ranks(piece))
    }

    #[inline(always)]
    fn forced_promotion(piece: R::Piece, color: Color) -> Board<R> {
        if COMPULSORY {
            compulsory_promotion::<R>(piece)
        } else {
            last_ranks::<R>(color, R::dead_ranks(piece))
        }
    }
}

/// Where a piece of rule set `R` that promotes must, in the games where every move that may
/// promote must (EuroShogi, tori, kyoto and micro shogi): everywhere if `piece` promotes,
/// nowhere otherwise.
#[inline(always)]
pub(crate) fn compulsory_promotion<R: Rules>(piece: R::Piece) -> Board<R> {
    if R::Promotion::promotion_of(piece).is_some() {
        Bitboard::full()
    } else {
        Bitboard::empty()
    }
}

/// The shogi family's drops of `color`'s `piece`: on empty squares but those where it could
/// never move ([`Promotion::immobile_squares`]), and for the pawn, not on a file that holds as
/// many as [`ShogiFamily::PAWN_LIMIT`] allows, nor where it would mate unless
/// [`ShogiFamily::PAWN_DROP_MATES`].
#[inline(always)]
fn shogi_drops<R: ShogiFamily>(position: &Position<R>, piece: R::Piece, color: Color) -> Board<R> {
    let drops = !position.occupied() - R::Promotion::immobile_squares(piece, color);
    let Some((pawn, limit)) = R::PAWN_LIMIT else {
        return drops;
    };
    if piece != pawn {
        return drops;
    }
    let drops = drops - position.files_holding(color, piece, usize::from(limit));
    if R::PAWN_DROP_MATES {
        return drops;
    }
    match mating_pawn_drop(position, pawn, color, drops) {
        Some(square) => drops.without(square),
        None => drops,
    }
}
