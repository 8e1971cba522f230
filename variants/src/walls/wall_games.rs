//! The games of one kind of piece that walls off the board, as Fairy-Stockfish plays them: the
//! game of the amazons (UCI_Variant `amazons`), Isolation (`isolation`, `isolation7x7`), Snail
//! Trail (`snailtrail`) and Joust (`joust`).
//!
//! There is no king and no capture. Each move takes a piece to an empty square and puts a
//! wall:
//! - amazons: queens, each shooting an arrow that flies as a queen from where it landed;
//! - Isolation: a piece that steps as a king, and a wall on any empty square but the two
//!   start squares;
//! - Snail Trail and Joust: a piece that steps as a king (Snail Trail) or leaps as a knight
//!   (Joust), and the square it left becomes a wall.
//!
//! A side without a move has lost.

use crate::shared::endings::{KinglessEnding, KinglessGame};
use crate::{Board6x8, Board7x7, Board8x8, Board10x10};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, LastRankPromotion, Masks, Move, MoveBuffer, Movement,
    NoHand, OrthodoxCastling, OrthodoxPawns, Piece, Position, Rules, Square, Walls, ZobristKeys,
};
use chequer_tables::{BetzaPieces, BetzaQuietMovement};
use core::fmt::Debug;
use core::hash::Hash;
use core::marker::PhantomData;

chequer_tables::fairy_pieces! {
    /// The queens of the game of the amazons.
    pub enum AmazonsPiece on Board10x10 {
        /// Moves as a queen, and never captures.
        Queen = 'q' "mQ",
    }
}

chequer_tables::fairy_pieces! {
    /// The piece of Isolation.
    pub enum IsolationPiece on Board6x8 {
        /// Steps as a king, and never captures.
        Walker = 'p' "mK",
    }
}

chequer_tables::fairy_pieces! {
    /// The piece of Isolation on 7×7 and of Snail Trail.
    pub enum WalkerPiece on Board7x7 {
        /// Steps as a king, and never captures.
        Walker = 'p' "mK",
    }
}

chequer_tables::fairy_pieces! {
    /// The knights of Joust.
    pub enum JoustPiece on Board8x8 {
        /// Leaps as a knight, and never captures.
        Knight = 'n' "mN",
    }
}

/// Where a wall game's move puts its wall.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WallRule {
    /// Where the piece could go next from where it landed (the amazons' arrow).
    Arrow,
    /// On any empty square of [`WallGameKind::wall_region`] (Isolation).
    Anywhere,
    /// On the square the piece left (Snail Trail, Joust).
    Behind,
}

/// One of the wall games: its board and piece, its start and where walls go.
pub trait WallGameKind: Copy + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static {
    /// The one kind of piece, on the game's board.
    type Piece: BetzaPieces + Piece;
    /// The move list, large enough for the start position's bound.
    type MoveList<R: Rules>: MoveBuffer<R>;
    /// The UCI_Variant name.
    const NAME: &'static str;
    /// The start position.
    const START_FEN: &'static str;
    /// The piece.
    const PIECE: Self::Piece;
    /// Where a move's wall goes.
    const RULE: WallRule;

    /// The squares where walls may go: every square by default.
    fn wall_region() -> Bitboard<<Self::Piece as BetzaPieces>::Board> {
        Bitboard::full()
    }
}

/// The squares of the board of wall game `K`.
type Board<K> = Bitboard<<<K as WallGameKind>::Piece as BetzaPieces>::Board>;

/// Every square of the board but `squares`, given as (file, rank) from a1 = (0, 0): by
/// coordinates rather than names, since it is asked at every move generated.
fn all_but<G: chequer_core::Geometry>(squares: &[(u8, u8)]) -> Bitboard<G> {
    squares
        .iter()
        .filter_map(|&(file, rank)| Square::from_coords(file, rank))
        .fold(Bitboard::full(), |region, square| region.without(square))
}

/// The game of the amazons.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct AmazonsKind;

impl WallGameKind for AmazonsKind {
    type Piece = AmazonsPiece;
    type MoveList<R: Rules> = ArrayVec<Move<R>, 8192>;
    const NAME: &'static str = "amazons";
    const START_FEN: &'static str = "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1";
    const PIECE: AmazonsPiece = AmazonsPiece::Queen;
    const RULE: WallRule = WallRule::Arrow;
}

/// Isolation on its 6×8 board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct IsolationKind;

