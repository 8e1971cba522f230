//! WXF notation, as the World Xiangqi Federation writes xiangqi moves: `C2.5`, `H2+3`, `R+.3`.
//!
//! A move is four characters, each seen from the mover's side:
//! 1. the piece: `K` general, `A` advisor, `E` elephant, `H` horse, `R` chariot, `C` cannon,
//!    `P` soldier (and `M` for Manchu's banner);
//! 2. the file it stands on, numbered 1 to 9 from the mover's right;
//! 3. `+` forward, `-` backward, `.` along the rank;
//! 4. for a move along the file, the points it moves; otherwise the file it lands on.
//!
//! Two pieces of a kind on one file are told apart by `+` (the front one) and `-` (the rear
//! one) in place of the file. Soldiers follow the federation's rules for tandem pawns: with
//! three on a file the middle one keeps its file (`P3.4`); with four or five the foremost and
//! rearmost are `++` and `--`; and where two files hold tandem soldiers, the file replaces the
//! letter (`3+.4`, `33.4` for the middle one, `3-.4`). The banner of Manchu chess is written
//! `M`; as it both rides and leaps, two of its moves may share a text, which then reads as
//! [`WxfError::Ambiguous`].
//!
//! ```
//! use chequer_core::Position;
//! use chequer_variants::{Xiangqi, wxf};
//!
//! let mut position = Position::<Xiangqi>::start();
//! let mv = wxf::parse(&position, "C2.5")?;
//! assert_eq!(position.uci(mv), "h3e3");
//! position.play(mv)?;
//! let reply = wxf::parse(&position, "H8+7")?;
//! assert_eq!(position.uci(reply), "h10g8");
//! assert_eq!(wxf::write(&position, reply), "H8+7");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::xiangqi::xiangqi_family::{XiangqiFamily, XiangqiPiece};
use alloc::string::String;
use alloc::vec::Vec;
use chequer_core::{Bitboard, Color, Move, Position, Square};
use core::fmt::{self, Write};

type Board = crate::Board9x10;

/// Why a WXF move was not accepted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WxfError {
    /// No legal move is written so.
    Illegal,
    /// Two legal moves are written so: only Manchu's banner, whose ride along its file and
    /// horse leap may land the same number of points and files away (`M7+5`).
    Ambiguous,
}

impl fmt::Display for WxfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WxfError::Illegal => "no legal move is written so in WXF",
            WxfError::Ambiguous => "two legal moves are written so in WXF",
        })
    }
}

impl core::error::Error for WxfError {}

/// The piece's WXF letter.
fn letter(piece: XiangqiPiece) -> char {
    match piece {
        XiangqiPiece::General => 'K',
        XiangqiPiece::Advisor => 'A',
        XiangqiPiece::Elephant => 'E',
        XiangqiPiece::Horse => 'H',
        XiangqiPiece::Chariot => 'R',
        XiangqiPiece::Cannon => 'C',
        XiangqiPiece::Soldier => 'P',
        XiangqiPiece::Banner => 'M',
    }
}

/// The file of `square` as `color` counts it: 1 to 9 from its right.
fn file_number(square: Square<Board>, color: Color) -> u8 {
    match color {
        Color::White => 9 - square.file(),
        Color::Black => square.file() + 1,
    }
}

/// How far forward `square` is for `color`: its rank counted from `color`'s side.
fn advance(square: Square<Board>, color: Color) -> u8 {
    match color {
        Color::White => square.rank(),
        Color::Black => 9 - square.rank(),
    }
}

/// `color`'s pieces of kind `piece` on the file of `square`, the front one first.
fn tandem<const GAME: usize>(
    position: &Position<XiangqiFamily<GAME>>,
    piece: XiangqiPiece,
    color: Color,
    square: Square<Board>,
) -> Vec<Square<Board>> {
    let on_file = position.pieces(color, piece) & Bitboard::file(square.file());
    let mut squares: Vec<_> = on_file.into_iter().collect();
    squares.sort_by_key(|&square| core::cmp::Reverse(advance(square, color)));
    squares
}

