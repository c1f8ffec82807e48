//! The app as a visitor of `tabuleiro serve` has it: it opens at the
//! lobby, asks the rooms through [`Effect::Room`] and hears back through
//! [`Event::Room`], shows a room's game on the game screen (and a game of
//! the archive in Review, from a profile, with the analysis the archive
//! keeps), tells a game of the visitor's own whether their key holds a
//! seat in a room's game under way (its engine is barred then), and
//! touches no files.

use ratatui::layout::Rect;

use super::Outcome;
use super::Shared;
use super::chat::{self, ChatScroll};
use super::confirm::Confirm;
use super::event::Effect;
use super::game::GameView;
use super::keymap::{Action, Context};
use super::lobby::{LobbyScreen, LobbyView};
use super::players::{NewGame, PlayerKind};
use super::profile::{LeaderboardView, ProfileView};
use super::screen::Screen;
use super::session::Session;
use super::settings::Settings;
use super::setup::{Mode, Setup, SideChoice, StartError};
use super::{App, layout, record, text};
use crate::games::Side;
use crate::i18n::{Explain, Lang};
use crate::rooms::{
    Phase, RoomOutcome, RoomPlan, RoomRequest, RoomSummary, RoomView, SeatPlan, SeatView, Visitor,
    display_name,
};
use crate::store::{FinishedGame, SeatRow};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::time::Duration;

/// What the app keeps for a visitor.
#[derive(Clone, Debug)]
pub struct Visit {
    pub visitor: Visitor,
    pub lobby: LobbyScreen,
    /// A room was asked for: its answer opens it.
    pub(super) entering: bool,
    /// The room on screen, as the server last sent it.
    room: Option<Box<RoomView>>,
    /// How far back the room's chat is scrolled.
    chat: ChatScroll,
    /// A profile, a leaderboard or a game of the archive was asked for:
    /// its answer opens it.
    pub(super) looking: bool,
    /// The profile a game of the archive was asked from: a refusal is
    /// told there, and Review goes back to it.
    pub(super) from_profile: Option<Box<ProfileView>>,
    /// The room a profile was asked from: Esc on it goes back there.
    pub(super) profile_from_room: Option<String>,
    /// The room and game number whose low clock the bell rang for: once
    /// a game.
    low_clock_rung: Option<(String, u32)>,
    /// The New room form as last left or sent, so it opens with the
    /// same choices.
    pub(super) room_form: Option<Setup>,
    /// The connection's first list of rooms is awaited: a seat in a game
    /// under way takes it straight back there.
    arriving: bool,
    /// The rooms were asked for a game of the visitor's own on screen:
    /// the answer says whether its engine is barred (see
    /// [`Visit::seated`]).
    heeding: bool,
}

impl Visit {
    /// Whether the visitor's key holds a seat in a room's game under way
    /// that bars the engine (see [`RoomSummary::engine_allowed`]), as the
    /// lobby last heard: a game of their own then gets none.
    fn seated(&self) -> bool {
        let rooms = self.lobby.rooms().iter();
        rooms
            .filter(|room| room.yours.is_some())
            .any(|room| !room.engine_allowed())
    }

    /// The first rooms a connection hears of: a seat of its key in one
    /// game under way takes it straight back to it; seats in several
    /// leave the choice in the lobby, the cursor on the first.
    fn back_to_seats(&mut self, lang: Lang, rooms: Vec<RoomSummary>) -> Vec<Effect> {
        let seated: Vec<String> = rooms
            .iter()
            .filter(|room| room.yours.is_some() && room.phase == Phase::Playing)
            .map(|room| room.id.clone())
            .collect();
        self.lobby.show(rooms);
        match &seated[..] {
            [] => Vec::new(),
            [id] => {
                self.entering = true;
                vec![Effect::Room(RoomRequest::Join(id.clone()))]
            }
            [first, ..] => {
                self.lobby.select(first);
                self.lobby.tell(text::seats_in(lang, seated.len()));
                Vec::new()
            }
        }
    }
}

