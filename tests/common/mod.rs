//! Helpers shared by the integration tests.

/// The FENs of a `.perft` file in `tests/data/`, in file order.
pub fn fens(file: &str) -> Vec<String> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter_map(|line| line.strip_prefix("fen "))
        .map(String::from)
        .collect()
}
