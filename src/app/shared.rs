//! What the screens do with the state they share ([`Shared`]): the moves
//! between screens that several of them make (start a game, back to the
//! menu, the questions answered), each saying where it leads as an
//! [`Outcome`], so no screen names another it could be reached from.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::confirm::Confirm;
use super::event::{Effect, FileRequest, SaveRequest};
use super::files::Kept;
use super::game::GameView;
use super::keymap::Action;
use super::menu::{MenuItem, MenuScreen};
use super::players::NewGame;
use super::rules::{RulesView, Tab};
use super::screen::Screen;
use super::session::{self, Session};
use super::settings::{self, Settings};
use super::settings_screen::SettingsScreen;
use super::setup::Setup;
use super::{Outcome, Shared, text};
use crate::games::Clock;
use crate::i18n::Lang;
use crate::learn::progress::Progress;
use crate::rooms::Phase;
use crate::storage::stats::Stats;

impl Shared {
    pub(super) fn new(settings: Settings, seed: u64) -> Shared {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        Shared {
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
            progress: Progress::default(),
            puzzle_ratings: Default::default(),
            confirm: None,
            held: Vec::new(),
            time: None,
            visit: None,
            locale: Lang::default(),
            practice: None,
        }
    }

    /// The language the reader reads.
    pub(super) fn lang(&self) -> Lang {
        self.settings.lang(self.locale)
    }

    /// Tells the game the reader's language and notation, as they may
    /// have changed since the last event (Settings).
    pub(super) fn speak(&mut self) {
        let lang = self.lang();
        if let Some(session) = &mut self.session {
            session.set_lang(lang);
            session.set_notation(self.settings.notation);
        }
    }

    pub(super) fn can_continue(&self) -> bool {
        self.session.as_ref().is_some_and(|s| !s.is_over())
    }

    /// The menu entries shown now: Continue only with a game unfinished;
    /// over SSH, none that reads or writes files.
    pub(super) fn menu_items(&self) -> Vec<MenuItem> {
        if self.serving() {
            return MenuItem::SERVING.to_vec();
        }
        MenuItem::shown(self.can_continue())
    }

