//! The published perft tables in `data/`, counted by chequer.
//!
//! Node limits keep the default run fast: counts up to 1,000,000 for the standard and Los
//! Alamos suites, up to 10,000 for the 6838 random positions; the start position to depth 5 and
//! Kiwipete to depth 4 on top; every Chess960 count up to 100,000; the same limits again with
//! orthodox chess judged by make-and-test instead of masks. `deep_suites` (ignored by
//! default) runs every standard count up to 3.5 billion and every random-position count up to
//! 1 million, `deep_chess960` every Chess960 count up to 200 million:
//! `cargo test --release --test perft -- --ignored --nocapture` (both), or name one.

use chequer::suite::{self, Case};
use chequer::testing::perft_by_make_and_test;
use chequer::{
    CastlingMode, Chess960, FromFenError, LosAlamos, PerftOptions, Position, Problem, Rules,
    Standard, Validation, perft, perft_with,
};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The cases of a `.perft` file in `data/`, read by the library's suite parser.
fn load(name: &str) -> Vec<Case> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    suite::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Whether the file notes that the position cannot arise in a game.
fn is_unreachable(case: &Case) -> bool {
    case.notes.iter().any(|note| note.contains("not reachable"))
}

/// The position of a case: strictly validated if it can be, else leniently. Strict validation
/// may refuse only what cannot arise in a game (impossible checks, too much material), and
/// must refuse the positions the file notes as unreachable.
fn position<R: Rules>(case: &Case) -> Position<R> {
    let mut position = strict_else_lenient::<R>(case);
    if case.variant == "chess960" || case.chess960 {
        position
            .set_castling_mode(CastlingMode::Chess960)
            .expect("Chess960 mode accepts every right");
    }
    position
}

fn strict_else_lenient<R: Rules>(case: &Case) -> Position<R> {
    match Position::<R>::from_fen(&case.fen, Validation::Strict) {
        Ok(position) => {
            assert!(
                !is_unreachable(case),
                "{}: unreachable position passed strict validation",
                case.id
            );
            position
        }
        Err(FromFenError::Position(error)) => {
            let unreachable = [Problem::ImpossibleCheck, Problem::TooMuchMaterial];
            assert!(
                error.problems().all(|p| unreachable.contains(&p)),
                "{}: {error}",
                case.id
            );
            Position::from_fen(&case.fen, Validation::Lenient)
                .unwrap_or_else(|e| panic!("{}: lenient: {e}", case.id))
        }
        Err(error) => panic!("{}: {error}", case.id),
    }
}

/// Counts every published depth of every case whose count is at most `limit`, on all cores.
/// Returns the number of counts checked.
fn check_file<R: Rules>(name: &str, variant: &str, limit: u64) -> usize {
    check_file_by::<R>(name, variant, limit, perft)
}

/// [`check_file`] with every count made by `count` (perft, or perft by make-and-test).
fn check_file_by<R: Rules>(
    name: &str,
    variant: &str,
    limit: u64,
    count: fn(&Position<R>, u32) -> u64,
) -> usize {
    let cases = load(name);
    assert!(!cases.is_empty(), "{name}: no cases");
    let jobs: Vec<(&Case, u32, u64)> = cases
        .iter()
        .inspect(|case| assert_eq!(case.variant, variant, "{}", case.id))
        .flat_map(|case| {
            case.counts
                .iter()
                .filter(|&&(_, n)| n <= limit)
                .map(move |&(d, n)| (case, d, n))
        })
        .collect();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&(case, depth, expected)) =
                    jobs.get(next.fetch_add(1, Ordering::Relaxed))
                {
                    let got = count(&position::<R>(case), depth);
                    if got != expected {
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("{} depth {depth}: {got} != {expected}", case.id));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{name}: {} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
    jobs.len()
}

#[test]
fn standard_suite() {
    assert_eq!(
        check_file::<Standard>("standard.perft", "standard", 1_000_000),
        765
    );
}

#[test]
fn random_positions() {
    assert_eq!(
        check_file::<Standard>("standard-random.perft", "standard", 10_000),
        16_258
    );
}

