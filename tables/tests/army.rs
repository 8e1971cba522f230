//! An army's attackers of a square, found by shared lookups from the square, against each
//! piece's own attacks, on random positions of boards of several shapes and both storages.

use chequer_core::{Bitboard, ByColor, Color, Geometry, Grid, Piece, Square};
use chequer_tables::army::Army;

chequer_core::piece_set! {
    /// One kind for every way of attacking: leaps, whole lines, lines of one way or a limited
    /// range, hops, grasshops, lame leaps, and compounds sharing lines and leaps.
    pub enum Mixed {
        Pawn = 'p', Knight = 'n', Bishop = 'b', Rook = 'r', Queen = 'q', Archbishop = 'a',
        Chancellor = 'c', King = 'k', Cannon = 'o', Grasshopper = 'g', Horse = 'h',
        Nightrider = 's', ShortRook = 'w', ForwardRook = 'f', Amazon = 'm',
    }
}

fn betza(piece: Mixed) -> &'static str {
    match piece {
        Mixed::Pawn => "fcF",
        Mixed::Knight => "N",
        Mixed::Bishop => "B",
        Mixed::Rook => "R",
        Mixed::Queen => "Q",
        Mixed::Archbishop => "BN",
        Mixed::Chancellor => "RN",
        Mixed::King => "K",
        Mixed::Cannon => "mRcpR",
        Mixed::Grasshopper => "gQ",
        Mixed::Horse => "nN",
        Mixed::Nightrider => "NN",
        Mixed::ShortRook => "R3",
        Mixed::ForwardRook => "fRbW",
        Mixed::Amazon => "QN",
    }
}

/// Deterministic pseudo-random positions: where each side's pieces of each kind stand.
fn positions<G: Geometry>(count: usize) -> Vec<ByColor<Vec<Bitboard<G>>>> {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
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

fn attackers_match_each_piece<G: Geometry>() {
    let army = &Army::<G, Mixed>::from_betza(betza).unwrap();
    for sides in positions::<G>(60) {
        let occupied = sides
            .white
            .iter()
            .chain(&sides.black)
            .fold(Bitboard::empty(), |all, &set| all | set);
        for by in [Color::White, Color::Black] {
            let pieces = |piece: Mixed| sides[by][piece.index()];
            for square in Square::<G>::all() {
                let expected: Bitboard<G> = Mixed::all()
                    .flat_map(|piece| {
                        pieces(piece).filter(move |&from| {
                            army.movement(piece)
                                .captures(by, from, occupied, false)
                                .contains(square)
                        })
                    })
                    .collect();
                assert_eq!(
                    army.attackers(square, by, occupied, pieces),
                    expected,
                    "attackers of {square} by {by:?}"
                );
            }
        }
    }
}

#[test]
fn attackers_on_8x8() {
    attackers_match_each_piece::<Grid<8, 8>>();
}

#[test]
fn attackers_on_5x5() {
    attackers_match_each_piece::<Grid<5, 5>>();
}

#[test]
fn attackers_on_10x8_u128() {
    attackers_match_each_piece::<Grid<10, 8, u128>>();
}

#[test]
fn attackers_on_9x10_u128() {
    attackers_match_each_piece::<Grid<9, 10, u128>>();
}

#[test]
fn attackers_on_12x10_u128() {
    attackers_match_each_piece::<Grid<12, 10, u128>>();
}
