//! SAN: every legal move written and read back, lenient reading, clear errors, and snapshots
//! of disambiguation.

mod common;

use chequer::{LosAlamos, Position, Rules, SanError, Standard, Validation};
use common::fens;

/// Writes every legal move of `position` in SAN and reads it back; returns how many.
fn round_trip<R: Rules>(position: &Position<R>) -> usize {
    let mut moves = 0;
    position.for_each_legal_move(|mv| {
        let san = position.san(mv);
        assert_eq!(
            position.parse_san(&san),
            Ok(mv),
            "{san} in {}",
            position.fen()
        );
        moves += 1;
        true
    });
    moves
}

/// Round trips at `position` and, if `deeper`, at every position one move later.
fn round_trips<R: Rules>(file: &str, deeper: bool) -> usize {
    let mut moves = 0;
    for fen in fens(file) {
        let position = Position::<R>::from_fen(&fen, Validation::Lenient).expect(&fen);
        moves += round_trip(&position);
        if deeper {
            position.for_each_legal_move(|mv| {
                let mut child = position;
                child.play_unchecked(mv);
                moves += round_trip(&child);
                true
            });
        }
    }
    moves
}

#[test]
fn every_move_round_trips_at_depth_1_and_2() {
    let counts = (
        round_trips::<Standard>("standard.perft", true),
        round_trips::<Standard>("chess960.perft", true),
        round_trips::<LosAlamos>("fairy-losalamos.perft", true),
        round_trips::<Standard>("standard-random.perft", false),
    );
    assert_eq!(counts, (40_301, 1_112_562, 167, 178_742));
}

fn position(fen: &str) -> Position<Standard> {
    Position::from_fen(fen, Validation::Strict).expect(fen)
}

#[test]
fn reading_is_lenient() {
    let start = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = start.parse_san("O-O").unwrap();
    for text in ["0-0", "O-O+", "O-O!?", "0-0#"] {
        assert_eq!(start.parse_san(text), Ok(short), "{text}");
    }
    assert_eq!(start.san(start.parse_san("0-0-0").unwrap()), "O-O-O");

    let open = Position::<Standard>::start();
    let e4 = open.parse_san("e4").unwrap();
    assert_eq!(open.parse_san("e2e4"), Ok(e4)); // long algebraic, read leniently
    assert_eq!(open.parse_san("Pe4"), Ok(e4));
    assert_eq!(open.parse_san("e4!!"), Ok(e4));
    assert_eq!(open.parse_san("Ng1f3"), open.parse_san("Nf3"));

    // The c3 rook is pinned by the e5 bishop, so the f3 rook's Rd3 needs no file; Rfd3 is
    // accepted all the same, and Rcd3 names the pinned rook.
    let pin = position("7k/8/8/4b3/8/2R2R2/8/K7 w - - 0 1");
    let rd3 = pin.parse_san("Rd3").unwrap();
    assert_eq!(pin.san(rd3), "Rd3");
    assert_eq!(pin.parse_san("Rfd3"), Ok(rd3));
    assert_eq!(pin.parse_san("R3d3"), Ok(rd3));
    assert_eq!(pin.parse_san("Rcd3"), Err(SanError::Illegal));

    // A capture written without x.
    let capture = position("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(capture.parse_san("ed5"), capture.parse_san("exd5"));

    let promotion = position("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_eq!(promotion.parse_san("e8Q"), promotion.parse_san("e8=Q"));
    assert_eq!(promotion.parse_san("e8=q"), promotion.parse_san("e8=Q"));
}

#[test]
fn errors_say_illegal_or_ambiguous() {
    let rooks = position("4k3/8/8/8/8/R6R/8/4K3 w - - 0 1");
    assert_eq!(rooks.parse_san("Rd3"), Err(SanError::Ambiguous));
    assert_eq!(rooks.parse_san("Rad3"), rooks.parse_san("Rad3+"));
    assert!(rooks.parse_san("Rad3").is_ok());
    assert_eq!(rooks.parse_san("Rd8"), Err(SanError::Illegal));
    for text in ["", "Z3", "e9", "R", "Rxx1", "=Q", "O-O-O-O", "e8=K=Q"] {
        assert_eq!(rooks.parse_san(text), Err(SanError::Syntax), "{text:?}");
    }
    assert_eq!(SanError::Ambiguous.to_string(), "ambiguous move");
}

/// The legal moves in SAN, sorted, with the FEN.
fn san_listing(fen: &str) -> String {
    let position = position(fen);
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|&mv| position.san(mv))
        .collect();
    moves.sort();
    format!(
        "fen: {fen}\nlegal moves ({}):\n{}\n",
        moves.len(),
        moves.join("\n")
    )
}

macro_rules! san_snapshot {
    ($name:ident, $fen:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(san_listing($fen));
        }
    };
}

// Three white queens reach e4 (by file, by rank, by both), knights and rooks that share a
// file or a rank.
san_snapshot!(
    san_three_queens_one_square,
    "6k1/8/8/8/Q3Q3/8/8/Q3K3 w - - 0 1"
);
san_snapshot!(
    san_knights_and_rooks_share_lines,
    "3k4/8/1N3N2/8/1N6/8/8/R3K2R w KQ - 0 1"
);
// The c3 knight is pinned: the e2 knight's moves to d4 and c1-side squares need no file.
san_snapshot!(
    san_pinned_piece_needs_no_disambiguation,
    "4k3/8/8/b7/8/2N5/4N3/4K3 w - - 0 1"
);
// Promotions with capture, check and mate.
san_snapshot!(
    san_promotions_check_and_mate,
    "1r4k1/P4ppp/8/8/8/8/8/4K2R w K - 0 1"
);
