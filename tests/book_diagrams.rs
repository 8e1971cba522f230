//! The book's diagrams, drawn by chequer's SVG writer so that none is drawn by hand (the
//! tutorial crate draws those of its own pieces).
//!
//! `cargo test --test book_diagrams` fails when a file in `book/src/diagrams/` differs from
//! what chequer draws now; `UPDATE_DIAGRAMS=1 cargo test --test book_diagrams` writes them.

use chequer::svg::{Diagram, Mark};
use chequer::tables::square8::relevant_mask;
use chequer::tables::{CAMEL, KNIGHT, ORTHOGONAL, betza, leaper, naive};
use chequer::testing::check_generated_files;
use chequer::{
    Amazons, Bitboard, Board8x8, Color, Duck, Geometry, Grid, LosAlamos, Position, Square, Standard,
};
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

/// A piece described in Betza notation, white, on `from` among `others` (letter, colour,
/// square): its quiet moves dotted and its captures ringed, from the naive walk of its atoms.
fn betza_piece<G: Geometry>(
    betza: &str,
    letter: char,
    from: &str,
    others: &[(char, Color, &str)],
) -> String {
    let from = square::<G>(from);
    let mut diagram = Diagram::<G>::new();
    let mut occupied = Bitboard::empty();
    let mut enemies = Bitboard::empty();
    for &(other, color, at) in others {
        let at = square(at);
        occupied.insert(at);
        if color == Color::Black {
            enemies.insert(at);
        }
        diagram = diagram.piece(at, other, color);
    }
    let (mut quiet, mut captures) = (Bitboard::empty(), Bitboard::empty());
    for atom in betza::parse(betza).expect("a valid Betza description") {
        let reached = atom.targets(from, Color::White, occupied);
        if atom.quiet {
            quiet |= reached - occupied;
        }
        if atom.capture {
            captures |= reached & enemies;
        }
    }
    diagram
        .mark(quiet, Mark::Dot)
        .mark(captures, Mark::Ring)
        .piece(from, letter, Color::White)
        .to_svg()
}

/// Duck chess after 1. e4 with the duck put on e5: the pawn's origin ringed, the duck drawn
/// as a wall.
fn duck_move() -> String {
    let mut position = Position::<Duck>::start();
    let mv = position.parse_uci("e2e4,e4e5").expect("a legal duck move");
    position.play(mv).expect("legal");
    Diagram::of_position(&position)
        .mark(Bitboard::from_square(square("e2")), Mark::Ring)
        .to_svg()
}

/// The game of the amazons: the queen from d1 lands on d7, and its arrow may fly as a queen
/// from there to every dotted square; it went to g4.
fn amazon_arrow() -> String {
    let start = Position::<Amazons>::start();
    let chosen = start.parse_uci("d1d7,d7g4").expect("a legal amazons move");
    let mut arrows = Bitboard::empty();
    start.for_each_legal_move(|mv| {
        if let Some(wall) = mv.wall().filter(|_| mv.base() == chosen.base()) {
            arrows.insert(wall);
        }
        true
    });
    let mut after = start;
    after.play(chosen).expect("legal");
    Diagram::of_position(&after)
        .mark(arrows.without(square("g4")), Mark::Dot)
        .mark(Bitboard::from_square(square("d1")), Mark::Ring)
        .to_svg()
}

/// Every diagram of the book: its file name and its SVG text.
fn diagrams() -> Vec<(&'static str, String)> {
    type Board5x5 = Grid<5, 5>;
    type Board9x9 = Grid<9, 9, u128>;
    type Board10x8 = Grid<10, 8, u128>;
    type Board10x10 = Grid<10, 10, u128>;
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
            "cannon-10x10-e3.svg",
            betza_piece::<Board10x10>(
                "mRcpR",
                'c',
                "e3",
                &[
                    ('p', Color::White, "e5"),
                    ('n', Color::Black, "e8"),
                    ('p', Color::Black, "h3"),
                    ('r', Color::Black, "j3"),
                ],
            ),
        ),
        (
            "horse-9x9-e5.svg",
            betza_piece::<Board9x9>(
                "nN",
                'h',
                "e5",
                &[('p', Color::White, "e6"), ('p', Color::Black, "f3")],
            ),
        ),
        (
            "berolina-8x8-d2.svg",
            betza_piece::<Board8x8>("mfFcfeWimfnA", 'p', "d2", &[('n', Color::Black, "d3")]),
        ),
        ("duck-move.svg", duck_move()),
        ("amazon-arrow.svg", amazon_arrow()),
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

// The writer itself, on a board wider than eight files.

type Wide = Grid<10, 8, u128>;

#[test]
fn one_rect_per_square_and_coordinates_for_every_file_and_rank() {
    let svg = Diagram::<Wide>::new().to_svg();
    assert_eq!(svg.matches("<rect").count(), 80);
    assert!(svg.contains(">j</text>"));
    assert!(svg.contains(">8</text>"));
    assert!(svg.contains("viewBox=\"0 0 440 360\""));
}

#[test]
fn marks_and_pieces_land_on_their_squares() {
    let a1 = Square::<Wide>::from_coords(0, 0).unwrap();
    let j8 = Square::<Wide>::from_coords(9, 7).unwrap();
    let svg = Diagram::<Wide>::new()
        .without_coordinates()
        .mark(Bitboard::from_square(a1), Mark::Fill)
        .piece(j8, 'k', Color::Black)
        .to_svg();
    // a1 is the bottom-left square, j8 the top-right one.
    assert!(svg.contains("<rect x=\"0\" y=\"280\" width=\"40\" height=\"40\" fill=\"#3a7bd5\""));
    assert!(svg.contains("<circle cx=\"380\" cy=\"20\""));
    assert!(svg.contains(">K</text>"));
    assert!(!svg.contains(">a</text>"));
}
