//! Who is woken by a change: each subscriber says what it watches (a
//! room, the lobby's list, or everything), and a change wakes only those
//! it concerns, so a move in one room costs its own watchers' wakes and
//! not one per connection. The lobby's list is woken at a pace: however
//! fast rooms open, fill and empty, a session in the lobby looks again at
//! most once per [`LOBBY_PACE`], the last change always told.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The shortest time between two wakes of the lobby's sessions.
pub const LOBBY_PACE: Duration = Duration::from_millis(500);

pub(super) type Wake = Arc<dyn Fn() + Send + Sync>;

/// What a subscriber is woken for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Interest {
    /// Every change (the rooms' driver, tests).
    Everything,
    /// The lobby's list, and the rooms named: those where the visitor's
    /// key holds a seat, whose turn the lobby marks for them alone.
    Lobby(Vec<String>),
    /// One room's view.
    Room(String),
    /// Nothing (a screen that shows nothing of the rooms).
    Nothing,
}

#[derive(Default)]
pub(super) struct Subscribers {
    wakes: HashMap<u64, (Interest, Wake)>,
    everything: HashSet<u64>,
    lobby: HashSet<u64>,
    rooms: HashMap<String, HashSet<u64>>,
    /// When the lobby's sessions were last woken, and whether a change
    /// of the list waits for its turn since.
    lobby_woken: Option<Instant>,
    lobby_pending: bool,
}

impl Subscribers {
    pub(super) fn add(&mut self, id: u64, interest: Interest, wake: Wake) {
        self.index(id, &interest);
        self.wakes.insert(id, (interest, wake));
    }

    pub(super) fn remove(&mut self, id: u64) {
        if let Some((interest, _)) = self.wakes.remove(&id) {
            self.unindex(id, &interest);
        }
    }

    /// The subscriber now watches `interest` instead.
    pub(super) fn retarget(&mut self, id: u64, interest: Interest) {
        let Some((old, wake)) = self.wakes.remove(&id) else {
            return;
        };
        if old == interest {
            self.wakes.insert(id, (old, wake));
            return;
        }
        self.unindex(id, &old);
        self.add(id, interest, wake);
    }

    fn index(&mut self, id: u64, interest: &Interest) {
        match interest {
            Interest::Everything => {
                self.everything.insert(id);
            }
            Interest::Lobby(seats) => {
                self.lobby.insert(id);
                for room in seats {
                    self.rooms.entry(room.clone()).or_default().insert(id);
                }
            }
            Interest::Room(room) => {
                self.rooms.entry(room.clone()).or_default().insert(id);
            }
            Interest::Nothing => {}
        }
    }

    fn unindex(&mut self, id: u64, interest: &Interest) {
        let rooms: &[String] = match interest {
            Interest::Everything => {
                self.everything.remove(&id);
                &[]
            }
            Interest::Lobby(seats) => {
                self.lobby.remove(&id);
                seats
            }
            Interest::Room(room) => std::slice::from_ref(room),
            Interest::Nothing => &[],
        };
        for room in rooms {
            if let Some(watching) = self.rooms.get_mut(room) {
                watching.remove(&id);
                if watching.is_empty() {
                    self.rooms.remove(room);
                }
            }
        }
    }

