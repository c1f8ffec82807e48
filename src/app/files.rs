//! The app's side of its files: when the game, the settings, the
//! statistics and the learning progress must be written (after the event that changed them), and
//! what the shell's answers mean on screen. The app only asks; the shell
//! reads and writes.

use super::Shared;
use super::confirm::Confirm;
use super::event::{Effect, FileOutcome, FileRequest, Finished, Opened};
use super::games::{self, GamesScreen};
use super::load::LoadScreen;
use super::players::NewGame;
use super::record::ExportFormat;
use super::screen::Screen;
use super::session::Session;
use super::settings::Settings;
use super::{App, record, text};
use crate::games::{Clock, MoveSquares, Status};
use crate::i18n::Explain;
use std::collections::HashMap;

use crate::learn::progress::{self, Progress};
use crate::learn::puzzle::Puzzle;
use crate::rating::Rating;
use crate::rooms::RoomRequest;
use crate::storage::saves::Extra;

/// Where the game stands, enough to tell any move, undo, redo, new game
/// or flag fall apart from the last state saved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct SavePoint {
    session: u64,
    plies: usize,
    last: Option<MoveSquares>,
    can_redo: bool,
    over: bool,
}

/// What the files hold, as far as the app knows: so it asks for a write
/// only when something changed.
#[derive(Clone, Debug)]
pub(super) struct Kept {
    game: Option<SavePoint>,
    settings: Settings,
    /// The game whose result was last counted in the statistics.
    counted: Option<u64>,
    progress: Progress,
    /// Over SSH: the key's progress came from the server (until then
    /// none is written), and the puzzle whose rating moved since the
    /// progress was last sent, to be kept with it.
    progress_heard: bool,
    puzzle_moved: Option<(String, Rating)>,
}

impl Kept {
    /// Nothing saved yet but the settings the app starts with.
    pub(super) fn new(settings: &Settings) -> Kept {
        Kept {
            game: None,
            settings: settings.clone(),
            counted: None,
            progress: Progress::default(),
            progress_heard: false,
            puzzle_moved: None,
        }
    }
}

impl Shared {
    /// The effects with the file writes the new state calls for, placed
    /// before a quit so they are carried out.
    pub(super) fn with_files(&mut self, mut effects: Vec<Effect>) -> Vec<Effect> {
        if self.serving() {
            // A visitor's session has no files: nothing may touch the
            // server's disk. The rooms keep their progress instead.
            effects.retain(|effect| !matches!(effect, Effect::Files(_)));
        }
        let quit = effects.iter().position(|e| matches!(e, Effect::Quit));
        let at = quit.unwrap_or(effects.len());
        let writes = match self.serving() {
            true => self.keep_progress_served().into_iter().collect(),
            false => self.keep_files(quit.is_some()),
        };
        effects.splice(at..at, writes);
        effects
    }

    /// A visitor's progress changed: the rooms keep it for their key,
    /// with the rating of the puzzle just rated. Only once the key's
    /// progress was heard, so that a failed read never writes a
    /// newcomer's over it.
    fn keep_progress_served(&mut self) -> Option<Effect> {
        if !self.kept.progress_heard || self.progress == self.kept.progress {
            return None;
        }
        self.kept.progress = self.progress.clone();
        Some(Effect::Room(RoomRequest::SaveProgress {
            progress: Box::new(self.progress.clone()),
            puzzle: self.kept.puzzle_moved.take(),
        }))
    }

    /// The puzzle's rating now: as it has moved on the server visited,
    /// else as shipped.
    pub(super) fn puzzle_rating(&self, puzzle: &Puzzle) -> Rating {
        let moved = self.puzzle_ratings.get(&progress::puzzle_key(puzzle));
        moved
            .copied()
            .unwrap_or_else(|| progress::shipped_rating(puzzle))
    }

    /// A rated attempt at a puzzle: the person's puzzle rating moves
    /// and the puzzle is remembered (written after the event, as every
    /// change of progress); on a server the puzzle's own rating moves
    /// too and is kept with the progress.
    pub(super) fn rated_attempt(&mut self, puzzle: &Puzzle, solved: bool) {
        let key = progress::puzzle_key(puzzle);
        let before = self.puzzle_rating(puzzle);
        let after = self.progress.rated_attempt(&key, before, solved);
        if self.serving() {
            self.puzzle_ratings.insert(key.clone(), after);
            self.kept.puzzle_moved = Some((key, after));
        }
    }

    /// The visitor's key's progress and the puzzles' ratings, as the
    /// server keeps them.
    pub(super) fn progress_heard(&mut self, kept: Progress, puzzles: HashMap<String, Rating>) {
        self.kept.progress = kept.clone();
        self.kept.progress_heard = true;
        self.progress = kept;
        self.puzzle_ratings = puzzles;
    }

