//! Rule sets for chequer, each one module implementing [`chequer_core::Rules`].
//!
//! * [`Standard`]: orthodox chess (UCI_Variant `chess`), sliders by magic or PEXT tables.
//! * [`Chess960`]: the 960 start positions of Chess960 and Double Chess960, played as
//!   `Position<Standard>` in Chess960 castling mode.
//! * [`LosAlamos`]: Los Alamos chess on 6×6 (`losalamos`): leaper tables and obstruction
//!   difference for the rook's and the queen's lines.
//! * [`Capablanca`] (`capablanca`), [`Gothic`] (`gothic`) and [`Embassy`] (`embassy`): 10×8
//!   with archbishops and chancellors, pieces compiled from Betza notation, and [`Capahouse`]
//!   (`capahouse`), with crazyhouse's drops; [`Janus`],
//!   [`Centaur`], [`ChancellorChess`] and [`ModernChess`] (9×9), [`FairyChess`] (orthodox chess with five
//!   fairy pieces), [`Almost`], [`Amazon`],
//!   [`Georgian`], [`Perfect`], [`Nightrider`], [`Grasshopper`] and [`Gardner`] (5×5): other
//!   boards and other pieces;
//!   [`PawnSideways`], [`PawnBack`], [`Berolina`] and [`Legan`]: other pawns; [`HoppelPoppel`],
//!   [`NewZealand`] and [`Paradigm`]: pieces that capture or move otherwise; [`SortOfAlmost`] and
//!   [`Chigorin`]: armies and promotion that differ by colour; [`Breakthrough`], [`Clobber`]
//!   and [`Clobber10`]: games of stones, without a king; [`JesonMor`] (knights race to the
//!   centre) and [`FoxAndHounds`], also kingless.
//! * [`Grand`], [`Opulent`], [`TenCubed`] and [`Shako`]: 10×10 games, with promotion that
//!   depends on the captured pieces (Grand, Opulent) and xiangqi's cannon (Shako); [`Wolf`]
//!   on 8×10, whose sergeants promote as pawns do, to any of five kinds; [`Troitzky`] on
//!   10×10 with its corners cut away (holes, `*` in FEN), whose pawns promote where their
//!   file ends; [`Gustav3`] and [`Omicron`], boards ringed by holes but for the corners.
//! * [`Seirawan`] (`seirawan`, S-chess) and [`Shouse`] (`shouse`, with crazyhouse's drops):
//!   a hawk and an elephant in hand enter through the squares of the first rank that pieces
//!   leave (gating).
//! * [`Shatranj`], [`Chaturanga`], [`Shatar`], [`Courier`] (12×8), [`Makruk`], [`Makpong`],
//!   [`Cambodian`], [`Karouk`], [`AiWok`] and [`Asean`]: the old and the Asian games, with
//!   short-stepping pieces, early promotion, shatar's rule of the mating check, makruk's
//!   counting rules and Kar Ouk's first check that wins.
//! * [`Xiangqi`] (`xiangqi`) and [`Manchu`] (`manchu`): Chinese chess on 9×10, with palaces,
//!   a river, lame leapers and cannons; in Manchu chess red has one banner instead. Their moves
//!   are also written in the federation's notation, [`wxf`]. [`Minixiangqi`] (`minixiangqi`)
//!   plays it on 7×7.
//! * [`Janggi`] (`janggi`): Korean chess on xiangqi's board without the river: roads along
//!   the palace's diagonals, a cannon that neither jumps over nor takes a cannon, passing,
//!   and the end of the game on points when the generals are left facing each other;
//!   [`JanggiTraditional`] (`janggitraditional`) and [`JanggiCasual`] (`janggicasual`), the
//!   rules that draw instead, and [`JanggiModern`] (`janggimodern`), Kakao Janggi's: points at
//!   every drawn end, and a loss for moving a piece back and forth.
//! * [`Shogi`] (`shogi`) and [`CheckShogi`] (`checkshogi`, the first check wins), [`Minishogi`] (`minishogi`, 5×5), [`Gorogoro`] (`gorogoro`, 5×6),
//!   [`Judkins`] (`judkins`, 6×6), [`OkisakiShogi`] (`okisakishogi`, 10×10), [`Euroshogi`]
//!   (`euroshogi`, 8×8), [`YariShogi`] (`yarishogi`, 7×9) and [`ToriShogi`] (`torishogi`,
//!   7×7): Japanese chess and its relatives on other boards, with promotion by choice
//!   (compulsory in EuroShogi and tori shogi) and drops of captured pieces; [`ShoShogi`] (`shoshogi`), the old game
//!   without drops; [`KyotoShogi`] (`kyotoshogi`) and [`MicroShogi`] (`micro`), whose pieces
//!   turn over as they move or capture; [`Dobutsu`] (`dobutsu`), the animal game of 3×4.
//! * [`Crazyhouse`] (`crazyhouse`), [`Loop`] (`loop`), [`Chessgi`] (`chessgi`) and
//!   [`PocketKnight`] (`pocketknight`) and [`Dragon`] (`dragon`): pieces in hand and drops;
//!   [`Placement`] (`placement`): the pieces start in hand and are placed before play.
//! * [`ThreeCheck`] (`3check`), [`FiveCheck`] (`5check`) and [`KingOfTheHill`]
//!   (`kingofthehill`): orthodox chess with one more way to win; [`NoCastle`] (`nocastle`),
//!   [`Raazuvaa`] (`raazuvaa`), [`Torpedo`] (`torpedo`), [`Misere`] (`misere`) and
//!   [`Armageddon`] (`armageddon`, Black's draw odds): with one rule changed.
//! * [`Atomic`] (`atomic`), [`NoCheckAtomic`] (`nocheckatomic`) and [`Atomar`] (`atomar`):
//!   captures explode.
//! * [`Antichess`] (`antichess`), [`Giveaway`] (`giveaway`), [`Suicide`] (`suicide`),
//!   [`Codrus`] (`codrus`) and [`Losers`] (`losers`): captures are compulsory, and losing
//!   wins.
//! * [`Horde`] (`horde`), [`RacingKings`] (`racingkings`), [`Extinction`] (`extinction`),
//!   [`Kinglet`] (`kinglet`), [`ThreeKings`] (`threekings`), [`Coregal`] (`coregal`) and
//!   [`Knightmate`] (`knightmate`): other royalty, other goals.
//!
//! The variants played with the orthodox army take its movement, attack tables and Polyglot
//! keys whole from [`Standard`], and any of them can be played with Chess960 castling
//! ([`CastlingMode::Chess960`](chequer_core::CastlingMode::Chess960)).
//!
//! ## Features
//!
//! Each family is a feature, all of them on by default; a crate that depends on this one with
//! `default-features = false` names the families it compiles.
//!
#![doc = document_features::document_features!()]
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

