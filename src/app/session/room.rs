//! The game screen in a room of `tabuleiro serve`: the room's game
//! followed as the server sends it, the person's own moves sent as
//! requests, the clocks shown from the server's readings, the chat line
//! and the record shown for copying.

use std::time::Duration;

use super::{Message, Overlay, Player, PlayerKind, Session};
use crate::app::event::Effect;
use crate::app::players::NewGame;
use crate::app::record::{self, ExportFormat};
use crate::app::text;
use crate::app::text_field::TextField;
use crate::games::pgn::{self, Header};
use crate::games::{Abort, Clock, Side, Status};
use crate::i18n::{Explain, Lang};
use crate::rooms::{CHAT_MAX, Offer, OfferKind, Phase, RoomRequest, RoomView, SeatView};

/// The room a game screen shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoomLink {
    pub id: String,
    /// The clock the server runs, if any.
    pub running: Option<Side>,
    /// Both seats are taken and the game goes on: moves may be made.
    pub playing: bool,
    /// The visitor's seat was taken by another connection of theirs.
    pub displaced: bool,
    /// The seat this connection plays, if any.
    pub you: Option<Side>,
    /// The offer standing (a draw, a takeback, a rematch), as the room
    /// last said.
    pub offer: Option<Offer>,
    /// The visitor's opponent is a person, who may be made offers.
    pub offers: bool,
    /// Why the game ended before each side had moved, if it did.
    pub aborted: Option<Abort>,
    /// The players' names as a record gives them (no "away").
    pub names: [String; 2],
    /// The players' ratings, as the PGN's `WhiteElo` and `BlackElo`.
    pub elo: [Option<i32>; 2],
    /// The game counts for the ratings (the PGN's `Event`).
    pub rated: bool,
    /// The room is rated, but its players had their rated games together
    /// for the day: this one is played unrated.
    pub over_pair_limit: bool,
    /// The game ended with time and the server is keeping its end.
    pub saving: bool,
    /// The room's game number (the PGN's `Round`).
    pub round: u32,
    /// How long each empty seat has until it is forfeited, counted down
    /// on screen between the room's answers.
    pub forfeits_in: [Option<Duration>; 2],
    /// The engine may help here: no person is seated in a game that is on
    /// (see [`RoomView::engine_allowed`]).
    pub engine: bool,
    /// A computer plays a seat.
    pub computer: bool,
}

impl RoomLink {
    fn of(view: &RoomView) -> RoomLink {
        let offers = view.you.is_some_and(|you| {
            matches!(view.seats[you.opponent().index()], SeatView::Person { .. })
        });
        RoomLink {
            id: view.id.clone(),
            running: view.running,
            playing: view.phase == Phase::Playing,
            displaced: view.displaced,
            you: view.you,
            offer: view.offer,
            offers,
            aborted: match view.phase {
                Phase::Aborted(abort) => Some(abort),
                _ => None,
            },
            names: view.seats.each_ref().map(record_name),
            elo: view.seats.each_ref().map(|seat| match seat {
                SeatView::Person { rating, .. } => rating.map(|shown| shown.value),
                _ => None,
            }),
            forfeits_in: view.forfeits_in,
            rated: view.rated,
            over_pair_limit: view.over_pair_limit,
            saving: view.saving,
            round: view.round,
            engine: view.engine_allowed(),
            computer: view
                .seats
                .iter()
                .any(|seat| matches!(seat, SeatView::Computer(_))),
        }
    }
}

/// The players as the room seats them: the visitor's own seat is theirs
/// to play, every other seat is played elsewhere.
fn players_of(lang: Lang, view: &RoomView) -> [Player; 2] {
    Side::BOTH.map(|side| {
        let kind = if view.you == Some(side) {
            PlayerKind::Human
        } else {
            PlayerKind::Remote
        };
        let name = match view.forfeits_in[side.index()] {
            Some(left) => text::forfeits_in(lang, &record_name(&view.seats[side.index()]), left),
            None => text::seat(lang, &view.seats[side.index()]),
        };
        Player { name, kind }
    })
}

/// A seat's player as a record names them, in the record's English.
fn record_name(seat: &SeatView) -> String {
    match seat {
        SeatView::Person { name, .. } => name.clone(),
        other => text::seat(Lang::English, other),
    }
}

