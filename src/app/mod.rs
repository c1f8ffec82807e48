//! The app's state machine, with no drawing, no terminal and no files:
//! events come in through [`App::handle`], the only place state changes,
//! and everything to be done outside (a search, a file read or written,
//! the bell, quitting) goes out as [`Effect`]s, carried out by a
//! [`Host`] (the local terminal, an SSH session, the tests), whose
//! outcomes come back as events.
//!
//! Each screen is a module owning its state, carried by the screen the
//! app shows; the app itself holds only what screens share: the settings,
//! the game in progress (it waits behind the menu's Continue), the
//! statistics, and what the files are known to hold.

pub mod chat;
pub mod confirm;
pub mod engines;
pub mod event;
mod files;
pub mod host;
pub mod keymap;
pub mod layout;
pub mod load;
pub mod lobby;
pub mod menu;
pub mod players;
pub mod record;
pub mod rules;
pub mod screen;
pub mod session;
pub mod settings;
pub mod setup;
pub mod text;
pub mod text_field;
pub mod visit;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use ratatui::crossterm::event::{KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

pub use confirm::Confirm;
pub use event::{Effect, Event, FileOutcome, FileRequest};
pub use host::{Host, Settled};
pub use load::MAX_PATH;
pub use menu::MenuItem;
pub use rules::RulesView;
pub use screen::Screen;

use std::time::{Duration, Instant};

use crate::games::{Clock, GameId, TimeControl};
use crate::storage::Paths;
use crate::storage::paths::shown;
use crate::storage::saves::SaveEntry;
use crate::storage::stats::Stats;
use engines::{EngineEntry, EnginesScreen, EnginesStep};
use event::{ExportRequest, SaveRequest};
use files::Kept;
use keymap::{Action, Context, Key};
use load::{LoadScreen, LoadStep};
use menu::MenuScreen;
use players::NewGame;
use record::ExportFormat;
use rules::Tab;
use session::overlay::OverChoice;
use session::{DrawAnswer, Session};
use settings::{Settings, SettingsScreen, SettingsStep};
use setup::Setup;

/// The screen showing, with its state.
#[derive(Clone, Debug)]
enum Page {
    Menu(MenuScreen),
    /// The form, and the menu entry it was opened from.
    Setup(Box<Setup>),
    /// The game in progress, which lives in [`App::session`].
    Game,
    Rules(RulesView),
    Settings(SettingsScreen),
    Engines(Box<EnginesScreen>),
    Statistics,
    Load(LoadScreen),
    About,
    /// The rooms of `tabuleiro serve`; its state is the visit's.
    Lobby,
}

impl Page {
    fn screen(&self) -> Screen {
        match self {
            Page::Menu(_) => Screen::Menu,
            Page::Setup(_) => Screen::Setup,
            Page::Game => Screen::Game,
            Page::Rules(_) => Screen::Rules,
            Page::Settings(_) => Screen::Settings,
            Page::Engines(_) => Screen::Engines,
            Page::Statistics => Screen::Statistics,
            Page::Load(_) => Screen::Load,
            Page::About => Screen::About,
            Page::Lobby => Screen::Lobby,
        }
    }
}

pub struct App {
    page: Page,
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
    /// The question waiting for a yes or no.
    confirm: Option<Confirm>,
    /// Search reports that came while a question was open over the game:
    /// the game waits for the answer, then hears them.
    held: Vec<crate::ai::Report>,
    kept: Kept,
    /// When the last event came, as the shell said (see [`App::handle_at`]).
    time: Option<Instant>,
    /// The visitor of `tabuleiro serve` this app serves, if it does.
    visit: Option<Box<visit::Visit>>,
}

impl App {
    /// A new app at the main menu; `seed` draws every random choice
    /// (Massacre deals, random sides), so tests repeat. What the files
    /// hold arrives as [`FileOutcome::Opened`].
    pub fn new(settings: Settings, seed: u64) -> App {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        App {
            page: Page::Menu(MenuScreen::default()),
            kept: Kept::new(&settings),
            settings,
            session: None,
            sessions: 0,
            setup: Setup::new(&mut rng),
            size: (80, 24),
            frame: 0,
            rng,
            notices: Vec::new(),
            theme_names: Vec::new(),
            locations: None,
            stats: Stats::default(),
            confirm: None,
            held: Vec::new(),
            time: None,
            visit: None,
        }
    }

