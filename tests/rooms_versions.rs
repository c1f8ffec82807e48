//! The rooms' version: every change a visitor could see bumps it, under
//! the lock, so what a request's outcome shows is of the version it
//! names; looks and time without news leave it alone. The lobby's list
//! has its own, which moves only when the list does. A change wakes only
//! the subscribers it concerns: a room's watchers, the lobby (at its
//! pace) when the list changed, the seats' keys when their room did.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tabuleiro::games::{AnyGame, GameId, Options, Side, TimeControl};
use tabuleiro::rooms::{
    EMPTY_KEPT, Interest, LOBBY_PACE, RoomOutcome, RoomPlan, RoomRequest, Rooms, SeatPlan,
    Subscription, Visitor,
};

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

fn create(control: Option<TimeControl>) -> RoomRequest {
    let options = Options::default();
    RoomRequest::Create(Box::new(RoomPlan {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        control,
        seats: [SeatPlan::Me, SeatPlan::Open],
        rated: true,
    }))
}

fn play(ply: usize, mv: &str) -> RoomRequest {
    RoomRequest::Play {
        room: "r1".to_string(),
        ply,
        mv: mv.to_string(),
    }
}

#[test]
fn changes_bump_the_version_and_looks_do_not() {
    let rooms = Rooms::new(4, Arc::new(|_: &str| {}));
    let wakes = Arc::new(AtomicUsize::new(0));
    let woken = Arc::clone(&wakes);
    let _subscription = rooms.subscribe(Box::new(move || {
        woken.fetch_add(1, Ordering::Relaxed);
    }));
    let start = Instant::now();
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
    let (_, listed) = rooms.carry_out_seen(&ana, RoomRequest::List, start);
    assert_eq!(listed, rooms.version());
    let (_, created) = rooms.carry_out_seen(&ana, create(TimeControl::parse("5+0").ok()), start);
    assert!(created > listed, "a room made is news");
    assert_eq!(rooms.version(), created, "the outcome shows the newest");
    let (_, joined) = rooms.carry_out_seen(&ben, RoomRequest::Join("r1".into()), start);
    let (_, looked) = rooms.carry_out_seen(&ana, RoomRequest::Look("r1".into()), start);
    assert_eq!(looked, joined, "a look changes nothing");
    let wakes_so_far = wakes.load(Ordering::Relaxed);
    rooms.tick(start + Duration::from_secs(1));
    assert_eq!(rooms.version(), joined, "time without news");
    assert_eq!(wakes.load(Ordering::Relaxed), wakes_so_far, "nobody woken");
    rooms.carry_out(&ana, play(0, "e2e4"), start);
    rooms.carry_out(&ben, play(1, "e7e5"), start);
    let moved = rooms.version();
    assert_eq!(moved, joined + 2);
    rooms.tick(start + Duration::from_secs(301));
    assert!(rooms.version() > moved, "a flag fell");
    assert!(wakes.load(Ordering::Relaxed) > wakes_so_far);
}

#[test]
fn the_lobby_version_moves_with_the_list_not_with_chat() {
    let rooms = Rooms::new(4, Arc::new(|_: &str| {}));
    let start = Instant::now();
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
    let (_, created) = rooms.carry_out_seen(&ana, create(None), start);
    assert_eq!(rooms.lobby_version(), created, "a new room is listed");
    let (_, joined) = rooms.carry_out_seen(&ben, RoomRequest::Join("r1".into()), start);
    assert_eq!(
        rooms.lobby_version(),
        joined,
        "a seat taken shows in the list"
    );
    // Whose move it is shows only to the seats' keys ("your move"), who
    // are woken by their room: the list as anyone sees it stays.
    let (_, moved) = rooms.carry_out_seen(&ana, play(0, "e2e4"), start);
    assert!(moved > joined, "a move is news");
    assert_eq!(rooms.lobby_version(), joined, "but not the list's");
    let moved = joined;
    rooms.carry_out(
        &ana,
        RoomRequest::Chat {
            room: "r1".into(),
            text: "hi".into(),
        },
        start,
    );
    assert!(rooms.version() > moved);
    assert_eq!(rooms.lobby_version(), moved, "chat is the room's news");
    rooms.carry_out(&ben, RoomRequest::Resign("r1".into()), start);
    assert_eq!(
        rooms.lobby_version(),
        rooms.version(),
        "a game over is listed"
    );
}