    fn keep_files(&mut self, quitting: bool) -> Vec<Effect> {
        let mut effects = self.autosave(quitting);
        effects.extend(self.count_result());
        if self.settings != self.kept.settings {
            self.kept.settings = self.settings.clone();
            effects.push(Effect::Files(FileRequest::WriteSettings(Box::new(
                self.settings.clone(),
            ))));
        }
        if self.progress != self.kept.progress {
            self.kept.progress = self.progress.clone();
            effects.push(Effect::Files(FileRequest::WriteProgress(Box::new(
                self.progress.clone(),
            ))));
        }
        effects
    }

    fn save_point(&self) -> Option<SavePoint> {
        let session = self.session.as_ref()?;
        let game = session.game();
        Some(SavePoint {
            session: self.sessions,
            plies: game.ply_count(),
            last: game.last_move(),
            can_redo: game.can_redo(),
            over: session.is_over(),
        })
    }

    /// The autosave after every move, undo and redo (and, on quit, the
    /// game as it stands whatever was saved); the bell for a new move.
    fn autosave(&mut self, quitting: bool) -> Vec<Effect> {
        let now = self.save_point();
        let Some(session) = &self.session else {
            return Vec::new();
        };
        if self.kept.game == now && !quitting {
            return Vec::new();
        }
        let moved = matches!((self.kept.game, now),
            (Some(last), Some(now)) if last.session == now.session && now.plies > last.plies);
        self.kept.game = now;
        let slot = if session.is_over() {
            FileRequest::ClearAutosave
        } else {
            FileRequest::Autosave(Box::new(session.record()))
        };
        let mut effects = vec![Effect::Files(slot)];
        if moved && self.settings.bell {
            effects.push(Effect::Bell);
        }
        effects
    }

    /// A game that opens already over (imported, loaded, set up from a
    /// final position) ended elsewhere: it is not counted here.
    pub(super) fn skip_count_if_over(&mut self) {
        if self.session.as_ref().is_some_and(Session::is_over) {
            self.kept.counted = Some(self.sessions);
        }
    }

    /// Archives a game that has just ended, its analysis kept with it if
    /// Review then completes one, and counts it when a person played.
    fn count_result(&mut self) -> Vec<Effect> {
        let Some(session) = self.session.as_mut() else {
            return Vec::new();
        };
        let Status::Over(end) = session.game().status() else {
            return Vec::new();
        };
        if self.kept.counted == Some(self.sessions) {
            return Vec::new();
        }
        self.kept.counted = Some(self.sessions);
        let finished = Finished {
            record: session.record(),
            end,
        };
        session.keep_analysis_in(finished.record.clone());
        let mut effects = vec![Effect::Files(FileRequest::Archive(Box::new(finished)))];
        let players = session.players().each_ref().map(record::to_saved);
        if self
            .stats
            .record_game(session.game().id(), &players, end.outcome)
        {
            effects.push(Effect::Files(FileRequest::WriteStats(Box::new(
                self.stats.clone(),
            ))));
        }
        effects
    }

    /// A line for the main menu: a file that could not be read, a save
    /// that failed.
    pub(super) fn add_notice(&mut self, line: String) {
        if !self.notices.contains(&line) {
            self.notices.push(line);
        }
    }

    /// The themes the Settings screen cycles through. A chosen theme
    /// that is not among them (its file gone or broken) is reported; the
    /// setting is kept for when it is back.
    pub(super) fn set_theme_names(&mut self, names: Vec<String>) {
        let lang = self.lang();
        if !names.is_empty() && !names.contains(&self.settings.theme) {
            self.add_notice(text::theme_missing(lang, &self.settings.theme));
        }
        self.theme_names = names;
    }
}

