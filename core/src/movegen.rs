//! Move generation: pseudo-legal moves grouped by piece, legal moves by the rule set's
//! [`Legality`](crate::Legality), moves and their groups, perft.

pub(crate) mod legal;
pub mod legality;
pub(crate) mod masks;
pub(crate) mod moves;
pub(crate) mod perft;
pub(crate) mod piece_moves;
pub(crate) mod pseudo_legal;
