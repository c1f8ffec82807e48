//! What the server keeps across restarts: players and the names they
//! hold, rooms with their seats, every move with the clocks after it,
//! the last chat lines of each room, every finished game, each key's
//! learning progress (lessons done, puzzle rating) and the puzzles'
//! own ratings. The rooms
//! speak to a [`Store`] in the plain rows below and never in SQL, so
//! [`PostgresStore`] (for several servers, docs/serve.md) stands in for
//! [`SqliteStore`] without touching `rooms/`; [`Database`] says which
//! `--database` names. Profiles, archived
//! games and leaderboards are also read through a [`Reader`] of their
//! own, apart from the store that writes, so reading them need not wait
//! for the rooms. A room whose rows cannot be read is set aside, kept
//! with why, and the others load. Nothing here knows of SSH or of the
//! rooms' rules.

#[cfg(test)]
mod copy_tests;
mod memory;
mod postgresql;
mod rows;
mod sqlite;
pub mod testing;
#[cfg(test)]
mod tests;

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::games::pgn::{self, Header, PgnError};
use crate::games::{ABORTED, Abort, End, GameId, Options, TimeControl};
use crate::learn::progress::Progress;
use crate::rating::{LEADERBOARD_DAYS, LEADERBOARD_GAMES, LEADERBOARD_OPPONENTS, Pace, Rating};
use crate::storage::saves::{GameRecord, RecordError};

pub use memory::{Faults, FaultyStore, MemoryStore};
pub use postgresql::{PostgresStore, Scratch};
pub use rows::{Dump, TABLES, Table, Value};
pub use sqlite::{FILE_NAME, SCHEMA_VERSION, SqliteStore};

/// A room as kept: what it plays and who sits where. Watchers, clocks
/// running and who is connected are not kept: they start again from a
/// restart.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoomRow {
    pub id: String,
    /// The number in the id, for numbering on after a restart.
    pub number: u64,
    pub game: GameId,
    pub options: Options,
    /// The start position string of NOTATION.md.
    pub start: String,
    pub control: Option<TimeControl>,
    /// The key of the visitor who created the room.
    pub creator: String,
    /// Player 1's seat, then player 2's.
    pub seats: [SeatRow; 2],
    /// Which game of the room this is: 1, and one more for each rematch.
    pub round: u32,
    /// How the game ended off the board (a resignation, a flag...).
    pub ended: Option<End>,
    /// Why the game ended before each side had moved.
    pub aborted: Option<Abort>,
    /// Its games between two people are rated.
    pub rated: bool,
}

/// A seat as kept.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SeatRow {
    Open,
    /// A person's, by key fingerprint, with the name they go by.
    Person {
        key: String,
        name: String,
    },
    /// The computer's, by its player id of RULES.md.
    Computer {
        bot: String,
    },
}

/// One move of a room's game, in coordinates, with both clocks (player
/// 1's first) right after it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveRow {
    /// How many moves were played before it.
    pub ply: usize,
    pub text: String,
    pub clocks_ms: Option<[u64; 2]>,
}

/// A game that ended, as the archive keeps it.
#[derive(Clone, PartialEq, Debug)]
pub struct FinishedGame {
    pub room: String,
    pub round: u32,
    /// `1-0`, `0-1`, `1/2-1/2` or `*` (aborted), as in PGN.
    pub result: String,
    /// The reason's code of NOTATION.md (`checkmate`, `resignation`...).
    pub reason: String,
    /// Player 1, then player 2.
    pub players: [SeatRow; 2],
    /// The start, the moves, the clocks and the end: the PGN is made
    /// from it.
    pub record: GameRecord,
    /// The pace it was rated in; None when it was not rated.
    pub rated: Option<Pace>,
    /// Both players' ratings as it began (player 1's first), when rated.
    pub ratings: Option<[Rating; 2]>,
    /// When it ended, in seconds since 1970 (UTC). Written as None, a
    /// database store stamps the wall clock ([`now_seconds`]) as it keeps
    /// the game (the rooms count time in `Instant`s); read back as None
    /// for a game kept before the end time was.
    pub ended: Option<u64>,
}

