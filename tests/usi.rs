//! USI moves and SFEN positions (shogi's notations): known values, and round trips over every
//! position of the shogi suites and the positions one and two plies on.

use chequer::{Position, Shogi, Validation};

#[macro_use]
mod common;

/// The positions of the shogi suites (lenient: one holds three horses).
fn suite_positions() -> Vec<Position<Shogi>> {
    ["fairy-shogi.perft", "shogi-cshogi.perft"]
        .into_iter()
        .flat_map(common::fens)
        .map(|fen| Position::from_fen(&fen, Validation::Lenient).unwrap())
        .collect()
}

#[test]
fn the_start_position_in_sfen_and_usi() {
    let start = Position::<Shogi>::start();
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    assert_eq!(start.sfen(), sfen);
    assert_eq!(
        Position::from_sfen(sfen, Validation::Strict).unwrap(),
        start
    );
    let mut position = start;
    for (usi, uci) in [
        ("7g7f", "c3c4"),
        ("3c3d", "g7g6"),
        ("8h2b+", "b2h8+"),
        ("3a2b", "g9h8"),
    ] {
        let mv = position.parse_usi(usi).unwrap();
        assert_eq!(position.uci(mv), uci);
        assert_eq!(position.usi(mv), usi);
        position.play_unchecked(mv);
    }
    let drop = position.parse_usi("B*4e").unwrap();
    assert_eq!(position.uci(drop), "B@f5");
    position.play_unchecked(drop);
    assert_eq!(
        position.sfen(),
        "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6"
    );
}

#[test]
fn usi_reports_syntax_and_illegal_moves() {
    let start = Position::<Shogi>::start();
    for syntax in ["", "7g", "0g7f", "7j7f", "7g7f=", "p*5e", "P*5", "P*5e5"] {
        assert_eq!(
            start.parse_usi(syntax),
            Err(chequer::UciError::Syntax),
            "{syntax}"
        );
    }
    for illegal in ["7g7e", "P*5e", "7g7f+", "5i5h+"] {
        assert_eq!(
            start.parse_usi(illegal),
            Err(chequer::UciError::Illegal),
            "{illegal}"
        );
    }
}

#[test]
fn sfen_round_trips_over_the_shogi_suites() {
    let mut checked = 0;
    for position in suite_positions()
        .into_iter()
        .flat_map(|position| common::positions_near(position, 8))
    {
        let sfen = position.sfen();
        let read = Position::<Shogi>::from_sfen(&sfen, Validation::Lenient).unwrap();
        assert_eq!(read.sfen(), sfen);
        // SFEN has no half-move clock; everything else comes back.
        assert_eq!(read.to_setup().board, position.to_setup().board, "{sfen}");
        assert_eq!(read.hand(), position.hand(), "{sfen}");
        assert_eq!(
            (read.turn(), read.fullmoves()),
            (position.turn(), position.fullmoves())
        );
        checked += 1;
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn usi_round_trips_over_the_shogi_suites() {
    let mut checked = 0;
    for position in suite_positions()
        .into_iter()
        .flat_map(|position| common::positions_near(position, 8))
    {
        for mv in position.legal_moves() {
            let usi = position.usi(mv);
            assert_eq!(
                position.parse_usi(&usi),
                Ok(mv),
                "{usi} in {}",
                position.fen()
            );
            checked += 1;
        }
    }
    assert!(checked > 100_000, "{checked}");
}

#[test]
fn sfen_errors_are_reported() {
    for bad in [
        "",
        "9/9/9/9/9/9/9/9/9 x - 1",
        "lnsgkgsnl/9 b - 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 2 1",
    ] {
        assert!(
            Position::<Shogi>::from_sfen(bad, Validation::Strict).is_err(),
            "{bad}"
        );
    }
    assert!(
        Position::<Shogi>::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b P 0", Validation::Strict).is_err()
    );
}
