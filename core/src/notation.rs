//! Positions and moves as text: FEN, SAN, UCI and USI, and perft suites.

pub mod fen;
pub(crate) mod san;
pub mod suite;
pub(crate) mod uci;
pub(crate) mod usi;