impl FinishedGame {
    /// Its PGN header as kept: the day it ended, the players' names and
    /// the ratings it began with, its clocks, rated or casual, aborted.
    pub fn pgn_header(&self) -> Header {
        let [white, black] = self.players.each_ref().map(SeatRow::pgn_name);
        Header {
            event: Header::server_event(self.rated.is_some()),
            round: self.round.to_string(),
            time_control: self.record.clock().map(|clock| clock.control()),
            aborted: self.reason == ABORTED,
            elo: match self.ratings {
                Some(ratings) => ratings.map(|rating| Some(rating.shown().value)),
                None => [None; 2],
            },
            ..Header::ended(white, black, self.ended)
        }
    }

    /// The game as PGN, for the games that have it (Chess, Racing Kings).
    pub fn pgn(&self) -> Result<String, ArchivedPgnError> {
        let game = self.record.to_game()?;
        Ok(pgn::export(&game, &self.pgn_header())?)
    }
}

/// Why an archived game gives no PGN.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ArchivedPgnError {
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error(transparent)]
    Pgn(#[from] PgnError),
}

impl SeatRow {
    /// The person's key; None for a computer's seat or an open one.
    pub fn key(&self) -> Option<&str> {
        match self {
            SeatRow::Person { key, .. } => Some(key),
            SeatRow::Open | SeatRow::Computer { .. } => None,
        }
    }

    /// The name PGN gives the seat: the person's, the computer's id, `?`
    /// for a seat nobody took.
    fn pgn_name(&self) -> &str {
        match self {
            SeatRow::Open => "?",
            SeatRow::Person { name, .. } => name,
            SeatRow::Computer { bot } => bot,
        }
    }
}

/// A player's rating in one game kind and pace, with the rated games
/// it counts.
#[derive(Clone, PartialEq, Debug)]
pub struct RatingRow {
    /// The player's key fingerprint.
    pub key: String,
    pub game: GameId,
    pub pace: Pace,
    pub rating: Rating,
    pub tally: Tally,
}

/// Rated games won, drawn and lost.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// One change to keep; a list of them is kept whole or not at all.
#[derive(Clone, PartialEq, Debug)]
pub enum Write {
    /// A room created, or its seats, round or end changed.
    Room(RoomRow),
    /// The moves of the room's round from ply `from` on are these (none
    /// after a takeback).
    Moves {
        room: String,
        round: u32,
        from: usize,
        moves: Vec<MoveRow>,
    },
    /// A chat line; the room keeps its last `keep`.
    Chat {
        room: String,
        line: String,
        keep: usize,
    },
    Finished(Box<FinishedGame>),
    /// A player's rating and tally after a rated game, written with the
    /// game's end.
    Rated(RatingRow),
    /// The key goes by `name` (its newest claim), `folded` as names are
    /// compared; `released` is a folded name it let go of.
    Name {
        key: String,
        name: String,
        folded: String,
        released: Option<String>,
    },
    /// The room is closed: it is not restored.
    Closed(String),
    /// The archived game `round` of room `room` is kept as `record` from
    /// now on (the same game, its analysis added).
    Annotated {
        room: String,
        round: u32,
        record: GameRecord,
    },
    /// The room cannot be restored: it is kept with its moves and chat
    /// as they are, with why, and never restored again.
    SetAside(SetAside),
    /// The learning progress of the key (lessons done, puzzle rating)
    /// is this from now on.
    Progress {
        key: String,
        progress: Box<Progress>,
    },
    /// A puzzle's rating after an attempt at it, by its key
    /// `<game id>/<puzzle id>`.
    PuzzleRated {
        puzzle: String,
        rating: Rating,
    },
}

