//! The book's measurement of attack lookups from random squares among random pieces, on 8×8
//! and on 10×8: a knight's targets computed from its offsets or looked up, and the rook's and
//! the bishop's attacks by each slider backend this target has (on 10×8 with BMI2, the PEXT
//! lines beside obstruction difference, over the same four lines a square).
//!
//! `cargo run --release -p chequer-tables --example table_speed` (add
//! `RUSTFLAGS="-C target-cpu=native"` for PEXT). Prints nanoseconds per lookup, the median of
//! 15 rounds, the ways of one board interleaved round by round.

use chequer_core::{Bitboard, Geometry, Grid, Square};
use chequer_tables::generic::GenericSliders;
use chequer_tables::leaper::{self, LeaperTable};
use chequer_tables::obstruction::{LINES, LineSliders, line_attacks, line_through};
use chequer_tables::{DIAGONAL, KNIGHT, ORTHOGONAL, magic, naive};
use std::hint::black_box;
use std::time::Instant;

type Board8x8 = Grid<8, 8>;
type Board10x8 = Grid<10, 8, u128>;

const SAMPLES: usize = 4096;
const ROUNDS: usize = 15;
const PASSES: usize = 200;

/// A random square and a random occupancy of about one square in four.
fn samples<G: Geometry>() -> Vec<(Square<G>, Bitboard<G>)> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..SAMPLES)
        .map(|_| {
            let square = Square::new((next() % G::SQUARES as u64) as usize).unwrap();
            let bits = (next() & next()) as u128 | ((next() & next()) as u128) << 64;
            (square, Bitboard::from_u128(bits & G::BOARD))
        })
        .collect()
}

/// Nanoseconds per call of `lookup` over `samples`, one round.
fn time<G: Geometry>(
    samples: &[(Square<G>, Bitboard<G>)],
    lookup: &impl Fn(Square<G>, Bitboard<G>) -> Bitboard<G>,
) -> f64 {
    let start = Instant::now();
    let mut sink = Bitboard::<G>::empty();
    for _ in 0..PASSES {
        for &(square, occupied) in black_box(samples) {
            sink ^= lookup(square, occupied);
        }
    }
    black_box(sink);
    start.elapsed().as_nanos() as f64 / (PASSES * samples.len()) as f64
}

/// Each square's four lines, `from` excluded.
fn lines<G: Geometry>() -> Vec<[Bitboard<G>; 4]> {
    Square::<G>::all()
        .map(|square| LINES.map(|direction| line_through(square, direction)))
        .collect()
}

/// The rook's and the bishop's attacks from `from`: `along` taken over its four `lines`.
#[inline(always)]
fn by_lines<G: Geometry>(
    lines: &[[Bitboard<G>; 4]],
    from: Square<G>,
    occupied: Bitboard<G>,
    along: impl Fn(Square<G>, Bitboard<G>, Bitboard<G>) -> Bitboard<G>,
) -> Bitboard<G> {
    lines[from.index()]
        .iter()
        .fold(Bitboard::empty(), |all, &line| {
            all | along(from, line, occupied)
        })
}

/// Prints the median of each backend's rounds.
fn report(board: &str, names: &[&str], mut times: Vec<Vec<f64>>) {
    for (times, name) in times.iter_mut().zip(names) {
        times.sort_by(f64::total_cmp);
        println!("| {board} | {name} | {:.2} |", times[ROUNDS / 2]);
    }
}

/// Times each `name => lookup` on the board's samples, the backends interleaved round by
/// round; a macro so that each lookup is compiled into its own timing loop.
macro_rules! measure {
    ($board:literal, $geometry:ty, $($name:literal => $lookup:expr),+ $(,)?) => {{
        let samples = samples::<$geometry>();
        let names = [$($name),+];
        let mut times = vec![Vec::new(); names.len()];
        for _ in 0..ROUNDS {
            let mut backend = 0;
            $(
                times[backend].push(time(&samples, &$lookup));
                backend += 1;
            )+
            debug_assert_eq!(backend, names.len());
        }
        report($board, &names, times);
    }};
}

fn main() {
    println!("| board | lookup | ns |");
    println!("|---|---|---:|");
    let knight = LeaperTable::<Board8x8>::new(&KNIGHT);
    let wide_knight = LeaperTable::<Board10x8>::new(&KNIGHT);
    measure!("8×8", Board8x8,
        "knight from offsets" => |s, _| leaper::targets(s, &KNIGHT),
        "knight from a table" => |s, _| knight.get(s),
    );
    measure!("10×8", Board10x8,
        "knight from offsets" => |s, _| leaper::targets(s, &KNIGHT),
        "knight from a table" => |s, _| wide_knight.get(s),
    );
    let generic = GenericSliders::<Board8x8>::new();
    let obstruction = LineSliders::<Board8x8>::new();
    measure!("8×8", Board8x8,
        "rook + bishop, ray walk" => |s, o| naive::slide(s, o, &ORTHOGONAL) | naive::slide(s, o, &DIAGONAL),
        "rook + bishop, generic" => |s, o| generic.rook(s, o) | generic.bishop(s, o),
        "rook + bishop, obstruction difference" => |s, o| obstruction.rook(s, o) | obstruction.bishop(s, o),
        "rook + bishop, magic" => |s, o| magic::rook_attacks(s, o) | magic::bishop_attacks(s, o),
    );
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    measure!("8×8", Board8x8,
        "rook + bishop, PEXT" => |s, o| chequer_tables::pext::rook_attacks(s, o) | chequer_tables::pext::bishop_attacks(s, o),
    );
    let wide = GenericSliders::<Board10x8>::new();
    let wide_lines = lines::<Board10x8>();
    measure!("10×8", Board10x8,
        "rook + bishop, ray walk" => |s, o| naive::slide(s, o, &ORTHOGONAL) | naive::slide(s, o, &DIAGONAL),
        "rook + bishop, generic" => |s, o| wide.rook(s, o) | wide.bishop(s, o),
        "rook + bishop, obstruction difference" => |s, o| by_lines(&wide_lines, s, o, line_attacks),
    );
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    measure!("10×8", Board10x8,
        "rook + bishop, PEXT lines (slide_along)" => |s, o| by_lines(&wide_lines, s, o, chequer_tables::obstruction::slide_along),
    );
}
