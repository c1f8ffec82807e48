//! The app's state machine, with no terminal and no files, and no drawing
//! (a screen's drawing, its [`Paint`], is written in `ui/`):
//! events come in through [`App::handle`], the only place state changes,
//! and everything to be done outside (a search, a file read or written,
//! the bell, quitting) goes out as [`Effect`]s, carried out by a
//! [`Host`] (the local terminal, an SSH session, the tests), whose
//! outcomes come back as events.
//!
//! Each screen is a module owning its state, its keys, its text input
//! and its drawing behind one interface ([`View`]); the app holds the
//! screen showing and what screens share ([`Shared`]: the
//! settings, the game in progress, the statistics, what the files are
//! known to hold), and routes each event to the screen without asking
//! which one it is.

pub mod about;
pub mod chat;
pub mod confirm;
pub mod engines;
pub mod event;
mod files;
pub mod game;
pub mod games;
pub mod host;
pub mod keymap;
pub mod layout;
pub mod lessons;
pub mod load;
pub mod lobby;
pub mod menu;
pub mod notation;
pub mod players;
pub mod practice;
pub mod profile;
pub mod puzzles;
pub mod record;
pub mod rules;
pub mod screen;
pub mod session;
pub mod settings;
pub mod settings_screen;
pub mod setup;
mod shared;
pub mod statistics;
pub mod text;
pub mod text_field;
pub mod visit;

use rand_chacha::ChaCha8Rng;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEventKind, MouseEvent};
use ratatui::layout::Rect;

pub use confirm::Confirm;
pub use event::{Effect, Event, FileOutcome, FileRequest};
pub use host::{Host, Settled};
pub use load::MAX_PATH;
pub use menu::MenuItem;
pub use rules::RulesView;
pub use screen::Screen;

use std::any::Any;
use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::games::{Clock, TimeControl};
use crate::i18n::Lang;
use crate::learn::progress::Progress;
use crate::storage::Paths;
use crate::storage::saves::SaveEntry;
use crate::storage::stats::Stats;
use crate::ui::theme::Theme;
use engines::{EngineEntry, EnginesScreen};
use files::Kept;
use keymap::{Action, Context, Key};
use load::LoadScreen;
use menu::MenuScreen;
use players::NewGame;
use rules::Tab;
use session::Session;
use settings::Settings;
use settings_screen::SettingsScreen;
use setup::Setup;

/// What the screens share and borrow while they answer a key: the
/// settings, the game in progress (it waits behind the menu's Continue),
/// the statistics, the learning progress, what the files are known to hold, the visit of
/// `tabuleiro serve`, and the question open.
pub struct Shared {
    settings: Settings,
    session: Option<Session>,
    /// Game screens opened so far: each gets its own number.
    sessions: u64,
    /// The new-game form as last left, so it opens with the same choices.
    setup: Setup,
    size: (u16, u16),
    /// Ticks seen, for the spinner.
    frame: u64,
    rng: ChaCha8Rng,
    /// Lines for the main menu: files that could not be used.
    notices: Vec<String>,
    /// The themes the Settings screen offers.
    theme_names: Vec<String>,
    /// Where settings and saves are kept, for About and the path
    /// prompts; none when the app runs without files.
    locations: Option<Paths>,
    stats: Stats,
    /// Lessons done and the puzzle rating: the local file's, or the
    /// visitor's key's as the server keeps them.
    progress: Progress,
    /// Over SSH, the puzzles whose ratings have moved on the server, by
    /// key (see `Shared::puzzle_rating`).
    puzzle_ratings: HashMap<String, crate::rating::Rating>,
    /// The question waiting for a yes or no.
    confirm: Option<Confirm>,
    /// Search reports that came while a question was open over the game:
    /// the game waits for the answer, then hears them.
    held: Vec<crate::ai::Report>,
    kept: Kept,
    /// When the last event came, as the shell said (see `App::handle_at`).
    time: Option<Instant>,
    /// The visitor of `tabuleiro serve` this app serves, if it does.
    visit: Option<Box<visit::Visit>>,
    /// The language the reader's locale asks for: the process's locally,
    /// the one the SSH client sent for a visitor.
    locale: Lang,
    /// The practice board (a puzzle or a lesson), while it is open.
    practice: Option<practice::Practice>,
}

pub struct App {
    /// The screen showing, with its state.
    view: Box<dyn View>,
    shared: Shared,
}

