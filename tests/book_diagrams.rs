//! The book's diagrams, drawn by chequer's SVG writer so that none is drawn by hand (the
//! tutorial crate draws those of its own pieces).
//!
//! `cargo test --test book_diagrams` fails when a file in `book/src/diagrams/` differs from
//! what chequer draws now; `UPDATE_DIAGRAMS=1 cargo test --test book_diagrams` writes them.

use chequer::svg::{Diagram, Mark};
use chequer::tables::square8::relevant_mask;
use chequer::tables::{CAMEL, KNIGHT, ORTHOGONAL, leaper, naive};
use chequer::testing::check_generated_files;
use chequer::{Bitboard, Board8x8, Color, Geometry, Grid, LosAlamos, Position, Square, Standard};
use std::path::Path;

fn square<G: Geometry>(name: &str) -> Square<G> {
    name.parse()
        .unwrap_or_else(|_| panic!("{name} is not a square of the board"))
}

/// A leaper drawn as `letter` on `from` and the squares its `offsets` reach, on a board of
/// geometry `G`.
fn leaps<G: Geometry>(from: &str, offsets: &[(i32, i32)], letter: char) -> String {
    let from = square::<G>(from);
    Diagram::<G>::new()
        .mark(leaper::targets(from, offsets), Mark::Dot)
        .piece(from, letter, Color::White)
        .to_svg()
}

/// A rook on d4 of 10×10 among three blockers, and the squares it attacks.
fn rook_blocked() -> String {
    type Board10x10 = Grid<10, 10, u128>;
    let from = square::<Board10x10>("d4");
    let mut diagram = Diagram::<Board10x10>::new();
    let mut blockers = Bitboard::empty();
    for (name, letter, color) in [
        ("d7", 'p', Color::Black),
        ("h4", 'n', Color::Black),
        ("b4", 'b', Color::White),
    ] {
        let at = square(name);
        blockers.insert(at);
        diagram = diagram.piece(at, letter, color);
    }
    diagram
        .mark(naive::slide(from, blockers, &ORTHOGONAL), Mark::Dot)
        .piece(from, 'r', Color::White)
        .to_svg()
}

/// Every diagram of the book: its file name and its SVG text.
fn diagrams() -> Vec<(&'static str, String)> {
    type Board5x5 = Grid<5, 5>;
    type Board10x8 = Grid<10, 8, u128>;
    vec![
        (
            "start-8x8.svg",
            Diagram::of_position(&Position::<Standard>::start()).to_svg(),
        ),
        (
            "start-6x6.svg",
            Diagram::of_position(&Position::<LosAlamos>::start()).to_svg(),
        ),
        ("knight-8x8-g1.svg", leaps::<Board8x8>("g1", &KNIGHT, 'n')),
        ("knight-5x5-c3.svg", leaps::<Board5x5>("c3", &KNIGHT, 'n')),
        ("knight-10x8-i2.svg", leaps::<Board10x8>("i2", &KNIGHT, 'n')),
        ("camel-8x8-d4.svg", leaps::<Board8x8>("d4", &CAMEL, 'c')),
        ("rook-10x10-d4.svg", rook_blocked()),
        (
            "rook-relevant-8x8-d4.svg",
            Diagram::<Board8x8>::new()
                .mark(Bitboard(relevant_mask(27, &ORTHOGONAL)), Mark::Fill)
                .piece(square("d4"), 'r', Color::White)
                .to_svg(),
        ),
        (
            "edge-files-10x8.svg",
            Diagram::<Board10x8>::new()
                .mark(Bitboard::file(0), Mark::Fill)
                .mark(Bitboard::file(Board10x8::FILES - 1), Mark::Fill)
                .to_svg(),
        ),
    ]
}

#[test]
fn diagrams_are_up_to_date() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("book/src/diagrams");
    check_generated_files(&folder, &diagrams(), "UPDATE_DIAGRAMS").unwrap();
}
