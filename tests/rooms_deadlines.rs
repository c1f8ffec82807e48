//! The moments the rooms change by themselves, which the driver sleeps
//! until (a flag, a missed first move, an empty seat's forfeit, a room's
//! end, a computer game's pace), told with fake time; and a driver over
//! idle rooms that does not wake.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tabuleiro::ai::{Bot, SearchPool};
use tabuleiro::games::{AnyGame, GameId, Options, Side, TimeControl};
use tabuleiro::rooms::{
    EMPTY_KEPT, FIRST_MOVE, Phase, RoomOutcome, RoomPlan, RoomRequest, RoomView, Rooms, SEAT_GRACE,
    SeatPlan, Visitor, WATCH_PACE,
};
use tabuleiro::store::MemoryStore;

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

fn rooms() -> Rooms {
    Rooms::new(8, Arc::new(|_: &str| {}))
}

fn plan(seats: [SeatPlan; 2], control: Option<TimeControl>) -> RoomRequest {
    let options = Options::default();
    RoomRequest::Create(Box::new(RoomPlan {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        control,
        seats,
        rated: true,
    }))
}

fn view(outcome: RoomOutcome) -> RoomView {
    match outcome {
        RoomOutcome::Room(view) => *view,
        other => panic!("expected the room, got {other:?}"),
    }
}

fn play(rooms: &Rooms, who: &Visitor, ply: usize, mv: &str, now: Instant) -> RoomView {
    let request = RoomRequest::Play {
        room: "r1".to_string(),
        ply,
        mv: mv.to_string(),
    };
    view(rooms.carry_out(who, request, now))
}

/// Ana and Ben seated in room r1 at `now`.
fn two_players(rooms: &Rooms, now: Instant, control: Option<TimeControl>) -> (Visitor, Visitor) {
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
    view(rooms.carry_out(&ana, plan([SeatPlan::Me, SeatPlan::Open], control), now));
    let joined = view(rooms.carry_out(&ben, RoomRequest::Join("r1".into()), now));
    assert_eq!(joined.phase, Phase::Playing);
    (ana, ben)
}

#[test]
fn no_rooms_and_a_room_waiting_for_a_player_name_no_deadline() {
    let rooms = rooms();
    let now = Instant::now();
    assert_eq!(rooms.next_deadline(now), None);
    let ana = visitor(1, "ana");
    view(rooms.carry_out(&ana, plan([SeatPlan::Me, SeatPlan::Open], None), now));
    assert_eq!(rooms.next_deadline(now + Duration::from_secs(3600)), None);
}

#[test]
fn first_moves_then_the_flag_of_the_side_to_move() {
    let rooms = rooms();
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, TimeControl::parse("60+0").ok());
    assert_eq!(rooms.next_deadline(start), Some(start + FIRST_MOVE));
    let white = start + Duration::from_secs(10);
    play(&rooms, &ana, 0, "e2e4", white);
    assert_eq!(
        rooms.next_deadline(white),
        Some(white + FIRST_MOVE),
        "black's first move"
    );
    let black = white + Duration::from_secs(5);
    let after = play(&rooms, &ben, 1, "e7e5", black);
    let left = after.clocks.expect("clocks")[Side::One.index()];
    assert_eq!(
        rooms.next_deadline(black),
        Some(black + left),
        "white's flag"
    );
    // Time charged by a later look does not move the flag.
    let later = black + Duration::from_secs(7);
    rooms.tick(later);
    assert_eq!(rooms.next_deadline(later), Some(black + left));
    rooms.tick(black + left);
    assert_eq!(
        rooms.next_deadline(black + left),
        None,
        "the flag fell: over"
    );
}

#[test]
fn an_empty_seat_is_due_at_its_forfeit_and_an_empty_room_at_its_end() {
    let rooms = rooms();
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, None);
    play(&rooms, &ana, 0, "e2e4", start);
    play(&rooms, &ben, 1, "e7e5", start);
    assert_eq!(rooms.next_deadline(start), None, "no clock, both here");
    let gone = start + Duration::from_secs(20);
    rooms.depart(&ben, gone);
    assert_eq!(rooms.next_deadline(gone), Some(gone + SEAT_GRACE));
    rooms.depart(&ana, gone);
    assert_eq!(
        rooms.next_deadline(gone),
        Some(gone + SEAT_GRACE),
        "both away"
    );
    // A room waiting for a player, left empty, goes after its time.
    let carol = visitor(3, "carol");
    view(rooms.carry_out(&carol, plan([SeatPlan::Me, SeatPlan::Open], None), gone));
    rooms.depart(&carol, gone);
    let forfeited = gone + SEAT_GRACE;
    rooms.tick(forfeited);
    // r1's game ended with nobody in it: it closed at once.
    assert_eq!(rooms.list(&carol).len(), 1);
    assert_eq!(rooms.next_deadline(forfeited), Some(gone + EMPTY_KEPT));
    rooms.tick(gone + EMPTY_KEPT);
    assert_eq!(
        rooms.next_deadline(gone + EMPTY_KEPT),
        None,
        "the room went"
    );
    assert!(rooms.list(&carol).is_empty());
}

