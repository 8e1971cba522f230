//! Single-threaded, bulk-counted perft of chequer against cozy-chess, chess and shakmaty, in
//! interleaved rounds, timed by the CPU time of the counting alone.
//!
//! ```sh
//! RUSTFLAGS="-C target-cpu=native" cargo build --profile speed -p chequer-bench \
//!     --target-dir target/native
//! target/native/speed/chequer-bench [--rounds N] [--shallow] [--only TABLE]
//! ```
//!
//! The orthodox table is made twice: with every library in this process, and with each in a
//! process of its own, one small binary per library (`src/bin`, built beside this one by the
//! command above), so that no library's code layout is shaped by the others'. A third table
//! counts the lichess variants against shakmaty, the Rust peer that plays them; a fourth,
//! Capablanca, Grand, Makruk, shogi and xiangqi against Fairy-Stockfish in a process of its
//! own (Debian's `fairy-stockfish`, found on the `PATH` or in `/usr/games`, or
//! `--fairy-stockfish PATH`; without it the table is skipped); both from each start position
//! and a middlegame. A fifth sets Los Alamos and Gardner's minichess beside orthodox chess,
//! per leaf, all three counted by chequer. `--only orthodox`, `--only separate`, `--only
//! lichess`, `--only fairy` or `--only boards` runs one table (repeat it for more).
//!
//! Each round runs every position with every library, the libraries in a rotating order, so
//! that drifts of a shared machine fall on all of them alike. A library's time is the median
//! over the rounds; the ratio is the median over rounds of the fastest peer's time divided by
//! chequer's time in the same round (above 1: chequer is faster).

mod boards;
mod count;
mod fairy;
mod peers;
mod separate;
mod timing;
mod variants;

use peers::{LIBRARIES, Library};
use std::path::PathBuf;
use std::time::Duration;
use variants::VARIANT_CASES;

/// A benchmark position: name, FEN (Shredder-FEN castling for Chess960), depth, published
/// count.
pub struct Case {
    pub name: &'static str,
    pub fen: &'static str,
    pub chess960: bool,
    pub depth: u32,
    pub nodes: u64,
}

/// The positions of the issue, with their published counts (Chess Programming Wiki perft
/// results; the Chess960 one from its Chess960 perft table).
const CASES: [Case; 6] = [
    Case {
        name: "startpos",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        chess960: false,
        depth: 6,
        nodes: 119_060_324,
    },
    Case {
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        chess960: false,
        depth: 5,
        nodes: 193_690_690,
    },
    Case {
        name: "position3",
        fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        chess960: false,
        depth: 7,
        nodes: 178_633_661,
    },
    Case {
        name: "position4",
        fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        chess960: false,
        depth: 6,
        nodes: 706_045_033,
    },
    Case {
        name: "position5",
        fen: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        chess960: false,
        depth: 5,
        nodes: 89_941_194,
    },
    Case {
        name: "chess960",
        fen: "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        chess960: true,
        depth: 6,
        nodes: 227_689_589,
    },
];

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

/// The tables a run can make.
const TABLES: [&str; 5] = ["orthodox", "separate", "lichess", "fairy", "boards"];

