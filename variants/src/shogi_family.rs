//! What the shogi family shares: pieces that go to hand unpromoted, drops that may not leave a
//! piece without a move, one unpromoted pawn per file, and no pawn drop that mates.

use chequer_core::{
    Bitboard, ByColor, Color, ColoredPiece, Move, Outcome, Piece, Position, Rules, Square,
};

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

/// The files that hold `limit` or more of `color`'s unpromoted `pawn`s: no more may be
/// dropped there (one per file in shogi, two in tori shogi).
fn full_pawn_files<R: Rules>(
    position: &Position<R>,
    pawn: R::Piece,
    color: Color,
    limit: u8,
) -> Board<R> {
    let pawns = position.pieces(color, pawn);
    let files = <R::Geometry as chequer_core::Geometry>::FILES;
    (0..files)
        .map(Bitboard::file)
        .filter(|&file| (pawns & file).len() >= usize::from(limit))
        .fold(Bitboard::empty(), |full, file| full | file)
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
        || !R::attacks(pawn, color, square, position.occupied()).contains(king)
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
/// and `legality: MakeAndTest` where the masks do not fit: the board, the pieces, a move list of `capacity` moves, pieces in hand,
/// no castling, en passant or orthodox pawn, promotion of pieces, masks, the attacks and
/// attackers from the Betza descriptions, captured pieces to hand unpromoted, drops never
/// where the piece could not move nor a second unpromoted pawn on a file, and a side without
/// moves loses. The arguments say what differs between the games:
/// - `pawn` and `pawns_per_file`: the kind whose drops are limited per file (`Some(1)`: a
///   side's unpromoted ones one to a file, `None`: no limit) and may not mate;
/// - `compulsory_promotion`: every move that may promote must (EuroShogi), or only where the
///   piece could not move again;
/// - `mating_pawn_drops`: whether a pawn drop may mate (yari shogi) or not (shogi);
/// - `repetitions` and `otherwise`: how often a position must occur to end the game, and the
///   outcome then, a function of the side to move, unless one side gave check with every
///   move of the repetition, who loses.
///
/// The block adds the name, the start position, the promotions and the zone; an inherent
/// `fn immobile(piece, color)` of the rule set gives the squares from which a piece could
/// never move.
macro_rules! shogi_rules {
    (
        board: $board:ty,
        pieces: $pieces:ident,
        $(king: $king:ident,)?
        $(hand: $hand:ident,)?
        $(legality: $legality:ident,)?
        capacity: $capacity:literal,
        pawn: $pawn:ident,
        pawns_per_file: $per_file:expr,
        compulsory_promotion: $compulsory:literal,
        mating_pawn_drops: $mating:literal,
        repetitions: $repetitions:literal,
        otherwise: $otherwise:expr $(,)?
    ) => {
        // Each bracket holds the argument given, if any, then the default.
        $crate::shogi_family::shogi_rules!(
            @rules $board, $pieces,
            [$($king)? King], [$($hand)? Pockets], [$($legality)? Masks],
            $capacity, $pawn, $per_file, $compulsory, $mating, $repetitions, $otherwise
        );
    };
    (
        @rules $board:ty, $pieces:ident,
        [$king:ident $($_king:ident)?],
        [$hand:ident $($_hand:ident)?],
        [$legality:ident $($_legality:ident)?],
        $capacity:literal, $pawn:ident, $per_file:expr, $compulsory:literal, $mating:literal,
        $repetitions:literal, $otherwise:expr
    ) => {
        type Geometry = $board;
        type Piece = $pieces;
        type MoveList = ::arrayvec::ArrayVec<::chequer_core::Move<Self>, $capacity>;
        type Hand = $crate::shogi_family::hand_type!($hand, $pieces);
        type State = ();

        const KING: $pieces = $pieces::$king;
        /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
        const PAWN: Option<$pieces> = None;
        const CASTLING_ROOK: Option<$pieces> = None;
        const EN_PASSANT: bool = false;
        /// Steps, riders, and leaps: told by the masks (those along a line too), unless the
        /// royalty is the rule set's own.
        const LEGALITY: ::chequer_core::Legality = ::chequer_core::Legality::$legality;
        const LEAPS_ALONG_LINES: bool = $pieces::LEAPS_ALONG_LINES;
        const PIECES_PROMOTE: bool = true;
        const REPETITIONS_TO_END: usize = $repetitions;
        const FILE_LIMIT: Option<($pieces, u8)> = match $per_file {
            Some(limit) => Some(($pieces::$pawn, limit)),
            None => None,
        };

        $crate::army_rules::army_movement!(board: $board, pieces: $pieces);

        /// Everywhere a piece that promotes may, where promotion is compulsory; else where it
        /// could not move again.
        #[inline(always)]
        fn forced_promotion(
            piece: $pieces,
            color: ::chequer_core::Color,
        ) -> ::chequer_core::Bitboard<$board> {
            if !$compulsory {
                Self::immobile(piece, color)
            } else if <Self as ::chequer_core::Rules>::promotion_of(piece).is_some() {
                ::chequer_core::Bitboard::full()
            } else {
                ::chequer_core::Bitboard::empty()
            }
        }

        /// Where the piece could not move again.
        #[inline(always)]
        fn immobile_squares(
            piece: $pieces,
            color: ::chequer_core::Color,
        ) -> ::chequer_core::Bitboard<$board> {
            Self::immobile(piece, color)
        }

        /// Never where the piece could not move, no second unpromoted pawn on a file, and
        /// unless `mating_pawn_drops`, no mating pawn drop.
        #[inline(always)]
        fn drop_squares(
            position: &::chequer_core::Position<Self>,
            piece: $pieces,
            color: ::chequer_core::Color,
        ) -> ::chequer_core::Bitboard<$board> {
            let immobile = Self::immobile(piece, color);
            let pawn = ($pieces::$pawn, $per_file);
            $crate::shogi_family::shogi_drops(position, piece, pawn, color, immobile, $mating)
        }

        fn captured_to_hand(
            position: &::chequer_core::Position<Self>,
            captured: ::chequer_core::ColoredPiece<$pieces>,
            square: ::chequer_core::Square<$board>,
        ) -> Option<$pieces> {
            let _ = (position, square);
            Some($crate::shogi_family::unpromoted(captured))
        }

        fn repetition_outcome(
            perpetual: ::chequer_core::ByColor<bool>,
            turn: ::chequer_core::Color,
        ) -> ::chequer_core::Outcome {
            let otherwise: fn(::chequer_core::Color) -> ::chequer_core::Outcome = $otherwise;
            $crate::shogi_family::sennichite(perpetual, otherwise(turn))
        }

        /// Mate and stalemate alike lose.
        fn no_moves_outcome(position: &::chequer_core::Position<Self>) -> ::chequer_core::Outcome {
            $crate::shatranj::stalemate_loses(position)
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

/// The shogi family's drops of `color`'s `piece`: on empty squares but the `immobile` ones,
/// from which it could never move, and for the `pawn` (the kind and how many of `color`'s
/// unpromoted ones a file may hold), not on a file that holds that many, nor where it would
/// mate unless `mating_allowed`.
#[inline(always)]
pub(crate) fn shogi_drops<R: Rules>(
    position: &Position<R>,
    piece: R::Piece,
    (pawn, per_file): (R::Piece, Option<u8>),
    color: Color,
    immobile: Board<R>,
    mating_allowed: bool,
) -> Board<R> {
    let drops = !position.occupied() - immobile;
    if piece != pawn {
        return drops;
    }
    let drops = match per_file {
        Some(limit) => drops - full_pawn_files(position, pawn, color, limit),
        None => drops,
    };
    if mating_allowed {
        return drops;
    }
    match mating_pawn_drop(position, pawn, color, drops) {
        Some(square) => drops.without(square),
        None => drops,
    }
}

/// The end of a game of the shogi family by repetition (*sennichite*): the side that gave
/// check with every move of the repetition loses; otherwise `otherwise` (a draw in shogi).
pub(crate) fn sennichite(perpetual: ByColor<bool>, otherwise: Outcome) -> Outcome {
    match (perpetual.white, perpetual.black) {
        (true, false) => Outcome::VariantWin {
            winner: Color::Black,
        },
        (false, true) => Outcome::VariantWin {
            winner: Color::White,
        },
        _ => otherwise,
    }
}
