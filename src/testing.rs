//! The testing kit: the oracles chequer's own tests use, for any rule set, in any build
//! profile.
//!
//! * [`perft_checked`]: perft that compares the incremental hash with the from-scratch hash
//!   at every node (plain [`perft`](crate::perft) does so only under debug assertions).
//! * [`compare_strategies`]: the legal moves by the rule set's own strategy against
//!   make-and-test, move by move.
//! * [`check_invariants`]: at one position, the hash, the FEN round trip in both castling
//!   notations, the rule set's legality strategy against make-and-test, that no move leaves
//!   the mover's royal piece attacked, and the UCI and SAN round trips of every move.
//! * [`random_games`]: random legal games from a position, checking the invariants at every
//!   ply.
//! * [`check_attack_sets`]: the attack sets a rule set computes set-wise against its
//!   square-by-square attack test.
//! * [`check_play`] and [`check_misuse`]: moves offered from outside, legal or not.
//! * [`CheckedRules`] and [`CheckedPosition`]: these checks on a rule set a registry names
//!   ([`Registry::checked_rules`]), for tests over every rule set.
//! * [`run_suite`]: every count of a `.perft` suite, each case counted by the rule set a
//!   [`Registry`] gives for its `variant` line; [`check_suite`], the same as a test's check.
//! * [`check_generated_files`]: generated files kept beside the code (diagrams, tables in
//!   documentation) compared with what the code generates now.
//!
//! Each returns a [`Violation`] that names the position and what is wrong, so a test can
//! `unwrap` it and read the reason.
//!
//! ```
//! use chequer::testing::{check_invariants, perft_checked, random_games};
//! use chequer::{Crazyhouse, Position, Validation};
//!
//! let start = Position::<Crazyhouse>::start();
//! assert_eq!(perft_checked(&start, 3)?, 8_902);
//! check_invariants(&start, Validation::Strict)?;
//! random_games(&start, 4, 40, 7)?;
//! # Ok::<(), chequer::testing::Violation>(())
//! ```

use crate::dynamic::AnyPosition;
use crate::registry::Registry;
use crate::suite::Case;
use crate::{
    CastlingNotation, Drops, FromFenError, Geometry, Legality, Move, PerftOptions, Position, Rules,
    Strategy, Validation,
};
use std::fmt;

mod attacks;
mod checked;
mod generated;
mod play;
pub use attacks::check_attack_sets;
pub(crate) use checked::MakeChecked;
pub use checked::{Check, CheckedPosition, CheckedRules};
pub use generated::{StaleFiles, check_generated_files};
pub use play::{check_misuse, check_play};

/// A broken invariant: the position (as a FEN) and what is wrong there.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Violation {
    /// The position.
    pub fen: String,
    /// What is wrong.
    pub what: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.fen, self.what)
    }
}

impl std::error::Error for Violation {}

fn violation<R: Rules>(position: &Position<R>, what: impl Into<String>) -> Violation {
    Violation {
        fen: position.fen(),
        what: what.into(),
    }
}

/// Perft that checks at every node that the incremental hash equals the hash computed from
/// scratch, in any build profile.
pub fn perft_checked<R: Rules>(position: &Position<R>, depth: u32) -> Result<u64, Violation> {
    if position.hash() != position.hash_from_scratch() {
        return Err(violation(
            position,
            "the incremental hash differs from the hash computed from scratch",
        ));
    }
    if depth == 0 {
        return Ok(1);
    }
    let mut nodes = 0;
    let mut failure = None;
    position.for_each_legal_move(|mv| {
        let mut child = *position;
        child.play_unchecked(mv);
        match perft_checked(&child, depth - 1) {
            Ok(count) => nodes += count,
            Err(error) => failure = Some(error),
        }
        failure.is_none()
    });
    failure.map_or(Ok(nodes), Err)
}

