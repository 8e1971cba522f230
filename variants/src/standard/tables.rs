//! Leaper tables of orthodox chess, built at compile time.

use chequer_tables::square8::{leaper_table, line_tables};
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
const LINE_TABLES: ([[u64; 64]; 64], [[u64; 64]; 64]) = line_tables();
/// The squares strictly between two squares on a line, by square pair.
pub static BETWEEN: [[u64; 64]; 64] = LINE_TABLES.0;
/// The whole line through two squares, by square pair.
pub static LINE: [[u64; 64]; 64] = LINE_TABLES.1;
