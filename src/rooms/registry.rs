//! Every room of the server, the names visitors go by and the pace they
//! chat at, behind the one lock of [`super::Rooms`]: each request is
//! carried out whole. What one visitor may hold is counted by key.

use std::collections::HashMap;
use std::time::Instant;

use super::chat::Pace;
use super::names::{Claimed, NameBook, display_name, name_or_guest};
use super::refusal::Refusal;
use super::request::{RoomOutcome, RoomRequest};
use super::room::{ComputerTurn, EMPTY_KEPT, Room};
use super::view::{Phase, RoomSummary};
use super::{Log, Visitor};
use crate::games::ABORTED;
use crate::quote::Escaped;

/// How many rooms one visitor (by key) may have open at once, so that
/// one visitor cannot take the server's every room.
pub const OPEN_ROOMS_PER_KEY: usize = 3;

pub struct Registry {
    /// In the order created.
    rooms: Vec<Room>,
    /// The number of the next room.
    next: u64,
    max_rooms: usize,
    /// The name each connection goes by (its SSH user name as shown, or
    /// the one it chose, or a variant of either that the book gave); a
    /// connection not in here is new.
    names: HashMap<u64, String>,
    /// Which key each name belongs to.
    book: NameBook,
    chat_pace: Pace,
    log: Log,
}

/// What a request changed: whether others must look again.
pub struct Done {
    pub outcome: RoomOutcome,
    pub changed: bool,
}

impl Registry {
    pub fn new(max_rooms: usize, log: Log) -> Registry {
        Registry {
            rooms: Vec::new(),
            next: 1,
            max_rooms,
            names: HashMap::new(),
            book: NameBook::default(),
            chat_pace: Pace::default(),
            log,
        }
    }

    fn name_of(&self, visitor: &Visitor) -> String {
        self.names
            .get(&visitor.session)
            .cloned()
            .unwrap_or_else(|| visitor.shown_name())
    }

    /// A connection heard from the first time claims its user name (a
    /// variant if another key holds it), which becomes its key's name
    /// everywhere, so a seat shows the name its player came back by.
    /// True when a name shown changed.
    fn greet(&mut self, visitor: &Visitor) -> bool {
        if self.names.contains_key(&visitor.session) {
            return false;
        }
        let claimed = self.book.claim(&visitor.key, &visitor.shown_name());
        self.name_everywhere(visitor, &claimed.name)
    }

    /// The connection's name, and its key's seats'; true when a name
    /// shown changed.
    fn name_everywhere(&mut self, visitor: &Visitor, name: &str) -> bool {
        self.names.insert(visitor.session, name.to_string());
        let mut changed = false;
        for room in &mut self.rooms {
            changed |= room.rename(visitor.session, &visitor.key, name);
        }
        changed
    }

    fn room(&mut self, id: &str) -> Result<&mut Room, Refusal> {
        let id = id.trim();
        self.rooms
            .iter_mut()
            .find(|room| room.id == id)
            .ok_or_else(|| Refusal::NoRoom(id.to_string()))
    }

    /// The rooms as the lobby lists them to the visitor of this key.
    pub fn list(&self, key: &str) -> Vec<RoomSummary> {
        self.rooms.iter().map(|room| room.summary(key)).collect()
    }

    pub fn carry_out(&mut self, visitor: &Visitor, request: RoomRequest, now: Instant) -> Done {
        // A flag that fell since the driver's last round is news too.
        let ticked = self.tick(now);
        let renamed = self.greet(visitor);
        let changes = !matches!(request, RoomRequest::List | RoomRequest::Look(_));
        match self.answer(visitor, request, now) {
            Ok(outcome) => Done {
                outcome,
                changed: changes || ticked || renamed,
            },
            Err(refusal) => Done {
                outcome: RoomOutcome::Refused(refusal.to_string()),
                changed: ticked || renamed,
            },
        }
    }

