//! Janggi (UCI_Variant `janggi`), Korean chess, as Fairy-Stockfish plays it, and the other
//! rule sets it knows: traditional janggi (`janggitraditional`), casual janggi
//! (`janggicasual`) and modern janggi (`janggimodern`).
//!
//! The board, the palaces and most pieces are xiangqi's, without a river:
//! 1. The general `k` and the advisors `a` step orthogonally, and never leave their palace.
//! 2. The horse `n` moves as xiangqi's; the elephant `b` leaps one point orthogonally and two
//!    diagonally, blocked by a piece on either point it passes.
//! 3. The chariot `r` moves as a rook. The cannon `c` moves and captures only by jumping over
//!    exactly one piece, which may not be a cannon, and never captures a cannon.
//! 4. The soldier `p` steps forward or sideways, and never promotes.
//! 5. Inside a palace, the lines from its corners through its centre are roads too: the
//!    general, the advisors and the soldiers (forward only) step along them, the chariot rides
//!    them, the cannon jumps along them.
//! 6. A side may pass instead of moving, unless it is in check.
//! 7. The generals may face each other on an open file (*bikjang*). The side to move must
//!    then break it up or pass; if it passes, the game ends, as it does after two passes in a
//!    row. The points decide the result then: chariot 13, cannon 7, horse 5, elephant 3,
//!    advisor 3, soldier 2, and the second player (black) gets 1.5 more.
//! 8. A side without a legal move loses. Repeating a position three times ends the game: the
//!    side that gave check with every move loses, and otherwise the points decide.
//! 9. After fifty moves by each side without a capture, a player may end the game, and the
//!    points decide; without a claim it goes on.
//!
//! Traditional janggi ends the game as rules 7 to 9 say, drawn instead of counted, with the
//! move rule as in chess (a draw claimed, or without a claim after seventy-five moves). Casual
//! janggi has no bikjang: the generals may face each other, and two passes in a row, a
//! repetition or the move rule (as in traditional janggi) draw. Modern janggi, the rules of Kakao Janggi, has no bikjang either; two
//! passes in a row and the fourth repetition (not the third) end the game on points, and the
//! move rule is a hundred moves (not fifty). A side that moves a piece other than its general
//! or an advisor back to where it came from for the fourth move running loses (a pass just
//! before the last of them does not break the run), if none of those moves was made in check
//! and nothing was captured since the piece arrived.

use crate::Board9x10;
use crate::shared::endings::sennichite;
use crate::shared::endings::stalemate_loses;
use crate::xiangqi::xiangqi_family::{generals_face, palace};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, ByColor, CapturedPiecesLeave, CheckmateEnding, Color, Ending, FenError, Game,
    LastRankPromotion, Legality, Move, MoveKind, Movement, NoHand, OrthodoxCastling, OrthodoxPawns,
    Outcome, Position, RestrictTargets, Rules, Square, Strategy, VariantState, ZobristKeys,
    legality, zobrist,
};
use chequer_tables::BetzaPieces;
use core::fmt::{self, Write};

chequer_tables::fairy_pieces! {
    /// The pieces of janggi. The palace that holds the general and the advisors, and the
    /// palace's diagonal roads, are the rule set's, not the descriptions'.
    pub enum JanggiPiece on Board9x10 {
        /// The soldier: steps forward or sideways.
        Soldier = 'p' "fsW",
        /// The horse: a knight blocked by a piece next to it, orthogonally.
        Horse = 'n' "nN",
        /// The elephant: one point orthogonally and two diagonally, blocked on the way.
        Elephant = 'b' "nZ",
        /// The advisor: steps orthogonally, inside the palace.
        Advisor = 'a' "W",
        /// The chariot: rides orthogonally.
        Chariot = 'r' "R",
        /// The cannon: moves and captures by jumping over one piece.
        Cannon = 'c' "pR",
        /// The general: steps orthogonally, inside the palace; royal.
        General = 'k' "W",
    }
}

type Board = Bitboard<Board9x10>;
type Point = Square<Board9x10>;

/// The centre of each palace: e2 and e9.
const CENTRES: [usize; 2] = [9 + 4, 8 * 9 + 4];

/// The centre of the palace whose diagonal roads pass through `point`, if they do.
fn palace_centre(point: Point) -> Option<Point> {
    CENTRES
        .into_iter()
        .map(Square::from_index_unchecked)
        .find(|&centre: &Point| {
            let files = point.file().abs_diff(centre.file());
            files == point.rank().abs_diff(centre.rank()) && files <= 1
        })
}

