//! The variants lichess plays on the orthodox army: crazyhouse, three-check, king of the hill,
//! atomic, antichess, horde and racing kings.

mod antichess;
mod atomic;
mod crazyhouse;
mod horde;
mod king_of_the_hill;
mod racing_kings;
mod three_check;

pub use antichess::{Antichess, Giveaway, GiveawayChess, Suicide};
pub use atomic::{Atomic, AtomicLegality};
pub use crazyhouse::Crazyhouse;
pub use horde::Horde;
pub use king_of_the_hill::KingOfTheHill;
pub use racing_kings::RacingKings;
pub use three_check::{CheckChess, FiveCheck, ThreeCheck};