impl App {
    /// A new app at the main menu; `seed` draws every random choice
    /// (Massacre deals, random sides), so tests repeat. What the files
    /// hold arrives as [`FileOutcome::Opened`].
    pub fn new(settings: Settings, seed: u64) -> App {
        App {
            view: Box::new(MenuScreen::default()),
            shared: Shared::new(settings, seed),
        }
    }

    /// Offers an engine given on the command line for this run, before
    /// any of the settings' of the same name.
    pub fn offer_engine(&mut self, engine: EngineEntry) {
        self.shared.settings.engines.insert(0, engine);
    }

    /// Opens straight into a game (`tabuleiro play`); the effects start
    /// the computer if it moves first. The game is saved with the next
    /// event, as every change is.
    pub fn play(&mut self, new: NewGame) -> Vec<Effect> {
        let outcome = self.shared.start(new, None);
        self.apply(outcome)
    }

    /// As [`App::play`], on a clock.
    pub fn play_on_clock(&mut self, new: NewGame, control: TimeControl) -> Vec<Effect> {
        let outcome = self.shared.start(new, Some(Clock::new(control)));
        self.apply(outcome)
    }

    /// Opens straight onto a puzzle (`tabuleiro puzzles <game> --id`),
    /// rated as any other; Esc goes on to the Puzzles screen of its game.
    pub fn practise_puzzle(&mut self, puzzle: &crate::learn::puzzle::Puzzle) -> Vec<Effect> {
        let source = practice::Source::Puzzles {
            choice: crate::learn::puzzle::Choice::Game(puzzle.game),
            streak: None,
        };
        let outcome = self.shared.practise_puzzle(puzzle, source, true);
        self.apply(outcome)
    }

    /// Opens straight onto a puzzle of `game` near the person's puzzle
    /// rating (`tabuleiro puzzles <game>`).
    pub fn practise_game(&mut self, game: crate::games::GameId) -> Vec<Effect> {
        let choice = crate::learn::puzzle::Choice::Game(game);
        let outcome = self.shared.next_puzzle(choice, None);
        self.apply(outcome)
    }

    pub fn screen(&self) -> Screen {
        self.view.name()
    }

    /// The state of the screen showing, when it is a `T`.
    fn showing<T: View>(&self) -> Option<&T> {
        self.view.as_ref().as_any().downcast_ref()
    }

    fn showing_mut<T: View>(&mut self) -> Option<&mut T> {
        self.view.as_mut().as_any_mut().downcast_mut()
    }

    pub fn settings(&self) -> &Settings {
        &self.shared.settings
    }

    /// The language the reader reads.
    pub fn lang(&self) -> Lang {
        self.shared.lang()
    }

    /// The language the reader's locale asks for (see [`Lang::from_locale`]).
    pub fn locale(&self) -> Lang {
        self.shared.locale
    }

    /// Tells the app the language of the reader's locale.
    pub fn set_locale(&mut self, locale: Lang) {
        self.shared.locale = locale;
    }

    pub fn session(&self) -> Option<&Session> {
        self.shared.session.as_ref()
    }

    /// The practice board, while a puzzle or a lesson is open.
    pub fn practice(&self) -> Option<&practice::Practice> {
        self.shared.practice.as_ref()
    }

    /// A puzzle's rating now: as results moved it on the server, else as
    /// shipped.
    pub fn puzzle_rating(&self, puzzle: &crate::learn::puzzle::Puzzle) -> crate::rating::Rating {
        self.shared.puzzle_rating(puzzle)
    }

    /// Lessons done and the puzzle rating.
    pub fn progress(&self) -> &crate::learn::progress::Progress {
        &self.shared.progress
    }

    /// The new-game form, as shown or as last left.
    pub fn setup(&self) -> &Setup {
        self.showing().unwrap_or(&self.shared.setup)
    }

    pub fn rules(&self) -> RulesView {
        self.showing()
            .copied()
            .unwrap_or_else(|| RulesView::new(Tab::ALL[0], Screen::Menu))
    }

