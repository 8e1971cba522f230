//! Rule sets chosen at run time, behind two object-safe traits: [`AnyRules`] for a rule set and
//! [`AnyPosition`] for one of its positions.
//!
//! A program that picks its rule set from a name (the command line, the suite runner, a server,
//! the tests over every rule set) would otherwise compile each of its generic paths once per
//! rule set and per caller. Through these traits each rule set's code is compiled once, where
//! its registry is declared, and everything around it (argument parsing, output, files) once
//! for all. The work that must be fast, perft's counting loop and move generation, stays
//! monomorphised behind each call: only the call itself is dynamic.
//!
//! A [`Registry`](crate::registry::Registry) gives the [`Variant`] of a name:
//!
//! ```
//! use chequer::dynamic::MoveNotation;
//! use chequer::registry::{Builtin, Registry};
//! use chequer::PerftOptions;
//!
//! let crazyhouse = Builtin.variant("crazyhouse").unwrap();
//! let start = crazyhouse.start();
//! let mut position = start.clone();
//! position.play("e4", false)?;
//! position.play("d7d5", false)?;
//! position.play("exd5", false)?;
//! assert_eq!(position.fen(), "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2");
//! assert!(position.legal_moves(MoveNotation::San).contains(&"Qxd5".to_string()));
//! assert_eq!(position.perft(2, PerftOptions::default(), &|_| {}), 1_750);
//! // The copy did not move.
//! assert_eq!(start.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
//! # Ok::<(), String>(())
//! ```

use crate::registry::RuleSet;
use crate::{
    CastlingMode, Color, FromFenError, Game, Move, Outcome, PerftOptions, PerftProgress, Position,
    Rules, UciError, Validation, divide_with, perft_with_progress,
};
#[cfg(feature = "standard")]
use crate::{Chess960, ColoredPiece, Geometry, Piece, Setup, Square, fen};
use std::boxed::Box;
use std::fmt;
use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

/// How moves are written.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveNotation {
    /// UCI, as the rule set writes it (`e2e4`, `P@e4`, `e7e8q`).
    Uci,
    /// USI, shogi's (`7g7f`, `P*5e`, `8h2b+`).
    Usi,
    /// Standard algebraic notation (`e4`, `P@e4`, `e8=Q+`).
    San,
}

/// A rule set, without its type: what creates its positions. Implemented by
/// [`RulesOf<R>`] for every rule set `R`.
pub trait AnyRules: Send + Sync + 'static {
    /// The rule set's name ([`Rules::NAME`]).
    fn name(&self) -> &'static str;

    /// The start position.
    fn start(&self) -> Box<dyn AnyPosition>;

    /// The position of a FEN.
    fn position_from_fen(
        &self,
        fen: &str,
        validation: Validation,
    ) -> Result<Box<dyn AnyPosition>, FromFenError>;

    /// The position of an SFEN (shogi's notation).
    fn position_from_sfen(
        &self,
        sfen: &str,
        validation: Validation,
    ) -> Result<Box<dyn AnyPosition>, FromFenError>;

    /// The rule set's own start position (pockets, counters) with the back ranks and castling
    /// rights of Chess960 start position `white` for white and `black` for black (Double
    /// Chess960 when they differ), in Chess960 castling mode. An error on boards other than
    /// 8×8 or without castling.
    fn chess960_start(&self, white: u16, black: u16) -> Result<Box<dyn AnyPosition>, String>;
}

/// The [`AnyRules`] of rule set `R`: a zero-sized value, one per rule set, that registries
/// point to.
pub struct RulesOf<R>(core::marker::PhantomData<R>);

impl<R> RulesOf<R> {
    /// The value (for a `&'static dyn AnyRules`).
    pub const NEW: Self = RulesOf(core::marker::PhantomData);
}

impl<R: Rules> AnyRules for RulesOf<R> {
    fn name(&self) -> &'static str {
        R::NAME
    }

    fn start(&self) -> Box<dyn AnyPosition> {
        Box::new(Position::<R>::start())
    }

    fn position_from_fen(
        &self,
        fen: &str,
        validation: Validation,
    ) -> Result<Box<dyn AnyPosition>, FromFenError> {
        Ok(Box::new(Position::<R>::from_fen(fen, validation)?))
    }

    fn position_from_sfen(
        &self,
        sfen: &str,
        validation: Validation,
    ) -> Result<Box<dyn AnyPosition>, FromFenError> {
        Ok(Box::new(Position::<R>::from_sfen(sfen, validation)?))
    }

    fn chess960_start(&self, white: u16, black: u16) -> Result<Box<dyn AnyPosition>, String> {
        Ok(Box::new(chess960_start::<R>(white, black)?))
    }
}

