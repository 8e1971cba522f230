//! Default Zobrist keys, usable by any rule set.
//!
//! The keys are fixed pseudo-random numbers (SplitMix64 of their index) computed at compile
//! time, so hashes are reproducible across runs and machines. Rule sets that need published
//! keys (Polyglot for orthodox chess) override the `Rules` key functions.

/// The most piece kinds the default keys cover.
pub const MAX_PIECE_KINDS: usize = 32;
/// The most squares the default keys cover.
pub const MAX_SQUARES: usize = 128;

const fn splitmix64(seed: u64) -> u64 {
    let mut x = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

const PIECE_KEY_COUNT: usize = 2 * MAX_PIECE_KINDS * MAX_SQUARES;

const fn keys<const N: usize>(offset: u64) -> [u64; N] {
    let mut keys = [0; N];
    let mut i = 0;
    while i < N {
        keys[i] = splitmix64(offset + i as u64);
        i += 1;
    }
    keys
}

static PIECE_KEYS: [u64; PIECE_KEY_COUNT] = keys(0);
static CASTLING_KEYS: [u64; MAX_SQUARES] = keys(PIECE_KEY_COUNT as u64);
static EN_PASSANT_KEYS: [u64; 32] = keys((PIECE_KEY_COUNT + MAX_SQUARES) as u64);
/// The key of black to move.
pub const SIDE_KEY: u64 = splitmix64((PIECE_KEY_COUNT + MAX_SQUARES + 32) as u64);

/// The key of a piece (kind index, colour index) on a square of a board of `squares` squares.
#[inline(always)]
pub fn piece(kind: usize, color: usize, square: usize, squares: usize) -> u64 {
    PIECE_KEYS[(kind * 2 + color) * squares + square]
}

/// The key of the castling right of the rook on `square`.
#[inline(always)]
pub fn castling(square: usize) -> u64 {
    CASTLING_KEYS[square]
}

/// The key of an en-passant capture on `file`.
#[inline(always)]
pub fn en_passant(file: usize) -> u64 {
    EN_PASSANT_KEYS[file]
}
