//! A validated position of a rule set: the board, the side to move, rights and the hash.

pub(crate) mod castling;
pub(crate) mod check_info;
pub(crate) mod make;
pub(crate) mod partner;
pub(crate) mod problems;
pub(crate) mod setup;
pub(crate) mod state;
pub(crate) mod validate;
pub mod zobrist;

use crate::board::bitboard::Bitboard;
use crate::board::color::{ByColor, Color};
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::notation::fen::{self, CastlingNotation, FenError};
use crate::pieces::hand::Hand;
use crate::pieces::piece::{ColoredPiece, Piece};
use crate::position::castling::{CastlingMode, CastlingPaths, CastlingSide};
use crate::position::problems::{PositionError, Problem, Validation};
use crate::position::setup::Setup;
use crate::position::state::VariantState;
use crate::position::validate::DoubleStep;
use crate::rules::Castling;
use crate::rules::{Board, Keys, Legality, Movement, Rules, Sq};
use alloc::string::String;
use core::fmt;
use core::hash::{Hash, Hasher};

type PieceBoards<R> = <<R as Rules>::Piece as Piece>::Map<Board<R>>;

/// A position that obeys the rules of `R`: exactly what can be played from.
///
/// Pieces are kept as one bitboard per kind and one per colour, with no square-to-piece table:
/// a move finds its pieces by testing the kinds' boards, which costs less than copying and
/// updating a table at every move. The Zobrist hash is updated incrementally by every move.
/// It is a small `Copy` value, so searching by copy-make needs no unmake.
pub struct Position<R: Rules> {
    pub(crate) by_piece: PieceBoards<R>,
    pub(crate) by_color: ByColor<Board<R>>,
    pub(crate) turn: Color,
    /// The rooks that may still castle: at most one per colour and side.
    pub(crate) castling_rooks: Board<R>,
    pub(crate) castling_paths: CastlingPaths<R::Geometry>,
    pub(crate) castling_mode: CastlingMode,
    /// The enemy pieces giving check to the side to move; left empty where the position
    /// does not keep them (`CHECKERS_KEPT`): read it through [`Position::checkers`].
    pub(crate) checkers: Board<R>,
    /// The side to move's pieces pinned to its king ([`Strategy::Masks`](crate::Strategy::Masks) rule sets only).
    pub(crate) pinned: Board<R>,
    /// Set only when a pawn of the side to move attacks it, so that equal positions hash equal.
    pub(crate) ep_square: Option<Sq<R>>,
    /// The pawn that passed `ep_square`, where it does not stand straight beyond it (a pawn
    /// that double-steps diagonally); `None` for the orthodox double step.
    pub(crate) ep_pawn_aside: Option<Sq<R>>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
    /// Pieces in hand (zero-sized without drops).
    pub(crate) hand: R::Hand,
    /// The rule set's own state (zero-sized where it has none).
    pub(crate) state: R::State,
}

/// Why a FEN did not give a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FromFenError {
    /// The text is not a FEN of this rule set's board and pieces.
    Fen(FenError),
    /// The FEN describes a position the rules do not allow.
    Position(PositionError),
}

impl fmt::Display for FromFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FromFenError::Fen(error) => write!(f, "invalid FEN: {error}"),
            FromFenError::Position(error) => error.fmt(f),
        }
    }
}

impl core::error::Error for FromFenError {}

impl<R: Rules> Position<R> {
    /// The start position of the rule set.
    ///
    /// # Panics
    /// If the rule set's own `START_FEN` is not a valid position: a bug in that rule set.
    pub fn start() -> Self {
        match Self::from_fen(R::START_FEN, Validation::Strict) {
            Ok(position) => position,
            Err(error) => panic!("{}: invalid START_FEN: {error}", R::NAME),
        }
    }

    /// Parses and validates a FEN.
    pub fn from_fen(fen: &str, validation: Validation) -> Result<Self, FromFenError> {
        let setup = fen::parse::<R>(fen).map_err(FromFenError::Fen)?;
        Self::from_setup(setup, validation).map_err(FromFenError::Position)
    }

