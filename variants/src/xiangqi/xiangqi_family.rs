//! Xiangqi (UCI_Variant `xiangqi`), Chinese chess, and Manchu chess (`manchu`), as
//! Fairy-Stockfish plays them.
//!
//! Nine files and ten ranks; the pieces stand on the points. A river runs between the fifth
//! and the sixth rank, and each side has a palace, the three middle files of its first three
//! ranks.
//! 1. The general `k` steps orthogonally and never leaves its palace; the advisor `a` steps
//!    diagonally and never leaves it either.
//! 2. The elephant `b` moves two points diagonally, unless the point between is occupied, and
//!    never crosses the river. The horse `n` moves as a knight that is blocked by a piece on
//!    the point orthogonally next to it in the direction it leaves.
//! 3. The chariot `r` moves as a rook. The cannon `c` moves as a rook, and captures by jumping
//!    over exactly one piece of either side on its line.
//! 4. The soldier `p` steps forward; once across the river, sideways too. It never promotes.
//! 5. The generals may not face each other on a file with nothing between them: no move may
//!    leave them so.
//! 6. A side without a legal move loses, in check or not.
//!
//! In Manchu chess red (white) has one banner `m` (chariot, cannon and horse in one: it moves
//! and captures as a rook, captures as a cannon too, and leaps as a horse) for its chariots,
//! cannons and horses.
//!
//! The rules on repeated checks and chases do not change the moves of a position, so they are
//! not part of move generation.

use crate::Board9x10;
use crate::shared::endings::stalemate_loses;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, Geometry, LastRankPromotion, Legality, Move,
    Movement, NoHand, OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules, Square, Strategy,
    ZobristKeys,
};
use chequer_tables::BetzaPieces;

chequer_tables::fairy_pieces! {
    /// The pieces of xiangqi. The regions that hold the general, the advisor, the elephant
    /// and the soldier's sideways steps are the rule set's, not the descriptions'.
    pub enum XiangqiPiece on Board9x10 {
        /// The soldier: steps forward; sideways too once across the river.
        Soldier = 'p' "fsW",
        /// The horse: a knight blocked by a piece next to it, orthogonally.
        Horse = 'n' "nN",
        /// The elephant: two points diagonally, blocked by a piece between; stays at home.
        Elephant = 'b' "nA",
        /// The advisor: steps diagonally, inside the palace.
        Advisor = 'a' "F",
        /// The chariot: rides orthogonally.
        Chariot = 'r' "R",
        /// The cannon: moves as a rook, captures by jumping over one piece.
        Cannon = 'c' "mRcpR",
        /// The general: steps orthogonally, inside the palace; royal.
        General = 'k' "W",
        /// Manchu's banner: a chariot, a cannon and a horse in one.
        Banner = 'm' "RcpRnN",
    }
}

type Board = Bitboard<Board9x10>;

/// `color`'s side of the river: its first five ranks.
pub(crate) fn home(color: Color) -> Board {
    (0..5).fold(Board::empty(), |ranks, rank| {
        ranks | Bitboard::relative_rank(color, rank)
    })
}

/// `color`'s palace: the three middle files of its first three ranks (d to f on xiangqi's
/// nine files, c to e on minixiangqi's seven).
pub(crate) fn palace<G: Geometry>(color: Color) -> Bitboard<G> {
    let middle = G::FILES / 2;
    let files = Bitboard::file(middle - 1) | Bitboard::file(middle) | Bitboard::file(middle + 1);
    let ranks = (0..3).fold(Bitboard::empty(), |ranks, rank| {
        ranks | Bitboard::relative_rank(color, rank)
    });
    files & ranks
}

/// Where a `color` `piece` may ever stand: the palace for the general and the advisor, the
/// home side for the elephant.
fn standing(piece: XiangqiPiece, color: Color) -> Board {
    match piece {
        XiangqiPiece::General | XiangqiPiece::Advisor => palace(color),
        XiangqiPiece::Elephant => home(color),
        _ => Bitboard::full(),
    }
}

/// Where a `color` `piece` standing on `from` may go, before asking what stands there: where
/// it may stand, and for a soldier that has not crossed the river, not its own rank (no
/// sideways step).
fn region(piece: XiangqiPiece, color: Color, from: Square<Board9x10>) -> Board {
    match piece {
        XiangqiPiece::Soldier if home(color).contains(from) => !Bitboard::rank(from.rank()),
        _ => standing(piece, color),
    }
}

