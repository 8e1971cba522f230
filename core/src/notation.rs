//! Positions and moves as text: FEN, SAN, UCI and USI; perft suites and board diagrams.

pub mod fen;
pub(crate) mod san;
pub mod suite;
pub mod svg;
pub(crate) mod uci;
pub(crate) mod usi;
