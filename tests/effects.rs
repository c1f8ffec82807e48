//! The whole app through a scripted game, its file work done by
//! recording files under the tests' host: the exact requests it makes
//! (an autosave after each move, the export when asked, the last save on
//! quit) and what a failed write does (a line under the board, the game
//! kept, the next move saved again).

use crate::app_support;

use app_support::{app, people, screen, settle};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tabuleiro::ai::Task;
use tabuleiro::app::event::LoadRequest;
use tabuleiro::app::session::Message;
use tabuleiro::app::{App, Effect, Event, FileOutcome, FileRequest};
use tabuleiro::games::GameId;
use tabuleiro::shell::FileWork;
use tabuleiro::storage::WriteError;
use tabuleiro::storage::exchange::ReadError;
use tabuleiro::storage::saves::SaveError;

/// Files that write down every request; writes fail while `broken`.
#[derive(Default)]
struct Recording {
    asked: Vec<FileRequest>,
    broken: bool,
}

const READ_ONLY: &str = "could not save current.json (read-only file system)";

/// The write error the broken files give, read as [`READ_ONLY`].
fn read_only() -> WriteError {
    WriteError::Io {
        name: "current.json".into(),
        error: std::io::Error::other("read-only file system").into(),
    }
}

impl FileWork for Recording {
    fn carry_out(&mut self, request: FileRequest) -> FileOutcome {
        self.asked.push(request.clone());
        let written = if self.broken {
            Err(read_only())
        } else {
            Ok(())
        };
        match request {
            FileRequest::Autosave(_) | FileRequest::ClearAutosave => {
                FileOutcome::Autosaved(written.map_err(SaveError::from))
            }
            FileRequest::SuggestExport { path } => FileOutcome::ExportSuggestion(path),
            FileRequest::Export(request) => FileOutcome::Exported(written.map(|()| request.path)),
            FileRequest::SaveAs(request) => {
                FileOutcome::SavedAs(written.map(|()| request.name).map_err(SaveError::from))
            }
            FileRequest::WriteSettings(_) => FileOutcome::SettingsWritten(written),
            FileRequest::WriteStats(_) => FileOutcome::StatsWritten(written),
            FileRequest::WriteProgress(_) => FileOutcome::ProgressWritten(written),
            FileRequest::Archive(_) | FileRequest::Annotate(_) => FileOutcome::Archived(written),
            FileRequest::ListArchive => FileOutcome::ArchiveListed(Box::default()),
            FileRequest::SetAsideAutosave(why) => FileOutcome::SetAside { why, kept: None },
            FileRequest::ListSaves => FileOutcome::Listed(Ok(Vec::new())),
            FileRequest::Delete(_) => FileOutcome::Deleted {
                result: written.map_err(SaveError::from),
                saves: Vec::new(),
            },
            FileRequest::Open(LoadRequest::Load(name)) => FileOutcome::Loaded {
                record: Err(SaveError::NotFound(name)),
                saves: Vec::new(),
            },
            FileRequest::Open(LoadRequest::Import(path)) => FileOutcome::Imported {
                path,
                text: Err(ReadError::NotAFile),
            },
        }
    }
}

impl Recording {
    /// The requests since the last look, in short: `autosave e2e4 e7e5`,
    /// `export chess.pgn`.
    fn take(&mut self) -> Vec<String> {
        self.asked
            .drain(..)
            .map(|request| match request {
                FileRequest::Autosave(record) => {
                    let moves = record.moves().join(" ");
                    format!("autosave {moves}").trim_end().to_string()
                }
                FileRequest::ClearAutosave => "clear autosave".into(),
                FileRequest::Archive(finished) => format!(
                    "archive {} {}",
                    finished.record.moves().join(" "),
                    finished.end.reason.code()
                ),
                FileRequest::SuggestExport { path } => format!("suggest {path}"),
                FileRequest::Export(export) => format!("export {}", export.path),
                other => format!("{other:?}"),
            })
            .collect()
    }
}

/// A key, its file work done by `files`; the effects left for the loop.
fn key(
    app: &mut App,
    files: &mut Recording,
    code: KeyCode,
    modifiers: KeyModifiers,
) -> Vec<Effect> {
    let effects = app.handle(Event::Key(KeyEvent::new(code, modifiers)));
    settle(app, files, effects)
}

fn press(app: &mut App, files: &mut Recording, code: KeyCode) -> Vec<Effect> {
    key(app, files, code, KeyModifiers::NONE)
}

fn play(app: &mut App, files: &mut Recording, mv: &str) {
    press(app, files, KeyCode::Char(':'));
    for c in mv.chars() {
        press(app, files, KeyCode::Char(c));
    }
    press(app, files, KeyCode::Enter);
}

