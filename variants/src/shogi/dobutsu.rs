//! Dōbutsu shōgi (UCI_Variant `dobutsu`), the animal shogi of 3×4, as Fairy-Stockfish plays
//! it.
//!
//! Three files and four ranks:
//! 1. The chick `c` steps forward, the giraffe `g` orthogonally, the elephant `e`
//!    diagonally, the lion `l` in every direction. A chick reaching the last rank must
//!    become a hen (`+c`: steps orthogonally or diagonally forward).
//! 2. There is no check: the lion may be taken, and the side whose lion is taken has lost.
//! 3. A side whose lion stands on its last rank when it is its turn to move, unattacked, has
//!    won; a lion that reaches it unattacked wins at once. If both lions stand there
//!    unattacked, the game is drawn.
//! 4. Captured pieces go to hand (a hen as a chick) and are dropped back on any empty square.
//! 5. A side without a legal move loses. The same position four times is a draw.

use crate::Board3x4;
use crate::shared::boards::last_ranks;
use crate::shared::endings::{Extinct, extinction};
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, compulsory_promotion};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, Color, Hand, Masks, Move, Movement, OrthodoxCastling, OrthodoxPawns, Outcome,
    Pockets, Position, Promotion, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The animals of dōbutsu shōgi, the hen last.
    pub enum DobutsuPiece on Board3x4 {
        /// The chick: steps forward.
        Chick = 'c' "fW",
        /// The giraffe: steps orthogonally.
        Giraffe = 'g' "W",
        /// The elephant: steps diagonally.
        Elephant = 'e' "F",
        /// The lion: steps in every direction; taking it wins.
        Lion = 'l' "K",
        /// The promoted chick: steps orthogonally or diagonally forward.
        Hen = + Chick "WfF",
    }
}

/// Dōbutsu shōgi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Dobutsu;

impl Rules for Dobutsu {
    type Geometry = Board3x4;
    type Piece = DobutsuPiece;
    type MoveList = ArrayVec<Move<Self>, 128>;
    type Hand = Pockets<DobutsuPiece>;
    type State = ();
    type Movement = BetzaMovement<DobutsuPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "dobutsu";
    const START_FEN: &'static str = "gle/1c1/1C1/ELG[-] w - - 0 1";
    const KING: DobutsuPiece = DobutsuPiece::Lion;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<DobutsuPiece> = None;
    const CASTLING_ROOK: Option<DobutsuPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [DobutsuPiece] = &[DobutsuPiece::Hen];

    /// Rule 2: no piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Bitboard<Board3x4> {
        Bitboard::empty()
    }

    /// A side's lion may be gone, and then the game is over.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 1)
    }
}

impl Promotion<Self> for Dobutsu {
    const PIECES_PROMOTE: bool = true;

    /// Every move that may promote must.
    #[inline(always)]
    fn forced_promotion(piece: DobutsuPiece, _: Color) -> Bitboard<Board3x4> {
        compulsory_promotion::<Self>(piece)
    }

    /// The last rank.
    #[inline(always)]
    fn promotion_zone(color: Color) -> Bitboard<Board3x4> {
        last_ranks::<Self>(color, 1)
    }
}

// Rules 1, 4 and 5: the chick must promote, drops are free, a chick dropped on the last rank
// included. No side is ever in check, so no repetition is perpetual check.
impl ShogiFamily for Dobutsu {
    const PAWN_LIMIT: Option<(DobutsuPiece, u8)> = None;
    const PAWN_DROP_MATES: bool = true;

    /// Rules 2 and 3, in Fairy-Stockfish's order: a lion taken, then a lion home.
    #[inline(always)]
    fn own_outcome(position: &Position<Self>) -> Option<Outcome> {
        let lionless = |color| {
            position.pieces(color, DobutsuPiece::Lion).is_empty()
                && position.hand().count(color, DobutsuPiece::Lion) == 0
        };
        extinction(position, Extinct::Loses, lionless).or_else(|| lion_home(position))
    }
}

/// Rule 3: the side to move wins with its lion home and safe, draws if the other lion is
/// too, and loses if only the other is.
fn lion_home(position: &Position<Dobutsu>) -> Option<Outcome> {
    let home = |color: Color| {
        let lions = position.pieces(color, DobutsuPiece::Lion) & last_ranks::<Dobutsu>(color, 1);
        lions.into_iter().any(|lion| {
            !<Dobutsu as Rules>::Movement::is_attacked(position, lion, !color, position.occupied())
        })
    };
    let turn = position.turn();
    match (home(turn), home(!turn)) {
        (true, true) => Some(Outcome::VariantDraw),
        (true, false) => Some(Outcome::VariantWin { winner: turn }),
        (false, true) => Some(Outcome::VariantWin { winner: !turn }),
        (false, false) => None,
    }
}
