//! The tests that run over every rule set of the registry. They reach each rule set through
//! the registry's dynamic interface (`chequer::dynamic`), which the library compiles once for
//! every rule set, so this binary compiles no rule set of its own.
//!
//! `legality`: the legality strategy against make-and-test, the attack sets against the attack test;
//! `mutated_input`: the fuzz targets' checks on seeded mutations; `play`: moves offered from
//! outside; `properties`: random games checking every invariant at
//! every ply; `registry`: the names; `variant_perft`: the published tables of the variants.

#[path = "../common/mod.rs"]
mod common;

mod legality;
mod mutated_input;
mod play;
mod properties;
mod registry;
mod variant_perft;
