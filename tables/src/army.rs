//! A piece set's movements, compiled from Betza notation: what a fairy rule set's
//! `Rules::attacks` looks up.
//!
//! ```
//! use chequer_core::{Bitboard, Color, Grid, Square};
//! use chequer_tables::army::Army;
//!
//! chequer_core::piece_set! {
//!     /// Pieces of a 10×8 board.
//!     pub enum Piece { Pawn = 'p', Archbishop = 'a', King = 'k' }
//! }
//! type Board = Grid<10, 8, u128>;
//! let army = Army::<Board, Piece>::from_betza(|piece| match piece {
//!     Piece::Pawn => "fmWfcFifmnD",
//!     Piece::Archbishop => "BN",
//!     Piece::King => "K",
//! })
//! .unwrap();
//! let e4: Square<Board> = "e4".parse().unwrap();
//! assert_eq!(army.attacks(Piece::Archbishop, Color::White, e4, Bitboard::empty()).len(), 14 + 8);
//! ```

use crate::betza::{self, BetzaError};
use crate::movement::Movement;
use alloc::vec::Vec;
use chequer_core::{Bitboard, Color, Geometry, Piece, Square};
use core::marker::PhantomData;

/// The movement of every kind of a piece set `P` on boards of geometry `G`.
#[derive(Clone, Debug)]
pub struct Army<G: Geometry, P: Piece> {
    /// Indexed by [`Piece::index`].
    movements: Vec<Movement<G>>,
    pieces: PhantomData<P>,
}

impl<G: Geometry, P: Piece> Army<G, P> {
    /// Compiles each kind's Betza description; the first invalid one is the error.
    pub fn from_betza(betza: impl Fn(P) -> &'static str) -> Result<Self, BetzaError> {
        let movements = P::all()
            .map(|piece| betza::parse(betza(piece)).map(|atoms| Movement::new(&atoms)))
            .collect::<Result<_, _>>()?;
        Ok(Army {
            movements,
            pieces: PhantomData,
        })
    }

    /// The movement of `piece`.
    #[inline(always)]
    pub fn movement(&self, piece: P) -> &Movement<G> {
        &self.movements[piece.index()]
    }

    /// The squares a `color` `piece` on `from` attacks among `occupied`.
    #[inline(always)]
    pub fn attacks(
        &self,
        piece: P,
        color: Color,
        from: Square<G>,
        occupied: Bitboard<G>,
    ) -> Bitboard<G> {
        self.movement(piece).captures(color, from, occupied, false)
    }
}