    /// Opens straight into a game (`tabuleiro play`); the effects start
    /// the computer if it moves first. The game is saved with the next
    /// event, as every change is.
    /// Offers an engine given on the command line for this run, before
    /// any of the settings' of the same name.
    pub fn offer_engine(&mut self, engine: EngineEntry) {
        self.settings.engines.insert(0, engine);
    }

    pub fn play(&mut self, new: NewGame) -> Vec<Effect> {
        self.start(new, None)
    }

    /// As [`App::play`], on a clock.
    pub fn play_on_clock(&mut self, new: NewGame, control: TimeControl) -> Vec<Effect> {
        self.start(new, Some(Clock::new(control)))
    }

    pub fn screen(&self) -> Screen {
        self.page.screen()
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The new-game form, as shown or as last left.
    pub fn setup(&self) -> &Setup {
        match &self.page {
            Page::Setup(setup) => setup,
            _ => &self.setup,
        }
    }

    pub fn rules(&self) -> RulesView {
        match self.page {
            Page::Rules(view) => view,
            _ => RulesView::new(Tab::ALL[0], Screen::Menu),
        }
    }

    /// The Settings screen's rows: over SSH, none for engines.
    pub fn settings_fields(&self) -> &'static [settings::Field] {
        if self.serving() {
            &settings::Field::SERVED
        } else {
            &settings::Field::ALL
        }
    }

    pub fn settings_row(&self) -> usize {
        match self.page {
            Page::Settings(screen) => screen.row,
            _ => 0,
        }
    }

    /// The Engines screen's state, while it shows.
    pub fn engines(&self) -> Option<&EnginesScreen> {
        match &self.page {
            Page::Engines(screen) => Some(screen),
            _ => None,
        }
    }

    /// The Load screen's state, while it shows.
    pub fn load(&self) -> Option<&LoadScreen> {
        match &self.page {
            Page::Load(load) => Some(load),
            _ => None,
        }
    }

    pub fn save_list(&self) -> &[SaveEntry] {
        self.load().map_or(&[], LoadScreen::saves)
    }

    pub fn load_message(&self) -> Option<&str> {
        self.load().and_then(LoadScreen::message)
    }

    pub fn frame(&self) -> u64 {
        self.frame
    }

    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    pub fn locations(&self) -> Option<&Paths> {
        self.locations.as_ref()
    }

    fn can_continue(&self) -> bool {
        self.session.as_ref().is_some_and(|s| !s.is_over())
    }

    /// The menu entries shown now: Continue only with a game unfinished;
    /// over SSH, none that reads or writes files.
    pub fn menu_items(&self) -> Vec<MenuItem> {
        if self.serving() {
            return MenuItem::SERVING.to_vec();
        }
        MenuItem::shown(self.can_continue())
    }

    pub fn menu_selected(&self) -> usize {
        match &self.page {
            Page::Menu(menu) => menu.selected(&self.menu_items()),
            _ => 0,
        }
    }

    /// The question on screen, if any.
    pub fn confirm(&self) -> Option<&Confirm> {
        self.confirm.as_ref()
    }

