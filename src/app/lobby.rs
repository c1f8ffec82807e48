//! The lobby of `tabuleiro serve`: the rooms as last heard, the one
//! under the cursor, a line of news, the name being changed, and whose
//! profile `p` looks up (a player of the room under the cursor, the
//! visitor, or anyone by name).

use super::Shared;
use super::event::Effect;
use super::keymap::{Action, Context, Key};
use super::screen::Screen;
use super::text;
use super::text_field::TextField;
use super::{Outcome, View};
use crate::games::GameId;
use crate::i18n::Explain;
use crate::i18n::Lang;
use crate::rating::Pace;
use crate::rooms::{
    NAME_MAX, NameRefusal, OPEN_ROOMS_PER_KEY, RoomRequest, RoomSummary, SeatView, own_room_limit,
};

/// What a lobby key asks of the app.
#[derive(Clone, Debug)]
pub enum LobbyStep {
    Stay,
    /// Ask the rooms.
    Ask(RoomRequest),
    /// A room asked for, to be entered when the answer comes.
    Enter(RoomRequest),
    /// A profile or a leaderboard asked for, to be shown when it comes.
    Look(RoomRequest),
    NewRoom,
    Menu,
    Rules,
    Puzzles,
    Quit,
}

#[derive(Clone, Debug, Default)]
pub struct LobbyScreen {
    rooms: Vec<RoomSummary>,
    selected: usize,
    message: Option<String>,
    /// The name field, while the name is being changed.
    name: Option<TextField>,
    /// Whose profile to look up, while `p`'s prompt is open.
    lookup: Option<Lookup>,
    /// The name others see.
    you: String,
    /// Why the user name was not taken as the name, until the first
    /// claim's answer tells it.
    login_refused: Option<NameRefusal>,
}

/// `p`'s prompt: a name typed, or one of those offered chosen with the
/// arrows.
#[derive(Clone, Debug)]
pub struct Lookup {
    /// The people seated in the room under the cursor, then the visitor.
    offered: Vec<String>,
    /// The one of `offered` the field was last set to.
    at: usize,
    field: TextField,
}

impl Lookup {
    /// The prompt set to the first person seated in `room` other than the
    /// visitor (`you`), else to the visitor.
    fn new(room: Option<&RoomSummary>, you: &str) -> Lookup {
        let seated = room.into_iter().flat_map(|r| r.seats.iter());
        let mut offered: Vec<String> = seated
            .filter_map(|seat| match seat {
                SeatView::Person { name, .. } if name != you => Some(name.clone()),
                _ => None,
            })
            .collect();
        offered.dedup();
        offered.push(you.to_string());
        let field = TextField::value(&offered[0], NAME_MAX);
        Lookup {
            offered,
            at: 0,
            field,
        }
    }

    /// The next name offered (the one before with `back`), selected so
    /// typing replaces it.
    fn turn(&mut self, back: bool) {
        let count = self.offered.len();
        self.at = (self.at + if back { count - 1 } else { 1 }) % count;
        self.field = TextField::value(&self.offered[self.at], NAME_MAX);
    }

    pub fn field(&self) -> &TextField {
        &self.field
    }

    /// Whether the arrows have another name to offer.
    fn choice(&self) -> bool {
        self.offered.len() > 1
    }

    /// The profile asked for: the name as typed, the visitor's own when
    /// nothing is.
    fn request(&self) -> RoomRequest {
        let name = self.field.text().trim();
        RoomRequest::Profile((!name.is_empty()).then(|| name.to_string()))
    }
}

impl LobbyScreen {
    pub fn new(you: &str) -> LobbyScreen {
        LobbyScreen {
            you: you.to_string(),
            ..LobbyScreen::default()
        }
    }

    pub fn rooms(&self) -> &[RoomSummary] {
        &self.rooms
    }

    pub fn selected(&self) -> usize {
        self.selected.min(self.rooms.len().saturating_sub(1))
    }

    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    pub fn name_field(&self) -> Option<&TextField> {
        self.name.as_ref()
    }

    /// `p`'s prompt, while open.
    pub fn lookup(&self) -> Option<&Lookup> {
        self.lookup.as_ref()
    }