    /// Builds the position of `setup`, or reports every problem `validation` does not tolerate.
    ///
    /// The castling mode is [`CastlingMode::Standard`] when every castling right is one of the
    /// start position's, else [`CastlingMode::Chess960`]; change it with
    /// [`Position::set_castling_mode`].
    pub fn from_setup(setup: Setup<R>, validation: Validation) -> Result<Self, PositionError> {
        let mut position = Self::place_pieces(&setup);
        position.turn = setup.turn;
        position.hand = setup.hand;
        position.state = setup.state;
        position.update_check_info();
        position.halfmoves = setup.halfmoves;
        position.fullmoves = setup.fullmoves;
        let mut problems = PositionError::default();
        position.castling_rooks =
            position.check_castling_rooks(setup.castling_rooks, &mut problems);
        position.castling_paths = CastlingPaths::new::<R>(
            ByColor::new_with(|color| position.castling_king(color)),
            position.castling_rooks,
        );
        if !position.has_standard_castling_rights() {
            position.castling_mode = CastlingMode::Chess960;
        }
        let double_step = position.check_en_passant(&setup, &mut problems);
        position.ep_square = double_step.and_then(|step| position.ep_if_capturable(step.passed));
        position.ep_pawn_aside = double_step
            .and_then(DoubleStep::pawn_aside)
            .filter(|_| position.ep_square.is_some());
        position.check_material(&mut problems);
        if !problems.contains(Problem::MissingKing) && !problems.contains(Problem::TooManyKings) {
            position.check_checks(double_step, &mut problems);
        }
        let problems = problems.without_tolerated(validation);
        if !problems.is_empty() {
            return Err(problems);
        }
        position.hash = position.hash_from_scratch();
        Ok(position)
    }

    pub(crate) fn place_pieces(setup: &Setup<R>) -> Self {
        let mut position = Position {
            by_piece: R::Piece::map(Bitboard::empty()),
            by_color: ByColor::default(),
            turn: Color::White,
            castling_rooks: Bitboard::empty(),
            castling_paths: CastlingPaths::none(),
            castling_mode: CastlingMode::Standard,
            checkers: Bitboard::empty(),
            pinned: Bitboard::empty(),
            ep_square: None,
            ep_pawn_aside: None,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
            hand: R::Hand::default(),
            state: R::State::default(),
        };
        for square in Square::all() {
            if let Some(piece) = setup.piece_at(square) {
                position.put(square, piece.color, piece.piece);
            }
        }
        position
    }

    /// The position as plain data.
    pub fn to_setup(&self) -> Setup<R> {
        let mut setup = Setup::empty();
        for square in self.occupied() {
            setup.set_piece(square, self.piece_at(square));
        }
        setup.turn = self.turn;
        setup.castling_rooks = self.castling_rooks;
        setup.ep_square = self.ep_square;
        setup.ep_pawn_aside = self.ep_pawn_aside;
        setup.halfmoves = self.halfmoves;
        setup.fullmoves = self.fullmoves;
        setup.hand = self.hand;
        setup.state = self.state;
        setup
    }

    /// The FEN, castling rights in X-FEN.
    pub fn fen(&self) -> String {
        self.fen_with(CastlingNotation::XFen)
    }

    /// The FEN with castling rights in the given notation.
    pub fn fen_with(&self, notation: CastlingNotation) -> String {
        fen::write(&self.to_setup(), notation)
    }

    /// The side to move.
    #[inline(always)]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// What stands on `square`: the kind whose board holds it. An empty square, the usual
    /// target of a move, is answered by the occupancy alone.
    #[inline(always)]
    pub fn piece_at(&self, square: Sq<R>) -> Option<ColoredPiece<R::Piece>> {
        let color = self.color_at(square)?;
        self.kind_at(square)
            .map(|piece| ColoredPiece { color, piece })
    }

    /// The side whose piece stands on `square`, if any.
    #[inline(always)]
    fn color_at(&self, square: Sq<R>) -> Option<Color> {
        if self.by_color[Color::White].contains(square) {
            Some(Color::White)
        } else if self.by_color[Color::Black].contains(square) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The kind whose board holds `square`, whichever side's piece it is.
    #[inline(always)]
    fn kind_at(&self, square: Sq<R>) -> Option<R::Piece> {
        let boards = self.by_piece.as_ref();
        let index = (0..boards.len()).find(|&kind| boards[kind].contains(square))?;
        R::Piece::from_index(index)
    }

    /// The squares of `color`'s pieces of kind `piece`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, piece: R::Piece) -> Board<R> {
        self.by_piece.as_ref()[piece.index()] & self.by_color[color]
    }

    /// The squares of both sides' pieces of kind `piece`.
    #[inline(always)]
    pub fn pieces_of_kind(&self, piece: R::Piece) -> Board<R> {
        self.by_piece.as_ref()[piece.index()]
    }