/// A room to restore.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavedRoom {
    pub row: RoomRow,
    /// The moves of its current round, in order.
    pub moves: Vec<MoveRow>,
    /// Its chat, oldest line first.
    pub chat: Vec<String>,
}

/// Everything a server starts from.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Saved {
    /// The rooms not closed, in the order created.
    pub rooms: Vec<SavedRoom>,
    /// The names claimed, `(key, name)`, oldest claim first.
    pub names: Vec<(String, String)>,
    /// The highest room number ever given, closed rooms included.
    pub last_number: u64,
    /// Every player's ratings.
    pub ratings: Vec<RatingRow>,
    /// The rated games that ended in the last
    /// [`RATED_PAIR_WINDOW`](crate::rating::RATED_PAIR_WINDOW) before the
    /// load (aborted ones never count), oldest first: what the limit of
    /// rated games between two keys starts from.
    pub recent_rated: Vec<RecentRated>,
    /// The rooms this load found unreadable and set aside (so not in
    /// `rooms`), for the log.
    pub set_aside: Vec<SetAside>,
}

/// A rated game between two keys, by when it ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecentRated {
    /// Player 1's key, then player 2's.
    pub players: [String; 2],
    /// In seconds since 1970.
    pub ended: u64,
}

/// A room that could not be restored, set aside with why.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("room {room} set aside, not restored: {reason}")]
pub struct SetAside {
    pub room: String,
    pub reason: String,
}

/// A player as a profile shows them.
#[derive(Clone, PartialEq, Debug)]
pub struct Profile {
    pub key: String,
    /// The name they go by now.
    pub name: String,
    /// When first seen, in seconds since 1970; None when not known (a
    /// player from before it was kept).
    pub since: Option<u64>,
    /// Their ratings, by game and pace.
    pub ratings: Vec<RatingRow>,
    /// Their latest games, newest first.
    pub recent: Vec<ArchivedGame>,
}

/// A game of the archive with its number there, to open it by.
#[derive(Clone, PartialEq, Debug)]
pub struct ArchivedGame {
    pub id: u64,
    pub game: FinishedGame,
}

/// A line of a leaderboard.
#[derive(Clone, PartialEq, Debug)]
pub struct Leader {
    pub key: String,
    pub name: String,
    pub rating: Rating,
    pub tally: Tally,
}

/// Which players a leaderboard ranks: the best `top` in a game and
/// pace, among those whose rating is no longer provisional (a deviation
/// of at most [`PROVISIONAL_DEVIATION`](crate::rating::PROVISIONAL_DEVIATION))
/// and who played at least `min_games` rated games of it against at
/// least `min_opponents` different keys in the `days` before `now`
/// (seconds since 1970).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board {
    pub game: GameId,
    pub pace: Pace,
    pub top: usize,
    pub min_games: u32,
    pub min_opponents: u32,
    pub days: u64,
    pub now: u64,
}

impl Board {
    /// The leaderboard of a game and pace as the server shows it at
    /// `now` (seconds since 1970).
    pub fn of(game: GameId, pace: Pace, now: u64) -> Board {
        Board {
            game,
            pace,
            top: crate::rating::LEADERBOARD_TOP,
            min_games: LEADERBOARD_GAMES,
            min_opponents: LEADERBOARD_OPPONENTS,
            days: LEADERBOARD_DAYS,
            now,
        }
    }

    /// The games that count ended at this time or later.
    pub fn since(&self) -> u64 {
        self.now.saturating_sub(self.days.saturating_mul(DAY))
    }
}

/// A day in seconds.
const DAY: u64 = 24 * 60 * 60;

/// The wall clock in seconds since 1970: what a database store stamps a
/// game kept without its end time with, and the "now" of a leaderboard.
pub fn now_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

