//! Movement atoms and their Betza forms: the compiled tables against the atoms' naive walk on
//! every square of boards of several shapes and both storages, the orthodox pieces against
//! their Betza forms, and the errors of invalid notation.

use chequer_core::{Bitboard, Color, Geometry, Grid, Square};
use chequer_tables::atoms::{Atom, Travel};
use chequer_tables::betza::{BetzaProblem, is_plain, leap_set, parse, shape};
use chequer_tables::movement::Movement;
use chequer_tables::{DIAGONAL, KING, KNIGHT, ORTHOGONAL, leaper, naive};

mod common;
use common::{occupancies, on_boards};

/// The pieces the tests compile: every atom, modifier and travel.
const PIECES: [&str; 24] = [
    "N",
    "R",
    "B",
    "Q",
    "K",
    "NN",
    "W3",
    "R4",
    "mRcpR",
    "pR",
    "gQ",
    "nN",
    "nA",
    "nD",
    "fsW",
    "fmWfcFifmnD",
    "KN",
    "C",
    "Z",
    "H",
    "G",
    "fN",
    "frFblF",
    "mfhNcbB",
];

/// The targets of the atoms selected by `keep`, walked square by square.
fn walked<G: Geometry>(
    atoms: &[Atom],
    keep: impl Fn(&Atom) -> bool,
    color: Color,
    from: Square<G>,
    occupied: Bitboard<G>,
) -> Bitboard<G> {
    atoms
        .iter()
        .filter(|atom| keep(atom))
        .fold(Bitboard::empty(), |all, atom| {
            all | atom.targets(from, color, occupied)
        })
}

fn tables_match_the_walk<G: Geometry>() {
    let occupancies = occupancies::<G>(60);
    for betza in PIECES {
        let atoms = parse(betza).unwrap();
        let movement = Movement::<G>::new(&atoms);
        for color in [Color::White, Color::Black] {
            for from in Square::<G>::all() {
                for &occupied in &occupancies {
                    let occupied = occupied.without(from);
                    for initial in [false, true] {
                        let captures = walked(
                            &atoms,
                            |a| a.capture && (initial || !a.initial),
                            color,
                            from,
                            occupied,
                        );
                        let quiet = walked(
                            &atoms,
                            |a| a.quiet && (initial || !a.initial),
                            color,
                            from,
                            occupied,
                        );
                        assert_eq!(
                            movement.captures(color, from, occupied, initial),
                            captures,
                            "{betza} captures, {color:?} on {from}, initial {initial}, {occupied:?}"
                        );
                        assert_eq!(
                            movement.quiet(color, from, occupied, initial),
                            quiet - occupied,
                            "{betza} quiet moves, {color:?} on {from}, initial {initial}, {occupied:?}"
                        );
                    }
                }
            }
        }
    }
}

on_boards!(tables_match_the_walk_on: tables_match_the_walk);

/// The shape read from a description at compile time covers the compiled tables' lookups,
/// exactly for plain pieces, and plain pieces leap alike exactly when their leap sets are
/// equal.
fn shapes_cover_the_tables<G: Geometry>() {
    let plain = [
        "RN", "BN", "QN", "WW", "FF", "KK", "W", "F", "D", "A", "WF", "NW",
    ];
    for betza in PIECES.into_iter().chain(plain) {
        let movement = Movement::<G>::new(&parse(betza).unwrap());
        let shape = shape(betza);
        assert!(movement.covered_by(shape), "{betza}: {shape:?}");
        if is_plain(betza) {
            for color in [Color::White, Color::Black] {
                assert_eq!(movement.capture_shape(color), shape, "{betza} is plain");
            }
        }
    }
    let leaps = |betza: &str| {
        let leaping: String = betza.chars().filter(|c| !"RBQ".contains(*c)).collect();
        let movement = Movement::<G>::new(&parse(&leaping).unwrap_or_default());
        Square::<G>::all()
            .map(|from| movement.captures(Color::White, from, Bitboard::full(), false))
            .collect::<Vec<_>>()
    };
    let plain_leapers = ["N", "RN", "BN", "QN", "K", "WF", "FW", "W", "KN", "NK"];
    for a in plain_leapers {
        for b in plain_leapers {
            assert_eq!(
                leap_set(a) == leap_set(b),
                leaps(a) == leaps(b),
                "{a} and {b} leap alike"
            );
        }
    }
}

on_boards!(shapes_cover_the_tables_on: shapes_cover_the_tables);

