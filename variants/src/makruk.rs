//! The old and the Asian games: shatranj, chaturanga, courier chess, shatar, makruk and its
//! relatives (makpong, cambodian, ai-wok, ASEAN chess, sittuyin).

mod ai_wok;
mod asean;
mod cambodian;
mod counting;
mod courier;
pub(crate) mod makruk_family;
mod shatar;
mod shatranj;
mod sittuyin;

pub use ai_wok::{AiWok, AiWokPiece};
pub use asean::{Asean, AseanPiece};
pub use cambodian::{Cambodian, CambodianPiece, FirstMoves, Karouk, OukChatrang};
pub use counting::{Count, CountState, Counting, CountingEnding, CountingRules};
pub use courier::{Courier, CourierPiece};
pub use makruk_family::{Makpong, Makruk, MakrukFamily, MakrukPiece, MakrukPromotion};
pub use shatar::{ShakInRun, Shatar, ShatarPiece};
pub use shatranj::{Chaturanga, Shatranj, ShatranjChess, ShatranjPiece};
pub use sittuyin::{Sittuyin, SittuyinPiece};
