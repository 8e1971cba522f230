//! Orthodox positions hash to the keys of the Polyglot book format: the reference keys of its
//! specification, computed incrementally move by move.

use chequer::{Position, Standard};

/// The moves (UCI) and keys listed in the Polyglot book format specification.
const REFERENCE: [(&str, u64); 9] = [
    ("", 0x463b96181691fc9c),
    ("e2e4", 0x823c9b50fd114196),
    ("e2e4 d7d5", 0x0756b94461c50fb0),
    ("e2e4 d7d5 e4e5", 0x662fafb965db29d4),
    ("e2e4 d7d5 e4e5 f7f5", 0x22a48b5a8e47ff78),
    ("e2e4 d7d5 e4e5 f7f5 e1e2", 0x652a607ca3f242c1),
    ("e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", 0x00fdd303c946bdd9),
    ("a2a4 b7b5 h2h4 b5b4 c2c4", 0x3c8123ea7b067637),
    ("a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", 0x5c3f9b829b279560),
];

#[test]
fn reference_keys_of_the_polyglot_specification() {
    for (moves, key) in REFERENCE {
        let mut position = Position::<Standard>::start();
        for text in moves.split_whitespace() {
            let mv = position.parse_uci(text).expect(text);
            position.play(mv).expect(text);
        }
        assert_eq!(position.hash(), key, "after {moves:?}: {}", position.fen());
        assert_eq!(position.hash_from_scratch(), key, "after {moves:?}");
        let reread = Position::<Standard>::from_fen(&position.fen(), Default::default()).unwrap();
        assert_eq!(reread.hash(), key, "{}", position.fen());
    }
}
