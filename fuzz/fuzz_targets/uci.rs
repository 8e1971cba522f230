//! Any bytes as a UCI move, in a fuzzer-chosen position, in both castling modes, and as a USI
//! move.
//!
//! Parsing must return a move or an error, never panic; a parsed move is one of the legal
//! moves, plays, and is written back as text that parses to it again.
#![no_main]

use chequer::{CastlingMode, Position, Rules, UciMove};
use chequer_fuzz::{FromPosition, run_for_each_rule_set};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| run_for_each_rule_set::<Uci>(data));

struct Uci;

impl FromPosition for Uci {
    fn run<R: Rules>(mut position: Position<R>, rest: &[u8]) {
        let text = String::from_utf8_lossy(rest);
        let _ = UciMove::<R>::parse(&text);
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            if position.set_castling_mode(mode).is_err() {
                continue;
            }
            if let Ok(mv) = position.parse_uci(&text) {
                assert!(position.legal_moves().contains(&mv), "{text:?}");
                assert_eq!(position.parse_uci(&position.uci(mv)), Ok(mv));
                let mut after = position;
                assert_eq!(after.play(mv), Ok(()));
                assert_eq!(after.hash(), after.hash_from_scratch());
            }
        }
        if let Ok(mv) = position.parse_usi(&text) {
            assert!(position.legal_moves().contains(&mv), "{text:?}");
            assert_eq!(position.parse_usi(&position.usi(mv)), Ok(mv));
        }
    }
}