/// See [`AnyRules::chess960_start`].
#[cfg(feature = "standard")]
pub(crate) fn chess960_start<R: Rules>(white: u16, black: u16) -> Result<Position<R>, String> {
    let shuffled = Chess960::start_double(white, black).map_err(|e| e.to_string())?;
    let no_start_positions = || format!("{} has no Chess960 start positions", R::NAME);
    if (R::Geometry::FILES, R::Geometry::RANKS) != (8, 8) || R::CASTLING_ROOK.is_none() {
        return Err(no_start_positions());
    }
    let mut setup: Setup<R> = fen::parse(R::START_FEN).map_err(|e| e.to_string())?;
    for index in (0..8).chain(56..64) {
        let square = Square::new(index).ok_or_else(no_start_positions)?;
        let standard_square = Square::new(index).ok_or_else(no_start_positions)?;
        let piece = shuffled.piece_at(standard_square).and_then(|piece| {
            let kind = R::Piece::from_letter(piece.piece.letter())?;
            Some(ColoredPiece {
                color: piece.color,
                piece: kind,
            })
        });
        setup.set_piece(square, piece);
    }
    setup.castling_rooks = shuffled
        .castling_rooks()
        .into_iter()
        .filter_map(|rook| Square::new(rook.index()))
        .collect();
    let mut position =
        Position::from_setup(setup, Validation::Strict).map_err(|e| format!("{}: {e}", R::NAME))?;
    let _ = position.set_castling_mode(CastlingMode::Chess960);
    Ok(position)
}

/// The Chess960 start positions are orthodox chess's, which this build does not have.
#[cfg(not(feature = "standard"))]
pub(crate) fn chess960_start<R: Rules>(_: u16, _: u16) -> Result<Position<R>, String> {
    Err(format!(
        "{}: Chess960 start positions need chequer's `standard` feature",
        R::NAME
    ))
}

/// What a tool asks of a position whose rule set it chose at run time. Implemented by
/// [`Position<R>`] for every rule set; moves go in and out as text.
pub trait AnyPosition: fmt::Display + fmt::Debug + Send + Sync {
    /// The rule set's name ([`Rules::NAME`]).
    fn rules_name(&self) -> &'static str;

    /// A copy.
    fn clone_box(&self) -> Box<dyn AnyPosition>;

    /// The FEN.
    fn fen(&self) -> String;

    /// The SFEN (shogi's notation).
    fn sfen(&self) -> String;

    /// The side to move.
    fn turn(&self) -> Color;

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool;

    /// How the game has ended, if it has.
    fn outcome(&self) -> Option<Outcome>;

    /// The Zobrist hash.
    fn hash(&self) -> u64;

    /// Switches to Chess960 castling (`O-O` and king-takes-rook castling moves); an error if
    /// the rule set has no castling.
    fn set_chess960(&mut self) -> Result<(), String>;

    /// The legal moves, in move generation order.
    fn legal_moves(&self, notation: MoveNotation) -> Vec<String>;

    /// Plays a legal move given in UCI (USI if `usi`) or SAN; an error that says why if it is
    /// not one.
    fn play(&mut self, text: &str, usi: bool) -> Result<(), String>;

    /// A game that starts at this position, to play moves in with their history kept
    /// (repetitions).
    fn new_game(&self) -> Box<dyn AnyGame>;

    /// Perft with `options`, calling `progress` as [`perft_with_progress`] does.
    fn perft(
        &self,
        depth: u32,
        options: PerftOptions,
        progress: &(dyn Fn(PerftProgress) + Sync),
    ) -> u64;

    /// Each legal move with the perft count below it, counted with `options`, in move
    /// generation order.
    fn divide(
        &self,
        depth: u32,
        options: PerftOptions,
        notation: MoveNotation,
    ) -> Vec<(String, u64)>;
}

impl Clone for Box<dyn AnyPosition> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

