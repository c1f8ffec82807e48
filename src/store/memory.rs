//! Stores without a file: [`MemoryStore`] keeps its rows for as long as
//! one of its clones lives (a test "restarts" rooms over a clone), and
//! [`FaultyStore`] fails every write while told to, as a full disk would.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use super::{
    ArchivedGame, Board, FinishedGame, Leader, MoveRow, Profile, RatingRow, RoomRow, Saved,
    SavedRoom, SeatRow, Store, StoreError, Write, best, ranked,
};

#[derive(Default)]
struct Tables {
    /// Rooms by number, with whether each is closed.
    rooms: BTreeMap<u64, (RoomRow, bool)>,
    moves: BTreeMap<(String, u32, usize), MoveRow>,
    chat: BTreeMap<String, Vec<String>>,
    /// `(folded, key, name)`, oldest claim first.
    names: Vec<(String, String, String)>,
    games: Vec<FinishedGame>,
    ratings: Vec<RatingRow>,
}

/// Rows in memory, shared by its clones.
#[derive(Clone, Default)]
pub struct MemoryStore {
    tables: Arc<Mutex<Tables>>,
}

impl MemoryStore {
    fn tables(&self) -> std::sync::MutexGuard<'_, Tables> {
        self.tables.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Tables {
    fn apply(&mut self, write: &Write) {
        match write {
            Write::Room(row) => {
                let closed = self.rooms.get(&row.number).is_some_and(|(_, c)| *c);
                self.rooms.insert(row.number, (row.clone(), closed));
            }
            Write::Moves {
                room,
                round,
                from,
                moves,
            } => {
                self.moves
                    .retain(|(r, n, ply), _| !(r == room && n == round && ply >= from));
                for mv in moves {
                    self.moves
                        .insert((room.clone(), *round, mv.ply), mv.clone());
                }
            }
            Write::Chat { room, line, keep } => {
                let lines = self.chat.entry(room.clone()).or_default();
                lines.push(line.clone());
                let over = lines.len().saturating_sub(*keep);
                lines.drain(..over);
            }
            Write::Finished(game) => self.games.push((**game).clone()),
            Write::Rated(row) => {
                self.ratings.retain(|r| {
                    (r.key.as_str(), r.game, r.pace) != (row.key.as_str(), row.game, row.pace)
                });
                self.ratings.push(row.clone());
            }
            Write::Name {
                key,
                name,
                folded,
                released,
            } => {
                self.names
                    .retain(|(f, k, _)| f != folded && !(k == key && Some(f) == released.as_ref()));
                self.names.push((folded.clone(), key.clone(), name.clone()));
            }
            Write::Annotated {
                room,
                round,
                record,
            } => {
                let kept = self.games.iter_mut();
                for game in kept.filter(|g| g.room == *room && g.round == *round) {
                    game.record = record.clone();
                }
            }
            Write::Closed(id) => {
                for (row, closed) in self.rooms.values_mut() {
                    *closed |= row.id == *id;
                }
                self.moves.retain(|(room, _, _), _| room != id);
                self.chat.remove(id);
            }
        }
    }

    /// The name the key goes by now.
    fn name_of(&self, key: &str) -> Option<String> {
        let mut names = self.names.iter().rev();
        names
            .find(|(_, k, _)| k == key)
            .map(|(_, _, name)| name.clone())
    }

    fn saved(&self) -> Saved {
        let rooms = self
            .rooms
            .values()
            .filter(|(_, closed)| !closed)
            .map(|(row, _)| SavedRoom {
                moves: self
                    .moves
                    .iter()
                    .filter(|((room, round, _), _)| *room == row.id && *round == row.round)
                    .map(|(_, mv)| mv.clone())
                    .collect(),
                chat: self.chat.get(&row.id).cloned().unwrap_or_default(),
                row: row.clone(),
            })
            .collect();
        Saved {
            rooms,
            names: self
                .names
                .iter()
                .map(|(_, key, name)| (key.clone(), name.clone()))
                .collect(),
            last_number: self.rooms.keys().next_back().copied().unwrap_or(0),
            ratings: self.ratings.clone(),
        }
    }
}

impl Store for MemoryStore {
    fn load(&mut self) -> Result<Saved, StoreError> {
        Ok(self.tables().saved())
    }

    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        let mut tables = self.tables();
        for write in writes {
            tables.apply(write);
        }
        Ok(())
    }

