//! What rule sets of several families share: the board shapes, endings, check counting, the
//! explosion of atomic chess, the marks of promoted pieces and the setup phase.

pub mod boards;
#[cfg(any(feature = "lichess", feature = "makruk", feature = "shogi"))]
pub mod check_count;
pub(crate) mod endings;
#[cfg(any(feature = "lichess", feature = "army"))]
pub(crate) mod explosion;
#[cfg(any(feature = "lichess", feature = "army", feature = "fairy"))]
pub mod promoted_pieces;
#[cfg(any(feature = "army", feature = "makruk"))]
pub(crate) mod setup_phase;