    /// The Settings screen's rows: over SSH, none for engines.
    pub fn settings_fields(&self) -> &'static [settings::Field] {
        self.shared.settings_fields()
    }

    pub fn settings_row(&self) -> usize {
        self.showing::<SettingsScreen>()
            .map_or(0, |screen| screen.row)
    }

    /// The Engines screen's state, while it shows.
    pub fn engines(&self) -> Option<&EnginesScreen> {
        self.showing()
    }

    /// The Load screen's state, while it shows.
    pub fn load(&self) -> Option<&LoadScreen> {
        self.showing()
    }

    /// The Games screen's state, while it shows.
    pub fn games(&self) -> Option<&games::GamesScreen> {
        self.showing()
    }

    pub fn save_list(&self) -> &[SaveEntry] {
        self.load().map_or(&[], LoadScreen::saves)
    }

    pub fn load_message(&self) -> Option<&str> {
        self.load().and_then(LoadScreen::message)
    }

    pub fn frame(&self) -> u64 {
        self.shared.frame
    }

    pub fn notices(&self) -> &[String] {
        &self.shared.notices
    }

    pub fn stats(&self) -> &Stats {
        &self.shared.stats
    }

    pub fn locations(&self) -> Option<&Paths> {
        self.shared.locations.as_ref()
    }

    /// The menu entries shown now: Continue only with a game unfinished;
    /// over SSH, none that reads or writes files.
    pub fn menu_items(&self) -> Vec<MenuItem> {
        self.shared.menu_items()
    }

    pub fn menu_selected(&self) -> usize {
        self.showing::<MenuScreen>()
            .map_or(0, |menu| menu.selected(&self.menu_items()))
    }

    /// The question on screen, if any.
    pub fn confirm(&self) -> Option<&Confirm> {
        self.shared.confirm.as_ref()
    }

    /// The smallest terminal the screen showing fits in.
    pub fn minimum(&self) -> (u16, u16) {
        self.view.minimum(&self.shared)
    }

    /// Draws the screen showing; `monochrome` says no colour will tell
    /// the sides apart.
    pub fn draw_view(&self, area: Rect, buf: &mut Buffer, theme: &Theme, monochrome: bool) {
        self.view.draw(self, area, buf, theme, monochrome);
    }

    /// Where the keys go now.
    pub fn context(&self) -> Context {
        if self.shared.confirm.is_some() {
            return Context::Confirm;
        }
        self.view.context(&self.shared)
    }

    /// The bindings that work now: the context's, less those that would
    /// do nothing.
    pub fn hints(&self) -> Vec<&'static keymap::Binding> {
        keymap::listed(self.context())
            .filter(|b| self.available(b.action))
            .collect()
    }

    fn available(&self, action: Action) -> bool {
        if let Some(confirm) = &self.shared.confirm
            && action == Action::Resign
        {
            return matches!(confirm, Confirm::LeaveSeat { .. });
        }
        self.view.available(action, &self.shared)
    }

    /// Whether the loop should send ticks now (something moves, a
    /// computer thinks, a clock on screen runs); otherwise it just waits.
    pub fn wants_ticks(&self) -> bool {
        self.shared
            .session
            .as_ref()
            .is_some_and(Session::wants_ticks)
            || self
                .shared
                .practice
                .as_ref()
                .is_some_and(|p| p.session.wants_ticks())
            || self.clock_running().is_some()
    }

    /// The side whose clock runs now: the game's running clock, while the
    /// game is on screen and no question is open over it.
    pub fn clock_running(&self) -> Option<crate::games::Side> {
        match (self.screen(), &self.shared.session) {
            (Screen::Game, Some(session)) if self.shared.confirm.is_none() => {
                session.clock_running()
            }
            _ => None,
        }
    }

    /// The one place the state changes. After every event, the files are
    /// kept in step: an autosave when the game changed, the settings when
    /// they changed, the statistics when a game ended. No time passes on
    /// the clocks (see [`App::handle_at`]).
    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        self.shared.speak();
        let stale = self.stale_error();
        let effects = self.dispatch(event);
        self.clear_stale_error(stale);
        self.shared.with_files(effects)
    }

    /// [`App::handle`] for an event that came at `now`, as the shell
    /// reads it: the time since the last such event first passes on the
    /// game's running clock. The app never reads the time itself, so a
    /// test says exactly how much passes.
    pub fn handle_at(&mut self, event: Event, now: Instant) -> Vec<Effect> {
        self.shared.speak();
        let passed = self
            .shared
            .time
            .map_or(Duration::ZERO, |then| now.saturating_duration_since(then));
        self.shared.time = Some(now);
        let stale = self.stale_error();
        let mut effects = self.pass_time(passed);
        effects.extend(self.dispatch(event));
        self.clear_stale_error(stale);
        self.shared.with_files(effects)
    }

    /// The error under the board while no dialog is open: an event that
    /// opens one leaves it stale.
    fn stale_error(&self) -> Option<String> {
        let session = self.shared.session.as_ref()?;
        let open = self.shared.confirm.is_some() || session.dialog_open();
        session.error().filter(|_| !open).map(str::to_string)
    }

    /// A dialog (a question, a prompt, a box) opened over the error said
    /// before it: the error goes. One said as it opened stays.
    fn clear_stale_error(&mut self, stale: Option<String>) {
        let Some(session) = &mut self.shared.session else {
            return;
        };
        let open = self.shared.confirm.is_some() || session.dialog_open();
        if open && stale.is_some() && session.error() == stale.as_deref() {
            session.clear_error();
        }
    }

    /// Time passes on the game's clocks only while the game is on screen
    /// and no question is open over it.
    fn pass_time(&mut self, passed: Duration) -> Vec<Effect> {
        // A room's clocks and countdowns are the server's: they run on
        // screen whatever is open over the board.
        let room = self
            .shared
            .session
            .as_ref()
            .is_some_and(|s| s.room().is_some());
        if self.clock_running().is_none() && !room {
            return Vec::new();
        }
        let mut effects = self
            .shared
            .session
            .as_mut()
            .map(|session| session.elapse(passed))
            .unwrap_or_default();
        effects.extend(self.shared.clock_alert());
        effects
    }

    /// Shows the screen an outcome leads to; its effects.
    fn apply(&mut self, outcome: Outcome) -> Vec<Effect> {
        if let Some(next) = outcome.next {
            self.view = next;
        }
        outcome.effects
    }

    fn dispatch(&mut self, event: Event) -> Vec<Effect> {
        match event {
            Event::Key(key) if key.kind == KeyEventKind::Press => match Key::from_event(&key) {
                Some(keymap::QUIT_KEY) if self.shared.confirm.is_none() && self.leaving_asks() => {
                    // Worded as `q` words it: a seat in a room is not saved.
                    let question = self.shared.quit_question().unwrap_or(Confirm::QuitApp);
                    self.shared.confirm = Some(question);
                    Vec::new()
                }
                // A second Ctrl-C at the question quits too.
                Some(keymap::QUIT_KEY) => self.shared.quit(),
                Some(key) => self.key(key),
                None => Vec::new(),
            },
            Event::Key(_) => Vec::new(),
            Event::Paste(text) => {
                // Pasted text goes into the text field with focus; with
                // none, it is dropped (it is never read as keys).
                if self.shared.confirm.is_none() {
                    self.view.paste(&text, &mut self.shared);
                }
                Vec::new()
            }
            Event::Mouse(mouse) => self.view.mouse(mouse, &mut self.shared),
            Event::Resize(width, height) => {
                self.shared.size = (width, height);
                self.view.resize(&self.shared);
                Vec::new()
            }
            Event::Ai(report) if self.question_over_game() => {
                self.shared.held.push(report);
                Vec::new()
            }
            Event::Ai(report) => match &mut self.shared.session {
                Some(session) => session.report(report, &self.shared.settings),
                None => Vec::new(),
            },
            Event::Files(outcome) => self.files(outcome),
            Event::Room(outcome) => {
                let outcome = self.shared.room_outcome(outcome);
                self.apply(outcome)
            }
            Event::RoomsChanged => self.rooms_changed(),
            Event::InputDropped => {
                self.input_dropped();
                Vec::new()
            }
            Event::Hangup => self.shared.quit(),
            Event::Tick => {
                self.shared.frame += 1;
                if self.question_over_game() {
                    return Vec::new();
                }
                if let Some(effects) = self.view.tick(&mut self.shared) {
                    return effects;
                }
                match &mut self.shared.session {
                    // A game left for the menu waits for Continue.
                    Some(session) if self.view.game_ticks() => session.tick(&self.shared.settings),
                    _ => Vec::new(),
                }
            }
        }
    }

    fn key(&mut self, key: Key) -> Vec<Effect> {
        let context = self.context();
        // Text entry takes the keys it uses; the table has the rest.
        if self.shared.confirm.is_none() && self.view.type_key(key, &mut self.shared) {
            return Vec::new();
        }
        let Some(action) = keymap::action(context, key) else {
            return Vec::new();
        };
        if context == Context::Confirm {
            let outcome = self.shared.answer(action);
            let mut effects = self.apply(outcome);
            if self.shared.confirm.is_none() {
                effects.extend(self.resume());
            }
            return effects;
        }
        let outcome = self.view.act(action, &mut self.shared);
        self.apply(outcome)
    }

    /// Whether leaving the screen now asks first: the setting is on and a
    /// game is in progress on screen.
    fn leaving_asks(&self) -> bool {
        self.screen() == Screen::Game && self.shared.leaving_game_asks()
    }

    /// Whether a question is open over the game, which waits for it (a
    /// watched game must not play on behind "Leave this game?").
    fn question_over_game(&self) -> bool {
        self.shared.confirm.is_some() && self.screen() == Screen::Game
    }

    /// The game on screen goes on after a question: the reports held
    /// meanwhile are heard, and the computer's turn is scheduled.
    fn resume(&mut self) -> Vec<Effect> {
        let shared = &mut self.shared;
        let held = std::mem::take(&mut shared.held);
        let (Screen::Game, Some(session)) = (self.view.name(), &mut shared.session) else {
            return Vec::new();
        };
        let mut effects: Vec<Effect> = held
            .into_iter()
            .flat_map(|report| session.report(report, &shared.settings))
            .collect();
        effects.extend(session.schedule(&shared.settings));
        effects
    }
}