struct Options {
    rounds: usize,
    shallow: bool,
    /// The tables to make, of [`TABLES`].
    tables: Vec<&'static str>,
    fairy_stockfish: Option<PathBuf>,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        rounds: 5,
        shallow: false,
        tables: Vec::new(),
        fairy_stockfish: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rounds" => {
                let value = args.next().ok_or("--rounds needs a number")?;
                options.rounds = value
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or(format!("--rounds: not a positive number: {value}"))?;
            }
            "--shallow" => options.shallow = true,
            "--only" => {
                let value = args.next().ok_or("--only needs a table")?;
                let table = TABLES
                    .into_iter()
                    .find(|&table| table == value)
                    .ok_or(format!("--only: no table {value} (one of {TABLES:?})"))?;
                options.tables.push(table);
            }
            "--fairy-stockfish" => {
                let path = args.next().ok_or("--fairy-stockfish needs a path")?;
                options.fairy_stockfish = Some(PathBuf::from(path));
            }
            other => {
                return Err(format!(
                    "unknown argument: {other} (--rounds N, --shallow, --only TABLE, \
                     --fairy-stockfish PATH)"
                ));
            }
        }
    }
    if options.tables.is_empty() {
        options.tables = TABLES.to_vec();
    }
    Ok(options)
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("error: {message}");
            std::process::exit(2);
        }
    };
    if let Err(message) = run(&options) {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

fn run(options: &Options) -> Result<(), String> {
    let native = cfg!(target_feature = "bmi2");
    println!(
        "perft, one thread, bulk counting; CPU time; {} rounds; {}; chequer sliders: {}",
        options.rounds,
        if native {
            "built with BMI2 (e.g. -C target-cpu=native)"
        } else {
            "built without BMI2 (no -C target-cpu=native)"
        },
        chequer::SLIDER_BACKEND
    );
    if options.tables.contains(&"orthodox") {
        println!("\northodox, the libraries in this process");
        orthodox_rounds(options, |library, case, depth| {
            Ok((library.perft)(case.fen, case.chess960, depth))
        })?;
    }
    if options.tables.contains(&"separate") {
        println!("\northodox, each library in a process of its own (src/bin)");
        let children = separate::Children::find()?;
        orthodox_rounds(options, |library, case, depth| {
            children.perft(library, case, depth)
        })?;
    }
    if options.tables.contains(&"lichess") {
        variant_rounds(options);
    }
    if options.tables.contains(&"fairy") {
        match fairy::find_engine(options.fairy_stockfish.clone()) {
            Some(engine) => fairy::fairy_rounds(&engine, options.rounds, options.shallow)?,
            None => println!(
                "\nfairy table skipped: no fairy-stockfish on the PATH or in /usr/games \
                 (install Debian's fairy-stockfish, or pass --fairy-stockfish PATH)"
            ),
        }
    }
    if options.tables.contains(&"boards") {
        boards::board_rounds(options.rounds, options.shallow)?;
    }
    Ok(())
}

/// An orthodox table: each round runs every position with every library, each count made
/// by `perft`.
fn orthodox_rounds(
    options: &Options,
    perft: impl Fn(&Library, &Case, u32) -> Result<(u64, Duration), String>,
) -> Result<(), String> {
    // times[case][library][round]
    let mut times = vec![vec![Vec::new(); LIBRARIES.len()]; CASES.len()];
    for round in 0..options.rounds {
        for (c, case) in CASES.iter().enumerate() {
            let depth = if options.shallow {
                case.depth - 2
            } else {
                case.depth
            };
            let mut order: Vec<usize> = (0..LIBRARIES.len()).collect();
            order.rotate_left((round + c) % LIBRARIES.len());
            for l in order {
                let library: &Library = &LIBRARIES[l];
                if case.chess960 && !library.chess960 {
                    continue;
                }
                let (nodes, time) = perft(library, case, depth)?;
                if depth == case.depth {
                    assert_eq!(nodes, case.nodes, "{} on {}", library.name, case.name);
                }
                times[c][l].push((time, nodes));
            }
        }
        eprintln!("round {} of {} done", round + 1, options.rounds);
    }
    report(&times);
    Ok(())
}

/// The variant table: each round runs every variant in both libraries, in alternating order.
fn variant_rounds(options: &Options) {
    println!(
        "\n{:<18} {:>12} {:>12} {:>8}",
        "variant", "chequer", "shakmaty", "ratio"
    );
    for (c, case) in VARIANT_CASES.iter().enumerate() {
        let depth = if options.shallow {
            case.depth - 2
        } else {
            case.depth
        };
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for round in 0..options.rounds {
            let run = |chequer_first: bool| {
                let perft = if chequer_first {
                    case.chequer
                } else {
                    case.shakmaty
                };
                let (nodes, time) = perft(case.fen, depth);
                if depth == case.depth {
                    assert_eq!(nodes, case.nodes, "{}", case.name);
                }
                (nodes, time.as_secs_f64())
            };
            let first = (round + c) % 2 == 0;
            let a = run(first);
            let b = run(!first);
            let (chequer, shakmaty) = if first { (a, b) } else { (b, a) };
            ours.push(chequer);
            theirs.push(shakmaty);
        }
        let nodes = ours[0].0 as f64;
        let mnps = |runs: &[(u64, f64)]| nodes / median(runs.iter().map(|r| r.1).collect()) / 1e6;
        let ratio = median(ours.iter().zip(&theirs).map(|(o, t)| t.1 / o.1).collect());
        println!(
            "{:<18} {:>7.1} Mnps {:>7.1} Mnps {ratio:>8.2}",
            case.name,
            mnps(&ours),
            mnps(&theirs)
        );
    }
    println!("ratio = shakmaty's CPU time / chequer's, median of paired rounds");
}

fn report(times: &[Vec<Vec<(Duration, u64)>>]) {
    print!("{:<10}", "position");
    for library in &LIBRARIES {
        print!(" {:>12}", library.name);
    }
    println!(" {:>8}", "ratio");
    let mut ratios = Vec::new();
    for (c, case) in CASES.iter().enumerate() {
        print!("{:<10}", case.name);
        for runs in &times[c] {
            if runs.is_empty() {
                print!(" {:>12}", "-");
                continue;
            }
            let nodes = runs[0].1 as f64;
            let seconds = median(runs.iter().map(|(t, _)| t.as_secs_f64()).collect());
            print!(" {:>7.0} Mnps", nodes / seconds / 1e6);
        }
        let rounds = times[c][0].len();
        let paired: Vec<f64> = (0..rounds)
            .map(|round| {
                let ours = times[c][0][round].0.as_secs_f64();
                let fastest_peer = times[c][1..]
                    .iter()
                    .filter(|runs| !runs.is_empty())
                    .map(|runs| runs[round].0.as_secs_f64())
                    .fold(f64::INFINITY, f64::min);
                fastest_peer / ours
            })
            .collect();
        let ratio = median(paired);
        ratios.push(ratio);
        println!(" {ratio:>8.2}");
    }
    println!(
        "ratio = fastest peer's CPU time / chequer's, median of paired rounds; lowest {:.2}",
        ratios.iter().copied().fold(f64::INFINITY, f64::min)
    );
}
