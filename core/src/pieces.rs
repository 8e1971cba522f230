//! Piece kinds, the macro that declares them, and pieces in hand.

pub(crate) mod hand;
pub(crate) mod piece;
pub(crate) mod piece_set;