    pub fn you(&self) -> &str {
        &self.you
    }

    /// The rooms as heard now, the visitor's own games first (the list
    /// is drawn in this order); the cursor stays on the room it was on.
    pub fn show(&mut self, rooms: Vec<RoomSummary>) {
        let (mut rooms, others): (Vec<_>, Vec<_>) =
            rooms.into_iter().partition(|r| r.yours.is_some());
        rooms.extend(others);
        let on = self.rooms.get(self.selected).map(|r| r.id.clone());
        self.selected = on
            .and_then(|id| rooms.iter().position(|r| r.id == id))
            .unwrap_or(self.selected);
        self.rooms = rooms;
    }

    /// The cursor onto the room `id`, if listed.
    pub fn select(&mut self, id: &str) {
        if let Some(at) = self.rooms.iter().position(|r| r.id == id) {
            self.selected = at;
        }
    }

    pub fn tell(&mut self, message: String) {
        self.message = Some(message);
    }

    /// The user name cannot be a name: said with the first claim's
    /// answer (the guest name, or a variant of it).
    pub fn refused_login(&mut self, refusal: NameRefusal) {
        self.login_refused = Some(refusal);
    }

    /// The name others see now, and a word when it changed: why, when
    /// it is not the one asked for (the user name refused, or `taken`,
    /// another key's).
    pub fn renamed(&mut self, lang: Lang, name: String, taken: Option<&str>) {
        match (self.login_refused.take(), taken) {
            (Some(refusal), _) => self.tell(text::login_name_refused(lang, refusal)),
            (None, Some(wanted)) => self.tell(text::name_taken(lang, wanted, &name)),
            (None, None) if name != self.you => self.tell(text::renamed(lang, &name)),
            (None, None) => {}
        }
        self.you = name;
    }

    /// Whether the visitor's key holds as many open rooms as it may, as
    /// last heard: a new room would be refused, so the form is not
    /// offered.
    fn at_room_limit(&self) -> bool {
        self.rooms.iter().filter(|room| room.held).count() >= OPEN_ROOMS_PER_KEY
    }

    /// The text field open (the name's or `p`'s prompt), if any.
    fn field_mut(&mut self) -> Option<&mut TextField> {
        match (&mut self.name, &mut self.lookup) {
            (Some(field), _) => Some(field),
            (None, Some(lookup)) => Some(&mut lookup.field),
            (None, None) => None,
        }
    }

    /// A key for the field open; true when it took it.
    pub fn type_key(&mut self, key: Key) -> bool {
        self.field_mut().is_some_and(|field| field.key(key))
    }

    pub fn paste(&mut self, text: &str) {
        if let Some(field) = self.field_mut() {
            field.paste(text);
        }
    }

    /// A key while `p`'s prompt is open.
    fn look_up(&mut self, action: Action) -> LobbyStep {
        let Some(lookup) = &mut self.lookup else {
            return LobbyStep::Stay;
        };
        match action {
            Action::Activate => {
                let request = lookup.request();
                self.lookup = None;
                return LobbyStep::Look(request);
            }
            Action::Up | Action::Down => lookup.turn(action == Action::Up),
            Action::Back => self.lookup = None,
            _ => {}
        }
        LobbyStep::Stay
    }