    /// Where the keys go now.
    pub fn context(&self) -> Context {
        if self.confirm.is_some() {
            return Context::Confirm;
        }
        match &self.page {
            Page::Menu(_) => Context::Menu,
            Page::Setup(_) => Context::Setup,
            Page::Game => self
                .session
                .as_ref()
                .map_or(Context::Menu, Session::context),
            Page::Rules(_) => Context::Rules,
            Page::Settings(_) => Context::Settings,
            Page::Engines(screen) if screen.form.is_some() => Context::EngineForm,
            Page::Engines(_) => Context::Engines,
            Page::Statistics => Context::Statistics,
            Page::Load(load) if load.import().is_some() => Context::ImportPath,
            Page::Load(_) => Context::Load,
            Page::About => Context::About,
            Page::Lobby => self.lobby_context(),
        }
    }

    /// The bindings that work now: the context's, less those that would
    /// do nothing.
    pub fn hints(&self) -> Vec<&'static keymap::Binding> {
        keymap::listed(self.context())
            .filter(|b| self.available(b.action))
            .collect()
    }

    fn available(&self, action: Action) -> bool {
        if let Some(confirm) = &self.confirm
            && action == Action::Resign
        {
            return matches!(confirm, Confirm::LeaveSeat { .. });
        }
        match (&self.page, &self.session) {
            (Page::Game, Some(_)) if self.serving() && action == Action::SaveAs => false,
            (Page::Game, Some(session)) => session.available(action),
            (Page::Menu(_), _) if action == Action::MenuContinue => {
                self.can_continue() && !self.serving()
            }
            (Page::Menu(_), _) if self.serving() => {
                !matches!(action, Action::MenuLoad | Action::MenuStatistics)
            }
            _ => true,
        }
    }

    /// Whether the loop should send ticks now (something moves, a
    /// computer thinks, a clock on screen runs); otherwise it just waits.
    pub fn wants_ticks(&self) -> bool {
        self.session.as_ref().is_some_and(Session::wants_ticks) || self.clock_running().is_some()
    }

    /// The side whose clock runs now: the game's running clock, while the
    /// game is on screen and no question is open over it.
    pub fn clock_running(&self) -> Option<crate::games::Side> {
        match (&self.page, &self.session) {
            (Page::Game, Some(session)) if self.confirm.is_none() => session.clock_running(),
            _ => None,
        }
    }