#[test]
fn a_scripted_game_asks_for_exactly_its_file_work() {
    let mut app = app();
    let mut files = Recording::default();
    let effects = app.play(people(GameId::Chess));
    assert!(
        matches!(effects.as_slice(), [Effect::Think(r)] if r.task == Task::Analyse),
        "people think for themselves; only the evaluation is searched: {effects:?}"
    );
    play(&mut app, &mut files, "e4");
    play(&mut app, &mut files, "e5");
    assert_eq!(
        files.take(),
        ["autosave", "autosave e2e4", "autosave e2e4 e7e5"],
        "the new game, then each move"
    );
    press(&mut app, &mut files, KeyCode::Char('u'));
    assert_eq!(files.take(), ["autosave e2e4"], "an undo is saved too");
    press(&mut app, &mut files, KeyCode::Char('f'));
    assert!(
        files.take().is_empty(),
        "flipping the board changes no file"
    );

    press(&mut app, &mut files, KeyCode::Char('x'));
    assert_eq!(
        files.take(),
        ["suggest chess.pgn"],
        "the prompt asks for a free name and writes nothing"
    );
    press(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(files.take(), ["export chess.pgn"]);
    let shown = screen(&app, 100, 30);
    assert!(shown.contains("Exported to chess.pgn"), "{shown}");

    // Asked first (by default), and a second Ctrl-C quits.
    let asked = key(
        &mut app,
        &mut files,
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    );
    assert!(asked.is_empty() && files.take().is_empty(), "{asked:?}");
    let left = key(
        &mut app,
        &mut files,
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    );
    assert_eq!(files.take(), ["autosave e2e4"], "the game as it stands");
    assert!(
        matches!(left.as_slice(), [Effect::Stop, Effect::Quit]),
        "the analysis stops: {left:?}"
    );
}

#[test]
fn a_finished_game_is_archived_once() {
    let mut app = app();
    let mut files = Recording::default();
    app.play(people(GameId::Chess));
    for mv in ["f3", "e5", "g4"] {
        play(&mut app, &mut files, mv);
    }
    files.take();
    play(&mut app, &mut files, "Qh4");
    let asked = files.take();
    assert!(
        asked.contains(&"archive f2f3 e7e5 g2g4 d8h4 checkmate".to_string()),
        "the ended game goes to the archive: {asked:?}"
    );
    press(&mut app, &mut files, KeyCode::Char('f'));
    assert!(files.take().is_empty(), "and only once");
}

#[test]
fn a_failed_autosave_is_shown_at_once_and_tried_again_on_the_next_move() {
    let mut app = app();
    let mut files = Recording::default();
    app.play(people(GameId::Chess));
    play(&mut app, &mut files, "e4");
    files.take();
    files.broken = true;
    play(&mut app, &mut files, "e5");
    assert_eq!(files.take(), ["autosave e2e4 e7e5"]);
    let session = app.session().expect("the game is kept");
    assert_eq!(session.game().move_texts(), ["e4", "e5"]);
    assert_eq!(
        session.message(),
        Some(&Message::Error(READ_ONLY.to_string()))
    );
    let shown = screen(&app, 100, 30);
    assert!(shown.contains("could not save current.json"), "{shown}");

    files.broken = false;
    play(&mut app, &mut files, "Nf3");
    assert_eq!(files.take(), ["autosave e2e4 e7e5 g1f3"], "tried again");
    assert_eq!(app.session().and_then(|s| s.message()), None);
}

#[test]
fn a_failed_settings_write_is_a_line_on_the_menu() {
    let mut app = app();
    let mut files = Recording {
        broken: true,
        ..Recording::default()
    };
    press(&mut app, &mut files, KeyCode::Char('s'));
    press(&mut app, &mut files, KeyCode::Right);
    assert_eq!(files.asked.len(), 1);
    assert!(matches!(files.asked[0], FileRequest::WriteSettings(_)));
    assert!(!app.settings().mouse, "the change is kept for this run");
    press(&mut app, &mut files, KeyCode::Esc);
    assert_eq!(app.notices(), [READ_ONLY]);
}

#[test]
fn a_lost_terminal_saves_the_game_and_ends_without_asking() {
    let mut app = with_confirmation();
    let mut files = Recording::default();
    app.play(people(GameId::Chess));
    play(&mut app, &mut files, "e4");
    files.take();
    let effects = app.handle(Event::Hangup);
    let left = settle(&mut app, &mut files, effects);
    assert_eq!(files.take(), ["autosave e2e4"], "the game as it stands");
    assert!(
        matches!(left.as_slice(), [Effect::Stop, Effect::Quit]),
        "the analysis stops: {left:?}"
    );
}

/// An app that asks before leaving a game (the question nobody could
/// answer once the terminal is gone).
fn with_confirmation() -> App {
    let settings = tabuleiro::app::settings::Settings {
        confirm_quit: true,
        ..Default::default()
    };
    App::new(settings, app_support::SEED)
}