    pub fn act(&mut self, action: Action) -> LobbyStep {
        if self.lookup.is_some() {
            return self.look_up(action);
        }
        if let Some(field) = &self.name {
            let typed = field.text().to_string();
            return match action {
                Action::Activate => {
                    self.name = None;
                    LobbyStep::Ask(RoomRequest::Rename(typed))
                }
                Action::Back => {
                    self.name = None;
                    LobbyStep::Stay
                }
                _ => LobbyStep::Stay,
            };
        }
        let count = self.rooms.len().max(1);
        let chosen = self.rooms.get(self.selected()).map(|r| r.id.clone());
        match (action, chosen) {
            (Action::Up, _) => self.selected = (self.selected() + count - 1) % count,
            (Action::Down, _) => self.selected = (self.selected() + 1) % count,
            (Action::First, _) => self.selected = 0,
            (Action::Last, _) => self.selected = count - 1,
            (Action::Activate, Some(id)) => return LobbyStep::Enter(RoomRequest::Join(id)),
            (Action::Watch, Some(id)) => return LobbyStep::Enter(RoomRequest::Watch(id)),
            (Action::Tv, _) => return LobbyStep::Enter(RoomRequest::Tv),
            (Action::MenuNew, _) => return LobbyStep::NewRoom,
            (Action::Profile, _) => {
                self.message = None;
                self.lookup = Some(Lookup::new(self.rooms.get(self.selected()), &self.you));
            }
            (Action::Leaderboard, _) => {
                // The board of the room under the cursor, else live chess.
                let room = self.rooms.get(self.selected());
                let game = room.map_or(GameId::Chess, |r| r.game);
                let pace = room.and_then(|r| Pace::of(r.control)).unwrap_or(Pace::Live);
                return LobbyStep::Look(RoomRequest::Leaderboard { game, pace });
            }
            (Action::Rename, _) => self.name = Some(TextField::value(&self.you, NAME_MAX)),
            (Action::Refresh, _) => {
                self.message = None;
                return LobbyStep::Ask(RoomRequest::List);
            }
            (Action::ToMenu, _) => return LobbyStep::Menu,
            (Action::MenuRules, _) => return LobbyStep::Rules,
            (Action::MenuPuzzles, _) => return LobbyStep::Puzzles,
            (Action::Quit, _) => return LobbyStep::Quit,
            _ => {}
        }
        LobbyStep::Stay
    }
}

/// The lobby as a screen; its state is the visit's, which lasts while
/// other screens show.
#[derive(Clone, Copy, Debug)]
pub struct LobbyView;

impl View for LobbyView {
    fn name(&self) -> Screen {
        Screen::Lobby
    }

    fn context(&self, shared: &Shared) -> Context {
        let Some(lobby) = shared.visit.as_ref().map(|v| &v.lobby) else {
            return Context::Lobby;
        };
        match (lobby.name_field(), lobby.lookup()) {
            (Some(_), _) => Context::LobbyName,
            (None, Some(_)) => Context::LobbyLookup,
            (None, None) => Context::Lobby,
        }
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        let lang = shared.lang();
        let Some(visit) = &mut shared.visit else {
            return Outcome::stay();
        };
        match visit.lobby.act(action) {
            LobbyStep::Stay => Outcome::stay(),
            LobbyStep::Ask(request) => vec![Effect::Room(request)].into(),
            LobbyStep::Enter(request) => {
                visit.entering = true;
                vec![Effect::Room(request)].into()
            }
            LobbyStep::Look(request) => {
                visit.looking = true;
                visit.profile_from_room = None;
                vec![Effect::Room(request)].into()
            }
            LobbyStep::NewRoom if visit.lobby.at_room_limit() => {
                let why = own_room_limit().explain(lang);
                visit.lobby.tell(why);
                Outcome::stay()
            }
            LobbyStep::NewRoom => {
                let mut setup = visit.room_form.clone().unwrap_or_else(|| {
                    let mut setup = shared.setup.clone();
                    setup.set_room(true);
                    setup
                });
                setup.row = 0;
                Outcome::to(setup)
            }
            LobbyStep::Menu => shared.back_to_menu(Screen::Lobby),
            LobbyStep::Rules => Shared::open_rules(Screen::Lobby),
            LobbyStep::Puzzles => Outcome::to(super::puzzles::PuzzlesView::default()),
            LobbyStep::Quit => shared.ask_quit(),
        }
    }

    fn type_key(&mut self, key: Key, shared: &mut Shared) -> bool {
        shared.visit.as_mut().is_some_and(|v| v.lobby.type_key(key))
    }

    fn available(&self, action: Action, shared: &Shared) -> bool {
        let lookup = shared.visit.as_ref().and_then(|v| v.lobby.lookup());
        match (lookup, action) {
            (Some(lookup), Action::Up | Action::Down) => lookup.choice(),
            _ => true,
        }
    }

    fn paste(&mut self, text: &str, shared: &mut Shared) {
        if let Some(visit) = &mut shared.visit {
            visit.lobby.paste(text);
        }
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (60, 12)
    }
}
