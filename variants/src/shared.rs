//! What rule sets of several families share: the board shapes, endings and the explosion of
//! atomic chess.

pub mod boards;
pub(crate) mod endings;
#[cfg(any(feature = "lichess", feature = "army"))]
pub(crate) mod explosion;
