//! Driving the app without a terminal: synthetic keys, the tests' hosts
//! (a recorder whose file work is done by a fake or the disk, and a real
//! worker whose reports are fed back synchronously), and drawing to text.

#![allow(dead_code)]

use std::convert::Infallible;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::text::Span;
use ratatui::{Frame, Terminal};
use tabuleiro::ai::external::EngineRequest;
use tabuleiro::ai::{Report, Request, Score, SearchInfo, Task, Worker};
use tabuleiro::app::event::{LoadRequest, Opened};
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::settings::Settings;
use tabuleiro::app::{App, Effect, Event, FileOutcome, FileRequest, Host, Settled, host};
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::rooms::{RoomOutcome, RoomRequest};
use tabuleiro::shell::FileWork;
use tabuleiro::shell::files::DiskFiles;
use tabuleiro::storage::Paths;
use tabuleiro::storage::exchange::ReadError;
use tabuleiro::storage::saves::SaveError;

pub const SEED: u64 = 7;

pub fn app() -> App {
    App::new(Settings::default(), SEED)
}

/// A key press; its file work is done by [`Untouched`], as if every
/// write worked, and the effects left for the loop come back.
pub fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    let effects = app.handle(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    settle(app, &mut Untouched, effects)
}

/// The tests' host: file work done by `files` and answered at once, every
/// other effect written down in order for the test to look at.
struct Recorder<'a, F> {
    files: &'a mut F,
    left: Vec<Effect>,
}

impl<F: FileWork> Host for Recorder<'_, F> {
    type Error = Infallible;

    fn think(&mut self, request: Request) {
        self.left.push(Effect::Think(Box::new(request)));
    }

    fn stop(&mut self) {
        self.left.push(Effect::Stop);
    }

    fn engine_move(&mut self, request: EngineRequest) -> Option<Report> {
        self.left.push(Effect::EngineMove(Box::new(request)));
        None
    }

    fn stop_engines(&mut self) {
        self.left.push(Effect::StopEngines);
    }

    fn files(&mut self, request: FileRequest) -> Option<FileOutcome> {
        Some(self.files.carry_out(request))
    }

    fn room(&mut self, request: RoomRequest) -> Option<RoomOutcome> {
        self.left.push(Effect::Room(request));
        None
    }

    fn mouse(&mut self, on: bool) -> Result<(), Infallible> {
        self.left.push(Effect::Mouse(on));
        Ok(())
    }

    fn bell(&mut self) -> Result<(), Infallible> {
        self.left.push(Effect::Bell);
        Ok(())
    }

    fn copy(&mut self, text: &str) -> Result<(), Infallible> {
        self.left.push(Effect::Copy(text.to_string()));
        Ok(())
    }
}

/// Carries out `effects` with `files` doing the file work (each outcome
/// fed to the app, whose answer comes next); the other effects, in
/// order, a quit last.
pub fn settle(app: &mut App, files: &mut impl FileWork, effects: Vec<Effect>) -> Vec<Effect> {
    let mut recorder = Recorder {
        files,
        left: Vec::new(),
    };
    let Ok(settled) = host::carry_out(&mut recorder, effects, |_, event| Ok(app.handle(event)));
    if settled == Settled::Quit {
        recorder.left.push(Effect::Quit);
    }
    recorder.left
}

/// Files that always work and hold nothing: every write succeeds, the
/// save list is empty, nothing can be read.
pub struct Untouched;

impl FileWork for Untouched {
    fn carry_out(&mut self, request: FileRequest) -> FileOutcome {
        let missing = || std::io::Error::from(std::io::ErrorKind::NotFound).into();
        match request {
            FileRequest::Autosave(_) | FileRequest::ClearAutosave => FileOutcome::Autosaved(Ok(())),
            FileRequest::SetAsideAutosave(why) => FileOutcome::SetAside { why, kept: None },
            FileRequest::SaveAs(request) => FileOutcome::SavedAs(Ok(request.name)),
            FileRequest::ListSaves => FileOutcome::Listed(Ok(Vec::new())),
            FileRequest::Open(LoadRequest::Load(name)) => FileOutcome::Loaded {
                record: Err(SaveError::NotFound(name)),
                saves: Vec::new(),
            },
            FileRequest::Open(LoadRequest::Import(path)) => FileOutcome::Imported {
                path,
                text: Err(ReadError::Open(missing())),
            },
            FileRequest::Delete(_) => FileOutcome::Deleted {
                result: Ok(()),
                saves: Vec::new(),
            },
            FileRequest::SuggestExport { path } => FileOutcome::ExportSuggestion(path),
            FileRequest::Export(request) => FileOutcome::Exported(Ok(request.path)),
            FileRequest::WriteSettings(_) => FileOutcome::SettingsWritten(Ok(())),
            FileRequest::WriteStats(_) => FileOutcome::StatsWritten(Ok(())),
            FileRequest::WriteProgress(_) => FileOutcome::ProgressWritten(Ok(())),
            FileRequest::Archive(_) | FileRequest::Annotate(_) => FileOutcome::Archived(Ok(())),
            FileRequest::ListArchive => FileOutcome::ArchiveListed(Box::default()),
        }
    }
}

