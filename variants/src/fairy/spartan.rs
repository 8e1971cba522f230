//! Spartan chess (UCI_Variant `spartan`), Steven Streetman's game of 2010, as Fairy-Stockfish
//! plays it: the orthodox army (white, the Persians) against the Spartans (black).
//!
//! The Spartans have two kings `k`, a general `g` (rook and ferz), a warlord `w` (bishop and
//! knight), two lieutenants `l` (ferz and alfil, or a sideways step that does not capture),
//! two captains `c` (wazir and dabbaba) and eight hoplites `h`.
//! 1. A hoplite steps diagonally forward and captures straight forward; from its first rank
//!    it may also leap two squares diagonally forward. It promotes on the last rank to a
//!    general, warlord, lieutenant or captain, or to a king while the Spartans have one.
//! 2. A side with one king may not leave it attacked. The Spartans with two kings may not
//!    leave both attacked (no *duple check*): one of them may stand attacked, and be taken.
//!    Check is when every king is attacked; a side in check without a move is mated.
//! 3. The Persians castle; no one takes en passant.

use crate::Board8x8;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, CheckmateEnding, Color, Forbids, Legality, MayPromoteTo, Move,
    NoHand, OrthodoxCastling, Pawns, Position, Promotion, Rules, Strategy, ZobristKeys,
};
use chequer_tables::BetzaQuietMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of spartan chess: the orthodox army and the Spartans'.
    pub enum SpartanPiece on Board8x8 {
        /// The Persians' pawn.
        Pawn = 'p' "fmWfcFifmnD",
        /// The knight.
        Knight = 'n' "N",
        /// The bishop.
        Bishop = 'b' "B",
        /// The rook; castles with the king.
        Rook = 'r' "R",
        /// The queen.
        Queen = 'q' "Q",
        /// The Spartans' hoplite: steps diagonally forward, captures straight forward, leaps
        /// two squares diagonally forward from its first rank.
        Hoplite = 'h' "fmFfcWimA",
        /// The lieutenant: a ferz and an alfil, or a sideways step that does not capture.
        Lieutenant = 'l' "FAsmW",
        /// The captain: a wazir and a dabbaba.
        Captain = 'c' "WD",
        /// The general: a rook and a ferz.
        General = 'g' "RF",
        /// The warlord: a bishop and a knight.
        Warlord = 'w' "BN",
        /// The king: one square any way; royal as rule 2 says.
        King = 'k' "K",
    }
}

/// Spartan chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Spartan;

/// What the Persians' pawns promote to.
const PERSIAN_PROMOTIONS: [SpartanPiece; 4] = [
    SpartanPiece::Queen,
    SpartanPiece::Rook,
    SpartanPiece::Bishop,
    SpartanPiece::Knight,
];

/// What a hoplite promotes to (rule 1).
const HOPLITE_PROMOTIONS: &[SpartanPiece] = &[
    SpartanPiece::King,
    SpartanPiece::General,
    SpartanPiece::Warlord,
    SpartanPiece::Lieutenant,
    SpartanPiece::Captain,
];

impl Rules for Spartan {
    type Geometry = Board8x8;
    type Piece = SpartanPiece;
    type MoveList = ArrayVec<Move<Self>, 768>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaQuietMovement<SpartanPiece>;
    type Keys = ZobristKeys;
    type Legality = SpartanLegality;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = Self;

    const NAME: &'static str = "spartan";
    const START_FEN: &'static str = "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1";
    const KING: SpartanPiece = SpartanPiece::King;
    const PAWN: Option<SpartanPiece> = Some(SpartanPiece::Pawn);
    const CASTLING_ROOK: Option<SpartanPiece> = Some(SpartanPiece::Rook);
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [SpartanPiece] = &[
        SpartanPiece::Queen,
        SpartanPiece::Rook,
        SpartanPiece::Bishop,
        SpartanPiece::Knight,
        SpartanPiece::King,
        SpartanPiece::General,
        SpartanPiece::Warlord,
        SpartanPiece::Lieutenant,
        SpartanPiece::Captain,
    ];

    /// Rule 1: no third king.
    const FORBIDS: Option<Forbids<Self>> = Some(promotes_to_a_third_king);

    /// Rule 2: a lone king; two kings only when both are attacked, so that check is when
    /// every king is.
    #[inline(always)]
    fn royals(position: &Position<Self>, color: Color) -> Bitboard<Board8x8> {
        let kings = position.pieces(color, SpartanPiece::King);
        if kings.more_than_one() && !all_attacked(position, color, kings) {
            Bitboard::empty()
        } else {
            kings
        }
    }

    /// The Persians have one king, the Spartans one or two.
    fn king_count(color: Color) -> (usize, usize) {
        match color {
            Color::White => (1, 1),
            Color::Black => (1, 2),
        }
    }
}

/// Whether every one of `kings`, `color`'s, is attacked in `position`.
fn all_attacked(position: &Position<Spartan>, color: Color, kings: Bitboard<Board8x8>) -> bool {
    kings
        .into_iter()
        .all(|king| position.is_attacked(king, !color))
}

/// Whether `mv` promotes a hoplite to a king where its side has two.
fn promotes_to_a_third_king(position: &Position<Spartan>, mv: Move<Spartan>) -> bool {
    mv.promotion_piece() == Some(SpartanPiece::King)
        && position
            .pieces(position.turn(), SpartanPiece::King)
            .more_than_one()
}

impl Promotion<Self> for Spartan {
    /// The Persians' pawns promote as in orthodox chess.
    const MAY_PROMOTE_TO: Option<MayPromoteTo<Self>> =
        Some(|_, color, piece| color == Color::White && PERSIAN_PROMOTIONS.contains(&piece));

    /// The hoplite promotes too (rule 1).
    const PIECES_PROMOTE: bool = true;

    #[inline(always)]
    fn promotion_choices(piece: SpartanPiece) -> &'static [SpartanPiece] {
        match piece {
            SpartanPiece::Hoplite => HOPLITE_PROMOTIONS,
            _ => &[],
        }
    }

    /// A hoplite cannot move from the last rank: there it must promote.
    #[inline(always)]
    fn immobile_squares(piece: SpartanPiece, color: Color) -> Bitboard<Board8x8> {
        match piece {
            SpartanPiece::Hoplite => Bitboard::relative_rank(color, 7),
            _ => Bitboard::empty(),
        }
    }
}

impl Pawns<Self> for Spartan {
    /// Hoplites promote as pawns do, and their moves reset the half-move clock.
    const OTHER_PAWNS: &'static [SpartanPiece] = &[SpartanPiece::Hoplite];
}

/// Rule 2, by playing each move: a lone king not attacked after it, two kings not both.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct SpartanLegality;

impl Legality<Spartan> for SpartanLegality {
    const STRATEGY: Strategy = Strategy::MakeAndTest;

    fn is_legal_after(
        before: &Position<Spartan>,
        mv: Move<Spartan>,
        after: &Position<Spartan>,
    ) -> bool {
        let _ = mv;
        let us = before.turn();
        let kings = after.pieces(us, SpartanPiece::King);
        if kings.more_than_one() {
            !all_attacked(after, us, kings)
        } else {
            kings.into_iter().all(|king| !after.is_attacked(king, !us))
        }
    }
}