fn clock_of(view: &RoomView) -> Option<Clock> {
    let control = view.control?;
    let readings = view.clocks.unwrap_or([control.allowance(); 2]);
    Some(Clock::resume(control, readings, vec![readings]))
}

impl Session {
    /// The game screen for a room as first seen; the board is turned for
    /// the player of player 2.
    pub fn in_room(lang: Lang, view: &RoomView, id: u64) -> Session {
        let new = NewGame {
            game: view.game.clone(),
            options: view.options.clone(),
            players: players_of(lang, view),
        };
        let mut session = Session::new(new, id);
        session.lang = lang;
        session.room = Some(RoomLink::of(view));
        session.clock = clock_of(view);
        session.overlay = Overlay::None;
        session.refresh();
        if view.you.is_none() && !view.displaced {
            session.message = Some(Message::Info(lang.tr(text::ROOM_WATCHING).into_owned()));
        }
        if let Some(offer) = view.offer {
            session.offer_made(offer);
        }
        session.note_aborted();
        let link = session.room.clone();
        if let Some(link) = link {
            session.note_news(None, &link);
        }
        session
    }

    /// Why the board takes no move now: in a room, who is awaited (a
    /// game over keeps its result line); elsewhere the computer thinks.
    pub(super) fn not_your_turn(&self) -> Option<String> {
        if self.is_over() {
            return None;
        }
        let Some(room) = &self.room else {
            return Some(self.lang.tr(text::NOT_YOUR_TURN).into_owned());
        };
        if room.aborted.is_some() {
            return None;
        }
        let mover = &room.names[self.game.side_to_move().index()];
        Some(if room.displaced {
            self.lang.tr(text::ROOM_SEAT_TAKEN).into_owned()
        } else if !room.playing {
            self.lang.tr(text::ROOM_SEAT_OPEN).into_owned()
        } else if self.players.iter().all(|p| p.kind != PlayerKind::Human) {
            self.lang.tr(text::ROOM_WATCHING).into_owned()
        } else {
            text::room_their_turn(self.lang, mover)
        })
    }

    pub fn room(&self) -> Option<&RoomLink> {
        self.room.as_ref()
    }

    /// A player's name as a line under the board says it: in a room,
    /// without the rating and "away" the panel adds.
    pub fn said_name(&self, side: Side) -> String {
        match &self.room {
            Some(link) => link.names[side.index()].clone(),
            None => self.players[side.index()].name.clone(),
        }
    }

    /// The room as the server sends it now: the moves the local game
    /// lacks are played; a local game that is not the start of the room's
    /// (a move the room refused, a flag) is rebuilt from the room's. A
    /// seat taken by the visitor's other connection is said once, and
    /// leaves nothing in hand. A game between people that starts takes
    /// the engine's help away (Review, a watcher's, closes).
    pub fn follow(&mut self, view: &RoomView) -> Vec<Effect> {
        let ours = self.game.move_coordinates();
        let theirs = view.game.move_coordinates();
        let before = (ours.len(), self.game.status());
        let mut in_step = theirs.starts_with(&ours);
        if in_step {
            for mv in &theirs[ours.len()..] {
                if self.game.play_text(mv).is_err() {
                    in_step = false;
                    break;
                }
            }
        }
        if !in_step || self.game.status() != view.game.status() {
            self.game = view.game.clone();
        }
        self.players = players_of(self.lang, view);
        self.clock = clock_of(view);
        if !self.person_plays() {
            self.held = None;
        }
        let link = RoomLink::of(view);
        let was = self.room.replace(link.clone());
        if let Some(was) = &was
            && view.displaced
            && !was.displaced
        {
            self.message = Some(Message::Info(
                self.lang.tr(text::ROOM_SEAT_TAKEN).into_owned(),
            ));
        }
        if (self.game.ply_count(), self.game.status()) != before {
            self.after_move();
        }
        if was.as_ref().is_some_and(|was| was.aborted.is_none()) {
            self.note_aborted();
        }
        self.note_news(was.as_ref(), &link);
        let offered = was.and_then(|was| was.offer);
        if link.offer != offered {
            match (link.offer, offered) {
                (Some(offer), _) => self.offer_made(offer),
                (None, Some(offer)) => self.offer_ended(offer, before.0),
                (None, None) => {}
            }
        }
        self.withdraw_engine()
    }

