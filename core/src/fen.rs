//! Forsyth–Edwards Notation: lenient parsing into a [`Setup`], canonical writing.
//!
//! Boards of any size are supported: ranks are separated by `/`, runs of empty squares may
//! take several digits (`10` on a ten-file board). Castling rights are read in X-FEN (`KQkq`
//! for the outermost rook on each side, a file letter for an inner one) and Shredder-FEN
//! (`HAha`, the rook files) alike; the writer takes the notation as a parameter.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::geometry::Geometry;
use crate::piece::ColoredPiece;
use crate::rules::Rules;
use crate::setup::Setup;
use crate::square::{Square, file_letter};
use alloc::string::String;
use core::fmt::{self, Write};

/// Which notation the castling field is written in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum CastlingNotation {
    /// `KQkq` for the outermost rooks, the rook's file letter otherwise.
    #[default]
    XFen,
    /// Always the rook's file letter: `HAha`.
    Shredder,
}

/// Why a FEN could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FenError {
    /// The string has no board field.
    Empty,
    /// The board does not have as many ranks as the rule set's board.
    WrongRankCount,
    /// A rank does not have as many squares as the board has files.
    WrongRankWidth,
    /// A letter that names no piece of the rule set, or another stray character.
    UnknownPiece,
    /// The side to move is not `w` or `b`.
    BadTurn,
    /// The castling field is malformed.
    BadCastling,
    /// The en-passant field is not `-` or a square.
    BadEnPassant,
    /// A move counter is not a number in range.
    BadCounter,
    /// Fields after the move counters.
    TrailingFields,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenError::Empty => "empty FEN",
            FenError::WrongRankCount => "wrong number of ranks for this board",
            FenError::WrongRankWidth => "a rank has the wrong number of squares for this board",
            FenError::UnknownPiece => "unknown piece letter in the board field",
            FenError::BadTurn => "side to move must be 'w' or 'b'",
            FenError::BadCastling => "invalid castling field",
            FenError::BadEnPassant => "invalid en-passant square",
            FenError::BadCounter => "invalid move counter",
            FenError::TrailingFields => "unexpected fields after the move counters",
        })
    }
}

impl core::error::Error for FenError {}

/// Parses a FEN. Missing trailing fields take their defaults (`w - - 0 1`).
pub fn parse<R: Rules>(fen: &str) -> Result<Setup<R>, FenError> {
    let mut fields = fen.split_ascii_whitespace();
    let board = fields.next().ok_or(FenError::Empty)?;
    let mut setup = Setup::<R>::empty();
    parse_board(&mut setup, board)?;
    if let Some(turn) = fields.next() {
        setup.turn = match turn {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::BadTurn),
        };
    }
    if let Some(castling) = fields.next() {
        parse_castling(&mut setup, castling)?;
    }
    if let Some(ep) = fields.next() {
        setup.ep_square = match ep {
            "-" => None,
            _ => Some(ep.parse().map_err(|_| FenError::BadEnPassant)?),
        };
    }
    if let Some(halfmoves) = fields.next() {
        setup.halfmoves = halfmoves.parse().map_err(|_| FenError::BadCounter)?;
    }
    if let Some(fullmoves) = fields.next() {
        setup.fullmoves = fullmoves.parse().map_err(|_| FenError::BadCounter)?;
        if setup.fullmoves == 0 {
            return Err(FenError::BadCounter);
        }
    }
    if fields.next().is_some() {
        return Err(FenError::TrailingFields);
    }
    Ok(setup)
}

fn parse_board<R: Rules>(setup: &mut Setup<R>, board: &str) -> Result<(), FenError> {
    let files = R::Geometry::FILES as usize;
    let ranks = R::Geometry::RANKS as usize;
    let mut rank_count = 0;
    for (row, text) in board.split('/').enumerate() {
        if row >= ranks {
            return Err(FenError::WrongRankCount);
        }
        rank_count += 1;
        let rank = (ranks - 1 - row) as u8;
        let mut file = 0usize;
        let mut empties = 0usize;
        let mut bytes = text.bytes().peekable();
        while let Some(byte) = bytes.next() {
            if byte.is_ascii_digit() {
                empties = empties * 10 + usize::from(byte - b'0');
                // A run of empty squares is a positive number without leading zeros.
                if empties == 0 || empties > files {
                    return Err(FenError::WrongRankWidth);
                }
                if bytes.peek().is_some_and(u8::is_ascii_digit) {
                    continue;
                }
                file += empties;
                empties = 0;
            } else if byte == b'~' {
                // Promoted-piece marker of crazyhouse FENs: the piece before it is what counts.
                if file == 0 {
                    return Err(FenError::UnknownPiece);
                }
            } else {
                let piece = ColoredPiece::<R::Piece>::from_letter(char::from(byte))
                    .filter(|_| byte.is_ascii_alphabetic())
                    .ok_or(FenError::UnknownPiece)?;
                let square = Square::from_coords(file as u8, rank)
                    .filter(|_| file < files)
                    .ok_or(FenError::WrongRankWidth)?;
                setup.set_piece(square, Some(piece));
                file += 1;
            }
            if file > files {
                return Err(FenError::WrongRankWidth);
            }
        }
        if file != files {
            return Err(FenError::WrongRankWidth);
        }
    }
    if rank_count != ranks {
        return Err(FenError::WrongRankCount);
    }
    Ok(())
}

