//! Leaper tables of orthodox chess, built at compile time.

use chequer_tables::square8::{between_table, leaper_table, line_table};
use chequer_tables::{KING as KING_STEPS, KNIGHT as KNIGHT_LEAPS};

/// Knight targets by square.
pub static KNIGHT: [u64; 64] = leaper_table(&KNIGHT_LEAPS);
/// King targets by square.
pub static KING: [u64; 64] = leaper_table(&KING_STEPS);
/// Pawn captures by colour (white, black) and square.
pub static PAWN_ATTACKS: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];
/// The squares strictly between two squares on a line, by square pair.
pub static BETWEEN: [[u64; 64]; 64] = between_table();
/// The whole line through two squares, by square pair.
pub static LINE: [[u64; 64]; 64] = line_table();