/// The moves of a `color` `piece` on `from` along a palace's diagonal roads, among
/// `occupied` (what stands on the targets is asked later).
fn palace_diagonals(piece: JanggiPiece, color: Color, from: Point, occupied: Board) -> Board {
    let Some(centre) = palace_centre(from) else {
        return Board::empty();
    };
    let (files, ranks) = (
        i32::from(centre.file()) - i32::from(from.file()),
        i32::from(centre.rank()) - i32::from(from.rank()),
    );
    let step: Board = if from == centre {
        [(-1, -1), (-1, 1), (1, -1), (1, 1)]
            .into_iter()
            .filter_map(|(files, ranks)| centre.offset(files, ranks))
            .collect()
    } else {
        Bitboard::from_square(centre)
    };
    // From a corner, the corner across the centre.
    let across = from
        .offset(2 * files, 2 * ranks)
        .filter(|_| from != centre)
        .map_or(Board::empty(), Bitboard::from_square);
    match piece {
        JanggiPiece::General | JanggiPiece::Advisor => step,
        JanggiPiece::Soldier => step
            .into_iter()
            .filter(|to| match color {
                Color::White => to.rank() > from.rank(),
                Color::Black => to.rank() < from.rank(),
            })
            .collect(),
        JanggiPiece::Chariot if occupied.contains(centre) => step,
        JanggiPiece::Chariot => step | across,
        JanggiPiece::Cannon if occupied.contains(centre) => across,
        _ => Board::empty(),
    }
}

/// The cannons of both sides among `occupied`.
fn cannons<R: Rules<Geometry = Board9x10, Piece = JanggiPiece>>(
    position: &Position<R>,
    occupied: Board,
) -> Board {
    position.pieces_of_kind(JanggiPiece::Cannon) & occupied
}

/// A game of the janggi family: with `BIKJANG`, generals that face each other must be parted
/// or the game ends (rule 7); with `POINTS`, a game ended by passing or repetition is decided
/// on points, else drawn. Without bikjang but with points, modern janggi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct JanggiFamily<const BIKJANG: bool, const POINTS: bool>;

/// Janggi.
pub type Janggi = JanggiFamily<true, true>;
/// Traditional janggi: bikjang, and the ends by passing and repetition draw.
pub type JanggiTraditional = JanggiFamily<true, false>;
/// Casual janggi: no bikjang, and the ends by passing and repetition draw.
pub type JanggiCasual = JanggiFamily<false, false>;
/// Modern janggi: no bikjang, points, fourfold repetition, the hundred-move rule, and moving
/// back and forth loses.
pub type JanggiModern = JanggiFamily<false, true>;

/// Whether the rule set of `BIKJANG` and `POINTS` is modern janggi.
const fn is_modern(bikjang: bool, points: bool) -> bool {
    !bikjang && points
}

impl<const BIKJANG: bool, const POINTS: bool> Rules for JanggiFamily<BIKJANG, POINTS> {
    type Geometry = Board9x10;
    type Piece = JanggiPiece;
    type MoveList = ArrayVec<Move<Self>, 256>;
    type Hand = NoHand;
    type State = Passes;
    type Movement = JanggiMovement;
    type Keys = ZobristKeys;
    type Legality = JanggiLegality;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = match (BIKJANG, POINTS) {
        (true, true) => "janggi",
        (true, false) => "janggitraditional",
        (false, false) => "janggicasual",
        (false, true) => "janggimodern",
    };
    const START_FEN: &'static str =
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    const KING: JanggiPiece = JanggiPiece::General;
    const PAWN: Option<JanggiPiece> = None;
    const CASTLING_ROOK: Option<JanggiPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [JanggiPiece] = &[];
    const PASSES: bool = true;
    /// The cannon's restrictions depend on where the cannons stand.
    const RESTRICT_TARGETS: Option<RestrictTargets<Self>> = Some(restrict_cannons::<Self>);

    /// Counts the passes in a row.
    fn after_move(position: &mut Position<Self>, mv: Move<Self>, _: Option<Self::Piece>) {
        let passes = match mv.kind() {
            MoveKind::Pass => (position.state().0 + 1).min(2),
            _ => 0,
        };
        position.set_state(Passes(passes));
    }
}

impl<const BIKJANG: bool, const POINTS: bool> Ending<Self> for JanggiFamily<BIKJANG, POINTS> {
    const REPETITIONS_TO_END: usize = if is_modern(BIKJANG, POINTS) { 4 } else { 3 };
    const REPETITIONS_TO_CLAIM: usize = Self::REPETITIONS_TO_END;
    const MOVE_RULE: Option<u32> = Some(if is_modern(BIKJANG, POINTS) { 100 } else { 50 });

