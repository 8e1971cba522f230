//! Shogi (UCI_Variant `shogi`), Japanese chess, as Fairy-Stockfish plays it, and check shogi
//! (`checkshogi`), where the first check wins ([`CheckCount`]; its FEN counts the checks, the
//! SFEN does not).
//!
//! Nine files and nine ranks; white (sente, upper case) moves first from the bottom.
//! 1. Pawn `p` steps forward, lance `l` rides forward, knight `n` leaps two forward and one
//!    aside, silver `s` steps diagonally or forward, gold `g` orthogonally or diagonally
//!    forward, bishop `b` and rook `r` ride as in chess, king `k` steps.
//! 2. A move that starts or ends in the last three ranks may promote the piece: pawn, lance,
//!    knight and silver to a gold's moves (`+p`, `+l`, `+n`, `+s`), bishop to the horse (`+b`,
//!    bishop and wazir), rook to the dragon (`+r`, rook and ferz). Gold and king never
//!    promote. A piece must promote where it could not move again: a pawn or lance on the last
//!    rank, a knight on the last two.
//! 3. A captured piece goes to the capturer's hand unpromoted; instead of moving, a player may
//!    drop a piece from hand on an empty square, unpromoted: never where it could not move
//!    again, never a pawn on a file that holds an unpromoted pawn of its own, never a pawn
//!    that mates.
//! 4. A side without a legal move loses.
//!
//! 5. The same position four times ends the game (*sennichite*): a draw, but the side that gave
//!    check with every move of the repetition loses. [`Game`](chequer_core::Game) applies it.

use crate::Board9x9;
use crate::shared::check_count::CheckCount;
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily, ShogiPromotion};
use arrayvec::ArrayVec;
use chequer_core::{
    Masks, Move, OrthodoxCastling, OrthodoxPawns, Outcome, Pockets, Position, Rules, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of shogi, the promoted kinds after the others.
    pub enum ShogiPiece on Board9x9 {
        /// Steps forward.
        Pawn = 'p' "fW",
        /// Rides forward.
        Lance = 'l' "fR",
        /// Leaps two forward and one aside.
        Knight = 'n' "ffN",
        /// Steps diagonally or forward.
        Silver = 's' "FfW",
        /// Steps orthogonally or diagonally forward.
        Gold = 'g' "WfF",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps in every direction; royal.
        King = 'k' "K",
        /// The promoted pawn (tokin): moves as a gold.
        Tokin = + Pawn "WfF",
        /// The promoted lance: moves as a gold.
        PromotedLance = + Lance "WfF",
        /// The promoted knight: moves as a gold.
        PromotedKnight = + Knight "WfF",
        /// The promoted silver: moves as a gold.
        PromotedSilver = + Silver "WfF",
        /// The promoted bishop (horse): rides diagonally, steps orthogonally.
        Horse = + Bishop "BW",
        /// The promoted rook (dragon): rides orthogonally, steps diagonally.
        Dragon = + Rook "RF",
    }
}

/// Shogi, and with `CHECKS` = 1 check shogi; with 0 checks count for nothing.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ShogiGame<const CHECKS: u8>;

/// Shogi.
pub type Shogi = ShogiGame<0>;
/// Check shogi: shogi where the first check wins.
pub type CheckShogi = ShogiGame<1>;

impl<const CHECKS: u8> Rules for ShogiGame<CHECKS> {
    type Geometry = Board9x9;
    type Piece = ShogiPiece;
    /// Every kind may be dropped on most squares: validation's bound with full hands.
    type MoveList = ArrayVec<Move<Self>, 2048>;
    type Hand = Pockets<ShogiPiece>;
    type State = CheckCount<(), CHECKS>;
    type Movement = BetzaMovement<ShogiPiece>;
    type Keys = ZobristKeys;
    type Legality = Masks;
    type Promotion = ShogiPromotion;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = match CHECKS {
        0 => "shogi",
        1 => "checkshogi",
        _ => panic!("check shogi is played to the first check"),
    };
    const START_FEN: &'static str = match CHECKS {
        0 => "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1",
        _ => "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 1+1 0 1",
    };
    const KING: ShogiPiece = ShogiPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<ShogiPiece> = None;
    const CASTLING_ROOK: Option<ShogiPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [ShogiPiece] = &[
        ShogiPiece::Tokin,
        ShogiPiece::PromotedLance,
        ShogiPiece::PromotedKnight,
        ShogiPiece::PromotedSilver,
        ShogiPiece::Horse,
        ShogiPiece::Dragon,
    ];

    /// A check counts for the side that gave it.
    #[inline(always)]
    fn after_move(position: &mut Position<Self>, _: Move<Self>, _: Option<ShogiPiece>) {
        CheckCount::after_move(position);
    }
}

impl<const CHECKS: u8> ShogiFamily for ShogiGame<CHECKS> {
    const PAWN_LIMIT: Option<(ShogiPiece, u8)> = Some((ShogiPiece::Pawn, 1));
    const PAWN_DROP_MATES: bool = false;

    /// Where `piece` could never move again: the pawn and lance on the last rank, the knight
    /// on the last two.
    #[inline(always)]
    fn dead_ranks(piece: ShogiPiece) -> u8 {
        match piece {
            ShogiPiece::Pawn | ShogiPiece::Lance => 1,
            ShogiPiece::Knight => 2,
            _ => 0,
        }
    }

    /// In check shogi, the first check wins.
    #[inline(always)]
    fn own_outcome(position: &Position<Self>) -> Option<Outcome> {
        CheckCount::outcome(position)
    }
}
