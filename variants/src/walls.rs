//! Games whose moves put walls on the board: duck chess, where every move ends by moving the
//! duck; the game of the amazons, where each queen shoots an arrow; Isolation, Snail Trail and
//! Joust, where pieces wall off the board as they go.
//!
//! A wall is a square of neither side that no piece may enter or pass. Each move of a piece
//! is followed by its wall, and is written with it, as Fairy-Stockfish writes it: `e2e4,e4e5`
//! in UCI (the piece's destination, then the wall's square), `e4,e5` in SAN. A `*` in the
//! FEN is a wall.

mod duck;
mod wall_games;

pub use duck::Duck;
pub use wall_games::{
    Amazons, AmazonsPiece, Isolation, Isolation7x7, IsolationPiece, Joust, JoustPiece, SnailTrail,
    WalkerPiece, WallGame, WallGameKind, WallRule,
};
