//! Xiangqi, Manchu chess, minixiangqi, janggi and supply chess (xiangqi on two boards):
//! palaces, cannons, lame leapers; and the WXF notation.

mod janggi;
mod minixiangqi;
mod supply;
pub mod wxf;
pub(crate) mod xiangqi_family;

pub use janggi::{
    Janggi, JanggiCasual, JanggiFamily, JanggiLegality, JanggiModern, JanggiMovement, JanggiPiece,
    JanggiTraditional, Passes,
};
pub use minixiangqi::{Minixiangqi, MinixiangqiLegality, MinixiangqiMovement, MinixiangqiPiece};
pub use supply::Supply;
pub use xiangqi_family::{
    Manchu, Xiangqi, XiangqiFamily, XiangqiLegality, XiangqiMovement, XiangqiPiece,
};
