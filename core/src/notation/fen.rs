//! Forsyth–Edwards Notation: lenient parsing into a [`Setup`], canonical writing.
//!
//! Boards of any size are supported: ranks are separated by `/`, runs of empty squares may
//! take several digits (`10` on a ten-file board). Castling rights are read in X-FEN (`KQkq`
//! for the outermost rook on each side, a file letter for an inner one) and Shredder-FEN
//! (`HAha`, the rook files) alike; the writer takes the notation as a parameter.
//!
//! Rule sets with pieces in hand read their pockets after the board, as `[QRn]` (`[]` or `[-]`
//! when empty) or as an extra rank after a `/`, and write `[QRn]`. The rule set's own state
//! reads and writes what else it keeps: marks after pieces (`~`) and extra fields (check
//! counters), through [`VariantState`].

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::square::{Square, file_letter};
use crate::notation::gates;
use crate::pieces::hand::Hand;
use crate::pieces::piece::{ColoredPiece, Piece};
use crate::position::castling::CastlingSide;
use crate::position::setup::Setup;
use crate::position::state::VariantState;
use crate::rules::Castling;
use crate::rules::Rules;
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
    /// A hole (`*`) where the board has a square and the rule set has no walls
    /// ([`VariantState::walls`](crate::VariantState::walls)), or a piece or an empty square
    /// where it has a hole ([`Geometry::HOLES`](crate::Geometry::HOLES)).
    Hole,
    /// A mark after a piece (such as `~`) that the rule set does not use, or one with no
    /// piece before it.
    BadMark,
    /// A pocket (`[..]` or an extra rank) in a rule set without pieces in hand.
    UnexpectedPocket,
    /// A pocket with a letter that names no piece, or more pieces than a hand can hold.
    BadPocket,
    /// A field of the rule set's own state that does not say what it must; the text says
    /// what is wrong.
    BadVariantField(&'static str),
    /// The side to move is not `w` or `b`.
    BadTurn,
    /// The castling field is malformed.
    BadCastling,
    /// The en-passant field is not `-`, a square, or squares of which one is empty.
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
            FenError::Hole => "a `*` where the board has no hole and the rules no walls, or a square where it has a hole",
            FenError::BadMark => "a mark after a piece that this rule set does not use",
            FenError::UnexpectedPocket => "a pocket, but this rule set has no pieces in hand",
            FenError::BadPocket => {
                "invalid pocket: it holds piece letters of this rule set only, at most 64 of a kind"
            }
            FenError::BadVariantField(why) => why,
            FenError::BadTurn => "side to move must be 'w' or 'b'",
            FenError::BadCastling => "invalid castling field",
            FenError::BadEnPassant => "invalid en-passant square",
            FenError::BadCounter => "invalid move counter",
            FenError::TrailingFields => "unexpected fields after the move counters",
        })
    }
}

impl core::error::Error for FenError {}

/// Parses a FEN. Missing trailing fields take their defaults (`w - - 0 1`); where the rule set
/// has neither castling nor en passant, the move counters may follow the side to move
/// directly, as Fairy-Stockfish writes shogi's FENs. Fields the six standard ones do not
/// account for go to the rule set's state, which may take them.
pub fn parse<R: Rules>(fen: &str) -> Result<Setup<R>, FenError> {
    let mut fields = fen.split_ascii_whitespace();
    let board = fields.next().ok_or(FenError::Empty)?;
    let mut setup = Setup::<R>::empty();
    let board = split_bracketed_pocket(&mut setup, board)?;
    parse_board(&mut setup, board)?;
    if let Some(turn) = fields.next() {
        setup.turn = match turn {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::BadTurn),
        };
    }
    let mut fields = fields.peekable();
    // Fairy-Stockfish leaves both fields out where the rule set has neither (shogi: `w 0 1`).
    let omitted = R::CASTLING_ROOK.is_none()
        && !R::EN_PASSANT
        && fields
            .peek()
            .is_some_and(|field| field.bytes().all(|byte| byte.is_ascii_digit()));
    if !omitted {
        if let Some(castling) = fields.next() {
            parse_castling(&mut setup, castling)?;
        }
        if let Some(ep) = fields.next() {
            // Fairy-Stockfish writes a counting limit here in the rule sets that count.
            if !setup.state.read_instead_of_en_passant(ep)? {
                parse_en_passant(&mut setup, ep)?;
            }
        }
    }
    let mut counters = 0;
    for field in fields {
        if setup.state.read_field(field)? {
            continue;
        }
        if let Some(clock) = field.strip_prefix(CLOCK_FIELD) {
            setup.halfmoves = clock.parse().map_err(|_| FenError::BadCounter)?;
            continue;
        }
        let counter = field.parse().map_err(|_| FenError::BadCounter);
        match counters {
            0 => {
                let counter = counter?;
                if !setup.state.read_counted_plies(counter) {
                    setup.halfmoves = counter;
                }
            }
            1 if counter? == 0 => return Err(FenError::BadCounter),
            1 => setup.fullmoves = counter?,
            _ => return Err(FenError::TrailingFields),
        }
        counters += 1;
    }
    Ok(setup)
}

