//! Helpers shared by the integration tests. Each test crate uses some of them.
#![allow(dead_code)]

use chequer::registry::RuleSet;
use chequer::{CastlingNotation, Legality, Move, Position, Rules, Validation};

/// The FENs of a `.perft` file in `tests/data/`, in file order.
pub fn fens(file: &str) -> Vec<String> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter_map(|line| line.strip_prefix("fen "))
        .map(String::from)
        .collect()
}

/// Up to `most` of the published positions of a rule set, evenly spread over the tables in
/// `data/` whose `variant` lines name it.
pub fn suite_positions<R: Rules>(rule_set: &RuleSet, most: usize) -> Vec<Position<R>> {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut paths: Vec<_> = std::fs::read_dir(data)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    paths.sort();
    let mut fens = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        let cases = chequer::suite::parse(&text).unwrap();
        fens.extend(
            cases
                .into_iter()
                .filter(|case| rule_set.is_named(&case.variant))
                .map(|case| case.fen),
        );
    }
    let step = fens.len().div_ceil(most).max(1);
    fens.iter()
        .step_by(step)
        .map(|fen| Position::from_fen(fen, Validation::Lenient).expect(fen))
        .collect()
}

/// Asserts that the masks and make-and-test give the same legal moves at `position`, and that
/// the set-wise count equals their number; returns how many there are.
pub fn assert_strategies_agree<R: Rules>(position: &Position<R>, context: &str) -> usize {
    let by_masks = position.sorted_uci_moves();
    let mut tested = Vec::new();
    position.for_each_legal_group_with(Legality::MakeAndTest, |group| {
        tested.extend(group.into_iter().map(|mv| position.uci(mv)));
        true
    });
    tested.sort();
    assert_eq!(by_masks, tested, "{context}: {}", position.fen());
    assert_eq!(
        position.count_legal_moves(),
        by_masks.len(),
        "{context}: {}",
        position.fen()
    );
    by_masks.len()
}

/// Checks the invariants of `position`, which `validation` accepted; returns its legal moves.
///
/// * the incremental hash equals the hash computed from scratch,
/// * the FEN round-trips exactly in both dialects (text, position and hash),
/// * masks and make-and-test agree, and the set-wise count equals the list,
/// * no generated move leaves the mover's royal piece attacked,
/// * every generated move parses back from its UCI and SAN text.
///
/// Shared by the property tests and the fuzz targets (`fuzz/`).
pub fn check_invariants<R: Rules>(position: &Position<R>, validation: Validation) -> Vec<Move<R>> {
    assert_eq!(
        position.hash(),
        position.hash_from_scratch(),
        "{}",
        position.fen()
    );
    for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
        let fen = position.fen_with(notation);
        let reread = Position::<R>::from_fen(&fen, validation).expect(&fen);
        assert_eq!(&reread, position, "{fen}");
        assert_eq!(reread.fen_with(notation), fen);
        assert_eq!(reread.hash(), position.hash(), "{fen}");
    }
    assert_strategies_agree(position, "invariants");
    let moves: Vec<_> = position.legal_moves().iter().copied().collect();
    for &mv in &moves {
        let mut after = *position;
        after.play_unchecked(mv);
        if let Some(king) = after.king(position.turn()) {
            assert!(
                !after.is_attacked(king, after.turn()),
                "{}: {mv:?}",
                position.fen()
            );
        }
        assert_eq!(position.parse_uci(&position.uci(mv)), Ok(mv));
        assert_eq!(position.parse_san(&position.san(mv)), Ok(mv));
    }
    moves
}
