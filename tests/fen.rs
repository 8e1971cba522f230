//! FEN parsing, writing and validation errors.

use chequer::{
    Berolina, Cambodian, CapturedPiecesLeave, CastlingNotation, CheckmateEnding, Crazyhouse,
    FenError, FromFenError, Janggi, LastRankPromotion, LosAlamos, OrthodoxCastling, OrthodoxPawns,
    Position, Problem, Rules, Shogi, Standard, ToriShogi, Validation, Xiangqi,
};

fn problems(fen: &str) -> Vec<Problem> {
    match Position::<Standard>::from_fen(fen, Validation::Strict) {
        Err(FromFenError::Position(error)) => error.problems().collect(),
        other => panic!("{fen}: expected a position error, got {other:?}"),
    }
}

#[test]
fn round_trips_of_the_suite() {
    let data = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/standard.perft"
    ))
    .unwrap();
    let mut count = 0;
    for fen in data.lines().filter_map(|line| line.strip_prefix("fen ")) {
        let position = Position::<Standard>::from_fen(fen, Validation::Lenient).unwrap();
        let again = Position::<Standard>::from_fen(&position.fen(), Validation::Lenient).unwrap();
        assert_eq!(position, again, "{fen}");
        assert_eq!(position.hash(), again.hash());
        count += 1;
    }
    assert!(count > 150);
}

#[test]
fn canonical_output() {
    let start = Position::<Standard>::start();
    assert_eq!(start.fen(), Standard::START_FEN);
    assert_eq!(
        start.fen_with(CastlingNotation::Shredder),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
    );
    // An en-passant square no pawn can use is dropped: equal positions, equal FENs and hashes.
    let after = Position::<Standard>::from_fen(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        Validation::Strict,
    )
    .unwrap();
    assert_eq!(
        after.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    // Fairy-Stockfish's run of squares (passed and reached) reads as the passed square.
    let fairy = Position::<Standard>::from_fen(
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d5d6 0 3",
        Validation::Strict,
    )
    .unwrap();
    assert_eq!(
        fairy.fen(),
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
    );
    // Shredder castling letters and missing counters are accepted.
    let shredder = Position::<Standard>::from_fen(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -",
        Validation::Strict,
    )
    .unwrap();
    assert_eq!(shredder, start);
}

#[test]
fn syntax_errors() {
    let cases = [
        ("", FenError::Empty),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w",
            FenError::WrongRankCount,
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w",
            FenError::WrongRankWidth,
        ),
        (
            "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w",
            FenError::WrongRankWidth,
        ),
        (
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
            FenError::UnknownPiece,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x",
            FenError::BadTurn,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K-",
            FenError::BadCastling,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e9",
            FenError::BadEnPassant,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e3e4",
            FenError::BadEnPassant,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e3e",
            FenError::BadEnPassant,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - x 1",
            FenError::BadCounter,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 0",
            FenError::BadCounter,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 99999999999 1",
            FenError::BadCounter,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - -1 1",
            FenError::BadCounter,
        ),
        (
            "rnbqkbnr/pppp\u{e9}ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
            FenError::UnknownPiece,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e3\u{e9}",
            FenError::BadEnPassant,
        ),
        (
            "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w",
            FenError::WrongRankWidth,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w",
            FenError::WrongRankCount,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 x",
            FenError::TrailingFields,
        ),
    ];
    for (fen, expected) in cases {
        assert_eq!(
            Position::<Standard>::from_fen(fen, Validation::Strict),
            Err(FromFenError::Fen(expected)),
            "{fen}"
        );
    }
    // Bishops do not exist in Los Alamos chess.
    assert_eq!(
        Position::<LosAlamos>::from_fen(
            "rnbknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1",
            Validation::Strict
        ),
        Err(FromFenError::Fen(FenError::UnknownPiece))
    );
}

