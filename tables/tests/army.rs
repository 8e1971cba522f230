//! An army's attackers of a square, found by shared lookups from the square, against each
//! piece's own attacks, on random positions of boards of several shapes and both storages.

use chequer_core::{Bitboard, ByColor, Color, Geometry, Grid, Piece, Square};
use chequer_tables::BetzaPieces;
use chequer_tables::army::Army;

mod common;
use common::{Xorshift, on_boards};

chequer_tables::fairy_pieces! {
    /// One kind for every way of attacking: leaps, whole lines, lines of one way or a limited
    /// range, hops, grasshops, lame leaps, and compounds sharing lines and leaps. Declared on
    /// 10×8 for the macro's own attackers; the army is also compiled for other boards.
    pub enum Mixed on Grid<10, 8, u128> {
        Pawn = 'p' "fcF",
        Knight = 'n' "N",
        Bishop = 'b' "B",
        Rook = 'r' "R",
        Queen = 'q' "Q",
        Archbishop = 'a' "BN",
        Chancellor = 'c' "RN",
        King = 'k' "K",
        Cannon = 'o' "mRcpR",
        Grasshopper = 'g' "gQ",
        Horse = 'h' "nN",
        Nightrider = 's' "NN",
        ShortRook = 'w' "R3",
        ForwardRook = 'f' "fRbW",
        Amazon = 'm' "QN",
        /// Leaps as the pawn captures, but every way.
        Fers = 'x' "F",
        /// Symmetric leapers whose forward depends on colour, two of them described alike.
        Gold = 'y' "WfF",
        PromotedSilver = 'z' "WfF",
        ShogiKnight = 'j' "ffN",
        Soldier = 'e' "fsW",
        /// Lame leaps with a leg of one point and of two.
        Elephant = 'l' "nA",
        JanggiElephant = 'v' "nZ",
    }
}

/// Deterministic pseudo-random positions: where each side's pieces of each kind stand.
fn positions<G: Geometry>(count: usize) -> Vec<ByColor<Vec<Bitboard<G>>>> {
    let mut random = Xorshift::new(0x2545_F491_4F6C_DD1D);
    let mut next = move || random.next_u64();
    (0..count)
        .map(|i| {
            let mut sides = ByColor {
                white: vec![Bitboard::empty(); Mixed::COUNT],
                black: vec![Bitboard::empty(); Mixed::COUNT],
            };
            // One square in two, three or four occupied.
            let sparseness = 2 + i as u64 % 3;
            for square in Square::<G>::all() {
                if next() % sparseness == 0 {
                    let color = if next() % 2 == 0 {
                        Color::White
                    } else {
                        Color::Black
                    };
                    sides[color][next() as usize % Mixed::COUNT].insert(square);
                }
            }
            sides
        })
        .collect()
}

/// The pieces of `sides[by]` whose own attacks reach `square`.
fn attackers_one_by_one<G: Geometry>(
    army: &Army<G, Mixed>,
    sides: &ByColor<Vec<Bitboard<G>>>,
    square: Square<G>,
    by: Color,
    occupied: Bitboard<G>,
) -> Bitboard<G> {
    Mixed::all()
        .flat_map(|piece| {
            sides[by][piece.index()].filter(move |&from| {
                army.movement(piece)
                    .captures(by, from, occupied, false)
                    .contains(square)
            })
        })
        .collect()
}

/// Runs `check` on every square of random positions, for each colour, with the expected
/// attackers.
fn each_case<G: Geometry>(
    army: &Army<G, Mixed>,
    check: impl Fn(&ByColor<Vec<Bitboard<G>>>, Square<G>, Color, Bitboard<G>, Bitboard<G>),
) {
    for sides in positions::<G>(60) {
        let occupied = sides
            .white
            .iter()
            .chain(&sides.black)
            .fold(Bitboard::empty(), |all, &set| all | set);
        for by in [Color::White, Color::Black] {
            for square in Square::<G>::all() {
                let expected = attackers_one_by_one(army, &sides, square, by, occupied);
                check(&sides, square, by, occupied, expected);
            }
        }
    }
}

fn attackers_match_each_piece<G: Geometry>() {
    let army = &Army::<G, Mixed>::from_betza(Mixed::betza).unwrap();
    each_case(army, |sides, square, by, occupied, expected| {
        let pieces = |piece: Mixed| sides[by][piece.index()];
        assert_eq!(
            army.attackers(square, by, occupied, pieces),
            expected,
            "attackers of {square} by {by:?}"
        );
    });
}

on_boards!(attackers_on: attackers_match_each_piece);

/// The attackers `fairy_pieces!` writes, grouped at compile time, against each piece's own
/// attacks.
#[test]
fn the_macros_attackers_match_each_piece() {
    type G = Grid<10, 8, u128>;
    let army = &Army::<G, Mixed>::from_betza(Mixed::betza).unwrap();
    each_case(army, |sides, square, by, occupied, expected| {
        let pieces = |piece: Mixed| sides[by][piece.index()];
        assert_eq!(
            Mixed::attackers(square, by, occupied, pieces),
            expected,
            "attackers of {square} by {by:?}"
        );
    });
}
