//! What rule sets of several families share: the board shapes, endings, the explosion of
//! atomic chess and the marks of promoted pieces.

pub mod boards;
pub(crate) mod endings;
#[cfg(any(feature = "lichess", feature = "army"))]
pub(crate) mod explosion;
#[cfg(any(feature = "lichess", feature = "fairy"))]
pub mod promoted_pieces;
