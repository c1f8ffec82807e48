//! The app's state machine, with no drawing and no terminal: events come
//! in through [`App::handle`], the only place state changes, and what the
//! loop must do outside (start or stop a search, quit) comes back out as
//! [`Effect`]s.

pub mod keymap;
pub mod layout;
pub mod persist;
pub mod rules;
pub mod session;
pub mod settings;
pub mod setup;
pub mod text;
pub mod text_field;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use ratatui::crossterm::event::{KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::ai::{Report, Request};
use crate::storage::paths::shown;
use keymap::{Action, Context, Key};
use rules::Tab;
use session::{NewGame, OverChoice, Player, Session};
use settings::Settings;
use setup::Setup;

/// The longest file path the import and export prompts take.
pub const MAX_PATH: usize = 1024;

/// Everything that can happen to the app, on one channel.
#[derive(Clone, Debug)]
pub enum Event {
    Key(KeyEvent),
    Mouse(MouseEvent),
    Resize(u16, u16),
    Ai(Report),
    /// Time passing, sent only while something moves on screen.
    Tick,
}

/// What the loop carries out for the app.
#[derive(Clone, Debug)]
pub enum Effect {
    /// Start a search (cancelling any under way).
    Think(Box<Request>),
    /// Stop the search under way.
    Stop,
    /// Turn mouse capture on or off.
    Mouse(bool),
    Quit,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Screen {
    Menu,
    Setup,
    Game,
    Rules,
    Settings,
    Statistics,
    Load,
    About,
}

/// The main menu's entries.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MenuItem {
    Continue,
    NewGame,
    LoadGame,
    Rules,
    Settings,
    Statistics,
    About,
    Quit,
}

impl MenuItem {
    pub fn label(self) -> &'static str {
        match self {
            MenuItem::Continue => text::MENU_CONTINUE,
            MenuItem::NewGame => text::MENU_NEW,
            MenuItem::LoadGame => text::MENU_LOAD,
            MenuItem::Rules => text::MENU_RULES,
            MenuItem::Settings => text::MENU_SETTINGS,
            MenuItem::Statistics => text::MENU_STATISTICS,
            MenuItem::About => text::MENU_ABOUT,
            MenuItem::Quit => text::MENU_QUIT,
        }
    }
}

/// A question asked before something that cannot be taken back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Confirm {
    /// Leave the game in progress for the menu.
    LeaveGame,
    /// Quit the app from a game in progress.
    QuitApp,
    /// Delete a named save.
    DeleteSave(crate::storage::saves::SaveName),
    /// Write a named save over an older one of the same name.
    ReplaceSave(persist::SaveRequest),
    /// Load or import a game in place of the unfinished one.
    ReplaceGame(persist::LoadRequest),
}

impl Confirm {
    pub fn question(&self) -> String {
        match self {
            Confirm::LeaveGame => text::CONFIRM_LEAVE.to_string(),
            Confirm::QuitApp => text::CONFIRM_QUIT.to_string(),
            Confirm::DeleteSave(name) => text::confirm_delete(name.as_str()),
            Confirm::ReplaceSave(request) => text::confirm_replace_save(request.name.as_str()),
            Confirm::ReplaceGame(_) => text::CONFIRM_REPLACE_GAME.to_string(),
        }
    }
}

/// The How-to-play screen: which page, how far down, where Esc goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RulesView {
    pub tab: usize,
    pub scroll: u16,
    back: Screen,
}

pub struct App {
    screen: Screen,
    settings: Settings,
    session: Option<Session>,
    sessions: u64,
    setup: Setup,
    menu: usize,
    rules: RulesView,
    settings_row: usize,
    size: (u16, u16),
    /// Ticks seen, for the spinner.
    frame: u64,
    rng: ChaCha8Rng,
    /// Lines for the main menu: files that could not be used.
    notices: Vec<String>,
    /// The themes the Settings screen offers.
    theme_names: Vec<String>,
    /// Where settings and saves are kept, for the About screen; none when
    /// the app runs without files (tests).
    locations: Option<crate::storage::Paths>,
    /// Results so far, for the Statistics screen; the loop loads and
    /// updates them.
    stats: crate::storage::stats::Stats,
    /// A game to save under a name, waiting for the loop.
    save_request: Option<persist::SaveRequest>,
    /// What the Load screen wants from the loop.
    load_request: Option<persist::LoadRequest>,
    /// The named saves, as the loop last listed them, and the one chosen.
    save_list: Vec<crate::storage::saves::SaveEntry>,
    load_row: usize,
    /// A line under the Load screen's list: an import or a delete that
    /// went wrong.
    load_message: Option<String>,
    /// The file to import, as typed so far, while the Load screen asks.
    import_path: Option<String>,
    /// A game to write to a file, waiting for the loop.
    export_request: Option<persist::ExportRequest>,
    /// The question waiting for a yes or no.
    confirm: Option<Confirm>,
}

