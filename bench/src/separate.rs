//! The orthodox table again, each library in a process of its own: one small binary per
//! library (`src/bin`), so that no library's code layout is shaped by another's in the same
//! binary. Measured on a quiet machine before this table existed, cozy-chess ran CPW
//! position 3 at 196–233 Mnps in one process and at 250–300 Mnps alone.

use crate::Case;
use crate::peers::{LIBRARIES, Library};
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

/// The one-library binaries, found once beside this one.
pub struct Children {
    /// Each library's name with the path of its binary.
    binaries: Vec<(&'static str, PathBuf)>,
}

impl Children {
    /// Finds every library's binary beside this one; an error naming the build command if
    /// one is absent.
    pub fn find() -> Result<Self, String> {
        let me =
            std::env::current_exe().map_err(|error| format!("no path to this binary: {error}"))?;
        let binaries = LIBRARIES
            .iter()
            .map(|library| {
                let name = format!("{}{}", library.binary, std::env::consts::EXE_SUFFIX);
                let path = me.with_file_name(name);
                if path.is_file() {
                    Ok((library.name, path))
                } else {
                    Err(format!(
                        "{} is missing: build every binary of the package with the same flags \
                         and target directory (`cargo build --profile speed -p chequer-bench`)",
                        path.display()
                    ))
                }
            })
            .collect::<Result<_, _>>()?;
        Ok(Children { binaries })
    }

    /// Counts `case` to `depth` with `library`'s binary: the count and the CPU time of the
    /// counting alone, as the child measured it.
    pub fn perft(
        &self,
        library: &Library,
        case: &Case,
        depth: u32,
    ) -> Result<(u64, Duration), String> {
        let (_, binary) = self
            .binaries
            .iter()
            .find(|(name, _)| *name == library.name)
            .ok_or(format!("no binary for {}", library.name))?;
        let mut command = Command::new(binary);
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
}
