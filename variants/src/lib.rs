//! Rule sets for chequer, each one module implementing [`chequer_core::Rules`].
//!
//! * [`Standard`]: orthodox chess (UCI_Variant `chess`), sliders by magic or PEXT tables.
//! * [`Chess960`]: the 960 start positions of Chess960 and Double Chess960, played as
//!   `Position<Standard>` in Chess960 castling mode.
//! * [`LosAlamos`]: Los Alamos chess on 6×6 (`losalamos`): leaper tables and obstruction
//!   difference for the rook's and the queen's lines.
//! * [`Capablanca`] (`capablanca`), [`Gothic`] (`gothic`) and [`Embassy`] (`embassy`): 10×8
//!   with archbishops and chancellors, pieces compiled from Betza notation; [`Janus`],
//!   [`Centaur`], [`ChancellorChess`] and [`ModernChess`] (9×9), [`Almost`], [`Amazon`],
//!   [`Nightrider`], [`Grasshopper`] and [`Gardner`] (5×5): other boards and other pieces;
//!   [`PawnSideways`], [`PawnBack`] and [`Berolina`]: other pawns; [`SortOfAlmost`]: promotion
//!   that differs by colour.
//! * [`Grand`], [`Opulent`], [`TenCubed`] and [`Shako`]: 10×10 games, with promotion that
//!   depends on the captured pieces (Grand, Opulent) and xiangqi's cannon (Shako).
//! * [`Shatranj`], [`Courier`] (12×8), [`Makruk`], [`Makpong`], [`Cambodian`], [`AiWok`] and
//!   [`Asean`]: the old and the south-east Asian games, with short-stepping pieces and early
//!   promotion.
//! * [`Xiangqi`] (`xiangqi`) and [`Manchu`] (`manchu`): Chinese chess on 9×10, with palaces,
//!   a river, lame leapers and cannons; in Manchu chess red has one banner instead. Their moves
//!   are also written in the federation's notation, [`wxf`].
//! * [`Janggi`] (`janggi`): Korean chess on xiangqi's board without the river: roads along
//!   the palace's diagonals, a cannon that neither jumps over nor takes a cannon, passing,
//!   and the end of the game on points when the generals are left facing each other.
//! * [`Shogi`] (`shogi`), [`Minishogi`] (`minishogi`, 5×5), [`Euroshogi`] (`euroshogi`, 8×8),
//!   [`YariShogi`] (`yarishogi`, 7×9) and [`ToriShogi`] (`torishogi`, 7×7): Japanese chess
//!   and its relatives on other boards, with promotion by choice (compulsory in EuroShogi and
//!   tori shogi) and drops of captured pieces; [`ShoShogi`] (`shoshogi`), the old game
//!   without drops; [`KyotoShogi`] (`kyotoshogi`) and [`MicroShogi`] (`micro`), whose pieces
//!   turn over as they move or capture; [`Dobutsu`] (`dobutsu`), the animal game of 3×4.
//! * [`Crazyhouse`] (`crazyhouse`), [`Loop`] (`loop`), [`Chessgi`] (`chessgi`) and
//!   [`PocketKnight`] (`pocketknight`): pieces in hand and drops.
//! * [`ThreeCheck`] (`3check`) and [`KingOfTheHill`] (`kingofthehill`): orthodox chess with
//!   one more way to win.
//! * [`Atomic`] (`atomic`), [`NoCheckAtomic`] (`nocheckatomic`) and [`Atomar`] (`atomar`):
//!   captures explode.
//! * [`Antichess`] (`antichess`), [`Giveaway`] (`giveaway`), [`Codrus`] (`codrus`) and
//!   [`Losers`] (`losers`): captures are compulsory, and losing wins.
//! * [`Horde`] (`horde`), [`RacingKings`] (`racingkings`), [`Extinction`] (`extinction`),
//!   [`Kinglet`] (`kinglet`), [`ThreeKings`] (`threekings`), [`Coregal`] (`coregal`) and
//!   [`Knightmate`] (`knightmate`): other royalty, other goals.
//!
//! The variants played with the orthodox army take its movement, attack tables and Polyglot
//! keys whole from [`Standard`], and any of them can be played with Chess960 castling
//! ([`CastlingMode::Chess960`](chequer_core::CastlingMode::Chess960)).
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

