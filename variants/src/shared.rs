//! What rule sets of several families share: the board shapes, endings, the explosion of
//! atomic chess and the items every `fairy_pieces!` army writes alike.

#[cfg(any(feature = "fairy", feature = "makruk", feature = "shogi"))]
pub(crate) mod army_rules;
pub mod boards;
pub(crate) mod endings;
#[cfg(any(feature = "lichess", feature = "army"))]
pub(crate) mod explosion;
