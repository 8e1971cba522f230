//! Antichess (UCI_Variant `antichess`, lichess), giveaway (`giveaway`, Fairy-Stockfish) and
//! suicide (`suicide`, Fairy-Stockfish): lose every piece to win.
//!
//! Captures are compulsory (en passant too), the king is an ordinary piece that may be
//! taken and that a pawn may promote to, and there is no check. A player who has lost every
//! piece, or who has no move, has won. Antichess has no castling; giveaway keeps it, and its
//! king, not being royal, may castle out of, through and into attacks. Suicide is antichess
//! where a player without a move wins only with fewer pieces than the opponent, and draws
//! with as many (FICS's rule).

use crate::Board8x8;
use crate::shared::endings::{Extinct, extinction};
use crate::standard::Role;
use crate::standard::{OrthodoxMovement, PolyglotKeys};
use arrayvec::ArrayVec;
use chequer_core::{
    Bitboard, CapturedPiecesLeave, Color, Ending, LastRankPromotion, MasksBySideAndCheck, Move,
    NoHand, OrthodoxCastling, OrthodoxPawns, Outcome, Position, Rules,
};

/// Antichess with castling (`CASTLING = true`, giveaway) or without (antichess), and where
/// a player without a move wins (`COUNT_ON_STALEMATE = false`) or wins with fewer pieces
/// (suicide).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct GiveawayChess<const CASTLING: bool, const COUNT_ON_STALEMATE: bool = false>;

/// Antichess as lichess plays it: no castling.
pub type Antichess = GiveawayChess<false>;

/// Giveaway as Fairy-Stockfish plays it: antichess with castling.
pub type Giveaway = GiveawayChess<true>;
/// Suicide as Fairy-Stockfish plays it: antichess where a player without a move needs fewer
/// pieces to win.
pub type Suicide = GiveawayChess<false, true>;

impl<const CASTLING: bool, const COUNT_ON_STALEMATE: bool> Rules
    for GiveawayChess<CASTLING, COUNT_ON_STALEMATE>
{
    type Geometry = Board8x8;
    type Piece = Role;
    type Movement = OrthodoxMovement;
    type Keys = PolyglotKeys;
    /// Compared with other libraries' speed: the generator compiled per side and check.
    type Legality = MasksBySideAndCheck;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = Self;
    type Pawns = OrthodoxPawns;
    type MoveList = ArrayVec<Move<Self>, 768>;
    type Hand = NoHand;
    type State = ();

    const NAME: &'static str = match (CASTLING, COUNT_ON_STALEMATE) {
        (true, false) => "giveaway",
        (false, false) => "antichess",
        (false, true) => "suicide",
        (true, true) => panic!("no game castles and counts pieces on stalemate"),
    };
    const START_FEN: &'static str = if CASTLING {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    } else {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    };

    const KING: Role = Role::King;
    const PAWN: Option<Role> = Some(Role::Pawn);
    const CASTLING_ROOK: Option<Role> = if CASTLING { Some(Role::Rook) } else { None };
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [Role] = &[
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::King,
    ];
    const MUST_CAPTURE: bool = true;

    /// No piece is royal.
    #[inline(always)]
    fn royals(_: &Position<Self>, _: Color) -> Bitboard<Board8x8> {
        Bitboard::empty()
    }

    /// Any number of kings.
    fn king_count(_: Color) -> (usize, usize) {
        (0, 64)
    }
}

impl<const CASTLING: bool, const COUNT_ON_STALEMATE: bool> Ending<Self>
    for GiveawayChess<CASTLING, COUNT_ON_STALEMATE>
{
    /// A side without pieces has won.
    #[inline(always)]
    fn variant_outcome(position: &Position<Self>) -> Option<Outcome> {
        extinction(position, Extinct::Wins, |color| {
            position.by_color(color).is_empty()
        })
    }

    /// A side without a move has won; in suicide, the side with fewer pieces has, and with
    /// as many it is a draw.
    fn no_moves_outcome(position: &Position<Self>) -> Outcome {
        let mover = position.turn();
        if !COUNT_ON_STALEMATE {
            return Outcome::VariantWin { winner: mover };
        }
        let ours = position.by_color(mover).count();
        let theirs = position.by_color(!mover).count();
        match ours.cmp(&theirs) {
            core::cmp::Ordering::Less => Outcome::VariantWin { winner: mover },
            core::cmp::Ordering::Greater => Outcome::VariantWin { winner: !mover },
            core::cmp::Ordering::Equal => Outcome::VariantDraw,
        }
    }

    /// Any material can still be given away.
    fn insufficient_material(_: &Position<Self>) -> bool {
        false
    }
}
