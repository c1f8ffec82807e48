//! The store in one SQLite file (`server.sqlite` in the data directory
//! unless `--database` names another). WAL with `synchronous=NORMAL`: a
//! commit is in the journal before `write` returns, so a killed process
//! loses nothing it committed; only a power cut can lose the last
//! commits (docs/serve.md). The schema's version is `PRAGMA
//! user_version`, brought up by the migrations below, each in its own
//! transaction. A file refused at open is never written, moved or
//! truncated: every check is made before the first write, and the file's
//! pages are checked (`PRAGMA quick_check`) before it is used. The store
//! holds `<file>.lock` for its life, so a second server on the same file
//! is refused. Readers are second connections, read-only: in WAL mode
//! they read the last commit while the store writes.

use std::fs::{self, File, OpenOptions};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags, OptionalExtension, Transaction, params};

use super::rows::{
    self, GameTexts, RoomTexts, TABLES, Table, Value, abort_code, any_row_sql, clock_columns,
    clocks_of, control_columns, count, json, progress_of, rating_row, read_error, select_sql,
    unsigned,
};
use super::{
    ArchivedGame, Board, Dump, FinishedGame, Leader, MoveRow, OpenError, Profile, RatingRow,
    Reader, RecentRated, RoomRow, Saved, SavedRoom, SetAside, Store, StoreError, Tally, Window,
    Write, best, now_seconds, ranked,
};
use crate::learn::progress::Progress;
use crate::rating::{PROVISIONAL_DEVIATION, Pace, RATED_PAIR_WINDOW, Rating};

/// The database's name in the data directory.
pub const FILE_NAME: &str = "server.sqlite";

/// The schema this build writes: one more than the migrations before it.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// The migrations, in order: number `n` (from 1) brings version `n - 1`
/// to `n`. Never change one that was released; add the next.
const MIGRATIONS: [&str; 7] = [
    // 1: rooms, their moves and chat, names, the archive.
    "CREATE TABLE players (key TEXT PRIMARY KEY, name TEXT NOT NULL);
     CREATE TABLE names (
         folded TEXT PRIMARY KEY, key TEXT NOT NULL, name TEXT NOT NULL,
         seq INTEGER NOT NULL);
     CREATE TABLE rooms (
         id TEXT PRIMARY KEY, number INTEGER NOT NULL UNIQUE,
         game TEXT NOT NULL, options TEXT NOT NULL, start TEXT NOT NULL,
         base_ms INTEGER, increment_ms INTEGER, creator TEXT NOT NULL,
         seat1 TEXT NOT NULL, seat2 TEXT NOT NULL, round INTEGER NOT NULL,
         ended TEXT, aborted INTEGER, closed INTEGER NOT NULL DEFAULT 0);
     CREATE TABLE moves (
         room TEXT NOT NULL, round INTEGER NOT NULL, ply INTEGER NOT NULL,
         text TEXT NOT NULL, clock1_ms INTEGER, clock2_ms INTEGER,
         PRIMARY KEY (room, round, ply)) WITHOUT ROWID;
     CREATE TABLE chat (
         room TEXT NOT NULL, seq INTEGER NOT NULL, line TEXT NOT NULL,
         PRIMARY KEY (room, seq)) WITHOUT ROWID;
     CREATE TABLE games (
         id INTEGER PRIMARY KEY, room TEXT NOT NULL, round INTEGER NOT NULL,
         result TEXT NOT NULL, reason TEXT NOT NULL,
         player1 TEXT NOT NULL, player2 TEXT NOT NULL, record TEXT NOT NULL);",
    // 2: when each player was first seen (unix seconds; 0 for players
    // from before), and the archive by player for the history to come.
    "ALTER TABLE players ADD COLUMN first_seen INTEGER NOT NULL DEFAULT 0;
     CREATE INDEX games_by_player1 ON games (player1);
     CREATE INDEX games_by_player2 ON games (player2);",
    // 3: correspondence, days per move (a room on minutes has a base
    // and an increment instead).
    "ALTER TABLE rooms ADD COLUMN days INTEGER;",
    // 4: ratings per player, game and pace with the games they count;
    // whether a room's games are rated (none before were), and each
    // archived game's pace and ratings as it began, when rated.
    "CREATE TABLE ratings (
         key TEXT NOT NULL, game TEXT NOT NULL, pace TEXT NOT NULL,
         rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL,
         wins INTEGER NOT NULL, draws INTEGER NOT NULL, losses INTEGER NOT NULL,
         PRIMARY KEY (key, game, pace)) WITHOUT ROWID;
     CREATE INDEX ratings_by_game ON ratings (game, pace, rating);
     ALTER TABLE rooms ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
     ALTER TABLE games ADD COLUMN pace TEXT;
     ALTER TABLE games ADD COLUMN ratings TEXT;",
    // 5: when each archived game ended (unix seconds; empty for games
    // from before), for the date beside it.
    "ALTER TABLE games ADD COLUMN ended INTEGER;",
    // 6: each archived game's game kind and players' keys as columns
    // (read out of its JSON for the games before), indexed so that a
    // player's latest games and the rated games of a window are found
    // without walking the archive (the indexes of 2 held the players'
    // whole JSON and served no query); a room that cannot be restored
    // is set aside with why.
    "ALTER TABLE games ADD COLUMN game TEXT;
     ALTER TABLE games ADD COLUMN player1_key TEXT;
     ALTER TABLE games ADD COLUMN player2_key TEXT;
     UPDATE games SET
         game = CASE WHEN json_valid(record) THEN record ->> '$.game' END,
         player1_key = CASE WHEN json_valid(player1) THEN player1 ->> '$.key' END,
         player2_key = CASE WHEN json_valid(player2) THEN player2 ->> '$.key' END;
     DROP INDEX games_by_player1;
     DROP INDEX games_by_player2;
     CREATE INDEX games_by_player1_key ON games (player1_key);
     CREATE INDEX games_by_player2_key ON games (player2_key);
     CREATE INDEX games_rated ON games (ended, game, pace, reason, player1_key, player2_key)
         WHERE pace IS NOT NULL;
     CREATE INDEX games_by_round ON games (room, round);
     ALTER TABLE rooms ADD COLUMN aside TEXT;",
    // 7: each key's learning progress (lessons done, puzzle rating) as
    // JSON, and the ratings of the puzzles that have moved.
    "CREATE TABLE progress (key TEXT PRIMARY KEY, progress TEXT NOT NULL) WITHOUT ROWID;
     CREATE TABLE puzzle_ratings (
         puzzle TEXT PRIMARY KEY,
         rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL,
         seq INTEGER NOT NULL) WITHOUT ROWID;",
];

