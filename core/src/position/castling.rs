//! Castling as Chess960 defines it, of which orthodox castling is the special case: a right is
//! the square of the rook the king may castle with, and king and rook end on fixed files
//! whatever their start squares.

use crate::board::bitboard::Bitboard;
use crate::board::color::{ByColor, Color};
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::rules::Castling;
use crate::rules::Rules;
use crate::rules::Sq;

/// How castling is written and which castling rights a position may hold.
///
/// The mode never changes which moves are legal: orthodox castling is Chess960 castling from
/// the orthodox start squares. It decides the UCI notation of castling moves and whether
/// rights for rooks off the start squares are accepted by
/// [`Position::set_castling_mode`](crate::Position::set_castling_mode).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum CastlingMode {
    /// Orthodox chess: rights only for the king and rooks on the squares of the rule set's
    /// start position; UCI writes the king's move to its destination (`e1g1`).
    #[default]
    Standard,
    /// Chess960: a right for any rook on the back rank on either side of the king; UCI writes
    /// the king taking its own rook (`e1h1`), as engines in `UCI_Chess960` mode expect.
    Chess960,
}

/// The side of the king a castling rook stands on.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum CastlingSide {
    /// Towards the lower files (the a-side; `O-O-O` in orthodox chess).
    QueenSide,
    /// Towards the higher files (the h-side; `O-O` in orthodox chess).
    KingSide,
}

impl CastlingSide {
    /// Both sides, queen side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::QueenSide, CastlingSide::KingSide];

    /// The side of `king` that `rook`, on the same rank, stands on.
    #[inline(always)]
    pub fn of<G: Geometry>(king: Square<G>, rook: Square<G>) -> CastlingSide {
        // On one rank, the higher index is the higher file.
        if rook.index() > king.index() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        }
    }

    /// 0 for the queen side, 1 for the king side.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The squares each castling right needs, computed once when the position is set up.
///
/// They stay valid for the whole game: a right disappears as soon as its king or rook moves,
/// so the squares of a right that still exists never change.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct CastlingPaths<G: Geometry> {
    /// Per colour and side: the squares that must be empty but for the king and the rook.
    empty: ByColor<[Bitboard<G>; 2]>,
    /// Per colour and side: the squares the king crosses or lands on, which must not be
    /// attacked.
    king: ByColor<[Bitboard<G>; 2]>,
}

impl<G: Geometry> CastlingPaths<G> {
    /// No paths: for a position without castling rights.
    pub(crate) fn none() -> Self {
        CastlingPaths {
            empty: ByColor::default(),
            king: ByColor::default(),
        }
    }

    /// The paths of every right in `rooks`, each castling with the king of its colour.
    pub(crate) fn new<R: Rules<Geometry = G>>(
        kings: ByColor<Option<Square<G>>>,
        rooks: Bitboard<G>,
    ) -> Self {
        let mut paths = Self::none();
        for color in Color::ALL {
            let Some(king) = kings[color] else {
                continue;
            };
            let back_rank = R::Castling::castling_rank(color);
            if !back_rank.contains(king) {
                continue;
            }
            for rook in rooks & back_rank {
                paths.add::<R>(color, king, rook);
            }
        }
        paths
    }

    /// Records the paths of the right of `color`'s king on `king` to castle with `rook`.
    fn add<R: Rules<Geometry = G>>(&mut self, color: Color, king: Square<G>, rook: Square<G>) {
        let Some((king_to, rook_to)) = destinations::<R>(king, rook) else {
            return;
        };
        let side = CastlingSide::of(king, rook).index();
        // The destination is tested even when the king already stands there: the castling
        // rook may be what shields it.
        let king_path = span(king, king_to).without(king).with(king_to);
        self.king[color][side] = king_path;
        self.empty[color][side] = (king_path | span(rook, rook_to))
            .without(rook)
            .without(king);
    }

    /// The squares that must be empty for `color` to castle on `side`.
    #[inline(always)]
    pub(crate) fn empty(&self, color: Color, side: CastlingSide) -> Bitboard<G> {
        self.empty[color][side.index()]
    }

    /// The squares `color`'s king crosses or lands on when castling on `side`.
    #[inline(always)]
    pub(crate) fn king(&self, color: Color, side: CastlingSide) -> Bitboard<G> {
        self.king[color][side.index()]
    }
}

/// Where king and rook land when the king on `king` castles with the rook on `rook`:
/// `(king destination, rook destination)`, on the files [`Castling::castling_files`](crate::Castling::castling_files) names.
#[inline(always)]
pub(crate) fn destinations<R: Rules>(king: Sq<R>, rook: Sq<R>) -> Option<(Sq<R>, Sq<R>)> {
    let (king_file, rook_file) = R::Castling::castling_files(CastlingSide::of(king, rook));
    Some((
        Square::from_coords(king_file, king.rank())?,
        Square::from_coords(rook_file, king.rank())?,
    ))
}

/// The squares of a rank from `a` to `b`, both included.
fn span<G: Geometry>(a: Square<G>, b: Square<G>) -> Bitboard<G> {
    let (low, high) = (a.file().min(b.file()), a.file().max(b.file()));
    (low..=high)
        .filter_map(|file| Square::from_coords(file, a.rank()))
        .collect()
}
