//! The terminal: taking it over, giving it back (one function for normal
//! exit, Ctrl-C and panics alike), the event loop that feeds the app, and
//! the local host that carries out its effects.

use std::borrow::Cow;
use std::io::{self, Stdout, Write};
use std::sync::mpsc::{self, Sender};
use std::thread;
use std::time::Instant;

use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::style::ResetColor;
use ratatui::crossterm::terminal::{
    self as crossterm_terminal, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode,
    enable_raw_mode,
};
use ratatui::crossterm::{cursor, execute};

use super::FileWork;
use super::engines::EngineHost;
use super::files::DiskFiles;
use super::screen::{Screen, frame};
use super::ticks::{Wait, draws_at_once, next_event};
use crate::ai::external::EngineRequest;
use crate::ai::{Report, Request, Worker};
use crate::app::event::{Notice, Opened};
use crate::app::record::clipboard_sequence;
use crate::app::session::TICK;
use crate::app::settings::Settings;
use crate::app::{App, Effect, Event, FileOutcome, FileRequest, Host, Settled, host};
use crate::i18n::Lang;
use crate::rooms::{RoomOutcome, RoomRequest};
use crate::storage::{Paths, themes};
use crate::ui::look::{BACKGROUND_QUERY, Background, Look};

/// Gives the terminal back as it was: raw mode off, the style reset (the
/// screen leaves the last frame's), main screen, no mouse capture nor
/// bracketed paste, cursor shown. Safe to call more than once.
pub fn restore() {
    let _ = disable_raw_mode();
    let mut out = io::stdout();
    let _ = execute!(
        out,
        ResetColor,
        DisableBracketedPaste,
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
    let _ = out.flush();
}

fn enter(mouse: bool) -> io::Result<Screen<Stdout>> {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
    enable_raw_mode()?;
    let mut out = io::stdout();
    // A paste comes as one event, not as keys that can outrun the reader.
    execute!(
        out,
        EnterAlternateScreen,
        EnableBracketedPaste,
        cursor::Hide
    )?;
    if mouse {
        execute!(out, EnableMouseCapture)?;
    }
    Ok(Screen::new(out))
}

/// How long the terminal has to answer the background query.
#[cfg(unix)]
const ANSWER_WAIT: std::time::Duration = std::time::Duration::from_millis(300);

/// The terminal's background (OSC 11), asked in raw mode before the input
/// thread reads. A device-attributes query (which every terminal answers)
/// follows ours, so its answer ends the wait at once, whether or not ours
/// came; dark when there is no answer.
#[cfg(unix)]
fn ask_background() -> Background {
    // SAFETY: isatty only looks at the descriptor.
    if unsafe { libc::isatty(libc::STDIN_FILENO) } != 1 {
        return Background::Dark;
    }
    let mut out = io::stdout();
    let asked = out
        .write_all(BACKGROUND_QUERY)
        .and_then(|()| out.write_all(b"\x1b[c"))
        .and_then(|()| out.flush());
    if asked.is_err() {
        return Background::Dark;
    }
    let answers = read_answers(Instant::now() + ANSWER_WAIT);
    Background::find_in(&answers).unwrap_or(Background::Dark)
}

#[cfg(not(unix))]
fn ask_background() -> Background {
    Background::Dark
}

/// What the terminal sends until the device attributes' answer
/// (`ESC [ ? … c`) ends or `deadline` passes.
#[cfg(unix)]
fn read_answers(deadline: Instant) -> Vec<u8> {
    let mut answers = Vec::new();
    while !ends_with_attributes(&answers) {
        let left = deadline.saturating_duration_since(Instant::now());
        let mut poll = libc::pollfd {
            fd: libc::STDIN_FILENO,
            events: libc::POLLIN,
            revents: 0,
        };
        let millis = libc::c_int::try_from(left.as_millis()).unwrap_or(0);
        // SAFETY: one pollfd, alive during the call.
        if millis == 0 || unsafe { libc::poll(&mut poll, 1, millis) } != 1 {
            break;
        }
        let mut chunk = [0u8; 256];
        // SAFETY: reads at most the chunk's length into the chunk.
        let read =
            unsafe { libc::read(libc::STDIN_FILENO, chunk.as_mut_ptr().cast(), chunk.len()) };
        match usize::try_from(read) {
            Ok(n) if n > 0 => answers.extend_from_slice(&chunk[..n]),
            _ => break,
        }
    }
    answers
}

#[cfg(unix)]
fn ends_with_attributes(bytes: &[u8]) -> bool {
    bytes.ends_with(b"c")
        && bytes
            .windows(3)
            .rposition(|w| w == b"\x1b[?")
            .is_some_and(|at| {
                bytes[at + 3..]
                    .iter()
                    .all(|b| b.is_ascii_digit() || b";c".contains(b))
            })
}

/// Reads the terminal's input on its own thread; `read` blocks, so
/// waiting costs nothing. When the terminal is gone (a closed SSH link,
/// a killed window), the app is told so it saves and ends.
fn spawn_input(events: Sender<Event>) {
    thread::spawn(move || {
        while let Ok(input) = event::read() {
            let sent = match input {
                event::Event::Key(key) => events.send(Event::Key(key)),
                event::Event::Mouse(mouse) => events.send(Event::Mouse(mouse)),
                event::Event::Resize(w, h) => events.send(Event::Resize(w, h)),
                event::Event::Paste(text) => events.send(Event::Paste(text)),
                _ => Ok(()),
            };
            if sent.is_err() {
                return;
            }
        }
        let _ = events.send(Event::Hangup);
    });
}

/// Runs the app full-screen until it quits. `start` holds effects to carry
/// out first (a computer moving first in `tabuleiro play`); `files`, when
/// there are any, carry out the app's file effects; `look` colours it.
pub fn run(
    mut app: App,
    start: Vec<Effect>,
    files: Option<DiskFiles>,
    look: &Look,
) -> io::Result<()> {
    let mut screen = enter(app.settings().mouse)?;
    let look = Look {
        background: ask_background(),
        ..look.clone()
    };
    let result = event_loop(&mut screen, &mut app, start, files, &look);
    restore();
    result
}

/// The local terminal as the app's host: searches on the worker, outside
/// engines on their threads, the user's files (nothing is written when
/// there is nowhere to keep them), the mouse and the bell on standard
/// output. The local app has no rooms; only `serve` asks them.
struct Local {
    worker: Worker,
    engines: EngineHost,
    files: Option<DiskFiles>,
}

impl Host for Local {
    type Error = io::Error;

    fn think(&mut self, request: Request) {
        self.worker.submit(request);
    }

    fn stop(&mut self) {
        self.worker.cancel();
        self.engines.cancel();
    }

    fn engine_move(&mut self, request: EngineRequest) -> Option<Report> {
        self.engines.submit(request);
        None
    }

    fn stop_engines(&mut self) {
        self.engines.stop_engines();
    }

    fn files(&mut self, request: FileRequest) -> Option<FileOutcome> {
        self.files.as_mut().map(|files| files.carry_out(request))
    }

    fn room(&mut self, _: RoomRequest) -> Option<RoomOutcome> {
        None
    }

    fn mouse(&mut self, on: bool) -> io::Result<()> {
        if on {
            execute!(io::stdout(), EnableMouseCapture)
        } else {
            execute!(io::stdout(), DisableMouseCapture)
        }
    }

    fn bell(&mut self) -> io::Result<()> {
        print!("\x07");
        io::stdout().flush()
    }

    fn copy(&mut self, text: &str) -> io::Result<()> {
        let mut out = io::stdout();
        out.write_all(&clipboard_sequence(text))?;
        out.flush()
    }
}

fn event_loop(
    screen: &mut Screen<Stdout>,
    app: &mut App,
    start: Vec<Effect>,
    files: Option<DiskFiles>,
    look: &Look,
) -> io::Result<()> {
    let (sender, events) = mpsc::channel();
    spawn_input(sender.clone());
    let reports = sender.clone();
    let worker = Worker::spawn(move |report| {
        let _ = reports.send(Event::Ai(report));
    });
    let reports = sender.clone();
    let engines = EngineHost::new(move |report| {
        let _ = reports.send(Event::Ai(report));
    });
    let mut host = Local {
        worker,
        engines,
        files,
    };
    let (width, height) = crossterm_terminal::size()?;
    let mut pending = app.handle_at(Event::Resize(width, height), Instant::now());
    pending.extend(start);
    let mut next_tick = Instant::now() + TICK;
    let mut draw = true;
    loop {
        // The app reads no clock: each event comes with the time it came.
        let answer = |_: &mut Local, event| Ok(app.handle_at(event, Instant::now()));
        if host::carry_out(&mut host, std::mem::take(&mut pending), answer)? == Settled::Quit {
            return Ok(());
        }
        if draw {
            let (width, height) = crossterm_terminal::size()?;
            screen.show(frame(app, look, width, height))?;
        }
        let ticking = app.wants_ticks();
        let event = match next_event(&events, ticking, &mut next_tick) {
            Wait::Got(event) => event,
            Wait::Tick => Event::Tick,
            Wait::Closed => return Ok(()),
        };
        draw = draws_at_once(&event, ticking);
        pending = app.handle_at(event, Instant::now());
    }
}

/// The app with its settings, statistics and saved game read from the
/// user's files (none, with a line on the menu, when there is nowhere to
/// keep them), and the look of the terminal with the user's themes.
/// The login name the environment gives (`USER`; `USERNAME` on
/// Windows), the person's name unless the settings hold one.
fn login_name() -> Option<String> {
    ["USER", "USERNAME", "LOGNAME"]
        .into_iter()
        .find_map(|name| std::env::var(name).ok().filter(|v| !v.trim().is_empty()))
}

pub fn open_app() -> (App, Option<DiskFiles>, Look, Vec<Effect>) {
    let seed = clock_seed();
    let mut look = Look::from_lookup(|name| std::env::var(name).ok());
    let (mut app, files, mut opened) = match Paths::from_env() {
        Ok(paths) => {
            let errors = look.add_themes(themes::read_all(&paths.user_themes()));
            let mut started = DiskFiles::open(paths);
            started
                .opened
                .notices
                .extend(errors.into_iter().map(Notice::Theme));
            let app = App::new(started.settings.with_login(login_name()), seed);
            (app, Some(started.files), started.opened)
        }
        Err(error) => {
            let app = App::new(Settings::default().with_login(login_name()), seed);
            let opened = Opened {
                notices: vec![Notice::NoHome(error)],
                ..Default::default()
            };
            (app, None, opened)
        }
    };
    opened.theme_names = look.names();
    app.set_locale(Lang::from_locale(|name| {
        std::env::var(name).ok().map(Cow::Owned)
    }));
    let effects = app.handle(Event::Files(FileOutcome::Opened(Box::new(opened))));
    (app, files, look, effects)
}

/// Runs the app from its main menu.
pub fn run_menu() -> io::Result<()> {
    let (app, files, look, start) = open_app();
    run(app, start, files, &look)
}
/// A seed for the app's random choices that differs from run to run.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
