//! What the shogi family shares: pieces that go to hand unpromoted, drops that may not leave a
//! piece without a move, one unpromoted pawn per file, and no pawn drop that mates.

use chequer_core::{Bitboard, Color, ColoredPiece, Move, Movement, Piece, Position, Rules, Square};

type Board<R> = Bitboard<<R as Rules>::Geometry>;

/// `color`'s last `count` ranks: where a piece that only goes forward runs out of moves.
pub(crate) fn last_ranks<R: Rules>(color: Color, count: u8) -> Board<R> {
    let ranks = <R::Geometry as chequer_core::Geometry>::RANKS;
    (ranks - count..ranks).fold(Bitboard::empty(), |zone, rank| {
        zone | Bitboard::relative_rank(color, rank)
    })
}

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

/// Expanded inside an `impl Rules` block of a game of the shogi family whose pieces were
/// declared with `chequer_tables::fairy_pieces!` (promoted kinds written `+ Base`), after
/// `king: Kind` where the king is not called `King`, `hand: NoHand` for a game without drops
/// and `legality: Type` where the masks do not fit: the board, the pieces, a move list
/// of `capacity` moves, pieces in hand, no castling, en passant or orthodox pawn, promotion of
/// pieces, masks, the attacks and attackers from the Betza descriptions, captured pieces to
/// hand unpromoted, drops never where the piece could not move nor beyond the pawns a file
/// may hold, and a side without moves loses. The arguments say what differs between the
/// games:
/// - `pawn` and `pawns_per_file`: the kind whose drops may not mate, and how many of a side's
///   unpromoted ones a file may hold ([`Rules::FILE_LIMIT`]; `None`: no limit);
/// - `compulsory_promotion`: every move that may promote must (EuroShogi), or only where the
///   piece could not move again;
/// - `mating_pawn_drops`: whether a pawn drop may mate (yari shogi) or not (shogi);
/// - `repetitions` and `otherwise`: how often a position must occur to end the game, and the
///   outcome then, a function of the side to move, unless one side gave check with every
///   move of the repetition, who loses.
///
/// The block adds the name, the start position, the promotions and the zone, and
/// [`Rules::immobile_squares`] where a piece could never move again (none by default).
macro_rules! shogi_rules {
    (
        board: $board:ty,
        pieces: $pieces:ident,
        $(king: $king:ident,)?
        $(hand: $hand:ident,)?
        $(legality: $legality:ty,)?
        capacity: $capacity:literal,
        pawn: $pawn:ident,
        pawns_per_file: $per_file:expr,
        compulsory_promotion: $compulsory:literal,
        mating_pawn_drops: $mating:literal,
        repetitions: $repetitions:literal,
        otherwise: $otherwise:expr $(,)?
    ) => {
        // Each bracket holds the argument given, if any, then the default.
        $crate::shogi::shogi_family::shogi_rules!(
            @rules $board, $pieces,
            [$($king)? King], [$($hand)? Pockets], [$($legality,)? ::chequer_core::Masks],
            $capacity, $pawn, $per_file, $compulsory, $mating, $repetitions, $otherwise
        );
    };
    (
        @rules $board:ty, $pieces:ident,
        [$king:ident $($_king:ident)?],
        [$hand:ident $($_hand:ident)?],
        [$legality:ty $(, $_legality:ty)?],
        $capacity:literal, $pawn:ident, $per_file:expr, $compulsory:literal, $mating:literal,
        $repetitions:literal, $otherwise:expr
    ) => {
        type Geometry = $board;
        type Piece = $pieces;
        type MoveList = ::arrayvec::ArrayVec<::chequer_core::Move<Self>, $capacity>;
        type Hand = $crate::shogi::shogi_family::hand_type!($hand, $pieces);
        type State = ();
        type Movement = ::chequer_tables::BetzaMovement<$pieces>;
        type Keys = ::chequer_core::ZobristKeys;
        /// Steps, riders, and leaps: told by the masks (those along a line too), unless the
        /// royalty is the rule set's own.
        type Legality = $legality;

        const KING: $pieces = $pieces::$king;
        /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
        const PAWN: Option<$pieces> = None;
        const CASTLING_ROOK: Option<$pieces> = None;
        const EN_PASSANT: bool = false;
        const PIECES_PROMOTE: bool = true;
        const REPETITIONS_TO_END: usize = $repetitions;
        const FILE_LIMIT: Option<($pieces, u8)> = match $per_file {
            Some(limit) => Some(($pieces::$pawn, limit)),
            None => None,
        };

        /// Everywhere a piece that promotes may, where promotion is compulsory; else where it
        /// could not move again.
        #[inline(always)]
        fn forced_promotion(
            piece: $pieces,
            color: ::chequer_core::Color,
        ) -> ::chequer_core::Bitboard<$board> {
            if !$compulsory {
                <Self as ::chequer_core::Rules>::immobile_squares(piece, color)
            } else if <Self as ::chequer_core::Rules>::promotion_of(piece).is_some() {
                ::chequer_core::Bitboard::full()
            } else {
                ::chequer_core::Bitboard::empty()
            }
        }

        /// Never where the piece could not move, not beyond the pawns a file may hold, and
        /// unless `mating_pawn_drops`, no mating pawn drop.
        #[inline(always)]
        fn drop_squares(
            position: &::chequer_core::Position<Self>,
            piece: $pieces,
            color: ::chequer_core::Color,
        ) -> ::chequer_core::Bitboard<$board> {
            let pawn = $pieces::$pawn;
            $crate::shogi::shogi_family::shogi_drops(position, piece, pawn, color, $mating)
        }

        fn captured_to_hand(
            position: &::chequer_core::Position<Self>,
            captured: ::chequer_core::ColoredPiece<$pieces>,
            square: ::chequer_core::Square<$board>,
        ) -> Option<$pieces> {
            let _ = (position, square);
            Some($crate::shogi::shogi_family::unpromoted(captured))
        }

        fn repetition_outcome(
            perpetual: ::chequer_core::ByColor<bool>,
            turn: ::chequer_core::Color,
        ) -> ::chequer_core::Outcome {
            let otherwise: fn(::chequer_core::Color) -> ::chequer_core::Outcome = $otherwise;
            $crate::shared::endings::sennichite(perpetual, otherwise(turn))
        }

        /// Mate and stalemate alike lose.
        fn no_moves_outcome(position: &::chequer_core::Position<Self>) -> ::chequer_core::Outcome {
            $crate::shared::endings::stalemate_loses(position)
        }
    };
}

