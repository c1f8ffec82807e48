//! The repository's shape, read from its files: no import cycles in
//! `src/`, and every test file compiled. Links nothing of ours.

mod module_graph;
mod test_files;