impl App {
    /// The app for one connection of `tabuleiro serve`: the lobby (or,
    /// for a player back, their game under way), or straight into room
    /// `join`. The settings live in the session only
    /// and offer no external engines (they would run on the server).
    pub fn visit(
        mut settings: Settings,
        seed: u64,
        visitor: Visitor,
        join: Option<String>,
    ) -> (App, Vec<Effect>) {
        settings.engines.clear();
        let mut app = App::new(settings, seed);
        let you = visitor.shown_name();
        let mut lobby = LobbyScreen::new(&you);
        if let Err(refusal) = display_name(&visitor.name) {
            lobby.refused_login(refusal);
        }
        let entering = join.is_some();
        app.shared.visit = Some(Box::new(Visit {
            visitor,
            lobby,
            entering,
            room: None,
            chat: ChatScroll::default(),
            looking: false,
            from_profile: None,
            profile_from_room: None,
            room_form: None,
            low_clock_rung: None,
            arriving: !entering,
            heeding: false,
        }));
        app.view = Box::new(LobbyView);
        let request = match join {
            Some(room) => RoomRequest::Join(room),
            None => RoomRequest::List,
        };
        // The user name is claimed first: when another key holds it, the
        // lobby says so and shows the variant given instead.
        let claim = RoomRequest::Rename(you);
        let progress = RoomRequest::Progress;
        let asked = [claim, request, progress].map(Effect::Room);
        (app, asked.to_vec())
    }

    /// Whether the app serves a visitor over SSH.
    pub fn serving(&self) -> bool {
        self.shared.serving()
    }

    /// The lobby's state (serve mode).
    pub fn lobby(&self) -> Option<&LobbyScreen> {
        self.shared.visit.as_ref().map(|v| &v.lobby)
    }

    /// The room on screen as the server last sent it.
    pub fn room_view(&self) -> Option<&RoomView> {
        self.shared.visit.as_ref()?.room.as_deref()
    }

    /// How many of the room's chat lines are below the view.
    pub fn chat_back(&self) -> usize {
        self.shared.visit.as_ref().map_or(0, |v| v.chat.back())
    }

    /// Something changed in the rooms: look again at what is on screen
    /// (for a game of the visitor's own, at the rooms: a seat of theirs
    /// in a game under way bars its engine).
    pub(super) fn rooms_changed(&mut self) -> Vec<Effect> {
        let own = self.shared.own_game();
        let Some(visit) = &mut self.shared.visit else {
            return Vec::new();
        };
        match (self.view.name(), &visit.room) {
            (Screen::Lobby, _) => vec![Effect::Room(RoomRequest::List)],
            (_, Some(room)) => vec![Effect::Room(RoomRequest::Look(room.id.clone()))],
            (Screen::Game, None) if own => {
                visit.heeding = true;
                vec![Effect::Room(RoomRequest::List)]
            }
            _ => Vec::new(),
        }
    }

    /// Says that input was dropped, on the line under the board in a
    /// game, else on the lobby's.
    pub(super) fn input_dropped(&mut self) {
        let lang = self.shared.lang();
        let line = lang.tr(text::INPUT_DROPPED).into_owned();
        let shared = &mut self.shared;
        match (self.view.name(), &mut shared.session, &mut shared.visit) {
            (Screen::Game, Some(session), _) => session.warn(line),
            (_, _, Some(visit)) => visit.lobby.tell(line),
            _ => {}
        }
    }
}

impl Shared {
    /// Whether the app serves a visitor over SSH.
    pub(super) fn serving(&self) -> bool {
        self.visit.is_some()
    }

    /// Whether the game held is the visitor's own, started on the
    /// server: not a room's, nor one of the archive.
    fn own_game(&self) -> bool {
        let archived = self
            .visit
            .as_ref()
            .is_some_and(|v| v.from_profile.is_some());
        self.session.as_ref().is_some_and(|s| s.room().is_none()) && !archived
    }

    /// A game of the visitor's own about to start on the server: no
    /// engine while their key holds a seat in a room's game under way;
    /// the rooms are asked again, so the bar follows that game.
    pub(super) fn fair_own_game(&mut self, session: &mut Session) -> Vec<Effect> {
        let Some(visit) = &mut self.visit else {
            return Vec::new();
        };
        visit.heeding = true;
        let mut effects = session.set_seated(visit.seated(), &self.settings);
        effects.push(Effect::Room(RoomRequest::List));
        effects
    }

