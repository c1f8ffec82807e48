//! A seat at a room's board: open, a person's (by key), or the
//! computer's. A person's seat is held by one connection at a time.

use std::time::Instant;

use super::view::SeatView;
use crate::ai::Bot;
use crate::games::GameId;
use crate::rating::{Change, Rating};
use crate::storage::saves::Player;
use crate::store::SeatRow;

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
    /// Their rating in the room's game and pace, as shown beside their
    /// name; none in a game without a pace.
    pub rating: Option<Rating>,
    /// Their rating after the room's game, once it ended rated and its
    /// end is kept; none again from a rematch.
    pub after: Option<Rating>,
    /// The one connection of theirs that holds the seat, if any: only it
    /// moves, so two connections of one key never both play.
    session: Option<u64>,
    /// Since when none of their connections holds the seat.
    away_since: Option<Instant>,
}

impl Person {
    pub fn new(key: &str, name: &str, session: u64) -> Person {
        Person {
            key: key.to_string(),
            name: name.to_string(),
            rating: None,
            after: None,
            session: Some(session),
            away_since: None,
        }
    }

    /// Their seat as restored after a restart: nobody holds it, and it
    /// has been empty since `now`.
    fn away(key: &str, name: &str, now: Instant) -> Person {
        Person {
            key: key.to_string(),
            name: name.to_string(),
            rating: None,
            after: None,
            session: None,
            away_since: Some(now),
        }
    }

    /// A connection of theirs sits down (a reconnect, or a second
    /// connection taking over); the connection it displaced, if any.
    pub fn arrive(&mut self, session: u64) -> Option<u64> {
        self.away_since = None;
        self.session
            .replace(session)
            .filter(|&held| held != session)
    }

    /// A connection leaves; true when it held the seat.
    pub fn depart(&mut self, session: u64, now: Instant) -> bool {
        let held = self.has(session);
        if held {
            self.session = None;
            self.away_since = Some(now);
        }
        held
    }

    pub fn present(&self) -> bool {
        self.session.is_some()
    }

    pub fn has(&self, session: u64) -> bool {
        self.session == Some(session)
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
                rating: person.rating.as_ref().map(Rating::shown),
                change: person
                    .rating
                    .zip(person.after)
                    .map(|(before, after)| Change::new(before, after)),
            },
            Seat::Computer(bot) => SeatView::Computer(*bot),
        }
    }

    /// The seat as the store keeps it.
    pub fn row(&self) -> SeatRow {
        match self {
            Seat::Open => SeatRow::Open,
            Seat::Person(person) => SeatRow::Person {
                key: person.key.clone(),
                name: person.name.clone(),
            },
            Seat::Computer(bot) => SeatRow::Computer {
                bot: bot.id().to_string(),
            },
        }
    }

    /// A kept seat, empty since `now` if a person's; none for a computer
    /// player this game does not have.
    pub fn restore(row: &SeatRow, game: GameId, now: Instant) -> Option<Seat> {
        Some(match row {
            SeatRow::Open => Seat::Open,
            SeatRow::Person { key, name } => Seat::Person(Person::away(key, name, now)),
            SeatRow::Computer { bot } => Seat::Computer(Bot::parse(game, bot).ok()?),
        })
    }

    /// Who sits here, as a game record names players.
    pub fn player(&self) -> Player {
        match self {
            Seat::Open => Player::Human {
                name: String::new(),
            },
            Seat::Person(person) => Player::Human {
                name: person.name.clone(),
            },
            Seat::Computer(bot) => Player::Computer {
                name: bot.id().to_string(),
                bot_id: bot.id().to_string(),
            },
        }
    }
}