#[test]
fn los_alamos_suite() {
    assert_eq!(
        check_file::<LosAlamos>("fairy-losalamos.perft", "losalamos", u64::MAX),
        2
    );
}

#[test]
fn chess960_suite() {
    assert_eq!(
        check_file::<Standard>("chess960.perft", "chess960", 100_000),
        5790
    );
}

/// Start position 518 is the orthodox setup: the same position, and the published Chess960
/// counts equal the published orthodox ones.
#[test]
fn chess960_start_518_is_orthodox() {
    assert_eq!(
        Chess960::start(Chess960::ORTHODOX).unwrap(),
        Position::<Standard>::start()
    );
    let chess960 = load("chess960.perft");
    let sp518 = chess960.iter().find(|case| case.id == "sp518").unwrap();
    let standard = load("standard.perft");
    let start = standard
        .iter()
        .find(|case| case.fen == sp518.fen.replace("HAha", "KQkq"))
        .expect("the start position in standard.perft");
    let orthodox: std::collections::HashMap<u32, u64> = start.counts.iter().copied().collect();
    assert!(sp518.counts.len() >= 6);
    for &(depth, count) in &sp518.counts {
        assert_eq!(orthodox.get(&depth), Some(&count), "depth {depth}");
    }
}

#[test]
fn suites_by_make_and_test() {
    let by = perft_by_make_and_test::<Standard>;
    let standard = check_file_by("standard.perft", "standard", 1_000_000, by);
    let random = check_file_by("standard-random.perft", "standard", 10_000, by);
    let chess960 = check_file_by("chess960.perft", "chess960", 100_000, by);
    assert_eq!((standard, random, chess960), (765, 16_258, 5790));
}

/// Threads and a transposition table (small, so that entries are replaced often; 3 MiB is not
/// a whole power of two of buckets) change nothing in the counts.
#[test]
fn threads_and_table_give_the_same_counts() {
    let cases = load("standard.perft");
    for case in cases.iter().take(40) {
        let position = position::<Standard>(case);
        let expected = perft(&position, 3);
        for (threads, hash_mib) in [(1, 1), (2, 0), (2, 3), (3, 4)] {
            let options = PerftOptions { threads, hash_mib };
            assert_eq!(
                perft_with(&position, 3, options),
                expected,
                "{} {options:?}",
                case.id
            );
        }
    }
    let kiwipete = position::<Standard>(cases.iter().find(|c| c.id.contains("kiwipete")).unwrap());
    let options = PerftOptions {
        threads: 2,
        hash_mib: 1,
    };
    assert_eq!(perft_with(&kiwipete, 4, options), 4_085_603);
    // A table larger than the address space is halved until the system accepts it.
    let options = PerftOptions {
        threads: 2,
        hash_mib: usize::MAX,
    };
    assert_eq!(perft_with(&kiwipete, 3, options), 97_862);
}

#[test]
fn start_position_depth_5() {
    assert_eq!(perft(&Position::<Standard>::start(), 5), 4_865_609);
}

#[test]
fn kiwipete_depth_4() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let position = Position::<Standard>::from_fen(fen, Validation::Strict).unwrap();
    assert_eq!(perft(&position, 4), 4_085_603);
}

#[test]
#[ignore = "deep: minutes; run with --ignored"]
fn deep_suites() {
    let start = std::time::Instant::now();
    let standard = check_file::<Standard>("standard.perft", "standard", 3_500_000_000);
    let random = check_file::<Standard>("standard-random.perft", "standard", 1_000_000);
    let los_alamos = check_file::<LosAlamos>("fairy-losalamos.perft", "losalamos", u64::MAX);
    println!(
        "deep suites: {standard} standard, {random} random, {los_alamos} Los Alamos counts in {:.0} s",
        start.elapsed().as_secs_f64()
    );
    assert_eq!((standard, random, los_alamos), (871, 27_002, 2));
}

#[test]
#[ignore = "deep: minutes; run with --ignored"]
fn deep_chess960() {
    let start = std::time::Instant::now();
    let counts = check_file::<Standard>("chess960.perft", "chess960", 200_000_000);
    println!(
        "deep Chess960: {counts} counts in {:.0} s",
        start.elapsed().as_secs_f64()
    );
    assert_eq!(counts, 10_691);
}
