//! The rooms of `tabuleiro serve`: games that visitors play and watch
//! together, with one authority over each game. No networking here: the
//! SSH transport carries each visitor's requests to [`Rooms::carry_out`]
//! and turns a wake of its [`Subscription`] into a look at the rooms.
//! Every change bumps the rooms' version, under the lock, and publishes
//! a snapshot of each room it changed: a session draws its room from the
//! newest snapshot ([`Rooms::look`]) without taking the rooms' lock. A
//! subscription says what it watches ([`Interest`]), and a change wakes
//! only those it concerns (`subscribers.rs`). The lobby's list has its
//! own version, bumped only when the list as anyone sees it changes (a
//! chat line changes its room, not the list; a move, its seats' keys).
//! Time comes in as `now`, so tests say how much passes.

mod archive;
mod chat;
mod driver;
mod names;
mod pace;
mod ratings;
mod refusal;
mod registry;
mod request;
mod room;
mod seat;
mod subscribers;
mod tv;
mod view;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

pub use archive::PROFILE_GAMES;
pub use chat::{CHAT_BURST, CHAT_LINES, CHAT_MAX, CHAT_SPAN};
pub use driver::Driver;
pub use names::{GUEST, NAME_MAX, NAMES_PER_KEY, NameRefusal, display_name, name_or_guest};
pub use refusal::Refusal;
pub use registry::{OPEN_ROOMS_PER_KEY, ROOMS_PER_SPAN, ROOMS_SPAN, own_room_limit};
pub use request::{Annotation, RoomOutcome, RoomPlan, RoomRequest, SeatPlan};
pub use room::{EMPTY_KEPT, FIRST_MOVE, SEAT_GRACE, WATCH_PACE};
pub use subscribers::{Interest, LOBBY_PACE};
pub use tv::{TV_PAUSE, TV_ROOM, next_on_tv};
pub use view::{Offer, OfferKind, Phase, RoomSummary, RoomView, SeatView};

use archive::Archive;
use registry::Registry;
use room::Room;
use subscribers::Subscribers;

use crate::ai::SearchPool;
use crate::store::{Board, MemoryStore, Store, StoreError, now_seconds};

/// One connection: `key` is the client's public key fingerprint
/// (`SHA256:<base64>`), `session` unique per connection.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Visitor {
    pub session: u64,
    /// The user name as sent; others see [`Visitor::shown_name`].
    pub name: String,
    pub key: String,
}

/// Where a line goes for each room created or ended.
pub type Log = Arc<dyn Fn(&str) + Send + Sync>;

struct Shared {
    registry: Mutex<Registry>,
    /// The archive's reads, behind their own lock.
    archive: Archive,
    /// Bumped by every change a visitor could see, while the registry is
    /// locked: a view taken under the lock is of this version.
    version: AtomicU64,
    /// The version at which the lobby's list last changed, and that list
    /// (as anyone sees it: no seat marked as theirs).
    lobby: Mutex<(u64, Vec<RoomSummary>)>,
    /// Each room as its last change left it, by id.
    snapshots: Mutex<HashMap<String, Arc<Room>>>,
    subscribers: Mutex<Subscribers>,
    next_subscriber: AtomicU64,
}

/// The rooms, shared by every connection and the driver.
#[derive(Clone)]
pub struct Rooms {
    shared: Arc<Shared>,
}

/// Hears of changes until dropped.
pub struct Subscription {
    id: u64,
    shared: Arc<Shared>,
}

impl Subscription {
    /// From now on, wakes come for `interest` only.
    pub fn watch(&self, interest: Interest) {
        lock(&self.shared.subscribers).retarget(self.id, interest);
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        lock(&self.shared.subscribers).remove(self.id);
    }
}