    pub(super) fn back_to_lobby(&self) -> Outcome {
        Outcome::to(LobbyView).with(vec![Effect::Room(RoomRequest::List)])
    }

    /// Back to room `id` from a profile asked there: its game screen as
    /// left, else (a game of the archive was reviewed meanwhile) the room
    /// entered afresh, the lobby showing until it opens or says why not.
    pub(super) fn back_to_room(&mut self, id: String) -> Outcome {
        let following = self
            .session
            .as_ref()
            .and_then(Session::room)
            .is_some_and(|link| link.id == id);
        let look = vec![Effect::Room(RoomRequest::Look(id))];
        if following {
            return Outcome::to(GameView).with(look);
        }
        if let Some(visit) = &mut self.visit {
            visit.entering = true;
        }
        Outcome::to(LobbyView).with(look)
    }

    /// The profile `P` asks for in a room: the seated visitor's
    /// opponent, a watcher's player 1 (else 2); the visitor's own when
    /// no other person sits there.
    fn ask_room_profile(&mut self, room: String) -> Outcome {
        let Some(visit) = &mut self.visit else {
            return Outcome::stay();
        };
        let who = visit.room.as_deref().and_then(room_player);
        visit.looking = true;
        visit.profile_from_room = Some(room);
        vec![Effect::Room(RoomRequest::Profile(who))].into()
    }

    /// The bell, once a game, when the visitor's own clock in a room runs
    /// low ([`low_clock`]) while it runs; unless the setting is off.
    pub(super) fn clock_alert(&mut self) -> Vec<Effect> {
        let (Some(visit), Some(session)) = (&mut self.visit, &self.session) else {
            return Vec::new();
        };
        let Some(link) = session.room() else {
            return Vec::new();
        };
        let running = link.you.filter(|you| link.running == Some(*you));
        let low = running.zip(session.clock()).is_some_and(|(you, clock)| {
            let control = clock.control();
            !control.is_correspondence() && clock.left(you) < low_clock(control.allowance())
        });
        let game = (link.id.clone(), link.round);
        if !low || !self.settings.ring_in_rooms || visit.low_clock_rung.as_ref() == Some(&game) {
            return Vec::new();
        }
        visit.low_clock_rung = Some(game);
        vec![Effect::Bell]
    }

    /// The New room form, as left or sent, for the next time it opens.
    pub(super) fn remember_room_form(&mut self, setup: &Setup) {
        if let Some(visit) = &mut self.visit {
            visit.room_form = Some(setup.clone());
        }
    }

    /// The room form's Enter: the room is asked for, the lobby shows
    /// until it opens (or says why not).
    pub(super) fn create_room(&mut self, setup: &Setup) -> Result<Outcome, StartError> {
        let plan = room_plan(self.lang(), setup, &mut self.rng)?;
        self.remember_room_form(setup);
        if let Some(visit) = &mut self.visit {
            visit.entering = true;
        }
        Ok(Outcome::to(LobbyView).with(vec![Effect::Room(RoomRequest::Create(Box::new(plan)))]))
    }