/// Whether the two generals stand on one file with nothing between them.
pub(crate) fn generals_face<R: Rules>(position: &Position<R>) -> bool {
    let (white, black) = (position.king(Color::White), position.king(Color::Black));
    face::<R>(white, black, position.occupied())
}

/// Whether generals on `a` and `b`, both present, share a file with none of `occupied`
/// between them.
fn face<R: Rules>(
    a: Option<Square<R::Geometry>>,
    b: Option<Square<R::Geometry>>,
    occupied: Bitboard<R::Geometry>,
) -> bool {
    let (Some(a), Some(b)) = (a, b) else {
        return false;
    };
    a.file() == b.file() && (R::Movement::between(a, b) & occupied).is_empty()
}

/// A game of the xiangqi family: `GAME` 0 is xiangqi, 1 Manchu chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct XiangqiFamily<const GAME: usize>;

/// Xiangqi.
pub type Xiangqi = XiangqiFamily<0>;
/// Manchu chess: red has the banner for its chariots, cannons and horses.
pub type Manchu = XiangqiFamily<1>;

/// The name and the start position of each game.
const GAMES: [(&str, &str); 2] = [
    (
        "xiangqi",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    ),
    (
        "manchu",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1",
    ),
];

impl<const GAME: usize> Rules for XiangqiFamily<GAME> {
    type Geometry = Board9x10;
    type Piece = XiangqiPiece;
    type MoveList = arrayvec::ArrayVec<Move<Self>, 224>;
    type Hand = NoHand;
    type State = ();
    type Movement = XiangqiMovement;
    type Keys = ZobristKeys;
    type Legality = XiangqiLegality;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = GAMES[GAME].0;
    const START_FEN: &'static str = GAMES[GAME].1;
    const KING: XiangqiPiece = XiangqiPiece::General;
    const PAWN: Option<XiangqiPiece> = None;
    const CASTLING_ROOK: Option<XiangqiPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [XiangqiPiece] = &[];
}

impl<const GAME: usize> Ending<Self> for XiangqiFamily<GAME> {
    /// Mate and stalemate alike lose.
    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        stalemate_loses(position)
    }
}

/// Xiangqi's legality: the general safe and not facing the other general, told unplayed
/// where it can be, and only for the moves that touch the points that could expose it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct XiangqiLegality;

impl<R: Rules<Geometry = Board9x10, Piece = XiangqiPiece>> Legality<R> for XiangqiLegality {
    /// Cannons and horses do not fit the masks; a move far from the general is safe unplayed.
    const STRATEGY: Strategy = Strategy::TestExposed;

    /// The exposure finds check on its way.
    const KEEPS_CHECKERS: bool = false;

    /// The royal general safe, and not facing the other general.
    fn is_legal_after(before: &Position<R>, mv: Move<R>, after: &Position<R>) -> bool {
        let _ = mv;
        chequer_core::legality::royals_safe(before, after) && !generals_face(after)
    }

    /// As [`Legality::is_legal_after`], unplayed: the general, where it stands after the move,
    /// attacked by none of the enemy pieces left among the points occupied then, and not
    /// facing the other general.
    fn is_legal_move(position: &Position<R>, mv: Move<R>) -> bool {
        let us = position.turn();
        let (Some(from), Some(general)) = (mv.from(), position.king(us)) else {
            return position.is_legal_by_playing(mv);
        };
        let to = mv.to();
        let enemy_general = position.king(!us);
        if enemy_general == Some(to) {
            return true;
        }
        let general = if from == general { to } else { general };
        let occupied = position.occupied().without(from).with(to);
        !face::<R>(Some(general), enemy_general, occupied)
            && (R::Movement::attackers(position, general, !us, occupied) - Board::from(to))
                .is_empty()
    }

    /// The general's points not attacked once it left its own, less those on the other
    /// general's file with nothing between them; the other general's point is never refused
    /// (as in [`Legality::is_legal_move`]). The attackers are gathered once for all the targets.
    fn legal_king_targets(
        position: &Position<R>,
        general: Square<Board9x10>,
        targets: Board,
    ) -> Option<Board> {
        let us = position.turn();
        let occupied = position.occupied().without(general);
        let (facing, enemy_general) = match position.king(!us) {
            Some(enemy) => (
                XiangqiPiece::Chariot.attacks(!us, enemy, occupied) & Bitboard::file(enemy.file()),
                Board::from(enemy),
            ),
            None => (Board::empty(), Board::empty()),
        };
        Some(
            R::Movement::unattacked(position, targets - facing, !us, occupied)
                | (targets & enemy_general),
        )
    }

