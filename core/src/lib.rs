//! The generic core of chequer: board geometry, bitboards, the [`Piece`] and [`Rules`]
//! traits, [`Setup`] and [`Position`], legal move generation, make with incremental Zobrist
//! hashing, FEN, UCI, SAN and perft.
//!
//! Nothing here knows a particular variant: a rule set is a type implementing [`Rules`], and
//! every algorithm is generic over it and monomorphised for it.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

mod bitboard;
mod castling;
mod color;
pub mod fen;
mod game;
mod geometry;
mod hand;
pub mod legality;
mod lines;
mod make;
mod masks;
mod movegen;
mod moves;
mod outcome;
mod perft;
mod piece;
mod piece_moves;
mod piece_set;
mod position;
mod rules;
mod san;
mod setup;
mod square;
mod state;
mod steps;
mod storage;
pub mod suite;
pub mod svg;
mod uci;
mod usi;
mod validate;
pub mod zobrist;

pub use arrayvec::ArrayVec;
pub use bitboard::Bitboard;
pub use castling::{CastlingMode, CastlingSide};
pub use color::{ByColor, Color};
pub use fen::{CastlingNotation, FenError};
pub use game::{Game, GameError, MoveError, MoveNotation};
pub use geometry::{Geometry, Grid};
pub use hand::{Hand, NoHand, Pockets};
pub use make::IllegalMoveError;
pub use moves::{Move, MoveBuffer, MoveKind};
pub use outcome::Outcome;
pub use perft::{divide, divide_by, perft};
pub use piece::{ColoredPiece, Piece, Token};
pub use piece_moves::{PieceMoves, PieceMovesIter};
pub use position::{FromFenError, Position};
pub use rules::{Legality, Rules};
pub use san::SanError;
pub use setup::{Occupant, Setup, SquareTable};
pub use square::{ParseSquareError, Square, file_letter};
pub use state::VariantState;
pub use steps::Steps;
pub use storage::BitStorage;
pub use uci::{UciError, UciMove};
pub use validate::{PositionError, Problem, Validation};
