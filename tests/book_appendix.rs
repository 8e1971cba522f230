//! The book's appendix of rule sets, generated from the registry and the rule sets' source so
//! that it cannot drift: `cargo test --test book_appendix` fails when `book/src/rule-sets.md`
//! differs from what this generates; `UPDATE_BOOK=1 cargo test --test book_appendix` writes it.

use chequer::registry::{Builtin, Registry, RuleSet, RuleSetVisitor};
use chequer::testing::check_generated_files;
use chequer::{Geometry, Hand, Legality, Movement, Piece, Promotion, Rules};
use std::path::Path;

/// The items every rule set writes, and the legality strategy, which has a column of its
/// own; the other items of its `impl Rules` are the hooks it uses.
const NOT_HOOKS: &[&str] = &[
    "Geometry",
    "Piece",
    "MoveList",
    "Hand",
    "State",
    "NAME",
    "START_FEN",
    "KING",
    "PAWN",
    "CASTLING_ROOK",
    "EN_PASSANT",
    "PROMOTIONS",
    "Movement",
    "Keys",
    "Legality",
];

/// The policies a rule set names beside its movement, keys and legality: the appendix lists
/// the ones it implements itself by their items, the shared ones by their type.
const POLICIES: &[&str] = &["Promotion", "Castling", "Drops", "Ending", "Pawns"];

/// The policy types that are the orthodox defaults, or the rule set itself: not hooks.
const POLICY_DEFAULTS: &[&str] = &[
    "LastRankPromotion",
    "OrthodoxCastling",
    "CapturedPiecesLeave",
    "CheckmateEnding",
    "OrthodoxPawns",
    "Self",
];

/// The constant switches of `Rules`, read from each rule set's type rather than its source:
/// they may be set by a shared macro, or written as an expression of a generic parameter.
const SWITCHES: &[&str] = &[
    "DISTINCT_QUIET",
    "LEAPS_ALONG_LINES",
    "MUST_CAPTURE",
    "FORBIDS",
    "PIECES_PROMOTE",
];

/// One row of the appendix: what the types say, then what the source says.
struct Row {
    rule_set: RuleSet,
    board: String,
    pieces: String,
    legality: String,
    drops: bool,
    /// The [`SWITCHES`] the rule set turns on.
    switches: Vec<&'static str>,
    /// `chequer_variants::lichess::atomic::Atomic`, generic arguments removed.
    type_path: String,
    /// Whether the pieces are the orthodox ones, moving as they do.
    orthodox_army: bool,
}

/// Describes the rule set a registry row names, from its type.
struct Describe;

impl RuleSetVisitor for Describe {
    type Output = Row;
    fn visit<R: Rules>(self, rule_set: &RuleSet) -> Row {
        let geometry = <R::Geometry as Geometry>::FILES;
        let bits = 8 * size_of::<<R::Geometry as Geometry>::Bits>();
        let pieces = (0..R::Piece::COUNT)
            .filter_map(R::Piece::from_index)
            .map(|piece| {
                let color = chequer::Color::Black;
                chequer::ColoredPiece { color, piece }.token().to_string()
            })
            .collect::<Vec<_>>()
            .join(" ");
        let full = std::any::type_name::<R>();
        let on = [
            R::Movement::DISTINCT_QUIET,
            R::Movement::LEAPS_ALONG_LINES,
            R::MUST_CAPTURE,
            R::FORBIDS.is_some(),
            R::Promotion::PIECES_PROMOTE,
        ];
        let switches = SWITCHES
            .iter()
            .zip(on)
            .filter_map(|(&name, on)| on.then_some(name))
            .collect();
        Row {
            rule_set: *rule_set,
            board: format!("{geometry}×{}, u{bits}", <R::Geometry as Geometry>::RANKS),
            pieces,
            legality: format!("{:?}", R::Legality::STRATEGY),
            drops: <R::Hand as Hand<R::Piece>>::DROPS,
            switches,
            type_path: full.split('<').next().unwrap_or(full).to_string(),
            orthodox_army: std::any::type_name::<R::Movement>().ends_with("::OrthodoxMovement"),
        }
    }
}

/// The module's files: `module.rs` and, if it has one, every file of its folder.
fn module_lines(variants: &Path, module: &str) -> (String, usize) {
    let mut files = vec![variants.join(format!("{module}.rs"))];
    if let Ok(entries) = std::fs::read_dir(variants.join(module)) {
        let mut more: Vec<_> = entries.map(|entry| entry.unwrap().path()).collect();
        more.sort();
        files.extend(more);
    }
    let lines = files
        .iter()
        .map(|file| std::fs::read_to_string(file).unwrap().lines().count())
        .sum();
    let name = if files.len() > 1 {
        format!("`{module}.rs` + `{module}/`")
    } else {
        format!("`{module}.rs`")
    };
    (name, lines)
}

/// The name of the item a trimmed source line declares: `fn`, `const` or `type`.
fn item_name(line: &str) -> Option<String> {
    let rest = ["fn ", "const ", "type "]
        .iter()
        .find_map(|keyword| line.strip_prefix(keyword))?;
    Some(
        rest.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect(),
    )
}

/// The lines of the block opened on line `start`, up to its closing brace at the same indent.
fn block<'a>(lines: &[&'a str], start: usize) -> Vec<&'a str> {
    let line = lines[start];
    let end = format!("{}}}", &line[..line.len() - line.trim_start().len()]);
    lines[start + 1..]
        .iter()
        .take_while(|line| **line != end)
        .copied()
        .collect()
}

