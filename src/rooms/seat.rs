//! A seat at a room's board: open, a person's (by key), or the
//! computer's.

use std::collections::BTreeSet;
use std::time::Instant;

use super::view::SeatView;
use crate::ai::Bot;

#[derive(Clone, Debug)]
pub enum Seat {
    Open,
    Person(Person),
    Computer(Bot),
}

/// A person's seat: theirs by key, whether or not they are in the room.
#[derive(Clone, Debug)]
pub struct Person {
    /// The public key's fingerprint.
    pub key: String,
    pub name: String,
    /// Their connections in the room now.
    sessions: BTreeSet<u64>,
    /// Since when none of their connections is in the room.
    away_since: Option<Instant>,
}

impl Person {
    pub fn new(key: &str, name: &str, session: u64) -> Person {
        Person {
            key: key.to_string(),
            name: name.to_string(),
            sessions: BTreeSet::from([session]),
            away_since: None,
        }
    }

    /// Another connection of theirs sits down (a reconnect).
    pub fn arrive(&mut self, session: u64) {
        self.sessions.insert(session);
        self.away_since = None;
    }

    /// A connection leaves; true when it was theirs.
    pub fn depart(&mut self, session: u64, now: Instant) -> bool {
        let left = self.sessions.remove(&session);
        if left && self.sessions.is_empty() {
            self.away_since = Some(now);
        }
        left
    }

    pub fn present(&self) -> bool {
        !self.sessions.is_empty()
    }

    pub fn has(&self, session: u64) -> bool {
        self.sessions.contains(&session)
    }

    pub fn away_since(&self) -> Option<Instant> {
        self.away_since
    }
}

impl Seat {
    pub fn person(&self) -> Option<&Person> {
        match self {
            Seat::Person(person) => Some(person),
            _ => None,
        }
    }

    pub fn person_mut(&mut self) -> Option<&mut Person> {
        match self {
            Seat::Person(person) => Some(person),
            _ => None,
        }
    }

    /// Whether the person of this key sits here.
    pub fn is_key(&self, key: &str) -> bool {
        self.person().is_some_and(|p| p.key == key)
    }

    pub fn view(&self) -> SeatView {
        match self {
            Seat::Open => SeatView::Open,
            Seat::Person(person) => SeatView::Person {
                name: person.name.clone(),
                present: person.present(),
            },
            Seat::Computer(bot) => SeatView::Computer(*bot),
        }
    }
}
