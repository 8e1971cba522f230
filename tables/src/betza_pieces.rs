//! Piece sets described in Betza notation: the trait [`fairy_pieces!`](crate::fairy_pieces)
//! implements by declaring each kind's description, and the lookups every such piece set
//! shares, written once as generic code.

use crate::army::Army;
use crate::betza::{self, Shape};
use chequer_core::{Bitboard, Color, Geometry, Piece, Square, Steps};

/// What one kind's Betza description tells the lookups, read at compile time so that each
/// kind makes only its own lookups.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Described {
    /// The lookups its captures need ([`betza::shape`]).
    pub shape: Shape,
    /// The lookups its quiet moves need ([`betza::quiet_shape`]).
    pub quiet_shape: Shape,
    /// Whether it moves as it captures ([`betza::moves_as_it_captures`]).
    pub moves_as_it_captures: bool,
    /// Whether it is plain ([`betza::is_plain`]): its attackers are found from the square
    /// with the other kinds' lookups.
    pub plain: bool,
    /// Whether it is a symmetric leaper ([`betza::is_symmetric_leaper`]).
    pub symmetric_leaper: bool,
    /// The first kind that leaps as it does: its leap table stands for both.
    pub first_alike: usize,
    /// The first kind described as it is: its lookup stands for both.
    pub first_same: usize,
}

impl Described {
    /// What a kind that captures nothing and never moves would tell.
    pub const NONE: Described = Described {
        shape: Shape::NONE,
        quiet_shape: Shape::NONE,
        moves_as_it_captures: false,
        plain: false,
        symmetric_leaper: false,
        first_alike: 0,
        first_same: 0,
    };

    /// Whether its attackers are found with lookups it shares with other kinds: a plain kind
    /// or a symmetric leaper.
    const fn by_lookup_shared(self) -> bool {
        self.plain || self.symmetric_leaper
    }
}

/// What each of `descriptions`, the Betza descriptions of a piece set's `N` kinds in index
/// order, tells the lookups. For [`BetzaPieces::DESCRIBED`].
pub const fn describe<const N: usize>(descriptions: &[&str]) -> [Described; N] {
    let mut leap_sets = [0u16; N];
    let mut index = 0;
    while index < N {
        leap_sets[index] = betza::leap_set(descriptions[index]);
        index += 1;
    }
    let mut described = [Described::NONE; N];
    let mut index = 0;
    while index < N {
        let betza = descriptions[index];
        described[index] = Described {
            shape: betza::shape(betza),
            quiet_shape: betza::quiet_shape(betza),
            moves_as_it_captures: betza::moves_as_it_captures(betza),
            plain: betza::is_plain(betza),
            symmetric_leaper: betza::is_symmetric_leaper(betza),
            first_alike: betza::first_alike(&leap_sets, index),
            first_same: betza::first_same(descriptions, index),
        };
        index += 1;
    }
    described
}

/// Whether one of `descriptions` leaps along a line over squares it does not touch.
const fn any_leaps_along_lines(descriptions: &[&str]) -> bool {
    let mut index = 0;
    while index < descriptions.len() {
        if betza::leaps_along_lines(descriptions[index]) {
            return true;
        }
        index += 1;
    }
    false
}

/// The captures of the kind of `names` named `Pawn`, where they are all one-square steps.
const fn pawn_capture_steps(names: &[&str], descriptions: &[&str]) -> Steps {
    let mut index = 0;
    while index < names.len() {
        if betza::names_pawn(names[index]) {
            return betza::capture_steps(descriptions[index]);
        }
        index += 1;
    }
    Steps::NONE
}

/// Runs `$body` with `$index` bound to each literal index a piece set may have, so that what
/// a kind's description says is a constant in its copy of the body.
macro_rules! each_index {
    ($index:ident => $body:block) => {
        each_index!(@ $index $body 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23
            24 25 26 27 28 29 30 31)
    };
    (@ $index:ident $body:block $($literal:literal)*) => {
        $({
            const $index: usize = $literal;
            $body
        })*
    };
}

/// The most kinds a piece set of [`fairy_pieces!`](crate::fairy_pieces) may have.
pub const MAX_KINDS: usize = 32;

/// A piece set whose movement is given in Betza notation: what
/// [`fairy_pieces!`](crate::fairy_pieces) declares (the board, each kind's name and
/// description, and the army's storage), and each kind's attacks, quiet moves and attackers,
/// looked up in an [`Army`] compiled from the descriptions on first use.
/// [`BetzaMovement`](crate::BetzaMovement) reads it.
pub trait BetzaPieces: Piece {
    /// The board the pieces were declared on.
    type Board: Geometry;

