//! Default Zobrist keys, usable by any rule set.
//!
//! The keys are fixed pseudo-random numbers (SplitMix64 of their index) computed at compile
//! time, so hashes are reproducible across runs and machines. Rule sets that need published
//! keys (Polyglot for orthodox chess) override the `Rules` key functions.

use crate::board::bitboard::Bitboard;
use crate::board::geometry::Geometry;

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
/// The most pieces of one kind and colour the hand keys tell apart; larger counts share the
/// last key, which only weakens the hash, never breaks its incremental update.
pub const MAX_IN_HAND: usize = 64;
/// How many keys [`state`] offers.
pub const STATE_KEY_COUNT: usize = 512;
const HAND_KEYS_START: usize = PIECE_KEY_COUNT + MAX_SQUARES + 33;
static HAND_KEYS: [u64; 2 * MAX_PIECE_KINDS * MAX_IN_HAND] = keys(HAND_KEYS_START as u64);
static STATE_KEYS: [u64; STATE_KEY_COUNT] =
    keys((HAND_KEYS_START + 2 * MAX_PIECE_KINDS * MAX_IN_HAND) as u64);

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

/// The key of the `nth` (from 1) piece of a kind (index) and colour (index) in hand: a hand
/// holding `n` of them hashes as the xor of the keys 1 to `n`.
#[inline(always)]
pub fn hand(kind: usize, color: usize, nth: usize) -> u64 {
    let nth = nth.clamp(1, MAX_IN_HAND) - 1;
    HAND_KEYS[(kind * 2 + color) * MAX_IN_HAND + nth]
}

/// Keys for a rule set's own state ([`VariantState::key`](crate::VariantState::key)): `index`
/// below [`STATE_KEY_COUNT`], laid out as the rule set likes (a square's promoted mark, a
/// counter's value...).
#[inline(always)]
pub fn state(index: usize) -> u64 {
    STATE_KEYS[index % STATE_KEY_COUNT]
}

/// The key of a set of squares among the state keys: the xor of [`state`] at `first` plus
/// each square's index (the marked squares of a rule set's state: walls, promoted pieces,
/// unmoved pieces, gates).
#[inline]
pub fn state_of_squares<G: Geometry>(squares: Bitboard<G>, first: usize) -> u64 {
    squares
        .into_iter()
        .fold(0, |key, square| key ^ state(first + square.index()))
}
