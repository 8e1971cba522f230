//! Registries of rule sets, by UCI_Variant name: the tables that the command-line tool, the
//! suite runner, the property tests and the fuzz targets read.
//!
//! A name picks a rule set, two ways. [`Registry::variant`] gives it behind the object-safe
//! traits of [`dynamic`](crate::dynamic), compiled once per rule set: what a tool that picks
//! rule sets at run time uses. [`Registry::visit`] runs generic code on the type itself,
//! compiled for every rule set where it is called. [`Builtin`] is the registry of all of
//! chequer's rule sets; visiting it compiles the visitor for each of them, so this example
//! declares a registry of two:
//!
//! ```
//! use chequer::registry::{Registry, RuleSet, RuleSetVisitor};
//! use chequer::{Position, Rules};
//!
//! chequer::registry! {
//!     /// Two rule sets.
//!     struct Two {
//!         "crazyhouse" [] => chequer::Crazyhouse, false, "captured pieces change sides";
//!         "3check" ["threecheck"] => chequer::ThreeCheck, false, "the third check wins";
//!     }
//! }
//!
//! struct StartMoves;
//!
//! impl RuleSetVisitor for StartMoves {
//!     type Output = usize;
//!     fn visit<R: Rules>(self, _: &RuleSet) -> usize {
//!         Position::<R>::start().legal_moves().len()
//!     }
//! }
//!
//! assert_eq!(Two.visit("crazyhouse", StartMoves).ok(), Some(20));
//! assert_eq!(Two.visit("threecheck", StartMoves).ok(), Some(20));
//! assert!(Two.visit("no such game", StartMoves).is_err());
//! ```
//!
//! A crate with rule sets of its own declares its registry with [`registry!`](crate::registry!)
//! and may chain chequer's after it with [`Registry::and`].

use crate::dynamic::{RulesOf, Variant};
use crate::testing::{CheckedRules, MakeChecked};
use std::boxed::Box;
use std::string::{String, ToString};
use std::vec::Vec;

/// What a registry says of a rule set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RuleSet {
    /// The UCI_Variant name.
    pub name: &'static str,
    /// Other names it is known by.
    pub aliases: &'static [&'static str],
    /// One line on what it is.
    pub description: &'static str,
    /// Whether it is played with Chess960 castling and start positions by default
    /// ([`Chess960`](crate::Chess960)); any rule set with castling can be, on request.
    pub chess960: bool,
}

impl RuleSet {
    /// Whether `name` is this rule set's name or one of its aliases.
    pub fn is_named(&self, name: &str) -> bool {
        self.name == name || self.aliases.contains(&name)
    }
}

/// Generic code to run on the rule set a name picks.
pub trait RuleSetVisitor {
    /// What the visit gives.
    type Output;
    /// Runs on rule set `R`, which the registry describes as `rule_set`.
    fn visit<R: crate::Rules>(self, rule_set: &RuleSet) -> Self::Output;
}

/// A table of rule sets by name. Declared with [`registry!`](crate::registry!).
pub trait Registry {
    /// The rule sets, in the order help texts list them.
    fn rule_sets(&self) -> Vec<RuleSet>;

    /// Runs `visitor` on the rule set called `name` (or one of its aliases); gives the
    /// visitor back if no rule set is called so.
    fn visit<V: RuleSetVisitor>(&self, name: &str, visitor: V) -> Result<V::Output, V>;

    /// The rule set called `name` (or one of its aliases) behind object-safe traits, if any:
    /// what a tool that picks rule sets at run time uses (see [`dynamic`](crate::dynamic)).
    /// Each rule set's side of those traits is compiled where this is first instantiated;
    /// [`Builtin`]'s is compiled into the library itself with the feature `cli`, so that the
    /// command line and every test share one copy.
    fn variant(&self, name: &str) -> Option<Variant> {
        self.visit(name, MakeVariant).ok()
    }