impl App {
    /// What became of file work.
    pub(super) fn files(&mut self, outcome: FileOutcome) -> Vec<Effect> {
        let lang = self.shared.lang();
        match outcome {
            FileOutcome::Opened(opened) => return self.opened(*opened),
            FileOutcome::Autosaved(Err(error)) => self.report_failure(error.explain(lang)),
            FileOutcome::Archived(Err(error))
            | FileOutcome::SettingsWritten(Err(error))
            | FileOutcome::StatsWritten(Err(error))
            | FileOutcome::ProgressWritten(Err(error)) => self.report_failure(error.explain(lang)),
            FileOutcome::Autosaved(Ok(()))
            | FileOutcome::Archived(Ok(()))
            | FileOutcome::SettingsWritten(Ok(()))
            | FileOutcome::StatsWritten(Ok(()))
            | FileOutcome::ProgressWritten(Ok(())) => {}
            FileOutcome::SetAside { why, kept } => {
                let why = why.explain(lang);
                let notice = match kept {
                    Some(kept) => text::kept_aside(lang, &why, &kept),
                    None => why,
                };
                self.shared.add_notice(notice);
            }
            FileOutcome::SavedAs(result) => {
                if let Some(session) = &mut self.shared.session {
                    match result {
                        Ok(name) => session.note(text::saved_as(lang, name.as_str())),
                        Err(error) => session.warn(error.explain(lang)),
                    }
                }
            }
            FileOutcome::SaveExists(request) => {
                self.shared.confirm = Some(Confirm::ReplaceSave(request))
            }
            FileOutcome::Listed(Ok(saves)) => {
                if let Some(load) = self.showing_mut::<LoadScreen>() {
                    load.set_saves(saves);
                }
            }
            FileOutcome::Listed(Err(error)) => self.shared.add_notice(error.explain(lang)),
            FileOutcome::Loaded { record, saves } => {
                if let Some(load) = self.showing_mut::<LoadScreen>() {
                    load.set_saves(saves);
                }
                let read = record.map_err(|e| e.explain(lang)).and_then(|record| {
                    record::new_game(&record)
                        .map(|new| (new, record.extra().clone(), record.clock()))
                        .map_err(|e| e.explain(lang))
                });
                return self.open_read(read);
            }
            FileOutcome::Imported { path, text } => {
                let read = text
                    .map_err(|e| e.explain(lang))
                    .and_then(|text| record::import_text(&path, &text).map_err(|e| e.explain(lang)))
                    .map(|new| (new, Extra::default(), None))
                    .map_err(|error| format!("{path}: {error}"));
                return self.open_read(read);
            }
            FileOutcome::Deleted { result, saves } => {
                if let Some(load) = self.showing_mut::<LoadScreen>() {
                    load.set_message(result.err().map(|e| e.explain(lang)));
                    load.set_saves(saves);
                }
            }
            FileOutcome::ExportSuggestion(path) => self.open_export(&path),
            FileOutcome::ArchiveListed(listing) => {
                if let Some(games) = self.showing_mut::<GamesScreen>() {
                    games.set_listing(*listing);
                }
            }
            FileOutcome::Exported(result) => self.exported(result.map_err(|e| e.explain(lang))),
        }
        Vec::new()
    }

    /// A write that failed, shown where the person is: under the board
    /// during a game, on the menu otherwise. The game is kept, and the
    /// next change writes again.
    fn report_failure(&mut self, error: String) {
        match (self.view.name(), &mut self.shared.session) {
            (Screen::Game, Some(session)) => session.warn(error),
            _ => self.shared.add_notice(error),
        }
    }

    /// What the files gave at start: the game to continue waits behind
    /// the menu's Continue; one that cannot be continued is set aside.
    fn opened(&mut self, opened: Opened) -> Vec<Effect> {
        self.shared.locations = opened.locations;
        // Worded now: the language comes from the settings just read.
        let lang = self.shared.lang();
        for notice in opened.notices {
            self.shared.add_notice(notice.explain(lang));
        }
        self.shared.stats = opened.stats;
        self.shared.kept.progress = opened.progress.clone();
        self.shared.progress = opened.progress;
        self.shared.set_theme_names(opened.theme_names);
        let Some(current) = opened.current else {
            return Vec::new();
        };
        match record::new_game(&current) {
            Ok(new) => {
                self.shared.sessions += 1;
                let session = Session::new(new, self.shared.sessions)
                    .with_extra(current.extra().clone())
                    .with_clock(current.clock());
                self.shared.session = Some(session);
                self.shared.skip_count_if_over();
                let menu = self.shared.menu();
                self.apply(menu);
                // The game is already saved as it is.
                self.shared.kept.game = self.shared.save_point();
                Vec::new()
            }
            Err(error) => vec![Effect::Files(FileRequest::SetAsideAutosave(error))],
        }
    }

    /// A game read for the Load screen opens on the game screen, or the
    /// Load screen says why not.
    fn open_read(&mut self, read: Result<(NewGame, Extra, Option<Clock>), String>) -> Vec<Effect> {
        match read {
            Ok((new, extra, clock)) => {
                let outcome = self.shared.start(new, clock);
                let effects = self.apply(outcome);
                self.shared.session = self.shared.session.take().map(|s| s.with_extra(extra));
                effects
            }
            Err(error) => {
                if let Some(load) = self.showing_mut::<LoadScreen>() {
                    load.set_message(Some(error));
                }
                Vec::new()
            }
        }
    }

    /// Where an export went, told where it was asked for: on the Games
    /// list, or under the board.
    fn exported(&mut self, result: Result<String, String>) {
        let lang = self.shared.lang();
        if let Some(list) = self.showing_mut::<GamesScreen>() {
            list.set_notice(games::exported(lang, result));
        } else if let Some(session) = &mut self.shared.session {
            match result {
                Ok(path) => session.note(text::exported_to(lang, &path)),
                Err(error) => session.warn(error),
            }
        }
    }

    /// The export prompt, offering the free name the shell found.
    fn open_export(&mut self, path: &str) {
        if let (Screen::Game, Some(session)) = (self.view.name(), &mut self.shared.session) {
            let format = ExportFormat::preferred(session.game().id());
            session.open_export(path, format);
        }
    }
}
