//! A piece set's movements, compiled from Betza notation: what a fairy rule set's
//! `Movement::attacks` looks up.
//!
//! ```
//! use chequer_core::{Bitboard, Color, Grid, Square};
//! use chequer_tables::army::Army;
//!
//! chequer_core::piece_set! {
//!     /// Pieces of a 10×8 board.
//!     pub enum Piece { Pawn = 'p', Archbishop = 'a', King = 'k' }
//! }
//! type Board = Grid<10, 8, u128>;
//! let army = Army::<Board, Piece>::from_betza(|piece| match piece {
//!     Piece::Pawn => "fmWfcFifmnD",
//!     Piece::Archbishop => "BN",
//!     Piece::King => "K",
//! })
//! .unwrap();
//! let e4: Square<Board> = "e4".parse().unwrap();
//! assert_eq!(army.attacks(Piece::Archbishop, Color::White, e4, Bitboard::empty()).len(), 14 + 8);
//! ```

use crate::betza::{self, BetzaError, Shape};
use crate::betza_pieces::BetzaPieces;
use crate::movement::Movement;
use crate::obstruction::LineSliders;
use crate::per_square::{PerSquare, SquareSets};
use alloc::vec::Vec;
use chequer_core::{Bitboard, ByColor, Color, Geometry, Piece, Square};

/// The movement of every kind of a piece set `P` on boards of geometry `G`.
#[derive(Clone, Debug)]
pub struct Army<G: Geometry, P: Piece> {
    /// Indexed by [`Piece::index`].
    movements: Vec<Movement<G>>,
    /// The lines through each square, for the attackers' shared line lookups.
    lines: LineSliders<G>,
    /// How the attackers of each colour are found.
    attacker_lookups: ByColor<AttackerLookups<G, P>>,
}

/// How the attackers of one colour are found: the lookups that the reversible kinds share,
/// made once from the attacked square for all of them (one per line ridden, one per distinct
/// leap table), then the rest of each kind by itself.
#[derive(Clone, Debug)]
struct AttackerLookups<G: Geometry, P: Piece> {
    /// Per line of [`LINES`](crate::obstruction::LINES), the kinds that ride it to the edge both ways.
    line_riders: [Vec<P>; 4],
    /// Each distinct leap table (per square), with the kinds that leap so.
    leapers: Vec<(SquareSets<G>, Vec<P>)>,
    /// Reversible kinds whose hops, one-way lines, lame leaps and other directions (limited
    /// rides) are looked up alone.
    others: Vec<P>,
    /// Kinds whose attacks are not reversible: each piece's own attacks are looked up.
    irreversible: Vec<P>,
}

impl<G: Geometry, P: Piece> AttackerLookups<G, P> {
    /// The lookups for attackers of colour `by`, from `movements` by kind.
    fn new(movements: &[Movement<G>], by: Color) -> Self {
        let mut lookups = AttackerLookups {
            line_riders: Default::default(),
            leapers: Vec::new(),
            others: Vec::new(),
            irreversible: Vec::new(),
        };
        for piece in P::all() {
            let movement = &movements[piece.index()];
            if !movement.is_reversible() {
                lookups.irreversible.push(piece);
                continue;
            }
            // Read from the attacked square, backward.
            let targets = movement.attacker_targets(by, Shape::ALL);
            let shape = targets.shape();
            for (line, riders) in lookups.line_riders.iter_mut().enumerate() {
                if targets.whole_lines() & (1 << line) != 0 {
                    riders.push(piece);
                }
            }
            if shape.leaps {
                let table = PerSquare::new(|square| targets.leaps(square));
                match lookups
                    .leapers
                    .iter_mut()
                    .find(|(known, _)| *known == table)
                {
                    Some((_, kinds)) => kinds.push(piece),
                    None => lookups.leapers.push((table, alloc::vec![piece])),
                }
            }
            if shape.others || shape.hops != 0 || shape.lines != targets.whole_lines() {
                lookups.others.push(piece);
            }
        }
        lookups
    }
}

impl<G: Geometry, P: Piece> Army<G, P> {
    /// Compiles each kind's Betza description; the first invalid one is the error.
    pub fn from_betza(betza: impl Fn(P) -> &'static str) -> Result<Self, BetzaError> {
        let movements: Vec<Movement<G>> = P::all()
            .map(|piece| betza::parse(betza(piece)).map(|atoms| Movement::new(&atoms)))
            .collect::<Result<_, _>>()?;
        let attacker_lookups = ByColor {
            white: AttackerLookups::new(&movements, Color::White),
            black: AttackerLookups::new(&movements, Color::Black),
        };
        Ok(Army {
            movements,
            lines: LineSliders::new(),
            attacker_lookups,
        })
    }