/// Every orthodox piece equals its Betza form, on every square among many occupancies.
#[test]
fn orthodox_pieces_equal_their_betza_forms() {
    type G = Grid<8, 8>;
    let movement = |betza: &str| Movement::<G>::new(&parse(betza).unwrap());
    let (knight, bishop, rook, queen, king) = (
        movement("N"),
        movement("B"),
        movement("R"),
        movement("Q"),
        movement("K"),
    );
    let pawn = movement("fmWfcFifmnD");
    for &occupied in &occupancies::<G>(100) {
        for from in Square::<G>::all() {
            let occupied = occupied.without(from);
            let white = Color::White;
            assert_eq!(
                knight.captures(white, from, occupied, false),
                leaper::targets(from, &KNIGHT)
            );
            assert_eq!(
                king.captures(white, from, occupied, false),
                leaper::targets(from, &KING)
            );
            assert_eq!(
                bishop.captures(white, from, occupied, false),
                naive::slide(from, occupied, &DIAGONAL)
            );
            assert_eq!(
                rook.captures(white, from, occupied, false),
                naive::slide(from, occupied, &ORTHOGONAL)
            );
            assert_eq!(
                queen.captures(white, from, occupied, false),
                naive::slide(from, occupied, &ORTHOGONAL) | naive::slide(from, occupied, &DIAGONAL)
            );
            for color in [Color::White, Color::Black] {
                let ahead = if color == Color::White { 1 } else { -1 };
                assert_eq!(
                    pawn.captures(color, from, occupied, false),
                    leaper::targets(from, &[(-1, ahead), (1, ahead)])
                );
                // One step to an empty square; from the initial rank two, if both are empty.
                let one = leaper::targets(from, &[(0, ahead)]) - occupied;
                let two = leaper::targets(from, &[(0, 2 * ahead)]) - occupied;
                assert_eq!(pawn.quiet(color, from, occupied, false), one);
                let double = if one.is_empty() {
                    Bitboard::empty()
                } else {
                    two
                };
                assert_eq!(pawn.quiet(color, from, occupied, true), one | double);
            }
        }
    }
}

#[test]
fn directions_read_as_fairy_stockfish_reads_them() {
    let offsets = |betza: &str| {
        let mut offsets: Vec<(i32, i32)> = parse(betza)
            .unwrap()
            .iter()
            .flat_map(|atom| atom.offsets.clone())
            .collect();
        offsets.sort();
        offsets
    };
    assert_eq!(offsets("fN"), [(-1, 2), (1, 2)]); // the shogi knight: the narrow forward leaps
    assert_eq!(offsets("fhN"), [(-2, 1), (-1, 2), (1, 2), (2, 1)]);
    assert_eq!(offsets("fsW"), [(-1, 0), (0, 1), (1, 0)]); // the xiangqi soldier across the river
    assert_eq!(offsets("fF"), [(-1, 1), (1, 1)]);
    assert_eq!(offsets("frF"), [(1, 1)]);
    assert_eq!(parse("fceF"), parse("fcF")); // `e` (en passant) is the rule set's to decide
    assert_eq!(offsets("vW"), [(0, -1), (0, 1)]);
    assert_eq!(offsets("sW"), [(-1, 0), (1, 0)]);
    assert_eq!(
        offsets("WfF"),
        [(-1, 0), (-1, 1), (0, -1), (0, 1), (1, 0), (1, 1)]
    ); // gold
    assert_eq!(offsets("FfW"), [(-1, -1), (-1, 1), (0, 1), (1, -1), (1, 1)]); // silver
    assert_eq!(parse("NN").unwrap()[0].travel, Travel::Ride { range: None });
    assert_eq!(
        parse("W3").unwrap()[0].travel,
        Travel::Ride { range: Some(3) }
    );
    assert_eq!(
        parse("R4").unwrap()[0].travel,
        Travel::Ride { range: Some(4) }
    );
    assert_eq!(parse("gQ").unwrap()[0].travel, Travel::Grasshop);
    assert_eq!(parse("pR").unwrap()[0].travel, Travel::Hop);
    assert!(parse("").unwrap().is_empty());
}

#[test]
fn invalid_notation_says_where() {
    let problem = |betza: &str| parse(betza).map(|_| ()).map_err(|e| (e.at, e.problem));
    assert_eq!(problem("Nx"), Err((2, BetzaProblem::UnknownLetter('x'))));
    assert_eq!(problem("Rfm"), Err((2, BetzaProblem::NoAtom)));
    assert_eq!(problem("nR"), Err((1, BetzaProblem::LameRider)));
    assert_eq!(problem("BnpN"), Err((3, BetzaProblem::ConflictingTravel)));
    assert_eq!(problem("W0"), Err((2, BetzaProblem::ZeroRange)));
    assert_eq!(problem("KhhN"), Err((2, BetzaProblem::NoDirection)));
    assert_eq!(
        parse("Nx").unwrap_err().to_string(),
        "Betza notation, at 2: 'x' is not a Betza letter"
    );
}
