//! Betza's notation for how pieces move, read into [`Atom`]s, with the meaning
//! Fairy-Stockfish gives it (so that its variant definitions read the same here).
//!
//! A piece is a sequence of atoms, each an upper-case letter with lower-case modifiers before
//! it:
//!
//! * leaps: `W` (1,0), `F` (1,1), `D` (2,0), `N` (2,1), `A` (2,2), `H` (3,0), `C` and `L`
//!   (3,1), `Z` and `J` (3,2), `G` (3,3), `K` (`W` and `F`);
//! * riders: `R` (`WW`), `B` (`FF`), `Q` (`R` and `B`), or any leap doubled (`NN`, the
//!   nightrider); a digit after the letter limits the range (`W3`, `R4`);
//! * directions, from the mover's side: `f` forward, `b` backward, `l` left, `r` right,
//!   `v` vertical (forward and backward), `s` sideways, `h` half; one letter alone or two
//!   together (`fr`, `fs`, `ff` for the narrow forward leaps of an oblique piece, `fh` its
//!   forward half); without any, every direction;
//! * what the moves do: `m` move only, `c` capture only (neither: both);
//! * how they travel: `n` lame (a piece on the path blocks the leap), `p` hop over exactly one
//!   piece, then on up to the next (the cannon), `g` stop just beyond the first piece (the
//!   grasshopper);
//! * `i`: initial moves, only from the piece's initial squares;
//! * `e` (en passant) is read and changes nothing: whether pawns take en passant is the rule
//!   set's `Rules::EN_PASSANT`, as Fairy-Stockfish's variant flags decide it there.
//!
//! ```
//! use chequer_tables::betza::parse;
//! use chequer_tables::atoms::Travel;
//!
//! let pawn = parse("fmWfcFifmnD").unwrap();
//! assert_eq!(pawn.len(), 3);
//! assert_eq!(pawn[2].travel, Travel::LameLeap);          // the double step, blockable
//! assert!(pawn[2].initial && pawn[2].quiet && !pawn[2].capture);
//!
//! let error = parse("fNx").unwrap_err();
//! assert_eq!(error.to_string(), "Betza notation, at 3: 'x' is not a Betza letter");
//! ```

use crate::atoms::{Atom, Travel};
use alloc::string::String;
use alloc::vec::Vec;
use chequer_core::Steps;
use core::fmt;

/// Why a Betza description was refused, and where (a byte offset from 1).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BetzaError {
    /// The offset of the letter at fault, counted from 1.
    pub at: usize,
    /// What is wrong there.
    pub problem: BetzaProblem,
}

/// What is wrong in a Betza description.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum BetzaProblem {
    /// A character that is neither an atom, a modifier nor a range.
    UnknownLetter(char),
    /// Modifiers at the end, with no atom after them.
    NoAtom,
    /// `n` on a rider: only leaps are lame.
    LameRider,
    /// Two ways of travelling at once (`n`, `p`, `g`).
    ConflictingTravel,
    /// A range of 0.
    ZeroRange,
    /// Directions that leave the atom no move.
    NoDirection,
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Betza notation, at {}: ", self.at)?;
        match &self.problem {
            BetzaProblem::UnknownLetter(c) => write!(f, "'{c}' is not a Betza letter"),
            BetzaProblem::NoAtom => f.write_str("modifiers with no atom after them"),
            BetzaProblem::LameRider => f.write_str("'n' (lame) applies to leaps, not riders"),
            BetzaProblem::ConflictingTravel => f.write_str("only one of 'n', 'p' and 'g'"),
            BetzaProblem::ZeroRange => f.write_str("a range must be at least 1"),
            BetzaProblem::NoDirection => f.write_str("the directions leave the atom no move"),
        }
    }
}

impl core::error::Error for BetzaError {}

