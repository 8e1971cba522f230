//! The `chequer` command: output formats and errors.

use std::process::{Command, Output};

fn chequer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chequer"))
        .args(args)
        .output()
        .expect("run chequer")
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn perft_prints_total_time_and_speed() {
    let out = stdout(&chequer(&["perft", "3"]));
    assert!(out.contains("nodes 8902\n"), "{out}");
    assert!(out.contains("time ") && out.contains(" Mnps"), "{out}");
}

#[test]
fn perft_divide_with_moves_and_variant() {
    let out = stdout(&chequer(&[
        "perft", "2", "--divide", "--moves", "e2e4", "e7e5",
    ]));
    assert!(out.starts_with("a2a3 "), "{out}");
    assert!(out.contains("nodes 835\n"), "{out}"); // Stockfish: go perft 2 after e2e4 e7e5
    let out = stdout(&chequer(&["perft", "5", "--variant", "losalamos"]));
    assert!(out.contains("nodes 191846\n"), "{out}");
}

#[test]
fn perftree_format() {
    let out = stdout(&chequer(&[
        "perftree",
        "2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "e2e4 e7e5",
    ]));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 29 + 2);
    assert_eq!(lines[0], "a2a3 29");
    assert_eq!(lines[29], "");
    assert_eq!(lines[30], "835");
}

#[test]
fn moves_sorted() {
    let out = stdout(&chequer(&[
        "moves",
        "--fen",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    ]));
    let moves: Vec<&str> = out.lines().collect();
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    assert!(moves.contains(&"e1g1"));
    assert_eq!(moves.len(), 15);
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    let cases: &[&[&str]] = &[
        &["perft", "x"],
        &["perft", "2", "--fen", "not a fen"],
        &["perft", "2", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["perft", "2", "--moves", "e2e5"],
        &["perft", "2", "--variant", "nosuchchess"],
        &["perftree", "2", "8/8"],
        &[
            "moves",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
        ],
        &["frobnicate"],
    ];
    for args in cases {
        let output = chequer(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("error"), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}
