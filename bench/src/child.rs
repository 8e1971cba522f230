//! The body of each one-library binary of the separate-process table: `FEN DEPTH
//! [chess960]` in, `NODES NANOSECONDS` (the CPU time of the counting alone) out.

use std::time::Duration;

/// Counts the position the arguments name with `perft`, and prints the count and its time.
pub fn run(perft: fn(&str, bool, u32) -> (u64, Duration)) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (fen, depth) = match (args.first(), args.get(1).and_then(|d| d.parse().ok())) {
        (Some(fen), Some(depth)) => (fen, depth),
        _ => {
            eprintln!("usage: FEN DEPTH [chess960]");
            std::process::exit(2);
        }
    };
    let chess960 = args.get(2).is_some_and(|flag| flag == "chess960");
    let (nodes, time) = perft(fen, chess960, depth);
    println!("{nodes} {}", time.as_nanos());
}
