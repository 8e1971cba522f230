//! Shifts, squares and masks on boards of several shapes: nothing may wrap round an edge.

use chequer_core::{Bitboard, Color, Geometry, Grid, Square};

/// `shift` of every single square equals the square found by coordinates.
fn shifts_match_coordinates<G: Geometry>() {
    for square in Square::<G>::all() {
        for files in -3..=3 {
            for ranks in -3..=3 {
                let expected: Bitboard<G> = square.offset(files, ranks).into_iter().collect();
                assert_eq!(
                    Bitboard::from_square(square).shift(files, ranks),
                    expected,
                    "{square} by ({files}, {ranks})"
                );
            }
        }
    }
    assert_eq!(Bitboard::<G>::full().len(), G::SQUARES);
    assert_eq!((!Bitboard::<G>::empty()), Bitboard::full());
    assert_eq!(
        Bitboard::<G>::full().shift(1, 0).len(),
        G::SQUARES - G::RANKS as usize
    );
}

#[test]
fn shifts_8x8() {
    shifts_match_coordinates::<Grid<8, 8>>();
}

#[test]
fn shifts_6x6() {
    shifts_match_coordinates::<Grid<6, 6>>();
}

#[test]
fn shifts_5x5() {
    shifts_match_coordinates::<Grid<5, 5>>();
}

#[test]
fn shifts_10x8_u128() {
    shifts_match_coordinates::<Grid<10, 8, u128>>();
}

#[test]
fn shifts_10x10_u128() {
    shifts_match_coordinates::<Grid<10, 10, u128>>();
}

#[test]
fn shifts_16x8_full_u128() {
    shifts_match_coordinates::<Grid<16, 8, u128>>();
}

#[test]
fn square_names_on_a_tall_board() {
    type Grand = Grid<10, 10, u128>;
    let j10: Square<Grand> = "j10".parse().unwrap();
    assert_eq!((j10.file(), j10.rank(), j10.index()), (9, 9, 99));
    assert_eq!(j10.to_string(), "j10");
    for bad in ["", "k1", "a0", "a11", "a01", "j", "10", "a1x", "A1"] {
        assert!(bad.parse::<Square<Grand>>().is_err(), "{bad}");
    }
}

#[test]
fn set_operations() {
    type G = Grid<8, 8>;
    let sq = |s: &str| s.parse::<Square<G>>().unwrap();
    let set = Bitboard::<G>::empty().with(sq("a1")).with(sq("h8"));
    assert!(set.contains(sq("h8")) && !set.contains(sq("e4")));
    assert!(set.more_than_one());
    assert_eq!(set.first(), Some(sq("a1")));
    assert_eq!(set.last(), Some(sq("h8")));
    assert_eq!(set.without(sq("a1")).len(), 1);
    assert_eq!(
        Bitboard::<G>::relative_rank(Color::Black, 1),
        Bitboard::rank(6)
    );
    assert_eq!(set.to_string().lines().next(), Some(". . . . . . . X"));
}

chequer_core::piece_set! {
    /// One royal piece.
    enum Lone { King = 'k' }
}

/// A movement that attacks nothing, for the default `between` and `line`.
struct Still;

impl<G: Geometry> chequer_core::Movement<G, Lone> for Still {
    fn attacks(_: Lone, _: Color, _: Square<G>, _: Bitboard<G>) -> Bitboard<G> {
        Bitboard::empty()
    }
}

/// The default `between` and `line` (constant time, from periodic patterns) against walking
/// the board, for every pair of squares of boards from 1×1 to 16×8 and 11×11.
#[test]
fn between_and_line_equal_the_walk_on_every_board() {
    fn check<G: Geometry>() {
        use chequer_core::Movement;
        for a in Square::<G>::all() {
            for b in Square::<G>::all() {
                let mut between = Bitboard::<G>::empty();
                let mut line = Bitboard::<G>::empty();
                if let Some((files, ranks)) = a.direction_to(b) {
                    let mut square = a;
                    while let Some(next) = square.offset(files, ranks).filter(|&n| n != b) {
                        between.insert(next);
                        square = next;
                    }
                    line.insert(a);
                    for (files, ranks) in [(files, ranks), (-files, -ranks)] {
                        let mut square = a;
                        while let Some(next) = square.offset(files, ranks) {
                            line.insert(next);
                            square = next;
                        }
                    }
                }
                assert_eq!(
                    <Still as Movement<G, Lone>>::between(a, b),
                    between,
                    "{a} {b}"
                );
                assert_eq!(<Still as Movement<G, Lone>>::line(a, b), line, "{a} {b}");
            }
        }
    }
    check::<Grid<1, 1>>();
    check::<Grid<1, 5>>();
    check::<Grid<5, 1>>();
    check::<Grid<2, 3>>();
    check::<Grid<3, 4>>();
    check::<Grid<5, 5>>();
    check::<Grid<6, 6>>();
    check::<Grid<8, 8>>();
    check::<Grid<7, 9, u128>>();
    check::<Grid<10, 8, u128>>();
    check::<Grid<10, 10, u128>>();
    check::<Grid<11, 11, u128>>();
    check::<Grid<16, 8, u128>>();
}