/// The `(ranks, files)` leaps of a leaper letter, and whether the letter is a rider.
fn atom(letter: char) -> Option<(&'static [(i32, i32)], bool)> {
    Some(match letter {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'N' => (&[(2, 1)], false),
        'A' => (&[(2, 2)], false),
        'H' => (&[(3, 0)], false),
        'C' | 'L' => (&[(3, 1)], false),
        'Z' | 'J' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

const VERTICALS: &str = "fbvh";
const HORIZONTALS: &str = "rlsh";

/// The eight moves of a `(ranks, files)` leap as `(files, ranks)` offsets, each with the
/// direction pairs that select it.
fn moves((a, b): (i32, i32)) -> [((i32, i32), [&'static str; 7]); 8] {
    [
        ((b, a), ["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-b, -a), ["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((a, -b), ["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-a, b), ["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((a, b), ["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-a, -b), ["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((b, -a), ["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-b, a), ["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ]
}

/// The modifiers read since the last atom.
#[derive(Default)]
struct Modifiers {
    directions: Vec<String>,
    quiet: bool,
    capture: bool,
    travel: Option<(usize, char)>,
    initial: bool,
    start: Option<usize>,
}

/// Reads a Betza description into atoms, one per atom letter.
pub fn parse(betza: &str) -> Result<Vec<Atom>, BetzaError> {
    let chars: Vec<(usize, char)> = betza.char_indices().map(|(i, c)| (i + 1, c)).collect();
    let mut atoms = Vec::new();
    let mut modifiers = Modifiers::default();
    let mut i = 0;
    while let Some(&(at, c)) = chars.get(i) {
        let next = chars.get(i + 1).map(|&(_, c)| c);
        modifiers.start.get_or_insert(at);
        i += 1;
        match c {
            'm' => modifiers.quiet = true,
            'c' => modifiers.capture = true,
            'i' => modifiers.initial = true,
            'e' => {}
            'n' | 'p' | 'g' => {
                if modifiers.travel.is_some() {
                    return Err(BetzaError {
                        at,
                        problem: BetzaProblem::ConflictingTravel,
                    });
                }
                modifiers.travel = Some((at, c));
            }
            _ if VERTICALS.contains(c) || HORIZONTALS.contains(c) => {
                let pairs = |second: char| {
                    second == c
                        || (VERTICALS.contains(c) && HORIZONTALS.contains(second))
                        || (HORIZONTALS.contains(c) && VERTICALS.contains(second))
                };
                match next.filter(|&second| pairs(second)) {
                    Some(second) => {
                        modifiers.directions.push([c, second].iter().collect());
                        i += 1;
                    }
                    None => modifiers.directions.push([c, c].iter().collect()),
                }
            }
            _ => {
                let Some((leaps, mut rider)) = atom(c) else {
                    return Err(BetzaError {
                        at,
                        problem: BetzaProblem::UnknownLetter(c),
                    });
                };
                let mut range = None;
                if next == Some(c) {
                    rider = true;
                    i += 1;
                } else if next.is_some_and(|d| d.is_ascii_digit()) {
                    let digits: String = chars[i..]
                        .iter()
                        .map(|&(_, d)| d)
                        .take_while(char::is_ascii_digit)
                        .collect();
                    i += digits.len();
                    let value: u8 = digits.parse().unwrap_or(u8::MAX);
                    if value == 0 {
                        return Err(BetzaError {
                            at: at + 1,
                            problem: BetzaProblem::ZeroRange,
                        });
                    }
                    rider = true;
                    range = Some(value);
                }
                let travel = match modifiers.travel {
                    None if rider => Travel::Ride { range },
                    None => Travel::Leap,
                    Some((at, 'n')) if rider => {
                        return Err(BetzaError {
                            at,
                            problem: BetzaProblem::LameRider,
                        });
                    }
                    Some((_, 'n')) => Travel::LameLeap,
                    Some((_, 'p')) => Travel::Hop,
                    Some(_) => Travel::Grasshop,
                };
                let offsets = select(leaps, &modifiers.directions);
                if offsets.is_empty() {
                    return Err(BetzaError {
                        at: modifiers.start.unwrap_or(at),
                        problem: BetzaProblem::NoDirection,
                    });
                }
                let both = !modifiers.quiet && !modifiers.capture;
                atoms.push(Atom {
                    travel,
                    offsets,
                    quiet: both || modifiers.quiet,
                    capture: both || modifiers.capture,
                    initial: modifiers.initial,
                });
                modifiers = Modifiers::default();
            }
        }
    }
    match modifiers.start {
        Some(at) => Err(BetzaError {
            at,
            problem: BetzaProblem::NoAtom,
        }),
        None => Ok(atoms),
    }
}

/// The offsets of `leaps` that `directions` select (all of them without directions).
fn select(leaps: &[(i32, i32)], directions: &[String]) -> Vec<(i32, i32)> {
    let mut offsets = Vec::new();
    for &leap in leaps {
        // An orthogonal atom alone reads a pair of different letters as both: `fsW` is
        // forward and sideways (the soldier).
        let split = leaps.len() == 1 && leap.1 == 0;
        let wanted: Vec<String> = directions
            .iter()
            .flat_map(|pair| {
                let mut letters = pair.chars();
                let (first, second) = (letters.next(), letters.next());
                match (first, second) {
                    (Some(a), Some(b)) if split && a != b => {
                        alloc::vec![[a, a].iter().collect(), [b, b].iter().collect()]
                    }
                    _ => alloc::vec![pair.clone()],
                }
            })
            .collect();
        for (offset, tags) in moves(leap) {
            let chosen =
                wanted.is_empty() || tags.iter().any(|tag| wanted.iter().any(|w| w == tag));
            if chosen && !offsets.contains(&offset) {
                offsets.push(offset);
            }
        }
    }
    offsets
}

/// Which lookups a piece's captures from any square may need, read from its Betza description
/// at compile time, so that a piece set's attacks branch on constants and skip what its kind
/// never uses (`fairy_pieces!` does so).
///
/// It covers the compiled [`Movement`](crate::movement::Movement) rather than equalling it:
/// a line ridden one way only, or to a limited range, may be counted as a line and as other
/// directions too. A lookup it names that the piece lacks finds nothing, so the cover is what
/// matters; [`Shape::covers`] checks it against the tables.
///
/// ```
/// use chequer_tables::betza::shape;
///
/// let archbishop = shape("BN");
/// assert!(archbishop.leaps && !archbishop.others);
/// assert_eq!(archbishop.lines, 0b1100);                // the two diagonals
/// assert_eq!((shape("pR").hops, shape("pR").lines), (0b0011, 0)); // the cannon hops ranks and files
/// assert!(!shape("pR").others && shape("fpR").others);   // one way only: a direction of its own
/// assert!(!shape("fmWfcFifmnD").others);                // pushes and double steps don't capture
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Shape {
    /// Whether some capture is a leap.
    pub leaps: bool,
    /// Bit `i` set where line `i` of [`LINES`](crate::obstruction::LINES) may be ridden to the
    /// edge both ways.
    pub lines: u8,
    /// Bit `i` set where line `i` may be hopped both ways, as the cannon captures: over the
    /// first piece, up to and including the next.
    pub hops: u8,
    /// Whether some capture is neither a leap nor a whole line: a limited or one-way ride, a
    /// hop, a grasshop or a lame leap.
    pub others: bool,
}

impl Shape {
    /// No lookup: a piece that captures nothing.
    pub const NONE: Shape = Shape {
        leaps: false,
        lines: 0,
        hops: 0,
        others: false,
    };

    /// Every lookup: covers any piece.
    pub const ALL: Shape = Shape {
        leaps: true,
        lines: 0b1111,
        hops: 0b1111,
        others: true,
    };

    /// Whether every lookup `other` needs is one this shape makes too.
    pub const fn covers(self, other: Shape) -> bool {
        (self.leaps || !other.leaps)
            && other.lines & !self.lines == 0
            && other.hops & !self.hops == 0
            && (self.others || !other.others)
    }
}

/// The [`Shape`] of the captures (from any square) of the piece `betza` describes; usable in
/// constants. Letters that are not Betza's are skipped here: [`parse`] reports them.
pub const fn shape(betza: &str) -> Shape {
    shape_of(betza, false)
}

/// The [`Shape`] of the quiet moves (from any square) of the piece `betza` describes, as
/// [`shape`] gives its captures'.
///
/// ```
/// use chequer_tables::betza::{quiet_shape, shape};
///
/// assert_eq!(quiet_shape("mRcpR").lines, 0b0011); // the cannon moves as a rook
/// assert_eq!(quiet_shape("mRcpR").hops, 0);       // and captures by hopping
/// assert_eq!(shape("mRcpR").hops, 0b0011);
/// ```
pub const fn quiet_shape(betza: &str) -> Shape {
    shape_of(betza, true)
}

/// The [`Shape`] of the quiet moves, or of the captures, of `betza`.
const fn shape_of(betza: &str, quiet: bool) -> Shape {
    const RANKS_AND_FILES: u8 = 0b0011;
    const DIAGONALS: u8 = 0b1100;
    let mut shape = Shape {
        leaps: false,
        lines: 0,
        hops: 0,
        others: false,
    };
    let mut next = 0;
    while let Some((atom, after)) = ConstAtom::read(betza.as_bytes(), next) {
        next = after;
        if !(if quiet {
            atom.moves_quietly()
        } else {
            atom.captures()
        }) {
            continue;
        }
        let lines = match atom.letter {
            b'W' | b'R' => RANKS_AND_FILES,
            b'F' | b'B' => DIAGONALS,
            b'K' | b'Q' => RANKS_AND_FILES | DIAGONALS,
            _ => 0,
        };
        let directed = atom.has(b"fblrvsh");
        if atom.has(b"p") {
            // Every hop goes as far as the pieces allow, whatever the atom's range.
            shape.hops |= lines;
            shape.others |= directed || lines == 0;
        } else if atom.has(b"ng") {
            shape.others = true;
        } else if !atom.rider {
            shape.leaps = true;
        } else {
            shape.lines |= lines;
            // Some directions are not whole lines ridden both ways to the edge.
            shape.others |= directed || atom.limited || lines == 0;
        }
    }
    shape
}

/// One atom as the readers of descriptions in constants ([`shape`], [`capture_steps`]) see
/// it. Letters that are not Betza's are skipped here: [`parse`] reports them.
#[derive(Clone, Copy)]
struct ConstAtom {
    letter: u8,
    /// The lower-case modifiers before the letter, one bit per letter from `a`.
    modifiers: u32,
    /// One of `R B Q`, a doubled letter (`NN`) or one with a range.
    rider: bool,
    /// With a range (`R4`).
    limited: bool,
}

impl ConstAtom {
    /// The atom whose modifiers start at `start` in `bytes`, and where the next one starts;
    /// `None` past the last atom.
    const fn read(bytes: &[u8], start: usize) -> Option<(ConstAtom, usize)> {
        let mut modifiers = 0;
        let mut i = start;
        while i < bytes.len() {
            let letter = bytes[i];
            i += 1;
            if letter.is_ascii_lowercase() {
                modifiers |= 1 << (letter - b'a');
            } else if letter.is_ascii_uppercase() {
                let mut atom = ConstAtom {
                    letter,
                    modifiers,
                    rider: matches!(letter, b'R' | b'B' | b'Q'),
                    limited: false,
                };
                if i < bytes.len() && bytes[i] == letter {
                    atom.rider = true;
                    i += 1;
                }
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    (atom.rider, atom.limited) = (true, true);
                    i += 1;
                }
                return Some((atom, i));
            }
        }
        None
    }

    /// Whether any of `modifiers` stands before the letter.
    const fn has(self, modifiers: &[u8]) -> bool {
        let mut i = 0;
        while i < modifiers.len() {
            if self.modifiers & 1 << (modifiers[i] - b'a') != 0 {
                return true;
            }
            i += 1;
        }
        false
    }

    /// Whether the atom captures from any square: `c`, or neither `c` nor `m`, and not `i`.
    const fn captures(self) -> bool {
        self.captures_somewhere() && !self.has(b"i")
    }

    /// Whether the atom moves to empty squares from any square: `m`, or neither `c` nor `m`,
    /// and not `i`.
    const fn moves_quietly(self) -> bool {
        (self.has(b"m") || !self.has(b"c")) && !self.has(b"i")
    }

    /// Whether the atom captures, from any square or from initial ones only.
    const fn captures_somewhere(self) -> bool {
        self.has(b"c") || !self.has(b"m")
    }
}

/// Whether every atom of `betza` moves as it captures, from any square: no `m`, `c` or `i`.
/// Then the piece's quiet moves are the empty squares it attacks, and need no lookup of
/// their own.
///
/// ```
/// use chequer_tables::betza::moves_as_it_captures;
///
/// assert!(moves_as_it_captures("nN") && moves_as_it_captures("fsW"));
/// assert!(!moves_as_it_captures("mRcpR") && !moves_as_it_captures("fmWfcF"));
/// ```
pub const fn moves_as_it_captures(betza: &str) -> bool {
    let mut next = 0;
    while let Some((atom, after)) = ConstAtom::read(betza.as_bytes(), next) {
        next = after;
        if atom.has(b"mci") {
            return false;
        }
    }
    true
}

/// Whether `betza` describes a plain piece: atom letters alone, with no modifier, range or
/// doubling other than `WW`, `FF` and `KK`. Such a piece captures as it moves, the same way
/// for both colours and in every direction, so its [`shape`] is exact and its attackers are
/// found by looking from the attacked square with its own lines and leaps.
pub const fn is_plain(betza: &str) -> bool {
    let bytes = betza.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let letter = bytes[i];
        if leap_bits(letter) == 0 && !matches!(letter, b'R' | b'B' | b'Q') {
            return false;
        }
        if i + 1 < bytes.len() && bytes[i + 1] == letter {
            if !matches!(letter, b'W' | b'F' | b'K') {
                return false;
            }
            i += 1;
        }
        i += 1;
    }
    !bytes.is_empty()
}

/// The leaps of a plain description ([`is_plain`]) as a set, one bit per leap: two plain
/// pieces with the same set leap to the same squares. Empty for other descriptions, whose
/// leaps may be cut by directions or modalities.
pub const fn leap_set(betza: &str) -> u16 {
    if !is_plain(betza) {
        return 0;
    }
    let bytes = betza.as_bytes();
    let mut set = 0;
    let mut i = 0;
    while i < bytes.len() {
        if i + 1 < bytes.len() && bytes[i + 1] == bytes[i] {
            i += 2; // a rider, not a leap
            continue;
        }
        set |= leap_bits(bytes[i]);
        i += 1;
    }
    set
}

/// Whether `betza` leaps along a rank, file or diagonal over squares it does not touch
/// (`D`, `A`, `H` or `G`, not lame): a check by such a leap cannot be blocked, as the masks
/// must know (`Movement::LEAPS_ALONG_LINES`).
///
/// ```
/// use chequer_tables::betza::leaps_along_lines;
/// assert!(leaps_along_lines("fAbD")); // tori shogi's goose
/// assert!(!leaps_along_lines("nA")); // xiangqi's elephant, stopped by a piece between
/// assert!(!leaps_along_lines("KbRfBbF2")); // the eagle rides
/// ```
pub const fn leaps_along_lines(betza: &str) -> bool {
    let bytes = betza.as_bytes();
    let mut lame = false;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'n' => lame = true,
            b'D' | b'A' | b'H' | b'G' if !lame => return true,
            b'A'..=b'Z' => lame = false,
            _ => {}
        }
        i += 1;
    }
    false
}

/// Whether a kind's name is `Pawn`: [`fairy_pieces!`](crate::fairy_pieces) takes the
/// pawn's capture steps from that kind.
#[doc(hidden)]
pub const fn names_pawn(name: &str) -> bool {
    let (name, pawn) = (name.as_bytes(), b"Pawn");
    if name.len() != pawn.len() {
        return false;
    }
    let mut i = 0;
    while i < pawn.len() {
        if name[i] != pawn[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The one-square steps of the captures of the piece `betza` describes, as White's piece
/// takes them, where they are all its captures from every square (`Movement::PAWN_CAPTURE_STEPS`):
/// capturing atoms `W` and `F`, each in every direction or with one `f` or `b`. Atoms that
/// only move (`m`, and the initial ones that only move) do not count. Anything else that
/// captures gives [`Steps::NONE`]: the captures are then looked up piece by piece.
///
/// ```
/// use chequer_core::Steps;
/// use chequer_tables::betza::capture_steps;
/// assert_eq!(capture_steps("fmWfcFifmnD"), Steps::of(&[(-1, 1), (1, 1)])); // Capablanca's pawn
/// assert_eq!(capture_steps("fmFfcW"), Steps::of(&[(0, 1)])); // the berolina pawn
/// assert_eq!(capture_steps("fcFicW"), Steps::NONE); // an initial capture
/// assert_eq!(capture_steps("fcN"), Steps::NONE); // not one step
/// ```
pub const fn capture_steps(betza: &str) -> Steps {
    let mut steps = Steps::NONE;
    let mut next = 0;
    while let Some((atom, after)) = ConstAtom::read(betza.as_bytes(), next) {
        next = after;
        if !atom.captures_somewhere() {
            continue;
        }
        // Only a direction `f` or `b`, and what the moves do: nothing else is a fixed step.
        let other_modifiers = atom.has(b"adghijklnopqrstuvwxyz");
        if atom.rider || other_modifiers || atom.has(b"f") && atom.has(b"b") {
            return Steps::NONE;
        }
        let atom_steps = match (atom.letter, atom.has(b"f"), atom.has(b"b")) {
            (b'W', false, false) => Steps::of(&[(0, 1), (-1, 0), (1, 0), (0, -1)]),
            (b'W', true, _) => Steps::of(&[(0, 1)]),
            (b'W', _, true) => Steps::of(&[(0, -1)]),
            (b'F', false, false) => Steps::of(&[(-1, 1), (1, 1), (-1, -1), (1, -1)]),
            (b'F', true, _) => Steps::of(&[(-1, 1), (1, 1)]),
            (b'F', _, true) => Steps::of(&[(-1, -1), (1, -1)]),
            _ => return Steps::NONE,
        };
        steps = steps.union(atom_steps);
    }
    steps
}

/// The leap set bits of one atom letter; 0 for riders and other letters.
const fn leap_bits(letter: u8) -> u16 {
    match letter {
        b'W' => 1,
        b'F' => 1 << 1,
        b'K' => 1 | 1 << 1,
        b'D' => 1 << 2,
        b'N' => 1 << 3,
        b'A' => 1 << 4,
        b'H' => 1 << 5,
        b'C' | b'L' => 1 << 6,
        b'Z' | b'J' => 1 << 7,
        b'G' => 1 << 8,
        _ => 0,
    }
}

/// Whether `betza` describes a leaper whose directions are the same to the left and to the
/// right (`fW`, `ffN`, `FfW`, `WfF`): atom letters that leap, with only `f`, `b`, `v` and `s`
/// before them. Not plain, as forward differs by colour, but its attackers of a square are
/// still one lookup: the squares the other colour's same piece would leap to from there.
pub const fn is_symmetric_leaper(betza: &str) -> bool {
    let bytes = betza.as_bytes();
    let mut leaps = false;
    let mut i = 0;
    while i < bytes.len() {
        let letter = bytes[i];
        if leap_bits(letter) != 0 {
            if i + 1 < bytes.len() && bytes[i + 1] == letter {
                return false; // a rider
            }
            leaps = true;
        } else if !matches!(letter, b'f' | b'b' | b'v' | b's') {
            return false;
        }
        i += 1;
    }
    leaps && !is_plain(betza)
}

/// The first of `descriptions` equal to `descriptions[index]`: the kind whose lookup stands
/// for all the kinds described alike (shogi's gold and the four kinds that move as it does).
pub const fn first_same(descriptions: &[&str], index: usize) -> usize {
    let mut first = 0;
    while !same_text(descriptions[first], descriptions[index]) {
        first += 1;
    }
    first
}

/// Whether two strings are equal, at compile time.
const fn same_text(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The first of `sets` equal to `sets[index]`: the kind whose leap table stands for all
/// the kinds that leap alike.
pub const fn first_alike(sets: &[u16], index: usize) -> usize {
    let mut first = 0;
    while sets[first] != sets[index] {
        first += 1;
    }
    first
}
