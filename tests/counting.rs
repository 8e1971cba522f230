//! Makruk's counting rules and their FEN fields, against positions Fairy-Stockfish wrote
//! (its FENs and its `is_optional_game_end`, through pyffish 0.0.90).

use chequer::{Asean, Game, Makpong, Makruk, Position, Rules, Validation};

fn position<R: Rules>(fen: &str) -> Position<R> {
    Position::from_fen(fen, Validation::Strict).unwrap()
}

fn play<R: Rules>(position: &mut Position<R>, moves: &[&str]) {
    for text in moves {
        let mv = position.parse_uci(text).unwrap();
        position.play_unchecked(mv);
    }
}

/// A makruk position whose count runs, and a makpong one, as pychess-variants stores them.
#[test]
fn fairy_stockfish_counting_fields_round_trip() {
    let fen = "2sm3r/4ns1M/rM2k2M/8/3S1mR1/4N3/2K5/1RS3N1 b - 128 18 34";
    assert_eq!(position::<Makruk>(fen).fen(), fen);
    let fen = "1n3r2/2m5/3S1s2/k1MS2M1/8/1mM1K2m/7r/8 b - 128 0 68";
    assert_eq!(position::<Makpong>(fen).fen(), fen);
}

/// A bare king against a rook counts 16 moves (the pieces' honour), from the number of
/// pieces on the board; ASEAN chess counts from zero. (Fairy-Stockfish writes the same FENs
/// without chequer's `clock=` field.)
#[test]
fn a_bare_king_starts_counting() {
    let mut makruk = position::<Makruk>("8/8/8/4k3/8/8/R7/4K3 w - - 0 1");
    play(&mut makruk, &["e1d2"]);
    assert_eq!(makruk.fen(), "8/8/8/4k3/8/8/R2K4/8 b - 32 clock=1 6 1");
    let mut asean = position::<Asean>("8/8/8/4k3/8/8/R7/4K3 w - - 0 1");
    play(&mut asean, &["e1d2"]);
    assert_eq!(asean.fen(), "8/8/8/4k3/8/8/R2K4/8 b - 32 clock=1 0 1");
    // The capture of the last pawn leaves a bare king: it counts.
    let mut capture = position::<Makruk>("4k3/8/8/8/2p5/8/R7/4K3 w - - 0 1");
    play(&mut capture, &["a2a4", "e8d8", "a4c4"]);
    assert_eq!(capture.fen(), "3k4/8/8/8/2R5/8/8/4K3 b - 32 6 2");
}

/// A draw may be claimed once the count passes its limit; makruk has no fifty-move rule.
#[test]
fn a_count_run_out_may_be_claimed() {
    let claim = |fen| Game::new(position::<Makruk>(fen)).can_claim_draw();
    assert!(!claim("8/8/8/4k3/8/8/R7/4K3 w - 32 32 60"));
    assert!(claim("8/8/8/4k3/8/8/R7/4K3 w - 32 33 60"));
    let long = position::<Makruk>("8/8/8/4k3/8/8/R7/4K3 w - - 160 60");
    assert!(!Game::new(long).can_claim_draw());
    assert_eq!(long.outcome(), None);
}

/// While a count runs, the FEN's half-move field holds the plies counted, and the half-move
/// clock follows in a field of its own where it is not 0 (found by the `play` fuzz target:
/// the clock was lost between a position and its FEN).
#[test]
fn the_half_move_clock_survives_a_running_count() {
    let mut makruk = position::<Makruk>("NK2k3/8/8/8/8/8/8/8 w - 128 1 4");
    assert_eq!(makruk.halfmoves(), 0);
    play(&mut makruk, &["a8c7"]);
    let fen = makruk.fen();
    assert_eq!(fen, "1K2k3/2N5/8/8/8/8/8/8 b - 128 clock=1 2 4");
    let again = position::<Makruk>(&fen);
    assert_eq!(again, makruk);
    assert_eq!(again.halfmoves(), 1);
}
