//! The libraries of the orthodox tables, each with its perft ([`crate::count`]) and the
//! binary that runs that perft alone in its process ([`crate::separate`]).

use crate::count;
use std::time::Duration;

/// A library under test.
pub struct Library {
    pub name: &'static str,
    /// Whether it plays Chess960 castling.
    pub chess960: bool,
    /// Counts a FEN (Shredder-FEN castling if Chess960) to a depth; returns the count and the
    /// CPU time of the counting alone.
    pub perft: fn(&str, bool, u32) -> (u64, Duration),
    /// The binary of this package that runs `perft` alone.
    pub binary: &'static str,
}

/// chequer first: the ratios compare the others with it.
pub const LIBRARIES: [Library; 4] = [
    Library {
        name: "chequer",
        chess960: true,
        perft: count::chequer::perft,
        binary: "perft-chequer",
    },
    Library {
        name: "cozy-chess",
        chess960: true,
        perft: count::cozy_chess::perft,
        binary: "perft-cozy-chess",
    },
    Library {
        name: "chess",
        chess960: false,
        perft: count::chess::perft,
        binary: "perft-chess",
    },
    Library {
        name: "shakmaty",
        chess960: true,
        perft: count::shakmaty::perft,
        binary: "perft-shakmaty",
    },
];
