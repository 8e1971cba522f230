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
fn perft_threads_and_hash() {
    for args in [
        ["perft", "4", "--threads", "1", "--hash", "0"],
        ["perft", "4", "--threads", "2", "--hash", "8"],
    ] {
        let out = stdout(&chequer(&args));
        assert!(out.contains("nodes 197281\n"), "{args:?}: {out}");
    }
    let out = stdout(&chequer(&["perft", "3", "--divide", "--threads", "2"]));
    assert!(
        out.contains("nodes 8902\n") && out.contains("e2e4 600\n"),
        "{out}"
    );
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
fn chess960_start_positions_and_castling_notation() {
    // LastEmperor's Chess960 tables (tests/data/chess960.perft): sp518 depth 4, sp000 depth 4.
    let out = stdout(&chequer(&["perft", "4", "--variant", "chess960"]));
    assert!(out.contains("nodes 197281\n"), "{out}");
    let out = stdout(&chequer(&["perft", "4", "--start", "0"]));
    assert!(out.contains("nodes 201143\n"), "{out}");
    let out = stdout(&chequer(&["moves", "--start", "0", "--black-start", "959"]));
    assert_eq!(out.lines().count(), 20, "{out}");

    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let shredder = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1";
    for (args, castles) in [
        (vec!["perftree", "1", fen], ["e1c1 1", "e1g1 1"]),
        (vec!["perftree", "1", shredder], ["e1c1 1", "e1g1 1"]),
        (
            vec!["perftree", "1", shredder, "--chess960"],
            ["e1a1 1", "e1h1 1"],
        ),
        (
            vec!["perftree", "--variant", "chess960", "1", fen],
            ["e1a1 1", "e1h1 1"],
        ),
    ] {
        let out = stdout(&chequer(&args));
        for castle in castles {
            assert!(out.lines().any(|line| line == castle), "{args:?}: {out}");
        }
        assert!(out.ends_with("\n26\n"), "{args:?}: {out}");
    }
    // Moves given in either notation.
    for castle in ["e1h1", "e1g1"] {
        let out = stdout(&chequer(&[
            "perft",
            "1",
            "--chess960",
            "--fen",
            fen,
            "--moves",
            castle,
        ]));
        assert!(out.contains("nodes 23\n"), "{out}");
    }
}

#[test]
fn show_prints_state_hash_and_san() {
    let out = stdout(&chequer(&["show"]));
    assert!(
        out.contains("turn: white\ncheck: no\noutcome: none\n"),
        "{out}"
    );
    assert!(out.contains("hash: 463b96181691fc9c\n"), "{out}"); // Polyglot's start key
    assert!(out.contains("legal moves (20): "), "{out}");
    let out = stdout(&chequer(&["show", "--moves", "f2f3", "e5", "g4", "Qh4"]));
    assert!(
        out.contains("check: yes\noutcome: checkmate, black wins (0-1)\n"),
        "{out}"
    );
    assert!(out.contains("legal moves (0): \n"), "{out}");
    let out = stdout(&chequer(&["show", "--variant", "losalamos"]));
    assert!(out.contains("legal moves (10): "), "{out}");
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
        &["perft", "1", "--start", "960"],
        &["perft", "1", "--variant", "losalamos", "--start", "3"],
        &["perft", "1", "--variant", "losalamos", "--chess960"],
        &[
            "perft",
            "1",
            "--start",
            "3",
            "--fen",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        ],
        &["perft", "1", "--black-start", "3"],
        &["perft", "1", "--threads", "0"],
        &["perft", "1", "--hash", "-1"],
        &["show", "--moves", "Ke2"],
        &["show", "--moves", "Nd2"],
        &["show", "--moves", "e4 e5 Ke3"],
        &["perft", "1", "--moves", "P@e4"],
        &["perft", "1", "--variant", "crazyhouse", "--moves", "P@e4"],
        &[
            "perft",
            "1",
            "--variant",
            "3check",
            "--fen",
            "4k3/8/8/8/8/8/8/4K3 w - - 4+3 0 1",
        ],
        &["suite", "no-such-file.perft"],
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

#[test]
fn moves_as_one_quoted_list_in_every_command() {
    let out = stdout(&chequer(&["show", "--moves", "e4 e5 Nf3"]));
    assert!(out.contains("turn: black\n"), "{out}");
    let out = stdout(&chequer(&["perft", "2", "--moves", "e4 e5", "Nf3"]));
    assert!(out.contains("nodes "), "{out}");
    let both = stdout(&chequer(&["perft", "2", "--moves", "e2e4", "e7e5"]));
    let one = stdout(&chequer(&["perft", "2", "--moves", "e2e4 e7e5"]));
    assert_eq!(both.lines().next(), one.lines().next());
}

#[test]
fn variants_from_the_registry() {
    let help = stdout(&chequer(&["--help"]));
    for name in [
        "crazyhouse",
        "3check",
        "kingofthehill",
        "loop",
        "chessgi",
        "pocketknight",
    ] {
        assert!(help.contains(name), "{help}");
    }
    let output = chequer(&["perft", "1", "--variant", "nosuchchess"]);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("crazyhouse") && stderr.contains("3check (threecheck)"),
        "{stderr}"
    );
    // Fairy-Stockfish's pocketknight start position, depth 3 (tests/data/fairy-pocketknight.perft).
    let out = stdout(&chequer(&["perft", "3", "--variant", "pocketknight"]));
    assert!(out.contains("nodes 88617\n"), "{out}");
    let out = stdout(&chequer(&["perft", "2", "--variant", "threecheck"]));
    assert!(out.contains("nodes 400\n"), "{out}");
    let out = stdout(&chequer(&[
        "perftree",
        "--variant",
        "crazyhouse",
        "1",
        "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1",
    ]));
    assert!(out.contains("Q@d5 1\n") && out.ends_with("\n67\n"), "{out}");
    let out = stdout(&chequer(&[
        "show",
        "--variant",
        "crazyhouse",
        "--moves",
        "e4 d5 exd5 Qxd5",
    ]));
    assert!(out.contains("[Pp] w KQkq"), "{out}");
    // Chess960 start positions in any rule set on the orthodox board, with its own start.
    let out = stdout(&chequer(&[
        "show",
        "--variant",
        "pocketknight",
        "--start",
        "0",
    ]));
    assert!(
        out.contains("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR[Nn] w KQkq - 0 1"),
        "{out}"
    );
}

#[test]
fn suite_reports_mismatches_and_exits_1() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let out = stdout(&chequer(&[
        "suite",
        &format!("{data}/crazyhouse.perft"),
        "--max-nodes",
        "100000",
    ]));
    assert!(out.contains(" 0 mismatches"), "{out}");
    let text = std::fs::read_to_string(format!("{data}/threecheck.perft")).unwrap();
    let wrong = text.replacen("perft 1 48", "perft 1 49", 1);
    let path = std::env::temp_dir().join(format!("chequer-suite-{}.perft", std::process::id()));
    std::fs::write(&path, wrong).unwrap();
    let output = chequer(&["suite", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(output.status.code(), Some(1));
    let out = String::from_utf8(output.stdout).unwrap();
    assert!(
        out.contains("3check-kiwipete: depth 1: expected 49, got 48: r3k2r/"),
        "{out}"
    );
    assert!(out.contains(" 1 mismatches"), "{out}");
}

#[test]
fn many_positions_from_standard_input() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_chequer"))
        .args(["perft", "2", "--variant", "crazyhouse", "--fen", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run chequer");
    let fens = "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1\n\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(fens.as_bytes())
        .unwrap();
    let out = stdout(&child.wait_with_output().unwrap());
    let counts: Vec<&str> = out.lines().filter(|l| l.starts_with("nodes ")).collect();
    // tests/data/crazyhouse.perft: zh-drops depth 2; the start position has no drops yet.
    assert_eq!(counts, ["nodes 3083", "nodes 400"], "{out}");
    assert!(
        out.starts_with("fen 2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1\n"),
        "{out}"
    );
}

/// `games` replays each game of standard input: a line per position (ply, FEN, check, end,
/// the result a player may claim, moves in UCI and SAN), a blank line after each game, an `error` line for an illegal
/// move.
#[test]
fn games_describe_every_position() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_chequer"))
        .args(["games", "--variant", "chess"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run chequer");
    let games = "startpos moves f2f3 e7e5 g2g4 d8h4\nfen 7k/8/8/8/8/8/8/K7 w - - 0 1 moves a1a3\n\
                 fen 7k/8/8/8/8/8/8/K5R1 w - - 99 80 moves a1a2\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(games.as_bytes())
        .unwrap();
    let out = stdout(&child.wait_with_output().unwrap());
    let [mate, error, fifty] = out.split("\n\n").take(3).collect::<Vec<_>>()[..] else {
        panic!("three games: {out}");
    };
    let last: Vec<&str> = mate.lines().last().unwrap().split('\t').collect();
    assert_eq!(
        last,
        [
            "4",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "1",
            "0-1 checkmate",
            "-",
            "",
            ""
        ]
    );
    assert_eq!(mate.lines().count(), 5);
    let mut lines = error.lines();
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("0\t7k/8/8/8/8/8/8/K7 w - - 0 1\t0\t1/2-1/2 insufficient-material")
    );
    assert!(lines.next().unwrap().starts_with("error\t1\t"), "{error}");
    // The claim column: the result a player may claim, after the hundredth quiet ply.
    let claims: Vec<&str> = fifty
        .lines()
        .map(|line| line.split('\t').nth(4).unwrap())
        .collect();
    assert_eq!(claims, ["-", "1/2-1/2"]);
}
