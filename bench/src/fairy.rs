//! Rule sets of fairy pieces against Fairy-Stockfish, the engine that plays them all: its
//! `go perft` in a process of its own, one thread, timed by the process's CPU time less that
//! of a start-up run, against chequer's perft in this process.

use crate::count::chequer::rule_set_perft;
use chequer::{Capablanca, Grand, Makruk, Rules, Shogi, Xiangqi};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A position of a rule set, counted to a depth by both.
pub struct FairyCase {
    /// The row's name.
    pub name: &'static str,
    /// Fairy-Stockfish's `UCI_Variant` name.
    pub variant: &'static str,
    /// The position; `None` for the start position.
    pub fen: Option<&'static str>,
    pub depth: u32,
    pub chequer: fn(Option<&str>, u32) -> (u64, Duration),
}

/// Each rule set of the speed goals against Fairy-Stockfish from its start position and from
/// a middlegame. The middlegames end random games of 18 plies (moves drawn from pyffish's
/// legal moves by Python's `random`, seed 7, in a position without check); xiangqi's is the
/// busy position of its perft table. Every run checks that both programs count the same.
/// Each depth gives chequer at least ten million leaves, so that a round lasts long enough
/// for the engine's start-up, subtracted from its time, to stay small beside it.
pub const FAIRY_CASES: [FairyCase; 10] = [
    case::<Capablanca>("capablanca", "capablanca", None, 5),
    case::<Capablanca>(
        "capablanca mid",
        "capablanca",
        Some("rna1qkb2r/p3bppp1p/1pppp1cn2/8p1/P2P6/5PP1PP/1PP1P1KP2/RNABQ1BCNR w kq - 1 10"),
        5,
    ),
    case::<Grand>("grand", "grand", None, 4),
    case::<Grand>(
        "grand mid",
        "grand",
        Some(
            "r6r2/1nbq1cabn1/p2ppkppp1/1pp7/5p3p/3P6/4P2PP1/PPP1QPP1BP/1N3CA1N1/RB1RK5 w - - 0 10",
        ),
        4,
    ),
    case::<Makruk>("makruk", "makruk", None, 6),
    case::<Makruk>(
        "makruk mid",
        "makruk",
        Some("rns2snr/8/p2pkmpp/1p2pp2/1pP1P3/PR1P1PPP/3SK3/1N2MSNR w - - 2 10"),
        6,
    ),
    case::<Shogi>("shogi", "shogi", None, 5),
    case::<Shogi>(
        "shogi mid",
        "shogi",
        Some("lnsgkgsn1/7bl/pp1ppr1pp/2p2pp2/P8/4P4/LPPP1PPPP/1B1GR4/1NSK1GSNL[] w - - 18 10"),
        5,
    ),
    case::<Xiangqi>("xiangqi", "xiangqi", None, 5),
    case::<Xiangqi>(
        "xiangqi mid",
        "xiangqi",
        Some("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1"),
        5,
    ),
];

/// The case of rule set `R`, called `variant` in Fairy-Stockfish.
const fn case<R: Rules>(
    name: &'static str,
    variant: &'static str,
    fen: Option<&'static str>,
    depth: u32,
) -> FairyCase {
    FairyCase {
        name,
        variant,
        fen,
        depth,
        chequer: rule_set_perft::<R>,
    }
}

/// Where Fairy-Stockfish is: `explicit` if given, else `fairy-stockfish` on the `PATH` or
/// where Debian's package puts it.
pub fn find_engine(explicit: Option<PathBuf>) -> Option<PathBuf> {
    if explicit.is_some() {
        return explicit;
    }
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .map(|dir| dir.join("fairy-stockfish"));
    on_path
        .chain([PathBuf::from("/usr/games/fairy-stockfish")])
        .find(|candidate| candidate.is_file())
}

