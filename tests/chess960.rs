//! Chess960: start positions by number, FEN dialects, UCI castling notation and castling rights.

use chequer::{
    CastlingMode, CastlingNotation, CastlingSide, Chess960, Color, FromFenError, Position, Problem,
    Role, Square, Standard, StartNumberError, Validation,
};

/// `(id, fen)` of every position in the Chess960 perft file.
fn suite() -> Vec<(String, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/chess960.perft");
    let text = std::fs::read_to_string(path).expect("tests/data/chess960.perft");
    let mut positions = Vec::new();
    let mut id = None;
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("id ") {
            id = Some(name.to_string());
        } else if let Some(fen) = line.strip_prefix("fen ") {
            positions.push((id.take().expect("id before fen"), fen.to_string()));
        }
    }
    positions
}

fn chess960(fen: &str) -> Position<Standard> {
    let mut position = Position::from_fen(fen, Validation::Strict).expect(fen);
    position.set_castling_mode(CastlingMode::Chess960).unwrap();
    position
}

#[test]
fn every_start_number_builds_the_published_position() {
    let mut seen = 0;
    for (id, fen) in suite() {
        let Some(number) = id.strip_prefix("sp") else {
            continue;
        };
        let number: u16 = number.parse().unwrap();
        let start = Chess960::start(number).unwrap();
        assert_eq!(start.fen_with(CastlingNotation::Shredder), fen, "{id}");
        assert_eq!(start.castling_mode(), CastlingMode::Chess960);
        assert_eq!(Chess960::start_number(&start), Some(number), "{id}");
        seen += 1;
    }
    assert_eq!(seen, 960);
}

#[test]
fn back_ranks_and_numbers_are_inverse() {
    for number in 0..Chess960::COUNT {
        let back_rank = Chess960::back_rank(number).unwrap();
        assert_eq!(Chess960::number(&back_rank), Some(number));
    }
    use Role::*;
    let orthodox = [Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook];
    assert_eq!(Chess960::number(&orthodox), Some(518));
    // Bishops on squares of one colour, king outside its rooks, a missing queen.
    let same_coloured_bishops = [Rook, Bishop, Knight, Bishop, King, Queen, Knight, Rook];
    let king_outside = [King, Rook, Bishop, Queen, Rook, Bishop, Knight, Knight];
    let two_knights_no_queen = [Rook, Knight, Bishop, Knight, King, Bishop, Knight, Rook];
    for back_rank in [same_coloured_bishops, king_outside, two_knights_no_queen] {
        assert_eq!(Chess960::number(&back_rank), None, "{back_rank:?}");
    }
    assert_eq!(Chess960::back_rank(960), Err(StartNumberError(960)));
    assert!(Chess960::start(1000).is_err());
    assert_eq!(
        Chess960::start(960).unwrap_err().to_string(),
        "no Chess960 start position 960 (0 to 959)"
    );
}

#[test]
fn double_chess960_numbers_each_side() {
    let position = Chess960::start_double(0, 959).unwrap();
    assert_eq!(
        position.fen(),
        "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    let numbers = Chess960::start_numbers(&position).unwrap();
    assert_eq!((numbers.white, numbers.black), (0, 959));
    assert_eq!(Chess960::start_number(&position), None);
    let mut moved = position;
    moved.play(moved.parse_uci("e2e4").unwrap()).unwrap();
    assert_eq!(Chess960::start_numbers(&moved), None);
    assert!(Chess960::start_double(3, 960).is_err());
}

/// FEN → position → FEN is exact in the FEN's own dialect, and each dialect's FEN reads back
/// as the same position.
#[test]
fn fen_round_trip_in_both_dialects() {
    let positions = suite();
    assert_eq!(positions.len(), 1927);
    for (id, fen) in positions {
        let position = Position::<Standard>::from_fen(&fen, Validation::Lenient).expect(&id);
        let castling = fen.split(' ').nth(2).unwrap();
        let own_dialect = if castling.contains(['K', 'Q', 'k', 'q']) {
            CastlingNotation::XFen
        } else {
            CastlingNotation::Shredder
        };
        assert_eq!(position.fen_with(own_dialect), fen, "{id}");
        for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
            let written = position.fen_with(notation);
            let reread = Position::<Standard>::from_fen(&written, Validation::Lenient).unwrap();
            assert_eq!(reread, position, "{id}: {written}");
            assert_eq!(reread.fen_with(notation), written, "{id}");
        }
    }
}

#[test]
fn x_fen_names_outer_rooks_by_side_and_inner_rooks_by_file() {
    // King on e1 with rooks on a1, b1 and h1: K is the h1 rook, B the inner b1 rook.
    let fen = "3k4/8/8/8/8/8/8/RR2K2R w KB - 0 1";
    let position = chess960(fen);
    let rook = |name: &str| name.parse::<Square<_>>().unwrap();
    assert_eq!(
        position.castling_rooks(),
        [rook("h1"), rook("b1")].into_iter().collect()
    );
    assert_eq!(position.fen(), fen);
    assert_eq!(
        position.fen_with(CastlingNotation::Shredder),
        "3k4/8/8/8/8/8/8/RR2K2R w HB - 0 1"
    );
    let outer = chess960("3k4/8/8/8/8/8/8/RR2K2R w KQ - 0 1");
    assert_eq!(
        outer.castling_rook(Color::White, CastlingSide::QueenSide),
        Some(rook("a1"))
    );
    assert_eq!(
        outer.fen_with(CastlingNotation::Shredder),
        "3k4/8/8/8/8/8/8/RR2K2R w HA - 0 1"
    );
}