    /// A pass that leaves the generals facing each other (with bikjang), or the second pass
    /// in a row, ends the game: the points decide, or it is drawn.
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        let passes = position.state().0;
        let ends = passes >= 2 || BIKJANG && passes == 1 && generals_face(position);
        ends.then(|| {
            if POINTS {
                counted(position)
            } else {
                Outcome::VariantDraw
            }
        })
    }

    /// Mate and stalemate alike lose.
    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        stalemate_loses(position)
    }

    /// With points, a player may end the game by the move rule, and the points decide (as
    /// Fairy-Stockfish's material counting does); it never ends without a claim. Else a draw.
    fn move_rule_outcome(position: &Position<Self>, claimed: bool) -> Option<Outcome> {
        if POINTS {
            claimed.then(|| counted(position))
        } else {
            <CheckmateEnding as Ending<Self>>::move_rule_outcome(position, claimed)
        }
    }

    /// Perpetual check loses; any other repetition is counted, or drawn.
    fn repetition_outcome(position: &Position<Self>, perpetual: ByColor<bool>) -> Outcome {
        let otherwise = if POINTS {
            counted(position)
        } else {
            Outcome::VariantDraw
        };
        sennichite(perpetual, otherwise)
    }

    /// Modern janggi: moving back and forth loses.
    fn game_outcome(game: &Game<Self>) -> Option<Outcome> {
        if !is_modern(BIKJANG, POINTS) {
            return None;
        }
        back_and_forth(game).map(|()| Outcome::VariantWin {
            winner: game.position().turn(),
        })
    }
}

/// Whether the side that just moved in `game` has moved a piece back and forth once too often
/// (modern janggi), as Fairy-Stockfish judges it: its last four moves each undid the one
/// before (with a pass second to last, the three before it undo each other and the first of
/// them undoes the last move), and the move before them brought the piece to where the run
/// began, without a capture; none of these moves made in check nor by the general or an
/// advisor, and nothing captured since.
fn back_and_forth<R: Rules<Piece = JanggiPiece>>(game: &Game<R>) -> Option<()> {
    let moves = game.moves();
    let checks = game.checks();
    let plies = moves.len();
    // Janggi's half-move clock counts the plies since the last capture, and nothing else
    // resets it: the run must lie within them.
    let clock = game.position().halfmoves() as usize;
    let reversible = clock.min(plies);
    // The move `ago` plies back (0: the last), and whether it was made in check.
    let move_ago = |ago: usize| moves.get(plies.checked_sub(ago + 1)?).copied();
    let made_in_check = |ago: usize| match plies.checked_sub(ago + 2) {
        Some(ply) => checks[ply],
        None => ago + 1 == plies && game.start().is_check(),
    };
    let undoes = |mv: Move<R>, other: Move<R>| {
        mv.kind() == MoveKind::Normal
            && other.kind() == MoveKind::Normal
            && mv.from() == Some(other.to())
            && other.from() == Some(mv.to())
    };
    let last = move_ago(0)?;
    let moved = game.position().piece_at(last.to())?.piece;
    if reversible < 4
        || last.kind() != MoveKind::Normal
        || made_in_check(0)
        || made_in_check(2)
        || matches!(moved, JanggiPiece::General | JanggiPiece::Advisor)
    {
        return None;
    }
    let before = move_ago(2)?;
    let mut run = if undoes(before, last) {
        2
    } else if before.kind() == MoveKind::Pass {
        1
    } else {
        return None;
    };
    for ago in (4..=reversible).step_by(2) {
        if ago < reversible && made_in_check(ago) {
            return None;
        }
        let earlier = move_ago(ago)?;
        if run < 4 {
            let undone = if run == 1 { last } else { move_ago(ago - 2)? };
            if !undoes(earlier, undone) {
                return None;
            }
            run += 1;
        } else {
            // The clock stands at `ago` only if this move captured.
            let captured = clock == ago;
            let arrived = move_ago(ago - 2)?.from() == Some(earlier.to());
            return (!captured && arrived).then_some(());
        }
    }
    None
}

/// A cannon jumps over no cannon (its targets seen with the cannons lifted off the
/// board are the same), and lands on none.
#[inline(always)]
fn restrict_cannons<R: Rules<Geometry = Board9x10, Piece = JanggiPiece>>(
    position: &Position<R>,
    piece: JanggiPiece,
    color: Color,
    from: Point,
    targets: Board,
) -> Board {
    if piece != JanggiPiece::Cannon {
        return targets;
    }
    let occupied = position.occupied();
    let cannons = cannons(position, occupied);
    (targets & JanggiMovement::attacks(piece, color, from, occupied - cannons)) - cannons
}

/// Janggi's legality, by make-and-test: the royal general safe, and where the generals face
/// each other (with bikjang), a pass or a move that breaks them up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct JanggiLegality;

