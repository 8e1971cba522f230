//! Pieces in hand: what a player holds off the board and may drop onto it.
//!
//! A rule set chooses its hand type through [`Rules::Hand`](crate::Rules::Hand): [`NoHand`]
//! (zero-sized, no drops: every drop path of the generator vanishes at compile time) or
//! [`Pockets`] (a count per colour and kind).

use crate::board::color::{ByColor, Color};
use crate::pieces::piece::Piece;
use core::fmt::Debug;
use core::hash::Hash;

/// The pieces each side holds in hand.
pub trait Hand<P: Piece>: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// Whether the rule set has pieces in hand and drops. Tested as a constant, so a rule set
    /// without them pays nothing for their code.
    const DROPS: bool;

    /// How many pieces of kind `piece` `color` holds.
    fn count(&self, color: Color, piece: P) -> u8;

    /// Sets how many pieces of kind `piece` `color` holds. Ignored without drops.
    fn set_count(&mut self, color: Color, piece: P, count: u8);

    /// Whether `color` holds nothing.
    fn is_empty(&self, color: Color) -> bool {
        P::all().all(|piece| self.count(color, piece) == 0)
    }
}

/// No pieces in hand: the hand of rule sets without drops. Zero-sized.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct NoHand;

impl<P: Piece> Hand<P> for NoHand {
    const DROPS: bool = false;

    #[inline(always)]
    fn count(&self, _: Color, _: P) -> u8 {
        0
    }

    #[inline(always)]
    fn set_count(&mut self, _: Color, _: P, _: u8) {}

    #[inline(always)]
    fn is_empty(&self, _: Color) -> bool {
        true
    }
}

/// A count per colour and kind: the hand of drop variants (crazyhouse and its relatives).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pockets<P: Piece> {
    counts: ByColor<P::Map<u8>>,
}

impl<P: Piece> Default for Pockets<P> {
    fn default() -> Self {
        Pockets {
            counts: ByColor {
                white: P::map(0),
                black: P::map(0),
            },
        }
    }
}

impl<P: Piece> Hand<P> for Pockets<P> {
    const DROPS: bool = true;

    #[inline(always)]
    fn count(&self, color: Color, piece: P) -> u8 {
        self.counts[color].as_ref()[piece.index()]
    }

    #[inline(always)]
    fn set_count(&mut self, color: Color, piece: P, count: u8) {
        self.counts[color].as_mut()[piece.index()] = count;
    }
}
