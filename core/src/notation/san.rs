//! Standard algebraic notation (SAN): `Nf3`, `exd5`, `Rad1`, `e8=Q+`, `O-O-O#`.
//!
//! Written from the real legal moves (disambiguation by file, then rank, then both) and read
//! leniently: `0-0` for `O-O`, missing or extra `+`, `#`, `!` and `?`, a missing `x`, and
//! more disambiguation than needed are all accepted, as long as one legal move matches.
//! Drops are written `N@f3`, the letter in upper case for both sides (`P@e4` for a pawn; `@e4`
//! is read as a pawn drop too). A promoted kind is named by its token (`+R`), and a promotion
//! to it written `=+R`. A move that puts a wall is followed by a comma and the wall's square
//! (`e4,e5`), and one that gates a piece from hand by a `/` and its letter (`Nf3/H`, castling
//! with the square it enters on: `O-O/He1`), as Fairy-Stockfish writes them.

use crate::board::color::Color;
use crate::board::square::{Square, file_letter};
use crate::game::outcome::Outcome;
use crate::movegen::moves::{Move, MoveKind};
use crate::notation::split_wall;
use crate::pieces::piece::{ColoredPiece, Piece, Token};
use crate::position::Position;
use crate::position::castling::CastlingSide;
use crate::rules::Ending;
use crate::rules::Rules;
use crate::rules::{Movement, Promotion};
use alloc::string::String;
use core::fmt::{self, Write};

/// Why a SAN move was not accepted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SanError {
    /// Not SAN for this board and its pieces.
    Syntax,
    /// Well formed, but no legal move matches.
    Illegal,
    /// More than one legal move matches: more disambiguation is needed.
    Ambiguous,
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SanError::Syntax => "invalid SAN move",
            SanError::Illegal => "illegal move",
            SanError::Ambiguous => "ambiguous move",
        })
    }
}

impl core::error::Error for SanError {}

/// What a SAN text says, before it is matched against the legal moves.
struct SanParts<R: Rules> {
    /// `None` for castling.
    piece: Option<R::Piece>,
    castle: Option<CastlingSide>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Option<Square<R::Geometry>>,
    promotion: Option<R::Piece>,
    /// A drop from hand of `piece`.
    drop: bool,
}

impl<R: Rules> SanParts<R> {
    fn parse(text: &str) -> Option<Self> {
        let text = text.trim_end_matches(['+', '#', '!', '?']);
        let castle = match text {
            "O-O" | "0-0" => Some(CastlingSide::KingSide),
            "O-O-O" | "0-0-0" => Some(CastlingSide::QueenSide),
            _ => None,
        };
        if castle.is_some() {
            return Some(SanParts {
                piece: None,
                castle,
                from_file: None,
                from_rank: None,
                to: None,
                promotion: None,
                drop: false,
            });
        }
        let bytes = text.as_bytes();
        if let Some(at) = text.find('@') {
            let piece = match &bytes[..at] {
                [] => R::PAWN?,
                token => R::Piece::from_move_token(token)?,
            };
            let (to, used) = Square::parse_prefix(&bytes[at + 1..])?;
            return (used == bytes.len() - at - 1).then_some(SanParts {
                piece: Some(piece),
                castle: None,
                from_file: None,
                from_rank: None,
                to: Some(to),
                promotion: None,
                drop: true,
            });
        }
        // A promotion: `=Q`, `=+P` to a promoted kind, or a bare piece letter after the
        // destination's rank.
        let (body, promotion) = match bytes {
            [body @ .., b'=', b'+', letter] => (body, Some((true, *letter))),
            [body @ .., b'=', letter] => (body, Some((false, *letter))),
            [body @ .., digit, letter]
                if digit.is_ascii_digit() && letter.is_ascii_alphabetic() =>
            {
                (&bytes[..body.len() + 1], Some((false, *letter)))
            }
            _ => (bytes, None),
        };
        let promotion = match promotion {
            Some((promoted, letter)) => Some(R::Piece::from_token(promoted, char::from(letter))?),
            None => None,
        };
        // The destination: the last file letter and the digits after it.
        let digits = body.iter().rev().take_while(|b| b.is_ascii_digit()).count();
        let to_start = body.len().checked_sub(digits + 1)?;
        let (to, used) = Square::parse_prefix(&body[to_start..])?;
        if used != digits + 1 {
            return None;
        }
        let mut prefix = &body[..to_start];
        if let [rest @ .., b'x' | b':'] = prefix {
            prefix = rest;
        }
        let piece = match prefix {
            [b'+', letter, rest @ ..] if letter.is_ascii_uppercase() => {
                prefix = rest;
                R::Piece::from_token(true, char::from(*letter))?
            }
            [letter, rest @ ..] if letter.is_ascii_uppercase() => {
                prefix = rest;
                R::Piece::from_letter(char::from(*letter))?
            }
            _ => R::PAWN?,
        };
        let from_file = match prefix {
            [letter, rest @ ..] if letter.is_ascii_lowercase() => {
                prefix = rest;
                Some(letter - b'a')
            }
            _ => None,
        };
        let from_rank = if prefix.is_empty() {
            None
        } else {
            let rank: u8 = core::str::from_utf8(prefix).ok()?.parse().ok()?;
            Some(rank.checked_sub(1)?)
        };
        Some(SanParts {
            piece: Some(piece),
            castle: None,
            from_file,
            from_rank,
            to: Some(to),
            promotion,
            drop: false,
        })
    }

