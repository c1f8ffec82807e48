//! The rows of the SQL stores as read, before decoding, and the
//! columns of what they write: what SQLite and PostgreSQL keep alike
//! (JSON text for seats, options, records and ratings; clocks in ms; an
//! abort as a code), so both read and write it with the same code and
//! only their SQL differs.

use std::time::Duration;

use super::{ArchivedGame, FinishedGame, RatingRow, RoomRow, SeatRow, StoreError, Tally, game_of};
use crate::games::{Abort, TimeControl};
use crate::learn::progress::Progress;
use crate::rating::{Pace, Rating};
use crate::storage::saves::GameRecord;

pub(super) fn read_error(error: impl std::fmt::Display) -> StoreError {
    StoreError::Read(error.to_string())
}

/// A key's progress as its JSON column holds it.
pub(super) fn progress_of(text: &str) -> Result<Progress, StoreError> {
    serde_json::from_str(text).map_err(read_error)
}

pub(super) fn json<T: serde::Serialize>(value: &T) -> String {
    // Rows hold strings, numbers and enums: they always encode.
    serde_json::to_string(value).unwrap_or_default()
}

fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

fn duration(ms: i64) -> Duration {
    Duration::from_millis(u64::try_from(ms).unwrap_or(0))
}

/// A time control as the `base_ms`, `increment_ms` and `days` columns
/// keep it.
pub(super) fn control_columns(
    control: Option<TimeControl>,
) -> (Option<i64>, Option<i64>, Option<i64>) {
    match control {
        Some(TimeControl::Fischer { base, increment }) => {
            (Some(millis(base)), Some(millis(increment)), None)
        }
        Some(TimeControl::PerMove { days }) => (None, None, Some(i64::from(days))),
        None => (None, None, None),
    }
}

/// An abort as the `aborted` column keeps it: the side's index for a
/// missing first move (as kept before aborts were asked for), two more
/// for a player's abort.
pub(super) fn abort_code(abort: Abort) -> i64 {
    match abort {
        Abort::NoFirstMove(side) => count(side.index()),
        Abort::By(side) => count(side.index() + 2),
    }
}

fn abort_of(code: i64) -> Abort {
    let side = crate::games::Side::BOTH[usize::from(code % 2 != 0)];
    match code >= 2 {
        true => Abort::By(side),
        false => Abort::NoFirstMove(side),
    }
}

pub(super) fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A number of the database that should fit in `T`; 0 when it does not.
pub(super) fn unsigned<T: TryFrom<i64> + Default>(value: i64) -> T {
    T::try_from(value).unwrap_or_default()
}

/// An archived game's row as read, before decoding.
pub(super) struct GameTexts {
    pub id: i64,
    pub room: String,
    pub round: i64,
    pub result: String,
    pub reason: String,
    pub players: [String; 2],
    pub record: String,
    pub pace: Option<String>,
    pub ratings: Option<String>,
    pub ended: Option<i64>,
}

impl GameTexts {
    pub fn game(self) -> Result<ArchivedGame, StoreError> {
        Ok(ArchivedGame {
            id: unsigned(self.id),
            game: FinishedGame {
                room: self.room,
                round: u32::try_from(self.round).map_err(read_error)?,
                result: self.result,
                reason: self.reason,
                players: seats(&self.players).map_err(read_error)?,
                record: GameRecord::from_json(&self.record).map_err(read_error)?,
                rated: self.pace.map(|id| pace_of(&id)).transpose()?,
                ratings: self
                    .ratings
                    .map(|text| serde_json::from_str(&text))
                    .transpose()
                    .map_err(read_error)?,
                ended: self.ended.and_then(|at| u64::try_from(at).ok()),
            },
        })
    }
}

fn pace_of(id: &str) -> Result<Pace, StoreError> {
    Pace::parse(id).ok_or_else(|| StoreError::Read(format!("no pace {id}")))
}

fn seats(texts: &[String; 2]) -> Result<[SeatRow; 2], serde_json::Error> {
    Ok([
        serde_json::from_str(&texts[0])?,
        serde_json::from_str(&texts[1])?,
    ])
}

/// A rating's row as read: its key, game and pace by their ids.
pub(super) fn rating_row(
    [key, game, pace]: [String; 3],
    rating: Rating,
    tally: Tally,
) -> Result<RatingRow, StoreError> {
    Ok(RatingRow {
        game: game_of(&game).ok_or_else(|| StoreError::Read(format!("no game {game}")))?,
        pace: pace_of(&pace)?,
        key,
        rating,
        tally,
    })
}

/// A room's row as read, before decoding.
pub(super) struct RoomTexts {
    pub id: String,
    pub number: i64,
    pub game: String,
    pub options: String,
    pub start: String,
    /// Base and increment in ms, or days per move.
    pub control: (Option<i64>, Option<i64>, Option<i64>),
    pub creator: String,
    pub seats: [String; 2],
    pub round: i64,
    pub ended: Option<String>,
    pub aborted: Option<i64>,
    pub rated: bool,
}