/// Reads a pocket written `board[QRn]` into `setup`; returns the board without it.
fn split_bracketed_pocket<'a, R: Rules>(
    setup: &mut Setup<R>,
    board: &'a str,
) -> Result<&'a str, FenError> {
    let Some((board, pocket)) = board.split_once('[') else {
        return Ok(board);
    };
    let pocket = pocket.strip_suffix(']').ok_or(FenError::BadPocket)?;
    parse_pocket(setup, pocket)?;
    Ok(board)
}

/// Reads pocket letters (`QRn`; `-` alone for none) into `setup`'s hand.
fn parse_pocket<R: Rules>(setup: &mut Setup<R>, pocket: &str) -> Result<(), FenError> {
    if !R::Hand::DROPS {
        return Err(FenError::UnexpectedPocket);
    }
    if pocket == "-" {
        return Ok(());
    }
    for letter in pocket.chars() {
        let piece = ColoredPiece::<R::Piece>::from_letter(letter)
            .filter(|_| letter.is_ascii_alphabetic())
            .ok_or(FenError::BadPocket)?;
        let count = setup.hand.count(piece.color, piece.piece);
        if usize::from(count) >= crate::position::zobrist::MAX_IN_HAND {
            return Err(FenError::BadPocket);
        }
        setup.hand.set_count(piece.color, piece.piece, count + 1);
    }
    Ok(())
}