    /// Each kind's name, in index order.
    const NAMES: &'static [&'static str];

    /// Each kind's Betza description, in index order.
    const DESCRIPTIONS: &'static [&'static str];

    /// What each description tells the lookups: [`describe`] of [`BetzaPieces::DESCRIPTIONS`].
    const DESCRIBED: &'static [Described];

    /// Whether some kind leaps along a line over squares it does not touch
    /// ([`Movement::LEAPS_ALONG_LINES`](chequer_core::Movement::LEAPS_ALONG_LINES)).
    const LEAPS_ALONG_LINES: bool = any_leaps_along_lines(Self::DESCRIPTIONS);

    /// The kind named `Pawn`'s captures, where they are all one-square steps
    /// ([`Movement::PAWN_CAPTURE_STEPS`](chequer_core::Movement::PAWN_CAPTURE_STEPS)); none
    /// if there is no such kind.
    const PAWN_CAPTURE_STEPS: Steps = pawn_capture_steps(Self::NAMES, Self::DESCRIPTIONS);

    /// The army, compiled on first use and kept in a static of the piece set's own (a generic
    /// function cannot hold one): [`Army::from_betza`] of the descriptions.
    fn army() -> &'static Army<Self::Board, Self>;

    /// This kind's Betza description.
    #[inline(always)]
    fn betza(self) -> &'static str {
        Self::DESCRIPTIONS[self.index()]
    }

    /// The lookups this kind's captures need.
    #[inline(always)]
    fn shape(self) -> Shape {
        Self::DESCRIBED[self.index()].shape
    }

    /// Whether this kind moves as it captures: its quiet moves are the empty squares it
    /// attacks.
    #[inline(always)]
    fn moves_as_it_captures(self) -> bool {
        each_index!(INDEX => {
            if const { INDEX < Self::COUNT } && self.index() == INDEX {
                return const { described::<Self>(INDEX).moves_as_it_captures };
            }
        });
        false
    }

    /// The squares this piece of `color` on `from` attacks among `occupied`. Where the kind
    /// is a constant, so are the lookups it makes.
    #[inline(always)]
    fn attacks(
        self,
        color: Color,
        from: Square<Self::Board>,
        occupied: Bitboard<Self::Board>,
    ) -> Bitboard<Self::Board> {
        let army = Self::army();
        // One arm per kind, so that each makes only its own lookups even where the kind is
        // known only at run time.
        each_index!(INDEX => {
            if const { INDEX < Self::COUNT } && self.index() == INDEX {
                let shape = const { described::<Self>(INDEX).shape };
                return army.attacks_shaped(self, shape, color, from, occupied);
            }
        });
        // Not reached: every kind's index is below the count. No panic, which would weigh on
        // the inlining of every caller.
        Bitboard::empty()
    }

    /// The empty squares this piece of `color` on `from` may move to without capturing among
    /// `occupied`, its initial moves too `on_initial_square`.
    #[inline(always)]
    fn quiet_moves(
        self,
        color: Color,
        from: Square<Self::Board>,
        occupied: Bitboard<Self::Board>,
        on_initial_square: bool,
    ) -> Bitboard<Self::Board> {
        let movement = Self::army().movement(self);
        // One arm per kind, as in `attacks`.
        each_index!(INDEX => {
            if const { INDEX < Self::COUNT } && self.index() == INDEX {
                let shape = const { described::<Self>(INDEX).quiet_shape };
                return movement.quiet_shaped(color, from, occupied, on_initial_square, shape);
            }
        });
        // Not reached: every kind's index is below the count. No panic, which would weigh on
        // the inlining of every caller.
        Bitboard::empty()
    }

    /// The pieces of colour `by` that attack `square` among `occupied`, `pieces` giving where
    /// `by`'s pieces of each kind stand.
    ///
    /// Plain kinds ([`betza::is_plain`]) are found from the square, each line once for all the
    /// kinds that ride it and each leap table once for all the kinds that leap alike, and so
    /// are symmetric leapers ([`betza::is_symmetric_leaper`]), one table for the kinds
    /// described alike; the grouping is decided at compile time. Every other kind is found by
    /// itself.
    #[inline]
    fn attackers(
        square: Square<Self::Board>,
        by: Color,
        occupied: Bitboard<Self::Board>,
        pieces: impl Fn(Self) -> Bitboard<Self::Board>,
    ) -> Bitboard<Self::Board> {
        let gathered = Gathered::new(&pieces);
        gathered.attackers(square, by, occupied, &pieces)
    }

    /// The squares of `squares` that no piece of colour `by` attacks among `occupied`,
    /// `pieces` giving where `by`'s pieces of each kind stand: as [`BetzaPieces::attackers`]
    /// of each square, with the riders of each line and the leapers of each table gathered
    /// once for all of them.
    #[inline]
    fn unattacked(
        squares: Bitboard<Self::Board>,
        by: Color,
        occupied: Bitboard<Self::Board>,
        pieces: impl Fn(Self) -> Bitboard<Self::Board>,
    ) -> Bitboard<Self::Board> {
        let gathered = Gathered::new(&pieces);
        let mut safe = squares;
        for square in squares {
            if gathered
                .attackers(square, by, occupied, &pieces)
                .is_nonempty()
            {
                safe.remove(square);
            }
        }
        safe
    }
}