    /// The seat the visitor plays in a room's game under way.
    fn seated(&self) -> Option<Side> {
        let link = self.room.as_ref()?;
        let playing = link.playing && !link.displaced && !self.is_over();
        link.you.filter(|_| playing)
    }

    /// The side that would resign in a room now: the visitor's seat.
    pub(super) fn room_resigner(&self) -> Option<Side> {
        self.seated()
    }

    /// The opponent's offer the visitor may answer now.
    pub fn offer_to_answer(&self) -> Option<Offer> {
        let link = self.room.as_ref()?;
        let you = link.you.filter(|_| !link.displaced)?;
        link.offer.filter(|offer| offer.by != you)
    }

    /// Whether the visitor may offer a rematch: the game ended, they
    /// played it against a person, no offer stands.
    pub(super) fn may_rematch(&self) -> bool {
        let Some(link) = &self.room else {
            return false;
        };
        let ended = self.is_over() || link.aborted.is_some();
        ended && link.you.is_some() && !link.displaced && link.offers && link.offer.is_none()
    }

    /// The visitor's seat, when they may make an offer now: seated
    /// against a person, no offer standing.
    pub(super) fn may_offer(&self) -> Option<Side> {
        let link = self.room.as_ref()?;
        self.seated()
            .filter(|_| link.offers && link.offer.is_none())
    }

    /// Whether the visitor may offer a draw now, in a game that has
    /// draws: seated, no offer standing; to the computer, which weighs it
    /// while not searching its move, on their own move only.
    pub(super) fn may_offer_room_draw(&self) -> bool {
        let Some(link) = self.room.as_ref() else {
            return false;
        };
        // Seated in a game under way, the other seat is a person's or
        // the computer's.
        self.game.id().can_draw()
            && link.offer.is_none()
            && self
                .seated()
                .is_some_and(|you| link.offers || self.game.side_to_move() == you)
    }

    /// Whether the visitor may ask for a takeback: a move of theirs is
    /// on the board (before the reply, if any).
    pub(super) fn may_ask_takeback(&self) -> bool {
        self.may_offer().is_some_and(|you| {
            let plies = if self.game.side_to_move() == you {
                2
            } else {
                1
            };
            self.game.ply_count() >= plies
        })
    }

    /// A request to the room this screen shows.
    pub(crate) fn to_room(&self, ask: impl FnOnce(String) -> RoomRequest) -> Vec<Effect> {
        self.room
            .as_ref()
            .map(|link| Effect::Room(ask(link.id.clone())))
            .into_iter()
            .collect()
    }

    /// An offer came up: the line under the board says what it asks, and
    /// to the one who answers, how.
    fn offer_made(&mut self, offer: Offer) {
        let you = self.room.as_ref().and_then(|link| link.you);
        let by = &self.said_name(offer.by);
        let to = &self.said_name(offer.by.opponent());
        let line = if you == Some(offer.by) {
            text::offer_sent(self.lang, offer.kind, to)
        } else if you.is_some() {
            text::answer_offer(self.lang, &text::room_offer(self.lang, offer.kind, by))
        } else {
            format!("{}.", text::room_offer(self.lang, offer.kind, by))
        };
        self.note(line);
    }

    /// The offer went: accepted or declined is said (a move or the game's
    /// end says itself).
    fn offer_ended(&mut self, offer: Offer, plies_before: usize) {
        let aborted = self
            .room
            .as_ref()
            .is_some_and(|link| link.aborted.is_some());
        if (self.is_over() || aborted) != (offer.kind == OfferKind::Rematch) {
            return;
        }
        let answerer = self.said_name(offer.by.opponent());
        let plies = self.game.ply_count();
        let line = match offer.kind {
            OfferKind::Takeback(_) if plies < plies_before => {
                text::taken_back(self.lang, &answerer, plies_before - plies)
            }
            _ if plies != plies_before => return,
            OfferKind::Draw => text::draw_declined(self.lang, &answerer),
            OfferKind::Takeback(_) => text::takeback_declined(self.lang, &answerer),
            OfferKind::Rematch => text::rematch_declined(self.lang, &answerer),
        };
        self.note(line);
    }