/// Ticks until nothing on the board moves (a computer's or a puzzle's
/// move arriving), at most 200 ticks.
pub fn settle_motion(app: &mut App) {
    for _ in 0..200 {
        if !app.wants_ticks() {
            return;
        }
        app.handle(Event::Tick);
    }
    panic!("the board never came to rest");
}

/// Types each character as a key press.
pub fn type_text(app: &mut App, text: &str) -> Vec<Effect> {
    let mut effects = Vec::new();
    for c in text.chars() {
        effects.extend(press(app, KeyCode::Char(c)));
    }
    effects
}

/// Types a move at the `:` prompt and enters it; returns what Enter did.
pub fn type_move(app: &mut App, mv: &str) -> Vec<Effect> {
    type_move_with(app, &mut Untouched, mv)
}

/// [`type_move`], with Enter's file work done by `files`.
pub fn type_move_with(app: &mut App, files: &mut impl FileWork, mv: &str) -> Vec<Effect> {
    press(app, KeyCode::Char(':'));
    type_text(app, mv);
    let effects = app.handle(Event::Key(KeyEvent::new(
        KeyCode::Enter,
        KeyModifiers::NONE,
    )));
    settle(app, files, effects)
}

/// The first row of `shown` that holds `needle`.
pub fn row_with<'a>(shown: &'a str, needle: &str) -> &'a str {
    shown
        .lines()
        .find(|line| line.contains(needle))
        .unwrap_or_else(|| panic!("no row with {needle:?} in\n{shown}"))
}

/// The screen as text, one line per row, wide glyphs counted once.
pub fn screen(app: &App, width: u16, height: u16) -> String {
    drawn(width, height, |frame| tabuleiro::ui::draw(frame, app))
}

/// Carries out effects with a real worker, feeding its reports and the
/// ticks back into the app until nothing is pending. A background
/// analysis is not waited for: it is stopped when the app waits for a
/// person, and its reports never reach the app, so what a test sees does
/// not depend on how far it got (tests feed analysis reports by hand).
pub struct Driver {
    worker: Worker,
    reports: Receiver<Report>,
    abandoned: Vec<u64>,
}

impl Driver {
    pub fn new() -> Driver {
        let (sender, reports) = mpsc::channel();
        let worker = Worker::spawn(move |report| {
            let _ = sender.send(report);
        });
        Driver {
            worker,
            reports,
            abandoned: Vec::new(),
        }
    }

    /// The search the app waits for, if any: an analysis under way is
    /// stopped and forgotten instead.
    fn awaited(&mut self, app: &App) -> bool {
        match app.session().and_then(|s| s.thinking()) {
            Some(thinking) if thinking.task == Task::Analyse => {
                self.worker.cancel();
                self.abandoned.push(thinking.ticket);
                false
            }
            thinking => thinking.is_some(),
        }
    }

    /// The next report of a search not abandoned.
    fn next_report(&mut self) -> Report {
        loop {
            match self.reports.recv_timeout(Duration::from_secs(30)) {
                Ok(report) if self.abandoned.contains(&report.ticket()) => {}
                Ok(report) => return report,
                Err(_) => panic!("the worker did not answer"),
            }
        }
    }

    /// Feeds the search's reports until the computer has moved, and no
    /// ticks: what the move's animation does next is the caller's to see.
    pub fn until_moved(&mut self, app: &mut App, effects: Vec<Effect>) {
        self.carry_out(app, effects);
        while self.awaited(app) {
            let report = self.next_report();
            let effects = app.handle(Event::Ai(report));
            self.carry_out(app, effects);
        }
    }