/// A screen: its state, and how it answers keys and draws. `Send`, as
/// the app of an SSH connection moves between the server's threads.
pub trait View: AsAny + Paint + Send {
    /// Its plain name, for tests and for where screens go back to.
    fn name(&self) -> Screen;

    /// Where its keys go now, which also picks its hint line.
    fn context(&self, shared: &Shared) -> Context;

    /// Whether an action of its context does something now: the hint
    /// line lists only those.
    fn available(&self, _action: Action, _shared: &Shared) -> bool {
        true
    }

    /// What an action from its key table does.
    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome;

    /// A key for its text field in focus; true when it took it.
    fn type_key(&mut self, _key: Key, _shared: &mut Shared) -> bool {
        false
    }

    /// Pasted text for its text field in focus; with none, it is dropped.
    fn paste(&mut self, _text: &str, _shared: &mut Shared) {}

    /// A mouse event; only the game takes them.
    fn mouse(&mut self, _mouse: MouseEvent, _shared: &mut Shared) -> Vec<Effect> {
        Vec::new()
    }

    /// The terminal took a new size (`shared.size`).
    fn resize(&mut self, _shared: &Shared) {}

    /// Whether the game in progress plays on (its ticks) behind it.
    fn game_ticks(&self) -> bool {
        false
    }