    /// The wakes a change calls: of the rooms `touched`, and of the lobby
    /// when its list changed and its pace allows (else the lobby's wake
    /// waits for [`Subscribers::lobby_due`]).
    pub(super) fn woken_by<'a>(
        &mut self,
        touched: impl IntoIterator<Item = &'a str>,
        list_changed: bool,
        now: Instant,
    ) -> Vec<Wake> {
        let mut ids: HashSet<u64> = self.everything.clone();
        for room in touched {
            if let Some(watching) = self.rooms.get(room) {
                ids.extend(watching);
            }
        }
        self.lobby_pending |= list_changed;
        ids.extend(self.lobby_now(now));
        self.wakes_of(ids)
    }

    /// The lobby's wakes when a change of its list held back by the pace
    /// is due at `now`; none otherwise.
    pub(super) fn lobby_woken_at(&mut self, now: Instant) -> Vec<Wake> {
        let ids: HashSet<u64> = self.lobby_now(now).collect();
        self.wakes_of(ids)
    }

    /// The lobby's subscribers, when a change of its list is pending and
    /// its pace allows telling it at `now`.
    fn lobby_now(&mut self, now: Instant) -> impl Iterator<Item = u64> + '_ {
        let paced = self.lobby_woken.is_some_and(|at| now < at + LOBBY_PACE);
        let tell = self.lobby_pending && !paced;
        if tell {
            self.lobby_pending = false;
            self.lobby_woken = Some(now);
        }
        self.lobby.iter().copied().filter(move |_| tell)
    }

    fn wakes_of(&self, ids: HashSet<u64>) -> Vec<Wake> {
        ids.iter()
            .filter_map(|id| self.wakes.get(id).map(|(_, wake)| Arc::clone(wake)))
            .collect()
    }

    /// When a change of the lobby's list held back by the pace is to be
    /// told, if one waits.
    pub(super) fn lobby_due(&self) -> Option<Instant> {
        let woken = self.lobby_woken.filter(|_| self.lobby_pending)?;
        Some(woken + LOBBY_PACE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn counter() -> (Arc<AtomicUsize>, Wake) {
        let count = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&count);
        (
            count,
            Arc::new(move || {
                counted.fetch_add(1, Ordering::Relaxed);
            }),
        )
    }

    fn call(wakes: Vec<Wake>) -> usize {
        let n = wakes.len();
        wakes.iter().for_each(|wake| wake());
        n
    }

    #[test]
    fn a_change_wakes_only_those_it_concerns() {
        let mut subscribers = Subscribers::default();
        let (room_one, wake) = counter();
        subscribers.add(1, Interest::Room("r1".into()), wake);
        let (room_two, wake) = counter();
        subscribers.add(2, Interest::Room("r2".into()), wake);
        let (lobby, wake) = counter();
        subscribers.add(3, Interest::Lobby(vec!["r2".into()]), wake);
        let (all, wake) = counter();
        subscribers.add(4, Interest::Everything, wake);
        let now = Instant::now();
        assert_eq!(call(subscribers.woken_by(["r1"], false, now)), 2);
        assert_eq!(room_one.load(Ordering::Relaxed), 1);
        assert_eq!(room_two.load(Ordering::Relaxed), 0);
        assert_eq!(lobby.load(Ordering::Relaxed), 0, "r1 holds no seat of 3's");
        assert_eq!(all.load(Ordering::Relaxed), 1);
        call(subscribers.woken_by(["r2"], false, now));
        assert_eq!(lobby.load(Ordering::Relaxed), 1, "its seat's room moved");
        subscribers.retarget(1, Interest::Nothing);
        subscribers.remove(4);
        assert_eq!(call(subscribers.woken_by(["r1"], false, now)), 0);
        assert!(!subscribers.rooms.contains_key("r1"), "no empty entries");
    }

    #[test]
    fn the_lobby_is_woken_at_its_pace_and_the_last_change_is_told() {
        let mut subscribers = Subscribers::default();
        let (lobby, wake) = counter();
        subscribers.add(1, Interest::Lobby(Vec::new()), wake);
        let start = Instant::now();
        call(subscribers.woken_by([], true, start));
        assert_eq!(lobby.load(Ordering::Relaxed), 1, "the first change at once");
        for step in 1..10 {
            let now = start + LOBBY_PACE * step / 20;
            call(subscribers.woken_by([], true, now));
        }
        assert_eq!(lobby.load(Ordering::Relaxed), 1, "held within the pace");
        assert_eq!(subscribers.lobby_due(), Some(start + LOBBY_PACE));
        assert_eq!(call(subscribers.lobby_woken_at(start + LOBBY_PACE / 2)), 0);
        call(subscribers.lobby_woken_at(start + LOBBY_PACE));
        assert_eq!(lobby.load(Ordering::Relaxed), 2, "the held change told");
        assert_eq!(subscribers.lobby_due(), None);
        call(subscribers.woken_by([], false, start + LOBBY_PACE * 3));
        assert_eq!(lobby.load(Ordering::Relaxed), 2, "nothing new");
    }
}
