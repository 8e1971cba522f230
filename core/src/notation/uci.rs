//! UCI long algebraic notation: `e2e4`, `e7e8q`, castling as `e1g1` or, in Chess960 mode, as
//! the king taking its own rook (`e1h1`), drops as `P@e4` (the piece letter in upper case for
//! both sides, as lichess and Fairy-Stockfish write them; lower case is read too), and as
//! Fairy-Stockfish writes shogi's, a promotion to a piece's promoted kind as `h2b8+`.

use crate::board::square::Square;
use crate::movegen::moves::{Move, MoveKind};
use crate::notation::split_wall;
use crate::pieces::piece::Piece;
use crate::position::Position;
use crate::position::castling::{self, CastlingMode};
use crate::rules::Promotion;
use crate::rules::Rules;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};

/// Why a UCI move was not accepted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UciError {
    /// Not of the form `<from><to>[promotion]` for this board and its pieces.
    Syntax,
    /// Well formed, but not a legal move in the position.
    Illegal,
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UciError::Syntax => "invalid UCI move",
            UciError::Illegal => "illegal move",
        })
    }
}

impl core::error::Error for UciError {}

/// A UCI move as written, not yet matched against a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UciMove<R: Rules> {
    /// A piece moving from one square to another.
    Normal {
        /// The square the piece leaves.
        from: Square<R::Geometry>,
        /// The square written second: the destination, or for castling the king's
        /// destination or the rook's square.
        to: Square<R::Geometry>,
        /// The promotion piece, if a letter follows the squares.
        promotion: Option<R::Piece>,
    },
    /// A piece that promotes to its promoted kind ([`Piece::promoted`]), written with a
    /// trailing `+` as Fairy-Stockfish writes shogi's promotions (`h2b8+`).
    PiecePromotion {
        /// The square the piece leaves.
        from: Square<R::Geometry>,
        /// Where it lands.
        to: Square<R::Geometry>,
    },
    /// A promoted piece that turns back into the kind it promoted from
    /// ([`Promotion::promotion_of`](crate::Promotion::promotion_of)), written with a trailing `-` as Fairy-Stockfish writes kyoto
    /// shogi's demotions (`a1a5-`).
    PieceDemotion {
        /// The square the piece leaves.
        from: Square<R::Geometry>,
        /// Where it lands.
        to: Square<R::Geometry>,
    },
    /// A piece from hand dropped on a square (`N@f3`), or its promoted kind where
    /// [`Drops::DROPS_PROMOTED`](crate::Drops::DROPS_PROMOTED) (`+P@c3`).
    Drop {
        /// The piece dropped.
        piece: R::Piece,
        /// Where.
        to: Square<R::Geometry>,
    },
}

impl<R: Rules> UciMove<R> {
    /// Parses the text of a move (`e2e4`, `a7a8q`, `j9j10` on tall boards, `Q@d5`).
    pub fn parse(text: &str) -> Result<Self, UciError> {
        let bytes = text.as_bytes();
        if let Some(at) = bytes.iter().position(|&byte| byte == b'@') {
            let piece = R::Piece::from_move_token(&bytes[..at]).ok_or(UciError::Syntax)?;
            let square = &bytes[at + 1..];
            return match Square::parse_prefix(square) {
                Some((to, used)) if used == square.len() => Ok(UciMove::Drop { piece, to }),
                _ => Err(UciError::Syntax),
            };
        }
        let (from, used) = Square::parse_prefix(bytes).ok_or(UciError::Syntax)?;
        let (to, more) = Square::parse_prefix(&bytes[used..]).ok_or(UciError::Syntax)?;
        Self::with_suffix(from, to, &bytes[used + more..])
    }

