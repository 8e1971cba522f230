//! The ends and special moves of the games added from Fairy-Stockfish's list whose rules are
//! more than a piece set: shatar's mating rule, the flag squares of Jeson Mor and Fox and
//! Hounds, the chancellor's castling in Perfect chess, the promoted pieces and drops of
//! Capahouse and Dragon chess, Armageddon's draw odds, and the first check that wins Kar Ouk
//! and check shogi. Every expected value is what pyffish 0.0.90 gives for the
//! same position (`game_result`, `is_immediate_game_end`, `get_fen`, `legal_moves`).

use chequer::{
    Armageddon, Capahouse, CheckShogi, Color, Dragon, Draw, FoxAndHounds, Game, JesonMor, Karouk,
    MoveNotation, Outcome, Perfect, Position, Rules, Shatar, Standard, Validation,
};

fn read<R: Rules>(fen: &str) -> Position<R> {
    Position::<R>::from_fen(fen, Validation::Strict).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn after<R: Rules>(fen: &str, uci: &[&str]) -> Position<R> {
    let game = Game::from_moves(read::<R>(fen), uci.iter().copied(), MoveNotation::Uci)
        .unwrap_or_else(|e| panic!("{fen} {uci:?}: {e}"));
    *game.position()
}

#[test]
fn shatar_mate_needs_a_shak_and_a_knight_mate_loses() {
    // Mate by a rook: a shak, so a checkmate.
    let rook = read::<Shatar>("k3R3/7p/1K6/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        rook.outcome(),
        Some(Outcome::Checkmate {
            winner: Color::White
        })
    );
    // Mate by knights alone: the mated side wins.
    let knights = read::<Shatar>("k7/ppNN4/8/8/8/8/8/K7 b - - 0 1");
    assert_eq!(
        knights.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::Black
        })
    );
    // Mate by a bishop with no shak before it in the run of checks: niol, a draw.
    let bishop = read::<Shatar>("kb6/p7/8/8/8/8/6B1/K7 b - - 0 1");
    assert_eq!(bishop.outcome(), Some(Outcome::VariantDraw));
    // A bare king draws (robado), even with mate on the board.
    let bare = read::<Shatar>("k7/8/8/8/8/8/8/K6R b - - 0 1");
    assert_eq!(bare.outcome(), Some(Outcome::VariantDraw));
}

#[test]
fn shatar_remembers_the_shak_of_the_run_of_checks() {
    // A rook check, then a mate by the bishop alone, uncovered in the same run of checks:
    // the rook's shak makes it a checkmate.
    let start = "1k6/p6R/8/8/8/8/6B1/K7 w - - 0 1";
    let mated = after::<Shatar>(start, &["h7b7", "b8a8", "b7b6"]);
    assert_eq!(mated.fen(), "k7/p7/1R6/8/8/8/6B1/K7 b - - shak=w 3 2");
    assert_eq!(read::<Shatar>(&mated.fen()), mated);
    assert_eq!(
        mated.outcome(),
        Some(Outcome::Checkmate {
            winner: Color::White
        })
    );
    // The same position without the run behind it (Fairy-Stockfish's FEN): niol.
    assert_eq!(
        read::<Shatar>("k7/p7/1R6/8/8/8/6B1/K7 b - - 3 2").outcome(),
        Some(Outcome::VariantDraw)
    );
}

#[test]
fn jeson_mor_centre_wins_after_the_reply() {
    // White's knight on e5 with black to move: black may still take it or reply.
    let reply = read::<JesonMor>("n8/9/9/9/4N4/9/9/9/N8 b - - 0 1");
    assert_eq!(reply.outcome(), None);
    // Black did not take it: white to move has won.
    let won = read::<JesonMor>("n8/9/9/9/4N4/9/9/9/N8 w - - 0 1");
    assert_eq!(
        won.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::White
        })
    );
}

#[test]
fn fox_and_hounds_ends_on_the_eighth_rank_or_a_trapped_fox() {
    let arrived = read::<FoxAndHounds>("1h1hFh1h/8/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        arrived.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::White
        })
    );
    let trapped = read::<FoxAndHounds>("8/8/8/8/8/8/1h1h4/2F5 w - - 0 1");
    assert_eq!(
        trapped.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::Black
        })
    );
}

#[test]
fn the_perfect_chancellor_castles() {
    let position = read::<Perfect>("c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1");
    let castled = after::<Perfect>(&position.fen(), &["e1c1"]);
    assert_eq!(
        castled.fen(),
        "c3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KC3R b kq - 1 1"
    );
    assert_eq!(castled.hash(), castled.hash_from_scratch());
}