    /// The files that hold `count` or more of `color`'s `piece`s, as one set of whole files:
    /// what a limit per file ([`Drops::FILE_LIMIT`](crate::Drops::FILE_LIMIT)) asks about.
    pub fn files_holding(&self, color: Color, piece: R::Piece, count: usize) -> Board<R> {
        let pieces = self.pieces(color, piece);
        (0..<R::Geometry as Geometry>::FILES)
            .map(Bitboard::file)
            .filter(|&file| (pieces & file).len() >= count)
            .fold(Bitboard::empty(), |full, file| full | file)
    }

    /// The squares of `color`'s pieces.
    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Board<R> {
        self.by_color[color]
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Board<R> {
        self.by_color.white | self.by_color.black | self.state.walls()
    }

    /// The walls: squares of neither side that no piece may enter or pass
    /// ([`Rules::WALLS`]). None in most rule sets.
    #[inline(always)]
    pub fn walls(&self) -> Board<R> {
        self.state.walls()
    }

    /// The square of `color`'s royal piece.
    #[inline(always)]
    pub fn king(&self, color: Color) -> Option<Sq<R>> {
        self.pieces(color, R::KING).first()
    }

    /// `color`'s king that castles: the one on its castling rank. Where pawns promote to kings
    /// (kinglet), another king elsewhere never castles. With one king at most, it is that one,
    /// decided when the rule set is compiled, so that orthodox chess tests nothing more.
    #[inline(always)]
    pub(crate) fn castling_king(&self, color: Color) -> Option<Sq<R>> {
        if R::king_count(color).1 <= 1 {
            self.king(color)
        } else {
            (self.pieces(color, R::KING) & R::Castling::castling_rank(color)).first()
        }
    }

    /// Whether a king of `color` on `square` is the one that castles ([`Self::castling_king`]).
    #[inline(always)]
    pub(crate) fn is_castling_king(color: Color, square: Sq<R>) -> bool {
        R::king_count(color).1 <= 1 || R::Castling::castling_rank(color).contains(square)
    }

    /// The rooks that may still castle, both sides.
    #[inline(always)]
    pub fn castling_rooks(&self) -> Board<R> {
        self.castling_rooks
    }

    /// The rook `color` may castle with on `side`, if that right remains.
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Sq<R>> {
        let king = self.king(color)?;
        (self.castling_rooks & R::Castling::castling_rank(color))
            .find(|&rook| CastlingSide::of(king, rook) == side)
    }

    /// How castling moves are written and which rights are accepted.
    #[inline(always)]
    pub fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// Switches the castling mode. Switching to [`CastlingMode::Standard`] fails with
    /// [`Problem::Chess960CastlingRights`] while a right belongs to a king or rook off its
    /// start square; switching to [`CastlingMode::Chess960`] always succeeds.
    pub fn set_castling_mode(&mut self, mode: CastlingMode) -> Result<(), PositionError> {
        if mode == CastlingMode::Standard && !self.has_standard_castling_rights() {
            let mut error = PositionError::default();
            error.add(Problem::Chess960CastlingRights);
            return Err(error);
        }
        self.castling_mode = mode;
        Ok(())
    }

    /// The en-passant square, set only when a pawn of the side to move attacks it.
    #[inline(always)]
    pub fn ep_square(&self) -> Option<Sq<R>> {
        self.ep_square
    }

    /// The pawn an en-passant capture takes: the one that passed [`Position::ep_square`].
    pub fn ep_pawn(&self) -> Option<Sq<R>> {
        let ep = self.ep_square?;
        Some(
            self.ep_pawn_aside
                .unwrap_or_else(|| Self::behind(ep, self.turn)),
        )
    }

    /// The hash key of the en-passant square: its file's, and where the pawn that passed it
    /// stands on another file, that file's key rotated (so the pair differs from one file).
    #[inline(always)]
    pub(crate) fn ep_key(&self) -> u64 {
        let Some(ep) = self.ep_square else {
            return 0;
        };
        let pawn = self.ep_pawn_aside.map_or(0, |pawn| {
            R::Keys::en_passant_key(pawn.file()).rotate_left(1)
        });
        R::Keys::en_passant_key(ep.file()) ^ pawn
    }

    /// Half-moves since the last capture or pawn move.
    #[inline(always)]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number.
    #[inline(always)]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The pieces each side holds in hand.
    #[inline(always)]
    pub fn hand(&self) -> &R::Hand {
        &self.hand
    }

    /// How many pieces of kind `piece` `color` holds in hand.
    #[inline(always)]
    pub fn in_hand(&self, color: Color, piece: R::Piece) -> u8 {
        self.hand.count(color, piece)
    }

    /// The rule set's own state.
    #[inline(always)]
    pub fn state(&self) -> &R::State {
        &self.state
    }

    /// Replaces the rule set's own state, keeping the hash up to date: for
    /// [`Rules::after_move`].
    #[inline(always)]
    pub fn set_state(&mut self, state: R::State) {
        self.hash ^= self.state.key() ^ state.key();
        self.state = state;
    }

    /// The Zobrist hash, maintained incrementally.
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The pieces of `by` that attack `square` with the current occupancy.
    #[inline]
    pub fn attackers(&self, square: Sq<R>, by: Color) -> Board<R> {
        R::Movement::attackers(self, square, by, self.occupied())
    }

    /// Whether a piece of `by` attacks `square`.
    #[inline]
    pub fn is_attacked(&self, square: Sq<R>, by: Color) -> bool {
        R::Movement::is_attacked(self, square, by, self.occupied())
    }

    /// The pieces of `by` that attack a royal piece on `square` when `occupied` holds the
    /// pieces: none where [`Legality::check_immune`](crate::Legality::check_immune) says it is out of reach.
    #[inline(always)]
    pub(crate) fn royal_attackers(&self, square: Sq<R>, by: Color, occupied: Board<R>) -> Board<R> {
        if R::Legality::check_immune(self, square, by) {
            return Bitboard::empty();
        }
        R::Movement::attackers(self, square, by, occupied)
    }

    /// Whether a royal piece on `square` would be attacked by `by` (see
    /// [`Position::royal_attackers`]); stops at the first attacker.
    #[inline(always)]
    pub(crate) fn is_royal_attacked(&self, square: Sq<R>, by: Color, occupied: Board<R>) -> bool {
        !R::Legality::check_immune(self, square, by)
            && R::Movement::is_attacked(self, square, by, occupied)
    }

    /// The enemy pieces giving check to the side to move: kept with the position, or found
    /// when asked where the rule set does not keep them ([`Legality::KEEPS_CHECKERS`](crate::Legality::KEEPS_CHECKERS)).
    #[inline(always)]
    pub fn checkers(&self) -> Board<R> {
        if Self::CHECKERS_KEPT {
            self.checkers
        } else {
            self.royal_checkers()
        }
    }

    /// Whether the side to move is in check.
    #[inline(always)]
    pub fn is_check(&self) -> bool {
        self.checkers().is_nonempty()
    }

    /// The side to move's pieces pinned to its king by an enemy rider, kept with the position
    /// in rule sets with [`Strategy::Masks`](crate::Strategy::Masks); always empty in the others.
    #[inline(always)]
    pub fn pinned(&self) -> Board<R> {
        self.pinned
    }

    /// The hash computed from the whole position, to check the incremental one against.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut hash = 0;
        for square in self.occupied() {
            if let Some(piece) = self.piece_at(square) {
                hash ^= R::Keys::piece_key(piece.piece, piece.color, square);
            }
        }
        for rook in self.castling_rooks {
            hash ^= R::Keys::castling_key(rook);
        }
        hash ^= self.ep_key();
        hash ^= R::Keys::turn_key(self.turn);
        if R::Hand::DROPS {
            for color in Color::ALL {
                for piece in R::Piece::all() {
                    for nth in 1..=usize::from(self.hand.count(color, piece)) {
                        hash ^= zobrist::hand(piece.index(), color.index(), nth);
                    }
                }
            }
        }
        hash ^ self.state.key()
    }

