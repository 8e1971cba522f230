//! Capablanca chess and the games that share its board, army and letters (UCI_Variant
//! `capablanca`, `gothic`, `embassy`), as Fairy-Stockfish plays them.
//!
//! Orthodox chess on 10×8, and:
//! 1. Two more pieces: the archbishop `a` (bishop and knight) and the chancellor `c` (rook
//!    and knight).
//! 2. Castling takes the king three squares: to the i-file and the c-file in Capablanca and
//!    Gothic, to the h-file and the b-file in Embassy; the rook lands beside it.
//! 3. Pawns also promote to archbishop or chancellor.
//!
//! Only the start position and the castling files differ between the three. The pieces'
//! attacks are their Betza descriptions, compiled into tables.

use crate::Board10x8;
use arrayvec::ArrayVec;
use chequer_core::{
    CapturedPiecesLeave, Castling, CastlingSide, CheckmateEnding, LastRankPromotion, Masks, Move,
    NoHand, OrthodoxPawns, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of Capablanca chess: the orthodox army, an archbishop and a chancellor.
    pub enum CapablancaPiece on Board10x8 {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p' "fcF",
        /// Leaps (1, 2).
        Knight = 'n' "N",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally; castles with the king.
        Rook = 'r' "R",
        /// Rides in all eight directions.
        Queen = 'q' "Q",
        /// Rides diagonally or leaps as a knight.
        Archbishop = 'a' "BN",
        /// Rides orthogonally or leaps as a knight.
        Chancellor = 'c' "RN",
        /// Steps one square; royal.
        King = 'k' "K",
    }
}

/// A game of the Capablanca family: `GAME` 0 is Capablanca chess, 1 Gothic, 2 Embassy.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct CapablancaFamily<const GAME: usize>;

/// Capablanca chess.
pub type Capablanca = CapablancaFamily<0>;
/// Gothic chess: Capablanca chess from another start.
pub type Gothic = CapablancaFamily<1>;
/// Embassy chess: the king castles to the h-file or the b-file.
pub type Embassy = CapablancaFamily<2>;

/// One game of the family: its name, start position and the files of king and rook after
/// castling on the king side and on the queen side.
struct Game {
    name: &'static str,
    start: &'static str,
    castling: [(u8, u8); 2],
}

const GAMES: [Game; 3] = [
    Game {
        name: "capablanca",
        start: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        castling: [(8, 7), (2, 3)],
    },
    Game {
        name: "gothic",
        start: "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
        castling: [(8, 7), (2, 3)],
    },
    Game {
        name: "embassy",
        start: "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
        castling: [(7, 6), (1, 2)],
    },
];

impl<const GAME: usize> Rules for CapablancaFamily<GAME> {
    type Geometry = Board10x8;
    type Piece = CapablancaPiece;
    type MoveList = ArrayVec<Move<Self>, 512>;
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<CapablancaPiece>;
    type Keys = ZobristKeys;
    /// Steps, knight leaps and line riders, alone or compounded: the masks apply.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = Self;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = GAMES[GAME].name;
    const START_FEN: &'static str = GAMES[GAME].start;
    const KING: CapablancaPiece = CapablancaPiece::King;
    const PAWN: Option<CapablancaPiece> = Some(CapablancaPiece::Pawn);
    const CASTLING_ROOK: Option<CapablancaPiece> = Some(CapablancaPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [CapablancaPiece] = &[
        CapablancaPiece::Archbishop,
        CapablancaPiece::Chancellor,
        CapablancaPiece::Queen,
        CapablancaPiece::Rook,
        CapablancaPiece::Bishop,
        CapablancaPiece::Knight,
    ];
}

/// Also the castling of [`Capahouse`](crate::Capahouse), which plays on the same files.
impl<const GAME: usize, R: Rules> Castling<R> for CapablancaFamily<GAME> {
    fn castling_files(side: CastlingSide) -> (u8, u8) {
        GAMES[GAME].castling[match side {
            CastlingSide::KingSide => 0,
            CastlingSide::QueenSide => 1,
        }]
    }
}
