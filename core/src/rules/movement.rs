//! The `Movement` policy: how a rule set's pieces move and attack.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::board::steps::Steps;
use crate::pieces::piece::Piece;
use crate::position::Position;
use crate::rules::Rules;

/// How pieces of kinds `P` move and attack on board `G`: the move generator, the attack test, check
/// detection and notation all read it, so it is chosen as one type ([`Rules::Movement`](crate::Rules::Movement)).
///
/// Only [`Movement::attacks`] must be given; the other members have defaults that derive
/// everything else from it on any board, and an implementation overrides them with tables or
/// shortcuts. chequer ships the orthodox pieces' movement (`OrthodoxMovement` in
/// `chequer-variants`) and the movement of any pieces described in Betza notation
/// (`BetzaMovement` in `chequer-tables`).
pub trait Movement<G: Geometry, P: Piece> {
    /// Whether some piece leaps along a rank, file or diagonal over squares it does not
    /// touch (the alfil's two diagonal squares, the dabbaba's two straight ones): its check
    /// cannot be blocked and a piece it jumps over is not pinned. The masks then test such a
    /// checker's attack on the real board; a constant, so other rule sets pay nothing.
    const LEAPS_ALONG_LINES: bool = false;

    /// The one-square steps by which White's pawn captures (Black's mirrored by rank), where
    /// they are all its captures from every square: masked counting then counts the captures
    /// of all unpinned pawns with a shift per step, instead of a lookup per pawn. Empty by
    /// default: each pawn's captures come from [`Movement::attacks`], which this must agree
    /// with (the testing kit's `compare_strategies` checks).
    const PAWN_CAPTURE_STEPS: Steps = Steps::NONE;

    /// Whether some kind moves to empty squares otherwise than it captures: a cannon, or a pawn
    /// whose steps are not the orthodox pushes (berolina, sideways or backward steps). Then
    /// every piece's quiet moves come from [`Movement::quiet_moves`], the pawns' pushes
    /// included, and only its captures from [`Movement::attacks`]. A constant: a rule set
    /// without it pays nothing, and its pawns push as in orthodox chess.
    const DISTINCT_QUIET: bool = false;

    /// The squares a `piece` of `color` on `from` attacks when `occupied` holds the pieces of
    /// both sides. For the pawn this is its capture pattern.
    ///
    /// The default attack test reverses this function (a square is attacked by a piece of
    /// kind `k` and colour `c` if a `k` of the other colour standing on the square attacks
    /// it), which holds for every piece whose movement is symmetric under that reversal;
    /// movements with pieces for which it does not hold override [`Movement::attackers`].
    fn attacks(piece: P, color: Color, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G>;

    /// The squares a `color` `piece` may ever stand on: everywhere by default; in xiangqi the
    /// general and the advisors their palace, the elephants their side of the river.
    /// Validation reports a piece outside as
    /// [`Problem::OutsideRegion`](crate::Problem::OutsideRegion); [`Movement::attacks`] keeps
    /// pieces inside.
    #[inline(always)]
    fn standing_region(piece: P, color: Color) -> Bitboard<G> {
        let _ = (piece, color);
        Bitboard::full()
    }

    /// The squares a `piece` of `color` on `from` may move to without capturing, among
    /// `occupied` (occupied squares are dropped by the caller), its initial moves (Betza `i`)
    /// included where `initial`. Read only where [`Movement::DISTINCT_QUIET`]; by default the
    /// attacked squares.
    #[inline(always)]
    fn quiet_moves(
        piece: P,
        color: Color,
        from: Square<G>,
        occupied: Bitboard<G>,
        initial: bool,
    ) -> Bitboard<G> {
        let _ = initial;
        Self::attacks(piece, color, from, occupied)
    }

    /// Whether `piece` moves to empty squares exactly as it captures, where
    /// [`Movement::DISTINCT_QUIET`] holds for other kinds: then its moves are looked up once,
    /// as its attacks, and [`Movement::quiet_moves`] is not asked. False by default.
    #[inline(always)]
    fn quiet_as_attacks(piece: P) -> bool {
        let _ = piece;
        false
    }

    /// The squares strictly between `a` and `b` if they share a rank, file or diagonal, else
    /// none. The default computes them in constant time on any board (a periodic bit pattern
    /// masked to the range); a movement may override it with a table.
    #[inline(always)]
    fn between(a: Square<G>, b: Square<G>) -> Bitboard<G> {
        crate::board::lines::between(a, b)
    }

    /// The whole rank, file or diagonal through `a` and `b`, edge to edge, if they share one,
    /// else none. The default computes it in constant time on any board.
    #[inline(always)]
    fn line(a: Square<G>, b: Square<G>) -> Bitboard<G> {
        crate::board::lines::line(a, b)
    }

    /// The pieces of colour `by` that attack `square` when `occupied` holds the pieces.
    ///
    /// The default reverses [`Movement::attacks`] for every kind (see there).
    #[inline(always)]
    fn attackers<R: Rules<Geometry = G, Piece = P>>(
        position: &Position<R>,
        square: Square<G>,
        by: Color,
        occupied: Bitboard<G>,
    ) -> Bitboard<G> {
        let mut found = Bitboard::empty();
        for piece in P::all() {
            let candidates = position.pieces(by, piece);
            if candidates.is_nonempty() {
                found |= Self::attacks(piece, !by, square, occupied) & candidates;
            }
        }
        found
    }

    /// Whether a piece of colour `by` attacks `square` when `occupied` holds the pieces. The
    /// default asks [`Movement::attackers`]; an override may stop at the first attacker found.
    #[inline(always)]
    fn is_attacked<R: Rules<Geometry = G, Piece = P>>(
        position: &Position<R>,
        square: Square<G>,
        by: Color,
        occupied: Bitboard<G>,
    ) -> bool {
        Self::attackers(position, square, by, occupied).is_nonempty()
    }

    /// The squares of `squares` that no piece of colour `by` attacks when `occupied` holds the
    /// pieces: the king's safe targets. The default tests each with
    /// [`Movement::is_attacked`]; an override may share between the squares what does not
    /// depend on the square (which pieces ride each line, where the tables are).
    #[inline(always)]
    fn unattacked<R: Rules<Geometry = G, Piece = P>>(
        position: &Position<R>,
        squares: Bitboard<G>,
        by: Color,
        occupied: Bitboard<G>,
    ) -> Bitboard<G> {
        let mut safe = squares;
        for square in squares {
            if Self::is_attacked(position, square, by, occupied) {
                safe.remove(square);
            }
        }
        safe
    }
}