impl WallGameKind for IsolationKind {
    type Piece = IsolationPiece;
    type MoveList<R: Rules> = ArrayVec<Move<R>, 512>;
    const NAME: &'static str = "isolation";
    const START_FEN: &'static str = "3p2/6/6/6/6/6/6/2P3 w - - 0 1";
    const PIECE: IsolationPiece = IsolationPiece::Walker;
    const RULE: WallRule = WallRule::Anywhere;

    /// Every square but the start squares, c1 and d8.
    fn wall_region() -> Bitboard<Board6x8> {
        all_but(&[(2, 0), (3, 7)])
    }
}

/// Isolation on 7×7.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Isolation7x7Kind;

impl WallGameKind for Isolation7x7Kind {
    type Piece = WalkerPiece;
    type MoveList<R: Rules> = ArrayVec<Move<R>, 512>;
    const NAME: &'static str = "isolation7x7";
    const START_FEN: &'static str = "3p3/7/7/7/7/7/3P3 w - - 0 1";
    const PIECE: WalkerPiece = WalkerPiece::Walker;
    const RULE: WallRule = WallRule::Anywhere;

    /// Every square but the start squares, d1 and d7.
    fn wall_region() -> Bitboard<Board7x7> {
        all_but(&[(3, 0), (3, 6)])
    }
}

/// Snail Trail.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct SnailTrailKind;

impl WallGameKind for SnailTrailKind {
    type Piece = WalkerPiece;
    type MoveList<R: Rules> = ArrayVec<Move<R>, 512>;
    const NAME: &'static str = "snailtrail";
    const START_FEN: &'static str = "6p/7/7/7/7/7/P6 w - - 0 1";
    const PIECE: WalkerPiece = WalkerPiece::Walker;
    const RULE: WallRule = WallRule::Behind;
}

/// Joust.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct JoustKind;

impl WallGameKind for JoustKind {
    type Piece = JoustPiece;
    type MoveList<R: Rules> = ArrayVec<Move<R>, 512>;
    const NAME: &'static str = "joust";
    const START_FEN: &'static str = "8/8/8/4n3/3N4/8/8/8 w - - 0 1";
    const PIECE: JoustPiece = JoustPiece::Knight;
    const RULE: WallRule = WallRule::Behind;
}

/// A wall game of kind `K`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct WallGame<K>(PhantomData<K>);

/// The game of the amazons.
pub type Amazons = WallGame<AmazonsKind>;
/// Isolation.
pub type Isolation = WallGame<IsolationKind>;
/// Isolation on 7×7.
pub type Isolation7x7 = WallGame<Isolation7x7Kind>;
/// Snail Trail.
pub type SnailTrail = WallGame<SnailTrailKind>;
/// Joust.
pub type Joust = WallGame<JoustKind>;

impl<K: WallGameKind> WallGame<K> {
    /// Where the wall of `mv`, played from `before` to leave `occupied`, may go, by the game's
    /// rule.
    fn wall_squares(before: &Position<Self>, mv: Move<Self>, occupied: Board<K>) -> Board<K> {
        let from = mv.from().map_or(Bitboard::empty(), Bitboard::from_square);
        match K::RULE {
            WallRule::Arrow => <Self as Rules>::Movement::quiet_moves(
                K::PIECE,
                before.turn(),
                mv.to(),
                occupied,
                false,
            ),
            WallRule::Anywhere => K::wall_region(),
            WallRule::Behind => from,
        }
    }
}

impl<K: WallGameKind> Rules for WallGame<K> {
    type Geometry = <K::Piece as BetzaPieces>::Board;
    type Piece = K::Piece;
    type MoveList = K::MoveList<Self>;
    type Hand = NoHand;
    /// The walls, which stay where they are put.
    type State = Walls<Self::Geometry, false>;
    /// The piece never captures.
    type Movement = BetzaQuietMovement<K::Piece>;
    type Keys = ZobristKeys;
    /// No royal piece: every move is legal.
    type Legality = Masks;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = KinglessEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = K::NAME;
    const START_FEN: &'static str = K::START_FEN;
    /// No kind is royal ([`Rules::royals`] is empty); the piece stands in for the king.
    const KING: K::Piece = K::PIECE;
    const PAWN: Option<K::Piece> = None;
    const CASTLING_ROOK: Option<K::Piece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [K::Piece] = &[];

    const WALLS: Option<chequer_core::WallSquares<Self>> = Some(Self::wall_squares);

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Board<K> {
        Bitboard::empty()
    }

    /// Any number of pieces.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 128)
    }
}

/// No goal: a side without a move has lost.
impl<K: WallGameKind> KinglessGame for WallGame<K> {}