    /// The rule set called `name` (or one of its aliases) as the testing kit checks it (see
    /// [`testing::CheckedRules`](crate::testing::CheckedRules)), if any. The kit is compiled
    /// for each rule set where this is first instantiated; [`Builtin`]'s is compiled into the
    /// library itself in builds with debug assertions and the feature `cli` (the test
    /// profile), so that the tests share one copy, and a release build of the command line
    /// compiles none.
    fn checked_rules(&self, name: &str) -> Option<Box<dyn CheckedRules>> {
        self.visit(name, MakeChecked).ok()
    }

    /// The rule set called `name`, if any.
    fn find(&self, name: &str) -> Option<RuleSet> {
        self.rule_sets()
            .into_iter()
            .find(|rule_set| rule_set.is_named(name))
    }

    /// Runs a visitor on every rule set, one after the other: `make` gives a fresh visitor
    /// each time. Returns the outputs in table order.
    fn visit_all<V: RuleSetVisitor>(&self, mut make: impl FnMut() -> V) -> Vec<V::Output> {
        self.rule_sets()
            .iter()
            .filter_map(|rule_set| self.visit(rule_set.name, make()).ok())
            .collect()
    }

    /// Every name and alias, for error messages: `chess (standard), chess960 (fischerandom),
    /// ...`.
    fn names(&self) -> String {
        self.rule_sets()
            .iter()
            .map(|rule_set| match rule_set.aliases {
                [] => rule_set.name.to_string(),
                aliases => format!("{} ({})", rule_set.name, aliases.join(", ")),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// This registry, then `other` for the names this one does not know.
    fn and<B: Registry>(self, other: B) -> Chain<Self, B>
    where
        Self: Sized,
    {
        Chain(self, other)
    }
}

/// The visitor behind [`Registry::variant`].
struct MakeVariant;

impl RuleSetVisitor for MakeVariant {
    type Output = Variant;

    fn visit<R: crate::Rules>(self, rule_set: &RuleSet) -> Variant {
        Variant {
            rule_set: *rule_set,
            rules: &RulesOf::<R>::NEW,
        }
    }
}

/// Two registries, the first one's names first: see [`Registry::and`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Chain<A, B>(pub A, pub B);

impl<A: Registry, B: Registry> Registry for Chain<A, B> {
    fn rule_sets(&self) -> Vec<RuleSet> {
        let mut rule_sets = self.0.rule_sets();
        rule_sets.extend(self.1.rule_sets());
        rule_sets
    }

    fn visit<V: RuleSetVisitor>(&self, name: &str, visitor: V) -> Result<V::Output, V> {
        self.0
            .visit(name, visitor)
            .or_else(|visitor| self.1.visit(name, visitor))
    }
}

/// Declares a registry: a unit struct implementing [`Registry`], one line per rule set,
/// `name [aliases] => Type, chess960, "description";`.
///
/// ```
/// use chequer::registry::Registry;
///
/// chequer::registry! {
///     /// The rule sets of my crate.
///     pub struct Mine {
///         "koth" ["hill"] => chequer::KingOfTheHill, false, "a king on the hill wins";
///     }
/// }
///
/// let all = Mine.and(chequer::registry::Builtin);
/// assert_eq!(all.find("hill").map(|rule_set| rule_set.name), Some("koth"));
/// assert!(all.find("crazyhouse").is_some());
/// ```
#[macro_export]
macro_rules! registry {
    (
        $(#[$meta:meta])*
        $vis:vis struct $registry:ident {
            $($name:literal [$($alias:literal),*] => $rules:ty, $chess960:literal, $description:literal;)+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default)]
        $vis struct $registry;

        impl $registry {
            /// The table, in declaration order.
            const TABLE: &'static [$crate::registry::RuleSet] = &[$($crate::registry::RuleSet {
                name: $name,
                aliases: &[$($alias),*],
                description: $description,
                chess960: $chess960,
            }),+];
        }

        impl $crate::registry::Registry for $registry {
            fn rule_sets(&self) -> ::std::vec::Vec<$crate::registry::RuleSet> {
                Self::TABLE.to_vec()
            }

            fn visit<V: $crate::registry::RuleSetVisitor>(
                &self,
                name: &str,
                visitor: V,
            ) -> ::core::result::Result<V::Output, V> {
                // The table's rows in order, each visited with its own type.
                let mut rows = Self::TABLE.iter();
                $(
                    if let Some(rule_set) = rows.next().filter(|row| row.is_named(name)) {
                        return Ok(visitor.visit::<$rules>(rule_set));
                    }
                )+
                Err(visitor)
            }
        }
    };
}

