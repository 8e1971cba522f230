//! Xiangqi, Manchu chess, minixiangqi and janggi: palaces, cannons, lame leapers; and the WXF
//! notation.

mod janggi;
mod minixiangqi;
pub mod wxf;
pub(crate) mod xiangqi_family;

pub use janggi::{
    Janggi, JanggiCasual, JanggiFamily, JanggiLegality, JanggiModern, JanggiMovement, JanggiPiece,
    JanggiTraditional, Passes,
};
pub use minixiangqi::{Minixiangqi, MinixiangqiLegality, MinixiangqiMovement, MinixiangqiPiece};
pub use xiangqi_family::{
    Manchu, Xiangqi, XiangqiFamily, XiangqiLegality, XiangqiMovement, XiangqiPiece,
};
