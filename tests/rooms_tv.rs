//! TV in the lobby, through the rooms' requests: the live game between
//! the highest-rated people, else the server's one show of computers.
//! Ratings come from the store as a restart finds them. Time is fake.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tabuleiro::ai::{Bot, Level};
use tabuleiro::games::{AnyGame, GameId, Options, TimeControl};
use tabuleiro::rating::{Pace, Rating};
use tabuleiro::rooms::{
    RoomOutcome, RoomPlan, RoomRequest, RoomView, Rooms, SeatPlan, TV_ROOM, Visitor,
};
use tabuleiro::store::{MemoryStore, RatingRow, Store, Tally, Write};

const LIVE: Option<TimeControl> = Some(TimeControl::Fischer {
    base: Duration::from_secs(300),
    increment: Duration::from_secs(3),
});

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

fn view(outcome: RoomOutcome) -> RoomView {
    match outcome {
        RoomOutcome::Room(view) => *view,
        other => panic!("expected the room, got {other:?}"),
    }
}

/// The rooms over a store where each `(name, rating)` is rated so in
/// live chess.
fn rated(players: &[(&str, f64)], now: Instant) -> Rooms {
    let mut store = MemoryStore::default();
    let rows: Vec<Write> = players
        .iter()
        .map(|(name, rating)| {
            Write::Rated(RatingRow {
                key: format!("SHA256:{name}"),
                game: GameId::Chess,
                pace: Pace::Live,
                rating: Rating {
                    rating: *rating,
                    ..Rating::default()
                },
                tally: Tally::default(),
            })
        })
        .collect();
    store.write(&rows).expect("written");
    Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(store), now).expect("restored")
}

fn create(control: Option<TimeControl>, second: SeatPlan) -> RoomRequest {
    let options = Options::default();
    RoomRequest::Create(Box::new(RoomPlan {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        control,
        seats: [SeatPlan::Me, second],
        rated: true,
    }))
}

/// `one` opens a live chess room and `two` sits down: a game between
/// people under way; its id.
fn playing(rooms: &Rooms, one: &Visitor, two: &Visitor, now: Instant) -> String {
    let id = view(rooms.carry_out(one, create(LIVE, SeatPlan::Open), now)).id;
    view(rooms.carry_out(two, RoomRequest::Join(id.clone()), now));
    id
}

#[test]
fn tv_shows_the_live_game_of_the_highest_rated_players() {
    let now = Instant::now();
    let rooms = rated(
        &[
            ("cat", 1600.0),
            ("dan", 1550.0),
            ("ana", 2100.0),
            ("ben", 1900.0),
        ],
        now,
    );
    let (ana, ben, cat, dan) = (
        visitor(1, "ana"),
        visitor(2, "ben"),
        visitor(3, "cat"),
        visitor(4, "dan"),
    );
    let lower = playing(&rooms, &cat, &dan, now);
    let higher = playing(&rooms, &ana, &ben, now);
    // A room still waiting for a player is no live game, however strong.
    let (fay, gus) = (visitor(6, "fay"), visitor(7, "gus"));
    view(rooms.carry_out(&fay, create(LIVE, SeatPlan::Open), now));

    let eve = visitor(5, "eve");
    let watched = view(rooms.carry_out(&eve, RoomRequest::Tv, now));
    assert_eq!(watched.id, higher);
    assert_eq!((watched.you, watched.tv), (None, false));
    assert!(watched.watchers.contains(&"eve".to_string()));
    // A player is not sent to watch their own game: the next best.
    let watched = view(rooms.carry_out(&ana, RoomRequest::Tv, now));
    assert_eq!(watched.id, lower);
    // Without a clock a game counts its players as newcomers: 3000
    // against cat and dan's 3150.
    let untimed = view(rooms.carry_out(&gus, create(None, SeatPlan::Open), now)).id;
    view(rooms.carry_out(&visitor(8, "hal"), RoomRequest::Join(untimed), now));
    let watched = view(rooms.carry_out(&ana, RoomRequest::Tv, now));
    assert_eq!(watched.id, lower);
    assert!(!rooms.list(&eve).iter().any(|room| room.id == TV_ROOM));
}

#[test]
fn tv_shows_master_against_master_when_no_game_between_people_is_live() {
    let now = Instant::now();
    let rooms = rated(&[], now);
    let (ana, eve) = (visitor(1, "ana"), visitor(5, "eve"));
    // Ana plays the computer: no game between people.
    let computer = SeatPlan::Computer(Bot::Engine(Level::Easy));
    view(rooms.carry_out(&ana, create(None, computer), now));
    let show = view(rooms.carry_out(&eve, RoomRequest::Tv, now));
    assert_eq!((show.id.as_str(), show.tv), (TV_ROOM, true));
    assert_eq!(show.game.id(), GameId::Chess);
    let again = view(rooms.carry_out(&ana, RoomRequest::Tv, now));
    assert_eq!(again.id, TV_ROOM);
    let listed = rooms.list(&eve);
    let shows: Vec<_> = listed.iter().filter(|room| room.id == TV_ROOM).collect();
    assert_eq!(shows.len(), 1, "{listed:?}");
    assert_eq!(shows[0].watchers, 2);
}
