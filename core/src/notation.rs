//! Positions and moves as text: FEN, SAN, UCI and USI.

pub mod fen;
pub(crate) mod san;
pub(crate) mod uci;
pub(crate) mod usi;