    fn carry_out(&mut self, app: &mut App, effects: Vec<Effect>) {
        let Ok(_) = host::carry_out(self, effects, |_, event| Ok(app.handle(event)));
    }

    /// Runs until the app waits for a person (or quits); returns how many
    /// events it fed.
    pub fn settle(&mut self, app: &mut App, effects: Vec<Effect>, limit: usize) -> usize {
        let mut pending = effects;
        let mut fed = 0;
        while fed < limit {
            self.carry_out(app, std::mem::take(&mut pending));
            let event = if self.awaited(app) {
                Event::Ai(self.next_report())
            } else if app.wants_ticks() && (!analysing(app) || moving_on(app)) {
                Event::Tick
            } else {
                return fed;
            };
            pending = app.handle(event);
            fed += 1;
        }
        fed
    }
}

/// The driver as a host: searches on its worker; nothing else is done
/// or answered (no files, engines or rooms, no terminal).
impl Host for Driver {
    type Error = Infallible;

    fn think(&mut self, request: Request) {
        self.worker.submit(request);
    }

    fn stop(&mut self) {
        self.worker.cancel();
    }

    fn engine_move(&mut self, _: EngineRequest) -> Option<Report> {
        None
    }

    fn stop_engines(&mut self) {}

    fn files(&mut self, _: FileRequest) -> Option<FileOutcome> {
        None
    }

    fn room(&mut self, _: RoomRequest) -> Option<RoomOutcome> {
        None
    }

    fn mouse(&mut self, _: bool) -> Result<(), Infallible> {
        Ok(())
    }

    fn bell(&mut self) -> Result<(), Infallible> {
        Ok(())
    }

    fn copy(&mut self, _: &str) -> Result<(), Infallible> {
        Ok(())
    }
}

/// Ends the background analysis under way as the worker would, with
/// `score` from the side to move's point of view; the effects.
pub fn analysed(app: &mut App, score: Score) -> Vec<Effect> {
    let session = app.session().expect("a game");
    let ticket = session
        .thinking()
        .filter(|t| t.task == Task::Analyse)
        .expect("an analysis under way")
        .ticket;
    let mv = session
        .board()
        .legal_moves()
        .first()
        .cloned()
        .unwrap_or_default();
    let info = SearchInfo {
        depth: 12,
        score,
        nodes: 250_000,
        nps: 1_000_000,
        pv: vec![mv.clone()],
    };
    app.handle(Event::Ai(Report::Done {
        ticket,
        mv,
        info: Some(info),
    }))
}

/// Whether the app shows a game of computers under way, whose ticks
/// move it on even while an analysis runs (it values each position while
/// the last move travels and the pause runs).
fn moving_on(app: &App) -> bool {
    app.session()
        .is_some_and(|s| s.watched() && !s.is_over() && !s.paused())
}

/// Whether the app runs a background analysis (which wants ticks for
/// its spinner, but waits for nothing).
pub fn analysing(app: &App) -> bool {
    app.session()
        .and_then(|s| s.thinking())
        .is_some_and(|t| t.task == Task::Analyse)
}

/// Hands the app what the files would give it at start.
pub fn opened(app: &mut App, opened: Opened) -> Vec<Effect> {
    app.handle(Event::Files(FileOutcome::Opened(Box::new(opened))))
}

/// An app over files on disk, as the shell opens it.
pub struct OnDisk {
    pub files: DiskFiles,
    pub app: App,
}

/// Opens the app over the files at `paths`, as the shell does at start.
pub fn open_on_disk(paths: &Paths) -> OnDisk {
    let started = DiskFiles::open(paths.clone());
    let mut files = started.files;
    let mut app = App::new(started.settings, SEED);
    let effects = opened(&mut app, started.opened);
    settle(&mut app, &mut files, effects);
    OnDisk { files, app }
}

/// A key press whose file work is carried out at once; the effects left
/// for the loop.
pub fn press_saved(app: &mut App, files: &mut DiskFiles, code: KeyCode) -> Vec<Effect> {
    let effects = app.handle(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    settle(app, files, effects)
}

/// Ctrl-C, with the file work it asks for carried out.
pub fn quit_saved(app: &mut App, files: &mut DiskFiles) -> Vec<Effect> {
    let effects = app.handle(Event::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    )));
    settle(app, files, effects)
}