#[cfg(feature = "standard")]
crate::registry! {
    /// Orthodox chess and Chess960 (feature `standard`).
    pub struct Orthodox {
        "chess" ["standard", "normal"] => crate::Standard, false, "orthodox chess";
        "chess960" ["fischerandom"] => crate::Standard, true, "orthodox chess from the 960 shuffled start positions";
    }
}

#[cfg(feature = "lichess")]
crate::registry! {
    /// The variants lichess plays (feature `lichess`).
    pub struct Lichess {
        "crazyhouse" [] => crate::Crazyhouse, false, "captured pieces change sides and are dropped back";
        "3check" ["threecheck"] => crate::ThreeCheck, false, "the third check wins";
        "5check" ["fivecheck"] => crate::FiveCheck, false, "the fifth check wins";
        "kingofthehill" [] => crate::KingOfTheHill, false, "a king on d4, e4, d5 or e5 wins";
        "atomic" [] => crate::Atomic, false, "captures explode the pieces around them; blow up the king";
        "antichess" [] => crate::Antichess, false, "captures are compulsory; lose every piece to win";
        "horde" [] => crate::Horde, false, "white's 36 pawns against black's army";
        "racingkings" [] => crate::RacingKings, false, "no checks; the first king on the eighth rank wins";
        "giveaway" [] => crate::Giveaway, false, "antichess with castling";
        "suicide" [] => crate::Suicide, false, "antichess; without a move, fewer pieces win";
    }
}

#[cfg(feature = "army")]
crate::registry! {
    /// Fairy-Stockfish's other variants of the orthodox army (feature `army`).
    pub struct Army {
        "loop" [] => crate::Loop, false, "crazyhouse where promoted pieces keep their rank in hand";
        "chessgi" [] => crate::Chessgi, false, "loop chess with pawn drops on the first rank";
        "pocketknight" [] => crate::PocketKnight, false, "orthodox chess with a knight in hand for each side";
        "placement" [] => crate::Placement, false, "the pieces start in hand and are dropped on the first rank before play";
        "dragon" [] => crate::Dragon, false, "orthodox chess with a dragon (bishop + knight) in hand, dropped on the first rank";
        "losers" [] => crate::Losers, false, "captures are compulsory; be mated or lose every piece to win";
        "codrus" [] => crate::Codrus, false, "captures are compulsory; lose the king to win";
        "nocheckatomic" [] => crate::NoCheckAtomic, false, "atomic without check: the king may stand attacked";
        "atomar" [] => crate::Atomar, false, "atomic without check where kings are immune to explosions";
        "extinction" [] => crate::Extinction, false, "lose every piece of a kind and you lose";
        "kinglet" [] => crate::Kinglet, false, "lose every pawn and you lose; pawns promote to king";
        "threekings" [] => crate::ThreeKings, false, "three kings each; lose one and you lose";
        "coregal" [] => crate::Coregal, false, "queens are royal as well as the king";
        "knightmate" [] => crate::Knightmate, false, "the royal king moves as a knight; manns replace knights";
        "nocastle" [] => crate::NoCastle, false, "orthodox chess without castling";
        "raazuvaa" [] => crate::Raazuvaa, false, "Maldivian chess: no castling, no double step";
        "torpedo" [] => crate::Torpedo, false, "pawns may double-step from any rank";
        "misere" [] => crate::Misere, false, "the side that is checkmated wins";
        "armageddon" [] => crate::Armageddon, false, "Black has draw odds: every drawn end is a win for Black";
        "bughouse" [] => crate::Bughouse, false, "crazyhouse on two boards: captures go to the partner's hand; no move loses";
        "koedem" [] => crate::Koedem, false, "bughouse whose kings are taken and passed on: lose both and you lose";
    }
}

