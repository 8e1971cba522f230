//! The same bulk-counted perft in each library, written the way each library's own
//! documentation or examples count, one module per library so that the binaries of the
//! separate-process table ([`crate::separate`]) each hold one of them.

pub mod chequer;
pub mod chess;
pub mod cozy_chess;
pub mod shakmaty;