    /// The move from `from` to `to` that the text after the squares says, as UCI and USI write
    /// it alike: nothing, `+` for a promotion to the piece's promoted kind, `-` for a promoted
    /// piece's return to its own, or the lower-case letter of the kind promoted to.
    pub(crate) fn with_suffix(
        from: Square<R::Geometry>,
        to: Square<R::Geometry>,
        suffix: &[u8],
    ) -> Result<Self, UciError> {
        let promotion = match suffix {
            [] => None,
            [b'+'] => return Ok(UciMove::PiecePromotion { from, to }),
            [b'-'] => return Ok(UciMove::PieceDemotion { from, to }),
            [letter] if letter.is_ascii_lowercase() => {
                Some(R::Piece::from_letter(char::from(*letter)).ok_or(UciError::Syntax)?)
            }
            _ => return Err(UciError::Syntax),
        };
        Ok(UciMove::Normal {
            from,
            to,
            promotion,
        })
    }
}

/// Writes the promotion of `mv`, as UCI and USI write it alike: `+` for a piece's promoted
/// kind, `-` for the return of a promoted piece to the kind it promoted from (which has a
/// promoted kind; pawns never promote to such a kind), the lower-case letter of any other
/// kind, nothing without a promotion.
pub(crate) fn write_promotion<R: Rules>(mv: Move<R>, out: &mut impl Write) -> fmt::Result {
    match mv.promotion_piece() {
        Some(piece) if piece.is_promoted() => out.write_char('+'),
        Some(piece) if R::Promotion::PIECES_PROMOTE && piece.promoted().is_some() => {
            out.write_char('-')
        }
        Some(piece) => out.write_char(piece.letter()),
        None => Ok(()),
    }
}

impl<R: Rules> Position<R> {
    /// The legal move that `text` names.
    ///
    /// Castling is accepted in both notations whatever the castling mode: as the king taking
    /// its own rook (`e1h1`) and as the king's move to its destination (`e1g1`). Where the
    /// second could also be an ordinary king move (a Chess960 king on f1 castling with the h1
    /// rook, written `f1g1`), the ordinary move is meant.
    ///
    /// A move that puts a wall ([`Rules::WALLS`]) is written as Fairy-Stockfish writes it: the
    /// piece's move, a comma, and the piece's destination and the wall's square
    /// (`e2e4,e4e5`).
    ///
    /// A move that gates a piece in from hand ([`Drops::GATING`](crate::Drops::GATING)) is
    /// written as Fairy-Stockfish writes it: the piece's move and the gated piece's letter
    /// (`g1f3h`), castling with the piece entering on the rook's square as the rook's square
    /// and the king's (`h1e1h`).
    pub fn parse_uci(&self, text: &str) -> Result<Move<R>, UciError> {
        let (text, wall) = split_wall(text).map_err(|()| UciError::Syntax)?;
        self.legal_move_of(UciMove::parse(text)?, wall)
    }

    /// The legal move that `parsed` names, castling written either way (see
    /// [`Position::parse_uci`]), with its wall on `wall`.
    pub(crate) fn legal_move_of(
        &self,
        parsed: UciMove<R>,
        wall: Option<Square<R::Geometry>>,
    ) -> Result<Move<R>, UciError> {
        let (from, to, promotion) = match parsed {
            UciMove::Drop { piece, to } => {
                let mv = with_wall(Move::drop(piece, to), wall);
                return if self.is_legal(mv) {
                    Ok(mv)
                } else {
                    Err(UciError::Illegal)
                };
            }
            UciMove::PiecePromotion { from, to } => {
                let promoted = self.piece_at(from).and_then(|piece| piece.piece.promoted());
                (from, to, Some(promoted.ok_or(UciError::Illegal)?))
            }
            UciMove::PieceDemotion { from, to } => {
                let demoted = self.piece_at(from).and_then(|piece| piece.piece.demoted());
                (from, to, Some(demoted.ok_or(UciError::Illegal)?))
            }
            UciMove::Normal {
                from,
                to,
                promotion,
            } => (from, to, promotion),
        };
        // Through the move list rather than a visitor of its own, so that the generator is
        // not compiled once more for every rule set.
        let moves = self.legal_moves();
        // The letter after the squares names the promotion, or where pieces are gated the
        // piece gated on the square left (no piece on a gate promotes).
        let named = |mv: &Move<R>| match mv.gate() {
            None => mv.promotion_piece() == promotion,
            Some((piece, square)) => promotion == Some(piece) && square == mv.origin(),
        };
        let candidates = moves
            .iter()
            .filter(|mv| mv.from() == Some(from) && mv.wall() == wall && named(mv));
        let exact = candidates.clone().find(|mv| mv.to() == to);
        exact
            .or_else(|| {
                candidates.clone().find(|&&mv| {
                    mv.kind() == MoveKind::Castle && castling_king_target(mv) == Some(to)
                })
            })
            // Castling gating on the rook's square, written from it to the king's.
            .or_else(|| {
                moves.iter().find(|&&mv| {
                    mv.kind() == MoveKind::Castle
                        && (mv.to(), mv.origin()) == (from, to)
                        && promotion.is_some_and(|piece| mv.gate() == Some((piece, from)))
                })
            })
            .copied()
            .ok_or(UciError::Illegal)
    }

