//! Sliding attacks by walking each ray square by square: slow, obviously right, the oracle
//! every faster backend is tested against.

use chequer_core::{Bitboard, Geometry, Square};

/// The squares a rider on `from` reaches along `directions` (`(files, ranks)` steps), each
/// ray stopping at and including its first occupied square.
pub fn slide<G: Geometry>(
    from: Square<G>,
    occupied: Bitboard<G>,
    directions: &[(i32, i32)],
) -> Bitboard<G> {
    let mut attacks = Bitboard::empty();
    for &(files, ranks) in directions {
        let mut square = from;
        while let Some(next) = square.offset(files, ranks) {
            attacks.insert(next);
            if occupied.contains(next) {
                break;
            }
            square = next;
        }
    }
    attacks
}