/// The CPU time (user and system) of the children this process has waited for.
fn children_cpu_time() -> Duration {
    // SAFETY: an all-zero `rusage` is a valid value for getrusage to overwrite.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid, writable rusage for the duration of the call.
    let result = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    assert_eq!(result, 0, "getrusage(RUSAGE_CHILDREN) failed");
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// Runs `go perft depth` on `variant`'s position `fen` (its start position if `None`) in a new
/// engine process: its count and the CPU time of the whole process.
fn engine_perft(
    engine: &Path,
    variant: &str,
    fen: Option<&str>,
    depth: u32,
) -> Result<(u64, Duration), String> {
    let before = children_cpu_time();
    let mut child = Command::new(engine)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot start {}: {error}", engine.display()))?;
    let mut input = child.stdin.take().ok_or("no engine stdin")?;
    let position = fen.map_or("startpos".to_string(), |fen| format!("fen {fen}"));
    write!(
        input,
        "setoption name Threads value 1\nsetoption name UCI_Variant value {variant}\n\
         position {position}\ngo perft {depth}\nquit\n"
    )
    .map_err(|error| format!("writing to the engine: {error}"))?;
    drop(input);
    let stdout = child.stdout.take().ok_or("no engine stdout")?;
    let nodes = BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        .find_map(|line| {
            line.strip_prefix("Nodes searched: ")
                .and_then(|count| count.trim().parse::<u64>().ok())
        });
    child
        .wait()
        .map_err(|error| format!("waiting for the engine: {error}"))?;
    let nodes = nodes.ok_or(format!("{variant}: the engine printed no node count"))?;
    Ok((nodes, children_cpu_time() - before))
}

/// The fairy table: each round runs every rule set in chequer and in Fairy-Stockfish, in
/// alternating order. The engine's time is that of its perft run less that of a perft 1 run
/// started the same way (its start-up).
pub fn fairy_rounds(engine: &Path, rounds: usize, shallow: bool) -> Result<(), String> {
    println!(
        "\n{:<15} {:>12} {:>16} {:>8}   (Fairy-Stockfish: {})",
        "rule set",
        "chequer",
        "Fairy-Stockfish",
        "ratio",
        engine.display()
    );
    for (c, case) in FAIRY_CASES.iter().enumerate() {
        let depth = if shallow { case.depth - 2 } else { case.depth };
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            let theirs_now = || -> Result<(u64, f64), String> {
                let (nodes, time) = engine_perft(engine, case.variant, case.fen, depth)?;
                let (_, start_up) = engine_perft(engine, case.variant, case.fen, 1)?;
                Ok((nodes, time.saturating_sub(start_up).as_secs_f64()))
            };
            let ours_now = || {
                let (nodes, time) = (case.chequer)(case.fen, depth);
                (nodes, time.as_secs_f64())
            };
            let (chequer, engine) = if (round + c) % 2 == 0 {
                let chequer = ours_now();
                (chequer, theirs_now()?)
            } else {
                let engine = theirs_now()?;
                (ours_now(), engine)
            };
            if chequer.0 != engine.0 {
                return Err(format!(
                    "{} perft {depth}: chequer counts {}, Fairy-Stockfish {}",
                    case.name, chequer.0, engine.0
                ));
            }
            ours.push(chequer);
            theirs.push(engine);
        }
        let nodes = ours[0].0 as f64;
        let mnps = |runs: &[(u64, f64)]| {
            nodes / crate::median(runs.iter().map(|run| run.1).collect()) / 1e6
        };
        let ratio = crate::median(ours.iter().zip(&theirs).map(|(o, t)| t.1 / o.1).collect());
        println!(
            "{:<15} {:>7.1} Mnps {:>11.1} Mnps {ratio:>8.2}   perft {depth}, {} nodes",
            case.name,
            mnps(&ours),
            mnps(&theirs),
            ours[0].0
        );
    }
    println!(
        "ratio = Fairy-Stockfish's CPU time (its own process, start-up subtracted) / chequer's, \
         median of paired rounds"
    );
    Ok(())
}
