//! What crosses between the app and whoever runs it: [`Event`]s in,
//! [`Effect`]s out. The app asks for all outside work (a search, a file
//! written or read, the bell, quitting) as an effect; a
//! [`Host`](super::Host) does it and reports back with an event, so a
//! failure is a value on screen.

use ratatui::crossterm::event::{KeyEvent, MouseEvent};

use super::settings::Settings;
use crate::ai::external::EngineRequest;
use crate::ai::{Report, Request, UnknownPlayer};
use crate::games::End;
use crate::i18n::{Explain, Lang};
use crate::learn::progress::Progress;
use crate::quote::Quoted;
use crate::rooms::{RoomOutcome, RoomRequest};
use crate::storage::archive::Listing;
use crate::storage::exchange::ReadError;
use crate::storage::saves::{GameRecord, RecordError, SaveEntry, SaveError, SaveName};
use crate::storage::stats::Stats;
use crate::storage::{Paths, PathsError, Warning, WriteError};
use crate::ui::theme::ThemeError;

/// Everything that can happen to the app, on one channel.
#[derive(Clone, Debug)]
pub enum Event {
    Key(KeyEvent),
    Mouse(MouseEvent),
    Resize(u16, u16),
    /// Text pasted into the terminal (bracketed paste), as one event.
    Paste(String),
    Ai(Report),
    /// What became of a file effect.
    Files(FileOutcome),
    /// Time passing, sent only while something moves on screen.
    Tick,
    /// The terminal is gone: save what there is and end, asking nothing.
    Hangup,
    /// What became of a [`Effect::Room`] request (serve mode).
    Room(RoomOutcome),
    /// Something in the rooms changed: the app looks again (serve mode).
    RoomsChanged,
    /// Input came faster than the app took it and some was dropped
    /// (serve mode).
    InputDropped,
}

/// What a host carries out for the app, in order (see
/// [`carry_out`](super::host::carry_out)).
#[derive(Clone, Debug)]
pub enum Effect {
    /// Start a search (cancelling any under way).
    Think(Box<Request>),
    /// Stop the search under way (a built-in player's or an engine's).
    Stop,
    /// Ask an external engine for its move; the engine is started for
    /// the game screen that asks and kept for it. Its reports come back
    /// as [`Event::Ai`].
    EngineMove(Box<EngineRequest>),
    /// Stop the external engines kept for the game (it ended, or was
    /// left).
    StopEngines,
    /// Turn mouse capture on or off.
    Mouse(bool),
    /// Ring the terminal's bell.
    Bell,
    /// Put text on the terminal's clipboard (OSC 52): over SSH, the
    /// visitor's own.
    Copy(String),
    /// Read or write files; the outcome comes back as [`Event::Files`].
    Files(FileRequest),
    /// A request to the rooms (serve mode); the answer comes back as
    /// [`Event::Room`].
    Room(RoomRequest),
    Quit,
}

/// A game to save under a name.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SaveRequest {
    pub name: SaveName,
    pub record: Box<GameRecord>,
    /// The player agreed to write over a save of the same name.
    pub replace: bool,
}

/// A game to write to a file the player named.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ExportRequest {
    /// As typed (`~/` stands for the home directory).
    pub path: String,
    /// The file to write when `path` names a folder.
    pub file_name: String,
    pub text: String,
}

/// A game to open from the Load screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadRequest {
    /// The game saved under this name.
    Load(SaveName),
    /// A PGN file or game record at this path, as typed.
    Import(String),
}

/// File work the app asks for.
#[derive(Clone, PartialEq, Debug)]
pub enum FileRequest {
    /// Keep the game in progress in the autosave slot.
    Autosave(Box<GameRecord>),
    /// The game is over (or gone): empty the autosave slot.
    ClearAutosave,
    /// Set aside an autosave that cannot be continued, with why.
    SetAsideAutosave(ResumeError),
    SaveAs(SaveRequest),
    ListSaves,
    Open(LoadRequest),
    Delete(SaveName),
    /// The name the export prompt should offer: `path` if it is free,
    /// else the name an export there would really be written under.
    SuggestExport {
        path: String,
    },
    Export(ExportRequest),
    WriteSettings(Box<Settings>),
    WriteStats(Box<Stats>),
    /// Keep the lessons done and the puzzle rating.
    WriteProgress(Box<Progress>),
    /// Keep a game that has just ended in the archive.
    Archive(Box<Finished>),
    /// Read the archive of finished games, for the Games screen.
    ListArchive,
    /// Keep an analysis with an archived game that lacks one.
    Annotate(Box<Annotated>),
}

