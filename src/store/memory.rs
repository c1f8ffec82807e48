//! Stores without a file: [`MemoryStore`] keeps its rows for as long as
//! one of its clones or readers lives (a test "restarts" rooms over a
//! clone), and [`FaultyStore`] fails every write while told to, as a
//! full disk would. The memory store reads no clock into what it keeps:
//! a game written without its end time stays without (what tests show
//! does not change with the day), and counts as ended at whatever "now"
//! a window is asked about.

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use super::{
    ArchivedGame, Board, Dump, FinishedGame, Leader, MoveRow, Profile, RatingRow, Reader,
    RecentRated, RoomRow, Saved, SavedRoom, SeatRow, Store, StoreError, Window, Write, best,
    now_seconds, ranked,
};
use crate::games::ABORTED;
use crate::learn::progress::Progress;
use crate::rating::{RATED_PAIR_WINDOW, Rating};

/// Whether a room is restored.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Kept {
    Open,
    Closed,
    /// Set aside, with why.
    Aside(String),
}

#[derive(Default)]
struct Tables {
    /// Rooms by number.
    rooms: BTreeMap<u64, (RoomRow, Kept)>,
    moves: BTreeMap<(String, u32, usize), MoveRow>,
    chat: BTreeMap<String, Vec<String>>,
    /// `(folded, key, name)`, oldest claim first.
    names: Vec<(String, String, String)>,
    games: Vec<FinishedGame>,
    ratings: Vec<RatingRow>,
    progress: HashMap<String, Progress>,
    /// Puzzles by key, in the order first rated.
    puzzle_ratings: Vec<(String, Rating)>,
}

/// The tables, shared by a store's clones and its readers.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Tables>>);

impl Shared {
    fn tables(&self) -> MutexGuard<'_, Tables> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Rows in memory, shared by its clones.
#[derive(Clone, Default)]
pub struct MemoryStore {
    shared: Shared,
}

/// Reads a [`MemoryStore`]'s rows as they stand.
struct MemoryReader {
    shared: Shared,
}

impl MemoryStore {
    /// A reader of these rows, as [`Store::reader`] gives, which never
    /// fails here.
    pub fn reader_of(&self) -> Box<dyn Reader> {
        Box::new(MemoryReader {
            shared: self.shared.clone(),
        })
    }
}

/// The keys of a rated game that was played (not aborted).
fn rated_between(game: &FinishedGame) -> Option<[&str; 2]> {
    let [one, two] = game.players.each_ref().map(SeatRow::key);
    match (one, two) {
        (Some(one), Some(two)) if game.rated.is_some() && game.reason != ABORTED => {
            Some([one, two])
        }
        _ => None,
    }
}

impl Tables {
    fn apply(&mut self, write: &Write) {
        match write {
            Write::Room(row) => {
                let kept = self.rooms.get(&row.number).map(|(_, kept)| kept.clone());
                self.rooms
                    .insert(row.number, (row.clone(), kept.unwrap_or(Kept::Open)));
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
                self.mark(id, Kept::Closed);
                self.moves.retain(|(room, _, _), _| room != id);
                self.chat.remove(id);
            }
            Write::SetAside(aside) => self.mark(&aside.room, Kept::Aside(aside.reason.clone())),
            Write::Progress { key, progress } => {
                self.progress.insert(key.clone(), (**progress).clone());
            }
            Write::PuzzleRated { puzzle, rating } => {
                match self.puzzle_ratings.iter_mut().find(|(p, _)| p == puzzle) {
                    Some((_, kept)) => *kept = *rating,
                    None => self.puzzle_ratings.push((puzzle.clone(), *rating)),
                }
            }
        }
    }

