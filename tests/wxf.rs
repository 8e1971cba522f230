//! WXF notation (xiangqi's): known moves, the tandem rules, and round trips over every position
//! of the xiangqi and Manchu suites and the positions one and two plies on.

use chequer::{Manchu, Position, Validation, Xiangqi, XiangqiFamily, wxf};

#[macro_use]
mod common;

/// Every legal move reads back from its WXF, but for Manchu's banner, whose ride and horse leap
/// may share a text: then the text is ambiguous. Returns the moves that read back.
fn round_trips<const GAME: usize>(file: &str) -> usize {
    let mut checked = 0;
    for fen in common::fens(file) {
        let start = Position::<XiangqiFamily<GAME>>::from_fen(&fen, Validation::Lenient).unwrap();
        for position in common::positions_near(start, 4) {
            for mv in position.legal_moves() {
                let text = wxf::write(&position, mv);
                match wxf::parse(&position, &text) {
                    Ok(read) => {
                        assert_eq!(read, mv, "{text} in {}", position.fen());
                        checked += 1;
                    }
                    Err(error) => {
                        let banner = text.starts_with('M');
                        assert!(banner, "{text} in {}: {error}", position.fen());
                        assert_eq!(error, wxf::WxfError::Ambiguous);
                    }
                }
            }
        }
    }
    checked
}

#[test]
fn wxf_round_trips_over_the_xiangqi_and_manchu_suites() {
    assert!(round_trips::<0>("fairy-xiangqi.perft") > 10_000);
    assert!(round_trips::<1>("fairy-manchu.perft") > 1_000);
}

#[test]
fn the_opening_moves_in_wxf() {
    let mut position = Position::<Xiangqi>::start();
    for (text, uci) in [
        ("C2.5", "h3e3"),
        ("H8+7", "h10g8"),
        ("H2+3", "h1g3"),
        ("R9.8", "i10h10"),
        ("R1.2", "i1h1"),
        ("P3+1", "c7c6"),
        ("P7+1", "c4c5"),
        ("E3+5", "c10e8"),
    ] {
        let mv = wxf::parse(&position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(position.uci(mv), uci, "{text}");
        position.play(mv).unwrap();
    }
    assert_eq!(wxf::parse(&position, "C2=5"), Err(wxf::WxfError::Illegal));
    assert_eq!(wxf::parse(&position, "R1+9"), Err(wxf::WxfError::Illegal));
}

#[test]
fn tandem_pieces_and_soldiers() {
    let named = |fen: &str, moves: &[(&str, &str)]| {
        let position = Position::<Xiangqi>::from_fen(fen, Validation::Lenient).unwrap();
        for &(uci, text) in moves {
            let mv = position.parse_uci(uci).unwrap();
            assert_eq!(wxf::write(&position, mv), text, "{uci} in {fen}");
            assert_eq!(wxf::parse(&position, text), Ok(mv), "{text} in {fen}");
        }
    };
    // Two chariots on red's first file, three soldiers on its fifth.
    named(
        "3k5/9/4P4/4P4/4P3R/9/9/9/8R/4K4 w - - 0 1",
        &[
            ("i6i7", "R++1"),
            ("i2i1", "R--1"),
            ("e8d8", "P+.6"),
            ("e7d7", "P5.6"),
            ("e6d6", "P-.6"),
        ],
    );
    // Four soldiers on one file: the foremost and rearmost are ++ and --.
    named(
        "5k3/4P4/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 1",
        &[
            ("e9d9", "++.6"),
            ("e8d8", "P+.6"),
            ("e7d7", "P-.6"),
            ("e6d6", "--.6"),
        ],
    );
    // Tandem soldiers on two files: the file replaces the letter.
    named(
        "3k5/9/4P4/2P1P4/2P1P4/9/9/9/9/4K4 w - - 0 1",
        &[
            ("e8e9", "5++1"),
            ("e7d7", "55.6"),
            ("e6f6", "5-.4"),
            ("c6b6", "7-.8"),
        ],
    );
}

#[test]
fn manchu_banner_moves_that_share_a_text_are_ambiguous() {
    let position = Position::<Manchu>::start();
    assert_eq!(position.uci(wxf::parse(&position, "M9+1").unwrap()), "a1a2");
    // From c2 the banner may ride five points forward to c7 or leap as a horse to e3.
    let fen = "rnbakabnr/9/1c5c1/2p1p1p1p/p8/9/P1P1P1P1P/9/2M6/2BAKAB2 w - - 2 2";
    let position = Position::<Manchu>::from_fen(fen, Validation::Strict).unwrap();
    assert_eq!(wxf::parse(&position, "M7+5"), Err(wxf::WxfError::Ambiguous));
}