/// Why a saved game cannot be taken up again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResumeError {
    Record(RecordError),
    Player(UnknownPlayer),
}

impl From<RecordError> for ResumeError {
    fn from(error: RecordError) -> Self {
        ResumeError::Record(error)
    }
}

impl From<UnknownPlayer> for ResumeError {
    fn from(error: UnknownPlayer) -> Self {
        ResumeError::Player(error)
    }
}

impl Explain for ResumeError {
    fn explain(&self, lang: Lang) -> String {
        let error = match self {
            ResumeError::Record(error) => error.explain(lang),
            ResumeError::Player(unknown) => lang.tr_with(
                msg!("resume-unknown-player"),
                &[
                    ("id", Quoted(&unknown.id).to_string().into()),
                    ("game", unknown.game.id().into()),
                ],
            ),
        };
        lang.tr_with(msg!("resume-cannot"), &[("error", error.into())])
    }
}

english_display!(ResumeError);

/// An archived game's record, and the same with its analysis.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Annotated {
    /// The record as the archive holds it, to find it by.
    pub kept: GameRecord,
    pub record: GameRecord,
}

/// A game that has just ended, for the archive.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Finished {
    pub record: GameRecord,
    pub end: End,
}

/// What the files gave the app at start.
#[derive(Clone, Debug, Default)]
pub struct Opened {
    /// The game to continue, if one was saved.
    pub current: Option<Box<GameRecord>>,
    pub stats: Stats,
    pub progress: Progress,
    /// Files that could not be used, worded on the menu.
    pub notices: Vec<Notice>,
    /// The themes the Settings screen offers.
    pub theme_names: Vec<String>,
    /// Where the files live, for About and the path prompts.
    pub locations: Option<Paths>,
}

/// A file that could not be used at start, worded where it is shown: the
/// reader's language is known only once the settings are read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    File(Warning),
    /// No home directory, so nothing is kept.
    NoHome(PathsError),
    /// A user theme that cannot be read is skipped.
    Theme(ThemeError),
}

impl Explain for Notice {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Notice::File(warning) => warning.explain(lang),
            Notice::NoHome(error) => error.explain(lang),
            Notice::Theme(error) => error.explain(lang),
        }
    }
}

/// What became of a [`FileRequest`]; errors are values, worded where
/// they are shown.
#[derive(Clone, Debug)]
pub enum FileOutcome {
    Opened(Box<Opened>),
    Autosaved(Result<(), SaveError>),
    /// The unusable autosave was set aside (`kept` names where), so no
    /// later autosave writes over it.
    SetAside {
        why: ResumeError,
        kept: Option<String>,
    },
    SavedAs(Result<SaveName, SaveError>),
    /// A save of that name exists: the app asks before replacing it.
    SaveExists(SaveRequest),
    Listed(Result<Vec<SaveEntry>, SaveError>),
    /// A named save, read, with the saves as listed now (one that could
    /// not be read was set aside).
    Loaded {
        record: Result<Box<GameRecord>, SaveError>,
        saves: Vec<SaveEntry>,
    },
    /// An import file's text, read, with its path as typed.
    Imported {
        path: String,
        text: Result<String, ReadError>,
    },
    Deleted {
        result: Result<(), SaveError>,
        saves: Vec<SaveEntry>,
    },
    /// The free name to offer at the export prompt (as shown to people).
    ExportSuggestion(String),
    /// Where the export went (as shown to people).
    Exported(Result<String, WriteError>),
    SettingsWritten(Result<(), WriteError>),
    StatsWritten(Result<(), WriteError>),
    ProgressWritten(Result<(), WriteError>),
    Archived(Result<(), WriteError>),
    /// The archive as read: its games newest first, and its problems.
    ArchiveListed(Box<Listing>),
}