pub(crate) use shogi_rules;

/// The type of a shogi game's hand: `Pockets` for pieces in hand, `NoHand` without drops.
macro_rules! hand_type {
    (Pockets, $pieces:ident) => {
        ::chequer_core::Pockets<$pieces>
    };
    (NoHand, $pieces:ident) => {
        ::chequer_core::NoHand
    };
}

pub(crate) use hand_type;

/// The shogi family's drops of `color`'s `piece`: on empty squares but those where it could
/// never move ([`Rules::immobile_squares`]), not on a file that holds as many of its kind as
/// [`Rules::FILE_LIMIT`] allows, and for the `pawn`, not where it would mate unless
/// `mating_allowed`.
#[inline(always)]
pub(crate) fn shogi_drops<R: Rules>(
    position: &Position<R>,
    piece: R::Piece,
    pawn: R::Piece,
    color: Color,
    mating_allowed: bool,
) -> Board<R> {
    let mut drops = !position.occupied() - R::immobile_squares(piece, color);
    if let Some((limited, limit)) = R::FILE_LIMIT
        && limited == piece
    {
        drops = drops - position.files_holding(color, piece, usize::from(limit));
    }
    if piece != pawn || mating_allowed {
        return drops;
    }
    match mating_pawn_drop(position, pawn, color, drops) {
        Some(square) => drops.without(square),
        None => drops,
    }
}