#[test]
fn one_right_per_side_and_rights_need_their_rook() {
    // e1 and h1 are both on the h-side of the king on c1: the second right is refused.
    let fen = "1k6/8/8/8/8/8/8/R1K1R2R w HE - 0 1";
    match Position::<Standard>::from_fen(fen, Validation::Strict) {
        Err(FromFenError::Position(error)) => {
            assert!(error.contains(Problem::InvalidCastlingRights), "{error}")
        }
        other => panic!("{other:?}"),
    }
    let lenient = Position::<Standard>::from_fen(fen, Validation::Lenient).unwrap();
    assert_eq!(lenient.castling_rooks().len(), 1);

    // A right without a rook on its square contradicts the board.
    let no_rook = "r3k3/8/8/8/8/8/8/R3K3 w KQkq - 0 1";
    let error = Position::<Standard>::from_fen(no_rook, Validation::Strict).unwrap_err();
    assert_eq!(
        error.to_string(),
        "illegal position: castling right without king and rook in place"
    );
    let lenient = Position::<Standard>::from_fen(no_rook, Validation::Lenient).unwrap();
    assert_eq!(lenient.fen(), "r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1");
}

#[test]
fn castling_mode_is_detected_and_switchable() {
    let orthodox = Position::<Standard>::start();
    assert_eq!(orthodox.castling_mode(), CastlingMode::Standard);
    let shuffled = Position::<Standard>::from_fen(
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
        Validation::Strict,
    )
    .unwrap();
    assert_eq!(shuffled.castling_mode(), CastlingMode::Chess960);
    let mut shuffled = shuffled;
    let error = shuffled
        .set_castling_mode(CastlingMode::Standard)
        .unwrap_err();
    assert!(error.contains(Problem::Chess960CastlingRights));
    assert_eq!(shuffled.castling_mode(), CastlingMode::Chess960);
    let mut orthodox = orthodox;
    orthodox.set_castling_mode(CastlingMode::Chess960).unwrap();
    orthodox.set_castling_mode(CastlingMode::Standard).unwrap();
    assert_eq!(
        shuffled.castling_rook(Color::White, CastlingSide::KingSide),
        Some("h1".parse().unwrap())
    );
    assert_eq!(
        shuffled.castling_rook(Color::Black, CastlingSide::QueenSide),
        Some("f8".parse().unwrap())
    );
}

#[test]
fn uci_castling_follows_the_mode_and_reads_both_forms() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let mut position = Position::<Standard>::from_fen(fen, Validation::Strict).unwrap();
    let short = position.parse_uci("e1g1").unwrap();
    assert_eq!(position.parse_uci("e1h1"), Ok(short));
    assert_eq!(position.uci(short), "e1g1");
    position.set_castling_mode(CastlingMode::Chess960).unwrap();
    assert_eq!(position.uci(short), "e1h1");
    assert_eq!(position.parse_uci("e1g1"), Ok(short));
    let long = position.parse_uci("e1c1").unwrap();
    assert_eq!(position.uci(long), "e1a1");

    // King on f1, rook on h1: f1g1 is the king's step, f1h1 castles.
    let position = chess960("1k6/8/8/8/8/8/8/5K1R w K - 0 1");
    let step = position.parse_uci("f1g1").unwrap();
    let castle = position.parse_uci("f1h1").unwrap();
    assert_ne!(step, castle);
    assert_eq!(position.uci(castle), "f1h1");
    let mut after = position;
    after.play(castle).unwrap();
    assert_eq!(after.fen(), "1k6/8/8/8/8/8/8/5RK1 b - - 1 1");

    // King already on g1: castling moves only the rook.
    let position = chess960("1k6/8/8/8/8/8/8/6KR w K - 0 1");
    let castle = position.parse_uci("g1h1").unwrap();
    let mut after = position;
    after.play(castle).unwrap();
    assert_eq!(after.fen(), "1k6/8/8/8/8/8/8/5RK1 b - - 1 1");
}

#[test]
fn capturing_a_rook_on_its_square_removes_its_right() {
    let mut position = chess960("1r5k/8/8/8/8/8/8/1R3KR1 b GB - 0 1");
    position.play(position.parse_uci("b8b1").unwrap()).unwrap();
    assert_eq!(position.fen(), "7k/8/8/8/8/8/8/1r3KR1 w K - 0 2");
}

/// Only the king on its castling rank castles. In kinglet, where pawns promote to kings, a
/// promoted king elsewhere neither castles nor, moving, ends the rights (as Fairy-Stockfish
/// plays it: rights belong to the castling king's square).
#[test]
fn a_promoted_king_never_castles() {
    use chequer::Kinglet;
    // Black has kings on e8 (its castling king), e1 and h1 (promoted), and rights on both sides.
    let fen = "r1K1kbnr/2P2P2/7p/1Np4P/p1P5/P7/8/R2QkB1k b kq - 0 24";
    let position = Position::<Kinglet>::from_fen(fen, Validation::Strict).unwrap();
    let moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|mv| position.uci(*mv))
        .collect();
    assert!(
        !moves
            .iter()
            .any(|mv| mv.starts_with("e1") && mv.ends_with('8'))
    );
    // The promoted king takes the queen; the castling rights stay.
    let mut after = position;
    after.play(after.parse_uci("e1d1").unwrap()).unwrap();
    assert_eq!(
        after.fen(),
        "r1K1kbnr/2P2P2/7p/1Np4P/p1P5/P7/8/R2k1B1k w kq - 0 25"
    );
}