    /// The army of a piece set declared with [`fairy_pieces!`](crate::fairy_pieces), from its
    /// descriptions, which the macro has checked; each kind's shape must cover its captures.
    pub fn of_betza_pieces() -> Self
    where
        P: BetzaPieces<Board = G>,
    {
        let army =
            Self::from_betza(P::betza).expect("the piece set's Betza descriptions are valid");
        assert!(
            army.covered_by(P::shape),
            "each shape covers its kind's tables"
        );
        army
    }

    /// The movement of `piece`.
    #[inline(always)]
    pub fn movement(&self, piece: P) -> &Movement<G> {
        &self.movements[piece.index()]
    }

    /// The squares a `color` `piece` on `from` attacks among `occupied`.
    #[inline(always)]
    pub fn attacks(
        &self,
        piece: P,
        color: Color,
        from: Square<G>,
        occupied: Bitboard<G>,
    ) -> Bitboard<G> {
        self.movement(piece).captures(color, from, occupied, false)
    }

    /// As [`Army::attacks`], making only the lookups of `shape`, which must cover the piece's
    /// ([`Army::covered_by`]): with a constant shape, the tests of what the kind does are
    /// decided at compile time.
    #[inline(always)]
    pub fn attacks_shaped(
        &self,
        piece: P,
        shape: Shape,
        color: Color,
        from: Square<G>,
        occupied: Bitboard<G>,
    ) -> Bitboard<G> {
        self.movement(piece)
            .captures_shaped(color, from, occupied, shape)
    }

    /// Whether `shape` gives, for every kind, shapes that cover its captures.
    pub fn covered_by(&self, shape: impl Fn(P) -> Shape) -> bool {
        P::all().all(|piece| self.movement(piece).covered_by(shape(piece)))
    }

    /// The empty squares a `color` `piece` on `from` may move to without capturing among
    /// `occupied`; its initial moves too `on_initial_square`.
    #[inline(always)]
    pub fn quiet(
        &self,
        piece: P,
        color: Color,
        from: Square<G>,
        occupied: Bitboard<G>,
        on_initial_square: bool,
    ) -> Bitboard<G> {
        self.movement(piece)
            .quiet(color, from, occupied, on_initial_square)
    }

    /// The pieces of colour `by` that attack `square` among `occupied`, `pieces` giving
    /// where `by`'s pieces of each kind stand: reversible kinds looked up from the square,
    /// each line and each leap table once for all the kinds that share it; the others
    /// (grasshoppers) from each piece.
    #[inline]
    pub fn attackers(
        &self,
        square: Square<G>,
        by: Color,
        occupied: Bitboard<G>,
        pieces: impl Fn(P) -> Bitboard<G>,
    ) -> Bitboard<G> {
        let lookups = &self.attacker_lookups[by];
        let of_kinds = |kinds: &[P]| {
            kinds
                .iter()
                .fold(Bitboard::empty(), |found, &piece| found | pieces(piece))
        };
        let mut found = Bitboard::empty();
        for (line, riders) in lookups.line_riders.iter().enumerate() {
            found |= self
                .lines
                .riders_along(line, square, occupied, of_kinds(riders));
        }
        for (leaps, kinds) in &lookups.leapers {
            found |= *leaps.get(square) & of_kinds(kinds);
        }
        for &piece in &lookups.others {
            let candidates = pieces(piece);
            if candidates.is_nonempty() {
                let targets = self.movement(piece).attacker_targets(by, Shape::ALL);
                let shape = targets.shape();
                let rest = Shape {
                    leaps: false,
                    lines: shape.lines & !targets.whole_lines(),
                    ..shape
                };
                found |= targets.get_part_among(square, occupied, rest, candidates) & candidates;
            }
        }
        for &piece in &lookups.irreversible {
            found |= self.kind_attackers(piece, Shape::ALL, square, by, occupied, pieces(piece));
        }
        found
    }

