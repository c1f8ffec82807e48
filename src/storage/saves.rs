//! Saved games: a versioned record that resumes a game exactly (and keeps
//! the fields a newer tabuleiro added), the autosave slot and named saves.
//!
//! The autosave slot is `current.json` in the data directory: the caller
//! writes it with [`Saves::save_current`] while a game goes on and
//! empties it with [`Saves::clear_current`] once the game is over, so
//! "Continue" is only offered for a game that can go on. When to do which
//! is the caller's to decide; nothing here looks at the game's status.
//!
//! Named saves are `saves/<name>.json`. Every file is written atomically,
//! and one that cannot be read is set aside as `.bak` (see [`super::file`]).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};

use super::file::{self, DecodeError, Format, Loaded, OsError, Versioned, Warning, WriteError};
use super::paths::Paths;
use crate::games::{
    AnyGame, Clock, End, GameId, MoveError, Options, PositionError, Side, TimeControl,
};
use crate::i18n::{Explain, Lang};

/// Who plays a side.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Player {
    Human {
        name: String,
    },
    /// A computer player by its id of RULES.md (`medium`, `classic-2`).
    Computer {
        name: String,
        bot_id: String,
    },
}

impl Player {
    pub fn name(&self) -> &str {
        match self {
            Player::Human { name } | Player::Computer { name, .. } => name,
        }
    }

    /// The key this player is counted under as an opponent in the
    /// statistics: the bot id, or `human`.
    pub fn opponent_key(&self) -> &str {
        match self {
            Player::Human { .. } => "human",
            Player::Computer { bot_id, .. } => bot_id,
        }
    }
}

/// Top-level fields of a record that this version does not know.
pub type Extra = serde_json::Map<String, serde_json::Value>;

/// Everything needed to resume a game exactly: the start, every move in
/// coordinates, the moves that were taken back and may be redone, the
/// players and the options.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    version: u32,
    game: GameId,
    options: Options,
    /// The start position string of NOTATION.md.
    start: String,
    moves: Vec<String>,
    /// Moves taken back, the next one to redo first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    redo: Vec<String>,
    /// Player 1 first.
    players: [Player; 2],
    /// The clocks, for a game played on them; a record without one (as
    /// every record before clocks) is a game without.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<SavedClock>,
    /// How the game ended when its position does not show it (a
    /// resignation, an agreed draw...); a record without one (as every
    /// record before resigning) ended, if at all, on the board or the clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ended: Option<End>,
    /// Kept and written back, so a field added by a newer tabuleiro
    /// without a new format version survives this one's rewrite.
    #[serde(flatten)]
    extra: Extra,
}

/// A game's clocks as kept, in milliseconds.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SavedClock {
    base_ms: u64,
    increment_ms: u64,
    /// Days per move, for correspondence; files from before it have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    days: Option<u32>,
    /// Time left, player 1's first, when the game was saved: time spent
    /// with the game closed does not count.
    left_ms: [u64; 2],
    /// The readings after each number of moves, for undo.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    history_ms: Vec<[u64; 2]>,
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

fn both_millis(readings: [Duration; 2]) -> [u64; 2] {
    readings.map(millis)
}

fn both_durations(readings: [u64; 2]) -> [Duration; 2] {
    readings.map(Duration::from_millis)
}

impl SavedClock {
    pub fn of(clock: &Clock) -> SavedClock {
        let control = clock.control();
        let days = match control {
            TimeControl::PerMove { days } => Some(days),
            TimeControl::Fischer { .. } => None,
        };
        SavedClock {
            base_ms: millis(control.allowance()),
            increment_ms: millis(control.increment()),
            days,
            left_ms: both_millis(clock.readings()),
            history_ms: clock.history().iter().copied().map(both_millis).collect(),
        }
    }

    pub fn to_clock(&self) -> Clock {
        let control = match self.days {
            Some(days) => TimeControl::PerMove { days },
            None => TimeControl::Fischer {
                base: Duration::from_millis(self.base_ms),
                increment: Duration::from_millis(self.increment_ms),
            },
        };
        let history = self.history_ms.iter().copied().map(both_durations);
        Clock::resume(control, both_durations(self.left_ms), history.collect())
    }
}

