//! The book's measurement of the two legality strategies on orthodox chess: perft by check
//! and pin masks (`chequer::perft`) against perft by make-and-test (the testing kit's oracle),
//! on the benchmark positions, interleaved round by round.
//!
//! `cargo run --release --example legality_strategies` prints millions of leaves per second
//! for each, the median of 5 rounds, and their ratio.

use chequer::testing::perft_by_make_and_test;
use chequer::{Position, Standard, Validation, perft};
use std::time::Instant;

const POSITIONS: [(&str, &str, u32); 5] = [
    (
        "startpos",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    (
        "Kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
    ("CPW 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    (
        "CPW 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
    ),
    (
        "CPW 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
    ),
];
const ROUNDS: usize = 5;

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("| position | masks (Mnps) | make-and-test (Mnps) | ratio |");
    println!("|---|---:|---:|---:|");
    for (name, fen, depth) in POSITIONS {
        let position = Position::<Standard>::from_fen(fen, Validation::Strict)?;
        let (mut masks, mut make_and_test) = (Vec::new(), Vec::new());
        for _ in 0..ROUNDS {
            let start = Instant::now();
            let leaves = perft(&position, depth);
            masks.push(leaves as f64 / start.elapsed().as_secs_f64() / 1e6);
            let start = Instant::now();
            assert_eq!(perft_by_make_and_test(&position, depth), leaves);
            make_and_test.push(leaves as f64 / start.elapsed().as_secs_f64() / 1e6);
        }
        let (masks, make_and_test) = (median(masks), median(make_and_test));
        println!(
            "| {name} d{depth} | {masks:.0} | {make_and_test:.0} | {:.1} |",
            masks / make_and_test
        );
    }
    Ok(())
}