    /// The Settings screen's rows: over SSH, none for engines.
    pub(super) fn settings_fields(&self) -> &'static [settings::Field] {
        if self.serving() {
            &settings::Field::SERVED
        } else {
            &settings::Field::ALL
        }
    }

    /// Whether leaving the game on screen asks first: the setting is on
    /// and the game is in progress.
    pub(super) fn leaving_game_asks(&self) -> bool {
        self.settings.confirm_quit && self.can_continue()
    }

    /// Whether starting another game asks first: the setting is on and
    /// the game it replaces is at stake (it is archived either way).
    pub(super) fn replacing_game_asks(&self) -> bool {
        self.settings.confirm_quit && self.session.as_ref().is_some_and(Session::at_stake)
    }

    pub(super) fn quit(&mut self) -> Vec<Effect> {
        let mut effects = match &mut self.session {
            Some(session) => session.leave(),
            None => Vec::new(),
        };
        effects.push(Effect::Quit);
        effects
    }

    /// Quitting from the menu or the lobby: at once, or a question first
    /// when something is at stake (see [`Shared::quit_question`]).
    pub(super) fn ask_quit(&mut self) -> Outcome {
        match self.quit_question() {
            Some(question) => {
                self.confirm = Some(question);
                Outcome::stay()
            }
            None => self.quit().into(),
        }
    }

    /// What quitting asks first: a seat of the visitor's in a room's game
    /// under way, else a game of one's own in progress (kept locally for
    /// Continue; over SSH it goes with the session).
    pub(super) fn quit_question(&self) -> Option<Confirm> {
        // The room on screen says so itself; the lobby's rows for rooms
        // left for a while.
        let on_screen = self.session.as_ref().is_some_and(|s| {
            s.room()
                .is_some_and(|link| link.you.is_some() && link.playing && !s.is_over())
        });
        let seated = on_screen
            || self.visit.as_ref().is_some_and(|visit| {
                let mut rooms = visit.lobby.rooms().iter();
                rooms.any(|room| room.yours.is_some() && room.phase == Phase::Playing)
            });
        if seated {
            return Some(Confirm::QuitSeat);
        }
        let own_game = self
            .session
            .as_ref()
            .is_some_and(|s| s.room().is_none() && !s.is_over());
        match (own_game, self.serving()) {
            (false, _) => None,
            (true, false) => Some(Confirm::QuitApp),
            (true, true) => Some(Confirm::Quit),
        }
    }

    /// The menu, the cursor on its first entry.
    pub(super) fn menu(&self) -> Outcome {
        Outcome::to(MenuScreen::default())
    }

    /// Back to the menu, the cursor on the entry that opens `from`, the
    /// screen left.
    pub(super) fn back_to_menu(&self, from: Screen) -> Outcome {
        match MenuItem::opening(from) {
            Some(item) => Outcome::to(MenuScreen::on(item, &self.menu_items())),
            None => self.menu(),
        }
    }

    /// Where a screen goes back to: the game if there is one to go to,
    /// else the menu.
    pub(super) fn go_back(&self, back: Screen, from: Screen) -> Outcome {
        match back {
            Screen::Game if self.session.is_some() => Outcome::to(GameView),
            Screen::Practice if self.practice.is_some() => {
                Outcome::to(super::practice::PracticeView)
            }
            _ => self.back_to_menu(from),
        }
    }

    /// The new-game form, with the choices it was last left with.
    pub(super) fn open_setup(&self) -> Outcome {
        let mut setup = self.setup.clone();
        setup.set_room(false);
        setup.offer_engines(&self.settings.engines);
        setup.set_person(self.settings.person());
        Outcome::to(setup)
    }

    /// Back on Settings from the engines, on the row that opened them.
    pub(super) fn back_from_engines(&self) -> Outcome {
        let row = settings::Field::ALL
            .iter()
            .position(|&f| f == settings::Field::Engines)
            .unwrap_or(0);
        Outcome::to(SettingsScreen { row })
    }

    /// A game's lessons; their How-to-play page goes back to `back`.
    pub(super) fn open_lessons(game: crate::games::GameId, back: Screen) -> Outcome {
        Outcome::to(super::lessons::LessonsView::new(game, back))
    }

    /// The How-to-play pages from their first, going back to `back`.
    pub(super) fn open_rules(back: Screen) -> Outcome {
        Outcome::to(RulesView::new(Tab::ALL[0], back))
    }

    /// Replaces the game with a new one (on `clock`, if given) and shows it;
    /// a game in progress it replaces goes to the archive, never lost.
    pub(super) fn start(&mut self, new: NewGame, clock: Option<Clock>) -> Outcome {
        let mut effects = self.stop_session();
        effects.extend(self.keep_replaced());
        self.sessions += 1;
        let mut session = Session::new(new, self.sessions).with_clock(clock);
        session.set_lang(self.lang());
        session.set_notation(self.settings.notation);
        effects.extend(self.fair_own_game(&mut session));
        effects.extend(session.schedule(&self.settings));
        self.session = Some(session);
        self.skip_count_if_over();
        Outcome::to(GameView).with(effects)
    }

    /// The game in progress, archived as abandoned (with its moves, for
    /// the Games list and Review) before another takes its place.
    fn keep_replaced(&self) -> Option<Effect> {
        let finished = self.session.as_ref()?.abandoned()?;
        Some(Effect::Files(FileRequest::Archive(Box::new(finished))))
    }

    /// The game the New game form was left describing, started: the form
    /// was checked before the question, so it starts.
    pub(super) fn start_from_setup(&mut self) -> Outcome {
        let mut setup = self.setup.clone();
        match setup.start(self.lang(), &mut self.rng) {
            Ok((new, control)) => {
                setup.started(&mut self.rng);
                self.setup = setup;
                self.start(new, control.map(Clock::new))
            }
            Err(error) => {
                setup.fail(error);
                Outcome::to(setup)
            }
        }
    }

    pub(super) fn stop_session(&mut self) -> Vec<Effect> {
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

    pub(super) fn rematch(&mut self) -> Outcome {
        let Some(session) = &self.session else {
            return Outcome::stay();
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
            None => Outcome::stay(),
        }
    }

    /// From the game to the menu; the game waits behind Continue.
    pub(super) fn leave_game(&mut self) -> Outcome {
        let effects = self
            .session
            .as_mut()
            .map(Session::leave)
            .unwrap_or_default();
        self.menu().with(effects)
    }

    /// The question on screen answered.
    pub(super) fn answer(&mut self, action: Action) -> Outcome {
        let Some(confirm) = self.confirm.take() else {
            return Outcome::stay();
        };
        if matches!(confirm, Confirm::LeaveSeat { .. }) && action == Action::Resign {
            return self.resign_seat().into();
        }
        if action != Action::Yes {
            self.declined(&confirm);
            return Outcome::stay();
        }
        match confirm {
            Confirm::LeaveGame => self.leave_game(),
            Confirm::QuitApp | Confirm::Quit | Confirm::QuitSeat => self.quit().into(),
            Confirm::DeleteSave(name) => vec![Effect::Files(FileRequest::Delete(name))].into(),
            Confirm::ReplaceSave(request) => {
                vec![Effect::Files(FileRequest::SaveAs(SaveRequest {
                    replace: true,
                    ..request
                }))]
                .into()
            }
            Confirm::ReplaceGame(request) => vec![Effect::Files(FileRequest::Open(request))].into(),
            Confirm::ReviewArchived { game, row } => self.review_archived(&game, row),
            Confirm::Resign { loser, .. } => self
                .session
                .as_mut()
                .map(|session| session.resign(loser))
                .unwrap_or_default()
                .into(),
            Confirm::AcceptDraw { .. } => self
                .session
                .as_mut()
                .map(Session::agree_draw)
                .unwrap_or_default()
                .into(),
            Confirm::LeaveSeat { .. } => self.leave_room(),
            Confirm::StartNew => self.start_from_setup(),
        }
    }

    /// A question answered no: a draw declined is said under the board.
    fn declined(&mut self, confirm: &Confirm) {
        let lang = self.lang();
        if let (Confirm::AcceptDraw { game, by }, Some(session)) = (confirm, &mut self.session) {
            let declines = game.side_titles(lang)[by.opponent().index()];
            session.note(text::draw_declined(lang, declines));
        }
    }
}
