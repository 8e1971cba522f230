//! FEN dialects of the variant state: pockets as `[..]` and as an extra rank, promoted marks,
//! three-check counters as checks remaining (`3+3`) and as lichess's checks given (`+0+0`);
//! every form read, one canonical form written, bad input refused with a reason. Also the
//! state in equality, hashing and repetitions, and what it costs orthodox chess: nothing.

use chequer::{
    Color, Crazyhouse, FenError, FromFenError, Game, Loop, MoveNotation, Outcome, PocketKnight,
    Position, Role, Rules, Standard, ThreeCheck, Validation,
};

fn read<R: Rules>(fen: &str) -> Position<R> {
    Position::<R>::from_fen(fen, Validation::Strict).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn fen_error<R: Rules>(fen: &str) -> FenError {
    match Position::<R>::from_fen(fen, Validation::Strict) {
        Err(FromFenError::Fen(error)) => error,
        other => panic!("{fen}: expected a FEN error, got {other:?}"),
    }
}

#[test]
fn pockets_in_brackets_and_as_an_extra_rank() {
    let bracket = read::<Crazyhouse>("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
    let rank = read::<Crazyhouse>("2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1");
    assert_eq!(bracket, rank);
    assert_eq!(bracket.hash(), rank.hash());
    assert_eq!(rank.fen(), "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
    assert_eq!(bracket.in_hand(Color::White, Role::Queen), 1);
    assert_eq!(bracket.in_hand(Color::Black, Role::Knight), 1);
    // Empty pockets: `[]`, `[-]`, an empty extra rank, or none at all.
    let empty = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let start = Position::<Crazyhouse>::start();
    for fen in [
        format!("{empty}[] w KQkq - 0 1"),
        format!("{empty}[-] w KQkq - 0 1"),
        format!("{empty}/ w KQkq - 0 1"),
        format!("{empty} w KQkq - 0 1"),
    ] {
        assert_eq!(read::<Crazyhouse>(&fen), start, "{fen}");
    }
    assert_eq!(start.fen(), Crazyhouse::START_FEN);
    // The canonical order: white first, queen to pawn.
    let all = read::<Crazyhouse>("2k5/8/8/8/8/8/8/4K3[pnbrqPNBRQ] w - - 0 1");
    assert_eq!(all.fen(), "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1");
}

#[test]
fn bad_pockets_say_what_is_wrong() {
    assert_eq!(
        fen_error::<Crazyhouse>("2k5/8/8/8/8/8/8/4K3[Qx] w - - 0 1"),
        FenError::BadPocket
    );
    assert_eq!(
        fen_error::<Crazyhouse>("2k5/8/8/8/8/8/8/4K3[Q w - - 0 1"),
        FenError::BadPocket
    );
    assert_eq!(
        fen_error::<Crazyhouse>("2k5/8/8/8/8/8/8/4K3[Q1] w - - 0 1"),
        FenError::BadPocket
    );
    let many = format!("2k5/8/8/8/8/8/8/4K3[{}] w - - 0 1", "P".repeat(65));
    assert_eq!(fen_error::<Crazyhouse>(&many), FenError::BadPocket);
    assert_eq!(
        fen_error::<Standard>("2k5/8/8/8/8/8/8/4K3[Q] w - - 0 1"),
        FenError::UnexpectedPocket
    );
    assert_eq!(
        fen_error::<Standard>("2k5/8/8/8/8/8/8/4K3/Q w - - 0 1"),
        FenError::WrongRankCount
    );
    // A pocket that breaks the rules is a position error, not a FEN error: nine pawns more.
    let too_many = Position::<Crazyhouse>::from_fen(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w KQkq - 0 1",
        Validation::Strict,
    );
    assert!(matches!(too_many, Err(FromFenError::Position(_))));
    assert!(
        FenError::BadPocket.to_string().contains("pocket"),
        "{}",
        FenError::BadPocket
    );
}

#[test]
fn promoted_marks() {
    let fen = "1Q~6/8/5k2/8/8/8/8/4K3[] w - - 1 2";
    let position = read::<Crazyhouse>(fen);
    assert_eq!(position.fen(), fen);
    let unmarked = read::<Crazyhouse>("1Q6/8/5k2/8/8/8/8/4K3[] w - - 1 2");
    assert_ne!(position, unmarked);
    assert_ne!(position.hash(), unmarked.hash());
    // Marks belong to crazyhouse's state: other rule sets refuse them.
    assert_eq!(
        fen_error::<Standard>("1Q~6/8/5k2/8/8/8/8/4K3 w - - 1 2"),
        FenError::BadMark
    );
    assert_eq!(
        fen_error::<Loop>("1Q~6/8/5k2/8/8/8/8/4K3[] w - - 1 2"),
        FenError::BadMark
    );
    assert_eq!(
        fen_error::<Crazyhouse>("~Q6/8/5k2/8/8/8/8/4K3[] w - - 1 2"),
        FenError::BadMark
    );
}

#[test]
fn check_counters_remaining_and_given() {
    let remaining = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+3 0 1";
    let given = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +2+0";
    let a = read::<ThreeCheck>(remaining);
    let b = read::<ThreeCheck>(given);
    assert_eq!(a, b);
    assert_eq!(a.hash(), b.hash());
    assert_eq!(b.fen(), remaining);
    assert_eq!(Position::<ThreeCheck>::start().fen(), ThreeCheck::START_FEN);
    // Without a counter, no check has been given.
    assert_eq!(
        read::<ThreeCheck>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        Position::<ThreeCheck>::start()
    );
    for bad in ["4+3", "3+", "+1", "+1+4", "a+b", "3+3+3", "+-1+0", "03+3"] {
        let fen = format!("4k3/8/8/8/8/8/8/4K3 w - - {bad} 0 1");
        let error = fen_error::<ThreeCheck>(&fen);
        assert!(
            matches!(error, FenError::BadVariantField(_)),
            "{bad}: {error:?}"
        );
        assert!(error.to_string().contains("check counters"), "{error}");
    }
    // Orthodox chess has no counters: such a field is not a move counter either.
    assert_eq!(
        fen_error::<Standard>("4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1"),
        FenError::BadCounter
    );
}

#[test]
fn checks_are_counted_and_the_third_wins() {
    let game = Game::from_moves(
        Position::<ThreeCheck>::start(),
        [
            "e4", "e5", "Bc4", "Nc6", "Bxf7+", "Kxf7", "Qh5+", "g6", "Qxg6+",
        ],
        MoveNotation::San,
    )
    .unwrap();
    let position = game.position();
    assert_eq!(
        position.outcome(),
        Some(Outcome::VariantWin {
            winner: Color::White
        })
    );
    assert_eq!(position.legal_moves().len(), 0);
    assert!(position.fen().contains(" 0+3 "), "{}", position.fen());
    // The third check wins the game: SAN writes `#`, as lichess and python-chess do.
    assert!(
        game.san_moves().ends_with("5. Qxg6#"),
        "{}",
        game.san_moves()
    );
}

#[test]
fn captures_go_to_hand_and_drops_leave_it() {
    let game = Game::from_moves(
        Position::<Crazyhouse>::start(),
        ["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "P@d5"],
        MoveNotation::San,
    )
    .unwrap();
    let position = game.position();
    assert_eq!(
        position.fen(),
        "rnb1kbnr/ppp1pppp/8/q2P4/8/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 0 4"
    );
    assert_eq!(position.hash(), position.hash_from_scratch());
    // Pocket knight: captures leave the game, the knight in hand stays.
    let game = Game::from_moves(
        Position::<PocketKnight>::start(),
        ["e4", "d5", "exd5", "N@e4"],
        MoveNotation::San,
    )
    .unwrap();
    assert_eq!(
        game.position().fen(),
        "rnbqkbnr/ppp1pppp/8/3P4/4n3/8/PPPP1PPP/RNBQKBNR[N] w KQkq - 0 3"
    );
}

/// Repetitions count positions with their pockets: the same board with other pieces in hand
/// is another position, and in crazyhouse the search looks past captures.
#[test]
fn repetitions_count_pockets() {
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let moves: Vec<&str> = shuffle.iter().cycle().take(16).copied().collect();
    let game = Game::from_moves(Position::<Crazyhouse>::start(), moves, MoveNotation::San).unwrap();
    assert_eq!(game.repetitions(), 5);
    assert_eq!(game.outcome(), Some(Outcome::FivefoldRepetition));
    let board = "rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPP1/RNBQKBNR";
    let one_each = read::<Crazyhouse>(&format!("{board}[Pp] w Qq - 0 1"));
    let both_white = read::<Crazyhouse>(&format!("{board}[PP] w Qq - 0 1"));
    assert_ne!(one_each, both_white);
    assert_ne!(one_each.hash(), both_white.hash());
}

/// The variant state is zero-sized where the rules add nothing: an orthodox position is as
/// small as before the hooks existed.
#[test]
fn orthodox_positions_pay_nothing_for_variants() {
    // 240 bytes before the hooks existed and after; 176 since the square-to-piece table went.
    assert_eq!(size_of::<Position<Standard>>(), 176);
    assert_eq!(
        size_of::<Position<chequer::KingOfTheHill>>(),
        size_of::<Position<Standard>>()
    );
    assert!(size_of::<Position<Crazyhouse>>() > size_of::<Position<Standard>>());
}
