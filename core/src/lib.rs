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

mod board;
mod game;
mod movegen;
mod notation;
mod pieces;
mod position;
mod rules;

pub use movegen::legality;
pub use notation::fen;
pub use position::zobrist;

pub use arrayvec::ArrayVec;
pub use board::bitboard::Bitboard;
pub use board::color::{ByColor, Color};
pub use board::geometry::{Geometry, Grid, holes};
pub use board::square::{ParseSquareError, Square, file_letter};
pub use board::steps::Steps;
pub use board::storage::BitStorage;
pub use game::outcome::{Draw, Outcome};
pub use game::{Game, GameError, MoveError, MoveNotation};
pub use movegen::moves::{GatePart, Move, MoveBuffer, MoveKind, MovePart, WallPart};
pub use movegen::perft::{divide, divide_by, perft};
pub use movegen::piece_moves::{PieceMoves, PieceMovesIter};
pub use notation::fen::{CastlingNotation, FenError};
pub use notation::san::SanError;
pub use notation::uci::{UciError, UciMove};
pub use pieces::hand::{Hand, NoHand, Pockets};
pub use pieces::piece::{ColoredPiece, Piece, Token};
pub use position::castling::{CastlingMode, CastlingSide};
pub use position::make::IllegalMoveError;
pub use position::partner::ReceiveError;
pub use position::problems::{PositionError, Problem, Validation};
pub use position::setup::{Occupant, Setup, SquareTable};
pub use position::state::{VariantState, Walls};
pub use position::{FromFenError, Position};
pub use rules::{
    CapturedPiecesLeave, Castling, CheckmateEnding, Drops, Ending, Forbids, Gating, Keys,
    LastRankPromotion, Legality, MakeAndTest, Masks, MasksBySideAndCheck, MayPromoteTo, Movement,
    OrthodoxCastling, OrthodoxPawns, Pawns, PawnsDoubleStepFrom, Promotion, PromotionMoves,
    RestrictTargets, Rules, SingleStepPawns, Specialisation, Strategy, WallSquares, ZobristKeys,
    Zone,
};