/// What every SQLite file begins with.
const HEADER: &[u8; 16] = b"SQLite format 3\0";

/// How long a write waits for a lock held by another process on the file.
const BUSY_WAIT: Duration = Duration::from_secs(2);

pub struct SqliteStore {
    connection: Connection,
    /// The file, for readers to open.
    path: PathBuf,
    /// Held while the store lives: see [`hold_lock`].
    _lock: File,
}

/// A second connection to a store's file, read-only.
struct SqliteReader {
    connection: Connection,
}

impl SqliteStore {
    /// Opens the database at `path`, creating it if there is no file, and
    /// brings its schema up to [`SCHEMA_VERSION`]. Refuses a file that is
    /// not SQLite, has a newer schema, is damaged or is read-only, a
    /// read-only folder, and a file another store holds, before writing
    /// anything to it.
    pub fn open(path: &Path) -> Result<SqliteStore, OpenError> {
        let shown = path.display().to_string();
        let exists = check_file(path, &shown)?;
        let folder = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        if !exists {
            // As every file of tabuleiro's, its folder is made when it is.
            fs::create_dir_all(folder).map_err(|e| open_error(&shown, &e))?;
        }
        check_folder(folder, &shown)?;
        let lock = hold_lock(path, &shown)?;
        let mut flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        if !exists {
            flags |= OpenFlags::SQLITE_OPEN_CREATE;
        }
        let cannot = |e: rusqlite::Error| OpenError::Open {
            path: shown.clone(),
            reason: e.to_string(),
        };
        let mut connection = Connection::open_with_flags(path, flags).map_err(cannot)?;
        let found: i64 = connection
            .pragma_query_value(None, "user_version", |row| row.get(0))
            .map_err(|e| refused_read(e, &shown))?;
        if found > SCHEMA_VERSION {
            return Err(OpenError::Newer {
                path: shown,
                found,
                known: SCHEMA_VERSION,
            });
        }
        check_pages(&connection, &shown)?;
        connection.busy_timeout(BUSY_WAIT).map_err(cannot)?;
        let mode: String = connection
            .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
            .map_err(cannot)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(OpenError::Open {
                path: shown,
                reason: format!("the journal stays {mode}, not WAL"),
            });
        }
        connection
            .pragma_update(None, "synchronous", "NORMAL")
            .map_err(cannot)?;
        migrate(&mut connection, found, SCHEMA_VERSION).map_err(|(to, e)| OpenError::Migrate {
            path: shown.clone(),
            to,
            reason: e.to_string(),
        })?;
        Ok(SqliteStore {
            connection,
            path: path.to_path_buf(),
            _lock: lock,
        })
    }

    /// `synchronous=FULL` instead: every commit also waits for the disk,
    /// surviving a power cut; for measuring what that costs.
    pub fn sync_fully(&self) -> Result<(), StoreError> {
        self.connection
            .pragma_update(None, "synchronous", "FULL")
            .map_err(write_error)
    }
}

/// Whether a file is there; refuses anything but a SQLite file that may
/// be written.
fn check_file(path: &Path, shown: &str) -> Result<bool, OpenError> {
    let meta = match fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(open_error(shown, &e)),
    };
    if !meta.is_file() {
        return Err(OpenError::Open {
            path: shown.to_string(),
            reason: "it is not a regular file".to_string(),
        });
    }
    let mut header = Vec::with_capacity(HEADER.len());
    fs::File::open(path)
        .and_then(|file| file.take(HEADER.len() as u64).read_to_end(&mut header))
        .map_err(|e| open_error(shown, &e))?;
    // An empty file is a database not yet begun, as SQLite takes it.
    if !header.is_empty() && header != HEADER {
        return Err(OpenError::NotSqlite {
            path: shown.to_string(),
        });
    }
    if not_writable(path, &meta) {
        return Err(OpenError::ReadOnlyFile {
            path: shown.to_string(),
        });
    }
    Ok(true)
}

/// Holds `<database>.lock` beside the database, made if missing, for as
/// long as the file it gives is open: a second store on the same file,
/// in this process or another, is refused. The lock file stays when let
/// go: removing it could let two stores each lock a file of that name.
fn hold_lock(path: &Path, shown: &str) -> Result<File, OpenError> {
    let mut name = path.as_os_str().to_owned();
    name.push(".lock");
    let lock = PathBuf::from(name);
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock)
        .map_err(|e| open_error(shown, &e))?;
    match try_lock(&file) {
        Ok(true) => Ok(file),
        Ok(false) => Err(OpenError::InUse {
            path: shown.to_string(),
            lock: lock.display().to_string(),
        }),
        Err(e) => Err(open_error(shown, &e)),
    }
}

/// Takes an exclusive advisory lock on `file` (`flock`, let go when the
/// file is closed), without waiting; false when another open file of it
/// holds one.
#[cfg(unix)]
fn try_lock(file: &File) -> std::io::Result<bool> {
    use std::os::unix::io::AsRawFd;
    // SAFETY: the descriptor is open for the call, which touches nothing else.
    let done = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
    if done == 0 {
        return Ok(true);
    }
    let error = std::io::Error::last_os_error();
    match error.raw_os_error() {
        Some(libc::EWOULDBLOCK) => Ok(false),
        _ => Err(error),
    }
}

/// Elsewhere nothing is locked: a second server is not refused.
#[cfg(not(unix))]
fn try_lock(_file: &File) -> std::io::Result<bool> {
    Ok(true)
}

/// Refuses a file whose pages do not hold together, before anything is
/// written to it; the problem SQLite finds first, on one line.
fn check_pages(connection: &Connection, shown: &str) -> Result<(), OpenError> {
    let damaged = |problem: &str| OpenError::Damaged {
        path: shown.to_string(),
        problem: problem
            .lines()
            .filter(|line| !line.starts_with("***"))
            .collect::<Vec<_>>()
            .join("; "),
    };
    match connection.query_row("PRAGMA quick_check(1)", [], |row| row.get::<_, String>(0)) {
        Ok(verdict) if verdict == "ok" => Ok(()),
        Ok(problem) => Err(damaged(&problem)),
        Err(e) => match e.sqlite_error_code() {
            Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => {
                Err(damaged(&e.to_string()))
            }
            _ => Err(OpenError::Open {
                path: shown.to_string(),
                reason: e.to_string(),
            }),
        },
    }
}

/// Refuses a folder SQLite could not create its journal in.
fn check_folder(folder: &Path, shown: &str) -> Result<(), OpenError> {
    let meta = fs::metadata(folder).map_err(|e| open_error(shown, &e))?;
    if not_writable(folder, &meta) {
        return Err(OpenError::ReadOnlyFolder {
            path: shown.to_string(),
        });
    }
    Ok(())
}

