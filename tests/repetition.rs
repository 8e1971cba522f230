//! Repetition as each family's rules end the game: fivefold and a draw in orthodox chess;
//! fourfold in shogi, where the side that gave check with every move of it loses; threefold
//! in janggi, counted on points or drawn, and fourfold in modern janggi, which also ends the
//! game when a piece goes back and forth. Janggi's move rule is claimed, and counted on points
//! or drawn too. The janggi results are pyffish 0.0.90's (`is_optional_game_end`).

use chequer::{
    Color, Game, Janggi, JanggiCasual, JanggiModern, JanggiTraditional, MoveNotation, Outcome,
    Position, Rules, Shogi, Standard, Validation,
};

/// `cycle` played `times` times from `fen`, in UCI.
fn repeated<R: Rules>(fen: &str, cycle: &[&str], times: usize) -> Game<R> {
    let start = Position::<R>::from_fen(fen, Validation::Strict).unwrap();
    let moves = cycle.iter().copied().cycle().take(cycle.len() * times);
    Game::from_moves(start, moves, MoveNotation::Uci).unwrap()
}

/// A game from `fen`.
fn at<R: Rules>(fen: &str) -> Game<R> {
    Game::new(Position::<R>::from_fen(fen, Validation::Strict).unwrap())
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

#[test]
fn janggi_repetition_is_counted_on_points_or_drawn() {
    // The generals step back and forth (the rule on pieces moved back and forth spares them).
    let cycle = ["e2e1", "e9e10", "e1e2", "e10e9"];
    let fen = Janggi::START_FEN;
    let black_on_points = Some(Outcome::VariantWin {
        winner: Color::Black,
    });
    assert_eq!(repeated::<Janggi>(fen, &cycle, 1).outcome(), None);
    assert_eq!(
        repeated::<Janggi>(fen, &cycle, 2).outcome(),
        black_on_points
    );
    let traditional = repeated::<JanggiTraditional>(fen, &cycle, 2);
    assert_eq!(traditional.outcome(), Some(Outcome::VariantDraw));
    let casual = repeated::<JanggiCasual>(fen, &cycle, 2);
    assert_eq!(casual.outcome(), Some(Outcome::VariantDraw));
    let modern = repeated::<JanggiModern>(fen, &cycle, 2);
    assert_eq!((modern.outcome(), modern.can_claim_draw()), (None, false));
    assert_eq!(
        repeated::<JanggiModern>(fen, &cycle, 3).outcome(),
        black_on_points
    );
}

#[test]
fn janggi_move_rule_is_claimed_on_points_or_drawn() {
    // The start with its clock at `clock` plies, white to move; and without a black chariot,
    // black to move. pyffish: is_optional_game_end gives -32000 (the side to move loses) for
    // janggi from 100 plies, modern janggi from 200; 0 for traditional and casual janggi.
    let start = |clock| {
        format!("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - {clock} 80")
    };
    let short = |clock| {
        format!("1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - {clock} 80")
    };
    let wins = |winner| Some(Outcome::VariantWin { winner });
    assert_eq!(at::<Janggi>(&start(99)).claim(), None);
    assert_eq!(at::<Janggi>(&start(100)).claim(), wins(Color::Black));
    assert_eq!(at::<Janggi>(&short(100)).claim(), wins(Color::White));
    assert!(!at::<Janggi>(&short(100)).can_claim_draw());
    // Never without a claim.
    assert_eq!(at::<Janggi>(&short(300)).outcome(), None);
    assert_eq!(at::<JanggiModern>(&short(199)).claim(), None);
    assert_eq!(at::<JanggiModern>(&short(200)).claim(), wins(Color::White));
    // Traditional and casual janggi: a draw claimed, and the game over at 150 plies.
    let drawn = Some(Outcome::FiftyMoves);
    assert_eq!(at::<JanggiTraditional>(&short(100)).claim(), drawn);
    assert_eq!(at::<JanggiCasual>(&short(100)).claim(), drawn);
    assert_eq!(at::<JanggiTraditional>(&short(149)).outcome(), None);
    let over = at::<JanggiTraditional>(&short(150)).outcome();
    assert_eq!(over, Some(Outcome::SeventyFiveMoves));
}

#[test]
fn modern_janggi_moving_a_piece_back_and_forth_loses() {
    let moves = "a1a2 i10i9 a2a3 i9i8 a3a2 i8i9 a2a3 i9i8 a3a2";
    let after = |plies| {
        let moves = moves.split(' ').take(plies);
        Game::from_moves(Position::<JanggiModern>::start(), moves, MoveNotation::Uci).unwrap()
    };
    // White's chariot came to a2, then went to a3 and back twice: the fourth of those moves
    // loses. Black's, one move behind, has not yet.
    assert_eq!(after(8).outcome(), None);
    assert_eq!(
        after(9).outcome(),
        Some(Outcome::VariantWin {
            winner: Color::Black
        })
    );
    // Janggi has no such rule.
    let moves = moves.split(' ');
    let janggi = Game::from_moves(Position::<Janggi>::start(), moves, MoveNotation::Uci).unwrap();
    assert_eq!(janggi.outcome(), None);
    // A pass in the run: the chariot's moves around it must undo each other once more.
    let with_pass = "a1a2 i10i9 a2a3 i9i10 a3a2 i10i9 e2e2 i9i10 a2a3";
    let moves = with_pass.split(' ');
    let game =
        Game::from_moves(Position::<JanggiModern>::start(), moves, MoveNotation::Uci).unwrap();
    assert_eq!(game.outcome(), None);
}
