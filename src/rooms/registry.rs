//! Every room of the server, the names visitors go by and the pace they
//! chat at, behind the one lock of [`super::Rooms`]: each request is
//! carried out whole. What one visitor may hold is counted by key.
//!
//! What a request changes is written to the store before the request
//! returns and before anyone is woken, so what any visitor was shown is
//! kept; a change the store refuses is undone and the request refused.
//! A rated game's new ratings go in the same write as its end.

use std::collections::{BTreeSet, HashMap};
use std::time::{Duration, Instant};

use super::chat::{CHAT_BURST, CHAT_SPAN};
use super::names::{Claimed, NameBook, display_name, folded, name_or_guest};
use super::pace::Pace;
use super::ratings::{Ratings, rated_ends};
use super::refusal::Refusal;
use super::request::{Annotation, RoomOutcome, RoomRequest};
use super::room::{ComputerTurn, EMPTY_KEPT, RestoreError, Room};
use super::tv::{self, TV_ROOM};
use super::view::{Phase, RoomSummary};
use super::{Log, Visitor};
use crate::ai::Score;
use crate::games::GameId;
use crate::learn::progress::Progress;
use crate::quote::Escaped;
use crate::rating::{RATED_PAIR_GAMES, RATED_PAIR_WINDOW, Rating};
use crate::store::{
    RecentRated, SeatRow, SetAside, Store, StoreError, Write, now_seconds, progress_writes,
};

/// How many rooms one visitor (by key) may have open at once, so that
/// one visitor cannot take the server's every room.
pub const OPEN_ROOMS_PER_KEY: usize = 3;

/// Why a key holding [`OPEN_ROOMS_PER_KEY`] open rooms gets no other:
/// said by the rooms, and by the lobby before the form is filled.
pub fn own_room_limit() -> Refusal {
    Refusal::OwnRoomLimit(OPEN_ROOMS_PER_KEY, EMPTY_KEPT.as_secs() / 60)
}

/// How many rooms one visitor (by key) may open in [`ROOMS_SPAN`].
pub const ROOMS_PER_SPAN: usize = 5;
pub const ROOMS_SPAN: Duration = Duration::from_secs(60);

/// The first wait before an end not kept is written again, doubled after
/// each failure up to [`RETRY_MOST`].
const RETRY_FIRST: Duration = Duration::from_secs(1);
const RETRY_MOST: Duration = Duration::from_secs(60);

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
    /// How fast each key opens rooms.
    room_pace: Pace,
    log: Log,
    store: Box<dyn Store>,
    ratings: Ratings,
    /// The rooms changed (or gone) since their snapshots were last
    /// taken: see [`Registry::take_touched`].
    touched: BTreeSet<String>,
    /// When each rated game that changed ratings ended, by its players'
    /// keys (in seat order), for [`RATED_PAIR_GAMES`]; older than
    /// [`RATED_PAIR_WINDOW`] forgotten.
    rated_ends: Vec<([String; 2], Instant)>,
    /// The time the rooms were last brought up to ([`Registry::tick`]).
    time: Instant,
    /// Ends and closes that came with time and were not kept, written
    /// again until they are: see [`Registry::keep_backlog`].
    backlog: Backlog,
    /// The puzzles whose ratings have moved from their shipped ones, by
    /// key, as kept.
    puzzle_ratings: HashMap<String, Rating>,
}

/// Writes that must be kept, the time of the next try and the wait after
/// it if that fails too.
#[derive(Default)]
struct Backlog {
    writes: Vec<Write>,
    next_try: Option<Instant>,
    wait: Duration,
    tries: u32,
}

/// What a request changed: whether others must look again.
pub struct Done {
    pub outcome: RoomOutcome,
    pub changed: bool,
}

