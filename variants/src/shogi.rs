//! Shogi and its relatives: drops of captured pieces, promotion zones, other boards and
//! pieces.

mod dobutsu;
mod euroshogi;
mod gorogoro;
mod judkins;
mod kyotoshogi;
mod microshogi;
mod minishogi;
mod okisakishogi;
pub(crate) mod shogi_family;
mod shoshogi;
mod standard_shogi;
mod torishogi;
mod yarishogi;

pub use dobutsu::{Dobutsu, DobutsuPiece};
pub use euroshogi::{Euroshogi, EuroshogiPiece};
pub use gorogoro::{Gorogoro, GorogoroPiece};
pub use judkins::{Judkins, JudkinsPiece};
pub use kyotoshogi::{KyotoPiece, KyotoShogi};
pub use microshogi::{MicroPiece, MicroShogi};
pub use minishogi::{Minishogi, MinishogiPiece};
pub use okisakishogi::{OkisakiPiece, OkisakiShogi};
pub use shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, ShogiPromotion};
pub use shoshogi::{ShoLegality, ShoPiece, ShoShogi};
pub use standard_shogi::{CheckShogi, Shogi, ShogiGame, ShogiPiece};
pub use torishogi::{ToriPiece, ToriShogi};
pub use yarishogi::{YariPiece, YariShogi};
