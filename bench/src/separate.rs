//! The orthodox table again, each library in a process of its own: one small binary per
//! library (`src/bin`), so that no library's code layout is shaped by another's in the same
//! binary. In one process, cozy-chess ran CPW position 3 at 196–233 Mnps where alone it ran
//! at 250–300.

use crate::Case;
use crate::peers::Library;
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

/// The binary of `library`, beside this one; an error naming the build command if absent.
pub fn binary(library: &Library) -> Result<PathBuf, String> {
    let me = std::env::current_exe().map_err(|error| format!("no path to this binary: {error}"))?;
    let path = me.with_file_name(format!(
        "{}{}",
        library.binary,
        std::env::consts::EXE_SUFFIX
    ));
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!(
            "{} is missing: build every binary of the package with the same flags and \
             target directory (`cargo build --release -p chequer-bench`)",
            path.display()
        ))
    }
}

/// Counts `case` to `depth` with `library`'s binary: the count and the CPU time of the
/// counting alone, as the child measured it.
pub fn perft(library: &Library, case: &Case, depth: u32) -> Result<(u64, Duration), String> {
    let mut command = Command::new(binary(library)?);
    command.arg(case.fen).arg(depth.to_string());
    if case.chess960 {
        command.arg("chess960");
    }
    let output = command
        .output()
        .map_err(|error| format!("cannot run {}: {error}", library.binary))?;
    let text = String::from_utf8_lossy(&output.stdout);
    let parsed = text
        .split_whitespace()
        .map(str::parse::<u64>)
        .collect::<Vec<_>>();
    match parsed.as_slice() {
        [Ok(nodes), Ok(nanos)] if output.status.success() => {
            Ok((*nodes, Duration::from_nanos(*nanos)))
        }
        _ => Err(format!(
            "{} on {}: {} {}{}",
            library.binary,
            case.name,
            output.status,
            text.trim(),
            String::from_utf8_lossy(&output.stderr).trim()
        )),
    }
}