impl Registry {
    /// No rooms yet; every change is kept in `store`.
    pub fn new(max_rooms: usize, log: Log, store: Box<dyn Store>) -> Registry {
        Registry {
            rooms: Vec::new(),
            next: 1,
            max_rooms,
            names: HashMap::new(),
            book: NameBook::default(),
            chat_pace: Pace::new(CHAT_BURST, CHAT_SPAN),
            room_pace: Pace::new(ROOMS_PER_SPAN, ROOMS_SPAN),
            log,
            store,
            ratings: Ratings::default(),
            touched: BTreeSet::new(),
            rated_ends: Vec::new(),
            time: Instant::now(),
            backlog: Backlog::default(),
            puzzle_ratings: HashMap::new(),
        }
    }

    /// The rooms and names kept in `store`, as they stood: see
    /// [`Room::restore`]. A room that cannot be played again is left in
    /// the store and logged; one whose game was over closes at once.
    pub fn restore(
        max_rooms: usize,
        log: Log,
        mut store: Box<dyn Store>,
        now: Instant,
    ) -> Result<Registry, StoreError> {
        let saved = store.load()?;
        let puzzle_ratings = store.puzzle_ratings()?.into_iter().collect();
        let mut book = NameBook::default();
        for (key, name) in &saved.names {
            book.restore(key, name);
        }
        for aside in &saved.set_aside {
            log(&aside.to_string());
        }
        let mut rooms = Vec::new();
        for kept in saved.rooms {
            match Room::restore(kept, now) {
                Ok(room) => rooms.push(room),
                Err(error) => set_aside(store.as_mut(), &log, error),
            }
        }
        if !rooms.is_empty() {
            log(&format!("rooms restored: {}", rooms.len()));
        }
        let mut registry = Registry::new(max_rooms, log, store);
        registry.rooms = rooms;
        registry.touched = registry.rooms.iter().map(|room| room.id.clone()).collect();
        registry.next = saved.last_number + 1;
        registry.book = book;
        registry.ratings = Ratings::restore(saved.ratings);
        registry.puzzle_ratings = puzzle_ratings;
        registry.time = now;
        registry.rated_ends = recent_rated_ends(saved.recent_rated, now);
        // Not kept: a game under way is told again whether it counts.
        registry.decide_ratings();
        // A game over when the server stopped has nobody in its room
        // now: it closes before any lobby lists it.
        let closes = registry.close_expired(now);
        registry.keep_backlog(closes, now);
        Ok(registry)
    }

    /// Writes `writes` whole, with the ratings of the rated games among
    /// them; the log says what failed, the visitor is told it did not
    /// happen. The rooms of players whose ratings changed show the new.
    fn keep(&mut self, what: &str, writes: &[Write]) -> Result<(), Refusal> {
        if writes.is_empty() {
            return Ok(());
        }
        let writes = self.ratings.rate(writes);
        self.store.write(&writes).map_err(|error| {
            (self.log)(&format!("{what} not kept: {error}"));
            Refusal::NotKept
        })?;
        let rated = self.ratings.kept(&writes);
        self.note_rated_ends(&writes, self.time);
        for end in rated_ends(&writes) {
            if let Some(room) = self.rooms.iter_mut().find(|room| room.id == end.room) {
                room.rated_end(&end);
            }
        }
        if !rated.is_empty() {
            let rooms = self.rooms.iter().filter(|room| room.seats_any(&rated));
            self.touched.extend(rooms.map(|room| room.id.clone()));
        }
        Ok(())
    }

    /// Carries out `act` on the room `id` as one kept step: what it
    /// changed is written before anyone sees it; if the write fails the
    /// room goes back to how it was kept and the request is refused.
    fn in_room<T>(
        &mut self,
        id: &str,
        act: impl FnOnce(&mut Room) -> Result<T, Refusal>,
    ) -> Result<T, Refusal> {
        let at = self.position(id)?;
        let before = self.rooms[at].clone();
        self.touched.insert(before.id.clone());
        let acted = act(&mut self.rooms[at]);
        let writes = self.rooms[at].changes_since(&before);
        let what = format!("room {}: a change", before.id);
        if let Err(refusal) = self.keep(&what, &writes) {
            (self.log)(&format!("{what} undone"));
            self.rooms[at] = before;
            return Err(refusal);
        }
        if !self.backlog.holds(&self.rooms[at].id) {
            self.rooms[at].end_kept();
        }
        self.decide_ratings();
        acted
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
        self.name_everywhere(visitor, &claimed)
    }