/// The lock, even after a panic elsewhere: one failed session must not
/// take the rooms down with it.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Rooms {
    /// Rooms kept in memory only, from none.
    pub fn new(max_rooms: usize, log: Log) -> Rooms {
        let store = MemoryStore::default();
        let archive = Archive::new(store.reader_of(), Arc::clone(&log));
        Rooms::of(Registry::new(max_rooms, log, Box::new(store)), archive)
    }

    /// The rooms kept in `store`, restored as of `now` (see
    /// [`Registry::restore`]); every change from now on is kept there.
    pub fn restore(
        max_rooms: usize,
        log: Log,
        mut store: Box<dyn Store>,
        now: Instant,
    ) -> Result<Rooms, StoreError> {
        let archive = Archive::new(store.reader()?, Arc::clone(&log));
        let registry = Registry::restore(max_rooms, log, store, now)?;
        Ok(Rooms::of(registry, archive))
    }

    fn of(mut registry: Registry, archive: Archive) -> Rooms {
        let snapshots = registry
            .take_touched()
            .into_iter()
            .filter_map(|(id, room)| Some((id, Arc::new(room?))))
            .collect();
        Rooms {
            shared: Arc::new(Shared {
                registry: Mutex::new(registry),
                archive,
                version: AtomicU64::new(0),
                lobby: Mutex::new((0, Vec::new())),
                snapshots: Mutex::new(snapshots),
                subscribers: Mutex::default(),
                next_subscriber: AtomicU64::new(0),
            }),
        }
    }

    /// Runs clocks, empty-seat forfeits and computer seats on a thread,
    /// the computers' searches on `pool`, until the returned Driver is
    /// stopped or dropped.
    pub fn spawn_driver(&self, pool: SearchPool) -> Driver {
        Driver::spawn(self.clone(), pool)
    }

    /// `wake` is called (from any thread) after every change a visitor
    /// could see.
    pub fn subscribe(&self, wake: Box<dyn Fn() + Send + Sync>) -> Subscription {
        self.subscribe_to(Interest::Everything, wake)
    }

    /// `wake` is called (from any thread) after a change of what
    /// `interest` names (see [`Subscription::watch`]).
    pub fn subscribe_to(
        &self,
        interest: Interest,
        wake: Box<dyn Fn() + Send + Sync>,
    ) -> Subscription {
        let id = self.shared.next_subscriber.fetch_add(1, Ordering::Relaxed);
        lock(&self.shared.subscribers).add(id, interest, Arc::from(wake));
        Subscription {
            id,
            shared: Arc::clone(&self.shared),
        }
    }

    /// Carries out one request of a visitor's app and says what became
    /// of it.
    pub fn carry_out(&self, visitor: &Visitor, request: RoomRequest, now: Instant) -> RoomOutcome {
        self.carry_out_seen(visitor, request, now).0
    }

    /// [`Rooms::carry_out`], and the version of the rooms its outcome
    /// shows.
    pub fn carry_out_seen(
        &self,
        visitor: &Visitor,
        request: RoomRequest,
        now: Instant,
    ) -> (RoomOutcome, u64) {
        if let Some(read) = self.read(visitor, &request) {
            let outcome = read.unwrap_or_else(RoomOutcome::Refused);
            return (outcome, self.version());
        }
        let mut registry = self.registry();
        let done = registry.carry_out(visitor, request, now);
        let version = match done.changed {
            true => self.publish(registry, now),
            false => self.version(),
        };
        (done.outcome, version)
    }

    /// A read of the archive, made off the rooms' lock (only a name is
    /// looked up under it); None for any other request.
    fn read(
        &self,
        visitor: &Visitor,
        request: &RoomRequest,
    ) -> Option<Result<RoomOutcome, Refusal>> {
        let archive = &self.shared.archive;
        Some(match request {
            RoomRequest::Profile(who) => {
                let asked = who.as_deref().map_or(visitor.key.as_str(), str::trim);
                let key = self.registry().owner(asked).to_string();
                archive.profile(&key, asked)
            }
            RoomRequest::Leaderboard { game, pace } => {
                archive.leaderboard(Board::of(*game, *pace, now_seconds()))
            }
            RoomRequest::Game { id } => archive.game(*id),
            _ => return None,
        })
    }

    /// The room `id` as this visitor's connection sees it at `now`, drawn
    /// from its newest snapshot without the rooms' lock, and a version
    /// the view is at least as new as; None when there is no such room.
    pub fn look(&self, visitor: &Visitor, id: &str, now: Instant) -> Option<(RoomView, u64)> {
        let version = self.version();
        let room = lock(&self.shared.snapshots).get(id.trim()).cloned()?;
        Some((room.view(visitor.session, now), version))
    }

    /// The connection is gone: it leaves every room as a drop (its seats
    /// stay its own until forfeited). Idempotent.
    pub fn depart(&self, visitor: &Visitor, now: Instant) {
        let mut registry = self.registry();
        if registry.depart(visitor, now) {
            self.publish(registry, now);
        }
    }

    /// Brings every room up to `now` (clocks, forfeits, rooms dropped):
    /// what the driver does on each round.
    pub fn tick(&self, now: Instant) {
        let mut registry = self.registry();
        if registry.tick(now) {
            self.publish(registry, now);
        } else {
            drop(registry);
            // A change of the lobby's list held back by its pace.
            let wakes = lock(&self.shared.subscribers).lobby_woken_at(now);
            wakes.iter().for_each(|wake| wake());
        }
    }

    /// The version of the rooms now: it changes with anything a visitor
    /// could see.
    pub fn version(&self) -> u64 {
        self.shared.version.load(Ordering::Acquire)
    }

    /// The version at which the lobby's list last changed.
    pub fn lobby_version(&self) -> u64 {
        lock(&self.shared.lobby).0
    }

    /// The next moment after `now` at which a room changes by itself,
    /// if any: the driver sleeps until then unless poked.
    pub fn next_deadline(&self, now: Instant) -> Option<Instant> {
        self.registry().next_deadline(now)
    }

    /// When the driver is to tick next: the next deadline of a room, or
    /// the lobby's wake held back by its pace, whichever comes first.
    pub fn next_tick(&self, now: Instant) -> Option<Instant> {
        let lobby = lock(&self.shared.subscribers).lobby_due();
        self.next_deadline(now).into_iter().chain(lobby).min()
    }

    /// The rooms as the lobby lists them to this visitor (its key's
    /// seats marked).
    pub fn list(&self, visitor: &Visitor) -> Vec<RoomSummary> {
        self.registry().list(&visitor.key)
    }

    fn registry(&self) -> MutexGuard<'_, Registry> {
        lock(&self.shared.registry)
    }

    /// A change made under `registry` at `now`: the version is bumped
    /// before the lock is let go, then those it concerns are woken; the
    /// new version.
    fn publish(&self, mut registry: MutexGuard<'_, Registry>, now: Instant) -> u64 {
        // The snapshots first: a look that reads the new version then
        // finds rooms at least as new.
        let touched = registry.take_touched();
        let mut snapshots = lock(&self.shared.snapshots);
        let mut ids = Vec::with_capacity(touched.len());
        for (id, room) in touched {
            match room {
                Some(room) => snapshots.insert(id.clone(), Arc::new(room)),
                None => snapshots.remove(&id),
            };
            ids.push(id);
        }
        drop(snapshots);
        let version = self.shared.version.fetch_add(1, Ordering::AcqRel) + 1;
        let list = public(registry.list(""));
        let mut lobby = lock(&self.shared.lobby);
        let list_changed = lobby.1 != list;
        if list_changed {
            *lobby = (version, list);
        }
        drop(lobby);
        drop(registry);
        self.wake(ids, list_changed, now);
        version
    }

    /// Calls the wakes of those a change concerns, outside the locks.
    fn wake(&self, touched: Vec<String>, list_changed: bool, now: Instant) {
        let wakes = lock(&self.shared.subscribers).woken_by(
            touched.iter().map(String::as_str),
            list_changed,
            now,
        );
        wakes.iter().for_each(|wake| wake());
    }
}

/// The lobby's list as anyone sees it: whose turn it is shows only to the
/// seats' own keys (as "your move"), and they are woken by their rooms,
/// so a move is not news to everyone in the lobby.
fn public(mut list: Vec<RoomSummary>) -> Vec<RoomSummary> {
    for summary in &mut list {
        summary.turn = None;
    }
    list
}