    /// Removes the piece on `square`, if any, for captures that take more than the captured
    /// piece ([`Rules::after_capture`]: atomic's explosion). The hash and the castling rights
    /// follow: a removed rook loses its right, a removed king its side's rights.
    pub fn remove_piece(&mut self, square: Sq<R>) -> Option<ColoredPiece<R::Piece>> {
        let taken = self.take(square, self.color_at(square)?)?;
        let mut lost = self.castling_rooks & Bitboard::from_square(square);
        if taken.piece == R::KING {
            lost |= self.castling_rooks & R::Castling::castling_rank(taken.color);
        }
        for rook in lost {
            self.hash ^= R::Keys::castling_key(rook);
        }
        self.castling_rooks = self.castling_rooks - lost;
        Some(taken)
    }

    /// Puts one `piece` into `color`'s hand, updating the hash.
    #[inline(always)]
    pub(crate) fn add_to_hand(&mut self, color: Color, piece: R::Piece) {
        let count = self.hand.count(color, piece).saturating_add(1);
        self.hand.set_count(color, piece, count);
        self.hash ^= zobrist::hand(piece.index(), color.index(), usize::from(count));
    }

    /// Takes one `piece` from `color`'s hand, updating the hash; `false` if there is none.
    #[inline(always)]
    pub(crate) fn remove_from_hand(&mut self, color: Color, piece: R::Piece) -> bool {
        let count = self.hand.count(color, piece);
        if count == 0 {
            return false;
        }
        self.hash ^= zobrist::hand(piece.index(), color.index(), usize::from(count));
        self.hand.set_count(color, piece, count - 1);
        true
    }