    /// Which of `candidates`, pieces of kind `piece` and colour `by`, attack `square` among
    /// `occupied`: looked up from the square where the kind's attacks are reversible
    /// ([`Movement::is_reversible`]), making only the lookups of `shape` (which must cover
    /// the kind's, see [`Army::covered_by`]), else from each candidate.
    #[inline(always)]
    pub fn kind_attackers(
        &self,
        piece: P,
        shape: Shape,
        square: Square<G>,
        by: Color,
        occupied: Bitboard<G>,
        candidates: Bitboard<G>,
    ) -> Bitboard<G> {
        let movement = self.movement(piece);
        if candidates.is_empty() {
            Bitboard::empty()
        } else if movement.is_reversible() {
            movement.attackers_shaped(by, square, occupied, shape, candidates)
        } else {
            Self::attackers_one_by_one(movement, square, by, occupied, candidates)
        }
    }

    /// Which of `candidates`, with `movement`, attack `square`: asked of each, for attacks
    /// that are not reversible. Out of line, away from the common kinds' lookups.
    #[inline(never)]
    fn attackers_one_by_one(
        movement: &Movement<G>,
        square: Square<G>,
        by: Color,
        occupied: Bitboard<G>,
        candidates: Bitboard<G>,
    ) -> Bitboard<G> {
        candidates
            .filter(|&from| {
                movement
                    .captures(by, from, occupied, false)
                    .contains(square)
            })
            .collect()
    }

    /// Which of `riders` attack `square` along line `line` of
    /// [`LINES`](crate::obstruction::LINES) among `occupied`.
    #[inline(always)]
    pub fn riders_along(
        &self,
        line: usize,
        square: Square<G>,
        occupied: Bitboard<G>,
        riders: Bitboard<G>,
    ) -> Bitboard<G> {
        self.lines.riders_along(line, square, occupied, riders)
    }

    /// The squares a `color` `piece` on `from` attacks by leaping, whatever stands around.
    #[inline(always)]
    pub fn leaps(&self, piece: P, color: Color, from: Square<G>) -> Bitboard<G> {
        self.movement(piece).capture_targets(color).leaps(from)
    }
}

/// Declares a piece set whose movement is given in Betza notation: the enum (as
/// `chequer_core::piece_set!` declares it, with FEN letters, or `+ Base` for the promoted form
/// of `Base`), and its implementation of [`BetzaPieces`]: the board, the kinds' names and
/// descriptions, and the static that holds its [`Army`], compiled on first use. The trait's
/// generic methods give each kind's `attacks` and `quiet_moves` and the `attackers` of a
/// square.
///
/// ```
/// use chequer_core::{Bitboard, Color, Grid, Square};
/// use chequer_tables::BetzaPieces;
///
/// chequer_tables::fairy_pieces! {
///     /// The pieces of a 9×9 game.
///     pub enum NinePiece on Grid<9, 9, u128> {
///         /// Captures diagonally forward (its pushes are the core's).
///         Pawn = 'p' "fcF",
///         /// A rook that may also leap as a knight.
///         Chancellor = 'c' "RN",
///         /// Steps one square.
///         King = 'k' "K",
///     }
/// }
///
/// let e5: Square<Grid<9, 9, u128>> = "e5".parse().unwrap();
/// assert_eq!(NinePiece::Chancellor.attacks(Color::White, e5, Bitboard::empty()).len(), 16 + 8);
/// ```
#[macro_export]
macro_rules! fairy_pieces {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident on $board:ty {
            $($(#[$variant_meta:meta])* $variant:ident = $token:tt $($base:ident)? $betza:literal),+ $(,)?
        }
    ) => {
        $crate::__core::piece_set! {
            $(#[$meta])*
            $vis enum $name {
                $($(#[$variant_meta])* $variant = $token $($base)?),+
            }
        }

        impl $crate::BetzaPieces for $name {
            type Board = $board;
            const NAMES: &'static [&'static str] = &[$(stringify!($variant)),+];
            const DESCRIPTIONS: &'static [&'static str] = &[$($betza),+];
            const DESCRIBED: &'static [$crate::betza_pieces::Described] =
                &$crate::betza_pieces::describe::<{ <$name as $crate::__core::Piece>::COUNT }>(
                    Self::DESCRIPTIONS,
                );

            fn army() -> &'static $crate::army::Army<$board, $name> {
                static ARMY: $crate::__once_cell::race::OnceBox<$crate::army::Army<$board, $name>> =
                    $crate::__once_cell::race::OnceBox::new();
                ARMY.get_or_init(|| $crate::__Box::new($crate::army::Army::of_betza_pieces()))
            }
        }
    };
}
