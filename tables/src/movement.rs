//! A piece's movement compiled from its atoms into tables, for any geometry: what it attacks
//! (its captures) and where it moves quietly may differ (the cannon, the berolina pawn), and
//! either may depend on its colour (pawns) and on whether it stands on an initial square.
//!
//! Leaps are merged into one table per kind of move; rides to the edge along a rank, file or
//! diagonal, both ways or one way (the lance), take the obstruction difference of
//! [`crate::obstruction`]; every other rider, hopper and grasshopper direction keeps its rays per square and finds its
//! nearest piece with one bit scan, as the generic slider backend does; lame leaps keep, per
//! square, each leg with the targets it blocks. Every lookup is tested against the atoms'
//! naive walk ([`Atom::targets`]).

use crate::atoms::{Atom, Travel, lame_path};
use crate::betza::Shape;
use crate::leaper;
use crate::obstruction::{LINES, hop_along, line_through, slide_along};
use crate::per_square::{PerSquare, SquareSets};
use crate::rays::ray;
use alloc::vec::Vec;
use chequer_core::{Bitboard, ByColor, Color, Geometry, Square};

/// The rays of one direction from every square, cut to a range, with the whole rays to cut
/// them at a blocker.
#[derive(Clone, Debug)]
struct Direction<G: Geometry> {
    /// The squares reachable from each square, at most `range` steps.
    near: SquareSets<G>,
    /// The whole ray from each square to the edge.
    whole: SquareSets<G>,
    /// Whether the ray runs towards higher indices, so that its nearest square is its lowest.
    increasing: bool,
}

impl<G: Geometry> Direction<G> {
    fn new((files, ranks): (i32, i32), range: Option<u8>) -> Self {
        let whole = PerSquare::new(|square| ray(square, (files, ranks)));
        let near = PerSquare::new(|square| {
            let mut near = Bitboard::empty();
            let mut at = square;
            for _ in 0..range.map_or(usize::MAX, usize::from) {
                match at.offset(files, ranks) {
                    Some(next) => {
                        near.insert(next);
                        at = next;
                    }
                    None => break,
                }
            }
            near
        });
        Direction {
            near,
            whole,
            increasing: ranks * i32::from(G::FILES) + files > 0,
        }
    }

    /// The square of `set` nearest along this direction.
    #[inline(always)]
    fn nearest(&self, set: Bitboard<G>) -> Option<Square<G>> {
        if self.increasing {
            set.first()
        } else {
            set.last()
        }
    }

    /// `ray` up to and including its nearest piece among `occupied`.
    #[inline(always)]
    fn cut(&self, ray: Bitboard<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        match self.nearest(ray & occupied) {
            Some(blocker) => ray - *self.whole.get(blocker),
            None => ray,
        }
    }

    /// A rider's targets: the near ray up to and including its first piece.
    #[inline]
    fn ride(&self, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        self.cut(*self.near.get(from), occupied)
    }

    /// A cannon's targets: beyond the first piece, up to and including the next.
    #[inline]
    fn hop(&self, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        match self.nearest(*self.whole.get(from) & occupied) {
            Some(screen) => self.cut(*self.whole.get(screen), occupied),
            None => Bitboard::empty(),
        }
    }

    /// A grasshopper's target: the square just beyond the first piece.
    #[inline]
    fn grasshop(&self, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        self.nearest(*self.whole.get(from) & occupied)
            .and_then(|hurdle| self.nearest(*self.whole.get(hurdle)))
            .map_or(Bitboard::empty(), Bitboard::from_square)
    }
}

/// The lines of [`LINES`] that `offsets` cover both ways, as a mask, taken out of `offsets`.
fn take_whole_lines(offsets: &mut Vec<(i32, i32)>) -> u8 {
    let mut whole = 0;
    for (index, &(files, ranks)) in LINES.iter().enumerate() {
        if offsets.contains(&(files, ranks)) && offsets.contains(&(-files, -ranks)) {
            whole |= 1 << index;
            offsets.retain(|&offset| offset != (files, ranks) && offset != (-files, -ranks));
        }
    }
    whole
}

