#![doc = include_str!("../README.md")]
//!
//! ## Features
//!
//! Each family of rule sets is a feature; a crate compiles the families it names and no
//! other rule set.
//!
#![doc = document_features::document_features!()]
#![deny(missing_docs)]

pub use chequer_core::*;
/// Attack tables and slider backends for any geometry.
pub use chequer_tables as tables;
#[cfg(feature = "chequer-variants")]
pub use chequer_variants::*;
pub use parallel::{PerftOptions, PerftProgress, divide_with, perft_with, perft_with_progress};

#[cfg(feature = "cli")]
pub mod cli;
pub mod dynamic;
mod parallel;
mod perft_table;
pub mod registry;
pub mod suite;
pub mod svg;
pub mod testing;
mod zeroed;

/// The chapters of the book, compiled and run as doctests so that their code stays true. The
/// tutorial's code is included from its own crate, `book/tutorial`, which is built and tested
/// as a member of the workspace.
#[cfg(doctest)]
pub mod book {
    #[doc = include_str!("../book/src/introduction.md")]
    pub struct Introduction;
    #[doc = include_str!("../book/src/representation.md")]
    pub struct Representation;
    #[doc = include_str!("../book/src/geometry.md")]
    pub struct Geometry;
    #[doc = include_str!("../book/src/set-operations.md")]
    pub struct SetOperations;
    #[doc = include_str!("../book/src/leapers.md")]
    pub struct Leapers;
    #[doc = include_str!("../book/src/position-state.md")]
    pub struct PositionState;
    #[doc = include_str!("../book/src/sliders.md")]
    pub struct Sliders;
    #[doc = include_str!("../book/src/betza.md")]
    pub struct Betza;
    #[doc = include_str!("../book/src/shogi-xiangqi.md")]
    pub struct ShogiXiangqi;
    #[doc = include_str!("../book/src/legality.md")]
    pub struct Legality;
    #[doc = include_str!("../book/src/make-and-hash.md")]
    pub struct MakeAndHash;
    #[doc = include_str!("../book/src/notation.md")]
    pub struct Notation;
    #[doc = include_str!("../book/src/beyond-from-to.md")]
    pub struct BeyondFromTo;
    #[doc = include_str!("../book/src/perft.md")]
    pub struct Perft;
    #[doc = include_str!("../book/src/performance.md")]
    pub struct Performance;
}
