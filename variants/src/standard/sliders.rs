//! The slider backend of orthodox chess: PEXT where the target has BMI2, magic otherwise.

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
pub use chequer_tables::pext::{bishop, rook};

#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
pub use chequer_tables::magic::{bishop, rook};