/// The lines of [`LINES`] whose direction (first mask) and opposite direction (second mask)
/// `offsets` hold, taken out of `offsets`: a ride along either half of a line is one
/// obstruction difference too.
fn take_line_halves(offsets: &mut Vec<(i32, i32)>) -> [u8; 2] {
    let mut halves = [0; 2];
    for (index, &(files, ranks)) in LINES.iter().enumerate() {
        for (half, direction) in [(files, ranks), (-files, -ranks)].into_iter().enumerate() {
            if offsets.contains(&direction) {
                halves[half] |= 1 << index;
                offsets.retain(|&offset| offset != direction);
            }
        }
    }
    halves
}

/// How a direction's squares are found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Way {
    Ride,
    Hop,
    Grasshop,
}

/// Which end of a move the targets are read from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Reading {
    /// From where the piece stands: the squares it reaches.
    Forward,
    /// From the square reached: the squares whence it is reached.
    Backward,
}

/// What one square's targets start from: every leap, merged, and the whole lines ridden.
#[derive(Clone, Copy, Default, Debug)]
struct SquareTargets<G: Geometry> {
    leaps: Bitboard<G>,
    /// The lines through the square in [`LINES`] order, the square excluded: the halves the
    /// atoms ride to the edge (both, one, or none: empty).
    lines: [Bitboard<G>; 4],
    /// Every target of the lame leaps, legs or not: where it holds none of the squares
    /// asked about, the legs need no look.
    lame_reach: Bitboard<G>,
    /// Where the square's legs lie in [`Targets::legs`]: from the first to the second.
    legs: (u16, u16),
}

/// The targets of a set of atoms for one colour: what they reach, before asking whether a
/// square is empty or holds a piece to capture.
///
/// Leaps are merged into one bitboard per square, and a ride to the edge along a rank, file
/// or diagonal, one way or both, is one branch-free obstruction difference, so that an
/// archbishop costs a knight lookup and two line lookups. Everything else (rides of a limited
/// range, hops one way, grasshops, lame leaps) is looked up direction by direction.
#[derive(Clone, Debug)]
pub struct Targets<G: Geometry> {
    squares: PerSquare<G, SquareTargets<G>>,
    /// Exactly the lookups these targets need.
    shape: Shape,
    /// The lines of [`LINES`] ridden to the edge both ways; the rest of `shape.lines` is
    /// ridden one way.
    whole_lines: u8,
    /// Per square, the lines through it in [`LINES`] order that are hopped both ways, empty
    /// where they are not; no squares at all where no line is.
    hop_lines: Vec<[Bitboard<G>; 4]>,
    /// Each leg (the squares a lame leap must find empty) with the targets it opens, square
    /// after square, each square's in one run ([`SquareTargets`] says where): one table,
    /// where one per square would cost a lookup more.
    legs: Vec<(Bitboard<G>, Bitboard<G>)>,
    /// The sliding and hopping directions that are not whole lines.
    directions: Vec<(Way, Direction<G>)>,
}

