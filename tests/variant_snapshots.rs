//! Snapshots of the sorted legal moves (UCI and SAN) of tricky positions of the rule sets with
//! pieces in hand or their own end of the game: drops that block a check, drops in double check
//! (none), pawn drops by the back ranks, promoted pieces captured, the third check, a king stepping
//! onto the hill, games already over; and of fairy pieces and pawns: steps sideways and back,
//! Berolina's diagonal steps and en passant, promotion on the sixth rank, an alfil's check that
//! cannot be blocked and its leap beyond a pinner, Makpong's king that may only take its checker,
//! Cambodian first-move leaps; promotion that is optional, limited to lost kinds or differs by
//! colour; a cannon's screen and castling on the second rank; wolf chess's sergeants that
//! promote and are taken en passant; fairy chess's silver, fers and commoner; troitzky's pawn that promotes where its file
//! ends and rook stopped by the holes; castling in Gustav III's chess and on omicron's second
//! rank; the walls Joust's knights and Snail Trail's walker leave; xiangqi's generals that may not
//! face each other, its cannon, lame horse and elephant, and soldiers before and after the
//! river; shogi's pawn drops (none that mates, none on a file with an own pawn), promotions
//! forced and optional, into and out of the zone, and a promoted piece captured; tori shogi's
//! swallows two to a file, its quails and its pheasant's leap; kyoto and micro shogi's pieces
//! that turn over, and their drops with either face up; dōbutsu's lion coming home;
//! sho shogi's king and crown prince; janggi's palace roads, its cannon that neither jumps over
//! nor takes a cannon, its elephant, and the pass (not in check, or to leave facing generals
//! as they stand). Review changes with `cargo insta review`; a changed list
//! must be explained by a rules fix proven by perft.

#[macro_use]
mod common;

// Crazyhouse.
snapshot!(
    crazyhouse_drop_blocks_check,
    "crazyhouse",
    "4r1k1/8/8/8/8/8/8/4K3[Nb] w - - 0 1"
);
snapshot!(
    crazyhouse_no_drops_in_double_check,
    "crazyhouse",
    "4r1k1/8/8/8/8/5n2/8/4K3[QRBNP] w - - 0 1"
);
snapshot!(
    crazyhouse_pawn_drops_not_on_back_ranks,
    "crazyhouse",
    "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1"
);
snapshot!(
    crazyhouse_promoted_piece_returns_as_pawn,
    "crazyhouse",
    "4k3/8/8/8/8/8/8/R2q~K3[] w - - 0 1",
    "a1d1"
);
snapshot!(
    crazyhouse_promotion_is_marked,
    "crazyhouse",
    "8/1P2k3/8/8/8/8/8/4K3[] w - - 0 1",
    "b7b8q",
    "e7f6"
);
snapshot!(
    crazyhouse_mate_by_drop,
    "crazyhouse",
    "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1",
    "Q@b7"
);

// Three-check.
snapshot!(
    three_check_third_check_wins,
    "3check",
    "4k3/8/8/8/8/8/8/3QK3 w - - 0 1 +2+0",
    "Qd7+"
);
snapshot!(
    three_check_counts_checks,
    "3check",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1"
);
snapshot!(
    three_check_game_already_over,
    "3check",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+0 0 1"
);

// King of the hill.
snapshot!(
    king_of_the_hill_king_steps_onto_hill,
    "kingofthehill",
    "8/8/8/8/8/3K4/8/7k w - - 0 1",
    "d3e4"
);
snapshot!(
    king_of_the_hill_attacked_hill,
    "kingofthehill",
    "8/8/8/8/r7/4K3/8/7k w - - 0 1"
);
snapshot!(
    king_of_the_hill_game_already_over,
    "kingofthehill",
    "7k/8/8/8/4K3/8/8/8 b - - 0 1"
);

// Loop: promoted pieces go into hand as they are.
snapshot!(
    loop_promoted_piece_stays_promoted,
    "loop",
    "4k3/8/8/8/8/8/8/R2qK3[] w - - 0 1",
    "a1d1"
);
snapshot!(
    loop_drops_in_check,
    "loop",
    "5R2/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnppp] b - - 1 1"
);
snapshot!(
    loop_pawn_drops_not_on_back_ranks,
    "loop",
    "4k3/8/8/8/8/8/8/4K3[Pp] b - - 0 1"
);