// Shared items serve several families: with some families left out, some go unused.
#[cfg_attr(
    not(all(
        feature = "lichess",
        feature = "army",
        feature = "fairy",
        feature = "makruk",
        feature = "shogi",
        feature = "xiangqi",
        feature = "walls"
    )),
    allow(dead_code, unused_imports, unused_macros)
)]
mod shared;
pub use shared::boards::*;
#[cfg(any(feature = "lichess", feature = "makruk", feature = "shogi"))]
pub use shared::check_count::CheckCount;
pub use shared::endings::{KinglessEnding, KinglessGame};
#[cfg(any(feature = "lichess", feature = "army", feature = "fairy"))]
pub use shared::promoted_pieces::PromotedPieces;

#[cfg(feature = "orthodox")]
pub mod orthodox;
#[cfg(feature = "orthodox")]
mod standard;
#[cfg(feature = "orthodox")]
pub use standard::{
    BackRank, Chess960, OrthodoxMovement, PolyglotKeys, Role, SLIDER_BACKEND, Standard,
    StartNumberError,
};

#[cfg(feature = "lichess")]
mod lichess;
#[cfg(feature = "lichess")]
pub use lichess::*;

#[cfg(feature = "army")]
mod army;
#[cfg(feature = "army")]
pub use army::*;

#[cfg(feature = "fairy")]
mod fairy;
#[cfg(feature = "fairy")]
pub use fairy::*;

#[cfg(feature = "walls")]
mod walls;
#[cfg(feature = "walls")]
pub use walls::*;

#[cfg(feature = "makruk")]
mod makruk;
#[cfg(feature = "makruk")]
pub use makruk::*;

#[cfg(feature = "shogi")]
mod shogi;
#[cfg(feature = "shogi")]
pub use shogi::*;

#[cfg(feature = "xiangqi")]
mod xiangqi;
#[cfg(feature = "xiangqi")]
pub use xiangqi::*;
