//! A person's progress in learning: the lessons done, the puzzle rating
//! (one for all games, as lichess has), the puzzles played lately and
//! the counts. Pure data: the files keep it locally (`storage/`), the
//! store per key on a server (`store/`).

use std::collections::{BTreeSet, VecDeque};

use serde::{Deserialize, Serialize};

use super::puzzle::Puzzle;
use crate::rating::{Rating, puzzle_result};

/// How many puzzles played are remembered, so that none of them is
/// offered again soon.
pub const RECENT: usize = 200;

/// How a puzzle is named in [`Progress::recent`] and among the puzzles'
/// ratings on a server: `<game id>/<puzzle id>`.
pub fn puzzle_key(puzzle: &Puzzle) -> String {
    format!("{}/{}", puzzle.game.id(), puzzle.id)
}

/// The rating a puzzle is shipped with, as a Glicko-2 rating (a
/// newcomer's volatility).
pub fn shipped_rating(puzzle: &Puzzle) -> Rating {
    Rating {
        rating: f64::from(puzzle.rating),
        deviation: f64::from(puzzle.deviation),
        ..Rating::default()
    }
}

#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Lessons completed, as "<game id>/<lesson id>".
    pub lessons: BTreeSet<String>,
    /// The person's puzzle rating (all games together, as lichess has one).
    pub puzzle_rating: Rating,
    /// The last puzzles played, newest last, as "<game id>/<puzzle id>", at
    /// most [`RECENT`] of them (not offered again while here).
    pub recent: VecDeque<String>,
    /// Rated attempts solved and failed.
    pub solved: u32,
    pub failed: u32,
    /// The longest streak (puzzles solved in a row in streak mode).
    pub best_streak: u32,
}

impl Progress {
    pub fn lesson_done(&mut self, key: &str) {
        self.lessons.insert(key.to_string());
    }

    pub fn is_lesson_done(&self, key: &str) -> bool {
        self.lessons.contains(key)
    }

    /// Records a rated attempt: moves the person's rating, remembers the
    /// puzzle, and returns the puzzle's new rating (for the server to
    /// keep).
    pub fn rated_attempt(&mut self, puzzle_key: &str, puzzle: Rating, solved: bool) -> Rating {
        let (solver, puzzle) = puzzle_result(self.puzzle_rating, puzzle, solved);
        self.puzzle_rating = solver;
        let count = if solved {
            &mut self.solved
        } else {
            &mut self.failed
        };
        *count = count.saturating_add(1);
        self.remember(puzzle_key);
        puzzle
    }

    /// Records an unrated one (streak mode, a retry): remembered in
    /// recent only.
    pub fn unrated_attempt(&mut self, puzzle_key: &str) {
        self.remember(puzzle_key);
    }

    /// A streak came to an end after `length` puzzles solved in a row.
    pub fn streak_ended(&mut self, length: u32) {
        self.best_streak = self.best_streak.max(length);
    }

    /// Whether the puzzle was played lately.
    pub fn played_lately(&self, puzzle_key: &str) -> bool {
        self.recent.iter().any(|key| key == puzzle_key)
    }

    /// The puzzle becomes the newest played, once in the list however
    /// often it is played; the oldest go past [`RECENT`].
    fn remember(&mut self, puzzle_key: &str) {
        self.recent.retain(|key| key != puzzle_key);
        self.recent.push_back(puzzle_key.to_string());
        while self.recent.len() > RECENT {
            self.recent.pop_front();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_once_done_stays_done() {
        let mut progress = Progress::default();
        assert!(!progress.is_lesson_done("chess/fork"));
        progress.lesson_done("chess/fork");
        progress.lesson_done("chess/fork");
        assert!(progress.is_lesson_done("chess/fork"));
        assert!(!progress.is_lesson_done("hasami-shogi/fork"));
        assert_eq!(progress.lessons.len(), 1);
    }

    #[test]
    fn a_rated_attempt_moves_the_rating_and_counts_and_returns_the_puzzles_new_rating() {
        let mut progress = Progress::default();
        let puzzle = Rating::default();
        let beaten = progress.rated_attempt("chess/a1", puzzle, true);
        assert!(progress.puzzle_rating.rating > 1500.0);
        assert!(beaten.rating < puzzle.rating);
        assert_eq!((progress.solved, progress.failed), (1, 0));
        let before = progress.puzzle_rating;
        let held = progress.rated_attempt("chess/a2", puzzle, false);
        assert!(progress.puzzle_rating.rating < before.rating);
        assert!(held.rating > puzzle.rating);
        assert_eq!((progress.solved, progress.failed), (1, 1));
        assert_eq!(progress.recent, ["chess/a1", "chess/a2"]);
    }

    #[test]
    fn an_unrated_attempt_is_only_remembered() {
        let mut progress = Progress::default();
        progress.unrated_attempt("racing-kings/r7");
        assert_eq!(progress.puzzle_rating, Rating::default());
        assert_eq!((progress.solved, progress.failed), (0, 0));
        assert!(progress.played_lately("racing-kings/r7"));
        assert!(!progress.played_lately("racing-kings/r8"));
    }

    #[test]
    fn recent_keeps_the_newest_once_each_and_no_more_than_recent() {
        let mut progress = Progress::default();
        for n in 0..RECENT + 5 {
            progress.unrated_attempt(&format!("chess/p{n}"));
        }
        assert_eq!(progress.recent.len(), RECENT);
        assert_eq!(
            progress.recent.front().map(String::as_str),
            Some("chess/p5")
        );
        progress.unrated_attempt("chess/p5");
        assert_eq!(progress.recent.len(), RECENT);
        assert_eq!(
            progress.recent.front().map(String::as_str),
            Some("chess/p6")
        );
        assert_eq!(progress.recent.back().map(String::as_str), Some("chess/p5"));
    }

    #[test]
    fn the_best_streak_is_the_longest_ended() {
        let mut progress = Progress::default();
        progress.streak_ended(4);
        progress.streak_ended(2);
        assert_eq!(progress.best_streak, 4);
        progress.streak_ended(9);
        assert_eq!(progress.best_streak, 9);
    }

    #[test]
    fn it_reads_back_as_written_and_missing_fields_are_defaults() {
        let mut progress = Progress::default();
        progress.lesson_done("chess/pin");
        progress.rated_attempt("chess/x1", Rating::default(), true);
        progress.streak_ended(3);
        let text = serde_json::to_string(&progress).expect("encoded");
        let read: Progress = serde_json::from_str(&text).expect("decoded");
        assert_eq!(read, progress);
        let partial: Progress = serde_json::from_str(r#"{"solved": 2}"#).expect("decoded");
        assert_eq!(partial.solved, 2);
        assert_eq!(partial.puzzle_rating, Rating::default());
    }
}
