//! Other boards and other pieces: Los Alamos (6×6), Gardner (5×5), the 10×8 games of
//! Capablanca and his heirs, 9×9 and 10×10 games, compound and riding pieces, orthodox pieces
//! that step or capture other ways.

mod almost;
mod amazon;
mod army_chess;
mod breakthrough;
pub(crate) mod capablanca;
mod capahouse;
mod centaur;
pub(crate) mod chancellor_chess;
mod clobber;
mod fairy_chess;
mod fox_and_hounds;
mod gardner;
pub(crate) mod grand;
mod grasshopper;
mod gustav3;
mod janus;
mod jesonmor;
mod legan;
mod los_alamos;
mod modern_chess;
mod nightrider;
mod omicron;
mod opulent;
mod perfect;
mod petrified;
mod seirawan;
mod shako;
mod sort_of_almost;
mod spartan;
mod tencubed;
mod troitzky;
mod wolf;

pub use almost::{Almost, AlmostPiece};
pub use amazon::{Amazon, AmazonChess, AmazonPiece, Georgian};
pub use army_chess::{
    ArmyChess, Berolina, BerolinaPiece, ChangedArmy, HoppelPoppel, HoppelPoppelPiece, NewZealand,
    NewZealandPiece, Paradigm, ParadigmPiece, PawnBack, PawnBackPiece, PawnSideways,
    PawnSidewaysPiece, ReversibleSteps,
};
pub use breakthrough::{Breakthrough, BreakthroughPiece};
pub use capablanca::{Capablanca, CapablancaFamily, CapablancaPiece, Embassy, Gothic};
pub use capahouse::Capahouse;
pub use centaur::{Centaur, CentaurPiece};
pub use chancellor_chess::{ChancellorChess, ChancellorPiece, NineFileCastling};
pub use clobber::{
    Clobber, Clobber10, Clobber10Stone, ClobberBoard, ClobberGame, ClobberStone, FiveBySix,
    TenByTen,
};
pub use fairy_chess::{FairyChess, FairyChessPiece};
pub use fox_and_hounds::{FoxAndHounds, FoxAndHoundsPiece};
pub use gardner::{Gardner, GardnerPiece};
pub use grand::{Grand, GrandArmy, GrandPiece, GrandPromotion};
pub use grasshopper::{Grasshopper, GrasshopperPiece};
pub use gustav3::{Gustav3, Gustav3Board, Gustav3Piece};
pub use janus::{Janus, JanusPiece};
pub use jesonmor::{JesonMor, JesonMorPiece};
pub use legan::{Legan, LeganPiece};
pub use los_alamos::{LosAlamos, LosAlamosMovement, LosAlamosPiece};
pub use modern_chess::{ModernChess, ModernPiece};
pub use nightrider::{Nightrider, NightriderPiece};
pub use omicron::{Omicron, OmicronBoard, OmicronPiece};
pub use opulent::{Opulent, OpulentPiece};
pub use perfect::{Perfect, PerfectPiece};
pub use petrified::{Petrified, PetrifiedPiece};
pub use seirawan::{Gates, Seirawan, SeirawanFamily, SeirawanPiece, Shouse};
pub use shako::{Shako, ShakoPiece};
pub use sort_of_almost::{ChancellorAgainstQueen, Chigorin, SortOfAlmost, SortOfAlmostPiece};
pub use spartan::{Spartan, SpartanLegality, SpartanPiece};
pub use tencubed::{TenCubed, TenCubedPiece};
pub use troitzky::{Troitzky, TroitzkyBoard, TroitzkyPiece};
pub use wolf::{Wolf, WolfPiece};