fn parse_board<R: Rules>(setup: &mut Setup<R>, board: &str) -> Result<(), FenError> {
    let files = R::Geometry::FILES as usize;
    let ranks = R::Geometry::RANKS as usize;
    let mut rank_count = 0;
    for (row, text) in board.split('/').enumerate() {
        if row == ranks && R::Hand::DROPS {
            // The pocket as an extra rank.
            parse_pocket(setup, text)?;
            continue;
        }
        if row >= ranks {
            return Err(FenError::WrongRankCount);
        }
        rank_count += 1;
        let rank = (ranks - 1 - row) as u8;
        let mut file = 0usize;
        let mut empties = 0usize;
        let mut last_piece = None;
        let mut bytes = text.bytes().peekable();
        while let Some(byte) = bytes.next() {
            if byte.is_ascii_digit() {
                empties = empties * 10 + usize::from(byte - b'0');
                // A run of empty squares is a positive number without leading zeros.
                if empties == 0 || empties > files {
                    return Err(FenError::WrongRankWidth);
                }
                last_piece = None;
                if bytes.peek().is_some_and(u8::is_ascii_digit) {
                    continue;
                }
                if (file..file + empties).any(|file| is_hole::<R>(file, rank)) {
                    return Err(FenError::Hole);
                }
                file += empties;
                empties = 0;
            } else if byte == b'*' {
                // A hole, a square the board does not have, or a wall of the rule set's state.
                let square = Square::from_coords(file as u8, rank).filter(|_| file < files);
                let Some(square) = square else {
                    return Err(FenError::Hole);
                };
                if !square.is_hole() && !setup.state.read_wall(square) {
                    return Err(FenError::Hole);
                }
                last_piece = None;
                file += 1;
            } else if byte.is_ascii_alphabetic() || byte == b'+' {
                let (promoted, letter) = match byte {
                    b'+' => (true, bytes.next().ok_or(FenError::UnknownPiece)?),
                    _ => (false, byte),
                };
                let piece =
                    ColoredPiece::<R::Piece>::from_token_parts(promoted, char::from(letter))
                        .ok_or(FenError::UnknownPiece)?;
                let square = Square::from_coords(file as u8, rank)
                    .filter(|_| file < files)
                    .ok_or(FenError::WrongRankWidth)?;
                if square.is_hole() {
                    return Err(FenError::Hole);
                }
                setup.set_piece(square, Some(piece));
                last_piece = Some(square);
                file += 1;
            } else if byte.is_ascii_punctuation() {
                // A mark of the rule set's state after a piece (`~`: promoted).
                let square = last_piece.ok_or(FenError::BadMark)?;
                if !setup.state.read_mark(char::from(byte), square) {
                    return Err(FenError::BadMark);
                }
            } else {
                return Err(FenError::UnknownPiece);
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

/// Whether the square on `file` (counted from 0, may be past the edge) and `rank` is one of
/// the board's holes.
fn is_hole<R: Rules>(file: usize, rank: u8) -> bool {
    <R::Geometry as Geometry>::HOLES != 0
        && file < usize::from(R::Geometry::FILES)
        && Square::<R::Geometry>::from_coords(file as u8, rank).is_some_and(Square::is_hole)
}

/// The en-passant field: `-`, a square, or as Fairy-Stockfish writes it for some pawns,
/// several squares run together (`h5h6`, `c5d6`: each square the pawn passed or reached). Of
/// several, the one empty square is where the pawn passed, and an occupied one beside its file
/// is where a pawn that stepped diagonally stands. Sets `ep_square` and `ep_pawn_aside`.
fn parse_en_passant<R: Rules>(setup: &mut Setup<R>, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let mut rest = field.as_bytes();
    let (mut first, mut passed, mut reached, mut count) = (None, None, None, 0);
    while !rest.is_empty() {
        let (square, used) = Square::parse_prefix(rest).ok_or(FenError::BadEnPassant)?;
        rest = &rest[used..];
        count += 1;
        first.get_or_insert(square);
        let slot = match setup.piece_at(square) {
            None => &mut passed,
            Some(_) => &mut reached,
        };
        if slot.replace(square).is_some() {
            return Err(FenError::BadEnPassant);
        }
    }
    if count == 1 {
        setup.ep_square = first;
        return Ok(());
    }
    let passed: Square<R::Geometry> = passed.ok_or(FenError::BadEnPassant)?;
    setup.ep_square = Some(passed);
    setup.ep_pawn_aside = reached.filter(|pawn| pawn.file() != passed.file());
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
        let back_rank = R::Castling::castling_rank(color);
        let rank = back_rank.first().ok_or(FenError::BadCastling)?.rank();
        let lower = letter.to_ascii_lowercase();
        let rook = match lower {
            'k' | 'q' => {
                let rook = outermost_rook(setup, color, back_rank, lower == 'k');
                gates::read_castling_gates(setup, color, rook);
                rook
            }
            _ => {
                let file = lower as u8 - b'a';
                let square = Square::from_coords(file, rank).ok_or(FenError::BadCastling)?;
                if gates::read_gate(setup, color, square) || setup.state.read_right(color, square) {
                    continue;
                }
                square
            }
        };
        setup.castling_rooks.insert(rook);
    }
    gates::castle_from_gates(setup);
    Ok(())
}

/// The rook an X-FEN `K` or `Q` names: the castling partner on that side of the king nearest
/// the file [`Castling::xfen_rook_file`](crate::Castling::xfen_rook_file) gives (the outermost one by default), or the square on
/// that file when there is none (validation then reports the right).
fn outermost_rook<R: Rules>(
    setup: &Setup<R>,
    color: Color,
    back_rank: Bitboard<R::Geometry>,
    short: bool,
) -> Square<R::Geometry> {
    let king = setup.castling_king(color);
    let rooks = back_rank
        .into_iter()
        .filter(|&square| {
            setup
                .piece_at(square)
                .is_some_and(|piece| piece.color == color && R::Castling::castles(piece.piece))
        })
        .collect::<Bitboard<R::Geometry>>();
    let side = if short {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let start_file = R::Castling::xfen_rook_file(side);
    let start = back_rank
        .into_iter()
        .find(|square| square.file() == start_file);
    let found = match (king, short) {
        (Some(king), true) => rooks
            .filter(|rook| (king.file() + 1..=start_file).contains(&rook.file()))
            .last(),
        (Some(king), false) => rooks
            .into_iter()
            .find(|rook| (start_file..king.file()).contains(&rook.file())),
        (None, _) => None,
    };
    found
        .or(start)
        .unwrap_or_else(|| Square::from_index_unchecked(0))
}

/// Writes the board field: ranks from the top, runs of empty squares as numbers, holes and
/// walls as `*`.
pub fn write_board<R: Rules>(setup: &Setup<R>, out: &mut impl Write) -> fmt::Result {
    for rank in (0..R::Geometry::RANKS).rev() {
        let mut empties = 0;
        for file in 0..R::Geometry::FILES {
            let square = Square::from_coords(file, rank).ok_or(fmt::Error)?;
            if square.is_hole() || setup.state.walls().contains(square) {
                if empties > 0 {
                    write!(out, "{empties}")?;
                    empties = 0;
                }
                out.write_char('*')?;
                continue;
            }
            match setup.piece_at(square) {
                None => empties += 1,
                Some(piece) => {
                    if empties > 0 {
                        write!(out, "{empties}")?;
                        empties = 0;
                    }
                    write!(out, "{}", piece.token())?;
                    if let Some(mark) = setup.state.mark(square) {
                        out.write_char(mark)?;
                    }
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
    let state_rights = |color| setup.state.rights(color);
    if setup.castling_rooks.is_empty()
        && Color::ALL.iter().all(|&c| state_rights(c).is_empty())
        && !gates::any(setup)
    {
        return out.write_char('-');
    }
    for color in Color::ALL {
        let back_rank = R::Castling::castling_rank(color);
        let rooks = setup.castling_rooks & back_rank;
        let king = setup.castling_king(color);
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
            write_in_case(color, letter, out)?;
        }
        for square in state_rights(color) {
            write_in_case(color, file_letter(square.file()), out)?;
        }
        gates::write_gates(setup, color, notation, out)?;
    }
    Ok(())
}

/// Writes a castling-field letter: upper case for white, lower case for black.
pub(crate) fn write_in_case(color: Color, letter: char, out: &mut impl Write) -> fmt::Result {
    out.write_char(match color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter,
    })
}

/// Writes a full FEN with the castling rights in the given notation.
pub fn write_to<R: Rules>(
    setup: &Setup<R>,
    notation: CastlingNotation,
    out: &mut impl Write,
) -> fmt::Result {
    write_board(setup, out)?;
    if R::Hand::DROPS {
        write_pocket(setup, out)?;
    }
    write!(out, " {} ", setup.turn.letter())?;
    write_castling(setup, notation, out)?;
    let count = setup.state.count();
    if let Some((limit, _)) = count {
        // A running count takes the en-passant field, as Fairy-Stockfish writes it.
        write!(out, " {limit}")?;
    } else {
        match (setup.ep_square, setup.ep_pawn_aside) {
            // As Fairy-Stockfish writes the squares: in index order.
            (Some(square), Some(pawn)) if pawn.index() < square.index() => {
                write!(out, " {pawn}{square}")?
            }
            (Some(square), Some(pawn)) => write!(out, " {square}{pawn}")?,
            (Some(square), None) => write!(out, " {square}")?,
            (None, _) => out.write_str(" -")?,
        }
    }
    setup.state.write_fields(out)?;
    match count {
        // The count takes the half-move field too; the clock, where it is not 0, follows in
        // a field of its own, which Fairy-Stockfish's FENs lack (it reads the clock as 0).
        Some((_, plies)) if setup.halfmoves != 0 => write!(
            out,
            " {CLOCK_FIELD}{} {plies} {}",
            setup.halfmoves, setup.fullmoves
        ),
        Some((_, plies)) => write!(out, " {plies} {}", setup.fullmoves),
        None => write!(out, " {} {}", setup.halfmoves, setup.fullmoves),
    }
}

/// The prefix of the field that holds the half-move clock where a running count takes the
/// half-move field (`... w - 128 clock=5 18 34`).
const CLOCK_FIELD: &str = "clock=";

/// Writes the pocket as `[QRBNPqrbnp]`: white's pieces first, each side's from the highest
/// kind index down (queens before pawns in orthodox chess); `[]` when empty.
fn write_pocket<R: Rules>(setup: &Setup<R>, out: &mut impl Write) -> fmt::Result {
    out.write_char('[')?;
    for color in Color::ALL {
        for index in (0..R::Piece::COUNT).rev() {
            let Some(piece) = R::Piece::from_index(index) else {
                continue;
            };
            let letter = ColoredPiece { color, piece }.letter();
            for _ in 0..setup.hand.count(color, piece) {
                out.write_char(letter)?;
            }
        }
    }
    out.write_char(']')
}

/// A full FEN as a string.
pub fn write<R: Rules>(setup: &Setup<R>, notation: CastlingNotation) -> String {
    let mut out = String::new();
    // Writing into a String cannot fail; a failure would only come from a broken invariant.
    let _ = write_to(setup, notation, &mut out);
    out
}
