//! Computer players, knowing nothing of the interface: the random player,
//! the classic players of RULES.md, and the engine levels.

pub mod bot;
pub mod worker;

pub use bot::{Bot, Classic, Level, UnknownPlayer};
pub use worker::{Report, Request, Score, SearchInfo, Task, Worker};

use std::time::Duration;

/// How long and how deep a search may go. `None` everywhere means the
/// bot's own default (its level's limits; master's default thinking time).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Limits {
    pub movetime: Option<Duration>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
}

/// A quick static evaluation of the current position from player 1's
/// point of view, in the game's points (for the evaluation bar when no
/// computer is thinking).
pub fn quick_evaluation(game: &crate::games::AnyGame) -> i32 {
    let [one, two] = game.scores();
    (one as i32 - two as i32) * 100
}