    /// Puts a piece on an empty square, updating boards, table and hash.
    #[inline(always)]
    pub(crate) fn put(&mut self, square: Sq<R>, color: Color, piece: R::Piece) {
        let bit = Bitboard::from_square(square);
        self.by_piece.as_mut()[piece.index()] ^= bit;
        self.by_color[color] ^= bit;
        self.hash ^= R::Keys::piece_key(piece, color, square);
    }

    /// Removes and returns `color`'s piece on `square`, if one stands there.
    ///
    /// The caller names the colour (a move knows it: the mover's, or the opponent's for a
    /// capture), so that which colour board is written does not depend on the boards just
    /// read. Found from the boards instead, by a comparison the compiler makes without a
    /// branch, orthodox perft ran 3–5 % slower.
    #[inline(always)]
    pub(crate) fn take(&mut self, square: Sq<R>, color: Color) -> Option<ColoredPiece<R::Piece>> {
        if !self.by_color[color].contains(square) {
            return None;
        }
        let piece = self.kind_at(square)?;
        let bit = Bitboard::from_square(square);
        self.by_piece.as_mut()[piece.index()] ^= bit;
        self.by_color[color] ^= bit;
        self.hash ^= R::Keys::piece_key(piece, color, square);
        Some(ColoredPiece { color, piece })
    }
}

impl<R: Rules> Clone for Position<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Rules> Copy for Position<R> {}

impl<R: Rules> PartialEq for Position<R> {
    /// Positions are equal when pieces, pieces in hand, side to move, castling rights,
    /// en-passant square, the rule set's state and both move counters are equal; the castling
    /// mode, a choice of notation, is not compared.
    fn eq(&self, other: &Self) -> bool {
        self.by_piece == other.by_piece
            && self.by_color == other.by_color
            && self.hand == other.hand
            && self.state == other.state
            && self.turn == other.turn
            && self.castling_rooks == other.castling_rooks
            && self.ep_square == other.ep_square
            && self.ep_pawn_aside == other.ep_pawn_aside
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
    }
}

impl<R: Rules> Eq for Position<R> {}

impl<R: Rules> Hash for Position<R> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.hash.hash(state);
    }
}

impl<R: Rules> Default for Position<R> {
    fn default() -> Self {
        Self::start()
    }
}

impl<R: Rules> fmt::Debug for Position<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.fen())
    }
}

impl<R: Rules> fmt::Display for Position<R> {
    /// A board diagram, top rank first, `.` for an empty square, `*` for a hole, then the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Two characters a square where tokens may take two (`+P`).
        let width = if R::Piece::all().any(Piece::is_promoted) {
            2
        } else {
            1
        };
        for rank in (0..R::Geometry::RANKS).rev() {
            write!(f, "{:>2} ", rank as u32 + 1)?;
            for file in 0..R::Geometry::FILES {
                let square = Square::from_coords(file, rank).ok_or(fmt::Error)?;
                match self.piece_at(square) {
                    Some(piece) => write!(f, " {:>width$}", piece.token())?,
                    None if square.is_hole() || self.walls().contains(square) => {
                        write!(f, " {:>width$}", '*')?
                    }
                    None => write!(f, " {:>width$}", '.')?,
                }
            }
            f.write_str("\n")?;
        }
        f.write_str("   ")?;
        for file in 0..R::Geometry::FILES {
            write!(f, " {:>width$}", crate::board::square::file_letter(file))?;
        }
        write!(f, "\n\n{}", self.fen())
    }
}
