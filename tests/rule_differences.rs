//! chequer's side of each rule difference with Fairy-Stockfish in the README's table (the
//! differential test, `tools/differential.py`, filters the oracle to these rules). Each
//! position comes from a random game, with what pyffish 0.0.90 says of it in a comment.

use chequer::dynamic::{AnyPosition, MoveNotation};
use chequer::registry::{Builtin, Registry};
use chequer::{
    Berolina, Cambodian, Game, JanggiTraditional, Outcome, Petrified, Position, Rules, Seirawan,
    Validation,
};

fn position(variant: &str, fen: &str) -> Box<dyn AnyPosition> {
    let variant = Builtin.variant(variant).unwrap();
    variant.position_from_fen(fen, Validation::Strict).unwrap()
}

/// A pawn dropped to give mate (a swallow in tori shogi) is illegal, as the Japan Shogi
/// Association's rules say (*uchifuzume*); Fairy-Stockfish generates the drop and scores the
/// mate as a loss for the side that dropped.
#[test]
fn a_pawn_drop_may_not_mate() {
    for (variant, fen, mate) in [
        (
            "shogi",
            "3k2+Pr1/1Ss1g1b1K/l4pN1P/p4PP2/1G1PL3B/1P1g5/P2+pn3G/L5ppR/2S4NL[PPPnppps] b - - 0 86",
            "P@i9",
        ),
        ("minishogi", "3rk/+R4/1Bsg1/K4/1gS2[PPB] w - - 2 12", "P@e4"),
        (
            "gorogoro",
            "sg1gs/k4/1Ppp1/S1PP1/1G1G1/2K1S[P] w - - 5 7",
            "P@a4",
        ),
        (
            "judkins",
            "1G2nk/2+R+N2/2S1B1/1K3p/3g+rS/1b4[P] w - - 1 80",
            "P@f5",
        ),
        (
            "euroshogi",
            "n1+P3n1/g3b1b1/3kprpp/1+B3p2/pp1pP1PP/1GN2G2/2p2K2/1Gr1B2N[Pppp] w - - 0 45",
            "P@d5",
        ),
        (
            "torishogi",
            "F2lsfc/+SSscps1/7/2SkS1P/rpscS1S/P1S2S1/S2SKSR[Lcs] b - - 1 68",
            "S@e2",
        ),
    ] {
        let position = position(variant, fen);
        let moves = position.legal_moves(MoveNotation::Uci);
        let letter = &mate[..2];
        assert!(
            !moves.iter().any(|mv| mv == mate),
            "{variant}: {mate} mates"
        );
        // Other drops of the kind stand.
        assert!(moves.iter().any(|mv| mv.starts_with(letter)), "{variant}");
    }
}

fn game<R: Rules>(moves: &str) -> Game<R> {
    let start = Position::<R>::start();
    Game::from_moves(start, moves.split(' '), chequer::MoveNotation::Uci).unwrap()
}

/// Positions are the same for repetition when the same moves are possible (FIDE Laws
/// 9.2.3): after a double step, the square passed counts only where a pawn can take en
/// passant. Fairy-Stockfish tells them apart in the pawn-step variants by the square (it
/// says no draw may be claimed here).
#[test]
fn an_en_passant_square_no_pawn_can_take_does_not_count() {
    let game = game::<Berolina>("a2c4 g8f6 g1f3 f6g8 f3g1 g8f6 g1f3 f6g8 f3g1");
    assert_eq!(game.repetitions(), 3);
    assert!(game.can_claim_draw());
}

/// A king's or met's right to its first leap changes the moves, so positions that differ in
/// it are not the same. Fairy-Stockfish leaves the rights out when it compares positions for
/// repetition (it says a draw may be claimed here).
#[test]
fn first_move_rights_count_for_repetition() {
    let game = game::<Cambodian>("d1d2 g8e7 d2d1 e7g8 g1e2 g8e7 e2g1 e7g8");
    assert_eq!(game.repetitions(), 2);
    assert!(!game.can_claim_draw());
    assert_eq!(
        game.position().fen(),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 8 5"
    );
}

/// An open gate changes the moves, as a castling right does, so positions that differ in
/// their gates are not the same: here the knight on b1 stands where it started, after it
/// left (closing its gate) and came back. Fairy-Stockfish leaves the gates out when it
/// compares positions (it says a draw may be claimed here, the board's third time).
#[test]
fn gates_count_for_repetition() {
    let game = game::<Seirawan>(
        "g1h3h h7h6 e2e4 g8f6h d1e2 g7g6 e2f3 b8a6e d2d4 f6h7 b1d2 h7f6 d2b1 f6g4 b1d2 g4f6 \
         d2b1",
    );
    assert_eq!(game.repetitions(), 2);
    assert!(!game.can_claim_draw());
    assert_eq!(
        game.position().fen(),
        "rebqkbhr/pppppp2/n4npp/8/3PP3/5Q1N/PPP2PPP/RNB1KBHR[E] b KQCFkq - 8 9"
    );
}

/// A position just after a pass is not the same as one after a move: a second pass would end
/// the game. Fairy-Stockfish leaves the pass out when it compares positions (it says a draw
/// may be claimed here, the board's third time).
#[test]
fn a_pass_just_made_counts_for_repetition() {
    let game = game::<JanggiTraditional>(
        "e4f4 g7f7 f4e4 b10a8 e2e3 i7i6 c4c5 i10i7 e3e3 i7h7 e3e3 h8h6 b3f3 h6h8 f3b3 h7h5 \
         e4f4 h5h7 f4e4",
    );
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    assert!(!game.can_claim_draw());
}

/// A petrified king never captures (it would turn to stone), so a king next to the other
/// gives no check, and a side without moves whose king touches the other is stalemated.
/// Fairy-Stockfish counts the touching king among the attackers for check, not for legality:
/// it reports check (`gives_check` true) and scores the position as mate (`game_result`
/// -32000).
#[test]
fn a_petrified_king_gives_no_check() {
    let touching =
        Position::<Petrified>::from_fen("k7/1K1N4/8/2B5/8/8/8/8 b - - 0 1", Validation::Strict)
            .unwrap();
    assert!(!touching.is_check());
    assert_eq!(touching.legal_moves().len(), 0);
    assert_eq!(touching.outcome(), Some(Outcome::Stalemate));
}
