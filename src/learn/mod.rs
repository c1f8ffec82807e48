//! Learning the games: interactive lessons on each how-to-play page and
//! puzzles found in the engine's own games (`puzzles/<game>.csv`). What a
//! lesson or puzzle is and how a move in it is judged; the screens that
//! show them are the app's, and keeping progress is the files' and the
//! store's.

pub mod generate;
pub mod puzzle;
