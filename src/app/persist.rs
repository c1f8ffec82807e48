//! What the app keeps between runs, as values: the record of the game in
//! progress and the settings document. The loop writes them (the app does
//! no I/O); [`Autosave`] tells it when the game has changed.

use serde::{Deserialize, Serialize};

use super::session::{NewGame, Player, PlayerKind, Session};
use super::settings::Settings;
use super::setup::{Mode, default_name};
use super::{App, Screen};
use crate::ai::Bot;
use crate::games::pgn::{self, Header, PgnError};
use crate::games::{GameId, MoveSquares, Options, Outcome, Side, Status};
use crate::storage::Versioned;
use crate::storage::saves::{self, GameRecord, RecordError, SaveName};
use crate::storage::stats::Stats;

/// `settings.toml`: the settings with a format version. Missing keys take
/// their defaults and unknown ones are ignored, so older and newer files
/// both load.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct SettingsFile {
    version: u32,
    #[serde(flatten)]
    pub settings: Settings,
}

/// Read as the settings alone: `flatten` would hide which line holds a
/// bad value. The version was already checked when the file was read,
/// and the settings ignore the key.
impl<'de> Deserialize<'de> for SettingsFile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Settings::deserialize(deserializer).map(SettingsFile::new)
    }
}

impl Versioned for SettingsFile {
    const VERSION: u32 = 1;
}

impl SettingsFile {
    pub fn new(settings: Settings) -> SettingsFile {
        SettingsFile {
            version: Self::VERSION,
            settings,
        }
    }
}

/// Why a saved game cannot be taken up again.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResumeError {
    #[error("the saved game cannot be continued: {0}")]
    Record(#[from] RecordError),
    #[error("the saved game cannot be continued: {0}")]
    Player(#[from] crate::ai::UnknownPlayer),
}

fn to_saved(player: &Player) -> saves::Player {
    let name = player.name.clone();
    match player.kind {
        PlayerKind::Human => saves::Player::Human { name },
        PlayerKind::Computer(bot) => saves::Player::Computer {
            name,
            bot_id: bot.id().to_string(),
        },
    }
}

fn from_saved(game: GameId, player: &saves::Player) -> Result<Player, ResumeError> {
    let kind = match player {
        saves::Player::Human { .. } => PlayerKind::Human,
        saves::Player::Computer { bot_id, .. } => PlayerKind::Computer(Bot::parse(game, bot_id)?),
    };
    Ok(Player {
        name: player.name().to_string(),
        kind,
    })
}

/// The record of a session: start, moves, redo tail, players, options.
pub fn record(session: &Session) -> GameRecord {
    let players = session.players().each_ref().map(to_saved);
    GameRecord::from_game(session.game(), session.options(), players)
}

/// The game a record holds, ready to become a session.
pub fn new_game(record: &GameRecord) -> Result<NewGame, ResumeError> {
    let [one, two] = record.players();
    Ok(NewGame {
        game: record.to_game()?,
        options: record.options().clone(),
        players: [
            from_saved(record.game(), one)?,
            from_saved(record.game(), two)?,
        ],
    })
}

/// The formats a game is exported in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ExportFormat {
    /// Portable Game Notation: Chess and Racing Kings only.
    Pgn,
    /// tabuleiro's own game record (JSON), for every game.
    Record,
}

impl ExportFormat {
    pub fn extension(self) -> &'static str {
        match self {
            ExportFormat::Pgn => "pgn",
            ExportFormat::Record => "json",
        }
    }

    /// The file an export of `game` gets unless the player names one.
    pub fn file_name(self, game: GameId) -> String {
        format!("{}.{}", game.id(), self.extension())
    }

    pub fn label(self) -> &'static str {
        match self {
            ExportFormat::Pgn => "PGN",
            ExportFormat::Record => super::text::EXPORT_RECORD,
        }
    }

    /// The format offered first: PGN where the game has it.
    pub fn preferred(game: GameId) -> ExportFormat {
        if pgn::supports(game) {
            ExportFormat::Pgn
        } else {
            ExportFormat::Record
        }
    }

    /// The other format, if the game has it.
    pub fn other(self, game: GameId) -> Option<ExportFormat> {
        match self {
            ExportFormat::Pgn => Some(ExportFormat::Record),
            ExportFormat::Record => pgn::supports(game).then_some(ExportFormat::Pgn),
        }
    }
}

/// A game to write to a file the player named, for the loop.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ExportRequest {
    /// As typed (`~/` stands for the home directory).
    pub path: String,
    /// The file to write when `path` names a folder.
    pub file_name: String,
    pub text: String,
}