impl Versioned for GameRecord {
    const VERSION: u32 = 1;
}

/// Why a record does not give back a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    Position(PositionError),
    Move {
        number: usize,
        text: String,
        error: MoveError,
    },
    Redo {
        number: usize,
        text: String,
        error: MoveError,
    },
    Decode(DecodeError),
}

impl From<PositionError> for RecordError {
    fn from(error: PositionError) -> Self {
        RecordError::Position(error)
    }
}

impl From<DecodeError> for RecordError {
    fn from(error: DecodeError) -> Self {
        RecordError::Decode(error)
    }
}

impl Explain for RecordError {
    fn explain(&self, lang: Lang) -> String {
        let a_move = |key, number: &usize, text: &str, error: &MoveError| {
            lang.tr_with(
                key,
                &[
                    ("number", number.to_string().into()),
                    ("move", text.into()),
                    ("error", error.explain(lang).into()),
                ],
            )
        };
        match self {
            RecordError::Position(error) => lang.tr_with(
                msg!("record-position"),
                &[("error", error.explain(lang).into())],
            ),
            RecordError::Move {
                number,
                text,
                error,
            } => a_move(msg!("record-move"), number, text, error),
            RecordError::Redo {
                number,
                text,
                error,
            } => a_move(msg!("record-redo"), number, text, error),
            RecordError::Decode(error) => lang.tr_with(
                msg!("record-decode"),
                &[("error", error.explain(lang).into())],
            ),
        }
    }
}

english_display!(RecordError);

impl GameRecord {
    /// The record of a game as it stands, with its redo tail.
    pub fn from_game(game: &AnyGame, options: &Options, players: [Player; 2]) -> GameRecord {
        let moves = game.move_coordinates();
        let mut ahead = game.clone();
        while ahead.redo() {}
        let redo = ahead.move_coordinates().split_off(moves.len());
        GameRecord {
            version: Self::VERSION,
            game: game.id(),
            options: options.clone(),
            start: game.start_position(),
            moves,
            redo,
            players,
            clock: None,
            ended: game.ended(),
            extra: Extra::new(),
        }
    }

    /// The record with the game's clocks as they stand.
    pub fn with_clock(self, clock: Option<&Clock>) -> GameRecord {
        GameRecord {
            clock: clock.map(SavedClock::of),
            ..self
        }
    }

    /// The game's clocks as saved, if it was played on them.
    pub fn clock(&self) -> Option<Clock> {
        self.clock.as_ref().map(SavedClock::to_clock)
    }

    /// The record carrying the unknown fields of an earlier one (see
    /// [`GameRecord::extra`]): a record rebuilt from the game before each
    /// save keeps what the file it came from held.
    pub fn with_extra(self, extra: Extra) -> GameRecord {
        GameRecord { extra, ..self }
    }

    /// Rebuilds the game: the start, every move, then the redo tail
    /// played and taken back again so redo works as it did.
    pub fn to_game(&self) -> Result<AnyGame, RecordError> {
        let mut game = AnyGame::from_position(self.game, &self.start, &self.options)?;
        for (i, text) in self.moves.iter().enumerate() {
            game.play_text(text).map_err(|error| RecordError::Move {
                number: i + 1,
                text: text.clone(),
                error,
            })?;
        }
        for (i, text) in self.redo.iter().enumerate() {
            game.play_text(text).map_err(|error| RecordError::Redo {
                number: self.moves.len() + i + 1,
                text: text.clone(),
                error,
            })?;
        }
        for _ in &self.redo {
            game.undo();
        }
        if let Some(end) = self.ended {
            game.resume_end(end);
        }
        Ok(game)
    }

    /// The record as JSON, with its unknown fields, for export (see
    /// [`super::exchange`]).
    pub fn to_json(&self) -> String {
        // A record holds only strings, numbers and enums: it always encodes.
        file::encode(self, Format::Json).unwrap_or_default()
    }