mod ai_wok;
mod almost;
mod amazon;
mod antichess;
mod army_rules;
mod asean;
mod atomic;
mod cambodian;
mod capablanca;
mod centaur;
mod chancellor_chess;
mod chess960;
mod codrus;
mod coregal;
mod courier;
mod crazyhouse;
mod dobutsu;
mod euroshogi;
mod extinction;
mod extinction_chess;
mod gardner;
mod grand;
mod grasshopper;
mod horde;
mod janggi;
mod janus;
mod king_of_the_hill;
mod knightmate;
mod kyotoshogi;
mod loop_chess;
mod los_alamos;
mod losers;
mod makruk;
mod microshogi;
mod minishogi;
mod modern_chess;
mod nightrider;
mod nocheck_atomic;
mod opulent;
pub mod orthodox;
mod pawn_steps;
mod pocket_knight;
mod racing_kings;
mod shako;
mod shatranj;
mod shogi;
mod shogi_family;
mod shoshogi;
mod sort_of_almost;
mod standard;
mod tencubed;
mod three_check;
mod three_kings;
mod torishogi;
pub mod wxf;
mod xiangqi;
mod yarishogi;

pub use ai_wok::{AiWok, AiWokPiece};
pub use almost::{Almost, AlmostPiece};
pub use amazon::{Amazon, AmazonPiece};
pub use antichess::{Antichess, Giveaway, GiveawayChess};
pub use asean::{Asean, AseanPiece};
pub use atomic::Atomic;
pub use cambodian::{Cambodian, CambodianPiece, Unmoved};
pub use capablanca::{Board10x8, Capablanca, CapablancaFamily, CapablancaPiece, Embassy, Gothic};
pub use centaur::{Centaur, CentaurPiece};
pub use chancellor_chess::{Board9x9, ChancellorChess, ChancellorPiece};
pub use chess960::{BackRank, Chess960, StartNumberError};
pub use codrus::Codrus;
pub use coregal::Coregal;
pub use courier::{Board12x8, Courier, CourierPiece};
pub use crazyhouse::{Crazyhouse, PromotedPieces};
pub use dobutsu::{Board3x4, Dobutsu, DobutsuPiece};
pub use euroshogi::{Euroshogi, EuroshogiPiece};
pub use extinction_chess::{Extinction, ExtinctionChess, Kinglet};
pub use gardner::{Board5x5, Gardner, GardnerPiece};
pub use grand::{Board10x10, Grand, GrandPiece};
pub use grasshopper::{Grasshopper, GrasshopperPiece};
pub use horde::Horde;
pub use janggi::{Janggi, JanggiPiece, Passes};
pub use janus::{Janus, JanusPiece};
pub use king_of_the_hill::KingOfTheHill;
pub use knightmate::{Knightmate, KnightmatePiece};
pub use kyotoshogi::{KyotoPiece, KyotoShogi};
pub use loop_chess::{Chessgi, Loop, LoopChess};
pub use los_alamos::{LosAlamos, LosAlamosPiece};
pub use losers::Losers;
pub use makruk::{Makpong, Makruk, MakrukFamily, MakrukPiece};
pub use microshogi::{Board4x5, MicroPiece, MicroShogi};
pub use minishogi::{Minishogi, MinishogiPiece};
pub use modern_chess::{ModernChess, ModernPiece};
pub use nightrider::{Nightrider, NightriderPiece};
pub use nocheck_atomic::{Atomar, NoCheckAtomic, NoCheckAtomicChess};
pub use opulent::{Opulent, OpulentPiece};
pub use pawn_steps::{
    Berolina, BerolinaPiece, PawnBack, PawnBackPiece, PawnSideways, PawnSidewaysPiece,
};
pub use pocket_knight::PocketKnight;
pub use racing_kings::RacingKings;
pub use shako::{Shako, ShakoPiece};
pub use shatranj::{Shatranj, ShatranjPiece};
pub use shogi::{Shogi, ShogiPiece};
pub use shoshogi::{ShoPiece, ShoShogi};
pub use sort_of_almost::{SortOfAlmost, SortOfAlmostPiece};
pub use standard::{Board8x8, Role, SLIDER_BACKEND, Standard};
pub use tencubed::{TenCubed, TenCubedPiece};
pub use three_check::{ChecksGiven, ThreeCheck};
pub use three_kings::ThreeKings;
pub use torishogi::{Board7x7, ToriPiece, ToriShogi};
pub use xiangqi::{Board9x10, Manchu, Xiangqi, XiangqiFamily, XiangqiPiece};
pub use yarishogi::{Board7x9, YariPiece, YariShogi};
