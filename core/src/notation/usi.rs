//! USI notation, as shogi programs write it (the Universal Shogi Interface): moves such as
//! `7g7f`, `P*5e` and `8h2b+`, positions as SFEN. For any board of up to nine files, as
//! minishogi's 5×5: files are numbered from the right (`1` is white's, sente's, right-hand
//! file), ranks lettered from the top (`a` is black's, gote's, back rank). Castling, which
//! shogi does not know, is written as the king taking its rook.
//!
//! SFEN is the FEN's board field with `b` for the side that moves first (sente, chequer's
//! white, upper case) and `w` for the other, the pieces in hand as counts (`2Pn`, `-` for
//! none), and the number of the next ply instead of the half-move and full-move counters.

use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::movegen::moves::{Move, MoveKind};
use crate::notation::fen::{self, FenError};
use crate::notation::uci::{UciError, UciMove, write_promotion};
use crate::pieces::hand::Hand;
use crate::pieces::piece::{ColoredPiece, Piece};
use crate::position::problems::Validation;
use crate::position::{FromFenError, Position};
use crate::rules::Rules;
use alloc::format;
use alloc::string::String;
use core::fmt::{self, Write};

/// Writes `square` in USI: file number from the right, rank letter from the top.
fn write_square<G: Geometry>(square: Square<G>, out: &mut impl Write) -> fmt::Result {
    let file = G::FILES - square.file();
    let rank = char::from(b'a' + (G::RANKS - 1 - square.rank()));
    write!(out, "{file}{rank}")
}

/// Reads a USI square (one digit and one letter) from the start of `text`.
fn parse_square<G: Geometry>(text: &[u8]) -> Option<Square<G>> {
    let [digit, letter, ..] = text else {
        return None;
    };
    let file = digit.checked_sub(b'1').filter(|&file| file < G::FILES)?;
    let rank = letter.checked_sub(b'a').filter(|&rank| rank < G::RANKS)?;
    Square::from_coords(G::FILES - 1 - file, G::RANKS - 1 - rank)
}

impl<R: Rules> Position<R> {
    /// Writes `mv` in USI: `7g7f`, `8h2b+` for a promotion to the piece's promoted kind, `P*5e`
    /// for a drop. A promotion to another kind (a pawn's in chess) is written with its letter,
    /// as in UCI.
    pub fn write_usi(&self, mv: Move<R>, out: &mut impl Write) -> fmt::Result {
        if let Some(piece) = mv.dropped_piece() {
            write!(out, "{}*", piece.move_token())?;
            return write_square(mv.to(), out);
        }
        // A piece gated (S-chess) as in UCI: its letter after the move, and castling with
        // the rook's square first where it enters there.
        let gate = mv.gate();
        let (first, second) = match gate {
            Some((_, square)) if mv.kind() == MoveKind::Castle && square == mv.to() => {
                (mv.to(), mv.origin())
            }
            _ => (mv.origin(), mv.to()),
        };
        write_square(first, out)?;
        write_square(second, out)?;
        write_promotion(mv, out)?;
        if let Some((piece, _)) = gate {
            out.write_char(piece.letter())?;
        }
        // A wall as in UCI: a comma, the piece's destination and the wall's square.
        if let Some(wall) = mv.wall() {
            out.write_char(',')?;
            write_square(mv.to(), out)?;
            write_square(wall, out)?;
        }
        Ok(())
    }