/// The first two characters: which piece moves.
fn write_piece<const GAME: usize>(
    position: &Position<XiangqiFamily<GAME>>,
    piece: XiangqiPiece,
    from: Square<Board>,
    out: &mut impl Write,
) -> fmt::Result {
    let us = position.turn();
    let file = file_number(from, us);
    let pieces = tandem(position, piece, us, from);
    let count = pieces.len();
    let place = pieces
        .iter()
        .position(|&square| square == from)
        .unwrap_or(0);
    if count == 1 {
        return write!(out, "{}{file}", letter(piece));
    }
    // Front, rear, or (three or five soldiers) the middle one, which keeps its file.
    let (front, rear) = (place == 0, place + 1 == count);
    let middle = count % 2 == 1 && place == count / 2;
    if piece != XiangqiPiece::Soldier {
        return write!(out, "{}{}", letter(piece), if front { '+' } else { '-' });
    }
    let tandem_files = (0..9)
        .filter(|&file| (position.pieces(us, piece) & Bitboard::file(file)).more_than_one())
        .count();
    if tandem_files > 1 {
        let mark = if middle {
            char::from(b'0' + file)
        } else if front {
            '+'
        } else {
            '-'
        };
        return write!(out, "{file}{mark}");
    }
    match (count, place) {
        _ if middle => write!(out, "P{file}"),
        (4 | 5, _) if front => out.write_str("++"),
        (4 | 5, _) if rear => out.write_str("--"),
        _ if place < count / 2 => out.write_str("P+"),
        _ => out.write_str("P-"),
    }
}

/// Writes the legal move `mv` of `position` in WXF.
pub fn write_to<const GAME: usize>(
    position: &Position<XiangqiFamily<GAME>>,
    mv: Move<XiangqiFamily<GAME>>,
    out: &mut impl Write,
) -> fmt::Result {
    let us = position.turn();
    let (Some(from), to) = (mv.from(), mv.to()) else {
        return Err(fmt::Error);
    };
    let piece = position.piece_at(from).ok_or(fmt::Error)?.piece;
    write_piece(position, piece, from, out)?;
    let forward = advance(to, us) > advance(from, us);
    if from.file() == to.file() {
        let points = advance(to, us).abs_diff(advance(from, us));
        write!(out, "{}{points}", if forward { '+' } else { '-' })
    } else {
        let sign = match () {
            _ if from.rank() == to.rank() => '.',
            _ if forward => '+',
            _ => '-',
        };
        write!(out, "{sign}{}", file_number(to, us))
    }
}

/// The legal move `mv` of `position` in WXF.
pub fn write<const GAME: usize>(
    position: &Position<XiangqiFamily<GAME>>,
    mv: Move<XiangqiFamily<GAME>>,
) -> String {
    let mut text = String::new();
    // Writing into a String cannot fail; a move without a piece writes what it could.
    let _ = write_to(position, mv, &mut text);
    text
}

/// The legal move of `position` that the WXF `text` names; `=` is read as `.`, as many
/// books write a move along the rank.
pub fn parse<const GAME: usize>(
    position: &Position<XiangqiFamily<GAME>>,
    text: &str,
) -> Result<Move<XiangqiFamily<GAME>>, WxfError> {
    let wanted: String = text.trim().replace('=', ".");
    let mut found = None;
    let mut ambiguous = false;
    position.for_each_legal_move(|mv| {
        if write(position, mv) == wanted {
            ambiguous = found.is_some();
            found = Some(mv);
        }
        !ambiguous
    });
    match found {
        _ if ambiguous => Err(WxfError::Ambiguous),
        Some(mv) => Ok(mv),
        None => Err(WxfError::Illegal),
    }
}