// Chessgi: pawns may be dropped on their first rank.
snapshot!(
    chessgi_pawn_drops_on_first_rank,
    "chessgi",
    "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1"
);
snapshot!(
    chessgi_first_rank_pawn_steps_once,
    "chessgi",
    "4k3/8/8/8/8/8/8/P3K3[] w - - 0 1"
);
snapshot!(
    chessgi_published_position,
    "chessgi",
    "5Rp1/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnpp] b - - 1 48"
);

// Pocket knight: a knight in hand, captures leave the game.
snapshot!(
    pocket_knight_start,
    "pocketknight",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1"
);
snapshot!(
    pocket_knight_captures_leave_the_game,
    "pocketknight",
    "4k3/8/8/8/8/8/8/R2qK3[Nn] w - - 0 1",
    "a1d1"
);
snapshot!(
    pocket_knight_drop_blocks_check,
    "pocketknight",
    "4k3/8/8/8/b7/8/8/4K3[Nn] w - - 0 1"
);

// Pawns that step more ways.
snapshot!(
    pawnsideways_pawn_steps_sideways,
    "pawnsideways",
    "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1"
);
snapshot!(
    pawnsideways_capture_and_step_to_one_square_name_their_ranks,
    "pawnsideways",
    "1r2kb1r/pppb2p1/2nq1P2/1B2pPpp/1P4P1/1PN1B2N/7P/RQ3K1R w - e6 0 25"
);
snapshot!(
    pawnback_pawn_steps_back_but_not_to_its_first_rank,
    "pawnback",
    "4k3/8/8/8/3P4/8/3P4/4K3 w - - 0 1"
);
snapshot!(
    berolina_pawn_steps_diagonally_over_empty_squares_and_captures_ahead,
    "berolina",
    "4k3/8/8/8/8/3bP3/3P4/4K3 w - - 0 1"
);
snapshot!(
    berolina_two_pawns_stepping_to_one_square_name_their_files,
    "berolina",
    "4k3/8/8/8/8/8/1P1P4/4K3 w - - 0 1"
);
snapshot!(
    berolina_en_passant_takes_the_pawn_beside_the_square_passed,
    "berolina",
    "4k3/8/8/8/1p6/8/2P5/4K3 w - - 0 1",
    "c2a4"
);

// The old and the south-east Asian games.
snapshot!(
    makruk_pawn_promotes_on_the_sixth_rank,
    "makruk",
    "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1"
);
snapshot!(
    makruk_king_in_check_may_step_away,
    "makruk",
    "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1"
);
snapshot!(
    cambodian_unmoved_king_and_met_leap_once,
    "cambodian",
    "4k3/8/8/8/8/8/8/3KM3 w DE - 0 1"
);
snapshot!(
    cambodian_king_in_check_does_not_leap,
    "cambodian",
    "4k3/8/8/8/8/8/8/r2KM3 w DE - 0 1"
);
snapshot!(
    cambodian_rook_lined_up_with_the_king_ends_its_leap,
    "cambodian",
    "3k4/3p4/8/8/8/8/R7/4K3 w d - 0 1",
    "a2d2"
);
snapshot!(
    makpong_king_in_check_only_takes,
    "makpong",
    "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1"
);
snapshot!(
    shatranj_alfil_check_cannot_be_blocked,
    "shatranj",
    "6r1/7k/8/5B2/8/8/8/K7 b - - 0 1"
);
snapshot!(
    courier_pinned_alfil_cannot_leap_past_the_pinner,
    "courier",
    "5k6/12/12/12/3b8/4E7/12/6K5 w - - 0 1"
);

// Promotion that depends on the square, the position and the colour.
snapshot!(
    grand_pawn_may_promote_or_stay_on_the_eighth_rank,
    "grand",
    "k9/10/10/4P5/10/10/10/10/10/K9 w - - 0 1"
);
snapshot!(
    grand_pawn_must_promote_on_the_tenth_to_a_kind_it_lost,
    "grand",
    "7k2/4P5/10/10/10/10/10/10/RNBQKCAB1R/10 w - - 0 1"
);
snapshot!(
    grand_pawn_with_no_kind_lost_cannot_reach_the_tenth,
    "grand",
    "7k2/4P5/10/10/10/10/10/10/RNBQKCABNR/10 w - - 0 1"
);
snapshot!(
    sortofalmost_white_promotes_to_a_chancellor,
    "sortofalmost",
    "8/1k5P/8/8/8/3K4/p7/8 w - - 0 1"
);
snapshot!(
    sortofalmost_black_promotes_to_a_queen,
    "sortofalmost",
    "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1"
);