    fn answer(
        &mut self,
        visitor: &Visitor,
        request: RoomRequest,
        now: Instant,
    ) -> Result<RoomOutcome, Refusal> {
        let session = visitor.session;
        let name = self.name_of(visitor);
        let id = match request {
            RoomRequest::List => return Ok(RoomOutcome::Rooms(self.list(&visitor.key))),
            RoomRequest::Rename(wanted) => return self.rename(visitor, &wanted),
            RoomRequest::Create(plan) => {
                let open = self.rooms.iter().filter(|r| r.held_open_by(&visitor.key));
                if open.count() >= OPEN_ROOMS_PER_KEY {
                    let minutes = EMPTY_KEPT.as_secs() / 60;
                    return Err(Refusal::OwnRoomLimit(OPEN_ROOMS_PER_KEY, minutes));
                }
                if self.rooms.len() >= self.max_rooms {
                    return Err(Refusal::TooManyRooms(self.max_rooms));
                }
                let id = format!("r{}", self.next);
                self.next += 1;
                let game = plan.game.id();
                let room = Room::new(id.clone(), *plan, (session, &visitor.key, &name), now);
                (self.log)(&format!(
                    "room {id} created: {} by {} {}",
                    game.id(),
                    Escaped(&name),
                    visitor.key
                ));
                self.rooms.push(room);
                id
            }
            RoomRequest::Join(id) => {
                self.room(&id)?
                    .enter(session, &visitor.key, &name, false, now);
                id
            }
            RoomRequest::Watch(id) => {
                self.room(&id)?
                    .enter(session, &visitor.key, &name, true, now);
                id
            }
            RoomRequest::Look(id) => id,
            RoomRequest::Leave(id) => {
                self.room(&id)?.leave(session, now);
                return Ok(RoomOutcome::Left(self.list(&visitor.key)));
            }
            RoomRequest::Play { room, ply, mv } => {
                self.room(&room)?.play(session, ply, &mv, now)?;
                room
            }
            RoomRequest::Resign(room) => {
                self.room(&room)?.resign(session, now)?;
                room
            }
            RoomRequest::OfferDraw(room) => {
                self.room(&room)?.offer_draw(session, now)?;
                room
            }
            RoomRequest::AskTakeback(room) => {
                self.room(&room)?.ask_takeback(session, now)?;
                room
            }
            RoomRequest::Rematch(room) => {
                self.room(&room)?.offer_rematch(session, now)?;
                room
            }
            RoomRequest::Answer {
                room,
                offer,
                accept,
            } => {
                self.room(&room)?.answer(session, offer, accept, now)?;
                room
            }
            RoomRequest::Chat { room, text } => {
                self.chat_pace.check(&visitor.key, now)?;
                self.room(&room)?.say(session, &name, &text)?;
                self.chat_pace.said(&visitor.key, now);
                room
            }
        };
        self.log_ends();
        let room = self.room(&id)?;
        Ok(RoomOutcome::Room(Box::new(room.view(session, now))))
    }

    /// The name the visitor asks for, or a variant when another key
    /// holds it.
    fn rename(&mut self, visitor: &Visitor, wanted: &str) -> Result<RoomOutcome, Refusal> {
        let wanted = display_name(wanted).ok_or(Refusal::EmptyName)?;
        let Claimed { name, taken } = self.book.claim(&visitor.key, &wanted);
        self.name_everywhere(visitor, &name);
        Ok(RoomOutcome::Renamed { name, taken })
    }

    /// The connection is gone: out of every room, its name forgotten.
    pub fn depart(&mut self, visitor: &Visitor, now: Instant) -> bool {
        self.names.remove(&visitor.session);
        let mut changed = false;
        for room in &mut self.rooms {
            changed |= room.leave(visitor.session, now);
        }
        changed
    }

    /// Time passes: clocks and empty seats end games, rooms nobody needs
    /// go. True when a visitor could see a change.
    pub fn tick(&mut self, now: Instant) -> bool {
        let mut changed = false;
        for room in &mut self.rooms {
            changed |= room.advance(now);
        }
        changed |= self.log_ends();
        let before = self.rooms.len();
        let log = &self.log;
        self.rooms.retain(|room| {
            let keep = !room.expired(now);
            if !keep {
                log(&format!("room {} closed", room.id));
            }
            keep
        });
        changed || self.rooms.len() != before
    }

    /// The next moment after `now` at which a room changes by itself
    /// (see [`Room::deadline`]); None when nothing will until a visitor
    /// acts.
    pub fn next_deadline(&self, now: Instant) -> Option<Instant> {
        self.rooms
            .iter()
            .filter_map(|room| room.deadline(now))
            .min()
    }

    /// Logs each game that ended since last asked; true if any did.
    fn log_ends(&mut self) -> bool {
        let mut any = false;
        for room in &mut self.rooms {
            let ended = match room.newly_ended() {
                Some(Phase::Over(end)) => (end.outcome.result(), end.reason.code()),
                Some(Phase::Aborted(_)) => ("*", ABORTED),
                _ => continue,
            };
            (self.log)(&format!("room {} ended: {} {}", room.id, ended.0, ended.1));
            any = true;
        }
        any
    }

    /// The computer seats that may move now.
    pub fn computer_turns(&self, now: Instant) -> Vec<ComputerTurn> {
        self.rooms
            .iter()
            .filter_map(|room| room.computer_turn(now))
            .collect()
    }

    /// A computer's move found by the driver; true when it was played.
    pub fn computer_plays(&mut self, turn: &ComputerTurn, mv: &str, now: Instant) -> bool {
        let played = self
            .room(&turn.room)
            .is_ok_and(|room| room.computer_plays(turn.ply, mv, now));
        self.log_ends();
        played
    }

    /// Whether a room is still under way (the driver drops the searches
    /// of the others).
    pub fn playing(&self, id: &str) -> bool {
        self.rooms
            .iter()
            .any(|room| room.id == id && room.phase() == Phase::Playing)
    }
}

impl Visitor {
    /// The user name as others would see it, before any claim (see
    /// [`display_name`]).
    pub fn shown_name(&self) -> String {
        name_or_guest(&self.name)
    }
}