/// The legal moves by the rule set's own strategy against make-and-test, move by move, and
/// the set-wise count against their number. Returns how many legal moves there are.
pub fn compare_strategies<R: Rules>(position: &Position<R>) -> Result<usize, Violation> {
    let own = position.sorted_uci_moves();
    let mut tested = Vec::new();
    position.for_each_legal_group_with(Strategy::MakeAndTest, |group| {
        for piece_move in group {
            position.for_each_completion(piece_move, |mv| {
                tested.push(position.uci(mv));
                true
            });
        }
        true
    });
    tested.sort();
    if own != tested {
        let missing: Vec<&String> = tested.iter().filter(|mv| !own.contains(mv)).collect();
        let extra: Vec<&String> = own.iter().filter(|mv| !tested.contains(mv)).collect();
        return Err(violation(
            position,
            format!(
                "the rule set's legality differs from make-and-test: missing {missing:?}, extra {extra:?}"
            ),
        ));
    }
    let counted = position.count_legal_moves();
    if counted != own.len() {
        return Err(violation(
            position,
            format!(
                "count_legal_moves says {counted}, the list has {}",
                own.len()
            ),
        ));
    }
    Ok(own.len())
}

/// Checks the invariants of `position`, which `validation` accepted; returns its legal moves.
///
/// * the incremental hash equals the hash computed from scratch,
/// * the FEN round-trips exactly in both castling notations (text, position and hash),
/// * [`compare_strategies`],
/// * every legal move passes the rule set's own test ([`Legality::is_legal_after`]),
/// * every legal move parses back from its UCI and its SAN, and on boards of up to nine
///   files from its USI,
/// * where the rule set has neither castling nor en passant, which SFEN cannot say, the SFEN
///   reads back to the same board, hand and side to move.
pub fn check_invariants<R: Rules>(
    position: &Position<R>,
    validation: Validation,
) -> Result<Vec<Move<R>>, Violation> {
    if position.hash() != position.hash_from_scratch() {
        return Err(violation(position, "incremental hash differs from scratch"));
    }
    for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
        let fen = position.fen_with(notation);
        let reread = Position::<R>::from_fen(&fen, validation)
            .map_err(|e| violation(position, format!("its own FEN {fen} is refused: {e}")))?;
        if &reread != position
            || reread.fen_with(notation) != fen
            || reread.hash() != position.hash()
        {
            return Err(violation(
                position,
                format!("the FEN {fen} reads back differently"),
            ));
        }
    }
    if R::CASTLING_ROOK.is_none() && !R::EN_PASSANT {
        check_sfen(position, validation)?;
    }
    compare_strategies(position)?;
    let moves: Vec<Move<R>> = position.legal_moves().iter().copied().collect();
    for &mv in &moves {
        let (uci, san) = (position.uci(mv), position.san(mv));
        let mut after = *position;
        after.play_unchecked(mv);
        if !R::Legality::is_legal_after(position, mv, &after) {
            return Err(violation(
                position,
                format!("{uci} leaves a royal piece attacked"),
            ));
        }
        if position.parse_uci(&uci) != Ok(mv) {
            return Err(violation(position, format!("UCI {uci} does not read back")));
        }
        if position.parse_san(&san) != Ok(mv) {
            return Err(violation(
                position,
                format!("SAN {san} ({uci}) does not read back"),
            ));
        }
        let usi = position.usi(mv);
        if R::Geometry::FILES <= 9 && position.parse_usi(&usi) != Ok(mv) {
            return Err(violation(
                position,
                format!("USI {usi} ({uci}) does not read back"),
            ));
        }
    }
    Ok(moves)
}

/// The SFEN of `position` reads back to the same board, hand, side to move and move number.
fn check_sfen<R: Rules>(position: &Position<R>, validation: Validation) -> Result<(), Violation> {
    let sfen = position.sfen();
    let reread = Position::<R>::from_sfen(&sfen, validation)
        .map_err(|e| violation(position, format!("its own SFEN {sfen} is refused: {e}")))?;
    let same = reread.to_setup().board == position.to_setup().board
        && reread.hand() == position.hand()
        && (reread.turn(), reread.fullmoves()) == (position.turn(), position.fullmoves())
        && reread.sfen() == sfen;
    if !same {
        return Err(violation(
            position,
            format!("the SFEN {sfen} reads back differently"),
        ));
    }
    Ok(())
}

/// Plays `games` random legal games of up to `max_plies` plies from `start`, checking
/// [`check_invariants`] at every ply. The games are fixed by `seed`. Returns the number of
/// positions checked.
pub fn random_games<R: Rules>(
    start: &Position<R>,
    games: usize,
    max_plies: usize,
    seed: u64,
) -> Result<usize, Violation> {
    let mut random = SplitMix64(seed);
    let mut checked = 0;
    for _ in 0..games {
        let mut position = *start;
        for _ in 0..=max_plies {
            let moves = check_invariants(&position, Validation::Strict)?;
            checked += 1;
            if moves.is_empty() {
                break;
            }
            let mv = moves[(random.next_u64() % moves.len() as u64) as usize];
            position
                .play(mv)
                .map_err(|_| violation(&position, format!("play refuses {mv:?}")))?;
        }
    }
    Ok(checked)
}

