//! Rule sets for chequer, each one module implementing [`chequer_core::Rules`].
//!
//! * [`Standard`]: orthodox chess (UCI_Variant `chess`), sliders by magic or PEXT tables.
//! * [`LosAlamos`]: Los Alamos chess on 6×6 (`losalamos`), through the generic tables.
#![deny(missing_docs)]

mod los_alamos;
mod standard;

pub use los_alamos::{LosAlamos, LosAlamosPiece};
pub use standard::{Role, Standard};
