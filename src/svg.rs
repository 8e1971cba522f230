//! Board diagrams as SVG, for any geometry: squares, coordinates, pieces by their FEN letter,
//! and sets of squares marked, so that a bitboard can be shown on the board it belongs to.
//!
//! ```
//! use chequer::svg::{Diagram, Mark};
//! use chequer::{Bitboard, Grid, Square};
//!
//! type Board5x5 = Grid<5, 5, u64>;
//! let centre = Square::<Board5x5>::from_coords(2, 2).unwrap();
//! let svg = Diagram::<Board5x5>::new()
//!     .mark(Bitboard::from_square(centre), Mark::Fill)
//!     .to_svg();
//! assert!(svg.starts_with("<svg"));
//! ```

use chequer_core::{Bitboard, Color, Geometry, Position, Rules, Square, Token, file_letter};
use std::fmt::Write;

/// The side of one square, in SVG user units.
const SQUARE: u32 = 40;
/// The margin that holds the coordinates.
const MARGIN: u32 = 20;

/// How the squares of a set are drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    /// The whole square tinted: a set of squares such as a mask or an attack set.
    Fill,
    /// A dot in the middle: the targets of a move.
    Dot,
    /// A ring around the square's edge: a square to look at, such as a piece's origin.
    Ring,
    /// A dark square with a cross: a wall, which no piece enters (a duck, an arrow).
    Wall,
}

/// A board diagram of geometry `G`, built up step by step and written by
/// [`Diagram::to_svg`]. The same diagram always gives the same text, so generated pictures
/// can be checked for being up to date.
#[derive(Clone, Debug)]
pub struct Diagram<G: Geometry> {
    pieces: Vec<(Square<G>, Token, Color)>,
    marks: Vec<(Bitboard<G>, Mark)>,
    coordinates: bool,
}

impl<G: Geometry> Default for Diagram<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Geometry> Diagram<G> {
    /// An empty board with its coordinates.
    pub fn new() -> Self {
        Diagram {
            pieces: Vec::new(),
            marks: Vec::new(),
            coordinates: true,
        }
    }

    /// The board of `position`, every piece by its FEN token and every wall as
    /// [`Mark::Wall`].
    pub fn of_position<R: Rules<Geometry = G>>(position: &Position<R>) -> Self {
        let mut diagram = Self::new();
        if position.walls().is_nonempty() {
            diagram = diagram.mark(position.walls(), Mark::Wall);
        }
        for square in Square::<G>::all() {
            if let Some(occupant) = position.piece_at(square) {
                diagram = diagram.token(square, occupant.token(), occupant.color);
            }
        }
        diagram
    }

    /// Puts a piece, drawn as `letter` in a disc of `color`'s colours, on `square`.
    pub fn piece(self, square: Square<G>, letter: char, color: Color) -> Self {
        self.token(square, Token::new(false, letter), color)
    }

    /// Puts a piece, drawn as its FEN token (`+P` for a promoted pawn) in upper case in a
    /// disc of `color`'s colours, on `square`.
    pub fn token(mut self, square: Square<G>, token: Token, color: Color) -> Self {
        self.pieces.push((square, token.to_uppercase(), color));
        self
    }

    /// Marks every square of `squares` with `mark`; later marks are drawn over earlier ones.
    pub fn mark(mut self, squares: Bitboard<G>, mark: Mark) -> Self {
        self.marks.push((squares, mark));
        self
    }

    /// Leaves out the file letters and rank numbers around the board.
    pub fn without_coordinates(mut self) -> Self {
        self.coordinates = false;
        self
    }