    /// The one place the state changes. After every event, the files are
    /// kept in step: an autosave when the game changed, the settings when
    /// they changed, the statistics when a game ended. No time passes on
    /// the clocks (see [`App::handle_at`]).
    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        let effects = self.dispatch(event);
        self.with_files(effects)
    }

    /// [`App::handle`] for an event that came at `now`, as the shell
    /// reads it: the time since the last such event first passes on the
    /// game's running clock. The app never reads the time itself, so a
    /// test says exactly how much passes.
    pub fn handle_at(&mut self, event: Event, now: Instant) -> Vec<Effect> {
        let passed = self
            .time
            .map_or(Duration::ZERO, |then| now.saturating_duration_since(then));
        self.time = Some(now);
        let mut effects = self.pass_time(passed);
        effects.extend(self.dispatch(event));
        self.with_files(effects)
    }

    /// Time passes on the game's clocks only while the game is on screen
    /// and no question is open over it.
    fn pass_time(&mut self, passed: Duration) -> Vec<Effect> {
        // A room's clocks and countdowns are the server's: they run on
        // screen whatever is open over the board.
        let room = self.session.as_ref().is_some_and(|s| s.room().is_some());
        if self.clock_running().is_none() && !room {
            return Vec::new();
        }
        self.session
            .as_mut()
            .map(|session| session.elapse(passed))
            .unwrap_or_default()
    }

    fn dispatch(&mut self, event: Event) -> Vec<Effect> {
        match event {
            Event::Key(key) if key.kind == KeyEventKind::Press => match Key::from_event(&key) {
                Some(keymap::QUIT_KEY) if self.confirm.is_none() && self.leaving_asks() => {
                    self.confirm = Some(Confirm::QuitApp);
                    Vec::new()
                }
                // A second Ctrl-C at the question quits too.
                Some(keymap::QUIT_KEY) => self.quit(),
                Some(key) => self.key(key),
                None => Vec::new(),
            },
            Event::Key(_) => Vec::new(),
            Event::Paste(text) => {
                self.paste(&text);
                Vec::new()
            }
            Event::Mouse(mouse) => self.mouse(mouse),
            Event::Resize(width, height) => {
                self.size = (width, height);
                if let Page::Rules(view) = &mut self.page {
                    view.clamp(self.size);
                }
                Vec::new()
            }
            Event::Ai(report) if self.question_over_game() => {
                self.held.push(report);
                Vec::new()
            }
            Event::Ai(report) => match &mut self.session {
                Some(session) => session.report(report, &self.settings),
                None => Vec::new(),
            },
            Event::Files(outcome) => self.files(outcome),
            Event::Room(outcome) => self.room_outcome(outcome),
            Event::RoomsChanged => self.rooms_changed(),
            Event::InputDropped => {
                self.input_dropped();
                Vec::new()
            }
            Event::Hangup => self.quit(),
            Event::Tick => {
                self.frame += 1;
                if self.question_over_game() {
                    return Vec::new();
                }
                match &mut self.session {
                    // A game left for the menu waits for Continue.
                    Some(session) if matches!(self.page, Page::Game | Page::Rules(_)) => {
                        session.tick(&self.settings)
                    }
                    _ => Vec::new(),
                }
            }
        }
    }

    fn quit(&mut self) -> Vec<Effect> {
        let mut effects = match &mut self.session {
            Some(session) => session.leave(),
            None => Vec::new(),
        };
        effects.push(Effect::Quit);
        effects
    }

    fn key(&mut self, key: Key) -> Vec<Effect> {
        let context = self.context();
        // Text entry takes the keys it uses; the table has the rest.
        if self.typed(key) {
            return Vec::new();
        }
        let Some(action) = keymap::action(context, key) else {
            return Vec::new();
        };
        if context == Context::Confirm {
            return self.confirm_action(action);
        }
        let fields = self.settings_fields();
        match &mut self.page {
            Page::Menu(_) => self.menu_action(action),
            Page::Setup(_) => self.setup_action(action),
            Page::Game => self.game_action(action),
            Page::Rules(view) => match view.act(action, self.size) {
                // The rooms may have changed meanwhile: ask again.
                Some(Screen::Lobby) if self.serving() => self.back_to_lobby(),
                Some(back) => {
                    self.go_back(back, MenuItem::Rules);
                    Vec::new()
                }
                None => Vec::new(),
            },
            Page::Settings(screen) => {
                match screen.act(action, &mut self.settings, &self.theme_names, fields) {
                    SettingsStep::Stay => Vec::new(),
                    SettingsStep::Mouse(on) => vec![Effect::Mouse(on)],
                    SettingsStep::Engines => {
                        self.page = Page::Engines(Box::default());
                        Vec::new()
                    }
                    SettingsStep::Back => {
                        self.back_to_menu(MenuItem::Settings);
                        Vec::new()
                    }
                }
            }
            Page::Engines(screen) => {
                if screen.act(action, &mut self.settings.engines) == EnginesStep::Back {
                    let row = settings::Field::ALL
                        .iter()
                        .position(|&f| f == settings::Field::Engines)
                        .unwrap_or(0);
                    self.page = Page::Settings(SettingsScreen { row });
                }
                Vec::new()
            }
            Page::Load(load) => {
                let step = load.act(action);
                self.load_step(step)
            }
            Page::About => {
                self.back_to_menu(MenuItem::About);
                Vec::new()
            }
            Page::Statistics => {
                self.back_to_menu(MenuItem::Statistics);
                Vec::new()
            }
            Page::Lobby => self.lobby_action(action),
        }
    }

    /// A key for the text field in focus; true when it took it.
    fn typed(&mut self, key: Key) -> bool {
        if self.confirm.is_some() {
            return false;
        }
        match &mut self.page {
            Page::Game => self.session.as_mut().is_some_and(|s| s.type_key(key)),
            Page::Setup(setup) => setup.type_key(key),
            Page::Engines(screen) => screen.type_key(key),
            Page::Load(load) => load.type_key(key),
            Page::Lobby => self.visit.as_mut().is_some_and(|v| v.lobby.type_key(key)),
            _ => false,
        }
    }

    /// Pasted text goes into the text field with focus; with none, it is
    /// dropped (it is never read as keys).
    fn paste(&mut self, text: &str) {
        if self.confirm.is_some() {
            return;
        }
        match &mut self.page {
            Page::Game => {
                if let Some(session) = &mut self.session {
                    session.paste(text);
                }
            }
            Page::Setup(setup) => setup.paste(text),
            Page::Engines(screen) => screen.paste(text),
            Page::Load(load) => load.paste(text),
            Page::Lobby => {
                if let Some(visit) = &mut self.visit {
                    visit.lobby.paste(text);
                }
            }
            _ => {}
        }
    }

    /// Back to the menu, the cursor on the entry the screen came from.
    fn back_to_menu(&mut self, from: MenuItem) {
        let items = self.menu_items();
        self.page = Page::Menu(MenuScreen::on(from, &items));
    }

    fn go_back(&mut self, back: Screen, from: MenuItem) {
        match back {
            Screen::Game if self.session.is_some() => self.page = Page::Game,
            _ => self.back_to_menu(from),
        }
    }

    fn menu_action(&mut self, action: Action) -> Vec<Effect> {
        let items = self.menu_items();
        let Page::Menu(menu) = &mut self.page else {
            return Vec::new();
        };
        let Some(item) = menu.act(action, &items) else {
            return Vec::new();
        };
        match item {
            MenuItem::Continue => {
                self.page = Page::Game;
                self.session
                    .as_mut()
                    .map(|s| s.schedule(&self.settings))
                    .unwrap_or_default()
            }
            MenuItem::NewGame => {
                self.open_setup();
                Vec::new()
            }
            MenuItem::LoadGame => {
                self.page = Page::Load(LoadScreen::default());
                vec![Effect::Files(FileRequest::ListSaves)]
            }
            MenuItem::Rules => {
                self.page = Page::Rules(RulesView::new(Tab::ALL[0], Screen::Menu));
                Vec::new()
            }
            MenuItem::Settings => {
                self.page = Page::Settings(SettingsScreen::default());
                Vec::new()
            }
            MenuItem::Statistics => {
                self.page = Page::Statistics;
                Vec::new()
            }
            MenuItem::About => {
                self.page = Page::About;
                Vec::new()
            }
            MenuItem::Lobby => self.back_to_lobby(),
            // Asked first under the "ask before leaving" setting.
            MenuItem::Quit if self.settings.confirm_quit => {
                self.confirm = Some(if self.can_continue() {
                    Confirm::QuitApp
                } else {
                    Confirm::Quit
                });
                Vec::new()
            }
            MenuItem::Quit => self.quit(),
        }
    }

    fn open_setup(&mut self) {
        let mut setup = self.setup.clone();
        setup.set_room(false);
        setup.offer_engines(&self.settings.engines);
        self.page = Page::Setup(Box::new(setup));
    }

    /// Keeps the form as it is left, for the next time it opens.
    fn leave_setup(&mut self) {
        if let Page::Setup(setup) = &self.page {
            self.setup = (**setup).clone();
        }
    }

    fn setup_action(&mut self, action: Action) -> Vec<Effect> {
        let Page::Setup(setup) = &mut self.page else {
            return Vec::new();
        };
        match action {
            Action::Up => setup.up(),
            Action::Down => setup.down(),
            Action::Left => setup.change(false),
            Action::Right => setup.change(true),
            Action::Back if setup.room => {
                self.page = Page::Lobby;
            }
            Action::Back => {
                self.leave_setup();
                self.back_to_menu(MenuItem::NewGame);
            }
            Action::Activate if setup.room => {
                let setup = setup.clone();
                return match self.create_room(&setup) {
                    Ok(effects) => effects,
                    Err(error) => {
                        if let Page::Setup(shown) = &mut self.page {
                            shown.fail(error);
                        }
                        Vec::new()
                    }
                };
            }
            Action::Activate => {
                return match setup.start(&mut self.rng) {
                    Ok((new, control)) => {
                        setup.started(&mut self.rng);
                        self.leave_setup();
                        self.start(new, control.map(Clock::new))
                    }
                    Err(error) => {
                        setup.fail(error);
                        Vec::new()
                    }
                };
            }
            _ => {}
        }
        Vec::new()
    }

    /// Replaces the game with a new one (on `clock`, if given) and shows it.
    fn start(&mut self, new: NewGame, clock: Option<Clock>) -> Vec<Effect> {
        let mut effects = self.stop_session();
        self.sessions += 1;
        let mut session = Session::new(new, self.sessions).with_clock(clock);
        effects.extend(session.schedule(&self.settings));
        self.session = Some(session);
        self.skip_count_if_over();
        self.page = Page::Game;
        effects
    }

    fn stop_session(&mut self) -> Vec<Effect> {
        let Some(session) = &self.session else {
            return Vec::new();
        };
        let mut effects = Vec::new();
        if session.thinking().is_some() {
            effects.push(Effect::Stop);
        }
        effects.extend(session.stop_engines());
        effects
    }

    fn rematch(&mut self) -> Vec<Effect> {
        let Some(session) = &self.session else {
            return Vec::new();
        };
        let [one, two] = session.players().clone();
        let clock = session.clock().map(|c| Clock::new(c.control()));
        match session::replay(session.game(), session.options(), 0) {
            Some(game) => self.start(
                NewGame {
                    game,
                    options: session.options().clone(),
                    players: [two, one],
                },
                clock,
            ),
            None => Vec::new(),
        }
    }

    /// Whether leaving the screen now asks first: the setting is on and a
    /// game is in progress on screen.
    fn leaving_asks(&self) -> bool {
        self.settings.confirm_quit && matches!(self.page, Page::Game) && self.can_continue()
    }

    /// Whether a question is open over the game, which waits for it (a
    /// watched game must not play on behind "Leave this game?").
    fn question_over_game(&self) -> bool {
        self.confirm.is_some() && matches!(self.page, Page::Game)
    }

    /// The game on screen goes on after a question: the reports held
    /// meanwhile are heard, and the computer's turn is scheduled.
    fn resume(&mut self) -> Vec<Effect> {
        let held = std::mem::take(&mut self.held);
        let (Page::Game, Some(session)) = (&self.page, &mut self.session) else {
            return Vec::new();
        };
        let mut effects: Vec<Effect> = held
            .into_iter()
            .flat_map(|report| session.report(report, &self.settings))
            .collect();
        effects.extend(session.schedule(&self.settings));
        effects
    }

    fn confirm_action(&mut self, action: Action) -> Vec<Effect> {
        let mut effects = self.answer(action);
        if self.confirm.is_none() {
            effects.extend(self.resume());
        }
        effects
    }

    fn answer(&mut self, action: Action) -> Vec<Effect> {
        let Some(confirm) = self.confirm.take() else {
            return Vec::new();
        };
        if matches!(confirm, Confirm::LeaveSeat { .. }) && action == Action::Resign {
            return self.resign_seat();
        }
        if action != Action::Yes {
            self.declined(&confirm);
            return Vec::new();
        }
        match confirm {
            Confirm::LeaveGame => self.leave_game(),
            Confirm::QuitApp | Confirm::Quit => self.quit(),
            Confirm::DeleteSave(name) => vec![Effect::Files(FileRequest::Delete(name))],
            Confirm::ReplaceSave(request) => {
                vec![Effect::Files(FileRequest::SaveAs(SaveRequest {
                    replace: true,
                    ..request
                }))]
            }
            Confirm::ReplaceGame(request) => vec![Effect::Files(FileRequest::Open(request))],
            Confirm::Resign { loser, .. } => self
                .session
                .as_mut()
                .map(|session| session.resign(loser))
                .unwrap_or_default(),
            Confirm::AcceptDraw { .. } => self
                .session
                .as_mut()
                .map(Session::agree_draw)
                .unwrap_or_default(),
            Confirm::LeaveSeat { .. } => self.leave_room(),
        }
    }

    /// A question answered no: a draw declined is said under the board.
    fn declined(&mut self, confirm: &Confirm) {
        if let (Confirm::AcceptDraw { game, by }, Some(session)) = (confirm, &mut self.session) {
            let declines = game.side_names()[by.opponent().index()];
            session.note(text::draw_declined(declines));
        }
    }

    /// Resigning and offering a draw, which may ask a question first;
    /// none for the other actions.
    fn ending_action(&mut self, action: Action) -> Option<Vec<Effect>> {
        let session = self.session.as_mut()?;
        let game = session.game().id();
        match action {
            Action::Resign => {
                if let Some(loser) = session.resigner() {
                    self.confirm = Some(Confirm::Resign { game, loser });
                }
                Some(Vec::new())
            }
            Action::OfferDraw => match session.draw_answer() {
                Some(DrawAnswer::Person(_)) if game.can_draw() => {
                    let by = session.game().side_to_move();
                    self.confirm = Some(Confirm::AcceptDraw { game, by });
                    Some(Vec::new())
                }
                _ => Some(session.offer_draw()),
            },
            _ => None,
        }
    }

    /// From the game to the menu; the game waits behind Continue.
    fn leave_game(&mut self) -> Vec<Effect> {
        self.page = Page::Menu(MenuScreen::default());
        self.session
            .as_mut()
            .map(Session::leave)
            .unwrap_or_default()
    }

    /// Where the export prompt starts: the exports folder, named for the
    /// game (the shell answers with a free name if it is taken).
    fn export_path(&self, game: GameId, format: ExportFormat) -> String {
        let file = format.file_name(game);
        match &self.locations {
            Some(paths) => shown(&paths.exports().join(file)),
            None => file,
        }
    }

    fn game_action(&mut self, action: Action) -> Vec<Effect> {
        if let Some(effects) = self.visit_game_action(action) {
            return effects;
        }
        if let Some(effects) = self.ending_action(action) {
            return effects;
        }
        if action == Action::ToMenu && self.leaving_asks() {
            self.confirm = Some(Confirm::LeaveGame);
            return Vec::new();
        }
        if action == Action::Export
            && let Some(session) = &self.session
        {
            // The prompt opens when the shell says which name is free.
            let game = session.game().id();
            let path = self.export_path(game, ExportFormat::preferred(game));
            return vec![Effect::Files(FileRequest::SuggestExport { path })];
        }
        let Some(session) = &mut self.session else {
            self.page = Page::Menu(MenuScreen::default());
            return Vec::new();
        };
        let chosen = match (action, session.over_choice()) {
            (Action::Activate, Some(choice)) => Some(choice),
            (Action::OverNew, _) => Some(OverChoice::NewGame),
            (Action::OverRematch, _) => Some(OverChoice::Rematch),
            (Action::ToMenu, _) => Some(OverChoice::Menu),
            _ => None,
        };
        match (action, chosen) {
            (Action::Activate, None) if session.context() == Context::SaveName => {
                match session.take_save_name() {
                    Some(name) => vec![Effect::Files(FileRequest::SaveAs(SaveRequest {
                        name,
                        record: Box::new(session.record()),
                        replace: false,
                    }))],
                    None => Vec::new(),
                }
            }
            (Action::Activate, None) if session.context() == Context::ExportPath => {
                let Some((path, format)) = session.take_export() else {
                    return Vec::new();
                };
                match session.export_text(format) {
                    Ok(text) => vec![Effect::Files(FileRequest::Export(ExportRequest {
                        path,
                        file_name: format.file_name(session.game().id()),
                        text,
                    }))],
                    Err(error) => {
                        session.warn(error.to_string());
                        Vec::new()
                    }
                }
            }
            (_, Some(OverChoice::NewGame)) => {
                let effects = session.leave();
                self.open_setup();
                effects
            }
            (_, Some(OverChoice::Rematch)) => self.rematch(),
            (_, Some(OverChoice::Review)) => session.act(Action::Review, &self.settings),
            (_, Some(OverChoice::Menu)) => self.leave_game(),
            (Action::Rules, None) => {
                let tab = Tab::Game(session.game().id());
                self.page = Page::Rules(RulesView::new(tab, Screen::Game));
                Vec::new()
            }
            (Action::Faster | Action::Slower, None) => {
                let slower = action == Action::Slower;
                self.settings.pause_ms = settings::step(
                    self.settings.pause_ms,
                    settings::PAUSE_STEP_MS,
                    0,
                    settings::PAUSE_MAX_MS,
                    slower,
                );
                session.note(text::pause_set(self.settings.pause_ms));
                Vec::new()
            }
            (_, None) => session.act(action, &self.settings),
        }
    }

    /// The export prompt, offering the free name the shell found.
    fn open_export(&mut self, path: &str) {
        if let (Page::Game, Some(session)) = (&self.page, &mut self.session) {
            let format = ExportFormat::preferred(session.game().id());
            session.open_export(path, format);
        }
    }

    fn load_step(&mut self, step: LoadStep) -> Vec<Effect> {
        match step {
            LoadStep::Stay => {}
            LoadStep::Open(request) => {
                // The autosave holds only one game: ask before replacing it.
                if self.can_continue() {
                    self.confirm = Some(Confirm::ReplaceGame(request));
                } else {
                    return vec![Effect::Files(FileRequest::Open(request))];
                }
            }
            LoadStep::AskDelete(name) => self.confirm = Some(Confirm::DeleteSave(name)),
            LoadStep::AskImport => {
                let start = self.import_start();
                if let Page::Load(load) = &mut self.page {
                    load.open_import(&start);
                }
            }
            LoadStep::Back => self.back_to_menu(MenuItem::LoadGame),
        }
        Vec::new()
    }

    /// Where the import prompt starts: the exports folder, ready for a
    /// file name.
    fn import_start(&self) -> String {
        self.locations
            .as_ref()
            .map(|paths| {
                let mut folder = shown(&paths.exports());
                folder.push(std::path::MAIN_SEPARATOR);
                folder
            })
            .unwrap_or_default()
    }

    fn mouse(&mut self, mouse: MouseEvent) -> Vec<Effect> {
        if !self.settings.mouse || !matches!(self.page, Page::Game) {
            return Vec::new();
        }
        let Some(session) = &mut self.session else {
            return Vec::new();
        };
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        let clicked = matches!(mouse.kind, MouseEventKind::Down(MouseButton::Left));
        if let Some(effects) = clicked
            .then(|| session.click_graph(area, mouse.column, mouse.row, &self.settings))
            .flatten()
        {
            return effects;
        }
        let layout = layout::game(area, session.game().id(), session.flipped);
        let Some(at) = layout.board.square_at(mouse.column, mouse.row) else {
            return Vec::new();
        };
        match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => session.click(at, &self.settings),
            // The end of a drag: the piece the press picked up goes there.
            MouseEventKind::Up(MouseButton::Left) => session.release(at, &self.settings),
            _ => Vec::new(),
        }
    }
}