#[cfg(feature = "fairy")]
crate::registry! {
    /// Other boards and pieces (feature `fairy`).
    pub struct Fairy {
        "losalamos" [] => crate::LosAlamos, false, "Los Alamos chess on 6x6, no bishops";
        "capablanca" [] => crate::Capablanca, false, "10x8 with an archbishop and a chancellor";
        "caparandom" [] => crate::Capablanca, true, "Capablanca chess with Chess960 castling, from any start";
        "capahouse" [] => crate::Capahouse, false, "Capablanca chess with crazyhouse drops";
        "gothic" [] => crate::Gothic, false, "Capablanca chess from another start";
        "embassy" [] => crate::Embassy, false, "Capablanca chess with the king castling to h or b";
        "janus" [] => crate::Janus, false, "10x8 with two januses (bishop + knight)";
        "centaur" [] => crate::Centaur, false, "10x8 with two centaurs (king + knight)";
        "chancellor" [] => crate::ChancellorChess, false, "9x9 with a chancellor (rook + knight)";
        "modern" [] => crate::ModernChess, false, "9x9 with a minister (bishop + knight)";
        "fairy" [] => crate::FairyChess, false, "orthodox chess whose positions may hold a silver, fers, archbishop, chancellor or commoner";
        "almost" [] => crate::Almost, false, "the queen is a chancellor (rook + knight)";
        "amazon" [] => crate::Amazon, false, "the queen is an amazon (queen + knight)";
        "perfect" [] => crate::Perfect, false, "chancellor, archbishop and amazon; the chancellor castles";
        "georgian" [] => crate::Georgian, false, "amazon chess without castling or en passant";
        "nightrider" [] => crate::Nightrider, false, "the knights ride: nightriders";
        "grasshopper" [] => crate::Grasshopper, false, "a row of grasshoppers before the pawns";
        "gardner" [] => crate::Gardner, false, "Gardner's 5x5 minichess";
        "pawnsideways" [] => crate::PawnSideways, false, "pawns may also step sideways";
        "petrified" [] => crate::Petrified, false, "pawnsideways where a piece that captures turns to stone, a wall";
        "seirawan" [] => crate::Seirawan, false, "S-chess: a hawk and an elephant in hand enter on the squares pieces leave";
        "shouse" [] => crate::Shouse, false, "S-chess with crazyhouse drops";
        "pawnback" [] => crate::PawnBack, false, "pawns may also step back";
        "berolina" [] => crate::Berolina, false, "pawns step diagonally and capture straight ahead";
        "hoppelpoppel" [] => crate::HoppelPoppel, false, "knights take as bishops, bishops as knights";
        "newzealand" [] => crate::NewZealand, false, "rooks take as knights, knights as rooks";
        "legan" [] => crate::Legan, false, "the army turned to a corner; pawns run diagonally, capture straight";
        "paradigm" [] => crate::Paradigm, false, "the bishop also moves as a lame knight";
        "sortofalmost" [] => crate::SortOfAlmost, false, "white has a chancellor for its queen";
        "spartan" [] => crate::Spartan, false, "the orthodox army against the Spartans: two kings, hoplites; no duple check";
        "breakthrough" [] => crate::Breakthrough, false, "stones race to the far rank; no king";
        "clobber" [] => crate::Clobber, false, "5x6 full of stones; every move takes a neighbour; no move loses";
        "clobber10" [] => crate::Clobber10, false, "clobber on 10x10";
        "jesonmor" [] => crate::JesonMor, false, "9x9 of knights; hold the centre e5 for a move to win; no king";
        "fox-and-hounds" [] => crate::FoxAndHounds, false, "a fox breaks through to the eighth rank or is trapped by four hounds";
        "chigorin" [] => crate::Chigorin, false, "white's knights and chancellor against black's bishops and queen";
        "grand" [] => crate::Grand, false, "10x10; promotion on the last three ranks to captured kinds";
        "opulent" [] => crate::Opulent, false, "Grand chess with wizards, lions and stronger knights";
        "tencubed" [] => crate::TenCubed, false, "10x10 with archbishops, marshalls, champions and wizards";
        "shako" [] => crate::Shako, false, "10x10 with elephants and xiangqi cannons";
        "gustav3" [] => crate::Gustav3, false, "10x8 whose outer files keep only their corners, where the amazons stand";
        "omicron" [] => crate::Omicron, false, "10x8 ringed by holes whose corners hold wizards; champions; castling on the second rank";
        "troitzky" [] => crate::Troitzky, false, "10x10 with its corners cut away; pawns promote where their file ends";
        "wolf" [] => crate::Wolf, false, "8x10 with wolves, foxes, sergeants and nightriders";
    }
}

