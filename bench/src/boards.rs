//! Los Alamos chess (6×6) and Gardner's minichess (5×5) per node against orthodox chess, both
//! counted by chequer: each small board's count beside an orthodox count of its kind (a start
//! position beside the orthodox start position, a middlegame beside Kiwipete), the two
//! alternating round by round. It answers whether a rule set on a small board pays more a leaf
//! than orthodox chess does through the same generic core.

use crate::count::chequer::rule_set_perft;
use chequer::{Gardner, LosAlamos, Rules, Standard};
use std::time::Duration;

/// A count of one rule set: its published or checked number of leaves, and of the positions
/// whose moves the last ply counts (the count one ply less).
struct Count {
    fen: Option<&'static str>,
    depth: u32,
    nodes: u64,
    parents: u64,
    perft: fn(Option<&str>, u32) -> (u64, Duration),
}

impl Count {
    const fn of<R: Rules>(
        fen: Option<&'static str>,
        depth: u32,
        [parents, nodes]: [u64; 2],
    ) -> Self {
        Count {
            fen,
            depth,
            nodes,
            parents,
            perft: rule_set_perft::<R>,
        }
    }

    /// The depth counted: two plies less if `shallow`.
    fn depth(&self, shallow: bool) -> u32 {
        if shallow { self.depth - 2 } else { self.depth }
    }

    /// The count made once (two plies less if `shallow`): its leaves, checked at the full
    /// depth, and its CPU time in seconds.
    fn run(&self, name: &str, shallow: bool) -> Result<(u64, f64), String> {
        let depth = self.depth(shallow);
        let (nodes, time) = (self.perft)(self.fen, depth);
        if !shallow && nodes != self.nodes {
            return Err(format!(
                "{name} perft {depth}: counted {nodes}, expected {}",
                self.nodes
            ));
        }
        Ok((nodes, time.as_secs_f64()))
    }
}

/// A small board's position and the orthodox one it is set beside.
struct BoardCase {
    name: &'static str,
    small: Count,
    orthodox_name: &'static str,
    orthodox: Count,
}

/// The orthodox start position, perft 6 (the Chess Programming Wiki's count).
const ORTHODOX_START: Count = Count::of::<Standard>(None, 6, [4_865_609, 119_060_324]);
/// Kiwipete, perft 5 (the Chess Programming Wiki's count).
const KIWIPETE: Count = Count::of::<Standard>(
    Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    5,
    [4_085_603, 193_690_690],
);

/// Each small board from its start position and from a middlegame. The middlegames end random
/// games (12 plies for Los Alamos, 10 for Gardner, moves drawn by Python's `random`, seed 8,
/// from chequer's legal moves), in positions without check. The counts are Fairy-Stockfish
/// 11.1's (`go perft`), which chequer's match; each depth gives at least twenty million leaves.
const BOARD_CASES: [BoardCase; 4] = [
    BoardCase {
        name: "losalamos",
        small: Count::of::<LosAlamos>(None, 7, [2_549_164, 37_054_801]),
        orthodox_name: "startpos",
        orthodox: ORTHODOX_START,
    },
    BoardCase {
        name: "losalamos mid",
        small: Count::of::<LosAlamos>(
            Some("r1qknr/ppp1pp/1P3n/2p3/P1NPPP/RNQK1R w - - 2 7"),
            6,
            [1_271_284, 21_819_447],
        ),
        orthodox_name: "kiwipete",
        orthodox: KIWIPETE,
    },
    BoardCase {
        name: "gardner",
        small: Count::of::<Gardner>(None, 8, [6_947_252, 83_342_395]),
        orthodox_name: "startpos",
        orthodox: ORTHODOX_START,
    },
    BoardCase {
        name: "gardner mid",
        small: Count::of::<Gardner>(
            Some("r1bqk/ppp1p/1PPp1/P1QPP/1RB1K w - - 1 6"),
            7,
            [4_998_447, 77_735_556],
        ),
        orthodox_name: "kiwipete",
        orthodox: KIWIPETE,
    },
];

/// The small boards' table: per case, chequer's Mnps on the small board and on its orthodox
/// partner, and the medians over rounds of the orthodox time a leaf divided by the small
/// board's, and of the same a position the last ply counts (above 1: the small board's cost
/// less). A small board has fewer moves a position, so each leaf carries more of a make.
pub fn board_rounds(rounds: usize, shallow: bool) -> Result<(), String> {
    println!(
        "\n{:<15} {:>12} {:>12} {:>8} {:>10}",
        "rule set", "chequer", "orthodox", "a leaf", "a position"
    );
    for (c, case) in BOARD_CASES.iter().enumerate() {
        let (mut small, mut orthodox) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            if (round + c) % 2 == 0 {
                small.push(case.small.run(case.name, shallow)?);
                orthodox.push(case.orthodox.run(case.orthodox_name, shallow)?);
            } else {
                orthodox.push(case.orthodox.run(case.orthodox_name, shallow)?);
                small.push(case.small.run(case.name, shallow)?);
            }
        }
        let paired = |per: &dyn Fn((u64, f64), &Count) -> f64| {
            crate::median(
                small
                    .iter()
                    .zip(&orthodox)
                    .map(|(&s, &o)| per(o, &case.orthodox) / per(s, &case.small))
                    .collect(),
            )
        };
        let per_leaf = paired(&|(nodes, seconds), _| seconds / nodes as f64);
        // The positions the last ply counts are known at the full depth only.
        let per_position = if shallow {
            "-".to_string()
        } else {
            format!(
                "{:.2}",
                paired(&|(_, seconds), count| seconds / count.parents as f64)
            )
        };
        let mnps = |runs: &[(u64, f64)]| {
            runs[0].0 as f64 / crate::median(runs.iter().map(|run| run.1).collect()) / 1e6
        };
        println!(
            "{:<15} {:>7.1} Mnps {:>7.1} Mnps {per_leaf:>8.2} {per_position:>10}   perft {}, \
             beside {} perft {}",
            case.name,
            mnps(&small),
            mnps(&orthodox),
            case.small.depth(shallow),
            case.orthodox_name,
            case.orthodox.depth(shallow)
        );
    }
    println!(
        "ratios = orthodox chess's CPU time a leaf, or a position the last ply counts, / the \
         small board's, medians of paired rounds (both chequer)"
    );
    Ok(())
}
