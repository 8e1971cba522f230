//! Positions and moves as text: FEN, SAN, UCI and USI.

pub mod fen;
pub(crate) mod gates;
pub(crate) mod san;
pub(crate) mod uci;
pub(crate) mod usi;

use crate::board::geometry::Geometry;
use crate::board::square::Square;

/// Splits a move's text at the comma that introduces its wall ([`Rules::WALLS`](crate::Rules::WALLS)),
/// as Fairy-Stockfish writes it: `e2e4,e4e5` in UCI, `e4,e5` in SAN, the wall's square last.
/// Returns the piece's move and the wall, `None` without a comma; `Err` where the text after
/// the comma does not end in a square (SAN's suffixes `+`, `#`, `!` and `?` aside).
pub(crate) fn split_wall<G: Geometry>(text: &str) -> Result<(&str, Option<Square<G>>), ()> {
    let Some((base, wall)) = text.split_once(',') else {
        return Ok((text, None));
    };
    let bytes = wall.trim_end_matches(['+', '#', '!', '?']).as_bytes();
    // The wall is the last square: after the piece's destination in UCI, alone in SAN.
    (0..bytes.len())
        .filter_map(|start| Square::parse_prefix(&bytes[start..]).map(|parsed| (start, parsed)))
        .find(|&(start, (_, used))| start + used == bytes.len())
        .map(|(_, (square, _))| (base, Some(square)))
        .ok_or(())
}
