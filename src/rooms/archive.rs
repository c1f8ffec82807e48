//! What visitors read of the archive (profiles, archived games, the
//! leaderboards), on a reader of the store's own, outside the rooms'
//! lock: a scan of the archive never holds up a move.

use std::sync::Mutex;

use super::refusal::Refusal;
use super::request::RoomOutcome;
use super::{Log, lock};
use crate::store::{Board, Reader};

/// How many of a player's latest games their profile lists.
pub const PROFILE_GAMES: usize = 10;

pub struct Archive {
    /// One reader, so that reads wait for each other, never for the rooms.
    reader: Mutex<Box<dyn Reader>>,
    log: Log,
}

impl Archive {
    pub fn new(reader: Box<dyn Reader>, log: Log) -> Archive {
        Archive {
            reader: Mutex::new(reader),
            log,
        }
    }

    /// The profile of the player of `key`, asked for as `asked` (a name
    /// or a key).
    pub fn profile(&self, key: &str, asked: &str) -> Result<RoomOutcome, Refusal> {
        let found = lock(&self.reader).profile(key, PROFILE_GAMES);
        let found = found.map_err(|error| self.not_read("a profile", &error))?;
        let profile = found.ok_or_else(|| Refusal::NoPlayer(asked.to_string()))?;
        Ok(RoomOutcome::Profile(Box::new(profile)))
    }

    pub fn leaderboard(&self, board: Board) -> Result<RoomOutcome, Refusal> {
        let leaders = lock(&self.reader).leaderboard(board);
        let leaders = leaders.map_err(|error| self.not_read("a leaderboard", &error))?;
        Ok(RoomOutcome::Leaderboard { board, leaders })
    }

    /// The game of the archive numbered `id`.
    pub fn game(&self, id: u64) -> Result<RoomOutcome, Refusal> {
        let found = lock(&self.reader).game(id);
        let found = found.map_err(|error| self.not_read(&format!("archived game {id}"), &error))?;
        let game = found.ok_or(Refusal::NoGame(id))?;
        Ok(RoomOutcome::Game(Box::new(game)))
    }

    fn not_read(&self, what: &str, error: &dyn std::fmt::Display) -> Refusal {
        (self.log)(&format!("{what} not read: {error}"));
        Refusal::NotRead
    }
}