/// The database `--database` names: a PostgreSQL URL, or else a SQLite
/// file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Database {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Database {
    /// What `--database` (or the default file) names.
    pub fn of(given: &Path) -> Database {
        match given.to_str() {
            Some(url) if postgresql::SCHEMES.iter().any(|s| url.starts_with(s)) => {
                Database::Postgres(url.to_string())
            }
            _ => Database::Sqlite(given.to_path_buf()),
        }
    }

    /// How errors name it: the file's path, or the URL with its password
    /// hidden.
    pub fn shown(&self) -> String {
        match self {
            Database::Sqlite(path) => path.display().to_string(),
            Database::Postgres(url) => postgresql::shown(url),
        }
    }

    /// Its store, its schema brought up to [`SCHEMA_VERSION`].
    pub fn open(&self) -> Result<Box<dyn Store>, OpenError> {
        Ok(match self {
            Database::Sqlite(path) => Box::new(SqliteStore::open(path)?),
            Database::Postgres(url) => Box::new(PostgresStore::open(url)?),
        })
    }
}

/// Where the server keeps its state. Every write is whole: after an
/// error nothing of it is kept.
pub trait Store: Send {
    /// Everything a server starts from; a room whose rows cannot be read
    /// is set aside (see [`Write::SetAside`]) and named in
    /// [`Saved::set_aside`].
    fn load(&mut self) -> Result<Saved, StoreError>;
    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError>;
    /// The archive of finished games, oldest first.
    fn finished_games(&mut self) -> Result<Vec<FinishedGame>, StoreError>;
    /// A reader of profiles, archived games and leaderboards of its own,
    /// that reads what this store has written without waiting for it
    /// (SQLite, PostgreSQL: a second connection). Each call gives a new
    /// one.
    fn reader(&mut self) -> Result<Box<dyn Reader>, StoreError>;
    /// The archived game `round` of room `room`; None when not kept.
    fn archived_round(
        &mut self,
        room: &str,
        round: u32,
    ) -> Result<Option<FinishedGame>, StoreError>;
    /// The learning progress of the key: a newcomer's when none is kept.
    fn progress(&mut self, key: &str) -> Result<Progress, StoreError>;
    /// Every puzzle whose rating has moved from its shipped one, by its
    /// key `<game id>/<puzzle id>`, with its rating now.
    fn puzzle_ratings(&mut self) -> Result<Vec<(String, Rating)>, StoreError>;
    /// Whether it holds no row at all: a place `store copy` may fill.
    fn is_empty(&mut self) -> Result<bool, StoreError>;
    /// Every row it holds, as one commit has it (`store copy`).
    fn export(&mut self) -> Result<Dump, StoreError>;
    /// Writes every row of `dump` as it is, ids and sequence numbers
    /// kept, in one transaction: all of it or, after an error, nothing.
    /// For an empty store ([`Store::is_empty`]).
    fn import(&mut self, dump: &Dump) -> Result<(), StoreError>;
    /// Keeps the key's progress after a change, with the rating of the
    /// puzzle attempted if the change was a rated attempt: both or
    /// neither.
    fn write_progress(
        &mut self,
        key: &str,
        progress: &Progress,
        puzzle: Option<(&str, Rating)>,
    ) -> Result<(), StoreError> {
        self.write(&progress_writes(key, progress, puzzle))
    }
}

/// The writes that keep a change of a key's progress (see
/// [`Store::write_progress`]).
pub fn progress_writes(
    key: &str,
    progress: &Progress,
    puzzle: Option<(&str, Rating)>,
) -> Vec<Write> {
    let kept = Write::Progress {
        key: key.to_string(),
        progress: Box::new(progress.clone()),
    };
    let rated = puzzle.map(|(puzzle, rating)| Write::PuzzleRated {
        puzzle: puzzle.to_string(),
        rating,
    });
    std::iter::once(kept).chain(rated).collect()
}

/// What is read of the archive for profiles and leaderboards, from
/// indexed queries: none of them walks every archived game.
pub trait Reader: Send {
    /// The player of this key with their `recent` latest games; None
    /// for a key never seen.
    fn profile(&mut self, key: &str, recent: usize) -> Result<Option<Profile>, StoreError>;
    /// The game of the archive numbered `id`; None for a number it has
    /// not given.
    fn game(&mut self, id: u64) -> Result<Option<ArchivedGame>, StoreError>;
    /// The board's players, best first (by name on a tie).
    fn leaderboard(&mut self, board: Board) -> Result<Vec<Leader>, StoreError>;
}

