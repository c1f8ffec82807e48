//! Learning the games: interactive lessons on each how-to-play page and
//! puzzles found in the engine's own games (`puzzles/<game>.csv`). What a
//! lesson or puzzle is and how a move in it is judged; the screens that
//! show them are the app's, and keeping progress is the files' and the
//! store's.

pub mod confirm;
pub mod generate;
pub mod lesson;
pub mod progress;
pub mod puzzle;

use crate::i18n::Msg;

/// What a lesson's step or a puzzle says of the learner's legal move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Right, and it goes on: the board plays `reply` (coordinate text)
    /// for the other side, then the learner moves again.
    Next { reply: String },
    /// Right, and done.
    Done,
    /// Not the move: why, in the lesson's or puzzle's words.
    Wrong(Msg),
}