/// Whether this process may not write `path`, or nobody may: a file or
/// folder without a write bit is taken as meant read-only, even by root,
/// whom the bits do not stop.
fn not_writable(path: &Path, meta: &fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        use std::os::unix::fs::PermissionsExt;
        let Ok(name) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
            return true;
        };
        // SAFETY: `name` is a valid NUL-terminated string for the call.
        let denied = unsafe { libc::access(name.as_ptr(), libc::W_OK) } != 0;
        denied || meta.permissions().mode() & 0o222 == 0
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        meta.permissions().readonly()
    }
}

fn open_error(shown: &str, error: &std::io::Error) -> OpenError {
    OpenError::Open {
        path: shown.to_string(),
        reason: error.to_string(),
    }
}

/// The first read of a file with a SQLite header that is not a database
/// after all is refused as not SQLite.
fn refused_read(error: rusqlite::Error, shown: &str) -> OpenError {
    match error.sqlite_error_code() {
        Some(rusqlite::ErrorCode::NotADatabase) => OpenError::NotSqlite {
            path: shown.to_string(),
        },
        _ => OpenError::Open {
            path: shown.to_string(),
            reason: error.to_string(),
        },
    }
}

/// Runs the migrations from version `from` up to `to`, each with its new
/// version in one transaction; the version that failed on error.
fn migrate(connection: &mut Connection, from: i64, to: i64) -> Result<(), (i64, rusqlite::Error)> {
    for version in from + 1..=to {
        let step = usize::try_from(version - 1)
            .ok()
            .and_then(|at| MIGRATIONS.get(at))
            .copied()
            .unwrap_or_default();
        let run = |connection: &mut Connection| {
            let tx = connection.transaction()?;
            tx.execute_batch(step)?;
            tx.pragma_update(None, "user_version", version)?;
            tx.commit()
        };
        run(connection).map_err(|e| (version, e))?;
    }
    Ok(())
}

fn write_error(error: rusqlite::Error) -> StoreError {
    StoreError::Write(error.to_string())
}

impl Store for SqliteStore {
    fn load(&mut self) -> Result<Saved, StoreError> {
        let since = now_seconds().saturating_sub(RATED_PAIR_WINDOW.as_secs());
        let tx = self.connection.transaction().map_err(read_error)?;
        let (rooms, set_aside) = load_rooms(&tx)?;
        for aside in &set_aside {
            apply(&tx, &Write::SetAside(aside.clone())).map_err(write_error)?;
        }
        let saved = Saved {
            rooms,
            names: load_names(&tx)?,
            last_number: tx
                .query_row("SELECT coalesce(max(number), 0) FROM rooms", [], |row| {
                    row.get::<_, i64>(0)
                })
                .map(unsigned)
                .map_err(read_error)?,
            ratings: load_ratings(&tx, "", params![])?,
            recent_rated: load_recent_rated(&tx, since)?,
            set_aside,
        };
        tx.commit().map_err(write_error)?;
        Ok(saved)
    }

    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        let tx = self.connection.transaction().map_err(write_error)?;
        for write in writes {
            apply(&tx, write).map_err(write_error)?;
        }
        tx.commit().map_err(write_error)
    }

    fn finished_games(&mut self) -> Result<Vec<FinishedGame>, StoreError> {
        let games = archived(&self.connection, "ORDER BY id", params![])?;
        Ok(games.into_iter().map(|archived| archived.game).collect())
    }

    fn reader(&mut self) -> Result<Box<dyn Reader>, StoreError> {
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let connection = Connection::open_with_flags(&self.path, flags).map_err(read_error)?;
        connection.busy_timeout(BUSY_WAIT).map_err(read_error)?;
        Ok(Box::new(SqliteReader { connection }))
    }

    fn archived_round(
        &mut self,
        room: &str,
        round: u32,
    ) -> Result<Option<FinishedGame>, StoreError> {
        let tail = "WHERE room = ?1 AND round = ?2";
        let found = archived(&self.connection, tail, params![room, round])?;
        Ok(found.into_iter().next().map(|archived| archived.game))
    }

    fn progress(&mut self, key: &str) -> Result<Progress, StoreError> {
        let text: Option<String> = self
            .connection
            .query_row(
                "SELECT progress FROM progress WHERE key = ?1",
                params![key],
                |row| row.get(0),
            )
            .optional()
            .map_err(read_error)?;
        text.map_or_else(|| Ok(Progress::default()), |text| progress_of(&text))
    }

    fn puzzle_ratings(&mut self) -> Result<Vec<(String, Rating)>, StoreError> {
        let mut query = self
            .connection
            .prepare_cached(
                "SELECT puzzle, rating, deviation, volatility FROM puzzle_ratings ORDER BY seq",
            )
            .map_err(read_error)?;
        let rows = query
            .query_map([], |row| {
                let rating = Rating {
                    rating: row.get(1)?,
                    deviation: row.get(2)?,
                    volatility: row.get(3)?,
                };
                Ok((row.get(0)?, rating))
            })
            .map_err(read_error)?;
        rows.collect::<rusqlite::Result<_>>().map_err(read_error)
    }

    fn is_empty(&mut self) -> Result<bool, StoreError> {
        no_rows(&self.connection).map_err(read_error)
    }

    fn export(&mut self) -> Result<Dump, StoreError> {
        let tx = self.connection.transaction().map_err(read_error)?;
        let tables = TABLES
            .iter()
            .map(|table| export_table(&tx, table))
            .collect::<Result<_, _>>()?;
        tx.commit().map_err(read_error)?;
        Ok(Dump { tables })
    }

    fn import(&mut self, dump: &Dump) -> Result<(), StoreError> {
        let tx = self.connection.transaction().map_err(write_error)?;
        if !no_rows(&tx).map_err(write_error)? {
            return Err(rows::not_empty());
        }
        for table in &dump.tables {
            let mut insert = tx.prepare(&table.insert_sql('?')).map_err(write_error)?;
            for row in &table.rows {
                let values = row.iter().map(sql_value);
                insert
                    .execute(rusqlite::params_from_iter(values))
                    .map_err(write_error)?;
            }
        }
        tx.commit().map_err(write_error)
    }
}

