//! Xiangqi, Manchu chess and janggi: palaces, cannons, lame leapers; and the WXF notation.

mod janggi;
pub mod wxf;
pub(crate) mod xiangqi_family;

pub use janggi::{Janggi, JanggiLegality, JanggiMovement, JanggiPiece, Passes};
pub use xiangqi_family::{
    Manchu, Xiangqi, XiangqiFamily, XiangqiLegality, XiangqiMovement, XiangqiPiece,
};
