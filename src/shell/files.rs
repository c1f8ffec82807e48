//! The app's files on disk: read at start, then every file effect the app
//! asks for carried out and answered. A document that must be left alone
//! (stamped by a newer version, unreadable) is never written this run.
//! Every problem goes to the app as a value, worded there in the
//! reader's language.

use std::time::SystemTime;

use super::FileWork;
use crate::app::event::{
    ExportRequest, Finished, LoadRequest, Notice, Opened, ResumeError, SaveRequest,
};
use crate::app::settings::{Settings, SettingsFile};
use crate::app::{FileOutcome, FileRequest};
use crate::learn::progress::Progress;
use crate::storage::archive::{Archive, ArchivedGame};
use crate::storage::paths::{expand_home, shown};
use crate::storage::progress;
use crate::storage::saves::{SaveError, SaveName, Saves};
use crate::storage::stats::Stats;
use crate::storage::{Format, Loaded, Paths, WriteError};
use crate::storage::{exchange, file};

/// The files behind a running app.
pub struct DiskFiles {
    paths: Paths,
    saves: Saves,
    archive: Archive,
    settings_writable: bool,
    slot_writable: bool,
    stats_writable: bool,
    progress_writable: bool,
}

/// What reading the files at start gave.
pub struct Started {
    pub files: DiskFiles,
    /// The settings, for building the app.
    pub settings: Settings,
    /// The rest, for the app as [`FileOutcome::Opened`].
    pub opened: Opened,
}

/// Reads the settings; the warning, if any, is worded by the app once
/// it knows the reader's language from them.
pub fn load_settings(paths: &Paths) -> (Loaded<Settings>, Option<Notice>) {
    let loaded = file::load_or_default::<SettingsFile>(&paths.settings(), Format::Toml)
        .map(|doc| doc.settings.within_limits());
    let warning = loaded.warning().cloned().map(Notice::File);
    (loaded, warning)
}

impl DiskFiles {
    /// Reads the settings, the game to continue, the statistics and the
    /// learning progress.
    pub fn open(paths: Paths) -> Started {
        let mut notices = Vec::new();
        let (settings, settings_warning) = load_settings(&paths);
        notices.extend(settings_warning);
        let settings_writable = settings.may_overwrite();
        let saves = Saves::new(&paths);
        let current = saves.load_current();
        let slot_writable = current.may_overwrite();
        notices.extend(current.warning().cloned().map(Notice::File));
        let stats = Stats::load(&paths.stats());
        let stats_writable = stats.may_overwrite();
        notices.extend(stats.warning().cloned().map(Notice::File));
        let progress = progress::load(&paths.progress());
        let progress_writable = progress.may_overwrite();
        notices.extend(progress.warning().cloned().map(Notice::File));
        let opened = Opened {
            current: current.into_value().map(Box::new),
            stats: stats.into_value(),
            progress: progress.into_value(),
            notices,
            theme_names: Vec::new(),
            locations: Some(paths.clone()),
        };
        Started {
            files: DiskFiles {
                archive: Archive::new(paths.archive()),
                paths,
                saves,
                settings_writable,
                slot_writable,
                stats_writable,
                progress_writable,
            },
            settings: settings.into_value(),
            opened,
        }
    }

    fn autosave(&self, request: FileRequest) -> FileOutcome {
        if !self.slot_writable {
            return FileOutcome::Autosaved(Ok(()));
        }
        let written = match request {
            FileRequest::Autosave(record) => self.saves.save_current(&record),
            _ => self.saves.clear_current(),
        };
        FileOutcome::Autosaved(written)
    }

    fn set_aside(&self, why: ResumeError) -> FileOutcome {
        let kept = file::move_aside(&self.paths.current_game()).ok();
        FileOutcome::SetAside { why, kept }
    }

