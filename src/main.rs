//! The `chequer` command: perft, perftree, legal moves, a position's state and perft suites
//! for every rule set chequer knows (see [`chequer::cli`]).

fn main() -> std::process::ExitCode {
    chequer::cli::run(chequer::registry::Builtin)
}
