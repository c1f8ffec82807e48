//! The command line as a user runs it: `match`, `bench`, `status`, `perft`,
//! `store copy` and external engines. One test target for these files, so
//! the whole stack is linked once; each file is a module of it.

mod cli_support;
mod engine_support;

mod cli_engines;
mod cli_match;
mod cli_puzzles;
mod cli_status;
mod cli_store_copy;
