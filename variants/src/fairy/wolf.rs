//! Wolf chess (UCI_Variant `wolf`), Arno von Wilmsdorff's 8×10 game of 1943, as
//! Fairy-Stockfish plays it.
//!
//! On eight files and ten ranks, without castling, each side has a king, a queen, two
//! bishops, a rook, a wolf `w` (rook and knight), a fox `f` (bishop and knight), a
//! nightrider `n`, four sergeants `s` and six pawns:
//! 1. Pawns on the second rank, and those on the b-, c-, f- and g-files of the third, may
//!    double-step; only pawns take en passant.
//! 2. The sergeant steps or captures one square forward, straight or diagonally, and from
//!    where a pawn may double-step it may also advance two squares straight onto an empty
//!    square, over an empty one; pawns may take it en passant as they take a pawn.
//! 3. Pawns and sergeants promote on the tenth rank, to a queen, wolf, fox, rook or bishop; a
//!    pawn may also become an elephant, a queen and a nightrider in one, written `+P` (in
//!    UCI `h9h10+`). Their moves cannot be undone: they reset the half-move clock.
//!
//! An elephant on the board from the start of a FEN is written `e`.

use crate::Board8x10;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, CheckmateEnding, Color, MakeAndTest, Move, NoHand,
    OrthodoxCastling, Pawns, Promotion, Rules, ZobristKeys,
};
use chequer_tables::BetzaQuietMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of wolf chess.
    pub enum WolfPiece on Board8x10 {
        /// Steps forward onto an empty square (two where it may double-step), captures
        /// diagonally forward, promotes.
        Pawn = 'p' "mfWcfFimfnD",
        /// Steps or captures one square forward or diagonally forward; may double-step as a
        /// pawn does, without capturing; promotes.
        Sergeant = 's' "fKifmnD",
        /// Rides along a knight's leaps.
        Nightrider = 'n' "NN",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Rides diagonally or leaps as a knight.
        Fox = 'f' "BN",
        /// Rides orthogonally or leaps as a knight.
        Wolf = 'w' "RN",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Rides as a queen or a nightrider.
        Elephant = 'e' "NNQ",
        /// A pawn promoted to an elephant.
        PromotedPawn = + Pawn "NNQ",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// Wolf chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Wolf;

impl Rules for Wolf {
    type Geometry = Board8x10;
    type Piece = WolfPiece;
    type MoveList = ArrayVec<Move<Self>, 1152>;
    type Hand = NoHand;
    type State = ();
    /// The sergeant's and the pawn's double steps are quiet moves of their own.
    type Movement = BetzaQuietMovement<WolfPiece>;
    type Keys = ZobristKeys;
    /// Nightriders pin and check along knight lines, which the masks do not know.
    type Legality = MakeAndTest;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = Self;

    const NAME: &'static str = "wolf";
    const START_FEN: &'static str =
        "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1";
    const KING: WolfPiece = WolfPiece::King;
    const PAWN: Option<WolfPiece> = Some(WolfPiece::Pawn);
    const CASTLING_ROOK: Option<WolfPiece> = None;
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [WolfPiece] = &[
        WolfPiece::Queen,
        WolfPiece::Wolf,
        WolfPiece::Fox,
        WolfPiece::Rook,
        WolfPiece::Bishop,
        WolfPiece::PromotedPawn,
    ];
}

/// What a sergeant may promote to: what a pawn may, but the elephant (the last kind).
const SERGEANT_PROMOTIONS: &[WolfPiece] = Wolf::PROMOTIONS.split_last().unwrap().1;

impl Promotion<Self> for Wolf {
    /// Rule 3, for the sergeant; the pawn promotes as pawns do.
    const PIECES_PROMOTE: bool = true;

    #[inline(always)]
    fn promotion_choices(piece: WolfPiece) -> &'static [WolfPiece] {
        match piece {
            WolfPiece::Sergeant => SERGEANT_PROMOTIONS,
            _ => &[],
        }
    }

    /// A sergeant cannot move from the last rank: there it must promote.
    #[inline(always)]
    fn immobile_squares(piece: WolfPiece, color: Color) -> Bitboard<Board8x10> {
        match piece {
            WolfPiece::Sergeant => Bitboard::relative_rank(color, 9),
            _ => Bitboard::empty(),
        }
    }
}

/// White's double-step squares: the second rank, and b3, c3, f3 and g3 (bits 8 to 15, and
/// 17, 18, 21 and 22).
const WHITE_DOUBLE_STEPS: Bitboard<Board8x10> = Bitboard(0x66 << 16 | 0xff << 8);
/// Black's, the same mirrored: the ninth rank, and b8, c8, f8 and g8.
const BLACK_DOUBLE_STEPS: Bitboard<Board8x10> = Bitboard(0xff << 64 | 0x66 << 56);

impl Pawns<Self> for Wolf {
    /// Rule 1, and rule 2's double step.
    #[inline(always)]
    fn double_step_ranks(color: Color) -> Bitboard<Board8x10> {
        match color {
            Color::White => WHITE_DOUBLE_STEPS,
            Color::Black => BLACK_DOUBLE_STEPS,
        }
    }

    /// Rules 2 and 3: pawns take a sergeant's double step en passant, and its moves reset the
    /// half-move clock.
    const OTHER_PAWNS: &'static [WolfPiece] = &[WolfPiece::Sergeant];
}