    fn matches(&self, position: &Position<R>, mv: Move<R>) -> bool {
        let Some(from) = mv.from() else {
            return self.drop && mv.dropped_piece() == self.piece && Some(mv.to()) == self.to;
        };
        if mv.kind() == MoveKind::Castle {
            return self.castle == Some(CastlingSide::of(from, mv.to()));
        }
        let moving = position.piece_at(from).map(|piece| piece.piece);
        self.castle.is_none()
            && !self.drop
            && moving == self.piece
            && Some(mv.to()) == self.to
            && mv.promotion_piece() == self.promotion
            && self.from_file.is_none_or(|file| from.file() == file)
            && self.from_rank.is_none_or(|rank| from.rank() == rank)
    }
}

impl<R: Rules> Position<R> {
    /// The legal move that the SAN `text` names.
    pub fn parse_san(&self, text: &str) -> Result<Move<R>, SanError> {
        let (text, wall) = split_wall(text.trim()).map_err(|()| SanError::Syntax)?;
        let (text, gate) = split_gate::<R>(text).ok_or(SanError::Syntax)?;
        let parts = SanParts::<R>::parse(text).ok_or(SanError::Syntax)?;
        let moves = self.legal_moves();
        let mut matching = moves
            .iter()
            .filter(|&&mv| mv.wall() == wall && gate_matches(mv, gate) && parts.matches(self, mv));
        match (matching.next(), matching.next()) {
            (Some(&mv), None) => Ok(mv),
            (Some(_), Some(_)) => Err(SanError::Ambiguous),
            (None, _) => Err(SanError::Illegal),
        }
    }

    /// Calls `visit` with each legal move of a `piece` to `to` (castling and drops apart) until
    /// it returns `false`: the moves a SAN move must be told apart from.
    pub fn for_each_legal_move_to(
        &self,
        piece: R::Piece,
        to: Square<R::Geometry>,
        mut visit: impl FnMut(Move<R>) -> bool,
    ) -> bool {
        self.for_each_legal_group(|group| {
            if group.piece != piece || group.is_drop() || !group.to.contains(to) {
                return true;
            }
            group
                .into_iter()
                .filter(|mv| mv.to() == to && mv.kind() != MoveKind::Castle)
                .all(&mut visit)
        })
    }

    /// Writes the legal move `mv` in SAN, with `#` when it wins the game for the mover (mate,
    /// or the rule set's own win: an exploded king, the third check, a king on the hill) and
    /// `+` when it gives check otherwise, as lichess and python-chess write them. A move that
    /// ends the game for the other side (taking antichess's last enemy piece, racing kings'
    /// move that lets the other king's arrival stand, dōbutsu's lion stepping aside while the
    /// other comes home) has no `#`.
    pub fn write_san(&self, mv: Move<R>, out: &mut impl Write) -> fmt::Result {
        self.write_san_without_suffix(mv, out)?;
        if let Some((piece, square)) = mv.gate() {
            write!(out, "/{}", upper_token(piece))?;
            if mv.kind() == MoveKind::Castle {
                write!(out, "{square}")?;
            }
        }
        if let Some(wall) = mv.wall() {
            write!(out, ",{wall}")?;
        }
        let mut after = *self;
        after.play_unchecked(mv);
        let ended = R::Ending::variant_outcome(&after)
            .or_else(|| (!after.has_legal_move()).then(|| R::Ending::no_moves_outcome(&after)));
        if ended.and_then(Outcome::winner) == Some(self.turn) {
            out.write_char('#')?;
        } else if after.is_check() {
            out.write_char('+')?;
        }
        Ok(())
    }