    /// In check, the whole board; else the general's point and the points whose emptying or
    /// filling would expose it: a piece of its own alone between it and a chariot (or the
    /// other general on its file), either of two pieces between it and a cannon, a piece on
    /// a horse's leg, and the empty points between it and a cannon next in line. Check is
    /// read from the same lines and legs, so make need not find it ([`Legality::KEEPS_CHECKERS`]).
    /// The reasoning holds for at most one general a side, each in its palace, as in every
    /// legal position; the positions [`Position::play_unchecked`] misuse can build may get
    /// any answer.
    fn exposure(position: &Position<R>) -> Board {
        let color = position.turn();
        let Some(general) = position.king(color) else {
            return Bitboard::full();
        };
        let theirs = |piece| position.pieces(!color, piece);
        let banners = theirs(XiangqiPiece::Banner);
        let cannons = theirs(XiangqiPiece::Cannon) | banners;
        // The other general on the general's file faces it like a chariot.
        let chariots = theirs(XiangqiPiece::Chariot) | banners | theirs(XiangqiPiece::General);
        let occupied = position.occupied();
        let lines = |occupied| XiangqiPiece::Chariot.attacks(color, general, occupied);
        // The first, second and third piece along each line from the general.
        let first = lines(occupied) & occupied;
        let second = lines(occupied - first) & (occupied - first);
        // A third piece matters only behind two screens before a cannon on the same line.
        let third = if (lines(Board::empty()) & cannons).is_empty() {
            Board::empty()
        } else {
            lines(occupied - first - second) & (occupied - first - second)
        };
        // In check (or facing the other general, in no legal position) every move is
        // tested. Check is read here, not looked up piece by piece; with debug assertions (as
        // in the tests) every node the reasoning covers confirms it against the lookup.
        let covered = || {
            [color, !color].into_iter().all(|side| {
                let generals = position.pieces(side, XiangqiPiece::General);
                !generals.more_than_one() && (generals - palace(side)).is_empty()
            })
        };
        let in_check = || {
            debug_assert!(
                !covered() || position.is_check() || generals_face(position),
                "{}",
                position.fen()
            );
            Bitboard::full()
        };
        // A soldier checks from the point ahead of the general or beside it.
        let soldiers = XiangqiPiece::Soldier.attacks(color, general, occupied);
        if (first & chariots).is_nonempty()
            || (second & cannons).is_nonempty()
            || (soldiers & theirs(XiangqiPiece::Soldier)).is_nonempty()
        {
            return in_check();
        }
        let ours = position.by_color(color);
        let behind = |pieces: Board, shields: Board| {
            pieces.into_iter().fold(Board::empty(), |found, piece| {
                found | (R::Movement::between(general, piece) & shields)
            })
        };
        let mut exposed = Board::from(general)
            | behind(second & chariots, first & ours)
            | behind(third & cannons, (first | second) & ours)
            | behind(first & cannons, Board::full());
        // A horse a knight's leap away reaches the general past the point diagonally next to
        // it that is orthogonally next to the horse: it checks if that leg is empty.
        let horses = theirs(XiangqiPiece::Horse) | banners;
        let leaping = XiangqiPiece::Horse.attacks(color, general, Board::empty()) & horses;
        // Most often no horse is a leap away, and the legs need no look.
        if leaping.is_nonempty() {
            for leg in XiangqiPiece::Advisor.attacks(color, general, occupied) - (occupied - ours) {
                if (XiangqiPiece::General.attacks(color, leg, occupied) & leaping).is_nonempty() {
                    if !ours.contains(leg) {
                        return in_check();
                    }
                    exposed.insert(leg);
                }
            }
        }
        debug_assert!(!covered() || !position.is_check(), "{}", position.fen());
        exposed
    }

