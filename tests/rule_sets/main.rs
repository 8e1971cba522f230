//! The tests that run over every rule set of the registry, in one test binary: each compiles
//! move generation, FEN and the testing kit for some fifty rule sets, which one binary
//! compiles once instead of once per file.
//!
//! `legality`: the masks against make-and-test; `play`: moves offered from outside;
//! `properties`: random games checking every invariant at every ply; `variant_perft`: the
//! published tables of the variants.

#[path = "../common/mod.rs"]
mod common;

mod legality;
mod play;
mod properties;
mod variant_perft;