    fn write_san_without_suffix(&self, mv: Move<R>, out: &mut impl Write) -> fmt::Result {
        let to = mv.to();
        let Some(from) = mv.from() else {
            return match mv.dropped_piece() {
                Some(piece) => write!(out, "{}@{to}", piece.move_token()),
                None => write!(out, "?@{to}"),
            };
        };
        if mv.kind() == MoveKind::Castle {
            return out.write_str(match CastlingSide::of(from, to) {
                CastlingSide::KingSide => "O-O",
                CastlingSide::QueenSide => "O-O-O",
            });
        }
        let Some(moving) = self.piece_at(from) else {
            return write!(out, "{from}{to}");
        };
        let capture = match mv.kind() {
            MoveKind::EnPassant => true,
            // A pass is written as the king "moving" to its own square (`Ke2`), as
            // Fairy-Stockfish writes it.
            MoveKind::Pass => false,
            // An enemy's square: a promotion in place stays on the mover's own.
            _ => self.by_color(!moving.color).contains(to),
        };
        if Some(moving.piece) == R::PAWN {
            let promotion_move = const { R::Promotion::PROMOTION_MOVES.is_some() }
                && mv.promotion_piece().is_some()
                && from != to
                && !capture;
            if promotion_move {
                // A promotion move that leaves its square names it (`d5c4=F`), as
                // Fairy-Stockfish writes it.
                write!(out, "{from}")?;
            } else if R::Movement::DISTINCT_QUIET {
                // Pawns that step more ways than forward may reach one square from two: a
                // step and a capture from one file (`f5xe6`, `f6e6`), or two steps (`ab4`).
                self.write_disambiguation(moving.piece, mv, capture, out)?;
                if capture {
                    out.write_char('x')?;
                }
            } else if capture {
                write!(out, "{}x", file_letter(from.file()))?;
            }
        } else {
            write!(out, "{}", upper_token(moving.piece))?;
            self.write_disambiguation(moving.piece, mv, false, out)?;
            if capture {
                out.write_char('x')?;
            }
        }
        write!(out, "{to}")?;
        if let Some(piece) = mv.promotion_piece() {
            write!(out, "={}", upper_token(piece))?;
        }
        Ok(())
    }

    /// The file, the rank or both of `mv`'s square, as far as other legal moves of the same
    /// kind of piece to the same square (and wall) need; the file always `with_file` (pawn
    /// captures).
    fn write_disambiguation(
        &self,
        piece: R::Piece,
        mv: Move<R>,
        with_file: bool,
        out: &mut impl Write,
    ) -> fmt::Result {
        let Some(from) = mv.from() else {
            return Ok(());
        };
        let (mut others, mut same_file, mut same_rank) = (false, false, false);
        // A move that gates is told apart from the moves that cannot gate the same kind
        // (Fairy-Stockfish disambiguates none, leaving two rooks on their gates ambiguous).
        let gated = mv.gate().map(|(piece, _)| piece);
        self.for_each_legal_move_to(piece, mv.to(), |other| {
            let same_wall = mv.wall().is_none_or(|wall| self.may_put_wall(other, wall));
            let same_gate = |from| gated.is_none_or(|piece| self.may_gate_from(from, piece));
            if let Some(other) = other
                .from()
                .filter(|&other| other != from && same_wall && same_gate(other))
            {
                others = true;
                same_file |= other.file() == from.file();
                same_rank |= other.rank() == from.rank();
            }
            true
        });
        if with_file {
            out.write_char(file_letter(from.file()))?;
            if same_file {
                write!(out, "{}", from.rank() + 1)?;
            }
            return Ok(());
        }
        if !others {
            return Ok(());
        }
        if !same_file {
            return out.write_char(file_letter(from.file()));
        }
        if !same_rank {
            return write!(out, "{}", from.rank() + 1);
        }
        write!(out, "{}{}", file_letter(from.file()), from.rank() + 1)
    }

    /// `mv` in SAN as a string.
    pub fn san(&self, mv: Move<R>) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = self.write_san(mv, &mut text);
        text
    }
}

/// A gated piece as Fairy-Stockfish's SAN writes it after the move
/// ([`Drops::GATING`](crate::Drops::GATING)): its letter, and for castling the square it
/// enters on (`Nf3/H`, `O-O/Eh1`).
type WrittenGate<R> = (<R as Rules>::Piece, Option<Square<<R as Rules>::Geometry>>);

/// Splits a SAN text at the `/` that introduces a gated piece: the move, and the gate if
/// there is one; `None` where the text after the `/` names no piece (and square).
fn split_gate<R: Rules>(text: &str) -> Option<(&str, Option<WrittenGate<R>>)> {
    let Some((base, gate)) = text.split_once('/') else {
        return Some((text, None));
    };
    let gate = gate.trim_end_matches(['+', '#', '!', '?']).as_bytes();
    let (&letter, square) = gate.split_first()?;
    let piece = R::Piece::from_letter(char::from(letter))?;
    let square = match Square::parse_prefix(square) {
        _ if square.is_empty() => None,
        Some((square, used)) if used == gate.len() - 1 => Some(square),
        _ => return None,
    };
    Some((base, Some((piece, square))))
}

/// Whether `mv` gates what the text says, nothing where it says nothing.
fn gate_matches<R: Rules>(mv: Move<R>, written: Option<WrittenGate<R>>) -> bool {
    match (mv.gate(), written) {
        (None, None) => true,
        (Some((piece, square)), Some((written, written_square))) => {
            piece == written && written_square.is_none_or(|written| written == square)
        }
        _ => false,
    }
}

/// The token of a kind in upper case, as SAN names the pieces of both sides.
fn upper_token<P: Piece>(piece: P) -> Token {
    let color = Color::White;
    ColoredPiece { color, piece }.token()
}