    fn save_as(&self, request: SaveRequest) -> FileOutcome {
        if !request.replace && self.saves.exists(&request.name) {
            return FileOutcome::SaveExists(request);
        }
        let saved = self.saves.save(&request.name, &request.record);
        FileOutcome::SavedAs(saved.map(|()| request.name))
    }

    fn list(&self) -> Vec<crate::storage::saves::SaveEntry> {
        self.saves.list().unwrap_or_default()
    }

    fn open_game(&self, request: LoadRequest) -> FileOutcome {
        match request {
            LoadRequest::Load(name) => {
                let loaded = self.saves.load(&name);
                let warning = loaded.warning().cloned();
                let record = loaded
                    .into_value()
                    .map(Box::new)
                    .ok_or_else(|| warning.map_or(SaveError::NotFound(name), SaveError::Unusable));
                FileOutcome::Loaded {
                    record,
                    saves: self.list(),
                }
            }
            LoadRequest::Import(path) => {
                let text = exchange::read_import(&expand_home(&path));
                FileOutcome::Imported { path, text }
            }
        }
    }

    fn delete(&self, name: &SaveName) -> FileOutcome {
        let result = self.saves.delete(name);
        FileOutcome::Deleted {
            result,
            saves: self.list(),
        }
    }

    fn write_settings(&self, settings: Settings) -> FileOutcome {
        if !self.settings_writable {
            return FileOutcome::SettingsWritten(Ok(()));
        }
        let doc = SettingsFile::new(settings);
        let written = file::save(&self.paths.settings(), Format::Toml, &doc);
        FileOutcome::SettingsWritten(written)
    }

    fn write_stats(&self, stats: &Stats) -> FileOutcome {
        if !self.stats_writable {
            return FileOutcome::StatsWritten(Ok(()));
        }
        let written = stats.save(&self.paths.stats());
        FileOutcome::StatsWritten(written)
    }

    fn write_progress(&self, kept: &Progress) -> FileOutcome {
        if !self.progress_writable {
            return FileOutcome::ProgressWritten(Ok(()));
        }
        FileOutcome::ProgressWritten(progress::save(&self.paths.progress(), kept))
    }

    /// Stamps the game with the time now and adds it to the archive.
    fn archive(&self, finished: Finished) -> FileOutcome {
        let game = ArchivedGame::new(finished.record, finished.end, SystemTime::now());
        FileOutcome::Archived(self.archive.add(&game))
    }
}

impl FileWork for DiskFiles {
    fn carry_out(&mut self, request: FileRequest) -> FileOutcome {
        match request {
            FileRequest::Autosave(_) | FileRequest::ClearAutosave => self.autosave(request),
            FileRequest::SetAsideAutosave(why) => self.set_aside(why),
            FileRequest::SaveAs(request) => self.save_as(request),
            FileRequest::ListSaves => FileOutcome::Listed(self.saves.list()),
            FileRequest::Open(request) => self.open_game(request),
            FileRequest::Delete(name) => self.delete(&name),
            FileRequest::SuggestExport { path } => {
                FileOutcome::ExportSuggestion(shown(&file::free_path(&expand_home(&path))))
            }
            FileRequest::Export(request) => FileOutcome::Exported(export(&request)),
            FileRequest::WriteSettings(settings) => self.write_settings(*settings),
            FileRequest::WriteStats(stats) => self.write_stats(&stats),
            FileRequest::WriteProgress(kept) => self.write_progress(&kept),
            FileRequest::Archive(finished) => self.archive(*finished),
            FileRequest::ListArchive => FileOutcome::ArchiveListed(Box::new(self.archive.list())),
            FileRequest::Annotate(annotated) => {
                let written = self.archive.replace(&annotated.kept, annotated.record);
                FileOutcome::Archived(written)
            }
        }
    }
}

/// Writes an exported game, never over an existing file; where it went,
/// as shown to people.
fn export(request: &ExportRequest) -> Result<String, WriteError> {
    exchange::write_export(&request.path, &request.file_name, &request.text)
        .map(|path| shown(&path))
}