    /// `mv` in USI as a string.
    pub fn usi(&self, mv: Move<R>) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = self.write_usi(mv, &mut text);
        text
    }

    /// The legal move that the USI `text` names.
    pub fn parse_usi(&self, text: &str) -> Result<Move<R>, UciError> {
        let (text, wall) = match text.split_once(',') {
            Some((text, wall)) => {
                let wall = wall.as_bytes();
                let square = parse_square(wall.get(2..).unwrap_or_default())
                    .filter(|_| wall.len() == 4)
                    .ok_or(UciError::Syntax)?;
                (text, Some(square))
            }
            None => (text, None),
        };
        let bytes = text.as_bytes();
        let parsed = if let Some(star) = bytes.iter().position(|&byte| byte == b'*') {
            let (token, square) = (&bytes[..star], &bytes[star + 1..]);
            let piece = R::Piece::from_move_token(token)
                .filter(|_| token.last().is_some_and(u8::is_ascii_uppercase))
                .ok_or(UciError::Syntax)?;
            let to = parse_square(square)
                .filter(|_| square.len() == 2)
                .ok_or(UciError::Syntax)?;
            UciMove::Drop { piece, to }
        } else {
            let from = parse_square(bytes).ok_or(UciError::Syntax)?;
            let to = parse_square(bytes.get(2..).unwrap_or_default()).ok_or(UciError::Syntax)?;
            UciMove::with_suffix(from, to, bytes.get(4..).unwrap_or_default())?
        };
        self.legal_move_of(parsed, wall)
    }

    /// The position in SFEN: `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`.
    /// Castling and en passant, which SFEN cannot say, are left out.
    pub fn sfen(&self) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = fen::write_board(&self.to_setup(), &mut text);
        let turn = match self.turn() {
            Color::White => 'b',
            Color::Black => 'w',
        };
        let _ = write!(text, " {turn} ");
        let mut empty = true;
        for color in Color::ALL {
            // The higher kinds first: rook, bishop, gold, silver, knight, lance, pawn in shogi.
            for piece in (0..R::Piece::COUNT).rev().filter_map(R::Piece::from_index) {
                let count = self.hand().count(color, piece);
                if count == 0 {
                    continue;
                }
                if count > 1 {
                    let _ = write!(text, "{count}");
                }
                text.push(ColoredPiece { color, piece }.letter());
                empty = false;
            }
        }
        if empty {
            text.push('-');
        }
        let ply = 2 * self.fullmoves().saturating_sub(1) + u32::from(self.turn() == Color::Black);
        let _ = write!(text, " {}", ply + 1);
        text
    }

    /// Parses and validates an SFEN (a missing ply number counts as 1).
    pub fn from_sfen(sfen: &str, validation: Validation) -> Result<Self, FromFenError> {
        let fen = sfen_to_fen::<R>(sfen).map_err(FromFenError::Fen)?;
        Self::from_fen(&fen, validation)
    }
}

/// The FEN of an SFEN: the board, the pocket spelled out, the turn, and the full-move number of
/// the ply.
fn sfen_to_fen<R: Rules>(sfen: &str) -> Result<String, FenError> {
    let mut fields = sfen.split_ascii_whitespace();
    let board = fields.next().ok_or(FenError::Empty)?;
    let turn = match fields.next() {
        Some("b") | None => Color::White,
        Some("w") => Color::Black,
        Some(_) => return Err(FenError::BadTurn),
    };
    let mut pocket = String::new();
    match fields.next() {
        Some("-") | None => {}
        Some(hand) if R::Hand::DROPS => {
            let mut count = 0usize;
            for letter in hand.chars() {
                if let Some(digit) = letter.to_digit(10) {
                    count = count * 10 + digit as usize;
                    if count > crate::position::zobrist::MAX_IN_HAND {
                        return Err(FenError::BadPocket);
                    }
                    continue;
                }
                if !letter.is_ascii_alphabetic() {
                    return Err(FenError::BadPocket);
                }
                pocket.extend(core::iter::repeat_n(letter, count.max(1)));
                count = 0;
            }
            if count != 0 {
                return Err(FenError::BadPocket);
            }
        }
        Some(_) => return Err(FenError::UnexpectedPocket),
    }
    let ply: u32 = match fields.next() {
        Some(ply) => ply
            .parse()
            .ok()
            .filter(|&ply| ply > 0)
            .ok_or(FenError::BadCounter)?,
        None => 1,
    };
    if fields.next().is_some() {
        return Err(FenError::TrailingFields);
    }
    let pocket = if R::Hand::DROPS {
        format!("[{pocket}]")
    } else {
        String::new()
    };
    let turn = turn.letter();
    Ok(format!(
        "{board}{pocket} {turn} - - 0 {}",
        (ply - 1) / 2 + 1
    ))
}
