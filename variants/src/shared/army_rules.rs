//! The items of `Rules` that every rule set of a `fairy_pieces!` army writes alike.

/// Expanded inside an `impl Rules` block of a rule set whose pieces were declared with
/// `chequer_tables::fairy_pieces!` (with a `King` and a `Pawn`): the board, the pieces, a move
/// list of `capacity` moves, no hand, the state (none unless `state: Type`), the king and the
/// pawn, and the attacks and attackers from the pieces' Betza descriptions. The block adds the
/// rest: name, start position, castling, en passant, promotions, legality and the rule set's
/// own hooks. With `quiet: distinct`, quiet moves come from the descriptions too
/// ([`Rules::DISTINCT_QUIET`]), so the pawn's description holds its pushes.
///
/// [`Rules::DISTINCT_QUIET`]: chequer_core::Rules::DISTINCT_QUIET
macro_rules! army_rules {
    (board: $board:ty, pieces: $pieces:ident, capacity: $capacity:literal) => {
        army_rules!(board: $board, pieces: $pieces, capacity: $capacity, state: ());
    };
    (board: $board:ty, pieces: $pieces:ident, capacity: $capacity:literal, state: $state:ty) => {
        type Geometry = $board;
        type Piece = $pieces;
        type MoveList = ::arrayvec::ArrayVec<::chequer_core::Move<Self>, $capacity>;
        type Hand = ::chequer_core::NoHand;
        type State = $state;

        const KING: $pieces = $pieces::King;
        const PAWN: Option<$pieces> = Some($pieces::Pawn);
        const PAWN_CAPTURE_STEPS: ::chequer_core::Steps =
            ::chequer_tables::betza::capture_steps($pieces::Pawn.betza());

        $crate::shared::army_rules::army_movement!(board: $board, pieces: $pieces);
    };
    // Where some piece moves otherwise than it captures: every piece's quiet moves from its
    // Betza description too, initial moves where `Rules::may_move_initially` allows them.
    (board: $board:ty, pieces: $pieces:ident, capacity: $capacity:literal, quiet: distinct) => {
        army_rules!(board: $board, pieces: $pieces, capacity: $capacity, state: (), quiet: distinct);
    };
    (
        board: $board:ty,
        pieces: $pieces:ident,
        capacity: $capacity:literal,
        state: $state:ty,
        quiet: distinct
    ) => {
        army_rules!(board: $board, pieces: $pieces, capacity: $capacity, state: $state);

        const DISTINCT_QUIET: bool = true;

        #[inline(always)]
        fn quiet_moves(
            piece: $pieces,
            color: ::chequer_core::Color,
            from: ::chequer_core::Square<$board>,
            occupied: ::chequer_core::Bitboard<$board>,
            initial: bool,
        ) -> ::chequer_core::Bitboard<$board> {
            piece.quiet_moves(color, from, occupied, initial)
        }

        #[inline(always)]
        fn quiet_as_attacks(piece: $pieces) -> bool {
            piece.moves_as_it_captures()
        }
    };
}

/// Expanded inside an `impl Rules` block of a rule set whose pieces were declared with
/// `chequer_tables::fairy_pieces!`: the attacks and the attackers of a square from the pieces'
/// Betza descriptions, and the unattacked squares of a set from the same lookups (so a rule
/// set that narrows its attackers, as xiangqi does by region, writes these items itself).
/// [`army_rules!`] and the shogi family's `shogi_rules!` write it.
macro_rules! army_movement {
    (board: $board:ty, pieces: $pieces:ident) => {
        #[inline(always)]
        fn attacks(
            piece: $pieces,
            color: ::chequer_core::Color,
            from: ::chequer_core::Square<$board>,
            occupied: ::chequer_core::Bitboard<$board>,
        ) -> ::chequer_core::Bitboard<$board> {
            piece.attacks(color, from, occupied)
        }

        /// Grasshoppers and lame leapers are not found by reading attacks backwards.
        #[inline(always)]
        fn attackers(
            position: &::chequer_core::Position<Self>,
            square: ::chequer_core::Square<$board>,
            by: ::chequer_core::Color,
            occupied: ::chequer_core::Bitboard<$board>,
        ) -> ::chequer_core::Bitboard<$board> {
            $pieces::attackers(square, by, occupied, |piece| position.pieces(by, piece))
        }

        #[inline(always)]
        fn unattacked(
            position: &::chequer_core::Position<Self>,
            squares: ::chequer_core::Bitboard<$board>,
            by: ::chequer_core::Color,
            occupied: ::chequer_core::Bitboard<$board>,
        ) -> ::chequer_core::Bitboard<$board> {
            $pieces::unattacked(squares, by, occupied, |piece| position.pieces(by, piece))
        }
    };
}

pub(crate) use army_movement;
pub(crate) use army_rules;