#[test]
fn a_computer_game_is_due_at_its_watch_pace_and_deadlines_are_ahead() {
    let rooms = rooms();
    let start = Instant::now();
    let ana = visitor(1, "ana");
    let computers = [
        SeatPlan::Computer(Bot::Random),
        SeatPlan::Computer(Bot::Random),
    ];
    view(rooms.carry_out(&ana, plan(computers, None), start));
    assert_eq!(rooms.next_deadline(start), Some(start + WATCH_PACE));
    // Once the pace is past, the turn is the driver's now, not a deadline.
    assert_eq!(rooms.next_deadline(start + WATCH_PACE), None);
}

/// The folder in /proc of the thread named `name` in this process.
#[cfg(target_os = "linux")]
fn task_named(name: &str) -> Option<std::path::PathBuf> {
    let tasks = std::fs::read_dir("/proc/self/task").ok()?;
    tasks.flatten().map(|task| task.path()).find(|task| {
        std::fs::read_to_string(task.join("comm")).is_ok_and(|comm| comm.trim() == name)
    })
}

/// Context switches of the thread named `name` in this process.
#[cfg(target_os = "linux")]
fn switches_of(name: &str) -> Option<u64> {
    let status = std::fs::read_to_string(task_named(name)?.join("status")).ok()?;
    let count = |field: &str| -> Option<u64> {
        let line = status.lines().find(|l| l.starts_with(field))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    Some(count("voluntary_ctxt_switches:")? + count("nonvoluntary_ctxt_switches:")?)
}

/// Whether the thread named `name` in this process sleeps (waits).
#[cfg(target_os = "linux")]
fn asleep(name: &str) -> bool {
    let Some(task) = task_named(name) else {
        return false;
    };
    let stat = std::fs::read_to_string(task.join("stat")).unwrap_or_default();
    // `tid (name) state ...`: the state follows the name's last `)`.
    stat.rsplit_once(')')
        .is_some_and(|(_, rest)| rest.trim_start().starts_with('S'))
}

/// The driver over rooms where nobody moves sleeps: it is not woken in
/// a second (it was twenty times a second when it polled).
#[cfg(target_os = "linux")]
#[test]
fn the_driver_of_idle_rooms_does_not_wake() {
    // Other tests' drivers have the same thread name: measured alone.
    if !crate::alone_support::alone(module_path!(), "the_driver_of_idle_rooms_does_not_wake") {
        return;
    }
    let rooms = rooms();
    let now = Instant::now();
    two_players(&rooms, now, TimeControl::parse("600+0").ok());
    let carol = visitor(3, "carol");
    view(rooms.carry_out(&carol, plan([SeatPlan::Me, SeatPlan::Open], None), now));
    let driver = rooms.spawn_driver(SearchPool::for_machine());
    // Counted from its first sleep: started, waiting for news.
    let deadline = Instant::now() + Duration::from_secs(10);
    while !asleep("tabuleiro-rooms") {
        assert!(Instant::now() < deadline, "the driver never sleeps");
        std::thread::sleep(Duration::from_millis(5));
    }
    let before = switches_of("tabuleiro-rooms").expect("the driver's thread");
    std::thread::sleep(Duration::from_secs(1));
    let after = switches_of("tabuleiro-rooms").expect("the driver's thread");
    assert!(
        after - before <= 2,
        "woken {} times in a second",
        after - before
    );
    driver.stop();
}

#[test]
fn by_correspondence_the_first_move_is_due_in_days_and_an_empty_seat_names_no_forfeit() {
    let rooms = rooms();
    let start = Instant::now();
    let days = Some(TimeControl::PerMove { days: 3 });
    let (ana, ben) = two_players(&rooms, start, days);
    let three_days = Duration::from_secs(3 * 24 * 3600);
    assert_eq!(rooms.next_deadline(start), Some(start + three_days));
    rooms.depart(&ben, start + Duration::from_secs(5));
    let white = start + Duration::from_secs(60);
    play(&rooms, &ana, 0, "e2e4", white);
    // Ben is away: his first move is due in days, and nothing sooner.
    assert_eq!(rooms.next_deadline(white), Some(white + three_days));
}

/// A game over when the server stopped, its players still seated and
/// nobody coming back: the restored rooms close it at once, before any
/// lobby lists it or the driver's first round.
#[test]
fn a_room_whose_game_was_over_at_a_restart_closes_without_a_visit() {
    let store = MemoryStore::default();
    let start = Instant::now();
    let before = Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(store.clone()), start)
        .expect("an empty store loads");
    let (ana, ben) = two_players(&before, start, None);
    play(&before, &ana, 0, "e2e4", start);
    play(&before, &ben, 1, "e7e5", start);
    let over = view(before.carry_out(&ben, RoomRequest::Resign("r1".into()), start));
    assert!(matches!(over.phase, Phase::Over(_)));
    // Stopped with both still in the room: nobody departed.
    drop(before);
    let restart = start + Duration::from_secs(5);
    let rooms = Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(store), restart)
        .expect("the store loads");
    assert!(
        rooms.list(&visitor(3, "carol")).is_empty(),
        "closed at once"
    );
    assert_eq!(rooms.next_deadline(restart), None, "nothing to wait for");
}