impl App {
    /// A new app at the main menu; `seed` draws every random choice
    /// (Massacre deals, random sides), so tests repeat.
    pub fn new(settings: Settings, seed: u64) -> App {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        App {
            screen: Screen::Menu,
            settings,
            session: None,
            sessions: 0,
            setup: Setup::new(&mut rng),
            menu: 0,
            rules: RulesView {
                tab: 0,
                scroll: 0,
                back: Screen::Menu,
            },
            settings_row: 0,
            size: (80, 24),
            frame: 0,
            rng,
            notices: Vec::new(),
            theme_names: Vec::new(),
            locations: None,
            stats: crate::storage::stats::Stats::default(),
            save_request: None,
            load_request: None,
            save_list: Vec::new(),
            load_row: 0,
            load_message: None,
            import_path: None,
            export_request: None,
            confirm: None,
        }
    }

    /// Opens straight into a game (`tabuleiro play`); the effects start
    /// the computer if it moves first.
    pub fn play(&mut self, new: NewGame) -> Vec<Effect> {
        self.start(new)
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn rules(&self) -> RulesView {
        self.rules
    }
    pub fn settings_row(&self) -> usize {
        self.settings_row
    }
    pub fn frame(&self) -> u64 {
        self.frame
    }

    /// The menu entries shown now: Continue only with a game unfinished.
    pub fn menu_items(&self) -> Vec<MenuItem> {
        let unfinished = self.session.as_ref().is_some_and(|s| !s.is_over());
        let mut items = Vec::new();
        if unfinished {
            items.push(MenuItem::Continue);
        }
        items.extend([
            MenuItem::NewGame,
            MenuItem::LoadGame,
            MenuItem::Rules,
            MenuItem::Settings,
            MenuItem::Statistics,
            MenuItem::About,
            MenuItem::Quit,
        ]);
        items
    }

    pub fn menu_selected(&self) -> usize {
        self.menu.min(self.menu_items().len() - 1)
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
        match self.screen {
            Screen::Menu => Context::Menu,
            Screen::Setup => Context::Setup,
            Screen::Game => self
                .session
                .as_ref()
                .map_or(Context::Menu, Session::context),
            Screen::Rules => Context::Rules,
            Screen::Settings => Context::Settings,
            Screen::Statistics => Context::Statistics,
            Screen::Load if self.import_path.is_some() => Context::ImportPath,
            Screen::Load => Context::Load,
            Screen::About => Context::About,
        }
    }

    /// The bindings the hint line shows: the context's, less those that
    /// would do nothing now.
    pub fn hints(&self) -> Vec<&'static keymap::Binding> {
        keymap::listed(self.context())
            .filter(|b| self.available(b.action))
            .collect()
    }

    fn available(&self, action: Action) -> bool {
        match (self.screen, &self.session) {
            (Screen::Game, Some(session)) => session.available(action),
            (Screen::Menu, session) if action == Action::MenuContinue => {
                session.as_ref().is_some_and(|s| !s.is_over())
            }
            _ => true,
        }
    }

    /// Whether the loop should send ticks now; otherwise it just waits.
    pub fn wants_ticks(&self) -> bool {
        self.session.as_ref().is_some_and(Session::wants_ticks)
    }

