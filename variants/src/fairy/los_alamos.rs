//! Los Alamos chess: 6×6, no bishops, no castling, no double step or en passant, pawns
//! promote to queen, rook or knight. Built from the tables for any board, as any variant can
//! be: leaper tables and obstruction difference for the rook's and the queen's lines.

use crate::Board6x6;
use alloc::boxed::Box;
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, ByColor, CapturedPiecesLeave, CheckmateEnding, Color, LastRankPromotion, Masks, Move,
    Movement, NoHand, OrthodoxCastling, Rules, SingleStepPawns, Square, Steps, ZobristKeys,
};
use chequer_tables::leaper::LeaperTable;
use chequer_tables::obstruction::LineSliders;
use chequer_tables::{KING, KNIGHT};
use once_cell::race::OnceBox;
use strum::{EnumCount, EnumIter, IntoStaticStr};

chequer_core::piece_set! {
    /// The pieces of Los Alamos chess: the orthodox set without bishops.
    #[derive(EnumIter, EnumCount, IntoStaticStr)]
    #[strum(serialize_all = "lowercase")]
    pub enum LosAlamosPiece {
        /// Steps forward, captures diagonally forward, promotes; never double-steps.
        Pawn = 'p',
        /// Leaps (1, 2).
        Knight = 'n',
        /// Rides orthogonally.
        Rook = 'r',
        /// Rides in all eight directions.
        Queen = 'q',
        /// Steps one square; royal.
        King = 'k',
    }
}

/// Los Alamos chess (UCI_Variant `losalamos`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct LosAlamos;

struct Tables {
    knight: LeaperTable<Board6x6>,
    king: LeaperTable<Board6x6>,
    pawn: ByColor<LeaperTable<Board6x6>>,
    sliders: LineSliders<Board6x6>,
}

/// Built on first use; `OnceBox` rather than `std`'s `OnceLock` keeps the crate `no_std`.
fn tables() -> &'static Tables {
    static TABLES: OnceBox<Tables> = OnceBox::new();
    TABLES.get_or_init(|| {
        Box::new(Tables {
            knight: LeaperTable::new(&KNIGHT),
            king: LeaperTable::new(&KING),
            pawn: ByColor {
                white: LeaperTable::new(&[(-1, 1), (1, 1)]),
                black: LeaperTable::new(&[(-1, -1), (1, -1)]),
            },
            sliders: LineSliders::new(),
        })
    })
}

impl Rules for LosAlamos {
    type Geometry = Board6x6;
    type Piece = LosAlamosPiece;
    type MoveList = ArrayVec<Move<LosAlamos>, 256>;
    type Hand = NoHand;
    type State = ();
    type Movement = LosAlamosMovement;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and rank/file/diagonal riders, as in orthodox chess: masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = SingleStepPawns;

    const NAME: &'static str = "losalamos";
    const START_FEN: &'static str = "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1";
    const KING: LosAlamosPiece = LosAlamosPiece::King;
    const PAWN: Option<LosAlamosPiece> = Some(LosAlamosPiece::Pawn);
    const CASTLING_ROOK: Option<LosAlamosPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [LosAlamosPiece] = &[
        LosAlamosPiece::Queen,
        LosAlamosPiece::Rook,
        LosAlamosPiece::Knight,
    ];
}

/// Los Alamos chess's pieces: leaper tables for the pawn, knight and king, obstruction
/// difference for the rook's and the queen's lines.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LosAlamosMovement;

impl Movement<Board6x6, LosAlamosPiece> for LosAlamosMovement {
    const PAWN_CAPTURE_STEPS: Steps = Steps::of(&[(-1, 1), (1, 1)]);

    #[inline(always)]
    fn attacks(
        piece: LosAlamosPiece,
        color: Color,
        from: Square<Board6x6>,
        occupied: Bitboard<Board6x6>,
    ) -> Bitboard<Board6x6> {
        let tables = tables();
        match piece {
            LosAlamosPiece::Pawn => tables.pawn[color].get(from),
            LosAlamosPiece::Knight => tables.knight.get(from),
            LosAlamosPiece::Rook => tables.sliders.rook(from, occupied),
            LosAlamosPiece::Queen => {
                tables.sliders.rook(from, occupied) | tables.sliders.bishop(from, occupied)
            }
            LosAlamosPiece::King => tables.king.get(from),
        }
    }
}