impl<G: Geometry> Targets<G> {
    /// The tables of `atoms` as `color` moves.
    pub fn new<'a>(atoms: impl IntoIterator<Item = &'a Atom>, color: Color) -> Self {
        Self::build(atoms, color, Reading::Forward)
    }

    /// The tables of `atoms` as `color` moves, read from the far end of each move: from a
    /// square, the squares whence the other colour's piece reaches it. Differs from
    /// [`Targets::new`] in the lame leaps alone, whose legs lie next to where they start.
    pub fn backward<'a>(atoms: impl IntoIterator<Item = &'a Atom>, color: Color) -> Self {
        Self::build(atoms, color, Reading::Backward)
    }

    fn build<'a>(
        atoms: impl IntoIterator<Item = &'a Atom>,
        color: Color,
        reading: Reading,
    ) -> Self {
        let mut leaps = Vec::new();
        let mut lame_leaps = Vec::new();
        let mut unlimited_rides = Vec::new();
        let mut hops = Vec::new();
        let mut directions = Vec::new();
        // A range this long reaches the edge from any square.
        let to_the_edge = G::FILES.max(G::RANKS) - 1;
        for atom in atoms {
            for offset in atom.offsets_for(color) {
                match atom.travel {
                    Travel::Leap => leaps.push(offset),
                    Travel::LameLeap => lame_leaps.push(offset),
                    Travel::Ride { range } if range.is_none_or(|range| range >= to_the_edge) => {
                        unlimited_rides.push(offset)
                    }
                    Travel::Ride { range } => {
                        directions.push((Way::Ride, Direction::new(offset, range)))
                    }
                    Travel::Hop => hops.push(offset),
                    Travel::Grasshop => {
                        directions.push((Way::Grasshop, Direction::new(offset, None)));
                    }
                }
            }
        }
        let [ridden_ahead, ridden_back] = take_line_halves(&mut unlimited_rides);
        let hopped_lines = take_whole_lines(&mut hops);
        directions.extend(
            unlimited_rides
                .into_iter()
                .map(|offset| (Way::Ride, Direction::new(offset, None))),
        );
        directions.extend(
            hops.into_iter()
                .map(|offset| (Way::Hop, Direction::new(offset, None))),
        );
        let whole_lines_of = |mask: u8, square| {
            core::array::from_fn(|index| {
                if mask & (1 << index) == 0 {
                    Bitboard::empty()
                } else {
                    line_through(square, LINES[index])
                }
            })
        };
        let hop_lines = if hopped_lines == 0 {
            Vec::new()
        } else {
            Square::<G>::all()
                .map(|square| whole_lines_of(hopped_lines, square))
                .collect()
        };
        let lame = if lame_leaps.is_empty() {
            Vec::new()
        } else {
            Square::<G>::all()
                .map(|from| {
                    // Leaps that share a leg are looked up together: a horse's eight leaps
                    // have four legs.
                    let mut by_leg: Vec<(Bitboard<G>, Bitboard<G>)> = Vec::new();
                    for &(files, ranks) in &lame_leaps {
                        let Some(target) = from.offset(files, ranks) else {
                            continue;
                        };
                        // Read backward, the leap starts at `target`: its leg lies next to
                        // that end.
                        let leg = match reading {
                            Reading::Forward => lame_path((files, ranks)),
                            Reading::Backward => lame_path((-files, -ranks))
                                .into_iter()
                                .map(|(f, r)| (files + f, ranks + r))
                                .collect(),
                        };
                        let Some(path) = leg
                            .into_iter()
                            .map(|(f, r)| from.offset(f, r))
                            .collect::<Option<Bitboard<G>>>()
                        else {
                            continue;
                        };
                        match by_leg.iter_mut().find(|(leg, _)| *leg == path) {
                            Some((_, targets)) => targets.insert(target),
                            None => by_leg.push((path, Bitboard::from_square(target))),
                        }
                    }
                    by_leg
                })
                .collect()
        };
        let mut legs = Vec::new();
        let mut runs = Vec::new();
        // At most 128 squares, each with a few legs: far from 2^16.
        let offset = |legs: &Vec<_>| u16::try_from(legs.len()).expect("fewer than 2^16 legs");
        for square_legs in &lame {
            let start = offset(&legs);
            legs.extend_from_slice(square_legs);
            runs.push((start, offset(&legs)));
        }
        let squares = PerSquare::new(|square| SquareTargets {
            leaps: leaper::targets(square, &leaps),
            lines: core::array::from_fn(|index| {
                let (files, ranks) = LINES[index];
                let half = |ridden: u8, direction| {
                    if ridden & (1 << index) == 0 {
                        Bitboard::empty()
                    } else {
                        ray(square, direction)
                    }
                };
                half(ridden_ahead, (files, ranks)) | half(ridden_back, (-files, -ranks))
            }),
            lame_reach: lame.get(square.index()).map_or(Bitboard::empty(), |legs| {
                legs.iter()
                    .fold(Bitboard::empty(), |reach, &(_, targets)| reach | targets)
            }),
            legs: runs.get(square.index()).copied().unwrap_or_default(),
        });
        let shape = Shape {
            leaps: Square::<G>::all().any(|square| squares.get(square).leaps.is_nonempty()),
            lines: ridden_ahead | ridden_back,
            hops: hopped_lines,
            others: !legs.is_empty() || !directions.is_empty(),
        };
        Targets {
            squares,
            shape,
            whole_lines: ridden_ahead & ridden_back,
            hop_lines,
            legs,
            directions,
        }
    }

    /// Whether the atoms give no target anywhere.
    pub fn is_empty(&self) -> bool {
        self.shape.lines == 0
            && self.shape.hops == 0
            && !self.shape.leaps
            && self.directions.is_empty()
            && self.legs.is_empty()
    }

    /// Exactly the lookups these targets need.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The lines of [`LINES`], as a mask, ridden to the edge both ways: a rider on such a
    /// line attacks a square exactly when it is attacked from there along the line.
    pub fn whole_lines(&self) -> u8 {
        self.whole_lines
    }

    /// The squares reached from `from` among `occupied`.
    #[inline(always)]
    pub fn get(&self, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        self.get_shaped(from, occupied, self.shape)
    }

    /// The squares reached from `from` among `occupied`, making only the lookups of `shape`,
    /// which must cover [`Targets::shape`]. With a constant `shape`, every test of what the
    /// piece does is decided at compile time.
    #[inline(always)]
    pub fn get_shaped(&self, from: Square<G>, occupied: Bitboard<G>, shape: Shape) -> Bitboard<G> {
        debug_assert!(shape.covers(self.shape));
        self.get_part(from, occupied, shape)
    }

    /// The squares reached from `from` among `occupied` by the lookups of `part` alone.
    #[inline(always)]
    pub(crate) fn get_part(
        &self,
        from: Square<G>,
        occupied: Bitboard<G>,
        part: Shape,
    ) -> Bitboard<G> {
        self.reach_part(from, occupied, part, None)
    }

    /// As [`Targets::get_part`], less the lines and lame leaps that reach none of `among`:
    /// where only some squares matter (the attackers' candidates, read backward), a line
    /// without one costs a test instead of a lookup.
    #[inline(always)]
    pub(crate) fn get_part_among(
        &self,
        from: Square<G>,
        occupied: Bitboard<G>,
        part: Shape,
        among: Bitboard<G>,
    ) -> Bitboard<G> {
        self.reach_part(from, occupied, part, Some(among))
    }

    /// The lookups of `part` from `from` among `occupied`, each line and lame leap made only
    /// where it reaches one of `among` if given.
    #[inline(always)]
    fn reach_part(
        &self,
        from: Square<G>,
        occupied: Bitboard<G>,
        part: Shape,
        among: Option<Bitboard<G>>,
    ) -> Bitboard<G> {
        let wanted = |reach: Bitboard<G>| among.is_none_or(|among| (reach & among).is_nonempty());
        let square = self.squares.get(from);
        let mut targets = if part.leaps {
            square.leaps
        } else {
            Bitboard::empty()
        };
        for (index, &line) in square.lines.iter().enumerate() {
            if part.lines & (1 << index) != 0 && wanted(line) {
                targets |= slide_along(from, line, occupied);
            }
        }
        if part.hops != 0
            && let Some(hopped) = self.hop_lines.get(from.index())
        {
            for (index, &line) in hopped.iter().enumerate() {
                if part.hops & (1 << index) != 0 && wanted(line) {
                    targets |= hop_along(from, line, occupied);
                }
            }
        }
        if part.others && self.shape.others {
            if among.is_none_or(|among| (square.lame_reach & among).is_nonempty()) {
                targets |= self.lame_leaps(square.legs, occupied);
            }
            if !self.directions.is_empty() {
                targets |= self.directions(from, occupied);
            }
        }
        targets
    }

    /// The leaps' targets from `from`, whatever stands around.
    #[inline(always)]
    pub(crate) fn leaps(&self, from: Square<G>) -> Bitboard<G> {
        self.squares.get(from).leaps
    }

    /// The targets of the lame leaps whose legs are empty.
    #[inline(always)]
    fn lame_leaps(&self, (first, end): (u16, u16), occupied: Bitboard<G>) -> Bitboard<G> {
        let legs = self.legs.get(usize::from(first)..usize::from(end));
        legs.unwrap_or_default()
            .iter()
            .filter(|(leg, _)| (*leg & occupied).is_empty())
            .fold(Bitboard::empty(), |found, &(_, targets)| found | targets)
    }

    /// The targets of the directions that are not whole lines.
    #[inline(never)]
    fn directions(&self, from: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        self.directions
            .iter()
            .fold(Bitboard::empty(), |targets, (way, direction)| {
                targets
                    | match way {
                        Way::Ride => direction.ride(from, occupied),
                        Way::Hop => direction.hop(from, occupied),
                        Way::Grasshop => direction.grasshop(from, occupied),
                    }
            })
    }
}