    pub(super) fn room_outcome(&mut self, outcome: RoomOutcome) -> Outcome {
        let lang = self.lang();
        let Some(visit) = &mut self.visit else {
            return Outcome::stay();
        };
        match outcome {
            RoomOutcome::Rooms(rooms) if visit.arriving => {
                visit.arriving = false;
                return visit.back_to_seats(lang, rooms).into();
            }
            RoomOutcome::Rooms(rooms) | RoomOutcome::Left(rooms) => {
                visit.lobby.show(rooms);
                let seated = visit.seated();
                if let (true, Some(session)) =
                    (std::mem::take(&mut visit.heeding), &mut self.session)
                {
                    return session.set_seated(seated, &self.settings).into();
                }
            }
            RoomOutcome::Renamed { name, taken } => {
                visit.lobby.renamed(lang, name, taken.as_deref())
            }
            RoomOutcome::Refused(refusal) if visit.looking && visit.from_profile.is_some() => {
                visit.looking = false;
                let why = refusal.explain(lang);
                return self.back_to_profile(Some(why));
            }
            RoomOutcome::Refused(refusal) => {
                let why = refusal.explain(lang);
                match (&visit.room, &mut self.session) {
                    // The room's last word stands: a refused move is taken back.
                    (Some(view), Some(session)) if session.room().is_some() => {
                        let effects = session.follow(view);
                        session.warn(why);
                        return effects.into();
                    }
                    _ => {
                        visit.entering = false;
                        visit.looking = false;
                        visit.lobby.tell(why);
                    }
                }
            }
            RoomOutcome::Room(view) => return self.room_seen(view),
            RoomOutcome::Profile(profile) if visit.looking => {
                visit.looking = false;
                let mut view = ProfileView::new(*profile);
                view.room = visit.profile_from_room.take();
                return Outcome::to(view);
            }
            RoomOutcome::Leaderboard { board, leaders } if visit.looking => {
                visit.looking = false;
                return Outcome::to(LeaderboardView { board, leaders });
            }
            RoomOutcome::Game(archived) if visit.looking && visit.from_profile.is_some() => {
                visit.looking = false;
                return self.review_room_game(&archived.game);
            }
            RoomOutcome::Progress {
                progress,
                puzzle_ratings,
            } => self.progress_heard(*progress, puzzle_ratings),
            RoomOutcome::Profile(_)
            | RoomOutcome::Leaderboard { .. }
            | RoomOutcome::Game(_)
            | RoomOutcome::Annotated { .. }
            | RoomOutcome::ProgressSaved => {}
        }
        Outcome::stay()
    }

    /// A game of the archive in Review on the game screen, seen from the
    /// visitor's side if they played it: with the analysis the archive
    /// kept, else with its analysis under way, to be kept there.
    fn review_room_game(&mut self, archived: &FinishedGame) -> Outcome {
        let new = match record::new_game(&archived.record) {
            Ok(new) => new,
            Err(error) => return self.back_to_profile(Some(error.explain(self.lang()))),
        };
        let mut effects = self.stop_session();
        self.sessions += 1;
        let mut session =
            Session::new(new, self.sessions).with_extra(archived.record.extra().clone());
        session.keep_analysis_in_room(archived.room.clone(), archived.round);
        if let Some(visit) = &self.visit {
            let key = &visit.visitor.key;
            session.flipped =
                matches!(&archived.players[1], SeatRow::Person { key: k, .. } if k == key);
        }
        effects.extend(session.act(Action::Review, &self.settings));
        self.session = Some(session);
        Outcome::to(GameView).with(effects)
    }

    /// Out of an archived game's Review, back to the profile it was
    /// opened from; the game is let go.
    fn leave_archived(&mut self) -> Outcome {
        let mut effects = self
            .session
            .as_mut()
            .map(|session| session.act(Action::Back, &self.settings))
            .unwrap_or_default();
        effects.extend(self.stop_session());
        self.session = None;
        self.back_to_profile(None).with(effects)
    }

    /// The profile a game was asked from, with `note` under its list.
    fn back_to_profile(&mut self, note: Option<String>) -> Outcome {
        let from = self.visit.as_mut().and_then(|v| v.from_profile.take());
        match from {
            Some(mut profile) => {
                profile.note = note;
                Outcome::to(*profile)
            }
            None => self.back_to_lobby(),
        }
    }