/// A small, fixed pseudo-random sequence (SplitMix64, seeded by its field): random games and
/// mutated inputs must be the same on every run and every machine.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut x = self.0;
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }

    /// A number below `bound` (0 when `bound` is 0).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound.max(1) as u64) as usize
    }
}

/// One published count of a suite, counted.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Count {
    /// The case's id.
    pub id: String,
    /// Its FEN.
    pub fen: String,
    /// The depth.
    pub depth: u32,
    /// The published count.
    pub expected: u64,
    /// What chequer counted, or why the position could not be set up.
    pub got: Result<u64, String>,
}

impl Count {
    /// Whether chequer counted the published number.
    pub fn matches(&self) -> bool {
        self.got == Ok(self.expected)
    }
}

impl fmt::Display for Count {
    /// `id: depth D: expected E, got G: FEN`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: depth {}: expected {}, got ",
            self.id, self.depth, self.expected
        )?;
        match &self.got {
            Ok(got) => write!(f, "{got}")?,
            Err(error) => f.write_str(error)?,
        }
        write!(f, ": {}", self.fen)
    }
}

/// How to run a suite.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SuiteOptions {
    /// Skip published counts above this many nodes.
    pub max_nodes: u64,
    /// Threads and table for each count.
    pub perft: PerftOptions,
}

impl Default for SuiteOptions {
    fn default() -> Self {
        SuiteOptions {
            max_nodes: u64::MAX,
            perft: PerftOptions::default(),
        }
    }
}

/// The counts of `cases` up to the node limit, each case counted by the rule set `registry`
/// gives for its `variant` (Chess960 castling where the case or the rule set asks for it;
/// positions that strict validation refuses are read leniently, as published suites hold
/// unreachable ones). `report` sees each count as soon as it is made. A case whose variant the
/// registry does not know is an error, before anything is counted.
pub fn run_suite<Reg: Registry>(
    registry: &Reg,
    cases: &[Case],
    options: SuiteOptions,
    mut report: impl FnMut(&Count),
) -> Result<Vec<Count>, String> {
    let open = |case: &Case| {
        let variant = registry.variant(&case.variant)?;
        Some(open_case(case, |fen, validation| {
            variant.position_from_fen(fen, validation)
        }))
    };
    let count = |position: &(dyn AnyPosition + 'static), depth| {
        position.perft(depth, options.perft, &|_| {})
    };
    count_cases(registry, cases, options.max_nodes, open, count, &mut report)
}

