//! Placeholder until the progress branch lands (replaced by it at merge).

use std::collections::{BTreeSet, VecDeque};

use serde::{Deserialize, Serialize};

use crate::rating::Rating;

pub const RECENT: usize = 200;

#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Progress {
    pub lessons: BTreeSet<String>,
    pub puzzle_rating: Rating,
    pub recent: VecDeque<String>,
    pub solved: u32,
    pub failed: u32,
    pub best_streak: u32,
}

impl Progress {
    pub fn lesson_done(&mut self, key: &str) {
        self.lessons.insert(key.to_string());
    }

    pub fn is_lesson_done(&self, key: &str) -> bool {
        self.lessons.contains(key)
    }

    pub fn rated_attempt(&mut self, puzzle_key: &str, puzzle: Rating, solved: bool) -> Rating {
        self.unrated_attempt(puzzle_key);
        if solved {
            self.solved += 1;
        } else {
            self.failed += 1;
        }
        puzzle
    }

    pub fn unrated_attempt(&mut self, puzzle_key: &str) {
        self.recent.push_back(puzzle_key.to_string());
        while self.recent.len() > RECENT {
            self.recent.pop_front();
        }
    }

    pub fn streak_ended(&mut self, length: u32) {
        self.best_streak = self.best_streak.max(length);
    }
}