    /// The connection's name, and its key's seats', kept; true when a
    /// name shown changed. A name not kept stays for this run.
    fn name_everywhere(&mut self, visitor: &Visitor, claimed: &Claimed) -> bool {
        let name = &claimed.name;
        self.names.insert(visitor.session, name.clone());
        let mut writes = vec![Write::Name {
            key: visitor.key.clone(),
            name: name.clone(),
            folded: folded(name),
            released: claimed.released.clone(),
        }];
        let mut changed = false;
        for room in &mut self.rooms {
            if room.rename(visitor.session, &visitor.key, name) {
                changed = true;
                self.touched.insert(room.id.clone());
                writes.push(Write::Room(room.row()));
            }
        }
        let _ = self.keep(&format!("the name {}", Escaped(name)), &writes);
        changed
    }

    /// Where the room `id` is among the rooms.
    fn position(&self, id: &str) -> Result<usize, Refusal> {
        let id = id.trim();
        self.rooms
            .iter()
            .position(|room| room.id == id)
            .ok_or_else(|| Refusal::NoRoom(id.to_string()))
    }

    /// The room, to change outside [`Registry::in_room`] (what is not
    /// kept: who watches, who is in).
    fn room_mut(&mut self, id: &str) -> Result<&mut Room, Refusal> {
        let at = self.position(id)?;
        let room = &mut self.rooms[at];
        self.touched.insert(room.id.clone());
        Ok(room)
    }

    /// The rooms changed since last asked, each as it stands now, or
    /// None when it is gone: the snapshots sessions draw from are
    /// brought up to date with them.
    pub fn take_touched(&mut self) -> Vec<(String, Option<Room>)> {
        let touched = std::mem::take(&mut self.touched);
        touched
            .into_iter()
            .map(|id| {
                let room = self.rooms.iter_mut().find(|room| room.id == id);
                let room = room.map(|room| {
                    room.show_ratings(&self.ratings);
                    room.clone()
                });
                (id, room)
            })
            .collect()
    }

    /// The rooms as the lobby lists them to the visitor of this key.
    pub fn list(&self, key: &str) -> Vec<RoomSummary> {
        self.rooms.iter().map(|room| room.summary(key)).collect()
    }

