//! Snapshots of the sorted legal moves (UCI and SAN) of positions where royalty or legality
//! differ from orthodox chess: explosions by both kings, captures that would blow up the own
//! king, touching kings, compulsory captures and promotions to king, first-rank double steps,
//! moves that would give check in racing kings, royal queens, and games already over. Review
//! changes with `cargo insta review`; a changed list must be explained by a rules fix proven
//! by perft.

#[macro_use]
mod common;

// Atomic.
snapshot!(
    atomic_explosion_next_to_both_kings,
    "atomic",
    "1B6/8/8/4n3/3K1k2/8/8/8 w - - 0 1"
);
snapshot!(
    atomic_capture_would_explode_own_king,
    "atomic",
    "4k3/8/8/8/8/8/3pK3/3R4 w - - 0 1"
);
snapshot!(
    atomic_touching_kings_not_in_check,
    "atomic",
    "8/8/8/8/8/3k4/r2K4/8 w - - 0 1"
);
snapshot!(
    atomic_explode_the_king_from_check,
    "atomic",
    "4k3/3n4/8/qB6/8/8/8/4K3 w - - 0 1"
);
snapshot!(
    atomic_king_blown_up,
    "atomic",
    "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1",
    "Qxd7"
);

// Antichess.
snapshot!(
    antichess_forced_capture_with_promotion_to_king,
    "antichess",
    "n7/1P6/8/8/8/8/8/7k w - - 0 1"
);
snapshot!(
    antichess_en_passant_is_a_forced_capture,
    "antichess",
    "4k3/8/8/3pP3/8/8/8/R7 w - d6 0 1"
);
snapshot!(
    antichess_kings_may_be_taken,
    "antichess",
    "8/8/8/8/8/8/1k6/K7 w - - 0 1"
);
snapshot!(
    antichess_no_pieces_left_wins,
    "antichess",
    "8/8/8/8/8/8/1p6/R7 b - - 0 1",
    "bxa1=K"
);

// Horde.
snapshot!(
    horde_pawns_double_step_from_the_first_rank,
    "horde",
    "4k3/8/8/8/8/8/8/PPPP4 w - - 0 1"
);
snapshot!(
    horde_first_rank_double_step_opens_no_en_passant,
    "horde",
    "4k3/8/8/8/8/1p6/8/P7 w - - 0 1",
    "a1a3"
);
snapshot!(
    horde_start,
    "horde",
    "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"
);
snapshot!(horde_destroyed, "horde", "4k3/8/8/8/8/8/8/q7 w - - 0 1");

// Racing kings.
snapshot!(
    racing_kings_start,
    "racingkings",
    "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"
);
snapshot!(
    racing_kings_no_move_gives_check,
    "racingkings",
    "8/8/8/8/2k5/8/8/R5NK w - - 0 1"
);
snapshot!(
    racing_kings_black_may_follow,
    "racingkings",
    "K7/6k1/8/8/8/8/8/8 b - - 0 1"
);
snapshot!(
    racing_kings_white_arrived_first,
    "racingkings",
    "K7/8/6k1/8/8/8/8/8 b - - 0 1"
);

// Fairy-Stockfish rule sets.
snapshot!(
    coregal_promotion_to_an_attacked_queen,
    "coregal",
    "2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72"
);
snapshot!(
    atomar_kings_immune_and_may_not_take_each_other,
    "atomar",
    "8/8/8/8/3nk3/3K4/8/8 w - - 0 1"
);
snapshot!(
    losers_forced_capture_in_check,
    "losers",
    "4k3/8/8/8/8/8/3q4/4K2R w - - 0 1"
);
snapshot!(
    knightmate_start,
    "knightmate",
    "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1"
);