#[test]
fn a_look_draws_the_room_from_its_newest_snapshot() {
    let rooms = Rooms::new(4, Arc::new(|_: &str| {}));
    let start = Instant::now();
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
    assert!(rooms.look(&ana, "r1", start).is_none(), "no room yet");
    rooms.carry_out(&ana, create(None), start);
    rooms.carry_out(&ben, RoomRequest::Join("r1".into()), start);
    rooms.carry_out(&ana, play(0, "e2e4"), start);
    let (seen, version) = rooms.look(&ben, "r1", start).expect("the room");
    assert_eq!(version, rooms.version());
    let RoomOutcome::Room(looked) = rooms.carry_out(&ben, RoomRequest::Look("r1".into()), start)
    else {
        panic!("the room");
    };
    assert_eq!(seen.game.move_coordinates(), ["e2e4"]);
    assert_eq!(seen.you, Some(Side::Two), "the view is the looker's own");
    assert_eq!(seen.game.move_coordinates(), looked.game.move_coordinates());
    assert_eq!(seen.seats, looked.seats);
    // A room that goes takes its snapshot with it.
    rooms.carry_out(&ana, RoomRequest::Resign("r1".into()), start);
    rooms.carry_out(&ben, RoomRequest::Leave("r1".into()), start);
    rooms.carry_out(&ana, RoomRequest::Leave("r1".into()), start);
    rooms.tick(start + EMPTY_KEPT);
    assert!(rooms.look(&ana, "r1", start + EMPTY_KEPT).is_none());
}

/// A subscription to `interest` and the count of its wakes.
fn counted(rooms: &Rooms, interest: Interest) -> (Subscription, Arc<AtomicUsize>) {
    let wakes = Arc::new(AtomicUsize::new(0));
    let woken = Arc::clone(&wakes);
    let subscription = rooms.subscribe_to(
        interest,
        Box::new(move || {
            woken.fetch_add(1, Ordering::Relaxed);
        }),
    );
    (subscription, wakes)
}

#[test]
fn a_change_wakes_the_room_s_watchers_and_the_seats_not_the_whole_lobby() {
    let rooms = Rooms::new(4, Arc::new(|_: &str| {}));
    let start = Instant::now();
    let (ana, ben, cy) = (visitor(1, "ana"), visitor(2, "ben"), visitor(3, "cy"));
    rooms.carry_out(&ana, create(None), start);
    rooms.carry_out(&ben, RoomRequest::Join("r1".into()), start);
    rooms.carry_out(&cy, create(None), start);
    // The list's changes so far told (at the lobby's pace).
    let later = start + LOBBY_PACE;
    rooms.tick(later);
    let (_watching, in_r1) = counted(&rooms, Interest::Room("r1".into()));
    let (_in_r2, in_r2) = counted(&rooms, Interest::Room("r2".into()));
    let (_seated, seated) = counted(&rooms, Interest::Lobby(vec!["r1".into()]));
    let (_lobby, lobby) = counted(&rooms, Interest::Lobby(Vec::new()));
    rooms.carry_out(&ana, play(0, "e2e4"), later);
    assert_eq!(in_r1.load(Ordering::Relaxed), 1, "the room's watchers");
    assert_eq!(
        seated.load(Ordering::Relaxed),
        1,
        "a seat's key in the lobby"
    );
    assert_eq!(in_r2.load(Ordering::Relaxed), 0, "another room's");
    assert_eq!(lobby.load(Ordering::Relaxed), 0, "the rest of the lobby");
    rooms.carry_out(&cy, RoomRequest::Leave("r2".into()), later + LOBBY_PACE);
    assert_eq!(lobby.load(Ordering::Relaxed), 1, "a room emptied is listed");
    assert_eq!(in_r1.load(Ordering::Relaxed), 1);
}

#[test]
fn the_lobby_hears_of_a_burst_of_changes_once_per_pace_and_the_last_at_its_deadline() {
    let rooms = Rooms::new(8, Arc::new(|_: &str| {}));
    let start = Instant::now();
    let (_lobby, lobby) = counted(&rooms, Interest::Lobby(Vec::new()));
    for at in 1..=5 {
        let creator = visitor(at, &format!("v{at}"));
        rooms.carry_out(&creator, create(None), start);
    }
    assert_eq!(lobby.load(Ordering::Relaxed), 1, "the first at once");
    assert_eq!(
        rooms.lobby_version(),
        rooms.version(),
        "the list is current"
    );
    assert_eq!(rooms.next_tick(start), Some(start + LOBBY_PACE));
    rooms.tick(start + LOBBY_PACE / 2);
    assert_eq!(lobby.load(Ordering::Relaxed), 1, "not yet");
    rooms.tick(start + LOBBY_PACE);
    assert_eq!(lobby.load(Ordering::Relaxed), 2, "the rest, told once");
    assert_eq!(rooms.next_tick(start + LOBBY_PACE), None);
}
