//! chequer's perft alone in its process, for the separate-process table.

#[path = "../child.rs"]
mod child;
#[path = "../count/chequer.rs"]
mod count;
#[path = "../timing.rs"]
mod timing;

fn main() {
    child::run(count::perft);
}
