//! The attack sets a rule set computes set-wise, against the tests they stand for.

use super::{Violation, violation};
use crate::{Bitboard, Color, Legality, Movement, Position, Rules};

/// Checks the set-wise attack tests of a rule set at `position`; returns how many exposing
/// squares there are.
///
/// * [`Movement::unattacked`] keeps exactly the squares [`Movement::is_attacked`] calls safe, for both
///   colours, among the pieces and among them less the king of the side to move (as the king's
///   targets are asked), of the whole board and of each king's neighbourhood (where an
///   override may look up less);
/// * where the exposure is not the whole board (where move generation asks for it),
///   [`Legality::exposing_squares`] lie in [`Legality::exposure`] and every pseudo-legal move of a
///   piece other than the king that ends on one is illegal when played.
///
/// ```
/// use chequer::testing::check_attack_sets;
/// use chequer::{Position, Validation, Xiangqi};
///
/// // The red cannon faces the black general with nothing between them.
/// let fen = "4k4/9/9/9/9/9/9/4C4/9/4K4 b - - 0 1";
/// let position = Position::<Xiangqi>::from_fen(fen, Validation::Lenient).unwrap();
/// assert!(check_attack_sets(&position).is_ok());
/// ```
pub fn check_attack_sets<R: Rules>(position: &Position<R>) -> Result<usize, Violation> {
    check_unattacked(position)?;
    check_exposing_squares(position)
}

fn check_unattacked<R: Rules>(position: &Position<R>) -> Result<(), Violation> {
    let occupied = position.occupied();
    let without_king = position
        .king(position.turn())
        .map_or(occupied, |king| occupied.without(king));
    let neighbourhoods = [Color::White, Color::Black].map(|color| {
        position.king(color).map_or(Bitboard::empty(), |king| {
            R::Movement::attacks(R::KING, color, king, Bitboard::empty())
        })
    });
    let asked = [Bitboard::<R::Geometry>::full()]
        .into_iter()
        .chain(neighbourhoods);
    for squares in asked {
        for by in [Color::White, Color::Black] {
            for occupied in [occupied, without_king] {
                let one_by_one: Bitboard<R::Geometry> = squares
                    .filter(|&square| !R::Movement::is_attacked(position, square, by, occupied))
                    .collect();
                let together = R::Movement::unattacked(position, squares, by, occupied);
                if together != one_by_one {
                    return Err(violation(
                        position,
                        format!(
                            "unattacked gives {together:?}, is_attacked {one_by_one:?} of {squares:?} by {by:?} among {occupied:?}"
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

fn check_exposing_squares<R: Rules>(position: &Position<R>) -> Result<usize, Violation> {
    let exposure = R::Legality::exposure(position);
    if exposure == Bitboard::full() {
        return Ok(0);
    }
    let exposing = R::Legality::exposing_squares(position, exposure);
    if (exposing - exposure).is_nonempty() {
        return Err(violation(
            position,
            format!("exposing squares {exposing:?} outside the exposure {exposure:?}"),
        ));
    }
    let mut legal = None;
    position.for_each_pseudo_legal_group(|group| {
        if group.piece != R::KING {
            legal = group
                .retain(exposing)
                .into_iter()
                .find(|&mv| position.is_legal_by_playing(mv));
        }
        legal.is_none()
    });
    match legal {
        Some(mv) => Err(violation(
            position,
            format!(
                "{} ends on an exposing square and is legal",
                position.uci(mv)
            ),
        )),
        None => Ok(exposing.count()),
    }
}
