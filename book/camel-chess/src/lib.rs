//! Camel chess: orthodox chess in which the knights are camels, leaping one square one way
//! and three the other (a (1,3)-leaper), so a camel stays on squares of one colour.
//!
//! Everything else is orthodox: castling, en passant, promotion (to a camel instead of a
//! knight), check and mate. The rule set is the pieces, how they move and the start
//! position; chequer supplies move generation, notation, perft and the command line.
#![forbid(unsafe_code)]

use chequer::{
    ArrayVec, Bitboard, Board8x8, Color, Masks, Move, Movement, NoHand, OrthodoxPawns, Rules,
    Square, ZobristKeys,
};
use chequer::{
    CapturedPiecesLeave, CheckmateEnding, LastRankPromotion, OrthodoxCastling, orthodox,
};

chequer::piece_set! {
    /// The pieces of camel chess.
    pub enum CamelPiece {
        /// Steps forward, captures diagonally forward, promotes.
        Pawn = 'p',
        /// Leaps (1, 3).
        Camel = 'c',
        /// Rides diagonally.
        Bishop = 'b',
        /// Rides orthogonally; castles with the king.
        Rook = 'r',
        /// Rides in all eight directions.
        Queen = 'q',
        /// Steps one square; royal.
        King = 'k',
    }
}

/// The camel's leaps from every square, built at compile time.
static CAMEL: [u64; 64] = chequer::tables::square8::leaper_table(&chequer::tables::CAMEL);

/// Camel chess.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct CamelChess;

impl Rules for CamelChess {
    type Geometry = Board8x8;
    type Piece = CamelPiece;
    /// `Setup::move_bound` of the start position is 323 (validation says so if this is
    /// too small).
    type MoveList = ArrayVec<Move<CamelChess>, 384>;
    type Hand = NoHand;
    type State = ();
    type Movement = CamelMovement;
    /// chequer's own keys: Polyglot's have no camel.
    type Keys = ZobristKeys;
    /// A camel leaps off the lines through its square: the masks apply (the tests compare
    /// them with make-and-test).
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "camel";
    const START_FEN: &'static str = "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR w KQkq - 0 1";
    const KING: CamelPiece = CamelPiece::King;
    const PAWN: Option<CamelPiece> = Some(CamelPiece::Pawn);
    const CASTLING_ROOK: Option<CamelPiece> = Some(CamelPiece::Rook);
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [CamelPiece] = &[
        CamelPiece::Queen,
        CamelPiece::Rook,
        CamelPiece::Bishop,
        CamelPiece::Camel,
    ];
}

/// How camel chess's pieces move: the orthodox pieces' tables, and the camel's own.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CamelMovement;

impl Movement<Board8x8, CamelPiece> for CamelMovement {
    fn attacks(
        piece: CamelPiece,
        color: Color,
        from: Square<Board8x8>,
        occupied: Bitboard<Board8x8>,
    ) -> Bitboard<Board8x8> {
        match piece {
            CamelPiece::Pawn => orthodox::pawn_captures(color, from),
            CamelPiece::Camel => Bitboard(CAMEL[from.index() & 63]),
            CamelPiece::Bishop => orthodox::bishop(from, occupied),
            CamelPiece::Rook => orthodox::rook(from, occupied),
            CamelPiece::Queen => orthodox::queen(from, occupied),
            CamelPiece::King => orthodox::king(from),
        }
    }

    /// The masks need the squares between two squares and the line through them: by the
    /// orthodox tables, faster than the default's computation.
    fn between(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        orthodox::between(a, b)
    }

    fn line(a: Square<Board8x8>, b: Square<Board8x8>) -> Bitboard<Board8x8> {
        orthodox::line(a, b)
    }
}

chequer::registry! {
    /// The rule sets of this crate.
    pub struct Camels {
        "camel" ["camelchess"] => CamelChess, false, "orthodox chess with (1,3)-leaping camels for knights";
    }
}