/// Whether no table of a dump has a row.
fn no_rows(connection: &Connection) -> rusqlite::Result<bool> {
    for table in TABLES {
        let any: i64 = connection.query_row(&any_row_sql(table), [], |row| row.get(0))?;
        if any > 0 {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Every row of `table`, as plain values.
fn export_table(tx: &Transaction, table: &str) -> Result<Table, StoreError> {
    let mut select = tx.prepare(&select_sql(table)).map_err(read_error)?;
    let columns: Vec<String> = select
        .column_names()
        .into_iter()
        .map(String::from)
        .collect();
    let width = columns.len();
    let rows = select
        .query_map([], |row| {
            (0..width).map(|at| plain(row.get_ref(at)?)).collect()
        })
        .map_err(read_error)?
        .collect::<rusqlite::Result<_>>()
        .map_err(read_error)?;
    Ok(Table::new(table, columns, rows))
}

/// A value as read, as a [`Value`]; the store keeps no blobs.
fn plain(value: rusqlite::types::ValueRef) -> rusqlite::Result<Value> {
    use rusqlite::types::ValueRef;
    Ok(match value {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(n) => Value::Int(n),
        ValueRef::Real(x) => Value::Real(x),
        ValueRef::Text(_) => Value::Text(value.as_str()?.to_string()),
        ValueRef::Blob(_) => return Err(rusqlite::types::FromSqlError::InvalidType.into()),
    })
}

fn sql_value(value: &Value) -> rusqlite::types::Value {
    use rusqlite::types::Value as Sql;
    match value {
        Value::Null => Sql::Null,
        Value::Int(n) => Sql::Integer(*n),
        Value::Real(x) => Sql::Real(*x),
        Value::Text(text) => Sql::Text(text.clone()),
    }
}

impl Reader for SqliteReader {
    fn profile(&mut self, key: &str, recent: usize) -> Result<Option<Profile>, StoreError> {
        read_profile(&mut self.connection, key, recent)
    }

    fn game(&mut self, id: u64) -> Result<Option<ArchivedGame>, StoreError> {
        read_game(&self.connection, id)
    }

    fn leaderboard(&mut self, board: Board) -> Result<Vec<Leader>, StoreError> {
        read_leaderboard(&self.connection, board)
    }
}

/// Picks a key's latest `?2` games, newest first: the latest of each
/// side from its index, then the latest of both.
const LATEST_OF_KEY: &str = "WHERE id IN (
         SELECT id FROM (SELECT id FROM games WHERE player1_key = ?1
             ORDER BY id DESC LIMIT ?2)
         UNION ALL
         SELECT id FROM (SELECT id FROM games WHERE player2_key = ?1
             ORDER BY id DESC LIMIT ?2))
     ORDER BY id DESC LIMIT ?2";

/// The player, their ratings and latest games, as of one commit.
fn read_profile(
    connection: &mut Connection,
    key: &str,
    recent: usize,
) -> Result<Option<Profile>, StoreError> {
    let tx = connection.transaction().map_err(read_error)?;
    let found = tx
        .query_row(
            "SELECT name, first_seen FROM players WHERE key = ?1",
            params![key],
            |row| Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?)),
        )
        .optional()
        .map_err(read_error)?;
    let Some((name, since)) = found else {
        return Ok(None);
    };
    let profile = Profile {
        key: key.to_string(),
        name,
        since: u64::try_from(since).ok().filter(|&at| at > 0),
        ratings: load_ratings(&tx, "WHERE key = ?1", params![key])?,
        recent: archived(&tx, LATEST_OF_KEY, params![key, count(recent)])?,
    };
    tx.commit().map_err(read_error)?;
    Ok(Some(profile))
}

fn read_game(connection: &Connection, id: u64) -> Result<Option<ArchivedGame>, StoreError> {
    let id = i64::try_from(id).unwrap_or(i64::MAX);
    let found = archived(connection, "WHERE id = ?1", params![id])?;
    Ok(found.into_iter().next())
}

/// The two keys of each rated game of game `?1` and pace `?2` that
/// ended at `?3` or later, from the `games_rated` index alone (the query
/// states its condition, `pace IS NOT NULL`, for it to be used).
const RATED_IN_WINDOW: &str = "SELECT player1_key, player2_key FROM games
     WHERE pace IS NOT NULL AND reason <> 'aborted'
         AND ended >= ?3 AND game = ?1 AND pace = ?2
         AND player1_key IS NOT NULL AND player2_key IS NOT NULL";

/// The ratings of game `?1` and pace `?2` no higher in deviation than
/// `?3`, with the name each player goes by.
const SETTLED_RATINGS: &str = "SELECT r.key, coalesce(p.name, ''), r.rating, r.deviation,
         r.volatility, r.wins, r.draws, r.losses
     FROM ratings r LEFT JOIN players p ON p.key = r.key
     WHERE r.game = ?1 AND r.pace = ?2 AND r.deviation <= ?3";

fn read_leaderboard(connection: &Connection, board: Board) -> Result<Vec<Leader>, StoreError> {
    let (game, pace) = (board.game.id(), board.pace.id());
    let since = i64::try_from(board.since()).unwrap_or(i64::MAX);
    let mut window = Window::default();
    let mut statement = connection
        .prepare_cached(RATED_IN_WINDOW)
        .map_err(read_error)?;
    let mut rows = statement
        .query(params![game, pace, since])
        .map_err(read_error)?;
    // Counted as read, borrowing each row's keys: a window may hold
    // tens of thousands of games.
    while let Some(row) = rows.next().map_err(read_error)? {
        let key = |at| row.get_ref(at).and_then(|value| Ok(value.as_str()?));
        window.add(key(0).map_err(read_error)?, key(1).map_err(read_error)?);
    }
    let mut statement = connection
        .prepare_cached(SETTLED_RATINGS)
        .map_err(read_error)?;
    let rows = statement
        .query_map(params![game, pace, PROVISIONAL_DEVIATION], |row| {
            Ok(Leader {
                key: row.get(0)?,
                name: row.get(1)?,
                rating: Rating {
                    rating: row.get(2)?,
                    deviation: row.get(3)?,
                    volatility: row.get(4)?,
                },
                tally: Tally {
                    wins: row.get(5)?,
                    draws: row.get(6)?,
                    losses: row.get(7)?,
                },
            })
        })
        .map_err(read_error)?;
    let mut leaders = Vec::new();
    for leader in rows {
        let leader = leader.map_err(read_error)?;
        if ranked(&leader.rating, window.played(&leader.key), &board) {
            leaders.push(leader);
        }
    }
    Ok(best(leaders, board.top))
}

/// The rated games between two keys that ended at `?1` or later, oldest
/// first, from the `games_rated` index alone.
const RATED_SINCE: &str = "SELECT player1_key, player2_key, ended FROM games
     WHERE pace IS NOT NULL AND reason <> 'aborted' AND ended >= ?1
         AND player1_key IS NOT NULL AND player2_key IS NOT NULL
     ORDER BY ended";