/// The four target tables of one colour: captures and quiet moves, from any square and from
/// an initial square only.
#[derive(Clone, Debug)]
struct Tables<G: Geometry> {
    captures: Targets<G>,
    quiet: Targets<G>,
    initial_captures: Targets<G>,
    initial_quiet: Targets<G>,
}

impl<G: Geometry> Tables<G> {
    fn new(atoms: &[Atom], color: Color) -> Self {
        let pick = |capture: bool, initial: bool| {
            let atoms = atoms.iter().filter(move |atom| {
                (if capture { atom.capture } else { atom.quiet }) && atom.initial == initial
            });
            Targets::new(atoms, color)
        };
        Tables {
            captures: pick(true, false),
            quiet: pick(false, false),
            initial_captures: pick(true, true),
            initial_quiet: pick(false, true),
        }
    }
}

/// A piece's movement, compiled for both colours.
///
/// ```
/// use chequer_core::{Bitboard, Color, Grid, Square};
/// use chequer_tables::betza;
/// use chequer_tables::movement::Movement;
///
/// // The xiangqi cannon: moves as a rook, captures by hopping over one screen.
/// let cannon = Movement::<Grid<9, 10, u128>>::new(&betza::parse("mRcpR").unwrap());
/// let sq = |name: &str| -> Square<Grid<9, 10, u128>> { name.parse().unwrap() };
/// let occupied: Bitboard<_> = [sq("b3"), sq("b7"), sq("b10")].into_iter().collect();
/// let attacked = cannon.captures(Color::White, sq("b1"), occupied, false);
/// assert_eq!(attacked & occupied, Bitboard::from_square(sq("b7")));   // over the b3 screen
/// assert!(attacked.contains(sq("b5")));  // a piece moving there could be taken
/// let quiet = cannon.quiet(Color::White, sq("b1"), occupied, false);
/// assert!(quiet.contains(sq("b2")) && !quiet.contains(sq("b3")));
/// ```
#[derive(Clone, Debug)]
pub struct Movement<G: Geometry> {
    tables: ByColor<Tables<G>>,
    /// By the attackers' colour, the captures read backward (from a square, whence a piece
    /// of that colour attacks it; see [`Movement::is_reversible`]), where they differ from
    /// the other colour's captures read forward: only for lame leaps.
    backward: Option<ByColor<Targets<G>>>,
    /// Whether the captures read backward give the attackers.
    reversible: bool,
}