    /// Writes `mv` in UCI. Castling is written by the [castling mode](Position::castling_mode):
    /// the king's move to its destination (`e1g1`) in standard mode, the king taking its own
    /// rook (`e1h1`) in Chess960 mode.
    pub fn write_uci(&self, mv: Move<R>, out: &mut impl Write) -> fmt::Result {
        if let Some(piece) = mv.dropped_piece() {
            write!(out, "{}@{}", piece.move_token(), mv.to())?;
            return write_wall(mv, mv.to(), out);
        }
        let gate = mv.gate();
        // A piece gated on the castling rook's square: the rook's square first, as Fairy-Stockfish
        // writes it, in either mode.
        if let Some((piece, square)) = gate
            && mv.kind() == MoveKind::Castle
            && square == mv.to()
        {
            return write!(out, "{}{}{}", mv.to(), mv.origin(), piece.letter());
        }
        let to = match (mv.kind(), self.castling_mode) {
            (MoveKind::Castle, CastlingMode::Standard) => {
                castling_king_target(mv).unwrap_or(mv.to())
            }
            _ => mv.to(),
        };
        write!(out, "{}{}", mv.origin(), to)?;
        write_promotion(mv, out)?;
        if let Some((piece, _)) = gate {
            out.write_char(piece.letter())?;
        }
        write_wall(mv, to, out)
    }

    /// `mv` in UCI as a string.
    pub fn uci(&self, mv: Move<R>) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = self.write_uci(mv, &mut text);
        text
    }

    /// The legal moves in UCI, sorted: a stable listing for tools, tests and people.
    pub fn sorted_uci_moves(&self) -> Vec<String> {
        let mut moves: Vec<String> = self.legal_moves().iter().map(|&mv| self.uci(mv)).collect();
        moves.sort();
        moves
    }
}

/// Writes the wall `mv` puts, if any, as Fairy-Stockfish writes it: `,` and the piece's
/// destination as the first part wrote it (`to`: a castling king's), then the wall's square.
fn write_wall<R: Rules>(mv: Move<R>, to: Square<R::Geometry>, out: &mut impl Write) -> fmt::Result {
    match mv.wall() {
        Some(wall) => write!(out, ",{to}{wall}"),
        None => Ok(()),
    }
}

/// `mv` with its wall on `wall`, if there is one.
fn with_wall<R: Rules>(mv: Move<R>, wall: Option<Square<R::Geometry>>) -> Move<R> {
    match wall {
        Some(wall) => mv.with_wall(wall),
        None => mv,
    }
}

/// Where the king lands when castling with `mv` (king takes rook).
fn castling_king_target<R: Rules>(mv: Move<R>) -> Option<Square<R::Geometry>> {
    castling::destinations::<R>(mv.origin(), mv.to()).map(|(king_to, _)| king_to)
}
