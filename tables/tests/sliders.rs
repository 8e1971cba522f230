//! Every slider backend against the naive ray walk, on every square, for many occupancies,
//! on 8×8 and on boards of other shapes and storage.

use chequer_core::{Bitboard, Geometry, Grid, Square};
use chequer_tables::generic::GenericSliders;
use chequer_tables::obstruction::LineSliders;
use chequer_tables::{DIAGONAL, ORTHOGONAL, magic, naive};

/// Deterministic pseudo-random occupancies: sparse, medium and dense.
fn occupancies<G: Geometry>(count: usize) -> Vec<Bitboard<G>> {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..count)
        .map(|i| {
            let wide =
                |next: &mut dyn FnMut() -> u64| (u128::from(next()) << 64) | u128::from(next());
            let bits = match i % 3 {
                0 => wide(&mut next) & wide(&mut next) & wide(&mut next),
                1 => wide(&mut next) & wide(&mut next),
                _ => wide(&mut next) | wide(&mut next),
            };
            Bitboard::from_u128(bits)
        })
        .collect()
}

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

#[test]
fn any_geometry_on_8x8() {
    any_geometry_backends_match_naive::<Grid<8, 8>>();
}

#[test]
fn any_geometry_on_6x6() {
    any_geometry_backends_match_naive::<Grid<6, 6>>();
}

#[test]
fn any_geometry_on_5x5() {
    any_geometry_backends_match_naive::<Grid<5, 5>>();
}

#[test]
fn any_geometry_on_10x8_u128() {
    any_geometry_backends_match_naive::<Grid<10, 8, u128>>();
}

#[test]
fn any_geometry_on_10x10_u128() {
    any_geometry_backends_match_naive::<Grid<10, 10, u128>>();
}

#[test]
fn any_geometry_on_16x8_u128() {
    any_geometry_backends_match_naive::<Grid<16, 8, u128>>();
}

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