impl<G: Geometry> Movement<G> {
    /// Compiles `atoms` into tables.
    pub fn new(atoms: &[Atom]) -> Self {
        let captures = || atoms.iter().filter(|atom| atom.capture && !atom.initial);
        let reversible = captures().all(|atom| {
            matches!(
                atom.travel,
                Travel::Leap | Travel::LameLeap | Travel::Ride { .. } | Travel::Hop
            ) && atom
                .offsets
                .iter()
                .all(|&(files, ranks)| atom.offsets.contains(&(-files, ranks)))
        });
        Movement {
            tables: ByColor {
                white: Tables::new(atoms, Color::White),
                black: Tables::new(atoms, Color::Black),
            },
            // A piece of one colour reaches a square as the other colour's would leave it.
            backward: captures()
                .any(|atom| atom.travel == Travel::LameLeap)
                .then(|| ByColor {
                    white: Targets::backward(captures(), Color::Black),
                    black: Targets::backward(captures(), Color::White),
                }),
            reversible,
        }
    }

    /// Whether a piece of one colour on `a` attacks `b` exactly when the same piece of the
    /// other colour leaves `b` for `a` (read backward: a lame leap's leg next to `a`), so that
    /// the attackers of a square are found by looking from it: true for leaps, lame leaps,
    /// rides and cannon hops whose directions are the same to the left and to the right;
    /// false for grasshoppers, whose hurdle lies next to the far end.
    pub fn is_reversible(&self) -> bool {
        self.reversible
    }

