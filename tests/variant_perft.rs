//! The published perft tables of the rule sets with pieces in hand or their own end of the
//! game, read by the library's suite parser and counted by the rule set each block names
//! (through the registry): once with the rule set's own legality (masks), once by
//! make-and-test.
//!
//! The default run counts everything up to 12 million nodes with masks and up to 1 million by
//! make-and-test; `deep_variant_suites` (ignored by default) counts every published depth both
//! ways: `cargo test --release --test variant_perft -- --ignored --nocapture`.

use chequer::registry::{self, RuleSet, RuleSetVisitor};
use chequer::suite::{self, Case};
use chequer::{
    CastlingMode, Crazyhouse, Legality, PerftOptions, Position, Rules, ThreeCheck, Validation,
    perft, perft_with,
};

/// The suites of these rule sets, copied from the published tables.
const FILES: [&str; 6] = [
    "crazyhouse.perft",
    "threecheck.perft",
    "kingofthehill.perft",
    "fairy-loop.perft",
    "fairy-chessgi.perft",
    "fairy-pocketknight.perft",
];

fn cases(file: &str) -> Vec<Case> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    suite::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Perft by make-and-test, whatever the rule set's own legality: the oracle for the masks,
/// drops included.
fn perft_by_make_and_test<R: Rules>(position: &Position<R>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    position.for_each_legal_group_with(Legality::MakeAndTest, |group| {
        if depth == 1 {
            nodes += group.len() as u64;
        } else {
            for mv in group {
                let mut child = *position;
                child.play_unchecked(mv);
                nodes += perft_by_make_and_test(&child, depth - 1);
            }
        }
        true
    });
    nodes
}

/// A way to count: perft with the rule set's legality, or by make-and-test.
type Counter<R> = fn(&Position<R>, u32) -> u64;

/// Counts one case's depths up to the limits; returns the mismatches and how many counts
/// were checked.
struct Count<'a> {
    case: &'a Case,
    masks_limit: u64,
    make_and_test_limit: u64,
}

impl RuleSetVisitor for Count<'_> {
    type Output = (Vec<String>, usize);

    fn visit<R: Rules>(self, rule_set: &RuleSet) -> Self::Output {
        let case = self.case;
        let mut position = Position::<R>::from_fen(&case.fen, Validation::Strict)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        if case.chess960 || rule_set.chess960 {
            position
                .set_castling_mode(CastlingMode::Chess960)
                .expect("Chess960 mode accepts every right");
        }
        let mut mismatches = Vec::new();
        let mut checked = 0;
        for &(depth, expected) in &case.counts {
            let strategies: [(&str, u64, Counter<R>); 2] = [
                ("masks", self.masks_limit, perft),
                (
                    "make-and-test",
                    self.make_and_test_limit,
                    perft_by_make_and_test,
                ),
            ];
            for (strategy, limit, count) in strategies {
                if expected > limit {
                    continue;
                }
                checked += 1;
                let got = count(&position, depth);
                if got != expected {
                    mismatches.push(format!(
                        "{} depth {depth} ({strategy}): {got} != {expected}",
                        case.id
                    ));
                }
            }
        }
        (mismatches, checked)
    }
}

/// Checks every file on all cores; returns the number of counts checked.
fn check_files(masks_limit: u64, make_and_test_limit: u64) -> usize {
    let cases: Vec<Case> = FILES.iter().flat_map(|file| cases(file)).collect();
    let results: Vec<(Vec<String>, usize)> = std::thread::scope(|scope| {
        let handles: Vec<_> = cases
            .iter()
            .map(|case| {
                scope.spawn(move || {
                    let count = Count {
                        case,
                        masks_limit,
                        make_and_test_limit,
                    };
                    registry::visit(&case.variant, count)
                        .unwrap_or_else(|| panic!("{}: unknown variant {}", case.id, case.variant))
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mismatches: Vec<String> = results.iter().flat_map(|(m, _)| m.clone()).collect();
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    results.iter().map(|(_, checked)| checked).sum()
}

#[test]
fn variant_suites() {
    assert_eq!(check_files(12_000_000, 1_000_000), 69);
}

#[test]
#[ignore = "deep: a minute or more; run with --ignored"]
fn deep_variant_suites() {
    let start = std::time::Instant::now();
    let counts = check_files(u64::MAX, u64::MAX);
    println!(
        "deep variant suites: {counts} counts in {:.0} s",
        start.elapsed().as_secs_f64()
    );
    assert_eq!(counts, 74);
}

/// The transposition table keys on the hash alone, so pockets and counters must be in it:
/// threads and a small table (slots replaced often) give the published counts.
#[test]
fn threads_and_table_count_pockets_and_counters() {
    let options = PerftOptions {
        threads: 2,
        hash_mib: 1,
    };
    let zh = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1";
    let zh = Position::<Crazyhouse>::from_fen(zh, Validation::Strict).unwrap();
    assert_eq!(perft_with(&zh, 3, options), 58_057);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1";
    let kiwipete = Position::<ThreeCheck>::from_fen(kiwipete, Validation::Strict).unwrap();
    assert_eq!(perft_with(&kiwipete, 3, options), 97_848);
}