#[cfg(feature = "makruk")]
crate::registry! {
    /// Shatranj, courier chess and the makruk family (feature `makruk`).
    pub struct Makruk {
        "shatranj" [] => crate::Shatranj, false, "medieval chess: alfils and ferzes; a bare king loses";
        "chaturanga" [] => crate::Chaturanga, false, "shatranj set up as in India, without the bare-king rule";
        "shatar" [] => crate::Shatar, false, "Mongolian chess: the bers; a mate needs a check by bers, rook or knight";
        "courier" [] => crate::Courier, false, "medieval 12x8 chess with the courier, mann, fers and wazir";
        "makruk" [] => crate::Makruk, false, "Thai chess: khons and mets; pawns promote on the sixth";
        "makpong" [] => crate::Makpong, false, "makruk where a checked king may only take its checker";
        "cambodian" [] => crate::Cambodian, false, "makruk where an unmoved king and met may leap once";
        "karouk" ["kar-ouk"] => crate::Karouk, false, "Cambodian chess where the first check wins";
        "ai-wok" [] => crate::AiWok, false, "makruk with the ai-wok (rook + knight + met) for the met";
        "asean" [] => crate::Asean, false, "south-east Asian chess with orthodox letters and promotion";
        "sittuyin" [] => crate::Sittuyin, false, "Burmese chess: the pieces are set up from hand; a pawn promotes to a met by a move of its own";
    }
}

#[cfg(feature = "shogi")]
crate::registry! {
    /// Shogi and its relatives (feature `shogi`).
    pub struct Shogi {
        "shogi" [] => crate::Shogi, false, "Japanese chess: promotion by choice, captured pieces dropped";
        "checkshogi" ["check-shogi"] => crate::CheckShogi, false, "shogi where the first check wins";
        "minishogi" ["mini"] => crate::Minishogi, false, "shogi on 5x5 without knights and lances";
        "gorogoro" [] => crate::Gorogoro, false, "shogi on 5x6 with golds, silvers and pawns";
        "judkins" [] => crate::Judkins, false, "shogi on 6x6 with one of each piece but the lance";
        "okisakishogi" [] => crate::OkisakiShogi, false, "shogi on 10x10 with a queen, chess knights and two-way lances";
        "yarishogi" [] => crate::YariShogi, false, "shogi on 7x9 with spear-like pieces that ride forward";
        "torishogi" ["tori"] => crate::ToriShogi, false, "shogi of birds on 7x7: swallows, quails, pheasants, falcons";
        "kyotoshogi" ["kyoto"] => crate::KyotoShogi, false, "shogi on 5x5 whose pieces turn over at every move";
        "micro" ["microshogi"] => crate::MicroShogi, false, "shogi on 4x5 whose pieces turn over when they capture";
        "dobutsu" [] => crate::Dobutsu, false, "animal shogi on 3x4: take the lion, or bring your own home safely";
        "shoshogi" ["sho"] => crate::ShoShogi, false, "old shogi without drops, with the drunk elephant and the crown prince";
        "euroshogi" [] => crate::Euroshogi, false, "shogi on 8x8: knights that also step aside, compulsory promotion";
    }
}