    /// A room as sent: followed if on screen, opened if asked for.
    fn room_seen(&mut self, view: Box<RoomView>) -> Outcome {
        let Some(visit) = &mut self.visit else {
            return Outcome::stay();
        };
        let showing = visit.room.as_ref().is_some_and(|r| r.id == view.id);
        let following = self
            .session
            .as_ref()
            .and_then(Session::room)
            .is_some_and(|link| link.id == view.id);
        // A rematch swaps the seats, TV's show goes on to another game:
        // the screen opens afresh, turned for the visitor's new side, with
        // the new game's board.
        let afresh = visit.room.as_ref().is_some_and(|before| {
            before.you.zip(view.you).is_some_and(|(was, is)| was != is)
                || before.game.id() != view.game.id()
        });
        let on_screen = showing && following;
        if on_screen && !afresh {
            let mut effects = Vec::new();
            let ring = self.settings.ring_in_rooms;
            if ring
                && visit
                    .room
                    .as_ref()
                    .is_some_and(|before| opponent_moved(before, &view))
            {
                effects.push(Effect::Bell);
            }
            if let Some(session) = &mut self.session {
                effects.extend(session.follow(&view));
                effects.extend(session.schedule(&self.settings));
            }
            if let Some(before) = &visit.room {
                visit.chat.heard(&before.chat, &view.chat);
            }
            visit.room = Some(view);
            return effects.into();
        }
        if !(visit.entering || on_screen) {
            return Outcome::stay();
        }
        visit.entering = false;
        let mut effects = self.stop_session();
        self.sessions += 1;
        let mut session = Session::in_room(self.lang(), &view, self.sessions);
        // A room of computers shows the evaluation as they play.
        effects.extend(session.schedule(&self.settings));
        self.session = Some(session);
        if let Some(visit) = &mut self.visit {
            visit.room = Some(view);
            visit.chat.newest();
        }
        Outcome::to(GameView).with(effects)
    }

    /// A game-screen action that means something else in a room (leave,
    /// the record, the chat line) or over SSH (no files); none for the
    /// others.
    pub(super) fn visit_game_action(&mut self, action: Action) -> Option<Outcome> {
        self.visit.as_ref()?;
        let session = self.session.as_mut()?;
        let room = session.room().map(|link| link.id.clone());
        let archived = self
            .visit
            .as_ref()
            .is_some_and(|v| v.from_profile.is_some());
        match (action, session.context(), room) {
            (Action::Back, Context::Review, None) if archived => Some(self.leave_archived()),
            (Action::Activate, Context::Chat, Some(room)) => {
                let line = session.take_chat();
                if let (Some(visit), Some(_)) = (&mut self.visit, &line) {
                    visit.chat.newest();
                }
                let effects: Vec<Effect> = line
                    .map(|text| Effect::Room(RoomRequest::Chat { room, text }))
                    .into_iter()
                    .collect();
                Some(effects.into())
            }
            (Action::ToMenu, _, Some(_)) if session.resigner().is_some() => {
                let by_post = session
                    .clock()
                    .is_some_and(|clock| clock.control().is_correspondence());
                self.confirm = Some(Confirm::LeaveSeat { by_post });
                Some(Outcome::stay())
            }
            (Action::ToMenu, _, Some(_)) => Some(self.leave_room()),
            (Action::PageUp | Action::PageDown, Context::Room | Context::Chat, Some(_)) => {
                self.scroll_chat(action);
                Some(Outcome::stay())
            }
            (Action::Profile, Context::Room, Some(room)) => Some(self.ask_room_profile(room)),
            (Action::Export, _, _) => {
                session.show_record();
                Some(Outcome::stay())
            }
            (Action::SaveAs, _, _) => Some(Outcome::stay()),
            (Action::OfferDraw, Context::Room, Some(_)) => Some(match session.no_draws() {
                Some(refusal) => {
                    session.warn(refusal);
                    Outcome::stay()
                }
                None => session.to_room(RoomRequest::OfferDraw).into(),
            }),
            // A watcher has no rematch to ask for.
            (Action::OverRematch, Context::Room, Some(_)) => {
                Some(match session.room().and_then(|link| link.you) {
                    Some(_) => session.to_room(RoomRequest::Rematch).into(),
                    None => Outcome::stay(),
                })
            }
            (Action::Takeback, Context::Room, Some(_)) => {
                Some(session.to_room(RoomRequest::AskTakeback).into())
            }
            (Action::Accept | Action::Decline, Context::Room, Some(room)) => {
                let effects: Vec<Effect> = session
                    .offer_to_answer()
                    .map(|offer| {
                        Effect::Room(RoomRequest::Answer {
                            room,
                            offer,
                            accept: action == Action::Accept,
                        })
                    })
                    .into_iter()
                    .collect();
                Some(effects.into())
            }
            _ => None,
        }
    }