/// A read or a write that failed while the server runs (a full disk, a
/// file gone bad).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the database could not be written: {0}")]
    Write(String),
    #[error("the database could not be read: {0}")]
    Read(String),
}

/// Why a database was refused at start; the file (or PostgreSQL
/// database) is left as it was.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum OpenError {
    #[error("{url} is not a PostgreSQL URL tabuleiro can use: {reason}")]
    BadUrl { url: String, reason: String },
    #[error("cannot open the database {path}: {reason}")]
    Open { path: String, reason: String },
    #[error("{path} is not a SQLite database; it is left as it is")]
    NotSqlite { path: String },
    #[error(
        "the database {path} has schema version {found}, newer than this tabuleiro knows ({known}); it is left as it is"
    )]
    Newer {
        path: String,
        found: i64,
        known: i64,
    },
    #[error("the database {path} is read-only; it is left as it is")]
    ReadOnlyFile { path: String },
    #[error(
        "the folder of the database {path} is read-only (SQLite writes its journal beside the file); the file is left as it is"
    )]
    ReadOnlyFolder { path: String },
    #[error("the database {path} could not be brought to schema version {to}: {reason}")]
    Migrate {
        path: String,
        to: i64,
        reason: String,
    },
    #[error(
        "the database {path} is damaged ({problem}); it is left as it is: restore it from a backup, or recover what can be read into a new file with sqlite3's .recover"
    )]
    Damaged { path: String, problem: String },
    #[error(
        "the database {path} is in use by another server (it holds {lock}); it is left as it is"
    )]
    InUse { path: String, lock: String },
}

/// A player's rated games of a leaderboard's game and pace in its
/// window.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct Played {
    games: u32,
    /// How many different keys they were played against.
    opponents: u32,
}

/// The rated games of a leaderboard's window, counted by key as they are
/// read.
#[derive(Default)]
struct Window {
    /// Each key's games, and the keys they were played against.
    by_key: HashMap<String, (u32, HashSet<String>)>,
}

impl Window {
    /// One more game between these two keys.
    fn add(&mut self, one: &str, two: &str) {
        self.add_side(one, two);
        self.add_side(two, one);
    }

    fn add_side(&mut self, key: &str, opponent: &str) {
        if let Some((games, opponents)) = self.by_key.get_mut(key) {
            *games += 1;
            if !opponents.contains(opponent) {
                opponents.insert(opponent.to_string());
            }
            return;
        }
        let opponents = HashSet::from([opponent.to_string()]);
        self.by_key.insert(key.to_string(), (1, opponents));
    }

    fn played(&self, key: &str) -> Played {
        self.by_key
            .get(key)
            .map_or_else(Played::default, |(games, opponents)| Played {
                games: *games,
                opponents: u32::try_from(opponents.len()).unwrap_or(u32::MAX),
            })
    }
}

/// Whether a leaderboard ranks a player with this rating in its game
/// and pace who played `played` in its window.
fn ranked(rating: &Rating, played: Played, board: &Board) -> bool {
    !rating.provisional()
        && played.games >= board.min_games
        && played.opponents >= board.min_opponents
}

/// The `top` best leaders, by name on a tie.
fn best(mut leaders: Vec<Leader>, top: usize) -> Vec<Leader> {
    leaders.sort_by(|a, b| {
        b.rating
            .rating
            .total_cmp(&a.rating.rating)
            .then_with(|| a.name.cmp(&b.name))
    });
    leaders.truncate(top);
    leaders
}

/// The game of this id of NOTATION.md.
fn game_of(id: &str) -> Option<GameId> {
    GameId::ALL.into_iter().find(|game| game.id() == id)
}