    /// Reads an exported record (refusing a newer format); the text comes
    /// from [`super::exchange::read_import`].
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        Ok(file::decode(text, Format::Json)?)
    }

    pub fn game(&self) -> GameId {
        self.game
    }

    /// The top-level fields read from the file that this version does not
    /// know; empty for a record made by [`GameRecord::from_game`].
    pub fn extra(&self) -> &Extra {
        &self.extra
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn start(&self) -> &str {
        &self.start
    }

    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    pub fn redo(&self) -> &[String] {
        &self.redo
    }

    pub fn players(&self) -> &[Player; 2] {
        &self.players
    }

    pub fn player(&self, side: Side) -> &Player {
        &self.players[side.index()]
    }

    /// Moves played (not counting the redo tail).
    pub fn ply_count(&self) -> usize {
        self.moves.len()
    }
}

/// The name of a named save: 1 to 60 letters, digits, spaces and `-_.()`,
/// not starting with a dot or a space, so it is a safe file name anywhere.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct SaveName(String);

/// Why a save name was refused, put into words where it is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong,
    /// A dot or a space at either end.
    Edge,
    Character(char),
}

impl Explain for NameError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            NameError::Empty => lang.tr(msg!("save-name-empty")).into_owned(),
            NameError::TooLong => lang.tr_with(
                msg!("save-name-too-long"),
                &[("most", SaveName::MAX.into())],
            ),
            NameError::Edge => lang.tr(msg!("save-name-edge")).into_owned(),
            NameError::Character(c) => lang.tr_with(
                msg!("save-name-character"),
                &[("char", c.to_string().into())],
            ),
        }
    }
}

english_display!(NameError);

impl SaveName {
    pub const MAX: usize = 60;

    pub fn new(text: &str) -> Result<SaveName, NameError> {
        if text.is_empty() {
            return Err(NameError::Empty);
        }
        if text.chars().count() > Self::MAX {
            return Err(NameError::TooLong);
        }
        if let Some(c) = text
            .chars()
            .find(|&c| !(c.is_alphanumeric() || " -_.()".contains(c)))
        {
            return Err(NameError::Character(c));
        }
        let edge = |c: char| c == '.' || c == ' ';
        if text.starts_with(edge) || text.ends_with(edge) {
            return Err(NameError::Edge);
        }
        Ok(SaveName(text.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for SaveName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// One line of the list of named saves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SaveEntry {
    pub name: SaveName,
    /// When the file was last written, if the system says.
    pub modified: Option<SystemTime>,
    pub summary: SaveSummary,
}

/// What a named save holds, read without setting anything aside.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SaveSummary {
    Game {
        game: GameId,
        plies: usize,
        players: [Player; 2],
    },
    /// Loading it will set it aside; the line says why.
    Unreadable(String),
    /// Written by a newer tabuleiro; it will be left alone.
    Newer(u64),
}

/// Why a save could not be written, read, deleted or listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    Write(WriteError),
    /// The file was there but could not be used (set aside or left alone).
    Unusable(Warning),
    NotFound(SaveName),
    Delete {
        name: SaveName,
        error: OsError,
    },
    Clear(OsError),
    List(OsError),
}

impl From<WriteError> for SaveError {
    fn from(error: WriteError) -> Self {
        SaveError::Write(error)
    }
}

impl Explain for SaveError {
    fn explain(&self, lang: Lang) -> String {
        let os = |key, error: &OsError| lang.tr_with(key, &[("reason", error.to_string().into())]);
        match self {
            SaveError::Write(error) => error.explain(lang),
            SaveError::Unusable(warning) => warning.explain(lang),
            SaveError::NotFound(name) => {
                lang.tr_with(msg!("save-not-found"), &[("name", name.as_str().into())])
            }
            SaveError::Delete { name, error } => lang.tr_with(
                msg!("save-cannot-delete"),
                &[
                    ("name", name.as_str().into()),
                    ("reason", error.to_string().into()),
                ],
            ),
            SaveError::Clear(error) => os(msg!("save-cannot-clear"), error),
            SaveError::List(error) => os(msg!("save-cannot-list"), error),
        }
    }
}

english_display!(SaveError);

/// The saves in a data directory.
#[derive(Clone, Debug)]
pub struct Saves {
    current: PathBuf,
    dir: PathBuf,
}

impl Saves {
    pub fn new(paths: &Paths) -> Saves {
        Saves {
            current: paths.current_game(),
            dir: paths.saves(),
        }
    }

