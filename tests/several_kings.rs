//! Spartan chess's two kings: no move may leave both attacked (duple check), one may stand
//! attacked, check is when every king is, and a hoplite promotes to a king only while its side
//! has one. Every expected move list and result is what pyffish 0.0.90 gives for the same
//! position (`legal_moves`, `gives_check`, `game_result`).

mod common;

use chequer::{Color, Outcome, Position, Spartan, Validation};
use common::uci_moves;

fn read(fen: &str) -> Position<Spartan> {
    common::read(fen)
}

#[test]
fn one_of_two_kings_may_stand_attacked() {
    // The queen attacks the king on a8: no check, and moves that leave it attacked are legal.
    let position = read("k6k/hQ5h/8/8/8/8/3R4/4K3 b - - 0 1");
    assert!(!position.is_check());
    assert_eq!(
        uci_moves(&position),
        ["a7b6", "a7c5", "a8b7", "a8b8", "h7f5", "h7g6", "h8g8"]
    );
}

#[test]
fn both_kings_attacked_is_check() {
    let position = read("k6k/1Q5R/8/8/8/8/8/4K3 b - - 0 1");
    assert!(position.is_check());
    assert_eq!(uci_moves(&position), ["h8g8"]);
    // A lone king is royal as in orthodox chess: attacked and without a move, it is mated.
    let mated = read("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        mated.outcome(),
        Some(Outcome::Checkmate {
            winner: Color::White
        })
    );
}

#[test]
fn a_hoplite_promotes_to_a_king_only_beside_a_lone_king() {
    let promotions = |fen| {
        let position = read(fen);
        uci_moves(&position)
            .into_iter()
            .filter(|mv| mv.starts_with("b2"))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        promotions("4k3/8/8/8/8/8/1h6/4K2R b K - 0 1"),
        [
            "b2a1c", "b2a1g", "b2a1k", "b2a1l", "b2a1w", "b2c1c", "b2c1g", "b2c1k", "b2c1l",
            "b2c1w"
        ]
    );
    assert_eq!(
        promotions("k6k/8/8/8/8/8/1h6/4K2R b K - 0 1"),
        [
            "b2a1c", "b2a1g", "b2a1l", "b2a1w", "b2c1c", "b2c1g", "b2c1l", "b2c1w"
        ]
    );
    // Three Spartan kings, or two Persian ones, are no position.
    assert!(
        Position::<Spartan>::from_fen("kk5k/8/8/8/8/8/8/4K3 w - - 0 1", Validation::Strict)
            .is_err()
    );
    assert!(
        Position::<Spartan>::from_fen("k6k/8/8/8/8/8/8/3KK3 w - - 0 1", Validation::Strict)
            .is_err()
    );
}