// The cannon of Shako, and castling on the second rank.
snapshot!(
    shako_cannon_moves_as_a_rook_and_captures_over_a_screen,
    "shako",
    "4k5/10/10/4p5/10/4P5/10/10/10/K3C5 w - - 0 1"
);
snapshot!(
    shako_king_castles_on_the_second_rank,
    "shako",
    "4k5/10/10/10/10/10/10/10/1R3K2R1/10 w KQ - 0 1"
);

// Wolf chess: pawns and sergeants promote, a pawn also to the elephant (`h9h10+`); a
// sergeant's double step is taken en passant.
snapshot!(
    wolf_pawn_and_sergeant_promote,
    "wolf",
    "8/k5SP/8/8/8/8/8/8/8/7K w - - 0 1"
);
snapshot!(
    wolf_sergeant_double_step_is_taken_en_passant,
    "wolf",
    "k7/5s2/8/6P1/8/8/8/8/8/K7 b - - 0 1",
    "f9f7"
);

// Fairy chess: a silver, a fers, a commoner and a chancellor beside the orthodox army; a pawn
// promotes to the orthodox kinds only.
snapshot!(
    fairy_pieces_beside_the_orthodox_army,
    "fairy",
    "4k3/1P1s4/8/3F4/8/1c6/4M1p1/R3K2R w KQ - 0 1"
);

// Troitzky chess: a pawn promotes where its file ends (a6), a rook stops at the holes.
snapshot!(
    troitzky_pawn_promotes_where_its_file_ends,
    "troitzky",
    "****1k****/**6**/*8*/*8*/10/P8R/*8*/*8*/**6**/****K1**** w - - 0 1"
);

// Gustav III's chess: the king castles to h1 or d1; the amazons stand in the corners.
snapshot!(
    gustav3_king_castles_to_h1_or_d1,
    "gustav3",
    "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/AR3K2RA w KQkq - 0 1"
);

// Omicron: the wizard in its corner, the champion's leaps, castling on the second rank.
snapshot!(
    omicron_castles_on_the_second_rank,
    "omicron",
    "w**********w/*cr3k2rc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CR3K2RC*/W**********W w KQkq - 0 1"
);

// Games whose moves put walls: Joust's knights leave a wall where they were; Snail Trail's
// walker, walled in, has no move and loses.
snapshot!(
    joust_knights_leave_walls_behind,
    "joust",
    "8/8/8/4n3/3N4/8/8/8 w - - 0 1",
    "d4c2,c2d4",
    "e5f7,f7e5"
);
snapshot!(
    snailtrail_walled_in_walker_loses,
    "snailtrail",
    "6p/7/7/7/7/**5/P*5 w - - 0 1"
);

// Xiangqi: the flying general, the cannon, the lame horse and elephant, the soldier.
snapshot!(
    xiangqi_the_only_piece_between_the_generals_may_not_leave_the_file,
    "xiangqi",
    "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1"
);
snapshot!(
    xiangqi_the_general_may_not_step_onto_an_open_file_facing_the_other,
    "xiangqi",
    "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
);
snapshot!(
    xiangqi_cannon_captures_over_a_screen,
    "xiangqi",
    "1r2k4/9/9/1p7/9/9/9/1C7/9/3K5 w - - 0 1"
);
snapshot!(
    xiangqi_horse_with_blocked_legs,
    "xiangqi",
    "3k5/9/9/9/9/9/2p6/2NA5/9/4K4 w - - 0 1"
);
snapshot!(
    xiangqi_cannon_check_ends_when_the_screen_moves_or_a_second_comes,
    "xiangqi",
    "5k3/9/9/9/4c4/9/R8/9/4A4/4K4 w - - 0 1"
);
snapshot!(
    xiangqi_soldier_steps_sideways_only_across_the_river,
    "xiangqi",
    "3k5/9/9/9/2P6/4P4/9/9/9/4K4 w - - 0 1"
);
snapshot!(
    xiangqi_elephant_blocked_at_the_eye_and_kept_from_the_river,
    "xiangqi",
    "3k5/9/9/9/9/2B6/3P5/9/9/4K4 w - - 0 1"
);