impl<const BIKJANG: bool, const POINTS: bool> Legality<JanggiFamily<BIKJANG, POINTS>>
    for JanggiLegality
{
    /// Cannons and horses do not fit the masks.
    const STRATEGY: Strategy = Strategy::MakeAndTest;

    /// The royal general safe. Where the generals face each other, a pass is always legal
    /// (in check too), and any other move must break them up.
    fn is_legal_after(
        before: &Position<JanggiFamily<BIKJANG, POINTS>>,
        mv: Move<JanggiFamily<BIKJANG, POINTS>>,
        after: &Position<JanggiFamily<BIKJANG, POINTS>>,
    ) -> bool {
        let bikjang = BIKJANG && generals_face(before);
        if bikjang && mv.kind() == MoveKind::Pass {
            return true;
        }
        legality::royals_safe(before, after) && !(bikjang && generals_face(after))
    }
}

/// Janggi's pieces: their Betza descriptions, the roads along the palace's diagonals, and the
/// cannon that neither hops over nor takes a cannon.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct JanggiMovement;

impl Movement<Board9x10, JanggiPiece> for JanggiMovement {
    /// The general and the advisors in their palace.
    fn standing_region(piece: JanggiPiece, color: Color) -> Board {
        match piece {
            JanggiPiece::General | JanggiPiece::Advisor => palace(color),
            _ => Bitboard::full(),
        }
    }

    #[inline(always)]
    fn attacks(piece: JanggiPiece, color: Color, from: Point, occupied: Board) -> Board {
        let moves =
            piece.attacks(color, from, occupied) | palace_diagonals(piece, color, from, occupied);
        match piece {
            JanggiPiece::General | JanggiPiece::Advisor => moves & palace(color),
            _ => moves,
        }
    }

    /// The descriptions read backwards, the cannons with their restrictions, the palace
    /// roads, and no general or advisor from outside its palace. A cannon on `square` has no
    /// cannon among its attackers.
    fn attackers<R: Rules<Geometry = Board9x10, Piece = JanggiPiece>>(
        position: &Position<R>,
        square: Point,
        by: Color,
        occupied: Board,
    ) -> Board {
        let pieces = |piece| position.pieces(by, piece);
        let mut found = JanggiPiece::attackers(square, by, occupied, |piece| match piece {
            JanggiPiece::Cannon => Board::empty(),
            _ => pieces(piece),
        });
        for piece in [
            JanggiPiece::General,
            JanggiPiece::Advisor,
            JanggiPiece::Soldier,
            JanggiPiece::Chariot,
        ] {
            found |= palace_diagonals(piece, !by, square, occupied) & pieces(piece);
        }
        if !palace(by).contains(square) {
            found = found - (pieces(JanggiPiece::General) | pieces(JanggiPiece::Advisor));
        }
        let cannons = cannons(position, occupied);
        if !cannons.contains(square) {
            let cannon = JanggiPiece::Cannon;
            found |= Self::attacks(cannon, !by, square, occupied)
                & Self::attacks(cannon, !by, square, occupied - cannons)
                & pieces(cannon);
        }
        found
    }
}

/// The result by points: the first player (white) wins with more than 1.5 points over the
/// second, else the second wins.
fn counted<R: Rules<Geometry = Board9x10, Piece = JanggiPiece>>(position: &Position<R>) -> Outcome {
    let points = |color| {
        [
            (JanggiPiece::Chariot, 13),
            (JanggiPiece::Cannon, 7),
            (JanggiPiece::Horse, 5),
            (JanggiPiece::Elephant, 3),
            (JanggiPiece::Advisor, 3),
            (JanggiPiece::Soldier, 2),
        ]
        .into_iter()
        .map(|(piece, value)| value * position.pieces(color, piece).len() as i32)
        .sum::<i32>()
    };
    // In whole points: white needs two more than black.
    let winner = if points(Color::White) - points(Color::Black) > 1 {
        Color::White
    } else {
        Color::Black
    };
    Outcome::VariantWin { winner }
}

/// How many of the last moves were passes, up to two: what the end by passing needs to
/// know. Fairy-Stockfish keeps it out of the FEN; chequer writes one field `pass` per pass
/// after the en-passant field (`... w - - pass 0 12`), so that the FEN says all a position is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Passes(pub u8);

impl VariantState<Board9x10> for Passes {
    type MovePart = ();

    fn key(&self) -> u64 {
        match self.0 {
            0 => 0,
            passes => zobrist::state(usize::from(passes)),
        }
    }

    fn read_field(&mut self, field: &str) -> Result<bool, FenError> {
        if field != "pass" {
            return Ok(false);
        }
        self.0 = (self.0 + 1).min(2);
        Ok(true)
    }

    fn write_fields(&self, out: &mut dyn Write) -> fmt::Result {
        (0..self.0).try_for_each(|_| out.write_str(" pass"))
    }
}
