//! Outcomes, repetitions and move lists.

use chequer::{
    Color, Game, GameError, LosAlamos, MoveError, MoveNotation, Outcome, Position, SanError,
    Standard, UciError, Validation,
};

fn position(fen: &str) -> Position<Standard> {
    Position::from_fen(fen, Validation::Strict).expect(fen)
}

fn game(moves: &str) -> Game<Standard> {
    Game::from_moves(
        Position::start(),
        moves.split_whitespace(),
        MoveNotation::San,
    )
    .unwrap()
}

#[test]
fn mate_stalemate_and_the_move_rules() {
    let mate = game("f3 e5 g4 Qh4");
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Checkmate {
            winner: Color::Black
        })
    );
    assert_eq!(mate.outcome().unwrap().result(), "0-1");
    assert_eq!(mate.san_moves(), "1. f3 e5 2. g4 Qh4#");

    let stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(stalemate.outcome(), Some(Outcome::Stalemate));
    assert!(!stalemate.has_legal_move());

    let quiet = "4k3/8/8/8/8/8/4P3/4K3 w - - {} 90";
    assert_eq!(position(&quiet.replace("{}", "99")).outcome(), None);
    assert!(!position(&quiet.replace("{}", "99")).is_fifty_moves());
    assert!(position(&quiet.replace("{}", "100")).is_fifty_moves());
    let claimed = Game::new(position(&quiet.replace("{}", "100"))).claim();
    assert_eq!(claimed, Some(Outcome::FiftyMoves));
    assert_eq!(position(&quiet.replace("{}", "149")).outcome(), None);
    assert_eq!(
        position(&quiet.replace("{}", "150")).outcome(),
        Some(Outcome::SeventyFiveMoves)
    );
}

#[test]
fn insufficient_material() {
    for (fen, dead) in [
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", true),
        // Bishops all on dark squares, whoever owns them.
        ("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true),
        ("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", false),
        ("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1", false),
        ("4k3/8/8/8/8/8/8/3RK3 w - - 0 1", false),
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false),
    ] {
        let outcome = position(fen).outcome();
        assert_eq!(
            outcome == Some(Outcome::InsufficientMaterial),
            dead,
            "{fen}"
        );
    }
    // Other rule sets: bare kings by default.
    let kings = Position::<LosAlamos>::from_fen("6/2k3/6/6/3K2/6 w - - 0 1", Validation::Strict);
    assert_eq!(
        kings.unwrap().outcome(),
        Some(Outcome::InsufficientMaterial)
    );
}

#[test]
fn repetitions_are_counted_from_the_history() {
    let shuffle = "Nf3 Nf6 Ng1 Ng8";
    let twice = game(&[shuffle; 2].join(" "));
    assert_eq!(twice.repetitions(), 3);
    assert_eq!(twice.claim(), Some(Outcome::ThreefoldRepetition));
    assert!(twice.can_claim_draw());
    assert_eq!(twice.outcome(), None);
    let four_times = game(&[shuffle; 4].join(" "));
    assert_eq!(four_times.repetitions(), 5);
    assert_eq!(four_times.outcome(), Some(Outcome::FivefoldRepetition));
    // A pawn move starts the count again.
    let after_pawn = game(&format!("{shuffle} {shuffle} e4 e5 {shuffle}"));
    assert_eq!(after_pawn.repetitions(), 2);
    assert_eq!(after_pawn.claim(), None);
}

#[test]
fn move_lists_report_the_first_bad_move() {
    let error = Game::from_moves(
        Position::<Standard>::start(),
        ["e4", "e5", "Ke3", "Nf6"],
        MoveNotation::San,
    )
    .unwrap_err();
    assert_eq!(
        error,
        GameError {
            index: 2,
            text: "Ke3".into(),
            error: MoveError::San(SanError::Illegal)
        }
    );
    assert_eq!(error.to_string(), "move 3 (Ke3): illegal move");
    let error = Game::from_moves(
        Position::<Standard>::start(),
        ["e2e4", "e5"],
        MoveNotation::Uci,
    )
    .unwrap_err();
    assert_eq!(error.index, 1);
    assert_eq!(error.error, MoveError::Uci(UciError::Syntax));

    let uci = Game::from_moves(
        Position::<Standard>::start(),
        ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "g8f6", "e1g1"],
        MoveNotation::Uci,
    )
    .unwrap();
    assert_eq!(uci.san_moves(), "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O");
    let from_black = Game::from_moves(
        position("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7"),
        ["Kd7", "e4"],
        MoveNotation::San,
    )
    .unwrap();
    assert_eq!(from_black.san_moves(), "7... Kd7 8. e4");
}

/// The small public helpers a user reaches for: game over, pseudo-legal moves, the pass group,
/// the broken rule a validation names, and mirrored squares and toggled sets.
#[test]
fn helpers_of_the_public_api() {
    use chequer::{Bitboard, FromFenError, Janggi, RacingKings, Square};

    let mate = game("f3 e5 g4 Qh4");
    assert!(mate.position().is_game_over());
    assert!(!Position::<Standard>::start().is_game_over());

    // The pseudo-legal moves include the king's steps onto the squares the rook attacks.
    let guarded = position("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    let mut pseudo_legal = 0;
    assert!(guarded.for_each_pseudo_legal_move(|_| {
        pseudo_legal += 1;
        true
    }));
    assert_eq!((pseudo_legal, guarded.legal_moves().len()), (5, 2));

    // Janggi's side to move may pass: one group, the pass, whose target is the king's square.
    let janggi = Position::<Janggi>::start();
    let mut passes = 0;
    janggi.for_each_legal_group(|group| {
        passes += usize::from(group.is_pass());
        true
    });
    assert_eq!(passes, 1);

    // Racing kings: no side may be in check.
    let fen = "8/8/8/8/8/8/k1R5/K7 b - - 0 1";
    let Err(FromFenError::Position(problems)) =
        Position::<RacingKings>::from_fen(fen, Validation::Strict)
    else {
        panic!("a side in check is refused");
    };
    assert!(problems.variant_rule().is_some());

    let a1: Square<chequer::Board8x8> = "a1".parse().unwrap();
    assert_eq!(a1.flip_vertical().to_string(), "a8");
    let mut set = Bitboard::from_square(a1);
    set.toggle(a1);
    assert!(set.is_empty());
    set.toggle(a1);
    assert_eq!(set, Bitboard::from_square(a1));
}
