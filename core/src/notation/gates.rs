//! The gates in the FEN's castling field ([`Drops::GATING`]), as Fairy-Stockfish reads and
//! writes them: a gate is its file letter (`BCDFG`); a castling right (`K`, `Q`) implies the
//! gates of its rook and its king, which are not written again; a side whose gates cannot be
//! used any more (its hand is empty for good) has none, and its file letters are castling
//! rights as in Chess960.

use crate::board::color::Color;
use crate::board::square::{Square, file_letter};
use crate::notation::fen::{self, CastlingNotation};
use crate::pieces::hand::Hand;
use crate::position::setup::Setup;
use crate::position::state::VariantState;
use crate::rules::{Castling, Drops, Gating, Rules};
use core::fmt::{self, Write};

/// Whether `color`'s letters in the castling field name gates: where the rule set gates and
/// the side's gates can still be used.
fn names_gates<R: Rules>(setup: &Setup<R>, color: Color) -> bool {
    match R::Drops::GATING {
        None => false,
        Some(Gating::UntilPieceLeaves) => true,
        Some(Gating::UntilHandEmpty) => !setup.hand.is_empty(color),
    }
}

/// Opens the gate on `square` if `color`'s piece stands there.
fn open<R: Rules>(setup: &mut Setup<R>, color: Color, square: Square<R::Geometry>) {
    if setup
        .piece_at(square)
        .is_some_and(|piece| piece.color == color)
    {
        let gates = setup.state.gates().with(square);
        setup.state.set_gates(gates);
    }
}

/// Reads the file letter of `color` naming `square` as a gate, if the side's letters name
/// gates. Returns whether it did.
pub(crate) fn read_gate<R: Rules>(
    setup: &mut Setup<R>,
    color: Color,
    square: Square<R::Geometry>,
) -> bool {
    if !names_gates(setup, color) {
        return false;
    }
    open(setup, color, square);
    true
}

/// Opens the gates that `color`'s castling right with the rook on `rook` implies: the rook's
/// and the king's.
pub(crate) fn read_castling_gates<R: Rules>(
    setup: &mut Setup<R>,
    color: Color,
    rook: Square<R::Geometry>,
) {
    if !names_gates(setup, color) {
        return;
    }
    open(setup, color, rook);
    if let Some(king) = setup.castling_king(color) {
        open(setup, color, king);
    }
}

/// Where a side's king stands on a gate, it may castle with each rook on a gate: only
/// unmoved pieces stand on gates. So Chess960 S-chess's field, which lists gates alone
/// (`ABCDEFGHabcdefgh`), gives its castling rights, and each castling right is one that the
/// gates imply, whichever way the field is written.
pub(crate) fn castle_from_gates<R: Rules>(setup: &mut Setup<R>) {
    for color in Color::ALL {
        if !names_gates(setup, color) {
            continue;
        }
        let gates = setup.state.gates() & R::Castling::castling_rank(color);
        if !setup
            .castling_king(color)
            .is_some_and(|king| gates.contains(king))
        {
            continue;
        }
        for square in gates {
            if setup
                .piece_at(square)
                .is_some_and(|piece| piece.color == color && R::Castling::castles(piece.piece))
            {
                setup.castling_rooks.insert(square);
            }
        }
    }
}

/// Writes `color`'s gates that its castling rights do not imply, as file letters: the
/// rooks' files are written as rights, and so is the king's in X-FEN (`K`, `Q`).
pub(crate) fn write_gates<R: Rules>(
    setup: &Setup<R>,
    color: Color,
    notation: CastlingNotation,
    out: &mut impl Write,
) -> fmt::Result {
    let rank = R::Castling::castling_rank(color);
    let rooks = setup.castling_rooks & rank;
    let mut implied = rooks;
    if notation == CastlingNotation::XFen
        && !rooks.is_empty()
        && let Some(king) = setup.castling_king(color)
    {
        implied.insert(king);
    }
    ((setup.state.gates() & rank) - implied)
        .into_iter()
        .try_for_each(|square| fen::write_in_case(color, file_letter(square.file()), out))
}

/// Whether the castling field has anything to say of gates.
pub(crate) fn any<R: Rules>(setup: &Setup<R>) -> bool {
    R::Drops::GATING.is_some() && setup.state.gates().is_nonempty()
}
