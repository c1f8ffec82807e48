//! The loop's files: settings read at start and written when they change,
//! the game in progress read at start and saved after every change and on
//! quit. Every problem becomes a line on the main menu; none stops the app.

use std::fs;
use std::path::{Path, PathBuf};

use crate::app::persist::{Autosave, LoadRequest, SettingsFile, Slot};
use crate::app::settings::Settings;
use crate::app::{App, Effect, text};
use crate::storage::file;
use crate::storage::paths::{expand_home, shown};
use crate::storage::saves::{SaveError, Saves};
use crate::storage::stats::Stats;
use crate::storage::{Format, Loaded, Paths};

/// The files behind a running app.
pub struct Files {
    paths: Paths,
    saves: Saves,
    /// False when the file on disk must be left alone (newer version,
    /// unreadable): nothing is written over it this run.
    settings_writable: bool,
    slot_writable: bool,
    saved_settings: Settings,
    autosave: Autosave,
    /// False when `stats.toml` must be left alone (newer, unreadable).
    stats_writable: bool,
    /// The session whose end was last counted, so each game counts once.
    counted: Option<u64>,
}

/// What [`Files::after`] saw.
#[derive(Debug, Default)]
pub struct After {
    /// A move was added: the bell may ring.
    pub moved: bool,
    /// For the loop: a computer to start on an imported game.
    pub effects: Vec<Effect>,
}

/// What opening the files gave the app.
pub struct Opened {
    pub files: Files,
    pub app: App,
}

/// Reads the settings; the warning, if any, as a line.
pub fn load_settings(paths: &Paths) -> (Loaded<Settings>, Option<String>) {
    let loaded = file::load_or_default::<SettingsFile>(&paths.settings(), Format::Toml)
        .map(|doc| doc.settings.within_limits());
    let warning = loaded.warning().map(ToString::to_string);
    (loaded, warning)
}

impl Files {
    /// Reads the settings and the game to continue, and builds the app
    /// from them with `make` (given the settings).
    pub fn open(paths: Paths, make: impl FnOnce(Settings) -> App) -> Opened {
        let (settings, settings_warning) = load_settings(&paths);
        let settings_writable = settings.may_overwrite();
        let settings = settings.into_value();
        let mut app = make(settings.clone());
        app.set_locations(paths.clone());
        add_notices(&mut app, settings_warning);
        let saves = Saves::new(&paths);
        let current = saves.load_current();
        let slot_writable = current.may_overwrite();
        add_notices(&mut app, current.warning().map(ToString::to_string));
        if let Some(record) = current.into_value()
            && let Err(error) = app.resume(&record)
        {
            // Set aside, or the first autosave would write over the game.
            let notice = match file::move_aside(&paths.current_game()) {
                Ok(kept) => text::kept_aside(&error.to_string(), &kept),
                Err(_) => error.to_string(),
            };
            app.add_notice(notice);
        }
        let stats = Stats::load(&paths.stats());
        let stats_writable = stats.may_overwrite();
        add_notices(&mut app, stats.warning().map(ToString::to_string));
        app.set_stats(stats.into_value());
        let autosave = Autosave::new(&app);
        Opened {
            files: Files {
                paths,
                saves,
                settings_writable,
                slot_writable,
                saved_settings: settings,
                autosave,
                stats_writable,
                counted: None,
            },
            app,
        }
    }

    /// After each event: carries out what the app asked of the files,
    /// then saves what changed.
    pub fn after(&mut self, app: &mut App) -> After {
        let effects = self.serve_load(app);
        self.export(app);
        self.save_named(app);
        let mut moved = false;
        if let Some(change) = self.autosave.check(app) {
            moved = change.moved;
            self.write_slot(app, change.slot);
        }
        self.count_result(app);
        self.write_settings(app);
        After { moved, effects }
    }

