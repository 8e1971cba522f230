//! Rule sets for chequer, each one module implementing [`chequer_core::Rules`].
//!
//! * [`Standard`]: orthodox chess (UCI_Variant `chess`), sliders by magic or PEXT tables.
//! * [`Chess960`]: the 960 start positions of Chess960 and Double Chess960, played as
//!   `Position<Standard>` in Chess960 castling mode.
//! * [`LosAlamos`]: Los Alamos chess on 6×6 (`losalamos`), through the generic tables.
//! * [`Crazyhouse`] (`crazyhouse`), [`Loop`] (`loop`), [`Chessgi`] (`chessgi`) and
//!   [`PocketKnight`] (`pocketknight`): pieces in hand and drops.
//! * [`ThreeCheck`] (`3check`) and [`KingOfTheHill`] (`kingofthehill`): orthodox chess with
//!   one more way to win.
//!
//! The variants played with the orthodox army take its movement, attack tables and Polyglot
//! keys whole from [`Standard`], and any of them can be played with Chess960 castling
//! ([`CastlingMode::Chess960`](chequer_core::CastlingMode::Chess960)).
#![no_std]
#![deny(missing_docs)]

extern crate alloc;

mod chess960;
mod crazyhouse;
mod king_of_the_hill;
mod loop_chess;
mod los_alamos;
pub mod orthodox;
mod pocket_knight;
mod standard;
mod three_check;

pub use chess960::{BackRank, Chess960, StartNumberError};
pub use crazyhouse::{Crazyhouse, PromotedPieces};
pub use king_of_the_hill::KingOfTheHill;
pub use loop_chess::{Chessgi, Loop, LoopChess};
pub use los_alamos::{LosAlamos, LosAlamosPiece};
pub use pocket_knight::PocketKnight;
pub use standard::{Board8x8, Role, SLIDER_BACKEND, Standard};
pub use three_check::{ChecksGiven, ThreeCheck};