    fn finished_games(&mut self) -> Result<Vec<FinishedGame>, StoreError> {
        Ok(self.tables().games.clone())
    }

    /// As the database's, without when the player was first seen.
    fn profile(&mut self, key: &str, recent: usize) -> Result<Option<Profile>, StoreError> {
        let tables = self.tables();
        let Some(name) = tables.name_of(key) else {
            return Ok(None);
        };
        let played = |game: &FinishedGame| {
            let key_of =
                |seat: &SeatRow| matches!(seat, SeatRow::Person { key: k, .. } if k == key);
            game.players.iter().any(key_of)
        };
        let recent = tables
            .games
            .iter()
            .enumerate()
            .rev()
            .filter(|(_, game)| played(game))
            .take(recent)
            .map(|(at, game)| ArchivedGame {
                id: at as u64 + 1,
                game: game.clone(),
            })
            .collect();
        Ok(Some(Profile {
            key: key.to_string(),
            name,
            since: None,
            ratings: tables
                .ratings
                .iter()
                .filter(|r| r.key == key)
                .cloned()
                .collect(),
            recent,
        }))
    }

    /// Numbered from 1 in the order kept, as the database's.
    fn game(&mut self, id: u64) -> Result<Option<ArchivedGame>, StoreError> {
        let at = usize::try_from(id).ok().and_then(|id| id.checked_sub(1));
        let tables = self.tables();
        let game = at.and_then(|at| tables.games.get(at)).cloned();
        Ok(game.map(|game| ArchivedGame { id, game }))
    }

    fn leaderboard(&mut self, board: Board) -> Result<Vec<Leader>, StoreError> {
        let tables = self.tables();
        let leaders = tables
            .ratings
            .iter()
            .filter(|row| ranked(row, &board))
            .map(|row| Leader {
                key: row.key.clone(),
                name: tables.name_of(&row.key).unwrap_or_default(),
                rating: row.rating,
                tally: row.tally,
            })
            .collect();
        Ok(best(leaders, board.top))
    }
}

/// Tells a [`FaultyStore`] when to fail.
#[derive(Clone, Default)]
pub struct Faults {
    failing: Arc<AtomicBool>,
}

impl Faults {
    /// Every write fails from now until told otherwise.
    pub fn fail_writes(&self, failing: bool) {
        self.failing.store(failing, Ordering::SeqCst);
    }

    fn failing(&self) -> bool {
        self.failing.load(Ordering::SeqCst)
    }
}

/// Another store whose writes fail while its [`Faults`] say so.
pub struct FaultyStore {
    inner: Box<dyn Store>,
    faults: Faults,
}

impl FaultyStore {
    pub fn new(inner: Box<dyn Store>) -> (FaultyStore, Faults) {
        let faults = Faults::default();
        let store = FaultyStore {
            inner,
            faults: faults.clone(),
        };
        (store, faults)
    }
}

impl Store for FaultyStore {
    fn load(&mut self) -> Result<Saved, StoreError> {
        self.inner.load()
    }

    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        if self.faults.failing() {
            return Err(StoreError::Write("database or disk is full".to_string()));
        }
        self.inner.write(writes)
    }

    fn finished_games(&mut self) -> Result<Vec<FinishedGame>, StoreError> {
        self.inner.finished_games()
    }

    fn profile(&mut self, key: &str, recent: usize) -> Result<Option<Profile>, StoreError> {
        self.inner.profile(key, recent)
    }

    fn game(&mut self, id: u64) -> Result<Option<ArchivedGame>, StoreError> {
        self.inner.game(id)
    }

    fn leaderboard(&mut self, board: Board) -> Result<Vec<Leader>, StoreError> {
        self.inner.leaderboard(board)
    }

    fn archived_round(
        &mut self,
        room: &str,
        round: u32,
    ) -> Result<Option<FinishedGame>, StoreError> {
        self.inner.archived_round(room, round)
    }
}
