//! Any bytes as SAN, in a fuzzer-chosen position: as one move, and as a game's move list.
//!
//! Parsing must return a move or an error, never panic; a parsed move is one of the legal
//! moves and its own SAN parses back to it. A move list is played until its first bad move,
//! which is reported with its index.
#![no_main]

use chequer::{Game, MoveNotation, Position, Rules};
use chequer_fuzz::{FromPosition, run_for_each_rule_set};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| run_for_each_rule_set::<San>(data));

struct San;

impl FromPosition for San {
    fn run<R: Rules>(position: Position<R>, rest: &[u8]) {
        let text = String::from_utf8_lossy(rest);
        if let Ok(mv) = position.parse_san(&text) {
            assert!(position.legal_moves().contains(&mv), "{text:?}");
            assert_eq!(position.parse_san(&position.san(mv)), Ok(mv), "{text:?}");
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        match Game::from_moves(position, words.iter().copied(), MoveNotation::San) {
            Ok(game) => {
                assert_eq!(game.moves().len(), words.len());
                let end = game.position();
                assert_eq!(end.hash(), end.hash_from_scratch());
                let _ = (game.outcome(), game.san_moves());
            }
            Err(error) => assert!(error.index < words.len(), "{error}"),
        }
    }
}
