//! The published perft tables of the variants (pieces in hand, their own ends of the game,
//! other royalty and legality), read by the library's suite parser and counted by the rule set
//! each block names (through the registry): once with the rule set's own legality, once by
//! make-and-test.
//!
//! The default run counts everything up to 12 million nodes with masks and up to 1 million by
//! make-and-test; `deep_variant_suites` (ignored by default) counts every published depth both
//! ways: `cargo test --release --test rule_sets variant_perft -- --ignored --nocapture`.

use crate::common::variant;
use chequer::registry::Builtin;
use chequer::suite::{self, Case};
use chequer::testing::{self, SuiteOptions};
use chequer::{PerftOptions, Validation};

/// The suites of these rule sets, copied from the published tables.
const FILES: &[&str] = &[
    "crazyhouse.perft",
    "threecheck.perft",
    "kingofthehill.perft",
    "fairy-loop.perft",
    "fairy-chessgi.perft",
    "fairy-pocketknight.perft",
    "atomic.perft",
    "antichess.perft",
    "horde.perft",
    "racingkings.perft",
    "fairy-giveaway.perft",
    "fairy-losers.perft",
    "fairy-codrus.perft",
    "fairy-nocheckatomic.perft",
    "fairy-atomar.perft",
    "fairy-extinction.perft",
    "fairy-kinglet.perft",
    "fairy-threekings.perft",
    "fairy-coregal.perft",
    "fairy-knightmate.perft",
    "fairy-capablanca.perft",
    "fairy-gothic.perft",
    "fairy-embassy.perft",
    "fairy-janus.perft",
    "fairy-centaur.perft",
    "fairy-chancellor.perft",
    "fairy-modern.perft",
    "fairy-almost.perft",
    "fairy-amazon.perft",
    "fairy-nightrider.perft",
    "fairy-grasshopper.perft",
    "fairy-gardner.perft",
    "fairy-pawnsideways.perft",
    "fairy-pawnback.perft",
    "fairy-berolina.perft",
    "fairy-chigorin.perft",
    "fairy-breakthrough.perft",
    "fairy-clobber.perft",
    "fairy-torpedo.perft",
    "fairy-hoppelpoppel.perft",
    "fairy-newzealand.perft",
    "fairy-perfect.perft",
    "fairy-legan.perft",
    "fairy-jesonmor.perft",
    "fairy-shatar.perft",
    "fairy-shatranj.perft",
    "fairy-courier.perft",
    "fairy-makruk.perft",
    "fairy-makpong.perft",
    "fairy-cambodian.perft",
    "fairy-karouk.perft",
    "fairy-ai-wok.perft",
    "fairy-asean.perft",
    "fairy-sortofalmost.perft",
    "fairy-grand.perft",
    "fairy-opulent.perft",
    "fairy-tencubed.perft",
    "fairy-shako.perft",
    "fairy-wolf.perft",
    "fairy-troitzky.perft",
    "fairy-gustav3.perft",
    "fairy-omicron.perft",
    "fairy-duck.perft",
    "fairy-amazons.perft",
    "fairy-koedem.perft",
    "fairy-spartan.perft",
    "fairy-seirawan.perft",
    "fairy-shouse.perft",
    "fairy-placement.perft",
    "fairy-sittuyin.perft",
    "fairy-xiangqi.perft",
    "fairy-shogi.perft",
    "shogi-cshogi.perft",
    "fairy-minishogi.perft",
    "fairy-euroshogi.perft",
    "fairy-manchu.perft",
    "fairy-yarishogi.perft",
    "fairy-torishogi.perft",
    "fairy-kyotoshogi.perft",
    "fairy-micro.perft",
    "fairy-dobutsu.perft",
    "fairy-shoshogi.perft",
    "fairy-janggi.perft",
    "pyffish-counts.perft",
];

fn cases() -> Vec<Case> {
    FILES
        .iter()
        .flat_map(|file| {
            let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            suite::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
        })
        .collect()
}

/// Every count up to `masks_limit` with the rule sets' own legality (on all cores) and up to
/// `make_and_test_limit` by make-and-test, through the kit's suite runner; returns the number
/// of counts checked.
fn check_files(masks_limit: u64, make_and_test_limit: u64) -> usize {
    let cases = cases();
    let options = SuiteOptions {
        max_nodes: masks_limit,
        ..SuiteOptions::default()
    };
    let by_own = testing::check_suite(&Builtin, &cases, options)
        .unwrap_or_else(|wrong| panic!("by each rule set's own legality: {wrong}"));
    let by_make_and_test =
        testing::check_suite_by_make_and_test(&Builtin, &cases, make_and_test_limit)
            .unwrap_or_else(|wrong| panic!("by make-and-test: {wrong}"));
    by_own + by_make_and_test
}

#[test]
fn variant_suites() {
    assert_eq!(check_files(12_000_000, 1_000_000), 1285);
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
    assert_eq!(counts, 1326);
}

/// The transposition table keys on the hash alone, so pockets and counters must be in it:
/// threads and a small table (slots replaced often) give the published counts.
#[test]
fn threads_and_table_count_pockets_and_counters() {
    let options = PerftOptions {
        threads: 2,
        hash_mib: 1,
    };
    let count = |name: &str, fen: &str| {
        let position = variant(name)
            .position_from_fen(fen, Validation::Strict)
            .unwrap();
        position.perft(3, options, &|_| {})
    };
    let zh = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1";
    assert_eq!(count("crazyhouse", zh), 58_057);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1";
    assert_eq!(count("3check", kiwipete), 97_848);
}
