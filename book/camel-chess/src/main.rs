//! The `camel-chess` command: chequer's command line over camel chess and chequer's own rule
//! sets (`camel-chess perft 5 --variant camel`).

use chequer::registry::{Builtin, Registry};

fn main() -> std::process::ExitCode {
    chequer::cli::run(camel_chess::Camels.and(Builtin))
}