/// The session's game as text in `format`.
pub fn export_text(session: &Session, format: ExportFormat) -> Result<String, PgnError> {
    match format {
        ExportFormat::Pgn => {
            let [white, black] = session.players().each_ref().map(|p| p.name.as_str());
            pgn::export(session.game(), &Header::today(white, black))
        }
        ExportFormat::Record => Ok(record(session).to_json()),
    }
}

/// Why a file could not be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error("{0}")]
    Pgn(#[from] PgnError),
    #[error("{0}")]
    Record(#[from] RecordError),
    #[error("{0}")]
    Resume(#[from] ResumeError),
}

/// The game in an imported file: PGN when its name ends in `.pgn` or it
/// does not look like JSON, else a game record. A PGN game is played by
/// two people named after its `White` and `Black` tags.
pub fn import_text(path: &str, text: &str) -> Result<NewGame, ImportError> {
    // A byte order mark would hide the `{` of JSON, and JSON forbids it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let pgn_named = path.to_ascii_lowercase().ends_with(".pgn");
    if pgn_named || !text.trim_start().starts_with('{') {
        let read = pgn::parse(text)?;
        let players = [(Side::One, "White"), (Side::Two, "Black")].map(|(side, tag)| Player {
            name: read
                .tag(tag)
                .filter(|name| !name.is_empty() && *name != "?")
                .map_or_else(
                    || default_name(PlayerKind::Human, Mode::HumanVsHuman, side),
                    str::to_string,
                ),
            kind: PlayerKind::Human,
        });
        return Ok(NewGame {
            game: read.game,
            options: Options::default(),
            players,
        });
    }
    Ok(new_game(&GameRecord::from_json(text)?)?)
}

/// The game to save under a name, for the loop to write.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SaveRequest {
    pub name: SaveName,
    pub record: Box<GameRecord>,
    /// The player agreed to write over a save of the same name.
    pub replace: bool,
}

/// What the Load screen asks the loop for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadRequest {
    /// The list of named saves.
    List,
    /// The game saved under this name.
    Load(SaveName),
    /// Remove this save, then list again.
    Delete(SaveName),
    /// Read a PGN file or game record from this path, as typed.
    Import(String),
}

/// A finished game, for the statistics.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Finished {
    pub session: u64,
    pub game: GameId,
    pub players: [saves::Player; 2],
    pub outcome: Outcome,
}

/// What the autosave slot should hold now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Slot {
    /// The game goes on: keep this record.
    Write(Box<GameRecord>),
    /// The game is over: empty the slot.
    Clear,
}

/// Where the game stands, enough to tell any move, undo, redo or new game
/// apart from the last state saved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct SavePoint {
    session: u64,
    plies: usize,
    last: Option<MoveSquares>,
    can_redo: bool,
}

/// Watches the app for changes to its game, so the loop saves after every
/// move, undo and redo, and only then.
#[derive(Clone, Debug)]
pub struct Autosave {
    last: Option<SavePoint>,
}

/// What changed since the last look.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Change {
    pub slot: Slot,
    /// A move was added (not an undo or a new game): the bell may ring.
    pub moved: bool,
}

impl Autosave {
    /// Starts from the app as it is (a resumed game is already saved).
    pub fn new(app: &App) -> Autosave {
        Autosave {
            last: app.save_point(),
        }
    }

    /// The slot's new content when the game changed since the last call.
    pub fn check(&mut self, app: &App) -> Option<Change> {
        let now = app.save_point()?;
        if self.last == Some(now) {
            return None;
        }
        let moved = self
            .last
            .is_some_and(|last| last.session == now.session && now.plies > last.plies);
        self.last = Some(now);
        Some(Change {
            slot: app.slot()?,
            moved,
        })
    }
}

impl App {
    /// Takes up a saved game: it waits behind the menu's Continue.
    pub fn resume(&mut self, record: &GameRecord) -> Result<(), ResumeError> {
        let new = new_game(record)?;
        self.sessions += 1;
        self.session = Some(Session::new(new, self.sessions));
        self.screen = Screen::Menu;
        self.menu = 0;
        Ok(())
    }

    /// What the autosave slot should hold for the current game, if any.
    pub fn slot(&self) -> Option<Slot> {
        let session = self.session.as_ref()?;
        Some(if session.is_over() {
            Slot::Clear
        } else {
            Slot::Write(Box::new(record(session)))
        })
    }

    fn save_point(&self) -> Option<SavePoint> {
        let session = self.session.as_ref()?;
        let game = session.game();
        Some(SavePoint {
            session: self.sessions,
            plies: game.ply_count(),
            last: game.last_move(),
            can_redo: game.can_redo(),
        })
    }