#[test]
fn every_problem_is_reported() {
    assert_eq!(
        problems("8/8/8/8/8/8/8/8 w - - 0 1"),
        [Problem::MissingKing]
    );
    assert_eq!(
        problems("kk6/8/8/8/8/8/8/K7 w - - 0 1"),
        [Problem::TooManyKings]
    );
    assert_eq!(
        problems("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        [Problem::PawnOnBackRank]
    );
    assert_eq!(
        problems("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"),
        [Problem::OppositeCheck]
    );
    assert_eq!(
        problems("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
        [Problem::InvalidCastlingRights]
    );
    assert_eq!(
        problems("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"),
        [Problem::InvalidEnPassant]
    );
    // Three checkers, two of them knights: no single move gives that.
    assert_eq!(
        problems("4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1"),
        [Problem::ImpossibleCheck]
    );
    assert_eq!(
        problems("k7/8/8/8/8/8/1QQQQQ1Q/1QQQQQQK w - - 0 1"),
        [Problem::TooMuchMaterial]
    );
    // Several at once: no king for black, a pawn on the back rank, a bad castling right.
    assert_eq!(
        problems("P7/8/8/8/8/8/8/4K3 w k - 0 1"),
        [
            Problem::MissingKing,
            Problem::PawnOnBackRank,
            Problem::InvalidCastlingRights
        ]
    );
}

#[test]
fn lenient_mode() {
    // Invalid rights and en-passant squares are dropped, impossible checks accepted.
    let position =
        Position::<Standard>::from_fen("4k3/8/8/8/8/8/8/4K3 w K e6 0 1", Validation::Lenient)
            .unwrap();
    assert_eq!(position.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(
        Position::<Standard>::from_fen(
            "2b5/1nbn4/n3n3/1kn5/n3n3/1n1n4/5RQ1/2KQ1R2 w K - 0 1",
            Validation::Lenient
        )
        .is_ok()
    );
    // What cannot be played safely stays an error.
    assert!(
        Position::<Standard>::from_fen("8/8/8/8/8/8/8/4K3 w - - 0 1", Validation::Lenient).is_err()
    );
    assert!(
        Position::<Standard>::from_fen("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", Validation::Lenient)
            .is_err()
    );
    // The move list bound: a board packed with queens could overflow any list.
    let packed = "k7/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQK w - - 0 1";
    match Position::<Standard>::from_fen(packed, Validation::Lenient) {
        Err(FromFenError::Position(error)) => assert!(error.contains(Problem::TooManyMoves)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn uci_moves() {
    let mut position = Position::<Standard>::start();
    assert!(position.parse_uci("e2e5").is_err());
    assert!(position.parse_uci("e2").is_err());
    assert!(position.parse_uci("e2e4q").is_err());
    assert!(position.parse_uci("zz").is_err());
    let mv = position.parse_uci("g1f3").unwrap();
    position.play(mv).unwrap();
    assert!(position.play(mv).is_err());
    let castles =
        Position::<Standard>::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Validation::Strict)
            .unwrap();
    let short = castles.parse_uci("e1g1").unwrap();
    assert_eq!(castles.parse_uci("e1h1"), Ok(short));
    assert_eq!(castles.uci(short), "e1g1");
}

#[test]
fn mangled_input_never_panics() {
    let seeds = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 1",
    ];
    let alphabet = b"pnbrqkPNBRQKabcdefghAHwz0123456789/- ~[]+\xc3\xa9";
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut random = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    for i in 0..20_000 {
        let mut bytes = seeds[i % seeds.len()].as_bytes().to_vec();
        for _ in 0..1 + random(4) {
            let at = random(bytes.len() + 1);
            match random(3) {
                0 if at < bytes.len() => bytes[at] = alphabet[random(alphabet.len())],
                1 if at < bytes.len() => {
                    bytes.remove(at);
                }
                _ => bytes.insert(at.min(bytes.len()), alphabet[random(alphabet.len())]),
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        for validation in [Validation::Strict, Validation::Lenient] {
            if let Ok(position) = Position::<Standard>::from_fen(&text, validation) {
                // Whatever is accepted can be played and written.
                for mv in position.legal_moves() {
                    let uci = position.uci(mv);
                    assert_eq!(position.parse_uci(&uci), Ok(mv), "{text}: {uci}");
                }
                let _ = position.fen();
            }
            let _ = Position::<LosAlamos>::from_fen(&text, validation);
        }
        let _ = Position::<Standard>::start().parse_uci(&text.chars().take(6).collect::<String>());
    }
}

/// Orthodox chess with a move list far too small for its army.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
struct SmallList;

impl Rules for SmallList {
    type Geometry = chequer::Grid<8, 8>;
    type Piece = chequer::Role;
    type MoveList = chequer::ArrayVec<chequer::Move<Self>, 256>;
    type Hand = chequer::NoHand;
    type State = ();
    type Movement = chequer::OrthodoxMovement;
    type Keys = chequer::PolyglotKeys;
    type Legality = chequer::MakeAndTest;
    type Promotion = LastRankPromotion;
    type Castling = OrthodoxCastling;
    type Drops = CapturedPiecesLeave;
    type Ending = CheckmateEnding;
    type Pawns = OrthodoxPawns;

    const NAME: &'static str = "smalllist";
    const START_FEN: &'static str = Standard::START_FEN;
    const KING: chequer::Role = Standard::KING;
    const PAWN: Option<chequer::Role> = Standard::PAWN;
    const CASTLING_ROOK: Option<chequer::Role> = Standard::CASTLING_ROOK;
    const EN_PASSANT: bool = true;
    const PROMOTIONS: &'static [chequer::Role] = Standard::PROMOTIONS;
}

/// A move list too small for the army is refused with the numbers, and `Setup::move_bound`
/// tells the capacity needed before any position is built.
#[test]
fn too_many_moves_gives_the_numbers() {
    let setup = chequer::fen::parse::<SmallList>(SmallList::START_FEN).unwrap();
    let bound = setup.move_bound();
    assert!(bound > 256 && bound <= 768, "{bound}");
    match Position::<SmallList>::from_fen(SmallList::START_FEN, Validation::Lenient) {
        Err(FromFenError::Position(error)) => {
            assert_eq!(error.move_list_overflow(), Some((bound, 256)));
            let text = error.to_string();
            assert!(
                text.contains(&format!("up to {bound} moves; the list holds 256")),
                "{text}"
            );
        }
        other => panic!("expected TooManyMoves, got {other:?}"),
    }
    let standard = chequer::fen::parse::<Standard>(Standard::START_FEN).unwrap();
    assert_eq!(standard.move_bound(), bound);
}

/// Horde's 36 pawns could become 36 queens: its move list holds the bound of its start.
#[test]
fn horde_start_fits_its_move_list() {
    let setup = chequer::fen::parse::<chequer::Horde>(chequer::Horde::START_FEN).unwrap();
    let bound = setup.move_bound();
    assert_eq!(bound, 972);
    assert!(bound <= <<chequer::Horde as Rules>::MoveList as chequer::MoveBuffer<chequer::Horde>>::CAPACITY);
}

/// A Berolina pawn passes the square beside the one it reaches: the en-passant field names
/// both, in index order as Fairy-Stockfish writes them, and the capture takes that pawn.
#[test]
fn en_passant_after_a_diagonal_double_step() {
    let fen = "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1";
    let mut position = Position::<Berolina>::from_fen(fen, Validation::Strict).unwrap();
    assert_eq!(
        position.fen(),
        "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq c5d6 0 1"
    );
    assert_eq!(
        position.ep_pawn().map(|pawn| pawn.to_string()).as_deref(),
        Some("c5")
    );
    let capture = position.parse_uci("d5d6").unwrap();
    position.play(capture).unwrap();
    assert_eq!(
        position.fen(),
        "rnbqkbnr/pp1p1ppp/3P4/4p3/8/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1"
    );

    // The double step over d6 cannot have ended on b5 (it stands two files away), nor on
    // e5 from c7 when c7 is occupied.
    for field in ["d6b5", "d6e5"] {
        let fen = format!("rnbqkbnr/p1pp1ppp/8/1p1Pp3/8/8/PP1PPPPP/RNBQKBNR w KQkq {field} 0 1");
        let error = Position::<Berolina>::from_fen(&fen, Validation::Strict).unwrap_err();
        let FromFenError::Position(problems) = error else {
            panic!("{fen}: expected a position error, got {error:?}");
        };
        assert_eq!(
            problems.problems().collect::<Vec<_>>(),
            [Problem::InvalidEnPassant]
        );
    }
}

/// Cambodian chess keeps its first-move rights in the castling field, and a running count
/// of its counting rules in the en-passant and half-move fields, as Fairy-Stockfish does.
#[test]
fn first_move_rights_and_the_counting_limit() {
    let fen = "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe - 0 5";
    let position = Position::<Cambodian>::from_fen(fen, Validation::Strict).unwrap();
    assert_eq!(position.fen(), fen);
    let counting = "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe 16 3 5";
    let position = Position::<Cambodian>::from_fen(counting, Validation::Strict).unwrap();
    assert_eq!(position.fen(), counting);
    assert_eq!(position.halfmoves(), 0);
    // The right on d8 has no black king or met there.
    let error = Position::<Cambodian>::from_fen(
        "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEde - 0 5",
        Validation::Strict,
    )
    .unwrap_err();
    let FromFenError::Position(problems) = error else {
        panic!("expected a position error, got {error:?}");
    };
    assert_eq!(
        problems.problems().collect::<Vec<_>>(),
        [Problem::VariantRule]
    );
}

/// The problems of a position of rule set `R`, validated strictly.
fn problems_of<R: Rules>(fen: &str) -> Vec<Problem> {
    match Position::<R>::from_fen(fen, Validation::Strict) {
        Err(FromFenError::Position(error)) => error.problems().collect(),
        other => panic!("{fen}: expected a position error, got {other:?}"),
    }
}

#[test]
fn pieces_placed_against_the_rule_sets_limits_are_typed_problems() {
    // A general outside its palace; an elephant across the river; a janggi advisor outside.
    assert_eq!(
        problems_of::<Xiangqi>("4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1"),
        [Problem::OutsideRegion]
    );
    assert_eq!(
        problems_of::<Xiangqi>("4k4/9/9/9/2B6/9/9/9/9/4K4 w - - 0 1"),
        [Problem::OutsideRegion]
    );
    assert_eq!(
        problems_of::<Janggi>("4k4/9/9/9/9/9/9/A8/4K4/9 w - - 0 1"),
        [Problem::OutsideRegion]
    );
    // Two unpromoted white pawns on the e-file; a promoted one does not count.
    let nifu = "lnsgkgsnl/1r5b1/ppppppppp/9/9/4P4/PPP1PPPPP/1B5R1/LNSGKGSNL[-] w 0 1";
    assert_eq!(problems_of::<Shogi>(nifu), [Problem::TooManyOnFile]);
    let tokin = "lnsgkgsnl/1r5b1/ppppppppp/9/9/4+P4/PPP1PPPPP/1B5R1/LNSGKGSNL[-] w 0 1";
    assert!(Position::<Shogi>::from_fen(tokin, Validation::Strict).is_ok());
    // Three swallows on a file where tori shogi allows two.
    assert_eq!(
        problems_of::<ToriShogi>("3k3/7/7/2S4/2S4/2S4/3K3[-] w 0 1"),
        [Problem::TooManyOnFile]
    );
    // A pawn and a lance on the last rank, a knight on the last two: none could move again.
    for fen in [
        "P3k4/9/9/9/9/9/9/9/4K4[-] w 0 1",
        "L3k4/9/9/9/9/9/9/9/4K4[-] w 0 1",
        "4k4/N8/9/9/9/9/9/9/4K4[-] w 0 1",
    ] {
        assert_eq!(problems_of::<Shogi>(fen), [Problem::Immobile], "{fen}");
    }
    // Lenient validation plays all three kinds.
    let general_outside = "4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1";
    assert!(Position::<Xiangqi>::from_fen(general_outside, Validation::Lenient).is_ok());
    assert!(Position::<Shogi>::from_fen(nifu, Validation::Lenient).is_ok());
    let knight = "4k4/N8/9/9/9/9/9/9/4K4[-] w 0 1";
    assert!(Position::<Shogi>::from_fen(knight, Validation::Lenient).is_ok());
}

/// A royal king is never captured, so never in hand: not even lenient validation takes one
/// (the kit's mutated input found a judkins FEN whose hand held one).
#[test]
fn a_king_in_hand_is_a_problem() {
    let fen = "4k4/9/9/9/9/9/9/9/4K4[K] w 0 1";
    assert!(problems_of::<Shogi>(fen).contains(&Problem::KingInHand));
    assert!(Position::<Shogi>::from_fen(fen, Validation::Lenient).is_err());
    let crazyhouse = "4k3/8/8/8/8/8/8/4K3[k] w - - 0 1";
    assert_eq!(problems_of::<Crazyhouse>(crazyhouse), [Problem::KingInHand]);
}

/// Troitzky chess's board has holes, `*` in FEN: read and written where the board has them,
/// refused anywhere else, and no piece may be set on one.
#[test]
fn holes_are_stars_where_the_board_has_them() {
    use chequer::{Geometry, Troitzky, TroitzkyBoard};
    let start = Position::<Troitzky>::start();
    assert_eq!(start.fen(), Troitzky::START_FEN);
    assert_eq!(TroitzkyBoard::HOLES.count_ones(), 32);
    let error = |fen: &str| match Position::<Troitzky>::from_fen(fen, Validation::Lenient) {
        Err(FromFenError::Fen(error)) => error,
        other => panic!("{fen}: expected a FEN error, got {other:?}"),
    };
    // A piece on a hole, a hole where the board has a square, an empty run over a hole.
    let rest = "/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1";
    assert_eq!(error(&format!("***qk*****{rest}")), FenError::Hole);
    assert_eq!(error(&format!("****qk***1{rest}")), FenError::Hole);
    assert_eq!(error(&format!("****qk*3{rest}")), FenError::Hole);
    let mut setup = chequer::fen::parse::<Troitzky>(Troitzky::START_FEN).unwrap();
    let corner = chequer::Square::from_coords(0, 0).unwrap();
    assert!(corner.is_hole());
    setup.set_piece(
        corner,
        Some(chequer::ColoredPiece {
            color: chequer::Color::White,
            piece: chequer::TroitzkyPiece::Knight,
        }),
    );
    let problems: Vec<Problem> = match Position::from_setup(setup, Validation::Lenient) {
        Err(error) => error.problems().collect(),
        Ok(position) => panic!("a knight on a hole: {position:?}"),
    };
    assert!(problems.contains(&Problem::OnHole), "{problems:?}");
}
