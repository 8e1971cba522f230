//! What rule sets of several families share: the board shapes, endings, check counting, the
//! explosion of atomic chess and the marks of promoted pieces.

pub mod boards;
#[cfg(any(feature = "lichess", feature = "makruk", feature = "shogi"))]
pub mod check_count;
pub(crate) mod endings;
#[cfg(any(feature = "lichess", feature = "army"))]
pub(crate) mod explosion;
#[cfg(any(feature = "lichess", feature = "army", feature = "fairy"))]
pub mod promoted_pieces;
