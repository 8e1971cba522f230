//! Movement atoms: the ways a piece moves, each a set of offsets and a way of travelling along
//! them, with what the moves may do (quiet moves, captures) and when (initial moves only).
//!
//! An atom is a description, read from Betza notation ([`crate::betza`]) or written out; the
//! naive walk here ([`Atom::targets`]) is its meaning, and the oracle that the compiled tables
//! of [`crate::movement`] are tested against.

use alloc::vec::Vec;
use chequer_core::{Bitboard, Color, Geometry, Square};

/// How an atom travels along each of its offsets.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Travel {
    /// One leap to the offset, whatever stands between (Betza `N`, `W`, `F`...).
    Leap,
    /// A leap that a piece on its path blocks (Betza `n`): the path steps orthogonally along
    /// the longer axis until the rest is diagonal, then diagonally (the xiangqi horse's leg is
    /// the square orthogonally next to it; the elephant's, the diagonal midpoint).
    LameLeap,
    /// Repeated steps of the offset up to and including the first piece, at most `range`
    /// steps when given (Betza `WW` or `R`, `W3`, `NN`).
    Ride {
        /// The most steps, or none for the edge of the board.
        range: Option<u8>,
    },
    /// Repeated steps over exactly one piece, the screen, then on up to and including the
    /// next piece (Betza `p`: the cannon, which captures that next piece).
    Hop,
    /// Repeated steps to the first piece, then one step beyond it (Betza `g`: the
    /// grasshopper).
    Grasshop,
}

/// One way of moving: offsets, travel and what the moves may do.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Atom {
    /// How it travels.
    pub travel: Travel,
    /// The `(files, ranks)` offsets as white sees them; black's are turned half around.
    pub offsets: Vec<(i32, i32)>,
    /// Whether it moves to empty squares.
    pub quiet: bool,
    /// Whether it captures (and attacks).
    pub capture: bool,
    /// Whether it moves only from the piece's initial squares (Betza `i`: a pawn's double
    /// step).
    pub initial: bool,
}

impl Atom {
    /// An atom of `travel` along `offsets` that moves and captures, from any square.
    pub fn new(travel: Travel, offsets: &[(i32, i32)]) -> Atom {
        Atom {
            travel,
            offsets: offsets.to_vec(),
            quiet: true,
            capture: true,
            initial: false,
        }
    }

    /// The offsets as `color` sees them: black's are white's turned half around, so that
    /// forward is down and left is toward the h-file (tori shogi's quails), as black sees
    /// the board from the other side.
    pub fn offsets_for(&self, color: Color) -> impl Iterator<Item = (i32, i32)> + '_ {
        self.offsets.iter().map(move |&(files, ranks)| match color {
            Color::White => (files, ranks),
            Color::Black => (-files, -ranks),
        })
    }

    /// The squares the atom reaches from `from` for `color` among `occupied`, by walking the
    /// board: for a rider, hopper or grasshopper the squares it could move to, the square of
    /// the piece it could capture included; whether it may move or capture there is
    /// [`Atom::quiet`] and [`Atom::capture`]. The oracle of the compiled tables.
    pub fn targets<G: Geometry>(
        &self,
        from: Square<G>,
        color: Color,
        occupied: Bitboard<G>,
    ) -> Bitboard<G> {
        let mut targets = Bitboard::empty();
        for (files, ranks) in self.offsets_for(color) {
            let step = |square: Square<G>| square.offset(files, ranks);
            match self.travel {
                Travel::Leap => targets |= step(from).into_iter().collect(),
                Travel::LameLeap => {
                    let path = lame_path((files, ranks));
                    let free = path
                        .iter()
                        .all(|&(f, r)| from.offset(f, r).is_some_and(|s| !occupied.contains(s)));
                    if free {
                        targets |= step(from).into_iter().collect();
                    }
                }
                Travel::Ride { range } => {
                    let mut square = from;
                    let mut steps = 0;
                    while let Some(next) = step(square) {
                        if range.is_some_and(|range| steps == range) {
                            break;
                        }
                        targets.insert(next);
                        steps += 1;
                        if occupied.contains(next) {
                            break;
                        }
                        square = next;
                    }
                }
                Travel::Hop => {
                    let mut square = from;
                    let mut screened = false;
                    while let Some(next) = step(square) {
                        if screened {
                            targets.insert(next);
                            if occupied.contains(next) {
                                break;
                            }
                        } else if occupied.contains(next) {
                            screened = true;
                        }
                        square = next;
                    }
                }
                Travel::Grasshop => {
                    let mut square = from;
                    while let Some(next) = step(square) {
                        if occupied.contains(next) {
                            targets |= step(next).into_iter().collect();
                            break;
                        }
                        square = next;
                    }
                }
            }
        }
        targets
    }
}

/// The squares a lame leap to `(files, ranks)` passes over, relative to its start: steps
/// along the longer axis until the rest of the way is diagonal, then diagonal steps; the
/// target itself excluded. A leap of one step has no path.
pub fn lame_path((files, ranks): (i32, i32)) -> Vec<(i32, i32)> {
    let mut path = Vec::new();
    let (mut f, mut r) = (0, 0);
    loop {
        let (left_f, left_r) = (files - f, ranks - r);
        let (step_f, step_r) = if left_f.abs() == left_r.abs() {
            (left_f.signum(), left_r.signum())
        } else if left_f.abs() > left_r.abs() {
            (left_f.signum(), 0)
        } else {
            (0, left_r.signum())
        };
        f += step_f;
        r += step_r;
        if (f, r) == (files, ranks) {
            return path;
        }
        path.push((f, r));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lame_paths_are_the_legs() {
        assert_eq!(lame_path((1, 2)), [(0, 1)]); // the leg next to the start
        assert_eq!(lame_path((-2, 1)), [(-1, 0)]);
        assert_eq!(lame_path((2, 2)), [(1, 1)]); // the diagonal midpoint
        assert_eq!(lame_path((0, 2)), [(0, 1)]);
        assert_eq!(lame_path((1, 3)), [(0, 1), (0, 2)]);
        assert!(lame_path((1, 0)).is_empty());
    }
}
