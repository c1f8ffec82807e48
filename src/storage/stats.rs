//! Results per game and opponent, kept in `stats.toml`:
//!
//! ```toml
//! version = 1
//!
//! [games.chess.medium]
//! won = 2
//! lost = 5
//! drawn = 1
//! ```
//!
//! Games and opponents are kept by their ids as strings, so a file from a
//! tabuleiro that knows more games or players keeps those lines intact.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::file::{self, Format, Loaded, Versioned, WriteError};
use super::saves::Player;
use crate::games::{GameId, Outcome, Side};

/// How a game ended for the person counted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameResult {
    Won,
    Lost,
    Drawn,
}

impl GameResult {
    /// The result for `side` of a game that ended with `outcome`.
    pub fn for_side(outcome: Outcome, side: Side) -> GameResult {
        match outcome {
            Outcome::Draw => GameResult::Drawn,
            Outcome::Win(winner) if winner == side => GameResult::Won,
            Outcome::Win(_) => GameResult::Lost,
        }
    }
}

/// Won, lost and drawn against one opponent.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.won + self.lost + self.drawn
    }

    fn add(&mut self, result: GameResult) {
        let count = match result {
            GameResult::Won => &mut self.won,
            GameResult::Lost => &mut self.lost,
            GameResult::Drawn => &mut self.drawn,
        };
        *count = count.saturating_add(1);
    }
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    version: u32,
    /// Game id, then opponent key (a bot id or `human`).
    games: BTreeMap<String, BTreeMap<String, Tally>>,
}

impl Versioned for Stats {
    const VERSION: u32 = 1;
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            version: Self::VERSION,
            games: BTreeMap::new(),
        }
    }
}

impl Stats {
    pub fn load(path: &Path) -> Loaded<Stats> {
        file::load_or_default(path, Format::Toml)
    }

    /// Writes the statistics; refuses to write over a newer file.
    pub fn save(&self, path: &Path) -> Result<(), WriteError> {
        let stamped = Stats {
            version: Self::VERSION,
            games: self.games.clone(),
        };
        file::save(path, Format::Toml, &stamped)
    }

    /// Counts one result against `opponent` (a bot id or `human`).
    pub fn record(&mut self, game: GameId, opponent: &str, result: GameResult) {
        self.games
            .entry(game.id().to_string())
            .or_default()
            .entry(opponent.to_string())
            .or_default()
            .add(result);
    }

    /// Counts a finished game as the person at the keyboard sees it:
    /// against a computer, from the human side. A game between two people
    /// (one side's win is the other's loss, and neither is "you") or two
    /// computers is not counted. Says whether it counted the game.
    pub fn record_game(&mut self, game: GameId, players: &[Player; 2], outcome: Outcome) -> bool {
        let counted = match players {
            [Player::Human { .. }, opponent @ Player::Computer { .. }] => {
                Some((Side::One, opponent))
            }
            [opponent @ Player::Computer { .. }, Player::Human { .. }] => {
                Some((Side::Two, opponent))
            }
            _ => None,
        };
        match counted {
            Some((side, opponent)) => {
                self.record(
                    game,
                    opponent.opponent_key(),
                    GameResult::for_side(outcome, side),
                );
                true
            }
            None => false,
        }
    }

    /// The tally against one opponent in one game.
    pub fn tally(&self, game: GameId, opponent: &str) -> Tally {
        self.games
            .get(game.id())
            .and_then(|by_opponent| by_opponent.get(opponent))
            .copied()
            .unwrap_or_default()
    }

    /// Every opponent met in a game, by key, in key order.
    pub fn opponents(&self, game: GameId) -> impl Iterator<Item = (&str, Tally)> {
        self.games
            .get(game.id())
            .into_iter()
            .flatten()
            .map(|(key, tally)| (key.as_str(), *tally))
    }

    /// All results in one game.
    pub fn total(&self, game: GameId) -> Tally {
        self.opponents(game)
            .fold(Tally::default(), |sum, (_, t)| Tally {
                won: sum.won + t.won,
                lost: sum.lost + t.lost,
                drawn: sum.drawn + t.drawn,
            })
    }
}