impl<R: Rules> AnyPosition for Position<R> {
    fn rules_name(&self) -> &'static str {
        R::NAME
    }

    fn clone_box(&self) -> Box<dyn AnyPosition> {
        Box::new(*self)
    }

    fn fen(&self) -> String {
        Position::fen(self)
    }

    fn sfen(&self) -> String {
        Position::sfen(self)
    }

    fn turn(&self) -> Color {
        Position::turn(self)
    }

    fn is_check(&self) -> bool {
        Position::is_check(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }

    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    fn set_chess960(&mut self) -> Result<(), String> {
        if R::CASTLING_ROOK.is_none() {
            return Err(format!("{} has no castling", R::NAME));
        }
        // Chess960 mode accepts every castling right.
        self.set_castling_mode(CastlingMode::Chess960)
            .map_err(|e| e.to_string())
    }

    fn legal_moves(&self, notation: MoveNotation) -> Vec<String> {
        Position::legal_moves(self)
            .iter()
            .map(|&mv| write_move(self, mv, notation))
            .collect()
    }

    fn play(&mut self, text: &str, usi: bool) -> Result<(), String> {
        let mv = parse_move(self, text, usi)?;
        self.play_unchecked(mv);
        Ok(())
    }

    fn new_game(&self) -> Box<dyn AnyGame> {
        Box::new(Game::new(*self))
    }

    fn perft(
        &self,
        depth: u32,
        options: PerftOptions,
        progress: &(dyn Fn(PerftProgress) + Sync),
    ) -> u64 {
        perft_with_progress(self, depth, options, progress)
    }

    fn divide(
        &self,
        depth: u32,
        options: PerftOptions,
        notation: MoveNotation,
    ) -> Vec<(String, u64)> {
        divide_with(self, depth, options)
            .into_iter()
            .map(|(mv, count)| (write_move(self, mv, notation), count))
            .collect()
    }
}

/// The legal move `text` names in UCI (USI if `usi`) or SAN; an error that says why if it
/// names none.
fn parse_move<R: Rules>(position: &Position<R>, text: &str, usi: bool) -> Result<Move<R>, String> {
    let parsed = if usi {
        position.parse_usi(text)
    } else {
        position.parse_uci(text)
    };
    match parsed {
        // What is not UCI (or USI) is read as SAN.
        Err(UciError::Syntax) => position.parse_san(text).map_err(|e| format!("{e}: {text}")),
        parsed => parsed.map_err(|e| format!("{e}: {text}")),
    }
}

/// What a tool asks of a game (a [`Game`]) whose rule set it chose at run time: the moves
/// played, as text, with the history that repetitions are counted in.
pub trait AnyGame: Send + Sync {
    /// The current position.
    fn position(&self) -> &dyn AnyPosition;

    /// Plays a legal move given in UCI (USI if `usi`) or SAN; an error that says why if it is
    /// not one.
    fn play(&mut self, text: &str, usi: bool) -> Result<(), String>;

    /// How the game has ended, repetitions included ([`Game::outcome`]).
    fn outcome(&self) -> Option<Outcome>;

    /// How many times the current position has occurred ([`Game::repetitions`]).
    fn repetitions(&self) -> usize;

    /// The end a player may claim now, with its result ([`Game::claim`]).
    fn claim(&self) -> Option<Outcome>;
}

impl<R: Rules> AnyGame for Game<R> {
    fn position(&self) -> &dyn AnyPosition {
        Game::position(self)
    }

    fn play(&mut self, text: &str, usi: bool) -> Result<(), String> {
        let mv = parse_move(Game::position(self), text, usi)?;
        Game::play(self, mv).map_err(|e| format!("{e}: {text}"))
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn repetitions(&self) -> usize {
        Game::repetitions(self)
    }

    fn claim(&self) -> Option<Outcome> {
        Game::claim(self)
    }
}

/// `mv` in `notation`.
fn write_move<R: Rules>(
    position: &Position<R>,
    mv: crate::Move<R>,
    notation: MoveNotation,
) -> String {
    match notation {
        MoveNotation::Uci => position.uci(mv),
        MoveNotation::Usi => position.usi(mv),
        MoveNotation::San => position.san(mv),
    }
}

/// A rule set as a registry names it: what the registry says of it and the rule set itself.
#[derive(Clone, Copy)]
pub struct Variant {
    /// Its name, aliases, description and whether it is played as Chess960.
    pub rule_set: RuleSet,
    /// The rule set.
    pub rules: &'static dyn AnyRules,
}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Variant")
            .field("rule_set", &self.rule_set)
            .field("rules", &self.rules.name())
            .finish()
    }
}

impl Variant {
    /// The start position; for a rule set played as Chess960, orthodox chess's start
    /// position in Chess960 castling mode.
    pub fn start(&self) -> Box<dyn AnyPosition> {
        in_mode(&self.rule_set, self.rules.start())
    }

    /// The position of a FEN, in Chess960 castling mode where the rule set is played so.
    pub fn position_from_fen(
        &self,
        fen: &str,
        validation: Validation,
    ) -> Result<Box<dyn AnyPosition>, FromFenError> {
        Ok(in_mode(
            &self.rule_set,
            self.rules.position_from_fen(fen, validation)?,
        ))
    }
}

/// `position` in the castling mode its registry plays `rule_set` in: Chess960 castling for a
/// rule set played as Chess960, else as it is.
pub(crate) fn in_mode<P: AnyPosition + ?Sized>(rule_set: &RuleSet, mut position: Box<P>) -> Box<P> {
    if rule_set.chess960 {
        // A rule set played as Chess960 has castling.
        let _ = position.set_chess960();
    }
    position
}