/// What the attackers of any square need from a position, gathered once, so that each square
/// asked costs only its own lookups.
struct Gathered<P: BetzaPieces> {
    /// The army whose tables the lookups read.
    army: &'static Army<P::Board, P>,
    /// Per line of [`LINES`](crate::obstruction::LINES), where the attacking pieces of the
    /// plain kinds that ride it stand.
    line_riders: [Bitboard<P::Board>; 4],
    /// Where the attacking pieces of the plain kinds that leap alike stand, at the index of
    /// the first of those kinds (the others' entries stay empty).
    leapers: P::Map<Bitboard<P::Board>>,
}

impl<P: BetzaPieces> Gathered<P> {
    /// Gathers where the attacking pieces stand, `pieces` giving them by kind.
    #[inline(always)]
    fn new(pieces: &impl Fn(P) -> Bitboard<P::Board>) -> Self {
        const {
            assert!(
                P::COUNT <= MAX_KINDS,
                "at most 32 kinds in a Betza piece set"
            )
        };
        let mut line_riders = [Bitboard::empty(); 4];
        let mut leapers = P::map(Bitboard::empty());
        each_index!(INDEX => {
            if const { described::<P>(INDEX).plain } {
                let kind_lookups = const { described::<P>(INDEX) };
                let here = pieces(kind::<P>(INDEX));
                for (line, riders) in line_riders.iter_mut().enumerate() {
                    if kind_lookups.shape.lines & (1 << line) != 0 {
                        *riders |= here;
                    }
                }
                if kind_lookups.shape.leaps {
                    leapers.as_mut()[kind_lookups.first_alike] |= here;
                }
            } else if const { described::<P>(INDEX).symmetric_leaper } {
                let first_same = const { described::<P>(INDEX).first_same };
                leapers.as_mut()[first_same] |= pieces(kind::<P>(INDEX));
            }
        });
        Gathered {
            army: P::army(),
            line_riders,
            leapers,
        }
    }

    /// The pieces of colour `by` that attack `square` among `occupied`, from what was
    /// gathered, `pieces` giving the pieces of the kinds found by themselves.
    #[inline(always)]
    fn attackers(
        &self,
        square: Square<P::Board>,
        by: Color,
        occupied: Bitboard<P::Board>,
        pieces: &impl Fn(P) -> Bitboard<P::Board>,
    ) -> Bitboard<P::Board> {
        let mut found = Bitboard::empty();
        each_index!(INDEX => {
            if const { INDEX < P::COUNT && !described::<P>(INDEX).by_lookup_shared() } {
                let kind = kind::<P>(INDEX);
                let shape = const { described::<P>(INDEX).shape };
                found |= self.army.kind_attackers(kind, shape, square, by, occupied, pieces(kind));
            }
        });
        for (line, &riders) in self.line_riders.iter().enumerate() {
            found |= self.army.riders_along(line, square, occupied, riders);
        }
        // Seen from the square, as the other colour's piece: the same squares for a plain
        // piece, the mirrored ones for a leaper whose forward depends on colour.
        for piece in P::all() {
            let candidates = self.leapers.as_ref()[piece.index()];
            if candidates.is_nonempty() {
                found |= self.army.leaps(piece, !by, square) & candidates;
            }
        }
        found
    }
}

/// What the description of `P`'s kind `index` tells, or [`Described::NONE`] past its last
/// kind: the loops unrolled over every possible index evaluate it for all of them.
const fn described<P: BetzaPieces>(index: usize) -> Described {
    if index < P::DESCRIBED.len() {
        P::DESCRIBED[index]
    } else {
        Described::NONE
    }
}

/// The kind of `P` with index `index`, one of its kinds.
#[inline(always)]
fn kind<P: Piece>(index: usize) -> P {
    P::from_index(index).expect("an index below the piece set's count")
}
