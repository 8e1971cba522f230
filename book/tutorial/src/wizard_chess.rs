//! Step 2: a new board and a new piece. Los Alamos chess (6×6, no bishops, no castling, no
//! double step) with a wizard for the queen. The wizard leaps as a camel, one square one way
//! and three the other, or as a ferz, one square diagonally; it never leaves its colour.

use chequer::tables::generic::GenericSliders;
use chequer::tables::leaper::LeaperTable;
use chequer::tables::{KING, KNIGHT};
use chequer::{
    ArrayVec, Bitboard, ByColor, CapturedPiecesLeave, CheckmateEnding, Color, Grid,
    LastRankPromotion, Masks, Move, Movement, NoHand, OrthodoxCastling, Rules, SingleStepPawns,
    Square, ZobristKeys,
};
use std::sync::OnceLock;

// ANCHOR: pieces
chequer::piece_set! {
    /// The pieces of wizard chess.
    pub enum WizardPiece {
        /// Steps forward, captures diagonally forward, promotes; never double-steps.
        Pawn = 'p',
        /// Leaps (1, 2).
        Knight = 'n',
        /// Leaps (1, 3) or (1, 1).
        Wizard = 'w',
        /// Rides orthogonally.
        Rook = 'r',
        /// Steps one square; royal.
        King = 'k',
    }
}
// ANCHOR_END: pieces

// ANCHOR: tables
/// The 6×6 board: 36 squares, stored in a `u64`.
pub type Board6x6 = Grid<6, 6>;

/// The wizard's leaps: a camel's eight and a ferz's four.
#[rustfmt::skip]
const WIZARD: [(i32, i32); 12] = [
    (1, 3), (3, 1), (3, -1), (1, -3), (-1, -3), (-3, -1), (-3, 1), (-1, 3),
    (1, 1), (1, -1), (-1, -1), (-1, 1),
];

/// Every attack table of the board, built once from offsets.
struct Tables {
    pawn: ByColor<LeaperTable<Board6x6>>,
    knight: LeaperTable<Board6x6>,
    wizard: LeaperTable<Board6x6>,
    king: LeaperTable<Board6x6>,
    sliders: GenericSliders<Board6x6>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables {
        pawn: ByColor {
            white: LeaperTable::new(&[(-1, 1), (1, 1)]),
            black: LeaperTable::new(&[(-1, -1), (1, -1)]),
        },
        knight: LeaperTable::new(&KNIGHT),
        wizard: LeaperTable::new(&WIZARD),
        king: LeaperTable::new(&KING),
        sliders: GenericSliders::new(),
    })
}
// ANCHOR_END: tables

// ANCHOR: rules
/// Wizard chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct WizardChess;

impl Rules for WizardChess {
    type Geometry = Board6x6;
    type Piece = WizardPiece;
    type MoveList = ArrayVec<Move<WizardChess>, 256>;
    type Hand = NoHand;
    type State = ();
    type Movement = WizardMovement;
    /// chequer's own hash keys, for any pieces on any board.
    type Keys = ZobristKeys;
    /// Leapers and a rook: the check and pin masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "wizardchess";
    const START_FEN: &'static str = "rnwknr/pppppp/6/6/PPPPPP/RNWKNR w - - 0 1";
    const KING: WizardPiece = WizardPiece::King;
    const PAWN: Option<WizardPiece> = Some(WizardPiece::Pawn);
    const CASTLING_ROOK: Option<WizardPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [WizardPiece] =
        &[WizardPiece::Wizard, WizardPiece::Rook, WizardPiece::Knight];
}

// ANCHOR_END: rules

// ANCHOR: movement
/// How wizard chess's pieces move: by the tables.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct WizardMovement;

impl Movement<Board6x6, WizardPiece> for WizardMovement {
    fn attacks(
        piece: WizardPiece,
        color: Color,
        from: Square<Board6x6>,
        occupied: Bitboard<Board6x6>,
    ) -> Bitboard<Board6x6> {
        let tables = tables();
        match piece {
            WizardPiece::Pawn => tables.pawn[color].get(from),
            WizardPiece::Knight => tables.knight.get(from),
            WizardPiece::Wizard => tables.wizard.get(from),
            WizardPiece::Rook => tables.sliders.rook(from, occupied),
            WizardPiece::King => tables.king.get(from),
        }
    }
}
// ANCHOR_END: movement