    /// The diagram as a standalone SVG document.
    pub fn to_svg(&self) -> String {
        let margin = if self.coordinates { MARGIN } else { 0 };
        let width = u32::from(G::FILES) * SQUARE + 2 * margin;
        let height = u32::from(G::RANKS) * SQUARE + 2 * margin;
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
             width=\"{width}\" height=\"{height}\" font-family=\"sans-serif\">"
        );
        // A hole is no square: left out, the background shows through.
        for square in Square::<G>::all().filter(|square| !square.is_hole()) {
            let (x, y) = corner::<G>(square, margin);
            let fill = if (square.file() + square.rank()) % 2 == 0 {
                "#b58863"
            } else {
                "#f0d9b5"
            };
            let _ = writeln!(
                out,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"{fill}\"/>"
            );
        }
        for &(squares, mark) in &self.marks {
            for square in squares {
                write_mark(&mut out, corner::<G>(square, margin), mark);
            }
        }
        for &(square, letter, color) in &self.pieces {
            write_piece(&mut out, corner::<G>(square, margin), letter, color);
        }
        if self.coordinates {
            write_coordinates::<G>(&mut out, margin);
        }
        out.push_str("</svg>\n");
        out
    }
}

/// The top-left corner of `square`, rank 1 at the bottom.
fn corner<G: Geometry>(square: Square<G>, margin: u32) -> (u32, u32) {
    let x = margin + u32::from(square.file()) * SQUARE;
    let y = margin + u32::from(G::RANKS - 1 - square.rank()) * SQUARE;
    (x, y)
}

fn write_mark(out: &mut String, (x, y): (u32, u32), mark: Mark) {
    let half = SQUARE / 2;
    let _ = match mark {
        Mark::Fill => writeln!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" \
             fill=\"#3a7bd5\" fill-opacity=\"0.55\"/>"
        ),
        Mark::Dot => writeln!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#2a5599\" fill-opacity=\"0.8\"/>",
            x + half,
            y + half,
            SQUARE / 6
        ),
        Mark::Ring => writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" \
             stroke=\"#c0392b\" stroke-width=\"3\"/>",
            x + 2,
            y + 2,
            SQUARE - 4,
            SQUARE - 4
        ),
        Mark::Wall => writeln!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"#4a4a4a\"/>\
             <path d=\"M{} {} L{} {} M{} {} L{} {}\" stroke=\"#d0d0d0\" stroke-width=\"3\"/>",
            x + 8,
            y + 8,
            x + SQUARE - 8,
            y + SQUARE - 8,
            x + SQUARE - 8,
            y + 8,
            x + 8,
            y + SQUARE - 8
        ),
    };
}

fn write_piece(out: &mut String, (x, y): (u32, u32), token: Token, color: Color) {
    let (disc, ink) = match color {
        Color::White => ("#ffffff", "#222222"),
        Color::Black => ("#222222", "#ffffff"),
    };
    let half = SQUARE / 2;
    let _ = writeln!(
        out,
        "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\" fill=\"{disc}\" stroke=\"#222222\" \
         stroke-width=\"1.5\"/><text x=\"{cx}\" y=\"{cy}\" dy=\"0.35em\" text-anchor=\"middle\" \
         font-size=\"{size}\" font-weight=\"bold\" fill=\"{ink}\">{token}</text>",
        cx = x + half,
        cy = y + half,
        r = half - 4,
        size = SQUARE / 2,
    );
}

fn write_coordinates<G: Geometry>(out: &mut String, margin: u32) {
    let bottom = margin + u32::from(G::RANKS) * SQUARE + margin * 3 / 4;
    for file in 0..G::FILES {
        let x = margin + u32::from(file) * SQUARE + SQUARE / 2;
        let _ = writeln!(
            out,
            "<text x=\"{x}\" y=\"{bottom}\" text-anchor=\"middle\" font-size=\"12\">{}</text>",
            file_letter(file)
        );
    }
    for rank in 0..G::RANKS {
        let y = margin + u32::from(G::RANKS - 1 - rank) * SQUARE + SQUARE / 2;
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{y}\" dy=\"0.35em\" text-anchor=\"middle\" font-size=\"12\">{}</text>",
            margin / 2,
            rank + 1
        );
    }
}