impl RoomTexts {
    /// The room it holds, or why it holds none.
    pub fn row(self) -> Result<RoomRow, String> {
        let game = game_of(&self.game).ok_or_else(|| format!("no game {}", self.game))?;
        let control = match self.control {
            (_, _, Some(days)) => Some(TimeControl::PerMove {
                days: u32::try_from(days).map_err(|e| format!("days per move: {e}"))?,
            }),
            (Some(base), Some(increment), None) => Some(TimeControl::Fischer {
                base: duration(base),
                increment: duration(increment),
            }),
            _ => None,
        };
        let ended = self
            .ended
            .map(|text| serde_json::from_str(&text))
            .transpose()
            .map_err(|e| format!("its end: {e}"))?;
        Ok(RoomRow {
            number: unsigned(self.number),
            game,
            options: serde_json::from_str(&self.options).map_err(|e| format!("options: {e}"))?,
            start: self.start,
            control,
            creator: self.creator,
            seats: seats(&self.seats).map_err(|e| format!("seats: {e}"))?,
            round: u32::try_from(self.round).map_err(|e| format!("round: {e}"))?,
            ended,
            aborted: self.aborted.map(abort_of),
            rated: self.rated,
            id: self.id,
        })
    }
}

/// The clocks of a move as the `clock1_ms` and `clock2_ms` columns keep
/// them, and back.
pub(super) fn clock_columns(clocks: Option<[u64; 2]>) -> [Option<i64>; 2] {
    match clocks {
        Some(clocks) => clocks.map(|ms| Some(i64::try_from(ms).unwrap_or(0))),
        None => [None, None],
    }
}

pub(super) fn clocks_of(columns: [Option<i64>; 2]) -> Option<[u64; 2]> {
    match columns {
        [Some(one), Some(two)] => Some([unsigned(one), unsigned(two)]),
        _ => None,
    }
}

/// The tables a [`Dump`] holds, in the order they are written: every
/// table of the schema but PostgreSQL's `schema_version` (the version
/// is the target's own). A table added to the schema is added here; a
/// test holds both schemas to this list.
pub const TABLES: [&str; 9] = [
    "players",
    "names",
    "rooms",
    "moves",
    "chat",
    "games",
    "ratings",
    "progress",
    "puzzle_ratings",
];

/// A column's value as copied between databases: what both SQL stores
/// keep, a boolean as 0 or 1 (SQLite's way).
#[derive(Clone, PartialEq, Debug)]
pub enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

impl Value {
    /// An order of values for rows to be listed the same from either
    /// store: null, numbers, text.
    fn order(&self, other: &Value) -> std::cmp::Ordering {
        let rank = |value: &Value| match value {
            Value::Null => 0,
            Value::Int(_) | Value::Real(_) => 1,
            Value::Text(_) => 2,
        };
        let number = |value: &Value| match value {
            Value::Int(n) => *n as f64,
            Value::Real(x) => *x,
            Value::Null | Value::Text(_) => 0.0,
        };
        match (self, other) {
            (Value::Text(a), Value::Text(b)) => a.cmp(b),
            (Value::Int(a), Value::Int(b)) => a.cmp(b),
            _ => rank(self)
                .cmp(&rank(other))
                .then_with(|| number(self).total_cmp(&number(other))),
        }
    }
}

/// Every row of one table, its columns named as its schema names them.
#[derive(Clone, PartialEq, Debug)]
pub struct Table {
    pub name: String,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
}

impl Table {
    /// The table with its rows in one order, whichever store read them.
    pub fn new(name: &str, columns: Vec<String>, mut rows: Vec<Vec<Value>>) -> Table {
        rows.sort_by(|a, b| {
            a.iter()
                .zip(b)
                .map(|(one, two)| one.order(two))
                .find(|order| order.is_ne())
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        Table {
            name: name.to_string(),
            columns,
            rows,
        }
    }

    /// `INSERT` of one row, its values marked `mark` and a number (`?`
    /// for SQLite, `$` for PostgreSQL).
    pub fn insert_sql(&self, mark: char) -> String {
        let columns: Vec<String> = self.columns.iter().map(|c| quoted(c)).collect();
        let values: Vec<String> = (1..=self.columns.len())
            .map(|at| format!("{mark}{at}"))
            .collect();
        format!(
            "INSERT INTO {} ({}) VALUES ({})",
            quoted(&self.name),
            columns.join(", "),
            values.join(", ")
        )
    }
}

/// A name as an SQL identifier, whatever it holds.
pub fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// Every row of a table, for [`Dump`]s.
pub fn select_sql(table: &str) -> String {
    format!("SELECT * FROM {}", quoted(table))
}

/// Why an import was refused: it writes only to an empty database.
pub(super) fn not_empty() -> StoreError {
    StoreError::Write("the database is not empty; nothing was copied into it".to_string())
}

/// 1 when the table has a row, else 0.
pub fn any_row_sql(table: &str) -> String {
    format!(
        "SELECT count(*) FROM (SELECT 1 FROM {} LIMIT 1) AS one",
        quoted(table)
    )
}

/// Every row of a database, table by table as [`TABLES`] lists them,
/// as plain values: what `tabuleiro store copy` reads from one store
/// and writes to another, ids and sequence numbers as they are.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Dump {
    pub tables: Vec<Table>,
}

impl Dump {
    /// How many rows the table has.
    pub fn count(&self, table: &str) -> usize {
        self.tables
            .iter()
            .find(|t| t.name == table)
            .map_or(0, |t| t.rows.len())
    }

    /// What it holds, one count a kind of row, as the copy reports it.
    pub fn summary(&self) -> String {
        let n = |table| self.count(table);
        format!(
            "players {}, names {}, rooms {} (moves {}, chat {}), finished games {}, ratings {}, progress {}, puzzle ratings {}",
            n("players"),
            n("names"),
            n("rooms"),
            n("moves"),
            n("chat"),
            n("games"),
            n("ratings"),
            n("progress"),
            n("puzzle_ratings"),
        )
    }
}