    pub fn carry_out(&mut self, visitor: &Visitor, request: RoomRequest, now: Instant) -> Done {
        // A flag that fell since the driver's last round is news too.
        let ticked = self.tick(now);
        let renamed = self.greet(visitor);
        let changes = !matches!(
            request,
            RoomRequest::List
                | RoomRequest::Look(_)
                | RoomRequest::Annotate(_)
                | RoomRequest::Progress
                | RoomRequest::SaveProgress { .. }
        );
        match self.answer(visitor, request, now) {
            Ok(outcome) => Done {
                outcome,
                changed: changes || ticked || renamed,
            },
            Err(refusal) => Done {
                outcome: RoomOutcome::Refused(refusal),
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
            // The archive's reads are [`super::Rooms`]' own, made off this
            // lock (`rooms/archive.rs`): they never come here.
            RoomRequest::Profile(_)
            | RoomRequest::Leaderboard { .. }
            | RoomRequest::Game { .. } => {
                return Err(Refusal::NotRead);
            }
            RoomRequest::Annotate(annotation) => return self.annotate(&annotation),
            RoomRequest::Progress => return self.progress(visitor),
            RoomRequest::SaveProgress { progress, puzzle } => {
                return self.save_progress(visitor, &progress, puzzle);
            }
            RoomRequest::Create(plan) => {
                let open = self.rooms.iter().filter(|r| r.held_open_by(&visitor.key));
                if open.count() >= OPEN_ROOMS_PER_KEY {
                    return Err(own_room_limit());
                }
                self.room_pace
                    .check(&visitor.key, now)
                    .map_err(Refusal::RoomsTooFast)?;
                self.room_for_one_more()?;
                let game = plan.game.id();
                let room = Room::new(self.next, *plan, (session, &visitor.key, &name), now);
                let id = room.id.clone();
                self.keep(
                    &format!("room {id}: its creation"),
                    &[Write::Room(room.row())],
                )?;
                self.next += 1;
                self.room_pace.done(&visitor.key, now);
                (self.log)(&format!(
                    "room {id} created: {} by {} {}",
                    game.id(),
                    Escaped(&name),
                    visitor.key
                ));
                self.touched.insert(id.clone());
                self.rooms.push(room);
                id
            }
            RoomRequest::Join(id) => {
                self.in_room(&id, |room| {
                    room.enter(session, &visitor.key, &name, false, now);
                    Ok(())
                })?;
                id
            }
            RoomRequest::Watch(id) => {
                self.room_mut(&id)?
                    .enter(session, &visitor.key, &name, true, now);
                id
            }
            RoomRequest::Tv => {
                let id = self.tv(visitor, &name, now)?;
                self.room_mut(&id)?
                    .enter(session, &visitor.key, &name, true, now);
                id
            }
            RoomRequest::Look(id) => id,
            RoomRequest::Leave(id) => {
                self.room_mut(&id)?.leave(session, now);
                return Ok(RoomOutcome::Left(self.list(&visitor.key)));
            }
            RoomRequest::Play { room, ply, mv } => {
                self.in_room(&room, |r| r.play(session, ply, &mv, now))?;
                room
            }
            RoomRequest::Resign(room) => {
                self.in_room(&room, |r| r.resign(session, now))?;
                room
            }
            RoomRequest::OfferDraw(room) => {
                self.in_room(&room, |r| r.offer_draw(session, now))?;
                room
            }
            RoomRequest::AskTakeback(room) => {
                self.in_room(&room, |r| r.ask_takeback(session, now))?;
                room
            }
            RoomRequest::Rematch(room) => {
                self.in_room(&room, |r| r.offer_rematch(session, now))?;
                room
            }
            RoomRequest::Answer {
                room,
                offer,
                accept,
            } => {
                self.in_room(&room, |r| r.answer(session, offer, accept, now))?;
                room
            }
            RoomRequest::Chat { room, text } => {
                self.chat_pace
                    .check(&visitor.key, now)
                    .map_err(Refusal::TooFast)?;
                self.in_room(&room, |r| r.say(session, &name, &text))?;
                self.chat_pace.done(&visitor.key, now);
                room
            }
        };
        self.log_ends();
        let at = self.position(&id)?;
        let room = &mut self.rooms[at];
        room.show_ratings(&self.ratings);
        Ok(RoomOutcome::Room(Box::new(room.view(session, now))))
    }

    /// The room TV shows the visitor: the live game between the
    /// highest-rated people (not one of their own), else the show,
    /// opened for them (going by `name`) when there is none.
    fn tv(&mut self, visitor: &Visitor, name: &str, now: Instant) -> Result<String, Refusal> {
        let live = self.rooms.iter().filter_map(Room::live_game);
        if let Some(id) = tv::best_live(live, &self.ratings, &visitor.key) {
            return Ok(id.to_string());
        }
        if self.rooms.iter().any(Room::is_tv) {
            return Ok(TV_ROOM.to_string());
        }
        self.room_for_one_more()?;
        let [first, ..] = GameId::ALL;
        self.rooms.push(Room::tv(first, visitor.session, name, now));
        self.touched.insert(TV_ROOM.to_string());
        (self.log)(&format!("room {TV_ROOM} created: {}", first.id()));
        Ok(TV_ROOM.to_string())
    }

    /// Refuses a new room when the server holds its most: only rooms
    /// someone can still play or watch live count (a game over closes
    /// once its players leave).
    fn room_for_one_more(&self) -> Result<(), Refusal> {
        match self.rooms.iter().filter(|room| room.live()).count() {
            live if live >= self.max_rooms => Err(Refusal::TooManyRooms(self.max_rooms)),
            _ => Ok(()),
        }
    }

    /// The name the visitor asks for, or a variant when another key
    /// holds it.
    fn rename(&mut self, visitor: &Visitor, wanted: &str) -> Result<RoomOutcome, Refusal> {
        let wanted = display_name(wanted)?;
        let claimed = self.book.claim(&visitor.key, &wanted);
        self.name_everywhere(visitor, &claimed);
        let Claimed { name, taken, .. } = claimed;
        Ok(RoomOutcome::Renamed { name, taken })
    }

    /// The key of the player going by `asked` (a name, else taken as a
    /// key).
    pub fn owner<'a>(&'a self, asked: &'a str) -> &'a str {
        self.book.owner(asked).unwrap_or(asked)
    }

    /// Keeps a finished game's analysis with it in the archive: only a
    /// game archived (so over), with no analysis yet, that the analysis
    /// fits (see [`Annotation::annotate`]).
    fn annotate(&mut self, annotation: &Annotation) -> Result<RoomOutcome, Refusal> {
        let (room, round) = (&annotation.room, annotation.round);
        let what = format!("room {} game {round}: its analysis", Escaped(room));
        let found = self.store.archived_round(room, round).map_err(|error| {
            (self.log)(&format!("{what} not read: {error}"));
            Refusal::NotRead
        })?;
        let Some(record) = found.and_then(|game| annotation.annotate(&game.record)) else {
            return Ok(RoomOutcome::Annotated { kept: false });
        };
        let room = room.clone();
        self.keep(
            &what,
            &[Write::Annotated {
                room,
                round,
                record,
            }],
        )?;
        Ok(RoomOutcome::Annotated { kept: true })
    }

    /// The learning progress of the visitor's key, with the puzzles'
    /// ratings as they stand here.
    fn progress(&mut self, visitor: &Visitor) -> Result<RoomOutcome, Refusal> {
        let progress = self.store.progress(&visitor.key).map_err(|error| {
            (self.log)(&format!("progress of {}: not read: {error}", visitor.key));
            Refusal::NotRead
        })?;
        Ok(RoomOutcome::Progress {
            progress: Box::new(progress),
            puzzle_ratings: self.puzzle_ratings.clone(),
        })
    }

    /// Keeps the visitor's progress, and the puzzle's new rating with it
    /// after a rated attempt. Two connections of one key write in turn:
    /// the last change kept is the one that stands.
    fn save_progress(
        &mut self,
        visitor: &Visitor,
        progress: &Progress,
        puzzle: Option<(String, Rating)>,
    ) -> Result<RoomOutcome, Refusal> {
        let moved = puzzle.as_ref().map(|(key, rating)| (key.as_str(), *rating));
        let writes = progress_writes(&visitor.key, progress, moved);
        self.keep(&format!("progress of {}", visitor.key), &writes)?;
        if let Some((key, rating)) = puzzle {
            self.puzzle_ratings.insert(key, rating);
        }
        Ok(RoomOutcome::ProgressSaved)
    }

    /// The connection is gone: out of every room, its name forgotten.
    pub fn depart(&mut self, visitor: &Visitor, now: Instant) -> bool {
        self.names.remove(&visitor.session);
        let mut changed = false;
        for room in &mut self.rooms {
            if room.leave(visitor.session, now) {
                changed = true;
                self.touched.insert(room.id.clone());
            }
        }
        changed
    }

    /// Time passes: clocks and empty seats end games, the show goes on
    /// to its next game, rooms nobody needs go. True when a visitor
    /// could see a change.
    pub fn tick(&mut self, now: Instant) -> bool {
        self.time = self.time.max(now);
        let mut changed = false;
        let mut writes = Vec::new();
        for room in &mut self.rooms {
            if room.advance(now) {
                changed = true;
                self.touched.insert(room.id.clone());
                writes.extend(room.end_writes());
            }
            if room.next_show(now) {
                changed = true;
                self.touched.insert(room.id.clone());
            }
        }
        changed |= self.log_ends();
        changed |= self.keep_backlog(writes, now);
        // A room closes only with its end kept: after the ends.
        let closes = self.close_expired(now);
        if !closes.is_empty() {
            self.keep_backlog(closes, now);
            changed = true;
        }
        changed
    }

    /// Lets go of the rooms that can go ([`Room::expired`]); the writes
    /// that close them.
    fn close_expired(&mut self, now: Instant) -> Vec<Write> {
        let mut writes = Vec::new();
        let (log, touched) = (&self.log, &mut self.touched);
        self.rooms.retain(|room| {
            let keep = !room.expired(now);
            if !keep {
                touched.insert(room.id.clone());
                log(&format!("room {} closed", room.id));
                if !room.is_tv() {
                    writes.push(Write::Closed(room.id.clone()));
                }
            }
            keep
        });
        writes
    }

    /// Writes the ends and closes that came with time (`more`), after any
    /// not kept before, once the next try is due. Time went on, so they
    /// stand in memory either way; but an end is shown only once kept,
    /// and written again (waiting longer each time, up to
    /// [`RETRY_MOST`]) until it is. True when ends held back are shown
    /// now.
    fn keep_backlog(&mut self, more: Vec<Write>, now: Instant) -> bool {
        self.backlog.writes.extend(more);
        let due = self.backlog.next_try.is_none_or(|at| now >= at);
        if self.backlog.writes.is_empty() || !due {
            return false;
        }
        let writes = std::mem::take(&mut self.backlog.writes);
        let what = "the ends and closes of rooms";
        if self.keep(what, &writes).is_err() {
            let backlog = &mut self.backlog;
            backlog.wait = match backlog.tries {
                0 => RETRY_FIRST,
                _ => (backlog.wait * 2).min(RETRY_MOST),
            };
            backlog.tries += 1;
            backlog.next_try = Some(now + backlog.wait);
            backlog.writes = writes;
            let wait = backlog.wait.as_secs();
            (self.log)(&format!("{what}: trying again in {wait} s"));
            return false;
        }
        if self.backlog.tries > 0 {
            let tries = self.backlog.tries + 1;
            (self.log)(&format!("{what} kept, at try {tries}"));
        }
        self.backlog = Backlog::default();
        let mut shown = false;
        for room in &mut self.rooms {
            if room.unsaved() {
                room.end_kept();
                self.touched.insert(room.id.clone());
                shown = true;
            }
        }
        shown
    }

    /// Remembers when each rated game in `writes` (kept) ended, for
    /// [`RATED_PAIR_GAMES`].
    fn note_rated_ends(&mut self, writes: &[Write], now: Instant) {
        for write in writes {
            if let Write::Finished(game) = write
                && game.rated.is_some()
                && let [
                    SeatRow::Person { key: one, .. },
                    SeatRow::Person { key: two, .. },
                ] = &game.players
            {
                self.rated_ends.push(([one.clone(), two.clone()], now));
            }
        }
    }

    /// Tells each rated game that has begun whether it counts for
    /// ratings: not when its two players already have
    /// [`RATED_PAIR_GAMES`] rated games together in the last
    /// [`RATED_PAIR_WINDOW`], ended or counting now.
    fn decide_ratings(&mut self) {
        let now = self.time;
        self.rated_ends
            .retain(|(_, ended)| now.saturating_duration_since(*ended) < RATED_PAIR_WINDOW);
        for at in 0..self.rooms.len() {
            let Some(pair) = self.rooms[at].rating_undecided().map(same_pair) else {
                continue;
            };
            let ended = self
                .rated_ends
                .iter()
                .filter(|(keys, _)| same_pair(keys.each_ref().map(String::as_str)) == pair);
            let counting = self
                .rooms
                .iter()
                .filter_map(Room::counted_pair)
                .filter(|keys| same_pair(*keys) == pair);
            let counts = ended.count() + counting.count() < RATED_PAIR_GAMES;
            let room = &mut self.rooms[at];
            room.decide_rating(counts);
            self.touched.insert(room.id.clone());
            if !counts {
                (self.log)(&format!(
                    "room {}: played unrated, its players' rated games for the day are played",
                    room.id
                ));
            }
        }
    }

    /// The next moment after `now` at which a room changes by itself
    /// (see [`Room::deadline`]); None when nothing will until a visitor
    /// acts.
    pub fn next_deadline(&self, now: Instant) -> Option<Instant> {
        self.rooms
            .iter()
            .filter_map(|room| room.deadline(now))
            .chain(self.backlog.next_try.filter(|at| *at > now))
            .min()
    }

    /// Logs each game that ended since last asked; true if any did.
    fn log_ends(&mut self) -> bool {
        let mut any = false;
        for room in &mut self.rooms {
            if room.newly_ended().is_none() {
                continue;
            }
            let Some(ended) = room.result() else {
                continue;
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
            .in_room(
                &turn.room,
                |room| Ok(room.computer_plays(turn.ply, mv, now)),
            )
            .unwrap_or(false);
        self.log_ends();
        played
    }

    /// The computer's answer to a draw offer, from the score of the
    /// driver's analysis; true when it answered.
    pub fn computer_weighed(
        &mut self,
        turn: &ComputerTurn,
        score: Option<Score>,
        now: Instant,
    ) -> bool {
        let answered = self
            .in_room(&turn.room, |room| {
                Ok(room.computer_weighed(turn.ply, score, now))
            })
            .unwrap_or(false);
        self.log_ends();
        answered
    }

    /// Whether a room is still under way (the driver drops the searches
    /// of the others).
    pub fn playing(&self, id: &str) -> bool {
        self.rooms
            .iter()
            .any(|room| room.id == id && room.phase() == Phase::Playing)
    }
}

/// A room that cannot be played again is set aside in the store (kept,
/// never restored again) and logged; the others start all the same.
fn set_aside(store: &mut dyn Store, log: &Log, error: RestoreError) {
    let aside = SetAside {
        room: error.room,
        reason: error.reason,
    };
    log(&aside.to_string());
    if let Err(error) = store.write(&[Write::SetAside(aside.clone())]) {
        log(&format!(
            "room {} not set aside, tried again at the next start: {error}",
            aside.room
        ));
    }
}

/// When the rated games of the last day ended, as instants: `now` less
/// the time since each ended by the wall clock.
fn recent_rated_ends(recent: Vec<RecentRated>, now: Instant) -> Vec<([String; 2], Instant)> {
    let wall = now_seconds();
    recent
        .into_iter()
        .map(|game| {
            let ago = Duration::from_secs(wall.saturating_sub(game.ended));
            let ended = now.checked_sub(ago).unwrap_or(now);
            (game.players, ended)
        })
        .collect()
}

/// Two keys in one order, whichever seat each had.
fn same_pair([one, two]: [&str; 2]) -> [&str; 2] {
    match one <= two {
        true => [one, two],
        false => [two, one],
    }
}

impl Backlog {
    /// Whether an end or the close of room `id` waits here.
    fn holds(&self, id: &str) -> bool {
        self.writes.iter().any(|write| match write {
            Write::Room(row) => row.id == id,
            Write::Finished(game) => game.room == id,
            Write::Closed(room) => room == id,
            _ => false,
        })
    }
}

impl Visitor {
    /// The user name as others would see it, before any claim (see
    /// [`display_name`]).
    pub fn shown_name(&self) -> String {
        name_or_guest(&self.name)
    }
}