    /// A tick for a board of its own (the practice board): its effects,
    /// or none when the screen has no such board.
    fn tick(&mut self, _shared: &mut Shared) -> Option<Vec<Effect>> {
        None
    }

    /// The smallest terminal it fits in.
    fn minimum(&self, shared: &Shared) -> (u16, u16);
}

/// A screen's drawing, written in `ui/` next to the drawing it calls (the
/// app knows nothing of drawing): a function of the app, which it reads
/// and never changes.
pub trait Paint {
    /// Draws the screen; `monochrome` says no colour will tell the sides
    /// apart.
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, monochrome: bool);
}

/// What an action did: the effects for the host, and the screen to show
/// next when it changes.
#[derive(Default)]
pub struct Outcome {
    pub effects: Vec<Effect>,
    pub next: Option<Box<dyn View>>,
}

impl Outcome {
    /// Nothing to do outside; the screen stays.
    pub fn stay() -> Outcome {
        Outcome::default()
    }

    /// On to `view`.
    pub fn to(view: impl View) -> Outcome {
        Outcome {
            effects: Vec::new(),
            next: Some(Box::new(view)),
        }
    }

    /// The same, with `effects` first.
    pub fn with(mut self, effects: Vec<Effect>) -> Outcome {
        let mut all = effects;
        all.append(&mut self.effects);
        self.effects = all;
        self
    }
}

impl From<Vec<Effect>> for Outcome {
    fn from(effects: Vec<Effect>) -> Outcome {
        Outcome {
            effects,
            next: None,
        }
    }
}

/// A screen's state by its type, for the accessors tests and the drawing
/// read (`App::load`, `App::setup`...).
pub trait AsAny: Any {
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<T: Any> AsAny for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