    /// Out of the room on screen, back to the lobby; a seat stays the
    /// visitor's until forfeited.
    pub(super) fn leave_room(&mut self) -> Outcome {
        let Some(session) = &mut self.session else {
            return Outcome::stay();
        };
        let mut effects = session.leave();
        effects.extend(session.to_room(RoomRequest::Leave));
        if let Some(visit) = &mut self.visit {
            visit.room = None;
        }
        Outcome::to(LobbyView).with(effects)
    }

    /// The visitor resigns the room's game from the question on leaving.
    pub(super) fn resign_seat(&mut self) -> Vec<Effect> {
        let Some(session) = &mut self.session else {
            return Vec::new();
        };
        match session.resigner() {
            Some(loser) => session.resign(loser),
            None => Vec::new(),
        }
    }

    /// A page of the room's chat back or forward, as the screen's size
    /// lays the chat out.
    fn scroll_chat(&mut self, action: Action) {
        let (Some(visit), Some(session)) = (&mut self.visit, &self.session) else {
            return;
        };
        let Some(view) = &visit.room else {
            return;
        };
        let screen = Rect::new(0, 0, self.size.0, self.size.1);
        let panel = layout::game(screen, session.game().id(), session.flipped).panel;
        let area = chat::area(panel);
        let rows = area.height.saturating_sub(1);
        match action {
            Action::PageUp => visit.chat.older(&view.chat, area.width, rows),
            _ => visit.chat.newer(&view.chat, area.width, rows),
        }
    }
}

/// Time left that rings the bell in a room: under 10 seconds, or under
/// a tenth of the game's time when that comes first.
fn low_clock(allowance: Duration) -> Duration {
    (allowance / 10).max(Duration::from_secs(10))
}

/// Whether the room as now sent shows a move the opponent made since
/// `before`: more moves, and the visitor's seat to move in a game on.
fn opponent_moved(before: &RoomView, now: &RoomView) -> bool {
    now.game.ply_count() > before.game.ply_count()
        && now.phase == Phase::Playing
        && now.you == Some(now.game.side_to_move())
}

/// The person whose profile a room's `P` shows (see
/// [`Shared::ask_room_profile`]).
fn room_player(view: &RoomView) -> Option<String> {
    let seats: Vec<&SeatView> = match view.you {
        Some(side) => vec![&view.seats[side.opponent().index()]],
        None => view.seats.iter().collect(),
    };
    seats.into_iter().find_map(|seat| match seat {
        SeatView::Person { name, .. } => Some(name.clone()),
        _ => None,
    })
}

/// The room the form describes: the visitor sits on the side chosen
/// (against a person, whose seat stays open, or the computer), the
/// computers play theirs.
fn room_plan(lang: Lang, setup: &Setup, rng: &mut ChaCha8Rng) -> Result<RoomPlan, StartError> {
    let (new, control) = setup.start(lang, rng)?;
    let NewGame {
        game,
        options,
        players,
    } = new;
    let mut seats = players.map(|player| match player.kind {
        PlayerKind::Human => SeatPlan::Me,
        PlayerKind::Computer(bot) => SeatPlan::Computer(bot),
        PlayerKind::Engine(_) | PlayerKind::Remote => SeatPlan::Open,
    });
    if setup.mode == Mode::HumanVsHuman {
        let mine = match setup.side {
            SideChoice::Side(side) => side,
            SideChoice::Random if rng.random_bool(0.5) => Side::One,
            SideChoice::Random => Side::Two,
        };
        seats[mine.opponent().index()] = SeatPlan::Open;
    }
    Ok(RoomPlan {
        game,
        options,
        control,
        seats,
        // Only games between two people on a clock ever are, whatever
        // the form says.
        rated: setup.rated,
    })
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::app::setup::{ClockChoice, Mode};

    #[test]
    fn the_room_form_s_rated_switch_goes_into_the_room() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut setup = Setup::new(&mut rng);
        setup.set_room(true);
        setup.mode = Mode::HumanVsHuman;
        setup.clock = ClockChoice::Preset(0);
        assert!(room_plan(Lang::English, &setup, &mut rng).is_ok_and(|plan| plan.rated));
        setup.rated = false;
        assert!(room_plan(Lang::English, &setup, &mut rng).is_ok_and(|plan| !plan.rated));
    }
}