#[cfg(feature = "xiangqi")]
crate::registry! {
    /// Xiangqi, Manchu chess, minixiangqi and the janggi family (feature `xiangqi`).
    pub struct Xiangqi {
        "xiangqi" [] => crate::Xiangqi, false, "Chinese chess: palaces, a river, cannons; no move loses";
        "manchu" [] => crate::Manchu, false, "xiangqi where red has one banner (chariot + cannon + horse)";
        "minixiangqi" [] => crate::Minixiangqi, false, "xiangqi on 7x7 with chariots, horses, cannons and soldiers";
        "janggi" [] => crate::Janggi, false, "Korean chess: palace diagonals, cannons over one non-cannon, passing, bikjang";
        "janggitraditional" [] => crate::JanggiTraditional, false, "janggi whose ends by passing, bikjang and repetition draw";
        "janggicasual" [] => crate::JanggiCasual, false, "janggi without bikjang; two passes draw";
        "janggimodern" [] => crate::JanggiModern, false, "janggi without bikjang, counted on points; moving back and forth loses";
        "supply" [] => crate::Supply, false, "xiangqi on two boards: captures go to the partner, dropped on your side; no drop checks";
    }
}

#[cfg(feature = "walls")]
crate::registry! {
    /// The games whose moves put walls on the board (feature `walls`).
    pub struct WallGames {
        "duck" [] => crate::Duck, false, "each move ends by moving the duck, a wall; no check: take the king to win";
        "amazons" [] => crate::Amazons, false, "queens that never capture shoot an arrow after each move; no move loses";
        "isolation" [] => crate::Isolation, false, "6x8: step as a king, then wall off any square; no move loses";
        "isolation7x7" [] => crate::Isolation7x7, false, "isolation on 7x7";
        "snailtrail" [] => crate::SnailTrail, false, "7x7: step as a king, leaving a wall behind; no move loses";
        "joust" [] => crate::Joust, false, "8x8: leap as a knight, leaving a wall behind; no move loses";
    }
}

/// chequer's own rule sets: every family this build has, in the order of the families'
/// registries ([`Orthodox`], [`Lichess`], [`Army`], [`Fairy`], [`Makruk`], [`Shogi`],
/// [`Xiangqi`], [`WallGames`], each behind its feature).
#[derive(Clone, Copy, Debug, Default)]
pub struct Builtin;

/// Implements [`Registry`] for [`Builtin`] as the chain of the family registries whose
/// features are on.
macro_rules! builtin_families {
    ($($feature:literal => $family:ident),+ $(,)?) => {
        impl Registry for Builtin {
            fn rule_sets(&self) -> Vec<RuleSet> {
                let rule_sets = Vec::new();
                $(
                    #[cfg(feature = $feature)]
                    let rule_sets = [rule_sets, $family.rule_sets()].concat();
                )+
                rule_sets
            }

            fn visit<V: RuleSetVisitor>(&self, name: &str, visitor: V) -> Result<V::Output, V> {
                // Without any family `name` names nothing.
                let (found, _) = (Err(visitor), name);
                $(
                    #[cfg(feature = $feature)]
                    let found = found.or_else(|visitor| $family.visit(name, visitor));
                )+
                found
            }

            /// Compiled here once for the command line and the tests, not in each of them.
            #[cfg(feature = "cli")]
            fn variant(&self, name: &str) -> Option<Variant> {
                self.visit(name, MakeVariant).ok()
            }

            /// Compiled here once for the tests, not in each of them.
            #[cfg(all(feature = "cli", debug_assertions))]
            fn checked_rules(&self, name: &str) -> Option<Box<dyn CheckedRules>> {
                self.visit(name, MakeChecked).ok()
            }
        }
    };
}

builtin_families! {
    "standard" => Orthodox,
    "lichess" => Lichess,
    "army" => Army,
    "fairy" => Fairy,
    "makruk" => Makruk,
    "shogi" => Shogi,
    "xiangqi" => Xiangqi,
    "walls" => WallGames,
}