    /// The game to continue, if any. A slot that comes back `Refused`
    /// must not be written: while `may_overwrite()` is false, do not
    /// autosave (a newer-version slot is also guarded by the write itself).
    pub fn load_current(&self) -> Loaded<Option<GameRecord>> {
        file::load(&self.current, Format::Json)
    }

    pub fn save_current(&self, record: &GameRecord) -> Result<(), SaveError> {
        Ok(file::save(&self.current, Format::Json, record)?)
    }

    /// Empties the autosave slot (nothing to do when it is empty). A slot
    /// written by a newer version is left alone.
    pub fn clear_current(&self) -> Result<(), SaveError> {
        if file::newer_on_disk::<GameRecord>(&self.current, Format::Json).is_some() {
            return Ok(());
        }
        match fs::remove_file(&self.current) {
            Err(error) if error.kind() != io::ErrorKind::NotFound => {
                Err(SaveError::Clear(error.into()))
            }
            _ => Ok(()),
        }
    }

    pub fn path_of(&self, name: &SaveName) -> PathBuf {
        self.dir.join(format!("{name}.json"))
    }

    pub fn exists(&self, name: &SaveName) -> bool {
        self.path_of(name).is_file()
    }

    /// Writes a named save, replacing one of the same name.
    pub fn save(&self, name: &SaveName, record: &GameRecord) -> Result<(), SaveError> {
        Ok(file::save(&self.path_of(name), Format::Json, record)?)
    }

    /// Reads a named save; `Missing(None)` when there is none.
    pub fn load(&self, name: &SaveName) -> Loaded<Option<GameRecord>> {
        file::load(&self.path_of(name), Format::Json)
    }

    pub fn delete(&self, name: &SaveName) -> Result<(), SaveError> {
        fs::remove_file(self.path_of(name)).map_err(|error| match error.kind() {
            io::ErrorKind::NotFound => SaveError::NotFound(name.clone()),
            _ => SaveError::Delete {
                name: name.clone(),
                error: error.into(),
            },
        })
    }

    /// The named saves, newest first; an empty list when there are none.
    pub fn list(&self) -> Result<Vec<SaveEntry>, SaveError> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(SaveError::List(e.into())),
        };
        let mut list: Vec<SaveEntry> = entries
            .filter_map(Result::ok)
            .filter_map(|entry| Self::entry(&entry.path()))
            .collect();
        list.sort_by(|a, b| {
            b.modified
                .cmp(&a.modified)
                .then_with(|| a.name.cmp(&b.name))
        });
        Ok(list)
    }

    fn entry(path: &Path) -> Option<SaveEntry> {
        let file_name = path.file_name()?.to_str()?;
        let name = SaveName::new(file_name.strip_suffix(".json")?).ok()?;
        let metadata = fs::metadata(path).ok().filter(|m| m.is_file())?;
        let summary = match fs::read_to_string(path) {
            Err(e) => SaveSummary::Unreadable(e.to_string()),
            Ok(text) => match file::decode::<GameRecord>(&text, Format::Json) {
                Ok(record) => SaveSummary::Game {
                    game: record.game,
                    plies: record.ply_count(),
                    players: record.players,
                },
                Err(DecodeError::Newer { found, .. }) => SaveSummary::Newer(found),
                Err(DecodeError::Invalid(problem)) => SaveSummary::Unreadable(problem.to_string()),
            },
        };
        Some(SaveEntry {
            name,
            modified: metadata.modified().ok(),
            summary,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_refusal_reads_in_each_language() {
        for error in [
            NameError::Empty,
            NameError::TooLong,
            NameError::Edge,
            NameError::Character('/'),
        ] {
            let (english, portuguese) = (error.to_string(), error.explain(Lang::Portuguese));
            assert!(english.starts_with("a save"), "{english}");
            assert!(portuguese.contains("gravação"), "{portuguese}");
        }
        assert_eq!(
            NameError::TooLong.to_string(),
            "a save name may have at most 60 characters"
        );
    }
}