fn load_recent_rated(tx: &Transaction, since: u64) -> Result<Vec<RecentRated>, StoreError> {
    let since = i64::try_from(since).unwrap_or(i64::MAX);
    let mut statement = tx.prepare_cached(RATED_SINCE).map_err(read_error)?;
    statement
        .query_map(params![since], |row| {
            Ok(RecentRated {
                players: [row.get(0)?, row.get(1)?],
                ended: unsigned(row.get(2)?),
            })
        })
        .map_err(read_error)?
        .collect::<Result<_, _>>()
        .map_err(read_error)
}

/// The games of the archive the SQL `tail` picks, with their ids.
fn archived(
    connection: &Connection,
    tail: &str,
    values: &[&dyn rusqlite::ToSql],
) -> Result<Vec<ArchivedGame>, StoreError> {
    let mut statement = connection
        .prepare_cached(&format!(
            "SELECT id, room, round, result, reason, player1, player2, record, pace, ratings,
                 ended
             FROM games {tail}"
        ))
        .map_err(read_error)?;
    let rows = statement
        .query_map(values, |row| {
            Ok(GameTexts {
                id: row.get(0)?,
                room: row.get(1)?,
                round: row.get(2)?,
                result: row.get(3)?,
                reason: row.get(4)?,
                players: [row.get(5)?, row.get(6)?],
                record: row.get(7)?,
                pace: row.get(8)?,
                ratings: row.get(9)?,
                ended: row.get(10)?,
            })
        })
        .map_err(read_error)?;
    let mut games = Vec::new();
    for row in rows {
        games.push(row.map_err(read_error)?.game()?);
    }
    Ok(games)
}

fn apply(tx: &Transaction, write: &Write) -> rusqlite::Result<()> {
    match write {
        Write::Room(row) => write_room(tx, row),
        Write::Moves {
            room,
            round,
            from,
            moves,
        } => {
            tx.prepare_cached("DELETE FROM moves WHERE room = ?1 AND round = ?2 AND ply >= ?3")?
                .execute(params![room, round, count(*from)])?;
            let mut insert = tx.prepare_cached(
                "INSERT INTO moves (room, round, ply, text, clock1_ms, clock2_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for mv in moves {
                let [one, two] = clock_columns(mv.clocks_ms);
                insert.execute(params![room, round, count(mv.ply), mv.text, one, two])?;
            }
            Ok(())
        }
        Write::Chat { room, line, keep } => {
            tx.prepare_cached(
                "INSERT INTO chat (room, seq, line) VALUES
                 (?1, (SELECT coalesce(max(seq), 0) + 1 FROM chat WHERE room = ?1), ?2)",
            )?
            .execute(params![room, line])?;
            tx.prepare_cached(
                "DELETE FROM chat WHERE room = ?1
                 AND seq <= (SELECT max(seq) FROM chat WHERE room = ?1) - ?2",
            )?
            .execute(params![room, count(*keep)])?;
            Ok(())
        }
        Write::Finished(game) => {
            let ended = game.ended.unwrap_or_else(now_seconds);
            let [one, two] = &game.players;
            tx.prepare_cached(
                "INSERT INTO games (room, round, result, reason, player1, player2, record,
                     pace, ratings, ended, game, player1_key, player2_key)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            )?
            .execute(params![
                game.room,
                game.round,
                game.result,
                game.reason,
                json(one),
                json(two),
                game.record.to_json(),
                game.rated.map(Pace::id),
                game.ratings.as_ref().map(json),
                i64::try_from(ended).unwrap_or(i64::MAX),
                game.record.game().id(),
                one.key(),
                two.key(),
            ])?;
            Ok(())
        }
        Write::Rated(row) => write_rating(tx, row),
        Write::Name {
            key,
            name,
            folded,
            released,
        } => write_name(tx, key, (name, folded), released.as_deref()),
        Write::Annotated {
            room,
            round,
            record,
        } => {
            tx.prepare_cached("UPDATE games SET record = ?1 WHERE room = ?2 AND round = ?3")?
                .execute(params![record.to_json(), room, round])?;
            Ok(())
        }
        Write::Closed(room) => {
            tx.prepare_cached("UPDATE rooms SET closed = 1 WHERE id = ?1")?
                .execute(params![room])?;
            tx.prepare_cached("DELETE FROM moves WHERE room = ?1")?
                .execute(params![room])?;
            tx.prepare_cached("DELETE FROM chat WHERE room = ?1")?
                .execute(params![room])?;
            Ok(())
        }
        Write::SetAside(aside) => {
            tx.prepare_cached("UPDATE rooms SET aside = ?2 WHERE id = ?1")?
                .execute(params![aside.room, aside.reason])?;
            Ok(())
        }
        Write::Progress { key, progress } => {
            tx.prepare_cached(
                "INSERT INTO progress (key, progress) VALUES (?1, ?2)
                 ON CONFLICT (key) DO UPDATE SET progress = ?2",
            )?
            .execute(params![key, json(progress)])?;
            Ok(())
        }
        Write::PuzzleRated { puzzle, rating } => {
            tx.prepare_cached(
                "INSERT INTO puzzle_ratings (puzzle, rating, deviation, volatility, seq)
                 VALUES (?1, ?2, ?3, ?4,
                     (SELECT coalesce(max(seq), 0) + 1 FROM puzzle_ratings))
                 ON CONFLICT (puzzle) DO UPDATE SET rating = ?2, deviation = ?3,
                     volatility = ?4",
            )?
            .execute(params![
                puzzle,
                rating.rating,
                rating.deviation,
                rating.volatility
            ])?;
            Ok(())
        }
    }
}

fn write_room(tx: &Transaction, row: &RoomRow) -> rusqlite::Result<()> {
    let (base, increment, days) = control_columns(row.control);
    tx.prepare_cached(
        "INSERT INTO rooms (id, number, game, options, start, base_ms, increment_ms,
             creator, seat1, seat2, round, ended, aborted, days, rated)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
         ON CONFLICT (id) DO UPDATE SET seat1 = ?9, seat2 = ?10, round = ?11,
             ended = ?12, aborted = ?13",
    )?
    .execute(params![
        row.id,
        i64::try_from(row.number).unwrap_or(i64::MAX),
        row.game.id(),
        json(&row.options),
        row.start,
        base,
        increment,
        row.creator,
        json(&row.seats[0]),
        json(&row.seats[1]),
        row.round,
        row.ended.as_ref().map(json),
        row.aborted.map(abort_code),
        days,
        row.rated,
    ])?;
    Ok(())
}

