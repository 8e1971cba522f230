//! Snapshots of the sorted legal moves of tricky positions: checks, double checks, pins, en
//! passant that exposes the king along the rank, castling out of, through and into check, a
//! rook captured on its home square, promotions with capture; Chess960 castling geometries. Review changes with
//! `cargo insta review`; a changed list must be explained by a rules fix proven by perft.

use chequer::{CastlingMode, LosAlamos, Position, Rules, Standard, Validation};

/// The FEN, the moves played from it, and the sorted legal moves of the result; castling as
/// king takes rook if `chess960`, else as the FEN's rights imply.
fn listing<R: Rules>(fen: &str, moves: &[&str], chess960: bool) -> String {
    let mut position = Position::<R>::from_fen(fen, Validation::Lenient).expect(fen);
    if chess960 {
        position
            .set_castling_mode(CastlingMode::Chess960)
            .expect(fen);
    }
    for text in moves {
        let mv = position.parse_uci(text).expect(text);
        position.play(mv).expect(text);
    }
    let legal = position.sorted_uci_moves();
    let mut out = format!("fen: {fen}\n");
    if !moves.is_empty() {
        out += &format!("moves: {}\nnow: {}\n", moves.join(" "), position.fen());
    }
    out += &format!(
        "check: {}\nlegal moves ({}):\n{}\n",
        position.is_check(),
        legal.len(),
        legal.join("\n")
    );
    out
}

macro_rules! snapshot {
    ($name:ident, $rules:ty, $fen:expr $(, $moves:expr)?) => {
        #[test]
        fn $name() {
            let moves: &[&str] = &[$($moves)?];
            insta::assert_snapshot!(listing::<$rules>($fen, moves, false));
        }
    };
}

/// A Chess960 position (from `data/chess960.perft`, named by its `# tags:`), castling written
/// as king takes rook.
macro_rules! snapshot960 {
    ($name:ident, $fen:expr $(, $moves:expr)?) => {
        #[test]
        fn $name() {
            let moves: &[&str] = &[$($moves)?];
            insta::assert_snapshot!(listing::<Standard>($fen, moves, true));
        }
    };
}

snapshot!(
    start_position,
    Standard,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
);
snapshot!(
    kiwipete,
    Standard,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
);
snapshot!(
    pins_and_rank_ep,
    Standard,
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "e2e4"
);
snapshot!(
    promotions_with_capture,
    Standard,
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
);
snapshot!(
    promotion_capture_check,
    Standard,
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
);
snapshot!(
    ep_exposes_king_on_rank,
    Standard,
    "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 1"
);
snapshot!(
    ep_evasion,
    Standard,
    "8/8/8/5k2/3p4/8/4P3/4K3 w - - 0 1",
    "e2e4"
);
snapshot!(
    ep_capture_checks_opponent,
    Standard,
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1"
);
snapshot!(
    ep_diagonal_pin,
    Standard,
    "8/8/1k6/8/2pP4/8/5BK1/8 b - d3 0 1"
);
snapshot!(
    check_by_rook_along_rank,
    Standard,
    "4k3/5p2/5p1p/8/rbR5/1N6/5PPP/5K2 b - - 1 29"
);
snapshot!(
    discovered_check,
    Standard,
    "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1"
);
snapshot!(
    double_check_knight_and_pawn,
    Standard,
    "1q4k1/3r1Ppp/5NP1/pP6/8/1Q6/3B4/2K2R2 b - - 0 1"
);
snapshot!(
    double_check_two_knights,
    Standard,
    "2b5/1nbn4/n3n3/1kn5/n3n3/1n1n4/5RQ1/2KQ1R2 w K - 0 1"
);
snapshot!(
    castling_out_of_check,
    Standard,
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "a1a8"
);
snapshot!(
    castling_through_check,
    Standard,
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1"
);
snapshot!(
    castling_into_check,
    Standard,
    "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1"
);
snapshot!(
    castling_gives_check,
    Standard,
    "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
);
snapshot!(
    rook_captured_on_home_square,
    Standard,
    "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1",
    "g2h1"
);
snapshot!(
    promote_out_of_check,
    Standard,
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1"
);
snapshot!(
    underpromotion_check,
    Standard,
    "8/P1k5/K7/8/8/8/8/8 w - - 0 1"
);
snapshot!(
    king_walk,
    Standard,
    "8/8/8/B2p3Q/2qPp1P1/b7/2P2PkP/4K2R b K - 0 1"
);
snapshot!(
    self_stalemate,
    Standard,
    "K1k5/8/P7/8/8/8/8/8 w - - 0 1",
    "a6a7"
);
snapshot!(
    checkmate,
    Standard,
    "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    "d8h4"
);
snapshot!(
    max_legals,
    Standard,
    "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1"
);
snapshot!(
    los_alamos_start,
    LosAlamos,
    "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1"
);
snapshot!(
    los_alamos_promotion,
    LosAlamos,
    "6/2P3/6/1K1k2/6/6 w - - 0 1"
);

// xfen-00: both castlings legal, the king already on c1, its a-side destination.
snapshot960!(
    chess960_king_already_on_castling_square,
    "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1"
);
// xfen-01: a-side legal; h-side refused, the f8 rook attacks f1, which the king crosses.
snapshot960!(
    chess960_castling_through_check,
    "r1k2r1q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K2R1Q w KQkq - 0 1"
);
// xfen-02: the c1 rook stands on the king's a-side destination.
snapshot960!(
    chess960_rook_on_king_destination,
    "8/8/8/4B2b/6nN/8/5P2/2R1K2k w Q - 0 1"
);
// xfen-03: king d1 and rook e1 side by side.
snapshot960!(
    chess960_king_rook_adjacent,
    "2r5/8/8/8/8/8/6PP/k2KR3 w K - 0 1"
);
// xfen-04: the b1 rook shields c1 from the a1 queen, so it cannot castle; e1 is attacked.
snapshot960!(
    chess960_rook_shields_king_destination,
    "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 0 1"
);
// cpw960-002: king on f1, the h-side rook's destination, castling with the g1 rook.
snapshot960!(
    chess960_king_on_rook_destination,
    "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9"
);
// cpw960-301: a-side refused, the a3 bishop attacks c1, the king's destination; h-side blocked.
snapshot960!(
    chess960_castling_attacked_a_side,
    "qnrkr1bn/p1pp1ppp/8/1p2p3/3P1P2/bP4P1/P1P1P2P/QNRKRBBN w ECec - 1 9"
);
// From cpw960-912 after g2e4 d8e7 e4a8: the king already stands on c8, its destination, and
// the b8 rook shields it from the a8 queen, so black cannot castle with that rook.
snapshot960!(
    chess960_rook_shields_king_on_its_destination,
    "Qrk1rqnn/p1ppbppp/1p6/8/P2P4/8/1PPKPP1P/BR1BR1NN b kq - 2 10"
);
