//! Fairy-Stockfish's variants of the orthodox army: pieces in hand (loop, chessgi, pocket
//! knight, dragon), a setup phase (placement), two boards (bughouse, koedem), compulsory captures (losers, codrus), explosions without check (nocheckatomic,
//! atomar), extinction (extinction, kinglet, three kings), other royalty (coregal, knightmate),
//! and one rule changed (nocastle, raazuvaa, torpedo, misere).

mod bughouse;
mod codrus;
mod coregal;
mod dragon;
mod extinction_chess;
mod knightmate;
mod loop_chess;
mod losers;
mod nocheck_atomic;
mod one_rule_changed;
mod placement;
mod pocket_knight;
mod three_kings;

pub use bughouse::{Bughouse, BughouseFamily, Koedem};
pub use codrus::Codrus;
pub use coregal::Coregal;
pub use dragon::{Dragon, DragonPiece};
pub use extinction_chess::{Extinction, ExtinctionChess, Kinglet};
pub use knightmate::{Knightmate, KnightmateMovement, KnightmatePiece};
pub use loop_chess::{Chessgi, Loop, LoopChess};
pub use losers::Losers;
pub use nocheck_atomic::{Atomar, NoCheckAtomic, NoCheckAtomicChess, NoCheckAtomicLegality};
pub use one_rule_changed::{
    Armageddon, ArmageddonRules, Misere, MisereRules, NoCastle, OrthodoxChange, OrthodoxWith,
    Raazuvaa, RaazuvaaRules, Torpedo, TorpedoRules, WithoutCastling,
};
pub use placement::Placement;
pub use pocket_knight::PocketKnight;
pub use three_kings::ThreeKings;