    /// The room `id`, if it was restored until now, is `closed` or set
    /// aside instead.
    fn mark(&mut self, id: &str, closed: Kept) {
        for (row, kept) in self.rooms.values_mut() {
            if row.id == id && *kept == Kept::Open {
                *kept = closed.clone();
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

    /// What a server starts from at `now` (seconds since 1970).
    fn saved(&self, now: u64) -> Saved {
        let rooms = self
            .rooms
            .values()
            .filter(|(_, kept)| *kept == Kept::Open)
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
        let since = now.saturating_sub(RATED_PAIR_WINDOW.as_secs());
        let mut recent_rated: Vec<RecentRated> = self
            .games
            .iter()
            .filter_map(|game| {
                let ended = Some(game.ended.unwrap_or(now)).filter(|&at| at >= since)?;
                let players = rated_between(game)?.map(str::to_string);
                Some(RecentRated { players, ended })
            })
            .collect();
        recent_rated.sort_by_key(|game| game.ended);
        Saved {
            rooms,
            names: self
                .names
                .iter()
                .map(|(_, key, name)| (key.clone(), name.clone()))
                .collect(),
            last_number: self.rooms.keys().next_back().copied().unwrap_or(0),
            ratings: self.ratings.clone(),
            recent_rated,
            // Rows in memory are typed: none is unreadable.
            set_aside: Vec::new(),
        }
    }

    /// As the database's, without when the player was first seen.
    fn profile(&self, key: &str, recent: usize) -> Option<Profile> {
        let name = self.name_of(key)?;
        let played = |game: &FinishedGame| game.players.iter().any(|seat| seat.key() == Some(key));
        let recent = self
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
        Some(Profile {
            key: key.to_string(),
            name,
            since: None,
            ratings: self
                .ratings
                .iter()
                .filter(|r| r.key == key)
                .cloned()
                .collect(),
            recent,
        })
    }

    /// Numbered from 1 in the order kept, as the database's.
    fn game(&self, id: u64) -> Option<ArchivedGame> {
        let at = usize::try_from(id).ok().and_then(|id| id.checked_sub(1))?;
        let game = self.games.get(at)?.clone();
        Some(ArchivedGame { id, game })
    }

    fn leaderboard(&self, board: Board) -> Vec<Leader> {
        let window = self.window(&board);
        let leaders = self
            .ratings
            .iter()
            .filter(|row| {
                (row.game, row.pace) == (board.game, board.pace)
                    && ranked(&row.rating, window.played(&row.key), &board)
            })
            .map(|row| Leader {
                key: row.key.clone(),
                name: self.name_of(&row.key).unwrap_or_default(),
                rating: row.rating,
                tally: row.tally,
            })
            .collect();
        best(leaders, board.top)
    }

    /// The rated games of the board's game and pace in its window.
    fn window(&self, board: &Board) -> Window {
        let mut window = Window::default();
        let counted = self.games.iter().filter(|game| {
            game.rated == Some(board.pace)
                && game.record.game() == board.game
                && game.ended.unwrap_or(board.now) >= board.since()
        });
        for [one, two] in counted.filter_map(rated_between) {
            window.add(one, two);
        }
        window
    }
}

impl Store for MemoryStore {
    fn load(&mut self) -> Result<Saved, StoreError> {
        Ok(self.shared.tables().saved(now_seconds()))
    }

    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        let mut tables = self.shared.tables();
        for write in writes {
            tables.apply(write);
        }
        Ok(())
    }

    fn finished_games(&mut self) -> Result<Vec<FinishedGame>, StoreError> {
        Ok(self.shared.tables().games.clone())
    }

    fn archived_round(
        &mut self,
        room: &str,
        round: u32,
    ) -> Result<Option<FinishedGame>, StoreError> {
        let tables = self.shared.tables();
        let mut games = tables.games.iter();
        Ok(games
            .find(|game| game.room == room && game.round == round)
            .cloned())
    }

    fn reader(&mut self) -> Result<Box<dyn Reader>, StoreError> {
        Ok(self.reader_of())
    }

    fn progress(&mut self, key: &str) -> Result<Progress, StoreError> {
        let tables = self.shared.tables();
        Ok(tables.progress.get(key).cloned().unwrap_or_default())
    }

    fn puzzle_ratings(&mut self) -> Result<Vec<(String, Rating)>, StoreError> {
        Ok(self.shared.tables().puzzle_ratings.clone())
    }

    fn is_empty(&mut self) -> Result<bool, StoreError> {
        let tables = self.shared.tables();
        Ok(tables.rooms.is_empty()
            && tables.names.is_empty()
            && tables.games.is_empty()
            && tables.ratings.is_empty()
            && tables.progress.is_empty()
            && tables.puzzle_ratings.is_empty())
    }

    /// Refused: `store copy` moves a server's database, and memory is
    /// no server's.
    fn export(&mut self) -> Result<Dump, StoreError> {
        Err(StoreError::Read(NOT_COPIED.to_string()))
    }

    fn import(&mut self, _dump: &Dump) -> Result<(), StoreError> {
        Err(StoreError::Write(NOT_COPIED.to_string()))
    }
}

const NOT_COPIED: &str = "a store in memory is not copied";

impl Reader for MemoryReader {
    fn profile(&mut self, key: &str, recent: usize) -> Result<Option<Profile>, StoreError> {
        Ok(self.shared.tables().profile(key, recent))
    }

    fn game(&mut self, id: u64) -> Result<Option<ArchivedGame>, StoreError> {
        Ok(self.shared.tables().game(id))
    }

    fn leaderboard(&mut self, board: Board) -> Result<Vec<Leader>, StoreError> {
        Ok(self.shared.tables().leaderboard(board))
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

    /// A full disk's error while writes are told to fail.
    fn full(&self) -> Result<(), StoreError> {
        match self.failing.load(Ordering::SeqCst) {
            true => Err(StoreError::Write("database or disk is full".to_string())),
            false => Ok(()),
        }
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
        self.faults.full()?;
        self.inner.write(writes)
    }

    fn finished_games(&mut self) -> Result<Vec<FinishedGame>, StoreError> {
        self.inner.finished_games()
    }

    /// The inner store's: reads do not fail as writes are told to.
    fn reader(&mut self) -> Result<Box<dyn Reader>, StoreError> {
        self.inner.reader()
    }

    fn archived_round(
        &mut self,
        room: &str,
        round: u32,
    ) -> Result<Option<FinishedGame>, StoreError> {
        self.inner.archived_round(room, round)
    }

    fn progress(&mut self, key: &str) -> Result<Progress, StoreError> {
        self.inner.progress(key)
    }

    fn puzzle_ratings(&mut self) -> Result<Vec<(String, Rating)>, StoreError> {
        self.inner.puzzle_ratings()
    }

    fn is_empty(&mut self) -> Result<bool, StoreError> {
        self.inner.is_empty()
    }

    fn export(&mut self) -> Result<Dump, StoreError> {
        self.inner.export()
    }

    fn import(&mut self, dump: &Dump) -> Result<(), StoreError> {
        self.faults.full()?;
        self.inner.import(dump)
    }
}