#[test]
fn capahouse_returns_a_promoted_piece_as_a_pawn() {
    let promoted = after::<Capahouse>("4k4r/10/10/10/10/10/10/4K4Q~[] b - - 0 1", &["j8j1"]);
    assert_eq!(promoted.fen(), "4k5/10/10/10/10/10/10/4K4r[p] w - - 0 2");
    let queen = after::<Capahouse>("4k4r/10/10/10/10/10/10/4K4Q[] b - - 0 1", &["j8j1"]);
    assert_eq!(queen.fen(), "4k5/10/10/10/10/10/10/4K4r[q] w - - 0 2");
}

#[test]
fn the_dragon_drops_on_its_own_first_rank_only() {
    let position = after::<Dragon>(Dragon::START_FEN, &["e2e4", "e7e5", "f1c4"]);
    // Black's first rank is full: no drop.
    assert!(position.legal_moves().iter().all(|mv| mv.from().is_some()));
    let position = after::<Dragon>(&position.fen(), &["g8f6"]);
    let drops: Vec<String> = position
        .legal_moves()
        .iter()
        .filter(|mv| mv.from().is_none())
        .map(|&mv| position.uci(mv))
        .collect();
    assert_eq!(drops, ["D@f1"]);
}

#[test]
fn armageddon_gives_every_draw_to_black() {
    let odds = |draw| {
        Some(Outcome::DrawOdds {
            winner: Color::Black,
            draw,
        })
    };
    // Stalemate: pyffish's game_result is a win for Black, to move.
    let stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    assert_eq!(
        read::<Armageddon>(stalemate).outcome(),
        odds(Draw::Stalemate)
    );
    assert_eq!(
        read::<Standard>(stalemate).outcome(),
        Some(Outcome::Stalemate)
    );
    assert_eq!(
        read::<Armageddon>(stalemate).outcome().map(Outcome::result),
        Some("0-1")
    );
    // Two bare kings: insufficient material for both (has_insufficient_material), a win for
    // Black.
    let bare = read::<Armageddon>("7k/8/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(bare.outcome(), odds(Draw::InsufficientMaterial));
    // Checkmate stays checkmate.
    let mate = read::<Armageddon>("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Checkmate {
            winner: Color::White
        })
    );
    // A threefold repetition or the fifty-move rule may be claimed (is_optional_game_end:
    // a win for Black), and fivefold repetition ends the game for Black.
    let start = Armageddon::START_FEN;
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let three: Vec<_> = shuffle.iter().cycle().take(8).copied().collect();
    let game = Game::from_moves(read::<Armageddon>(start), three, MoveNotation::Uci).unwrap();
    assert_eq!(game.claim(), odds(Draw::ThreefoldRepetition));
    assert_eq!(game.outcome(), None);
    let five: Vec<_> = shuffle.iter().cycle().take(16).copied().collect();
    let game = Game::from_moves(read::<Armageddon>(start), five, MoveNotation::Uci).unwrap();
    assert_eq!(game.outcome(), odds(Draw::Repetition));
    let fifty = read::<Armageddon>("7k/8/6K1/8/8/8/8/R7 w - - 100 80");
    assert_eq!(Game::new(fifty).claim(), odds(Draw::FiftyMoves));
}

#[test]
fn the_first_check_wins_kar_ouk_and_check_shogi() {
    // pyffish: get_fen and is_immediate_game_end (a loss for the side to move) after the
    // first check.
    let karouk = after::<Karouk>("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", &["a1a8"]);
    assert_eq!(karouk.fen(), "R3k3/8/8/8/8/8/8/4K3 b - 30 0+1 clock=1 6 1");
    let white = Some(Outcome::VariantWin {
        winner: Color::White,
    });
    assert_eq!(karouk.outcome(), white);
    let shogi = after::<CheckShogi>("4k4/9/9/9/9/9/9/9/4K4[R] w - - 1+1 0 1", &["R@e5"]);
    assert_eq!(shogi.fen(), "4k4/9/9/9/4R4/9/9/9/4K4[] b - - 0+1 0 1");
    assert_eq!(shogi.outcome(), white);
    // Without the field, the next check wins, as Fairy-Stockfish reads it.
    assert_eq!(
        read::<CheckShogi>("4k4/9/9/9/9/9/9/9/4K4[R] w - - 0 1").fen(),
        "4k4/9/9/9/9/9/9/9/4K4[R] w - - 1+1 0 1"
    );
}
