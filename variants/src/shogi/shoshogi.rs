//! Sho shogi (UCI_Variant `shoshogi`), the shogi of the 16th century, as Fairy-Stockfish
//! plays it.
//!
//! Shogi's board, pieces and promotions, with two differences:
//! 1. Each side has a drunk elephant `e` before its king: it steps as a king but straight
//!    backward, and promotes to the crown prince (`+e`), who steps as a king.
//! 2. Captured pieces leave the game: there are no drops.
//! 3. The king and the crown prince are royal together: while a side has both, either may be
//!    left attacked or taken, and the one that remains is royal as a king is. A move is
//!    judged by the royalty before it, so an elephant promoting beside a lone king does not
//!    free the king of check.
//! 4. A side without a legal move loses. The same position four times is a draw, unless one
//!    side gave check with every move of the repetition, who loses.

use crate::Board9x9;
use crate::shared::boards::last_ranks;
use crate::shogi::shogi_family::{ShogiDrops, ShogiEnding, ShogiFamily};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, Color, Legality, Move, Movement, NoHand, OrthodoxCastling, OrthodoxPawns, Position,
    Promotion, Rules, Strategy, ZobristKeys,
};
use chequer_tables::BetzaMovement;

chequer_tables::fairy_pieces! {
    /// The pieces of sho shogi, the promoted kinds after the others.
    pub enum ShoPiece on Board9x9 {
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
        /// Steps as a king but straight backward.
        DrunkElephant = 'e' "FsfW",
        /// Rides diagonally.
        Bishop = 'b' "B",
        /// Rides orthogonally.
        Rook = 'r' "R",
        /// Steps in every direction; royal with the crown prince.
        King = 'k' "K",
        /// The promoted pawn (tokin): moves as a gold.
        Tokin = + Pawn "WfF",
        /// The promoted lance: moves as a gold.
        PromotedLance = + Lance "WfF",
        /// The promoted knight: moves as a gold.
        PromotedKnight = + Knight "WfF",
        /// The promoted silver: moves as a gold.
        PromotedSilver = + Silver "WfF",
        /// The promoted drunk elephant (crown prince): steps as a king; royal with the king.
        CrownPrince = + DrunkElephant "K",
        /// The promoted bishop (horse): rides diagonally, steps orthogonally.
        Horse = + Bishop "BW",
        /// The promoted rook (dragon): rides orthogonally, steps diagonally.
        Dragon = + Rook "RF",
    }
}

/// Sho shogi.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct ShoShogi;

impl Rules for ShoShogi {
    type Geometry = Board9x9;
    type Piece = ShoPiece;
    type MoveList = ArrayVec<Move<Self>, 1024>;
    /// Without a hand, the pawn's drop rules never apply.
    type Hand = NoHand;
    type State = ();
    type Movement = BetzaMovement<ShoPiece>;
    type Keys = ZobristKeys;
    type Legality = ShoLegality;
    type Promotion = Self;
    type Castling = OrthodoxCastling;
    type Drops = ShogiDrops;
    type Ending = ShogiEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "shoshogi";
    const START_FEN: &'static str =
        "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1";
    const KING: ShoPiece = ShoPiece::King;
    /// The shogi pawn has none of the orthodox pawn's rules: it is a forward step.
    const PAWN: Option<ShoPiece> = None;
    const CASTLING_ROOK: Option<ShoPiece> = None;
    const EN_PASSANT: bool = false;
    const PROMOTIONS: &'static [ShoPiece] = &[
        ShoPiece::Tokin,
        ShoPiece::PromotedLance,
        ShoPiece::PromotedKnight,
        ShoPiece::PromotedSilver,
        ShoPiece::CrownPrince,
        ShoPiece::Horse,
        ShoPiece::Dragon,
    ];

    /// Rule 3: the king or the crown prince, when a side has only one of them.
    #[inline(always)]
    fn royals(position: &Position<Self>, color: Color) -> Bitboard<Board9x9> {
        let royal =
            position.pieces(color, ShoPiece::King) | position.pieces(color, ShoPiece::CrownPrince);
        if royal.more_than_one() {
            Bitboard::empty()
        } else {
            royal
        }
    }

    /// The king may be taken while the crown prince stands.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 1)
    }

    /// A side must keep a king or a crown prince.
    fn rule_violation(position: &Position<Self>) -> Option<&'static str> {
        let lost = |color| {
            (position.pieces(color, ShoPiece::King) | position.pieces(color, ShoPiece::CrownPrince))
                .is_empty()
        };
        Color::ALL
            .into_iter()
            .any(lost)
            .then_some("a side has neither king nor crown prince")
    }
}

impl Promotion<Self> for ShoShogi {
    const PIECES_PROMOTE: bool = true;

    /// The last three ranks.
    #[inline(always)]
    fn promotion_zone(color: Color) -> Bitboard<Board9x9> {
        last_ranks::<Self>(color, 3)
    }

    /// Where `color`'s `piece` could never move: the pawn and lance on the last rank, the
    /// knight on the last two.
    #[inline(always)]
    fn immobile_squares(piece: ShoPiece, color: Color) -> Bitboard<Board9x9> {
        match piece {
            ShoPiece::Pawn | ShoPiece::Lance => last_ranks::<Self>(color, 1),
            ShoPiece::Knight => last_ranks::<Self>(color, 2),
            _ => Bitboard::empty(),
        }
    }
}

impl ShogiFamily for ShoShogi {
    const PAWN_LIMIT: Option<(ShoPiece, u8)> = Some((ShoPiece::Pawn, 1));
    const PAWN_DROP_MATES: bool = false;
}

/// Sho shogi's legality, by make-and-test: the lone royal piece, king or crown prince, safe.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ShoLegality;

impl Legality<ShoShogi> for ShoLegality {
    const STRATEGY: Strategy = Strategy::MakeAndTest;

    /// Rule 3, judged by the royalty before the move: the mover's lone royal piece, where it
    /// stands after the move, is not attacked, unless the move took the other side's.
    fn is_legal_after(
        before: &Position<ShoShogi>,
        mv: Move<ShoShogi>,
        after: &Position<ShoShogi>,
    ) -> bool {
        let us = before.turn();
        let Some(royal) = ShoShogi::royals(before, us).first() else {
            return true;
        };
        let royal = if mv.from() == Some(royal) {
            mv.to()
        } else {
            royal
        };
        ShoShogi::royals(before, !us).contains(mv.to())
            || !<ShoShogi as Rules>::Movement::is_attacked(after, royal, !us, after.occupied())
    }
}
