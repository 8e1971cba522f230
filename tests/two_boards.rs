//! Games on two boards: bughouse, Koedem and supply chess. A capture passes its piece to the
//! partner's board, which receives it into a hand; Koedem's compulsory king drop and its end;
//! supply's drop points and its drops that may not give check. Every expected move list,
//! FEN and result is what pyffish 0.0.90 gives for the same position (`legal_moves`,
//! `get_fen`, `game_result`).

mod common;

use chequer::{
    Bughouse, Color, ColoredPiece, Crazyhouse, Koedem, Outcome, Position, Problem, ReceiveError,
    Role, Rules, Supply, XiangqiPiece,
};
use common::{read, uci_moves};

fn play<R: Rules>(position: &mut Position<R>, uci: &str) {
    let mv = position
        .parse_uci(uci)
        .unwrap_or_else(|e| panic!("{uci}: {e}"));
    position.play(mv).unwrap_or_else(|e| panic!("{uci}: {e}"));
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

#[test]
fn a_capture_feeds_the_partners_hand_and_not_the_capturers() {
    let mut board_a = read::<Bughouse>(START);
    let mut board_b = read::<Bughouse>(START);
    play(&mut board_a, "e2e4");
    play(&mut board_a, "d7d5");
    let capture = board_a.parse_uci("e4d5").unwrap();
    let passed = board_a.passed_to_partner(capture);
    assert_eq!(
        passed,
        Some(ColoredPiece {
            color: Color::Black,
            piece: Role::Pawn
        })
    );
    board_a.play(capture).unwrap();
    assert_eq!(
        board_a.fen(),
        "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 2"
    );
    // The partner plays Black on the other board: the pawn is theirs to drop.
    board_b.receive(passed.unwrap()).unwrap();
    assert_eq!(
        board_b.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[p] w KQkq - 0 1"
    );
    assert_eq!(board_b.hash(), board_b.hash_from_scratch());
    play(&mut board_b, "e2e4");
    assert!(uci_moves(&board_b).contains(&"P@e5".to_string()));
    // A move that captures nothing passes nothing.
    assert_eq!(
        board_b.passed_to_partner(board_b.parse_uci("d7d5").unwrap()),
        None
    );
}

#[test]
fn a_promoted_piece_is_passed_as_a_pawn() {
    let board = read::<Bughouse>("4k2r/8/8/8/8/8/q~7/4K2R[] w Kk - 0 1");
    let capture = board.parse_uci("h1h8").unwrap();
    assert_eq!(
        board.passed_to_partner(capture).map(|piece| piece.piece),
        Some(Role::Rook)
    );
    let board = read::<Bughouse>("4k3/8/8/8/8/8/q~6R/4K3[] w - - 0 1");
    let capture = board.parse_uci("h2a2").unwrap();
    assert_eq!(
        board.passed_to_partner(capture),
        Some(ColoredPiece {
            color: Color::Black,
            piece: Role::Pawn
        })
    );
}

#[test]
fn a_board_refuses_what_it_cannot_hold() {
    let queen = ColoredPiece {
        color: Color::White,
        piece: Role::Queen,
    };
    // Crazyhouse is played on one board.
    assert_eq!(
        read::<Crazyhouse>(START).receive(queen),
        Err(ReceiveError::OneBoard)
    );
    // Bughouse's kings are never captured.
    let mut board = read::<Bughouse>(START);
    let king = ColoredPiece {
        color: Color::White,
        piece: Role::King,
    };
    assert_eq!(
        board.receive(king),
        Err(ReceiveError::Invalid(Problem::KingInHand))
    );
    // Both boards together hold four queens and thirty-two pawns that may promote (both
    // colours counted, as captured pieces change sides), sixteen of them still on this
    // board: eighteen more queens at most.
    for _ in 0..18 {
        board.receive(queen).unwrap();
    }
    let before = board;
    assert_eq!(
        board.receive(queen),
        Err(ReceiveError::Invalid(Problem::TooMuchMaterial))
    );
    assert_eq!(board, before);
    // Koedem's kings are passed like any piece.
    let mut board = read::<Koedem>(START);
    board.receive(king).unwrap();
    assert_eq!(board.in_hand(Color::White, Role::King), 1);
}

#[test]
fn a_player_without_a_move_has_lost() {
    let stalemated = read::<Bughouse>("7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1");
    assert_eq!(
        stalemated.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::White
        })
    );
    // With a piece in hand it is no stalemate.
    let dropping = read::<Bughouse>("7k/5Q2/6K1/8/8/8/8/8[n] b - - 0 1");
    assert_eq!(dropping.outcome(), None);
    assert_eq!(uci_moves(&dropping).len(), 61);
}

#[test]
fn a_koedem_king_in_hand_must_be_dropped() {
    let board = read::<Koedem>("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Kk] b KQ - 0 1");
    let moves = uci_moves(&board);
    assert_eq!(moves.len(), 33);
    assert!(moves.iter().all(|mv| mv.starts_with("K@")));
    // Kings are not royal: a king may be left attacked, and taken.
    let board = read::<Koedem>("4k3/8/8/8/8/8/4r3/4K3[] w - - 0 1");
    assert!(!board.is_check());
    assert!(uci_moves(&board).contains(&"e1d1".to_string()));
}

#[test]
fn koedem_is_lost_without_a_king_while_the_opponent_has_both() {
    let over = |fen| read::<Koedem>(fen).outcome();
    let white_wins = Some(Outcome::VariantWin {
        winner: Color::White,
    });
    assert_eq!(over("8/8/8/8/8/8/8/K6K[] b - - 0 1"), white_wins);
    // A king in hand counts.
    assert_eq!(over("8/8/8/8/8/8/8/K7[K] b - - 0 1"), white_wins);
    // With one king White has not won yet, but Black, without a move, has lost.
    assert_eq!(over("8/8/8/8/8/8/8/K7[] b - - 0 1"), white_wins);
    assert_eq!(over("8/8/8/8/8/8/8/K7[k] b - - 0 1"), None);
}

#[test]
fn supply_drops_on_its_own_side_and_never_give_check() {
    let board = read::<Supply>("4k4/9/9/9/9/9/9/9/4C4/3K5[Nn] w - - 0 1");
    let drops: Vec<String> = uci_moves(&board)
        .into_iter()
        .filter(|mv| mv.contains('@'))
        .collect();
    // Any empty point of its five ranks, but on the cannon's file, where the horse would be
    // the cannon's screen.
    assert_eq!(drops.len(), 40);
    for screen in ["N@e3", "N@e4", "N@e5"] {
        assert!(!drops.contains(&screen.to_string()), "{screen}");
    }
    assert!(drops.contains(&"N@i5".to_string()));
    // Advisors, elephants and soldiers drop only where they could have gone.
    let board = read::<Supply>("3k5/9/9/9/9/9/9/9/9/4K4[ABP] w - - 0 1");
    let drops = |letter: char| {
        uci_moves(&board)
            .into_iter()
            .filter(|mv| mv.starts_with(letter))
            .count()
    };
    assert_eq!((drops('A'), drops('B'), drops('P')), (5, 7, 10));
    assert_eq!(
        board.in_hand(Color::White, XiangqiPiece::Advisor),
        1,
        "{}",
        board.fen()
    );
}