fn write_rating(tx: &Transaction, row: &RatingRow) -> rusqlite::Result<()> {
    let Tally {
        wins,
        draws,
        losses,
    } = row.tally;
    tx.prepare_cached(
        "INSERT INTO ratings (key, game, pace, rating, deviation, volatility,
             wins, draws, losses)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (key, game, pace) DO UPDATE SET rating = ?4, deviation = ?5,
             volatility = ?6, wins = ?7, draws = ?8, losses = ?9",
    )?
    .execute(params![
        row.key,
        row.game.id(),
        row.pace.id(),
        row.rating.rating,
        row.rating.deviation,
        row.rating.volatility,
        wins,
        draws,
        losses,
    ])?;
    Ok(())
}

/// The key's newest name: the name bound to it, the player's name, and
/// the name it let go of freed.
fn write_name(
    tx: &Transaction,
    key: &str,
    (name, folded): (&str, &str),
    released: Option<&str>,
) -> rusqlite::Result<()> {
    if let Some(folded) = released {
        tx.prepare_cached("DELETE FROM names WHERE folded = ?1 AND key = ?2")?
            .execute(params![folded, key])?;
    }
    // The same name kept under an older rule's form goes: one row a name.
    tx.prepare_cached("DELETE FROM names WHERE key = ?1 AND name = ?2 AND folded <> ?3")?
        .execute(params![key, name, folded])?;
    tx.prepare_cached(
        "INSERT INTO names (folded, key, name, seq) VALUES
         (?1, ?2, ?3, (SELECT coalesce(max(seq), 0) + 1 FROM names))
         ON CONFLICT (folded) DO UPDATE SET key = ?2, name = ?3, seq = excluded.seq",
    )?
    .execute(params![folded, key, name])?;
    tx.prepare_cached(
        "INSERT INTO players (key, name, first_seen) VALUES (?1, ?2, unixepoch())
         ON CONFLICT (key) DO UPDATE SET name = ?2",
    )?
    .execute(params![key, name])?;
    Ok(())
}

/// The rooms not closed nor set aside, in the order created, and the
/// rooms among them whose rows cannot be read, to set aside.
fn load_rooms(tx: &Transaction) -> Result<(Vec<SavedRoom>, Vec<SetAside>), StoreError> {
    let mut statement = tx
        .prepare(
            "SELECT id, number, game, options, start, base_ms, increment_ms, creator,
                 seat1, seat2, round, ended, aborted, days, rated
             FROM rooms WHERE closed = 0 AND aside IS NULL ORDER BY number",
        )
        .map_err(read_error)?;
    let rows = statement
        .query_map([], |row| Ok((row.get::<_, String>(0)?, room_texts(row))))
        .map_err(read_error)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(read_error)?;
    let mut rooms = Vec::new();
    let mut aside = Vec::new();
    for (room, texts) in rows {
        match restored(tx, texts) {
            Ok(saved) => rooms.push(saved),
            Err(Unrestored::Unreadable(reason)) => aside.push(SetAside { room, reason }),
            Err(Unrestored::Store(error)) => return Err(error),
        }
    }
    Ok((rooms, aside))
}

fn room_texts(row: &rusqlite::Row) -> rusqlite::Result<RoomTexts> {
    Ok(RoomTexts {
        id: row.get(0)?,
        number: row.get(1)?,
        game: row.get(2)?,
        options: row.get(3)?,
        start: row.get(4)?,
        control: (row.get(5)?, row.get(6)?, row.get(13)?),
        creator: row.get(7)?,
        seats: [row.get(8)?, row.get(9)?],
        round: row.get(10)?,
        ended: row.get(11)?,
        aborted: row.get(12)?,
        rated: row.get(14)?,
    })
}

/// A room from its row as read, its moves and its chat.
fn restored(tx: &Transaction, texts: rusqlite::Result<RoomTexts>) -> Result<SavedRoom, Unrestored> {
    let row = texts?.row().map_err(Unrestored::Unreadable)?;
    Ok(SavedRoom {
        moves: load_moves(tx, &row.id, row.round)?,
        chat: load_chat(tx, &row.id)?,
        row,
    })
}

/// Why a room's rows were not made a room.
enum Unrestored {
    /// They hold what no room holds (a game not known, JSON that does
    /// not read, a number where text belongs): the room is set aside.
    Unreadable(String),
    /// The file could not be read.
    Store(StoreError),
}

impl From<rusqlite::Error> for Unrestored {
    fn from(error: rusqlite::Error) -> Self {
        match error {
            rusqlite::Error::FromSqlConversionFailure(..)
            | rusqlite::Error::InvalidColumnType(..)
            | rusqlite::Error::IntegralValueOutOfRange(..) => {
                Unrestored::Unreadable(error.to_string())
            }
            _ => Unrestored::Store(read_error(error)),
        }
    }
}

fn load_moves(tx: &Transaction, room: &str, round: u32) -> rusqlite::Result<Vec<MoveRow>> {
    let mut statement = tx.prepare_cached(
        "SELECT ply, text, clock1_ms, clock2_ms FROM moves
         WHERE room = ?1 AND round = ?2 ORDER BY ply",
    )?;
    statement
        .query_map(params![room, round], |row| {
            Ok(MoveRow {
                ply: unsigned(row.get(0)?),
                text: row.get(1)?,
                clocks_ms: clocks_of([row.get(2)?, row.get(3)?]),
            })
        })?
        .collect()
}

/// The ratings the SQL `filter` picks (all for none).
fn load_ratings(
    connection: &Connection,
    filter: &str,
    values: &[&dyn rusqlite::ToSql],
) -> Result<Vec<RatingRow>, StoreError> {
    let mut statement = connection
        .prepare_cached(&format!(
            "SELECT key, game, pace, rating, deviation, volatility, wins, draws, losses
             FROM ratings {filter} ORDER BY key, game, pace"
        ))
        .map_err(read_error)?;
    let rows = statement
        .query_map(values, |row| {
            let texts: [String; 3] = [row.get(0)?, row.get(1)?, row.get(2)?];
            let rating = Rating {
                rating: row.get(3)?,
                deviation: row.get(4)?,
                volatility: row.get(5)?,
            };
            let tally = Tally {
                wins: row.get(6)?,
                draws: row.get(7)?,
                losses: row.get(8)?,
            };
            Ok((texts, rating, tally))
        })
        .map_err(read_error)?;
    let mut ratings = Vec::new();
    for row in rows {
        let (texts, rating, tally) = row.map_err(read_error)?;
        ratings.push(rating_row(texts, rating, tally)?);
    }
    Ok(ratings)
}

fn load_chat(tx: &Transaction, room: &str) -> rusqlite::Result<Vec<String>> {
    let mut statement = tx.prepare_cached("SELECT line FROM chat WHERE room = ?1 ORDER BY seq")?;
    statement
        .query_map(params![room], |row| row.get(0))?
        .collect()
}