/// Ana and Rui at one keyboard, playing `game` from its start.
pub fn people(game: GameId) -> NewGame {
    let options = Options::default();
    let human = |name: &str| Player {
        name: name.into(),
        kind: PlayerKind::Human,
    };
    NewGame {
        game: AnyGame::new(game, &options),
        options,
        players: [human("Ana"), human("Rui")],
    }
}

/// What `draw` draws on a test backend of `width` x `height`, as text, one
/// line per row, wide glyphs counted once.
pub fn drawn(width: u16, height: u16, draw: impl FnOnce(&mut Frame)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal.draw(draw).expect("draw");
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..height {
        let mut line = String::new();
        let mut skip = 0;
        for x in 0..width {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let symbol = buffer[(x, y)].symbol();
            skip = Span::raw(symbol).width().saturating_sub(1);
            line.push_str(symbol);
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// An app whose reader has chosen Português in Settings.
pub fn portuguese_app() -> App {
    App::new(
        Settings {
            language: tabuleiro::app::settings::Language::Portuguese,
            ..Settings::default()
        },
        SEED,
    )
}

/// The English catalogue's sentences a Portuguese screen must not show:
/// messages without placeholders, of two words or more, whose Portuguese
/// differs.
pub fn english_sentences() -> Vec<String> {
    use fluent_syntax::ast::{Entry, PatternElement};
    use tabuleiro::i18n::{Lang, Msg};
    let [(_, english), _] = tabuleiro::i18n::SOURCES;
    let resource = fluent_syntax::parser::parse(english).expect("the catalogue parses");
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(message) => {
                message
                    .value
                    .as_ref()
                    .and_then(|value| match value.elements.as_slice() {
                        [PatternElement::TextElement { value: text }] => {
                            Some((message.id.name, text.trim().to_string()))
                        }
                        _ => None,
                    })
            }
            _ => None,
        })
        .filter(|(_, text)| text.split_whitespace().count() >= 2)
        .filter(|(id, text)| {
            let msg = Msg::named(id).expect("an id of the English catalogue");
            *text != Lang::Portuguese.tr(msg).trim()
        })
        .map(|(_, text)| text)
        .collect()
}

/// Fails naming `what` if `shown` holds one of [`english_sentences`].
pub fn assert_portuguese(what: &str, shown: &str) {
    for sentence in english_sentences() {
        assert!(
            !shown.contains(&sentence),
            "{what} shows {sentence:?}:\n{shown}"
        );
    }
}

/// Visitors of one server as Apps sharing one set of rooms, with no
/// network, each reading their own language: each app's room requests
/// are answered at once by the rooms, and `RoomsChanged` goes to every
/// app whose subscription woke.
pub struct Visitors {
    pub rooms: tabuleiro::rooms::Rooms,
    pub now: std::time::Instant,
    guests: Vec<Guest>,
}

struct Guest {
    app: App,
    visitor: tabuleiro::rooms::Visitor,
    woken: std::sync::Arc<std::sync::atomic::AtomicBool>,
    _subscription: tabuleiro::rooms::Subscription,
}

impl Visitors {
    pub fn new(rooms: tabuleiro::rooms::Rooms, now: std::time::Instant) -> Visitors {
        Visitors {
            rooms,
            now,
            guests: Vec::new(),
        }
    }

    /// The visitor of `name` (a key named for them), reading `lang`,
    /// joining room `join` if given; the index of their app.
    pub fn arrive(
        &mut self,
        session: u64,
        name: &str,
        lang: tabuleiro::i18n::Lang,
        join: Option<&str>,
    ) -> usize {
        use std::sync::atomic::{AtomicBool, Ordering};
        let visitor = visitor(session, name);
        let (mut app, effects) = App::visit(
            Settings::default(),
            session,
            visitor.clone(),
            join.map(str::to_string),
        );
        app.set_locale(lang);
        let woken = std::sync::Arc::new(AtomicBool::new(false));
        let flag = std::sync::Arc::clone(&woken);
        let subscription = self
            .rooms
            .subscribe(Box::new(move || flag.store(true, Ordering::SeqCst)));
        self.guests.push(Guest {
            app,
            visitor,
            woken,
            _subscription: subscription,
        });
        let at = self.guests.len() - 1;
        self.run(at, effects);
        at
    }

    /// Carries out a guest's effects, then wakes whoever must look again,
    /// until all is quiet.
    fn run(&mut self, at: usize, effects: Vec<Effect>) {
        use std::sync::atomic::Ordering;
        let mut pending = vec![(at, effects)];
        while !pending.is_empty() {
            for (at, effects) in std::mem::take(&mut pending) {
                let now = self.now;
                let Guest { app, visitor, .. } = &mut self.guests[at];
                let mut host = Answered {
                    rooms: &self.rooms,
                    visitor,
                    now,
                };
                let Ok(_) =
                    host::carry_out(&mut host, effects, |_, event| Ok(app.handle_at(event, now)));
            }
            for (at, guest) in self.guests.iter_mut().enumerate() {
                if guest.woken.swap(false, Ordering::SeqCst) {
                    pending.push((at, guest.app.handle_at(Event::RoomsChanged, self.now)));
                }
            }
        }
    }

    pub fn press(&mut self, at: usize, code: KeyCode) {
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let effects = self.guests[at].app.handle_at(event, self.now);
        self.run(at, effects);
    }

    pub fn type_text(&mut self, at: usize, text: &str) {
        for c in text.chars() {
            self.press(at, KeyCode::Char(c));
        }
    }

    pub fn type_move(&mut self, at: usize, mv: &str) {
        self.press(at, KeyCode::Char(':'));
        self.type_text(at, mv);
        self.press(at, KeyCode::Enter);
    }

    pub fn app(&self, at: usize) -> &App {
        &self.guests[at].app
    }
}

/// A visitor of `name`, their key named for them.
pub fn visitor(session: u64, name: &str) -> tabuleiro::rooms::Visitor {
    tabuleiro::rooms::Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:key-of-{name}"),
    }
}