fn parse_castling<R: Rules>(setup: &mut Setup<R>, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    for letter in field.chars() {
        if !letter.is_ascii_alphabetic() {
            return Err(FenError::BadCastling);
        }
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back_rank = Bitboard::<R::Geometry>::relative_rank(color, 0);
        let rank = back_rank.first().ok_or(FenError::BadCastling)?.rank();
        let lower = letter.to_ascii_lowercase();
        let rook = match lower {
            'k' | 'q' => outermost_rook(setup, color, back_rank, lower == 'k'),
            _ => {
                let file = lower as u8 - b'a';
                Square::from_coords(file, rank).ok_or(FenError::BadCastling)?
            }
        };
        setup.castling_rooks.insert(rook);
    }
    Ok(())
}

/// The rook an X-FEN `K` or `Q` names: the outermost castling partner on that side of the
/// king, or the corner square when there is none (validation then reports the right).
fn outermost_rook<R: Rules>(
    setup: &Setup<R>,
    color: Color,
    back_rank: Bitboard<R::Geometry>,
    short: bool,
) -> Square<R::Geometry> {
    let king = setup.squares_of(ColoredPiece {
        color,
        piece: R::KING,
    }) & back_rank;
    let rooks = match R::CASTLING_ROOK {
        Some(piece) => setup.squares_of(ColoredPiece { color, piece }) & back_rank,
        None => Bitboard::empty(),
    };
    let corner = if short {
        back_rank.last()
    } else {
        back_rank.first()
    };
    let found = match (king.first(), short) {
        (Some(king), true) => rooks.filter(|rook| rook.file() > king.file()).last(),
        (Some(king), false) => rooks.into_iter().find(|rook| rook.file() < king.file()),
        (None, _) => None,
    };
    found
        .or(corner)
        .unwrap_or_else(|| Square::from_index_unchecked(0))
}

/// Writes the board field: ranks from the top, runs of empty squares as numbers.
pub fn write_board<R: Rules>(setup: &Setup<R>, out: &mut impl Write) -> fmt::Result {
    for rank in (0..R::Geometry::RANKS).rev() {
        let mut empties = 0;
        for file in 0..R::Geometry::FILES {
            let square = Square::from_coords(file, rank).ok_or(fmt::Error)?;
            match setup.piece_at(square) {
                None => empties += 1,
                Some(piece) => {
                    if empties > 0 {
                        write!(out, "{empties}")?;
                        empties = 0;
                    }
                    out.write_char(piece.letter())?;
                }
            }
        }
        if empties > 0 {
            write!(out, "{empties}")?;
        }
        if rank > 0 {
            out.write_char('/')?;
        }
    }
    Ok(())
}

fn write_castling<R: Rules>(
    setup: &Setup<R>,
    notation: CastlingNotation,
    out: &mut impl Write,
) -> fmt::Result {
    if setup.castling_rooks.is_empty() {
        return out.write_char('-');
    }
    for color in Color::ALL {
        let back_rank = Bitboard::<R::Geometry>::relative_rank(color, 0);
        let rooks = setup.castling_rooks & back_rank;
        let king = (setup.squares_of(ColoredPiece {
            color,
            piece: R::KING,
        }) & back_rank)
            .first();
        // Rooks on the higher files first, as in `KQkq`.
        let mut ordered = rooks.collect::<Bitboard<R::Geometry>>();
        while let Some(rook) = ordered.last() {
            ordered.remove(rook);
            let letter = match (notation, king) {
                (CastlingNotation::XFen, Some(king)) => {
                    let short = rook.file() > king.file();
                    let outermost = outermost_rook(setup, color, back_rank, short);
                    if outermost == rook {
                        if short { 'k' } else { 'q' }
                    } else {
                        file_letter(rook.file())
                    }
                }
                _ => file_letter(rook.file()),
            };
            out.write_char(match color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            })?;
        }
    }
    Ok(())
}

/// Writes a full FEN with the castling rights in the given notation.
pub fn write_to<R: Rules>(
    setup: &Setup<R>,
    notation: CastlingNotation,
    out: &mut impl Write,
) -> fmt::Result {
    write_board(setup, out)?;
    write!(out, " {} ", setup.turn.letter())?;
    write_castling(setup, notation, out)?;
    match setup.ep_square {
        Some(square) => write!(out, " {square}")?,
        None => out.write_str(" -")?,
    }
    write!(out, " {} {}", setup.halfmoves, setup.fullmoves)
}

/// A full FEN as a string.
pub fn write<R: Rules>(setup: &Setup<R>, notation: CastlingNotation) -> String {
    let mut out = String::new();
    // Writing into a String cannot fail; a failure would only come from a broken invariant.
    let _ = write_to(setup, notation, &mut out);
    out
}