fn load_names(tx: &Transaction) -> Result<Vec<(String, String)>, StoreError> {
    let mut statement = tx
        .prepare_cached("SELECT key, name FROM names ORDER BY seq")
        .map_err(read_error)?;
    statement
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
        .map_err(read_error)?
        .collect::<Result<_, _>>()
        .map_err(read_error)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::tests::{finished, moves, name, rating, room};

    fn version(path: &Path) -> i64 {
        let connection = Connection::open(path).expect("open");
        connection
            .pragma_query_value(None, "user_version", |row| row.get(0))
            .expect("version")
    }

    #[test]
    fn every_earlier_schema_is_brought_up_with_its_rows() {
        for from in 0..SCHEMA_VERSION {
            let dir = tempfile::tempdir().expect("temp dir");
            let path = dir.path().join(FILE_NAME);
            let mut old = Connection::open(&path).expect("create");
            migrate(&mut old, 0, from).expect("an earlier schema");
            if from >= 1 {
                old.execute(
                    "INSERT INTO players (key, name) VALUES ('SHA256:ana', 'ana')",
                    [],
                )
                .expect("a player of the old schema");
                let game = finished();
                old.execute(
                    "INSERT INTO games (room, round, result, reason, player1, player2, record)
                     VALUES ('r0', 1, '0-1', 'resignation', ?1, ?2, ?3)",
                    params![
                        json(&game.players[0]),
                        json(&game.players[1]),
                        game.record.to_json()
                    ],
                )
                .expect("a game of the old schema");
            }
            if from >= 6 {
                // From 6 on the archive's columns are written with the game.
                old.execute(
                    "UPDATE games SET game = record ->> '$.game',
                         player1_key = player1 ->> '$.key', player2_key = player2 ->> '$.key'",
                    [],
                )
                .expect("the columns of schema 6");
            }
            drop(old);
            let mut store = SqliteStore::open(&path).expect("migrated");
            let mut rated = room(1);
            rated.rated = true;
            store
                .write(&[
                    Write::Room(rated.clone()),
                    name("SHA256:bo", "bo", None),
                    Write::Rated(rating("SHA256:bo")),
                ])
                .expect("the new schema written");
            let saved = store.load().expect("loaded");
            assert_eq!(saved.rooms.len(), 1);
            assert_eq!(saved.rooms[0].row, rated);
            assert_eq!(saved.ratings, [rating("SHA256:bo")]);
            let old_games = store.finished_games().expect("archive");
            assert_eq!(old_games.len(), usize::from(from >= 1), "from {from}");
            let ana = store
                .reader()
                .expect("a reader")
                .profile("SHA256:ana", 5)
                .expect("read");
            let found = ana.map_or(0, |ana| ana.recent.len());
            assert_eq!(
                found,
                usize::from(from >= 1),
                "an old game by its key, from {from}"
            );
            assert!(
                old_games
                    .iter()
                    .all(|g| g.rated.is_none() && g.ratings.is_none() && g.ended.is_none())
            );
            store
                .write(&[Write::Finished(Box::new(FinishedGame {
                    ended: None,
                    ..finished()
                }))])
                .expect("a game of the new schema");
            let games = store.finished_games().expect("archive");
            assert!(
                games.last().and_then(|g| g.ended).is_some_and(|at| at > 0),
                "a game kept now is stamped, from {from}"
            );
            drop(store);
            assert_eq!(version(&path), SCHEMA_VERSION, "from version {from}");
            let connection = Connection::open(&path).expect("open");
            let seen: Vec<(String, i64)> = connection
                .prepare("SELECT name, first_seen FROM players ORDER BY name")
                .expect("players")
                .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
                .expect("rows")
                .collect::<Result<_, _>>()
                .expect("read");
            let old_player = from >= 1;
            assert_eq!(seen.len(), 1 + usize::from(old_player), "from {from}");
            assert_eq!(seen[0].0 == "ana", old_player);
            assert!(
                seen.last().is_some_and(|(_, at)| *at > 0),
                "bo was seen now"
            );
        }
    }

    /// Refuses the database and leaves its bytes as they were.
    fn refused(path: &Path) -> OpenError {
        let before = fs::read(path).ok();
        let error = SqliteStore::open(path).err().expect("refused");
        assert_eq!(fs::read(path).ok(), before, "{error}");
        error
    }

    #[test]
    fn a_file_that_is_not_sqlite_is_refused_untouched() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(FILE_NAME);
        fs::write(&path, b"these are my notes, not a database\n").expect("garbage");
        assert!(matches!(refused(&path), OpenError::NotSqlite { .. }));
        // A SQLite header on garbage is caught at the first read.
        let mut fake = HEADER.to_vec();
        fake.extend([0xffu8; 200]);
        fs::write(&path, &fake).expect("fake");
        assert!(matches!(
            refused(&path),
            OpenError::NotSqlite { .. } | OpenError::Open { .. }
        ));
        assert!(!dir.path().join(format!("{FILE_NAME}-wal")).exists());
    }

    #[test]
    fn a_newer_schema_is_refused_untouched() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(FILE_NAME);
        let newer = Connection::open(&path).expect("create");
        newer
            .execute_batch("CREATE TABLE future (x); PRAGMA user_version = 99;")
            .expect("a newer schema");
        drop(newer);
        let error = refused(&path);
        assert_eq!(
            error,
            OpenError::Newer {
                path: path.display().to_string(),
                found: 99,
                known: SCHEMA_VERSION
            }
        );
        assert!(
            error
                .to_string()
                .contains("newer than this tabuleiro knows")
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_folder_or_file_is_refused_untouched() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let folder = dir.path().join("data");
        fs::create_dir(&folder).expect("folder");
        let path = folder.join(FILE_NAME);
        let mut store = SqliteStore::open(&path).expect("open");
        store.write(&[Write::Room(room(1))]).expect("room");
        drop(store);
        let mode = |path: &Path, mode: u32| {
            fs::set_permissions(path, fs::Permissions::from_mode(mode)).expect("chmod");
        };
        mode(&folder, 0o555);
        let error = refused(&path);
        mode(&folder, 0o755);
        assert!(matches!(error, OpenError::ReadOnlyFolder { .. }), "{error}");
        mode(&path, 0o444);
        let error = refused(&path);
        mode(&path, 0o644);
        assert!(matches!(error, OpenError::ReadOnlyFile { .. }), "{error}");
        mode(&folder, 0o555);
        let fresh = folder.join("new.sqlite");
        let error = SqliteStore::open(&fresh).err().expect("refused");
        mode(&folder, 0o755);
        assert!(matches!(error, OpenError::ReadOnlyFolder { .. }));
        assert!(!fresh.exists());
    }

    /// Runs `sql` on the file, beside the store.
    fn raw(path: &Path, sql: &str) {
        let connection = Connection::open(path).expect("open");
        connection.execute_batch(sql).expect("raw SQL");
    }

    #[test]
    fn a_room_that_cannot_be_read_is_set_aside_with_why_and_the_others_load() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(FILE_NAME);
        let mut store = SqliteStore::open(&path).expect("open");
        let rooms: Vec<Write> = (1..=5).map(|n| Write::Room(room(n))).collect();
        store.write(&rooms).expect("rooms");
        store
            .write(&[moves("r2", 0, &["e2e4"]), moves("r5", 0, &["d2d4"])])
            .expect("moves");
        raw(
            &path,
            "UPDATE rooms SET options = '{not json' WHERE id = 'r2';
             UPDATE rooms SET game = 'checkers' WHERE id = 'r3';
             UPDATE rooms SET round = 'two' WHERE id = 'r4';",
        );
        let saved = store.load().expect("the others load");
        let ids: Vec<&str> = saved.rooms.iter().map(|r| r.row.id.as_str()).collect();
        assert_eq!(ids, ["r1", "r5"]);
        assert_eq!(saved.rooms[1].moves.len(), 1);
        let aside: Vec<&str> = saved.set_aside.iter().map(|a| a.room.as_str()).collect();
        assert_eq!(aside, ["r2", "r3", "r4"]);
        let why = |at: usize| saved.set_aside[at].to_string();
        assert!(why(0).starts_with("room r2 set aside"), "{}", why(0));
        assert!(why(0).contains("options"), "{}", why(0));
        assert!(why(1).contains("no game checkers"), "{}", why(1));
        assert!(
            why(2).contains("round") || why(2).contains("Text"),
            "{}",
            why(2)
        );
        assert_eq!(saved.last_number, 5, "numbers are not given twice");
        drop(store);
        // Kept, with why and its moves; not read again.
        let connection = Connection::open(&path).expect("open");
        let kept: Vec<(String, String)> = connection
            .prepare("SELECT id, aside FROM rooms WHERE aside IS NOT NULL ORDER BY id")
            .expect("rooms")
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
            .expect("rows")
            .collect::<Result<_, _>>()
            .expect("read");
        assert_eq!(kept.len(), 3);
        assert_eq!(kept[1], ("r3".to_string(), "no game checkers".to_string()));
        let r2_moves: i64 = connection
            .query_row("SELECT count(*) FROM moves WHERE room = 'r2'", [], |r| {
                r.get(0)
            })
            .expect("count");
        assert_eq!(r2_moves, 1);
        drop(connection);
        let again = SqliteStore::open(&path)
            .expect("reopened")
            .load()
            .expect("loaded");
        assert!(again.set_aside.is_empty());
        assert_eq!(again.rooms.len(), 2);
    }

    /// The database at `path` with a page of its `games` table written
    /// over with garbage, past the file's header.
    fn damage(path: &Path) {
        let connection = Connection::open(path).expect("open");
        let (root, size): (i64, i64) = connection
            .query_row(
                "SELECT rootpage, (SELECT page_size FROM pragma_page_size)
                 FROM sqlite_schema WHERE name = 'games'",
                [],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .expect("the games table");
        drop(connection);
        assert!(root > 1, "a page past the header");
        let mut bytes = fs::read(path).expect("read");
        let at = usize::try_from((root - 1) * size).expect("an offset");
        let page = usize::try_from(size).expect("a size");
        bytes[at..at + page].fill(0x5a);
        fs::write(path, bytes).expect("damaged");
    }

    #[test]
    fn a_damaged_file_is_refused_untouched_with_what_to_do() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(FILE_NAME);
        let mut store = SqliteStore::open(&path).expect("open");
        let games: Vec<Write> = (0..50)
            .map(|_| Write::Finished(Box::new(finished())))
            .collect();
        store.write(&games).expect("games");
        drop(store);
        damage(&path);
        let error = refused(&path);
        assert!(matches!(error, OpenError::Damaged { .. }), "{error}");
        let line = error.to_string();
        assert!(line.contains("is damaged"), "{line}");
        assert!(line.contains(".recover"), "{line}");
        assert_eq!(line.lines().count(), 1, "{line}");
    }

    #[test]
    fn a_second_store_on_one_file_is_refused_until_the_first_is_gone() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(FILE_NAME);
        let first = SqliteStore::open(&path).expect("open");
        let error = SqliteStore::open(&path).err().expect("refused");
        let lock = format!("{}.lock", path.display());
        assert_eq!(
            error,
            OpenError::InUse {
                path: path.display().to_string(),
                lock
            }
        );
        assert!(error.to_string().contains("in use by another server"));
        // Another file in the same folder is not held.
        SqliteStore::open(&dir.path().join("other.sqlite")).expect("another file");
        drop(first);
        SqliteStore::open(&path).expect("free again");
    }

    /// The plan SQLite makes for `sql`, one detail a line.
    fn plan(connection: &Connection, sql: &str, values: &[&dyn rusqlite::ToSql]) -> Vec<String> {
        let mut statement = connection
            .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .expect("a plan");
        statement
            .query_map(values, |row| row.get::<_, String>(3))
            .expect("its rows")
            .collect::<Result<_, _>>()
            .expect("read")
    }

    #[test]
    fn the_profile_leaderboard_and_rated_pairs_read_the_archive_by_its_indexes() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(FILE_NAME);
        drop(SqliteStore::open(&path).expect("open"));
        let connection = Connection::open(&path).expect("open");
        let latest = format!("SELECT id FROM games {LATEST_OF_KEY}");
        let reads: [(&str, &[&dyn rusqlite::ToSql], &[&str]); 3] = [
            (
                &latest,
                params!["SHA256:ana", 10],
                &["games_by_player1_key", "games_by_player2_key"],
            ),
            (
                RATED_IN_WINDOW,
                params!["chess", "live", 0],
                &["games_rated"],
            ),
            (RATED_SINCE, params![0], &["games_rated"]),
        ];
        for (sql, values, indexes) in reads {
            let plan = plan(&connection, sql, values);
            let of_games: Vec<&String> = plan.iter().filter(|l| l.contains(" games ")).collect();
            assert!(
                of_games
                    .iter()
                    .all(|line| line.starts_with("SEARCH games USING ")),
                "no walk of the archive: {plan:#?}"
            );
            for index in indexes {
                let covering = format!("COVERING INDEX {index} ");
                assert!(
                    plan.iter().any(|line| line.contains(&covering)),
                    "{index} alone: {plan:#?}"
                );
            }
        }
    }
}
