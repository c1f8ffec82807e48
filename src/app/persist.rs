//! What the app keeps between runs, as values: the record of the game in
//! progress and the settings document. The loop writes them (the app does
//! no I/O); [`Autosave`] tells it when the game has changed.

use serde::{Deserialize, Serialize};

use super::session::{NewGame, Player, PlayerKind, Session};
use super::settings::Settings;
use super::{App, Screen};
use crate::ai::Bot;
use crate::games::{GameId, MoveSquares, Outcome, Status};
use crate::storage::Versioned;
use crate::storage::saves::{self, GameRecord, RecordError, SaveName};
use crate::storage::stats::Stats;

/// `settings.toml`: the settings with a format version. Missing keys take
/// their defaults and unknown ones are ignored, so older and newer files
/// both load.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct SettingsFile {
    version: u32,
    #[serde(flatten)]
    pub settings: Settings,
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

/// The game to save under a name, for the loop to write.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SaveRequest {
    pub name: SaveName,
    pub record: Box<GameRecord>,
}

/// What the Load screen asks the loop for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadRequest {
    /// The list of named saves.
    List,
    /// The game saved under this name.
    Load(SaveName),
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
    pub fn load_saved(&mut self, loaded: Result<GameRecord, String>) {
        let resumed = loaded.and_then(|record| self.resume(&record).map_err(|e| e.to_string()));
        if let Err(error) = resumed {
            self.add_notice(error);
        }
        self.screen = Screen::Menu;
        self.menu = 0;
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

    /// The themes the Settings screen cycles through.
    pub fn set_theme_names(&mut self, names: Vec<String>) {
        self.theme_names = names;
    }
}
