//! Every slider backend against the naive ray walk, on every square, for many occupancies,
//! on 8×8 and on boards of other shapes and storage.

use chequer_core::{Bitboard, Geometry, Grid, Square};
use chequer_tables::generic::GenericSliders;
use chequer_tables::obstruction::LineSliders;
use chequer_tables::{DIAGONAL, ORTHOGONAL, magic, naive};

mod common;
use common::{occupancies, on_boards};

/// The generic and the obstruction-difference backends, which serve every geometry, against
/// the naive walk.
fn any_geometry_backends_match_naive<G: Geometry>() {
    let generic = GenericSliders::<G>::new();
    let obstruction = LineSliders::<G>::new();
    let occupancies = occupancies::<G>(300);
    for square in Square::<G>::all() {
        for &occupied in &occupancies {
            let expected = (
                naive::slide(square, occupied, &ORTHOGONAL),
                naive::slide(square, occupied, &DIAGONAL),
            );
            let by_generic = (
                generic.rook(square, occupied),
                generic.bishop(square, occupied),
            );
            let by_obstruction = (
                obstruction.rook(square, occupied),
                obstruction.bishop(square, occupied),
            );
            assert_eq!(by_generic, expected, "generic, rook and bishop on {square}");
            assert_eq!(
                by_obstruction, expected,
                "obstruction, rook and bishop on {square}"
            );
        }
    }
}

on_boards!(any_geometry_on: any_geometry_backends_match_naive);

type Board8x8 = Grid<8, 8>;

#[test]
fn magic_matches_naive() {
    for square in Square::<Board8x8>::all() {
        for occupied in occupancies::<Board8x8>(2000) {
            let rook = magic::rook(square.index(), occupied.0);
            let bishop = magic::bishop(square.index(), occupied.0);
            assert_eq!(magic::rook_attacks(square, occupied).0, rook);
            assert_eq!(magic::bishop_attacks(square, occupied).0, bishop);
            assert_eq!(
                rook,
                naive::slide(square, occupied, &ORTHOGONAL).0,
                "rook {square}"
            );
            assert_eq!(
                bishop,
                naive::slide(square, occupied, &DIAGONAL).0,
                "bishop {square}"
            );
        }
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[test]
fn pext_matches_naive() {
    use chequer_tables::pext;
    for square in Square::<Board8x8>::all() {
        for occupied in occupancies::<Board8x8>(2000) {
            assert_eq!(
                pext::rook(square.index(), occupied.0),
                naive::slide(square, occupied, &ORTHOGONAL).0
            );
            assert_eq!(
                pext::bishop(square.index(), occupied.0),
                naive::slide(square, occupied, &DIAGONAL).0
            );
            assert_eq!(
                pext::rook_attacks(square, occupied),
                naive::slide(square, occupied, &ORTHOGONAL)
            );
            assert_eq!(
                pext::bishop_attacks(square, occupied),
                naive::slide(square, occupied, &DIAGONAL)
            );
        }
    }
}

#[test]
fn rays_between_and_line() {
    let rays = chequer_tables::rays::RayTable::<Board8x8>::new();
    let sq = |s: &str| s.parse::<Square<Board8x8>>().unwrap();
    let between: Vec<String> = rays
        .between(sq("a1"), sq("d4"))
        .map(|s| s.to_string())
        .collect();
    assert_eq!(between, ["b2", "c3"]);
    assert!(rays.between(sq("a1"), sq("b3")).is_empty());
    assert_eq!(rays.line(sq("c1"), sq("c5")), Bitboard::file(2));
}

#[test]
fn leapers_do_not_wrap() {
    use chequer_tables::leaper::targets;
    let corner = Square::<Grid<10, 8, u128>>::from_coords(9, 0).unwrap();
    let names: Vec<String> = targets(corner, &chequer_tables::KNIGHT)
        .map(|s| s.to_string())
        .collect();
    assert_eq!(names, ["h2", "i3"]);
}