/// [`check_suite`] by make-and-test instead of each rule set's own legality, single-threaded:
/// the oracle's counts, through the kit's [`CheckedRules`] (what
/// [`Registry::checked_rules`] gives), so that a program that only plays compiles no
/// make-and-test.
pub fn check_suite_by_make_and_test<Reg: Registry>(
    registry: &Reg,
    cases: &[Case],
    max_nodes: u64,
) -> Result<usize, String> {
    let open = |case: &Case| {
        let rules = registry.checked_rules(&case.variant)?;
        Some(open_case(case, |fen, validation| {
            rules.position_from_fen(fen, validation)
        }))
    };
    let count =
        |position: &(dyn CheckedPosition + 'static), depth| position.perft_by_make_and_test(depth);
    wrong_counts(&count_cases(
        registry,
        cases,
        max_nodes,
        open,
        count,
        &mut |_| {},
    )?)
}

/// The counts of `cases` up to the node limit, each made by `count` on the position `open`
/// gives for its case, and reported as soon as it is made. A case whose variant the registry
/// does not know is an error, before anything is counted.
fn count_cases<P: ?Sized>(
    registry: &impl Registry,
    cases: &[Case],
    max_nodes: u64,
    open: impl Fn(&Case) -> Option<Result<Box<P>, String>>,
    count: impl Fn(&P, u32) -> u64,
    report: &mut dyn FnMut(&Count),
) -> Result<Vec<Count>, String> {
    known_variants(registry, cases)?;
    let mut counts = Vec::new();
    for case in cases {
        let Some(position) = open(case) else {
            continue;
        };
        for &(depth, expected) in &case.counts {
            if expected > max_nodes {
                continue;
            }
            let got = match &position {
                Ok(position) => Ok(count(position, depth)),
                Err(error) => Err(error.clone()),
            };
            let count = Count {
                id: case.id.clone(),
                fen: case.fen.clone(),
                depth,
                expected,
                got,
            };
            report(&count);
            counts.push(count);
        }
    }
    Ok(counts)
}

/// An error naming the first case whose variant the registry does not know.
fn known_variants(registry: &impl Registry, cases: &[Case]) -> Result<(), String> {
    match cases
        .iter()
        .find(|case| registry.find(&case.variant).is_none())
    {
        Some(case) => Err(format!(
            "{}: unknown variant: {} (known: {})",
            case.id,
            case.variant,
            registry.names()
        )),
        None => Ok(()),
    }
}

/// The position of a case, in Chess960 castling mode where the case asks for it. Published
/// suites hold unreachable positions, which strict validation refuses, so those are read
/// leniently.
fn open_case<P: AnyPosition + ?Sized>(
    case: &Case,
    from_fen: impl Fn(&str, Validation) -> Result<Box<P>, FromFenError>,
) -> Result<Box<P>, String> {
    let mut position = from_fen(&case.fen, Validation::Strict)
        .or_else(|_| from_fen(&case.fen, Validation::Lenient))
        .map_err(|error| error.to_string())?;
    if case.chess960 {
        position.set_chess960()?;
    }
    Ok(position)
}

/// [`run_suite`] for a test: every count of `cases` up to the node limit, an error listing
/// each count that differs from its published number (or the unknown variant). Returns how
/// many counts were checked, which a test can pin so that a suite cannot shrink unnoticed.
///
/// ```
/// use chequer::testing::{SuiteOptions, check_suite};
///
/// // A registry of orthodox chess alone; `chequer::registry::Builtin` has every rule set.
/// chequer::registry! {
///     /// Orthodox chess.
///     struct Chess {
///         "chess" [] => chequer::Standard, false, "orthodox chess";
///     }
/// }
///
/// let text = "id start\nvariant chess\nfen 8/8/8/8/8/8/8/K6k w - - 0 1\nperft 1 3\nperft 2 9\n";
/// let cases = chequer::suite::parse(text).unwrap();
/// assert_eq!(check_suite(&Chess, &cases, SuiteOptions::default()), Ok(2));
/// ```
pub fn check_suite<Reg: Registry>(
    registry: &Reg,
    cases: &[Case],
    options: SuiteOptions,
) -> Result<usize, String> {
    let counts = run_suite(registry, cases, options, |_| {})?;
    wrong_counts(&counts)
}

/// The number of `counts`, or an error listing each that differs from its published number.
fn wrong_counts(counts: &[Count]) -> Result<usize, String> {
    let wrong: Vec<String> = counts
        .iter()
        .filter(|count| !count.matches())
        .map(ToString::to_string)
        .collect();
    if wrong.is_empty() {
        Ok(counts.len())
    } else {
        Err(format!(
            "{} of {} counts differ:\n{}",
            wrong.len(),
            counts.len(),
            wrong.join("\n")
        ))
    }
}

/// The published counts of `cases` that `options` does not skip.
pub fn counts_within(cases: &[Case], max_nodes: u64) -> usize {
    cases
        .iter()
        .map(|case| case.counts.iter().filter(|&&(_, n)| n <= max_nodes).count())
        .sum()
}

/// Perft by make-and-test, whatever the rule set's own legality: the oracle for the masks.
pub fn perft_by_make_and_test<R: Rules>(position: &Position<R>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    position.for_each_legal_group_with(Strategy::MakeAndTest, |group| {
        if depth == 1 && R::WALLS.is_none() && R::Drops::GATING.is_none() {
            nodes += group.len() as u64;
            return true;
        }
        for piece_move in group {
            // Each piece's move with each of its walls, where moves put walls, and with each
            // piece it may gate, where pieces are gated.
            position.for_each_completion(piece_move, |mv| {
                let mut child = *position;
                child.play_unchecked(mv);
                nodes += perft_by_make_and_test(&child, depth - 1);
                true
            });
        }
        true
    });
    nodes
}