    /// The move just played on the board, sent to the room.
    pub(super) fn send_move(&self, ply: usize) -> Option<Effect> {
        let room = self.room.as_ref()?;
        let mv = self.game.move_coordinates().pop()?;
        Some(Effect::Room(RoomRequest::Play {
            room: room.id.clone(),
            ply,
            mv,
        }))
    }

    /// In a room the clocks are the server's: they run on screen between
    /// its answers, and only the server calls a flag.
    pub(super) fn elapse_in_room(&mut self, passed: Duration) {
        let running = self.room.as_ref().and_then(|r| r.running);
        let over = self.is_over();
        if let (Some(side), Some(clock), false) = (running, &mut self.clock, over) {
            clock.run(side, passed);
        }
        let Some(link) = &mut self.room else {
            return;
        };
        for side in Side::BOTH {
            if let Some(left) = &mut link.forfeits_in[side.index()] {
                *left = left.saturating_sub(passed);
                let name = text::forfeits_in(self.lang, &link.names[side.index()], *left);
                self.players[side.index()].name = name;
            }
        }
    }

    /// Whether an empty seat's countdown runs on screen.
    pub(super) fn counting_down(&self) -> bool {
        self.room
            .as_ref()
            .is_some_and(|link| link.forfeits_in.iter().any(Option::is_some))
    }

    /// What the room says once, as it comes: a game to be played unrated
    /// (before its first move), an end being kept.
    fn note_news(&mut self, was: Option<&RoomLink>, link: &RoomLink) {
        let news = |now: bool, then: fn(&RoomLink) -> bool| now && !was.is_some_and(then);
        if news(link.saving, |was| was.saving) {
            self.note(self.lang.tr(text::ROOM_SAVING).into_owned());
        }
        if news(link.over_pair_limit, |was| was.over_pair_limit) {
            self.note(text::room_over_pair_limit(self.lang));
        }
    }

    /// A room's game aborted, as the line under the board says it.
    fn note_aborted(&mut self) {
        let Some(link) = &self.room else {
            return;
        };
        if let Some(abort) = link.aborted {
            let line = text::room_aborted(self.lang, abort, &link.names[abort.side().index()]);
            self.note(line);
        }
    }

    /// The game's end in a room, as the line under the board says it.
    pub(super) fn note_room_end(&mut self) {
        if let Status::Over(end) = self.game.status() {
            self.message = Some(Message::Info(text::game_result(self.lang, &self.game, end)));
        }
    }

    pub fn open_chat(&mut self) {
        self.held = None;
        self.overlay = Overlay::Chat(TextField::new(CHAT_MAX));
    }

    /// The chat line typed, closing it; none when empty.
    pub fn take_chat(&mut self) -> Option<String> {
        let Overlay::Chat(field) = &self.overlay else {
            return None;
        };
        let line = field.text().trim().to_string();
        self.overlay = Overlay::None;
        (!line.is_empty()).then_some(line)
    }

    /// The record shown, to the terminal's clipboard: the terminal is
    /// sent it (OSC 52), and the record box says so.
    pub(super) fn copy_record(&mut self) -> Vec<Effect> {
        let Overlay::Record { text, copied } = &mut self.overlay else {
            return Vec::new();
        };
        *copied = true;
        vec![Effect::Copy(text.clone())]
    }

    /// The game's record over the board, to select and copy: PGN where
    /// the game has it, else its own notation; nothing is written anywhere.
    pub fn show_record(&mut self) {
        let format = ExportFormat::preferred(self.game.id());
        let exported = match &self.room {
            Some(link) if format == ExportFormat::Pgn => {
                let [white, black] = &link.names;
                let header = Header {
                    event: Header::server_event(link.rated),
                    round: link.round.to_string(),
                    time_control: self.clock.as_ref().map(Clock::control),
                    aborted: link.aborted.is_some(),
                    elo: link.elo,
                    ..Header::today(white, black)
                };
                pgn::export(&self.game, &header)
            }
            Some(_) => Ok(record::notation(&self.game, &self.options, &self.players)),
            None => self.export_text(format),
        };
        match exported {
            Ok(record) => {
                self.held = None;
                self.overlay = Overlay::Record {
                    text: record,
                    copied: false,
                };
            }
            Err(error) => self.message = Some(Message::Error(error.explain(self.lang))),
        }
    }
}
