//! Repetition as each family's rules end the game: fivefold and a draw in orthodox chess;
//! fourfold in shogi, where the side that gave check with every move of it loses.

use chequer::{Color, Game, MoveNotation, Outcome, Position, Rules, Shogi, Standard, Validation};

/// `cycle` played `times` times from `fen`, in UCI.
fn repeated<R: Rules>(fen: &str, cycle: &[&str], times: usize) -> Game<R> {
    let start = Position::<R>::from_fen(fen, Validation::Strict).unwrap();
    let moves = cycle.iter().copied().cycle().take(cycle.len() * times);
    Game::from_moves(start, moves, MoveNotation::Uci).unwrap()
}

#[test]
fn orthodox_chess_ends_at_the_fifth_occurrence_in_a_draw() {
    let cycle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let fen = Standard::START_FEN;
    assert_eq!(repeated::<Standard>(fen, &cycle, 3).outcome(), None);
    assert_eq!(
        repeated::<Standard>(fen, &cycle, 4).outcome(),
        Some(Outcome::FivefoldRepetition)
    );
}

#[test]
fn shogi_ends_at_the_fourth_occurrence_in_a_draw() {
    // Both rooks step aside and back: no check.
    let cycle = ["h2g2", "b8c8", "g2h2", "c8b8"];
    let game = repeated::<Shogi>(Shogi::START_FEN, &cycle, 2);
    assert_eq!((game.repetitions(), game.outcome()), (3, None));
    let game = repeated::<Shogi>(Shogi::START_FEN, &cycle, 3);
    assert_eq!(game.repetitions(), 4);
    assert_eq!(game.outcome(), Some(Outcome::VariantDraw));
}

#[test]
fn in_shogi_perpetual_check_loses() {
    // White's rook checks from e8 and e7 in turn; the black king steps between d9 and e9.
    let fen = "4k4/9/9/9/9/9/9/9/R3K4[-] w 0 1";
    let start = Position::<Shogi>::from_fen(fen, Validation::Strict).unwrap();
    let first = ["a1a9"];
    let cycle = ["e9d8", "a9a8", "d8e9", "a8a9"];
    let moves = first
        .into_iter()
        .chain(cycle.iter().copied().cycle().take(12));
    let game = Game::from_moves(start, moves, MoveNotation::Uci).unwrap();
    assert_eq!(game.repetitions(), 4);
    assert_eq!(
        game.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::Black
        })
    );
}