    /// The one place the state changes.
    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        match event {
            Event::Key(key) if key.kind == KeyEventKind::Press => match Key::from_event(&key) {
                Some(keymap::QUIT_KEY) if self.confirm.is_none() && self.leaving_asks() => {
                    self.confirm = Some(Confirm::QuitApp);
                    Vec::new()
                }
                // A second Ctrl-C at the question quits too.
                Some(keymap::QUIT_KEY) => vec![Effect::Stop, Effect::Quit],
                Some(key) => self.key(key),
                None => Vec::new(),
            },
            Event::Key(_) => Vec::new(),
            Event::Mouse(mouse) => self.mouse(mouse),
            Event::Resize(width, height) => {
                self.size = (width, height);
                self.clamp_scroll();
                Vec::new()
            }
            Event::Ai(report) => match &mut self.session {
                Some(session) => session.report(report, &self.settings),
                None => Vec::new(),
            },
            Event::Tick => {
                self.frame += 1;
                match &mut self.session {
                    Some(session) => session.tick(&self.settings),
                    None => Vec::new(),
                }
            }
        }
    }

    fn key(&mut self, key: Key) -> Vec<Effect> {
        let context = self.context();
        // Text entry takes the keys the table leaves free.
        if let Some(effects) = self.typed(context, key) {
            return effects;
        }
        let Some(action) = keymap::action(context, key) else {
            return Vec::new();
        };
        if context == Context::Confirm {
            return self.confirm_action(action);
        }
        match self.screen {
            Screen::Menu => self.menu_action(action),
            Screen::Setup => self.setup_action(action),
            Screen::Game => self.game_action(action),
            Screen::Rules => {
                self.rules_action(action);
                Vec::new()
            }
            Screen::Settings => self.settings_action(action),
            Screen::Load => {
                self.load_action(action);
                Vec::new()
            }
            Screen::About | Screen::Statistics => {
                self.screen = Screen::Menu;
                Vec::new()
            }
        }
    }

    /// Characters for the move prompt and the form's text fields.
    fn typed(&mut self, context: Context, key: Key) -> Option<Vec<Effect>> {
        let bound = keymap::action(context, key).is_some();
        match (context, key) {
            (Context::Prompt, Key::Char(c)) => self.session.as_mut()?.type_char(c),
            (Context::Prompt, Key::Backspace) => self.session.as_mut()?.backspace(),
            (Context::SaveName | Context::ExportPath, Key::Char(c)) if !bound => {
                self.session.as_mut()?.type_char(c)
            }
            (Context::SaveName | Context::ExportPath, Key::Backspace) => {
                self.session.as_mut()?.backspace()
            }
            (Context::ImportPath, Key::Char(c)) if !bound => {
                let path = self.import_path.as_mut()?;
                if path.chars().count() < MAX_PATH && !c.is_control() {
                    path.push(c);
                }
            }
            (Context::ImportPath, Key::Backspace) => {
                self.import_path.as_mut()?.pop();
            }
            (Context::Setup, Key::Char(c)) if self.setup.is_text() && !bound => {
                self.setup.type_char(c);
            }
            (Context::Setup, Key::Backspace) => self.setup.backspace(),
            _ => return None,
        }
        Some(Vec::new())
    }

    fn menu_action(&mut self, action: Action) -> Vec<Effect> {
        let items = self.menu_items();
        let item = match action {
            Action::Up => {
                self.menu = (self.menu_selected() + items.len() - 1) % items.len();
                return Vec::new();
            }
            Action::Down => {
                self.menu = (self.menu_selected() + 1) % items.len();
                return Vec::new();
            }
            Action::Activate => items[self.menu_selected()],
            Action::MenuContinue if items.contains(&MenuItem::Continue) => MenuItem::Continue,
            Action::MenuNew => MenuItem::NewGame,
            Action::MenuLoad => MenuItem::LoadGame,
            Action::MenuRules => MenuItem::Rules,
            Action::MenuSettings => MenuItem::Settings,
            Action::MenuStatistics => MenuItem::Statistics,
            Action::MenuAbout => MenuItem::About,
            Action::Quit => MenuItem::Quit,
            _ => return Vec::new(),
        };
        match item {
            MenuItem::Continue => {
                self.screen = Screen::Game;
                self.session
                    .as_mut()
                    .map(|s| s.schedule(&self.settings))
                    .unwrap_or_default()
            }
            MenuItem::NewGame => {
                self.screen = Screen::Setup;
                Vec::new()
            }
            MenuItem::LoadGame => {
                self.screen = Screen::Load;
                self.load_row = 0;
                self.save_list.clear();
                self.load_request = Some(persist::LoadRequest::List);
                Vec::new()
            }
            MenuItem::Rules => {
                self.open_rules(0, Screen::Menu);
                Vec::new()
            }
            MenuItem::Settings => {
                self.screen = Screen::Settings;
                Vec::new()
            }
            MenuItem::Statistics => {
                self.screen = Screen::Statistics;
                Vec::new()
            }
            MenuItem::About => {
                self.screen = Screen::About;
                Vec::new()
            }
            MenuItem::Quit => vec![Effect::Stop, Effect::Quit],
        }
    }

    fn setup_action(&mut self, action: Action) -> Vec<Effect> {
        match action {
            Action::Up => self.setup.up(),
            Action::Down => self.setup.down(),
            Action::Left => self.setup.change(false),
            Action::Right => self.setup.change(true),
            Action::Back => self.screen = Screen::Menu,
            Action::Activate => {
                return match self.setup.start(&mut self.rng) {
                    Ok(new) => self.start(new),
                    Err(error) => {
                        self.setup.error = Some(error);
                        Vec::new()
                    }
                };
            }
            _ => {}
        }
        Vec::new()
    }

    /// Replaces the session with a new game and shows it.
    fn start(&mut self, new: NewGame) -> Vec<Effect> {
        let mut effects = self.stop_session();
        self.sessions += 1;
        let mut session = Session::new(new, self.sessions);
        effects.extend(session.schedule(&self.settings));
        self.session = Some(session);
        self.screen = Screen::Game;
        self.menu = 0;
        effects
    }

    fn stop_session(&mut self) -> Vec<Effect> {
        match self.session.as_ref().and_then(Session::thinking) {
            Some(_) => vec![Effect::Stop],
            None => Vec::new(),
        }
    }

    fn rematch(&mut self) -> Vec<Effect> {
        let Some(session) = &self.session else {
            return Vec::new();
        };
        let [one, two] = session.players().clone();
        let players: [Player; 2] = [two, one];
        let game = session::replay(session.game(), session.options(), 0);
        match game {
            Some(game) => self.start(NewGame {
                game,
                options: session.options().clone(),
                players,
            }),
            None => Vec::new(),
        }
    }

    /// Whether leaving the screen now asks first: the setting is on and a
    /// game is in progress on screen.
    fn leaving_asks(&self) -> bool {
        self.settings.confirm_quit
            && self.screen == Screen::Game
            && self.session.as_ref().is_some_and(|s| !s.is_over())
    }

    fn confirm_action(&mut self, action: Action) -> Vec<Effect> {
        let Some(confirm) = self.confirm.take() else {
            return Vec::new();
        };
        if action != Action::Yes {
            return Vec::new();
        }
        match confirm {
            Confirm::LeaveGame => self.leave_game(),
            Confirm::QuitApp => vec![Effect::Stop, Effect::Quit],
            Confirm::DeleteSave(name) => {
                self.load_request = Some(persist::LoadRequest::Delete(name));
                Vec::new()
            }
            Confirm::ReplaceSave(request) => {
                self.save_request = Some(persist::SaveRequest {
                    replace: true,
                    ..request
                });
                Vec::new()
            }
            Confirm::ReplaceGame(request) => {
                self.load_request = Some(request);
                Vec::new()
            }
        }
    }

    /// From the game to the menu; the game waits behind Continue.
    fn leave_game(&mut self) -> Vec<Effect> {
        self.screen = Screen::Menu;
        self.menu = 0;
        self.session
            .as_mut()
            .map(Session::leave)
            .unwrap_or_default()
    }

    /// Where the export prompt starts: the exports folder, named for the
    /// game (the loop picks a free name if it is taken).
    fn export_path(&self, game: crate::games::GameId, format: persist::ExportFormat) -> String {
        let file = format.file_name(game);
        match &self.locations {
            Some(paths) => shown(&paths.exports().join(file)),
            None => file,
        }
    }

    fn game_action(&mut self, action: Action) -> Vec<Effect> {
        if action == Action::ToMenu && self.leaving_asks() {
            self.confirm = Some(Confirm::LeaveGame);
            return Vec::new();
        }
        if action == Action::Export
            && let Some(session) = &self.session
        {
            let game = session.game().id();
            let format = persist::ExportFormat::preferred(game);
            let path = self.export_path(game, format);
            if let Some(session) = &mut self.session {
                session.open_export(path, format);
            }
            return Vec::new();
        }
        let Some(session) = &mut self.session else {
            self.screen = Screen::Menu;
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
                if let Some(name) = session.take_save_name() {
                    self.save_request = Some(persist::SaveRequest {
                        name,
                        record: Box::new(persist::record(session)),
                        replace: false,
                    });
                }
                Vec::new()
            }
            (Action::Activate, None) if session.context() == Context::ExportPath => {
                if let Some((path, format)) = session.take_export() {
                    match persist::export_text(session, format) {
                        Ok(text) => {
                            self.export_request = Some(persist::ExportRequest {
                                path,
                                file_name: format.file_name(session.game().id()),
                                text,
                            })
                        }
                        Err(error) => session.warn(error.to_string()),
                    }
                }
                Vec::new()
            }
            (_, Some(OverChoice::NewGame)) => {
                self.screen = Screen::Setup;
                session.leave()
            }
            (_, Some(OverChoice::Rematch)) => self.rematch(),
            (_, Some(OverChoice::Review)) => session.act(Action::Review, &self.settings),
            (_, Some(OverChoice::Menu)) => self.leave_game(),
            (Action::Rules, None) => {
                let game = session.game().id();
                let tab = Tab::ALL
                    .iter()
                    .position(|&t| t == Tab::Game(game))
                    .unwrap_or(0);
                self.open_rules(tab, Screen::Game);
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

    fn load_action(&mut self, action: Action) {
        if self.import_path.is_some() {
            self.import_action(action);
            return;
        }
        let count = self.save_list.len();
        match action {
            Action::Up => self.load_row = self.load_row.saturating_sub(1),
            Action::Down => self.load_row = (self.load_row + 1).min(count.saturating_sub(1)),
            Action::Activate => {
                if let Some(entry) = self.save_list.get(self.load_row) {
                    let request = persist::LoadRequest::Load(entry.name.clone());
                    self.open_from_load(request);
                }
            }
            Action::Delete => {
                if let Some(entry) = self.save_list.get(self.load_row) {
                    self.confirm = Some(Confirm::DeleteSave(entry.name.clone()));
                }
            }
            Action::Import => {
                self.load_message = None;
                self.import_path = Some(self.import_start());
            }
            Action::Back => self.screen = Screen::Menu,
            _ => {}
        }
    }

    fn import_action(&mut self, action: Action) {
        match action {
            Action::Activate => {
                let typed = self.import_path.take().unwrap_or_default();
                let path = typed.trim();
                if !path.is_empty() {
                    self.open_from_load(persist::LoadRequest::Import(path.to_string()));
                }
            }
            Action::Back => self.import_path = None,
            _ => {}
        }
    }

    /// Loads or imports a game, asking first when that would replace an
    /// unfinished one (the autosave holds only one game).
    fn open_from_load(&mut self, request: persist::LoadRequest) {
        if self.session.as_ref().is_some_and(|s| !s.is_over()) {
            self.confirm = Some(Confirm::ReplaceGame(request));
        } else {
            self.load_request = Some(request);
        }
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

    fn open_rules(&mut self, tab: usize, back: Screen) {
        self.rules = RulesView {
            tab,
            scroll: 0,
            back,
        };
        self.screen = Screen::Rules;
    }

    fn rules_action(&mut self, action: Action) {
        let count = Tab::ALL.len();
        let page = layout::rules_view_height(self.size);
        let view = &mut self.rules;
        match action {
            Action::NextTab => {
                view.tab = (view.tab + 1) % count;
                view.scroll = 0;
            }
            Action::PreviousTab => {
                view.tab = (view.tab + count - 1) % count;
                view.scroll = 0;
            }
            Action::Up => view.scroll = view.scroll.saturating_sub(1),
            Action::Down => view.scroll = view.scroll.saturating_add(1),
            Action::PageUp => view.scroll = view.scroll.saturating_sub(page),
            Action::PageDown => view.scroll = view.scroll.saturating_add(page),
            Action::Back => self.screen = view.back,
            _ => {}
        }
        self.clamp_scroll();
    }

    /// Keeps the How-to-play page from scrolling past its end.
    fn clamp_scroll(&mut self) {
        let tab = Tab::ALL[self.rules.tab.min(Tab::ALL.len() - 1)];
        let width = layout::rules_text_width(self.size);
        let height = rules::height(&rules::document(tab, width));
        let most = height.saturating_sub(layout::rules_view_height(self.size));
        self.rules.scroll = self.rules.scroll.min(most);
    }

    fn settings_action(&mut self, action: Action) -> Vec<Effect> {
        let fields = settings::Field::ALL;
        match action {
            Action::Up => self.settings_row = self.settings_row.saturating_sub(1),
            Action::Down => self.settings_row = (self.settings_row + 1).min(fields.len() - 1),
            Action::Left | Action::Right => {
                let field = fields[self.settings_row];
                self.settings.change(field, action == Action::Right);
                if field == settings::Field::Theme
                    && let Some(name) = settings::cycle(
                        &self.theme_names,
                        &self.settings.theme,
                        action == Action::Right,
                    )
                {
                    self.settings.theme = name;
                }
                if field == settings::Field::Mouse {
                    return vec![Effect::Mouse(self.settings.mouse)];
                }
            }
            Action::Back => self.screen = Screen::Menu,
            _ => {}
        }
        Vec::new()
    }

    fn mouse(&mut self, mouse: MouseEvent) -> Vec<Effect> {
        if !self.settings.mouse
            || self.screen != Screen::Game
            || mouse.kind != MouseEventKind::Down(MouseButton::Left)
        {
            return Vec::new();
        }
        let Some(session) = &mut self.session else {
            return Vec::new();
        };
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        let layout = layout::game(area, session.game().id(), session.flipped);
        match layout.board.square_at(mouse.column, mouse.row) {
            Some(at) => session.click(at, &self.settings),
            None => Vec::new(),
        }
    }
}