    /// A line for the main menu: a file that could not be read, a save
    /// that failed.
    pub fn add_notice(&mut self, line: String) {
        if !self.notices.contains(&line) {
            self.notices.push(line);
        }
    }

    /// Where the files live, as the About screen tells.
    pub fn set_locations(&mut self, paths: crate::storage::Paths) {
        self.locations = Some(paths);
    }

    pub fn locations(&self) -> Option<&crate::storage::Paths> {
        self.locations.as_ref()
    }

    /// A game that has ended, as the statistics count it, with the
    /// number of its session so the loop counts it once.
    pub fn finished(&self) -> Option<Finished> {
        let session = self.session.as_ref()?;
        let Status::Over(end) = session.game().status() else {
            return None;
        };
        Some(Finished {
            session: self.sessions,
            game: session.game().id(),
            players: session.players().each_ref().map(to_saved),
            outcome: end.outcome,
        })
    }

    /// The game the player asked to save under a name, once.
    pub fn take_save_request(&mut self) -> Option<SaveRequest> {
        self.save_request.take()
    }

    /// Tells the player how saving under a name went.
    pub fn saved(&mut self, result: Result<&SaveName, String>) {
        if let Some(session) = &mut self.session {
            match result {
                Ok(name) => session.note(super::text::saved_as(name.as_str())),
                Err(error) => session.warn(error),
            }
        }
    }

    /// The game the player asked to export, once.
    pub fn take_export_request(&mut self) -> Option<ExportRequest> {
        self.export_request.take()
    }

    /// Tells the player where the export went, or why it did not.
    pub fn exported(&mut self, result: Result<String, String>) {
        if let Some(session) = &mut self.session {
            match result {
                Ok(path) => session.note(super::text::exported_to(&path)),
                Err(error) => session.warn(error),
            }
        }
    }

    /// A file read for import (`path` as typed): its game starts on the
    /// game screen; a file that cannot be used is a line on the Load
    /// screen.
    pub fn imported(&mut self, path: &str, read: Result<String, String>) -> Vec<super::Effect> {
        let game = read.and_then(|text| import_text(path, &text).map_err(|e| e.to_string()));
        match game {
            Ok(new) => {
                self.load_message = None;
                self.start(new)
            }
            Err(error) => {
                self.load_message = Some(format!("{path}: {error}"));
                Vec::new()
            }
        }
    }

    /// After a save was deleted (or could not be): the list read again.
    pub fn deleted(&mut self, result: Result<(), String>, list: Vec<saves::SaveEntry>) {
        self.load_message = result.err();
        self.set_save_list(list);
    }

    /// The line under the Load screen's list, if any.
    pub fn load_message(&self) -> Option<&str> {
        self.load_message.as_deref()
    }

    /// The file being typed at the import prompt, while it is open.
    pub fn import_path(&self) -> Option<&str> {
        self.import_path.as_deref()
    }

    /// What the Load screen wants read, once.
    pub fn take_load_request(&mut self) -> Option<LoadRequest> {
        self.load_request.take()
    }

    pub fn set_save_list(&mut self, list: Vec<saves::SaveEntry>) {
        self.save_list = list;
        self.load_row = self.load_row.min(self.save_list.len().saturating_sub(1));
    }

    pub fn save_list(&self) -> &[saves::SaveEntry] {
        &self.save_list
    }

    pub fn load_row(&self) -> usize {
        self.load_row
    }

    /// A named save read for the Load screen: the game waits behind the
    /// menu's Continue; a save that cannot be used is a line on the menu.
    /// A named save read by the loop: it opens on the game screen, or
    /// the Load screen says why not.
    pub fn load_saved(&mut self, loaded: Result<GameRecord, String>) -> Vec<super::Effect> {
        match loaded.and_then(|record| new_game(&record).map_err(|e| e.to_string())) {
            Ok(new) => {
                self.load_message = None;
                self.start(new)
            }
            Err(error) => {
                self.load_message = Some(error);
                Vec::new()
            }
        }
    }

    /// The loop found a save of the requested name: ask before replacing.
    pub fn save_exists(&mut self, request: SaveRequest) {
        self.confirm = Some(super::Confirm::ReplaceSave(request));
    }

    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The results the Statistics screen shows (the loop loads them and
    /// hands them back after each game).
    pub fn set_stats(&mut self, stats: Stats) {
        self.stats = stats;
    }

    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The themes the Settings screen cycles through. A chosen theme
    /// that is not among them (its file gone or broken) is reported; the
    /// setting is kept for when it is back.
    pub fn set_theme_names(&mut self, names: Vec<String>) {
        if !names.is_empty() && !names.contains(&self.settings.theme) {
            self.add_notice(super::text::theme_missing(&self.settings.theme));
        }
        self.theme_names = names;
    }
}
