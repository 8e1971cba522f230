//! Generated files kept in the repository (the book's diagrams and its table of rule sets):
//! a test regenerates them and fails when the copies on disk differ, so that they cannot drift
//! from what the code computes.

use std::fmt;
use std::path::Path;

/// Generated files whose copies on disk differ from what the code generates now.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct StaleFiles {
    /// The names of the files that differ or are missing.
    pub names: Vec<String>,
    /// The environment variable that makes the test write them.
    pub update_variable: String,
}

impl fmt::Display for StaleFiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "generated files differ from the code: {}; run the test with {}=1 to rewrite them",
            self.names.join(", "),
            self.update_variable
        )
    }
}

impl std::error::Error for StaleFiles {}

/// Compares each `(name, contents)` with the file `name` in `folder`; when the environment
/// variable `update_variable` is set, writes them instead.
///
/// ```no_run
/// use chequer::testing::check_generated_files;
/// use chequer::{Position, Standard, svg::Diagram};
///
/// let start = Diagram::of_position(&Position::<Standard>::start()).to_svg();
/// check_generated_files("book/src/diagrams".as_ref(), &[("start.svg", start)], "UPDATE_DIAGRAMS")
///     .unwrap();
/// ```
///
/// # Panics
///
/// When a file cannot be written in update mode.
pub fn check_generated_files<N: AsRef<str>>(
    folder: &Path,
    files: &[(N, String)],
    update_variable: &str,
) -> Result<(), StaleFiles> {
    let update = std::env::var_os(update_variable).is_some();
    if update {
        std::fs::create_dir_all(folder)
            .unwrap_or_else(|e| panic!("create {}: {e}", folder.display()));
    }
    let mut names = Vec::new();
    for (name, contents) in files {
        let path = folder.join(name.as_ref());
        if update {
            std::fs::write(&path, contents)
                .unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(contents.as_str()) {
            names.push(name.as_ref().to_string());
        }
    }
    if names.is_empty() {
        Ok(())
    } else {
        Err(StaleFiles {
            names,
            update_variable: update_variable.to_string(),
        })
    }
}
