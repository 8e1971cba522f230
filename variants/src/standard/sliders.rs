//! The slider backend of orthodox chess, chosen at build time.
//!
//! * `sliders-generic`: the nearest-blocker backend every geometry uses (tables built on
//!   first use); slowest, kept to prove the generic path on 8×8.
//! * `sliders-pext`: PEXT tables; needs a target with BMI2 (`-C target-cpu=native` on a BMI2
//!   machine, or `-C target-feature=+bmi2`), else the build fails with a message.
//! * `sliders-magic`: fancy magic tables; any target.
//! * none of them (the default): PEXT where the target has BMI2, magic elsewhere. Measured
//!   with the peer benchmark (5 rounds, `-C target-cpu=native`, 2-vCPU Intel with BMI2),
//!   chequer's speed ratio to the fastest peer was higher with PEXT on all six positions
//!   (1.18 to 1.35) than with magic (0.98 to 1.23).
//!
//! Features are additive: if several are enabled, generic wins over PEXT, PEXT over magic.

#[cfg(feature = "sliders-generic")]
mod backend {
    use crate::Board8x8;
    use alloc::boxed::Box;
    use chequer_core::{Bitboard, Square};
    use chequer_tables::generic::GenericSliders;
    use once_cell::race::OnceBox;

    fn tables() -> &'static GenericSliders<Board8x8> {
        static TABLES: OnceBox<GenericSliders<Board8x8>> = OnceBox::new();
        TABLES.get_or_init(|| Box::new(GenericSliders::new()))
    }

    #[inline(always)]
    fn square(index: usize) -> Square<Board8x8> {
        Square::from_index_unchecked(index & 63)
    }

    /// The rook's attacks from `square` given the occupied squares.
    #[inline(always)]
    pub fn rook(index: usize, occupied: u64) -> u64 {
        tables().rook(square(index), Bitboard(occupied)).0
    }

    /// The bishop's attacks from `square` given the occupied squares.
    #[inline(always)]
    pub fn bishop(index: usize, occupied: u64) -> u64 {
        tables().bishop(square(index), Bitboard(occupied)).0
    }
}

#[cfg(all(
    not(feature = "sliders-generic"),
    feature = "sliders-pext",
    not(all(target_arch = "x86_64", target_feature = "bmi2"))
))]
compile_error!(
    "feature sliders-pext needs an x86-64 target with BMI2: build with \
     RUSTFLAGS=\"-C target-cpu=native\" on a BMI2 machine or -C target-feature=+bmi2"
);

#[cfg(all(
    not(feature = "sliders-generic"),
    any(feature = "sliders-pext", not(feature = "sliders-magic")),
    all(target_arch = "x86_64", target_feature = "bmi2")
))]
use chequer_tables::pext as backend;

#[cfg(all(
    not(feature = "sliders-generic"),
    not(all(
        any(feature = "sliders-pext", not(feature = "sliders-magic")),
        all(target_arch = "x86_64", target_feature = "bmi2")
    ))
))]
use chequer_tables::magic as backend;

pub use backend::{bishop, rook};

/// The backend compiled in: `generic`, `pext` or `magic`.
pub const BACKEND: &str = if cfg!(feature = "sliders-generic") {
    "generic"
} else if cfg!(all(
    any(feature = "sliders-pext", not(feature = "sliders-magic")),
    all(target_arch = "x86_64", target_feature = "bmi2")
)) {
    "pext"
} else {
    "magic"
};
