//! Moves that put a wall on the board: duck chess's duck, the arrows of the game of the
//! amazons, Isolation's walls and petrified chess's stones. Their notation (`e2e4,e4e5` in UCI, `e4,e5` in SAN, `*` in
//! FEN), where walls may and may not go, and how the games end. Every expected value is what
//! pyffish 0.0.90 gives for the same position (`get_fen`, `get_san`, `legal_moves`,
//! `game_result`).

use chequer::{
    Amazons, Color, Duck, Game, Isolation, MoveNotation, Outcome, Petrified, Position, Rules,
    Square,
};

mod common;

use common::read;

fn after<R: Rules>(fen: &str, uci: &[&str]) -> Position<R> {
    let game = Game::from_moves(read::<R>(fen), uci.iter().copied(), MoveNotation::Uci)
        .unwrap_or_else(|e| panic!("{fen} {uci:?}: {e}"));
    *game.position()
}

fn square<R: Rules>(name: &str) -> Square<R::Geometry> {
    name.parse().unwrap_or_else(|_| panic!("{name}"))
}

const DUCK_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn the_duck_moves_with_every_move_and_is_written_as_a_star() {
    let first = after::<Duck>(DUCK_START, &["e2e4,e4e5"]);
    assert_eq!(
        first.fen(),
        "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(read::<Duck>(&first.fen()), first);
    // Black's move takes the duck from e5 to d4.
    let second = after::<Duck>(DUCK_START, &["e2e4,e4e5", "d7d5,d5d4"]);
    assert_eq!(
        second.fen(),
        "rnbqkbnr/ppp1pppp/8/3p4/3*P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(second.walls().len(), 1);
}

#[test]
fn the_duck_must_move_and_no_piece_enters_or_passes_it() {
    let position = read::<Duck>("rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    let moves = position.legal_moves();
    assert_eq!(moves.len(), 589);
    // The duck never stays on e5.
    let e5 = square::<Duck>("e5");
    assert!(moves.iter().all(|mv| mv.wall() != Some(e5)));
    // Black's e-pawn is free to move, White's is blocked by the duck on the next move.
    let blocked = after::<Duck>(DUCK_START, &["e2e4,e4e5", "a7a6,a6a5"]);
    assert_eq!(
        blocked.fen(),
        "rnbqkbnr/1ppppppp/p7/*7/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(blocked.legal_moves().len(), 931);
    // The duck went on to a5, so e4e5 is a move again.
    assert!(blocked.parse_uci("e4e5,e5e6").is_ok());
    // With the duck on e5, Black's e-pawn may step to e6 but not onto the duck: no piece
    // enters e5.
    assert!(position.parse_uci("e7e6,e6e2").is_ok());
    assert!(position.parse_uci("e7e5,e5e4").is_err());
    assert!(moves.iter().all(|mv| mv.to() != e5));
}

#[test]
fn taking_the_king_wins_and_castling_carries_the_duck() {
    let taken = after::<Duck>("k7/8/8/8/8/8/8/R3K3 w - - 0 1", &["a1a8,a8b8"]);
    assert_eq!(taken.fen(), "R*6/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(
        taken.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::White
        })
    );
    // Castling is written with the king's destination before the duck's square, in UCI and
    // in SAN.
    let castling = read::<Duck>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = castling
        .parse_uci("e1g1,g1a3")
        .expect("O-O with the duck on a3");
    assert_eq!(castling.uci(short), "e1g1,g1a3");
    assert_eq!(castling.san(short), "O-O,a3");
    assert_eq!(castling.parse_san("O-O,a3"), Ok(short));
    let long = castling
        .parse_uci("e1c1,c1h3")
        .expect("O-O-O with the duck on h3");
    assert_eq!(castling.san(long), "O-O-O,h3");
    let mut played = castling;
    played.play(short).expect("legal");
    assert_eq!(played.fen(), "r3k2r/8/8/8/8/*7/8/R4RK1 b kq - 1 1");
}

#[test]
fn a_side_without_a_move_wins_duck_chess() {
    // Black is walled in by its own pieces, the pawns ahead and the duck on b7.
    let stuck = read::<Duck>("kb6/p*p5/P1P5/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(stuck.legal_moves().len(), 0);
    assert_eq!(
        stuck.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::Black
        })
    );
}

#[test]
fn an_arrow_flies_as_a_queen_from_where_the_amazon_landed() {
    // The white amazon on a1 is walled in with three empty squares.
    let boxed = read::<Amazons>("q9/10/10/10/10/10/10/***7/2*7/Q1*7 w - - 0 1");
    let mut moves: Vec<String> = boxed
        .legal_moves()
        .iter()
        .map(|&mv| boxed.uci(mv))
        .collect();
    moves.sort();
    assert_eq!(
        moves,
        [
            "a1a2,a2a1",
            "a1a2,a2b1",
            "a1a2,a2b2",
            "a1b1,b1a1",
            "a1b1,b1a2",
            "a1b1,b1b2",
            "a1b2,b2a1",
            "a1b2,b2a2",
            "a1b2,b2b1"
        ]
    );
    // Arrows stay: after three moves, the board has three of them.
    let played = after::<Amazons>(
        "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1",
        &["d1d2,d2d1", "d10d9,d9d10", "g1g2,g2g1"],
    );
    assert_eq!(played.walls().len(), 3);
    assert_eq!(
        played.fen(),
        "3*2q3/3q6/10/q8q/10/10/Q8Q/10/3Q2Q3/3*2*3 b - - 3 2"
    );
    // The SAN names no file where another amazon could go to the same square but not shoot
    // its arrow to the same one.
    let position = read::<Amazons>("9q/10/10/10/10/10/10/10/1Q8/Q9 w - - 0 1");
    let mv = position.parse_uci("a1a2,a2a1").expect("legal");
    assert_eq!(position.san(mv), "Qa2,a1");
    // Both could go to a2 and shoot to a3.
    let both = position.parse_uci("a1a2,a2a3").expect("legal");
    assert_eq!(position.san(both), "Qaa2,a3");
}

#[test]
fn a_side_without_a_move_loses_isolation_and_walls_never_go_on_the_start_squares() {
    let start = Position::<Isolation>::start();
    let moves = start.legal_moves();
    assert_eq!(moves.len(), 225);
    let (c1, d8) = (square::<Isolation>("c1"), square::<Isolation>("d8"));
    assert!(
        moves
            .iter()
            .all(|mv| mv.wall() != Some(c1) && mv.wall() != Some(d8))
    );
    let stuck = read::<Isolation>("3p2/6/6/6/6/6/**4/P*4 w - - 0 1");
    assert_eq!(stuck.legal_moves().len(), 0);
    assert_eq!(
        stuck.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::Black
        })
    );
}

