//! Rule sets for chequer, each one module implementing [`chequer_core::Rules`].
//!
//! * [`Standard`]: orthodox chess (UCI_Variant `chess`), sliders by magic or PEXT tables.
//! * [`Chess960`]: the 960 start positions of Chess960 and Double Chess960, played as
//!   `Position<Standard>` in Chess960 castling mode.
//! * [`LosAlamos`]: Los Alamos chess on 6×6 (`losalamos`), through the generic tables.
#![no_std]
#![deny(missing_docs)]

extern crate alloc;

mod chess960;
mod los_alamos;
mod standard;

pub use chess960::{BackRank, Chess960, StartNumberError};
pub use los_alamos::{LosAlamos, LosAlamosPiece};
pub use standard::{Role, SLIDER_BACKEND, Standard};