/// The hooks of rule set `ty` in `source`: the items of its `impl Rules` not in [`NOT_HOOKS`]
/// nor [`SWITCHES`], the items of the other traits it implements (its own policies, as
/// `impl Ending<Self> for ty`, and a family's, as `impl ShogiFamily for ty`), and the shared
/// policy types it names other than the orthodox defaults.
fn hooks(source: &str, ty: &str) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let on_rule_set = format!(" for {ty}");
    let mut names = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        // `impl Trait for Ty {` or `impl Trait for Ty<GAME> {`, the derivable traits aside.
        let implemented = line.starts_with("impl")
            && line
                .split_once(&on_rule_set)
                .is_some_and(|(_, rest)| rest.starts_with(" {") || rest.starts_with('<'));
        if !implemented || line.contains("Default for") {
            continue;
        }
        for line in block(&lines, start) {
            // The impl's own items, not what they contain.
            let Some(item) = line
                .strip_prefix("    ")
                .filter(|item| !item.starts_with(' '))
            else {
                continue;
            };
            let Some(name) = item_name(item) else {
                continue;
            };
            if POLICIES.contains(&name.as_str()) {
                let value = item.split_once("= ").map_or("", |(_, value)| value);
                let value = value.trim_end_matches(';');
                if !POLICY_DEFAULTS.contains(&value) {
                    names.push(value.to_string());
                }
            } else {
                names.push(name);
            }
        }
    }
    names.retain(|name| !NOT_HOOKS.contains(&name.as_str()) && !SWITCHES.contains(&name.as_str()));
    names
}

fn appendix() -> String {
    let variants = Path::new(env!("CARGO_MANIFEST_DIR")).join("variants/src");
    let mut text = String::from(
        "# Appendix: the rule sets\n\n\
         Every rule set chequer ships, as its registry lists them. This page is generated by\n\
         `tests/book_appendix.rs` from the registry, the rule sets' types and their source, and\n\
         a test fails when it is out of date. Rule sets marked *orthodox army* play with the\n\
         pieces of orthodox chess, moving as they do (`OrthodoxMovement`), some without\n\
         castling or with other promotions; *drops* means pieces in hand may be dropped.\n\
         *Legality* is the strategy of [the legality chapter](legality.md); *lines* count the\n\
         module's source, documentation included; *hooks* are the items of `impl Rules` beyond\n\
         the ones every rule set writes, the items of the other traits it implements (its own\n\
         policies, its family's trait), and the shared policies it names other than the orthodox\n\
         ones.\n\n\
         | name | board | pieces | legality | lines |\n\
         |---|---|---|---|---:|\n",
    );
    let rows = Builtin.rule_sets().into_iter().map(|rule_set| {
        Builtin
            .visit(rule_set.name, Describe)
            .unwrap_or_else(|_| panic!("{} is listed but not visited", rule_set.name))
    });
    let mut hooks_section = String::from("\n## Modules and hooks\n\n");
    for row in rows {
        // `chequer_variants::lichess::atomic::Atomic`: the file `lichess/atomic.rs`.
        let segments: Vec<&str> = row.type_path.split("::").collect();
        let [_, modules @ .., ty] = &segments[..] else {
            panic!("{}: no module in the type's path", row.type_path)
        };
        let module = modules.join("/");
        let source = std::fs::read_to_string(variants.join(format!("{module}.rs"))).unwrap();
        let mut army = if row.orthodox_army {
            "orthodox army".to_string()
        } else {
            row.pieces.clone()
        };
        if row.drops {
            army.push_str(", drops");
        }
        let hooks: Vec<String> = (row.switches.iter().map(|switch| switch.to_string()))
            .chain(hooks(&source, ty))
            .collect();
        let hooks = if hooks.is_empty() {
            "none".to_string()
        } else {
            hooks
                .iter()
                .map(|hook| format!("`{hook}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (module, lines) = module_lines(&variants, &module);
        let mut name = format!("`{}`", row.rule_set.name);
        if row.rule_set.chess960 {
            name.push_str(", 960 starts");
        }
        text.push_str(&format!(
            "| {name} | {} | {army} | {} | {lines} |\n",
            row.board, row.legality,
        ));
        hooks_section.push_str(&format!(
            "* `{}`, in {module}: {hooks}\n",
            row.rule_set.name
        ));
    }
    text + &hooks_section + &rule_differences()
}

/// The README's table of rule differences with Fairy-Stockfish, under a heading of its own:
/// one table, kept in the README, shown in both places.
fn rule_differences() -> String {
    let readme = include_str!("../README.md");
    let (_, rest) = readme
        .split_once("<!-- rule-differences -->\n")
        .expect("the README marks its table of rule differences");
    let (table, _) = rest
        .split_once("<!-- /rule-differences -->")
        .expect("the README ends its table of rule differences");
    format!(
        "\n## Rule differences with Fairy-Stockfish\n\n\
         The README's section on the differential test (`tools/differential.py`) compares every\n\
         rule set with Fairy-Stockfish at every position of random games.\n\n{table}"
    )
}

#[test]
fn appendix_is_up_to_date() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("book/src");
    check_generated_files(&folder, &[("rule-sets.md", appendix())], "UPDATE_BOOK").unwrap();
}