/// A visitor's app as its host: room requests answered at once by the
/// rooms; nothing else is done (a visitor's app asks for no files).
struct Answered<'a> {
    rooms: &'a tabuleiro::rooms::Rooms,
    visitor: &'a tabuleiro::rooms::Visitor,
    now: std::time::Instant,
}

impl Host for Answered<'_> {
    type Error = Infallible;

    fn think(&mut self, _: Request) {}

    fn stop(&mut self) {}

    fn engine_move(&mut self, _: EngineRequest) -> Option<Report> {
        None
    }

    fn stop_engines(&mut self) {}

    fn files(&mut self, _: FileRequest) -> Option<FileOutcome> {
        None
    }

    fn room(&mut self, request: RoomRequest) -> Option<RoomOutcome> {
        Some(self.rooms.carry_out(self.visitor, request, self.now))
    }

    fn mouse(&mut self, _: bool) -> Result<(), Infallible> {
        Ok(())
    }

    fn bell(&mut self) -> Result<(), Infallible> {
        Ok(())
    }

    fn copy(&mut self, _: &str) -> Result<(), Infallible> {
        Ok(())
    }
}

/// Whether `shown` holds `text` whole, or its start ended by `…`.
pub fn whole_or_cut(shown: &str, text: &str) -> bool {
    shown.contains(text)
        || text
            .char_indices()
            .skip(1)
            .any(|(at, _)| shown.contains(&format!("{}…", &text[..at])))
}

/// The box drawn with `top_left`: every row between its corners ends
/// on its right border, nothing written over it.
pub fn box_is_whole(shown: &str, top_left: char) -> bool {
    let rows: Vec<Vec<char>> = shown.lines().map(|row| row.chars().collect()).collect();
    let Some((top, left)) = rows
        .iter()
        .enumerate()
        .find_map(|(y, row)| row.iter().position(|&c| c == top_left).map(|x| (y, x)))
    else {
        return false;
    };
    let Some(right) = rows[top].iter().skip(left).position(|&c| c == '╮') else {
        return false;
    };
    let right = left + right;
    rows[top + 1..]
        .iter()
        .take_while(|row| row.get(left) != Some(&'╰'))
        .all(|row| row.get(right) == Some(&'│'))
}

/// A position per game in which player 1 has a capture to make
/// (Massacre's dealt start has many): where the panels fill.
pub const CAPTURES_AT: [(GameId, Option<&str>); 5] = [
    (
        GameId::Chess,
        Some("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"),
    ),
    (
        GameId::RacingKings,
        Some("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"),
    ),
    (GameId::Massacre, None),
    (
        GameId::Martian,
        Some("1dqq/1pdq/1ppd/1p2/2p1/dpp1/qdp1/qqd1 1 0 0 - 0"),
    ),
    (
        GameId::Hasami,
        Some("oooo1oooo/9/9/X8/4o4/4X4/9/9/1XXX1XXXX 1"),
    ),
];