const PETRIFIED_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn a_piece_that_captures_turns_to_stone() {
    // The pawn that takes stays a pawn; the queen that takes it back is a wall on d5.
    let stone = after::<Petrified>(PETRIFIED_START, &["e2e4", "d7d5", "e4d5", "d8d5"]);
    assert_eq!(
        stone.fen(),
        "rnb1kbnr/ppp1pppp/8/3*4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3"
    );
    assert_eq!(stone.walls().len(), 1);
    assert_eq!(stone.hash(), stone.hash_from_scratch());
    assert_eq!(read::<Petrified>(&stone.fen()), stone);
    // A pawn promoting as it takes becomes the piece it promotes to.
    let promoted = after::<Petrified>(
        "r1bqkbnr/ppppppPp/8/8/8/8/PPPPPP1P/RNBQKBNR w KQkq - 0 1",
        &["g7f8q"],
    );
    assert_eq!(
        promoted.fen(),
        "r1bqkQnr/pppppp1p/8/8/8/8/PPPPPP1P/RNBQKBNR b KQkq - 0 1"
    );
}

#[test]
fn a_petrified_king_neither_captures_nor_castles_by_the_other_king() {
    let uci = |fen| common::uci_moves(&read::<Petrified>(fen));
    // The kings may touch: neither threatens the other.
    assert_eq!(
        uci("k7/8/1K6/8/8/8/8/8 b - - 0 1"),
        ["a8a7", "a8b7", "a8b8"]
    );
    // Castling may neither start next to the other king nor cross a square next to it; its
    // destination may be.
    let castles = |fen| {
        uci(fen)
            .into_iter()
            .filter(|mv| mv == "e1g1" || mv == "e1c1")
            .collect::<Vec<_>>()
    };
    assert_eq!(castles("8/8/8/8/8/8/6k1/R3K2R w KQ - 0 1"), ["e1c1"]);
    assert!(castles("8/8/8/8/8/8/3k4/R3K2R w KQ - 0 1").is_empty());
}