    /// The Load screen's request: list, load, delete, import.
    fn serve_load(&mut self, app: &mut App) -> Vec<Effect> {
        match app.take_load_request() {
            Some(LoadRequest::List) => match self.saves.list() {
                Ok(list) => app.set_save_list(list),
                Err(error) => app.add_notice(error.to_string()),
            },
            Some(LoadRequest::Load(name)) => {
                let loaded = self.saves.load(&name);
                let warning = loaded.warning().map(ToString::to_string);
                let record = loaded.into_value().ok_or_else(|| {
                    warning.unwrap_or_else(|| SaveError::NotFound(name).to_string())
                });
                return app.load_saved(record);
            }
            Some(LoadRequest::Delete(name)) => {
                let deleted = self.saves.delete(&name).map_err(|e| e.to_string());
                let list = self.saves.list().unwrap_or_default();
                app.deleted(deleted, list);
            }
            Some(LoadRequest::Import(typed)) => {
                let read = read_import(&expand_home(&typed));
                return app.imported(&typed, read);
            }
            None => {}
        }
        Vec::new()
    }

    /// Writes an exported game, never over an existing file.
    fn export(&self, app: &mut App) {
        if let Some(request) = app.take_export_request() {
            let path = file::free_path(&export_target(&request.path, &request.file_name));
            let written = file::write_atomic(&path, request.text.as_bytes())
                .map(|()| shown(&path))
                .map_err(|e| e.to_string());
            app.exported(written);
        }
    }

    fn save_named(&self, app: &mut App) {
        if let Some(request) = app.take_save_request() {
            if !request.replace && self.saves.exists(&request.name) {
                app.save_exists(request);
                return;
            }
            match self.saves.save(&request.name, &request.record) {
                Ok(()) => app.saved(Ok(&request.name)),
                Err(error) => app.saved(Err(error.to_string())),
            }
        }
    }

    fn write_settings(&mut self, app: &mut App) {
        if app.settings() != &self.saved_settings {
            self.saved_settings = app.settings().clone();
            if self.settings_writable {
                let doc = SettingsFile::new(self.saved_settings.clone());
                if let Err(error) = file::save(&self.paths.settings(), Format::Toml, &doc) {
                    app.add_notice(error.to_string());
                }
            }
        }
    }

    /// Counts a game that has just ended with a person playing, and
    /// writes the statistics.
    fn count_result(&mut self, app: &mut App) {
        let Some(finished) = app.finished() else {
            return;
        };
        if self.counted == Some(finished.session) {
            return;
        }
        self.counted = Some(finished.session);
        let mut stats = app.stats().clone();
        if !stats.record_game(finished.game, &finished.players, finished.outcome) {
            return;
        }
        if self.stats_writable
            && let Err(error) = stats.save(&self.paths.stats())
        {
            app.add_notice(error.to_string());
        }
        app.set_stats(stats);
    }

    /// On quit: the game as it stands, whatever the last save was.
    pub fn quit(&mut self, app: &mut App) {
        if let Some(slot) = app.slot() {
            self.write_slot(app, slot);
        }
    }

    fn write_slot(&self, app: &mut App, slot: Slot) {
        if !self.slot_writable {
            return;
        }
        let written = match slot {
            Slot::Write(record) => self.saves.save_current(&record),
            Slot::Clear => self.saves.clear_current(),
        };
        if let Err(error) = written {
            app.add_notice(error.to_string());
        }
    }
}

/// The largest file import reads: far beyond any game, short of what a
/// mistyped path (a disk image, a log) would cost to load.
const IMPORT_MAX_BYTES: u64 = 16 * 1024 * 1024;

/// An import file's text. Only a regular file of sane size is read, so a
/// device or pipe (`/dev/zero`) cannot hang the app.
fn read_import(path: &Path) -> Result<String, String> {
    let meta = fs::metadata(path).map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err(text::NOT_A_FILE.to_string());
    }
    if meta.len() > IMPORT_MAX_BYTES {
        return Err(text::too_large(meta.len(), IMPORT_MAX_BYTES));
    }
    fs::read_to_string(path).map_err(|e| e.to_string())
}

/// Where an export goes: the typed path, or inside it when it names a
/// folder (`~/games/`), under the game's own file name.
fn export_target(typed: &str, file_name: &str) -> PathBuf {
    let path = expand_home(typed);
    if path.is_dir() || typed.ends_with(std::path::is_separator) {
        path.join(file_name)
    } else {
        path
    }
}

fn add_notices(app: &mut App, line: Option<String>) {
    if let Some(line) = line {
        app.add_notice(line);
    }
}