    /// Which of `candidates`, reversible ([`Movement::is_reversible`]) pieces of colour `by`,
    /// attack `square` among `occupied`, making only the lookups of `shape` (which must cover
    /// the piece's, see [`Movement::covered_by`]) that reach a candidate.
    #[inline(always)]
    pub fn attackers_shaped(
        &self,
        by: Color,
        square: Square<G>,
        occupied: Bitboard<G>,
        shape: Shape,
        candidates: Bitboard<G>,
    ) -> Bitboard<G> {
        let targets = self.attacker_targets(by, shape);
        debug_assert!(shape.covers(targets.shape()));
        targets.get_part_among(square, occupied, shape, candidates) & candidates
    }

    /// The captures of colour `by` read backward, for lookups of `shape` (which must cover
    /// the piece's) by part. Only a shape with other lookups can hold a lame leap, so a
    /// shape known at compile time to have none reads the forward table without asking.
    #[inline(always)]
    pub(crate) fn attacker_targets(&self, by: Color, shape: Shape) -> &Targets<G> {
        match &self.backward {
            Some(backward) if shape.others => &backward[by],
            _ => &self.tables[!by].captures,
        }
    }

    /// The squares a `color` piece on `from` attacks among `occupied`: where it would
    /// capture an enemy piece standing there (on an initial square, its initial captures
    /// too). Its capturing moves are these squares' enemy pieces.
    #[inline(always)]
    pub fn captures(
        &self,
        color: Color,
        from: Square<G>,
        occupied: Bitboard<G>,
        on_initial_square: bool,
    ) -> Bitboard<G> {
        let tables = &self.tables[color];
        Self::reach(
            &tables.captures,
            &tables.initial_captures,
            from,
            occupied,
            on_initial_square,
            tables.captures.shape(),
        )
    }

    /// The empty squares a `color` piece on `from` may move to among `occupied`.
    #[inline]
    pub fn quiet(
        &self,
        color: Color,
        from: Square<G>,
        occupied: Bitboard<G>,
        on_initial_square: bool,
    ) -> Bitboard<G> {
        let shape = self.tables[color].quiet.shape();
        self.quiet_shaped(color, from, occupied, on_initial_square, shape)
    }

    /// As [`Movement::quiet`], making only the lookups of `shape` from any square, which must
    /// cover the piece's quiet moves' (see [`betza::quiet_shape`](crate::betza::quiet_shape)).
    #[inline(always)]
    pub fn quiet_shaped(
        &self,
        color: Color,
        from: Square<G>,
        occupied: Bitboard<G>,
        on_initial_square: bool,
        shape: Shape,
    ) -> Bitboard<G> {
        let tables = &self.tables[color];
        Self::reach(
            &tables.quiet,
            &tables.initial_quiet,
            from,
            occupied,
            on_initial_square,
            shape,
        ) - occupied
    }

    /// As [`Movement::captures`] from a square that is not initial, making only the lookups
    /// of `shape`, which must cover the piece's ([`Movement::covered_by`]).
    #[inline(always)]
    pub fn captures_shaped(
        &self,
        color: Color,
        from: Square<G>,
        occupied: Bitboard<G>,
        shape: Shape,
    ) -> Bitboard<G> {
        self.tables[color]
            .captures
            .get_shaped(from, occupied, shape)
    }

    /// Exactly the lookups of a `color` piece's captures from any square.
    pub fn capture_shape(&self, color: Color) -> Shape {
        self.capture_targets(color).shape()
    }

    /// Whether `shape` covers the lookups of this piece's captures from any square, for both
    /// colours: what [`Movement::captures_shaped`] needs.
    pub fn covered_by(&self, shape: Shape) -> bool {
        [Color::White, Color::Black]
            .into_iter()
            .all(|color| shape.covers(self.capture_shape(color)))
    }

    /// The capture targets (from any square) of a `color` piece, for lookups by part.
    pub(crate) fn capture_targets(&self, color: Color) -> &Targets<G> {
        &self.tables[color].captures
    }

    /// The targets of `always` by the lookups of `shape` (which covers its own), and of
    /// `initial` too on an initial square.
    #[inline(always)]
    fn reach(
        always: &Targets<G>,
        initial: &Targets<G>,
        from: Square<G>,
        occupied: Bitboard<G>,
        on_initial_square: bool,
        shape: Shape,
    ) -> Bitboard<G> {
        let targets = always.get_shaped(from, occupied, shape);
        if on_initial_square {
            targets | initial.get(from, occupied)
        } else {
            targets
        }
    }
}