// Janggi: the palace roads, the cannon, the elephant, the pass. Each list equals pyffish's.
snapshot!(
    janggi_chariot_advisor_and_soldier_on_the_palace_roads,
    "janggi",
    "5k3/9/3P5/9/9/9/9/3R1A3/9/4K4 w - - 0 1"
);
snapshot!(
    janggi_cannon_neither_jumps_over_nor_takes_a_cannon,
    "janggi",
    "3k5/9/9/c8/9/9/9/P8/4nK3/C2Cc4 w - - 0 1"
);
snapshot!(
    janggi_facing_generals_part_or_pass,
    "janggi",
    "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1"
);
snapshot!(
    janggi_no_pass_in_check_and_a_chariot_checks_along_the_palace_road,
    "janggi",
    "4k4/9/9/9/9/9/9/9/3K5/3r5 w - - 0 1"
);
snapshot!(
    janggi_elephant_blocked_on_its_way,
    "janggi",
    "3k5/9/9/9/9/9/9/2P6/9/1B2K4 w - - 0 1"
);

// Shogi: drops with their restrictions, promotion by choice. Each list equals cshogi's.
snapshot!(
    shogi_a_pawn_drop_may_not_mate,
    "shogi",
    "7lk/9/8S/9/9/9/9/7L1/8K[P] w 0 1"
);
snapshot!(
    shogi_no_pawn_drop_on_a_file_with_an_own_pawn,
    "shogi",
    "4k4/9/9/9/9/9/4P4/9/4K4[P] w 0 1"
);
snapshot!(
    shogi_promotions_forced_and_optional_a_knight_that_must_promote,
    "shogi",
    "4k4/P8/9/2N1P4/9/9/9/9/4K4[-] w 0 1"
);
snapshot!(
    shogi_a_silver_may_promote_leaving_the_zone,
    "shogi",
    "4k4/9/4S4/9/9/9/9/9/4K4[-] w 0 1"
);
snapshot!(
    shogi_a_captured_tokin_goes_to_hand_as_a_pawn,
    "shogi",
    "4k4/9/9/9/4+p4/4R4/9/9/4K4[-] w 0 1",
    "e4e5"
);
snapshot!(
    euroshogi_every_move_in_the_zone_must_promote,
    "euroshogi",
    "6k1/8/2N5/8/8/8/8/4K3[-] w 0 1"
);

// Tori shogi: two swallows on a file at most; black's quails turned half around; a
// pheasant's two-square leap cannot be blocked. Each list equals pyffish's.
snapshot!(
    torishogi_no_third_swallow_on_a_file_and_a_black_left_quail,
    "torishogi",
    "6k/1s2s2/4s2/2l4/7/7/4K2[s] b - - 0 1"
);
snapshot!(
    torishogi_a_pheasant_check_cannot_be_blocked,
    "torishogi",
    "7/7/4k2/7/4P2/7/3K3[s] b - - 0 1"
);

// Kyoto shogi: every move turns the piece, and a piece in hand drops with either face up.
snapshot!(
    kyotoshogi_every_move_turns_the_piece_drops_either_face,
    "kyotoshogi",
    "k4/5/2N2/5/K4[P] w - - 0 1"
);

// Micro shogi: a capture turns the piece, a promoted one back; a quiet move does not.
snapshot!(
    micro_a_capture_turns_the_piece_a_quiet_move_does_not,
    "micro",
    "k3/1p1p/1R1+B/4/K3[] w - - 0 1"
);

// Dōbutsu shōgi: a lion home and unattacked wins at once; one that can be taken there does
// not, and no piece is royal, so a lion may step next to the other.
snapshot!(
    dobutsu_a_lion_home_unattacked_wins,
    "dobutsu",
    "2l/L2/3/3[-] w - - 0 1",
    "a3a4"
);
snapshot!(
    dobutsu_a_lion_home_that_can_be_taken_plays_on,
    "dobutsu",
    "1l1/L2/3/3[-] w - - 0 1",
    "a3a4"
);

// Sho shogi: a lone king in check must answer it, the drunk elephant's promotion included;
// beside a crown prince the king may stay attacked. Each list equals pyffish's.
snapshot!(
    shoshogi_a_lone_king_in_check_must_answer_it,
    "shoshogi",
    "k3r4/9/9/2E6/9/9/9/9/4K4 w - - 0 1"
);
snapshot!(
    shoshogi_beside_a_crown_prince_the_king_is_not_royal,
    "shoshogi",
    "k3r4/9/9/2S6/9/9/9/9/+E3K4 w - - 0 1"
);