    /// In check, the points a move must touch to end it: each checker's, those between it and
    /// the general (a chariot's blockers, a cannon's screen), a horse's leg, and the general's
    /// own (its moves are tested as before). The other general's point too, as taking it is
    /// never refused. None where the generals face, which no legal position has.
    fn evasion_squares(position: &Position<R>) -> Option<Board> {
        let us = position.turn();
        let general = position.king(us)?;
        if generals_face(position) {
            return None;
        }
        let checkers = R::Movement::attackers(position, general, !us, position.occupied());
        let horses =
            position.pieces(!us, XiangqiPiece::Horse) | position.pieces(!us, XiangqiPiece::Banner);
        let mut squares = checkers | Board::from(general);
        if let Some(enemy_general) = position.king(!us) {
            squares.insert(enemy_general);
        }
        for checker in checkers {
            squares |= R::Movement::between(general, checker);
            if horses.contains(checker) {
                // The leg, as the exposure finds it: a general's step from the horse, an
                // advisor's from the general.
                squares |= XiangqiPiece::General.attacks(us, checker, Board::empty())
                    & XiangqiPiece::Advisor.attacks(us, general, Board::empty());
            }
        }
        Some(squares)
    }

    /// The empty points of the exposure (out of check, where it is asked): those between the
    /// general and a cannon with nothing else between them, where any piece arriving becomes
    /// the cannon's screen. The exposure's other points hold a piece: the general, its own
    /// pieces before a chariot or a cannon, and its pieces on an enemy horse's leg (an empty
    /// leg would be check).
    fn exposing_squares(position: &Position<R>, exposure: Board) -> Board {
        exposure - position.occupied()
    }
}

/// The pieces of xiangqi and Manchu chess move as their Betza descriptions say, within their
/// regions (the general and the advisors in the palace, the elephants on their side of the
/// river), and a soldier on its own side of the river attacks only forward.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct XiangqiMovement;

impl Movement<Board9x10, XiangqiPiece> for XiangqiMovement {
    /// The general and the advisors in their palace, the elephants on their side of the river.
    fn standing_region(piece: XiangqiPiece, color: Color) -> Board {
        standing(piece, color)
    }

    /// The cannon and the banner move otherwise than they capture.
    const DISTINCT_QUIET: bool = true;

    #[inline(always)]
    fn attacks(
        piece: XiangqiPiece,
        color: Color,
        from: Square<Board9x10>,
        occupied: Board,
    ) -> Board {
        piece.attacks(color, from, occupied) & region(piece, color, from)
    }

    #[inline(always)]
    fn quiet_moves(
        piece: XiangqiPiece,
        color: Color,
        from: Square<Board9x10>,
        occupied: Board,
        initial: bool,
    ) -> Board {
        piece.quiet_moves(color, from, occupied, initial) & region(piece, color, from)
    }

    #[inline(always)]
    fn quiet_as_attacks(piece: XiangqiPiece) -> bool {
        piece.moves_as_it_captures()
    }

    /// The descriptions read backwards, among the pieces that may stand on `square`'s side
    /// (no general or advisor outside its palace, no elephant across the river), less a
    /// soldier beside it that has not crossed the river.
    #[inline(always)]
    fn attackers<R: Rules<Geometry = Board9x10, Piece = XiangqiPiece>>(
        position: &Position<R>,
        square: Square<Board9x10>,
        by: Color,
        occupied: Board,
    ) -> Board {
        let pieces = |piece| {
            if standing(piece, by).contains(square) {
                position.pieces(by, piece)
            } else {
                Board::empty()
            }
        };
        let found = XiangqiPiece::attackers(square, by, occupied, pieces);
        found - (pieces(XiangqiPiece::Soldier) & home(by) & Bitboard::rank(square.rank()))
    }

    /// As the default, but within the other side's palace, where the general's targets lie,
    /// with `by`'s attackers gathered once: there a kind either may stand everywhere or
    /// nowhere (`standing`), and no soldier of `by` is still on its side of the river.
    fn unattacked<R: Rules<Geometry = Board9x10, Piece = XiangqiPiece>>(
        position: &Position<R>,
        squares: Board,
        by: Color,
        occupied: Board,
    ) -> Board {
        let palace = palace(!by);
        if (squares - palace).is_empty() {
            let pieces = |piece| {
                if (standing(piece, by) & palace).is_nonempty() {
                    position.pieces(by, piece)
                } else {
                    Board::empty()
                }
            };
            return XiangqiPiece::unattacked(squares, by, occupied, pieces);
        }
        squares
            .filter(|&square| Self::attackers(position, square, by, occupied).is_empty())
            .collect()
    }
}
