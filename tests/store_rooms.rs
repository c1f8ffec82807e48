//! The rooms over a store: everything a visitor was shown comes back
//! after a restart (rooms, moves, clocks, seats, chat, names, the
//! archive), and a change the store cannot write is refused and undone.
//! Time is fake; a "restart" is new rooms over the same store (each
//! database's: SQLite, and PostgreSQL when `TABULEIRO_TEST_POSTGRES`
//! names one). And what every store loads besides: the rated games of the last day, by pair
//! of keys, and no room set aside.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tabuleiro::ai::{Bot, Level};
use tabuleiro::games::{AnyGame, GameId, Options, Outcome, Reason, Side, Status, TimeControl};
use tabuleiro::rating::{Pace, RATED_PAIR_WINDOW, Rating};
use tabuleiro::rooms::{
    Offer, OfferKind, Phase, Refusal, RoomOutcome, RoomPlan, RoomRequest, RoomView, Rooms,
    SEAT_GRACE, SeatPlan, SeatView, Visitor,
};
use tabuleiro::storage::saves::{GameRecord, Player};
use tabuleiro::store::testing::{TestDatabase, test_databases};
use tabuleiro::store::{
    FaultyStore, FinishedGame, MemoryStore, MoveRow, RecentRated, RoomRow, SeatRow, SetAside,
    Store, Write, now_seconds,
};

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

type Lines = Arc<Mutex<Vec<String>>>;

/// Rooms restored from `store` at `now`, their log lines kept.
fn restart(store: Box<dyn Store>, now: Instant) -> (Rooms, Lines) {
    let lines: Lines = Arc::default();
    let kept = Arc::clone(&lines);
    let log = Arc::new(move |line: &str| kept.lock().expect("log").push(line.to_string()));
    let rooms = Rooms::restore(8, log, store, now).expect("the store loads");
    (rooms, lines)
}

/// Runs `test` on each database, empty.
fn on_each_database(test: impl Fn(&TestDatabase)) {
    let dir = tempfile::tempdir().expect("temp dir");
    for database in test_databases(dir.path()) {
        test(&database);
    }
}

fn opened(database: &TestDatabase) -> Box<dyn Store> {
    database.open().expect("the database opens")
}

fn create(seats: [SeatPlan; 2], control: Option<TimeControl>) -> RoomRequest {
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

fn play(rooms: &Rooms, who: &Visitor, ply: usize, mv: &str, now: Instant) -> RoomOutcome {
    let request = RoomRequest::Play {
        room: "r1".to_string(),
        ply,
        mv: mv.to_string(),
    };
    rooms.carry_out(who, request, now)
}

fn moves(view: &RoomView) -> Vec<String> {
    view.game.move_coordinates()
}

const SECOND: Duration = Duration::from_secs(1);

#[test]
fn a_restart_brings_back_rooms_moves_clocks_seats_chat_and_names() {
    on_each_database(restart_brings_back_everything);
}

fn restart_brings_back_everything(database: &TestDatabase) {
    let t0 = Instant::now();
    let (ana, bo) = (visitor(1, "ana"), visitor(2, "bo"));
    let shown = {
        let (rooms, _) = restart(opened(database), t0);
        let control = Some(TimeControl::minutes(5, 3));
        rooms.carry_out(&ana, create([SeatPlan::Me, SeatPlan::Open], control), t0);
        rooms.carry_out(&bo, RoomRequest::Join("r1".into()), t0);
        let mut shown = None;
        for (ply, mv) in ["e2e4", "e7e5", "g1f3", "b8c6"].into_iter().enumerate() {
            let mover = if ply % 2 == 0 { &ana } else { &bo };
            let at = t0 + SECOND * (ply as u32 + 1) * 7;
            shown = Some(view(play(&rooms, mover, ply, mv, at)));
        }
        let chat = RoomRequest::Chat {
            room: "r1".into(),
            text: "good luck".into(),
        };
        rooms.carry_out(&bo, chat, t0 + SECOND * 30);
        let computer = SeatPlan::Computer(Bot::Engine(Level::Easy));
        rooms.carry_out(
            &bo,
            create([computer, SeatPlan::Me], None),
            t0 + SECOND * 31,
        );
        shown.expect("the last move shown")
    };
    // Hours later: the clocks read as after the last move (the time
    // since it is not charged, nor the time the server was down).
    let t1 = t0 + Duration::from_secs(5 * 3600);
    let (rooms, lines) = restart(opened(database), t1);
    assert!(
        lines
            .lock()
            .expect("log")
            .iter()
            .any(|l| l == "rooms restored: 2")
    );
    let list = rooms.carry_out(&visitor(9, "carla"), RoomRequest::List, t1);
    let RoomOutcome::Rooms(list) = list else {
        panic!("the rooms, got {list:?}");
    };
    let ids: Vec<&str> = list.iter().map(|room| room.id.as_str()).collect();
    assert_eq!(ids, ["r1", "r2"]);
    // Ana comes back by key, on a new connection, to her own seat.
    let back = visitor(11, "ana");
    let seen = view(rooms.carry_out(&back, RoomRequest::Join("r1".into()), t1));
    assert_eq!(seen.you, Some(Side::One));
    assert_eq!(moves(&seen), moves(&shown));
    assert_eq!(seen.clocks, shown.clocks);
    assert_eq!(seen.phase, Phase::Playing);
    assert_eq!(seen.chat, ["bo: good luck"]);
    assert!(matches!(
        &seen.seats[1],
        SeatView::Person { name, present: false, .. } if name == "bo"
    ));
    assert_eq!(
        seen.forfeits_in[1],
        Some(SEAT_GRACE),
        "the grace starts again"
    );
    // The game goes on from where it was; numbering goes on too.
    view(play(&rooms, &back, 4, "f1b5", t1 + SECOND));
    let created = rooms.carry_out(&back, create([SeatPlan::Me, SeatPlan::Open], None), t1);
    assert_eq!(view(created).id, "r3");
    // The name stays ana's key's: another key asking for it gets a variant.
    let impostor = Visitor {
        session: 12,
        name: "ana".to_string(),
        key: "SHA256:someone-else".to_string(),
    };
    let renamed = rooms.carry_out(&impostor, RoomRequest::Rename("ana".into()), t1);
    assert!(
        matches!(&renamed, RoomOutcome::Renamed { name, taken: Some(_) } if name == "ana-2"),
        "{renamed:?}"
    );
}

#[test]
fn ends_takebacks_and_rematches_are_kept_and_games_archived() {
    let store = MemoryStore::default();
    let t0 = Instant::now();
    let (ana, bo) = (visitor(1, "ana"), visitor(2, "bo"));
    {
        let (rooms, _) = restart(Box::new(store.clone()), t0);
        rooms.carry_out(&ana, create([SeatPlan::Me, SeatPlan::Open], None), t0);
        rooms.carry_out(&bo, RoomRequest::Join("r1".into()), t0);
        view(play(&rooms, &ana, 0, "e2e4", t0));
        view(play(&rooms, &bo, 1, "e7e5", t0));
        rooms.carry_out(&bo, RoomRequest::AskTakeback("r1".into()), t0);
        let offer = Offer {
            kind: OfferKind::Takeback(1),
            by: Side::Two,
        };
        let answer = RoomRequest::Answer {
            room: "r1".into(),
            offer,
            accept: true,
        };
        assert_eq!(moves(&view(rooms.carry_out(&ana, answer, t0))), ["e2e4"]);
    }
    let (rooms, _) = restart(Box::new(store.clone()), t0);
    let (ana, bo) = (visitor(3, "ana"), visitor(4, "bo"));
    let seen = view(rooms.carry_out(&ana, RoomRequest::Join("r1".into()), t0));
    assert_eq!(moves(&seen), ["e2e4"], "the move taken back stays gone");
    rooms.carry_out(&bo, RoomRequest::Join("r1".into()), t0);
    view(play(&rooms, &bo, 1, "e7e5", t0));
    let over = view(rooms.carry_out(&bo, RoomRequest::Resign("r1".into()), t0));
    assert!(matches!(over.phase, Phase::Over(_)));
    let archive = store.clone().finished_games().expect("the archive");
    assert_eq!(archive.len(), 1);
    assert_eq!(
        (archive[0].result.as_str(), archive[0].reason.as_str()),
        ("1-0", "resigned")
    );
    assert_eq!(archive[0].record.moves(), ["e2e4", "e7e5"]);
    let Phase::Over(end) = over.phase else {
        panic!("the game is over, got {:?}", over.phase);
    };
    assert_eq!(
        (end.outcome, end.reason),
        (Outcome::Win(Side::One), Reason::Resigned)
    );
    rooms.carry_out(&ana, RoomRequest::Rematch("r1".into()), t0);
    rooms.carry_out(&bo, RoomRequest::Rematch("r1".into()), t0);
    // The rematch, colours swapped, is what comes back.
    let (rooms, _) = restart(Box::new(store.clone()), t0);
    let seen = view(rooms.carry_out(&visitor(7, "bo"), RoomRequest::Join("r1".into()), t0));
    assert_eq!(seen.you, Some(Side::One));
    assert_eq!(seen.phase, Phase::Playing);
    assert!(moves(&seen).is_empty());
}

#[test]
fn a_flag_while_nobody_asks_is_kept() {
    let store = MemoryStore::default();
    let t0 = Instant::now();
    let (ana, bo) = (visitor(1, "ana"), visitor(2, "bo"));
    let (rooms, _) = restart(Box::new(store.clone()), t0);
    let control = Some(TimeControl::minutes(1, 0));
    rooms.carry_out(&ana, create([SeatPlan::Me, SeatPlan::Open], control), t0);
    rooms.carry_out(&bo, RoomRequest::Join("r1".into()), t0);
    view(play(&rooms, &ana, 0, "e2e4", t0));
    view(play(&rooms, &bo, 1, "e7e5", t0));
    rooms.tick(t0 + Duration::from_secs(61));
    let seen = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), t0 + SECOND * 62));
    assert!(
        matches!(seen.phase, Phase::Over(end) if end.reason == Reason::Time),
        "{:?}",
        seen.phase
    );
    let archive = store.clone().finished_games().expect("archive");
    assert_eq!(archive.len(), 1);
    assert_eq!(archive[0].reason, "time");
    // Restored with its players gone, the finished room closes as any
    // other: its game is in the archive.
    let later = t0 + Duration::from_secs(100);
    let (rooms, lines) = restart(Box::new(store.clone()), later);
    rooms.tick(later);
    assert!(rooms.list(&ana).is_empty());
    assert!(
        lines
            .lock()
            .expect("log")
            .iter()
            .any(|l| l == "room r1 closed")
    );
    let (rooms, _) = restart(Box::new(store.clone()), later);
    assert!(rooms.list(&ana).is_empty(), "closed for good");
}

#[test]
fn an_end_by_time_is_shown_only_once_kept_and_written_until_it_is() {
    let memory = MemoryStore::default();
    let (faulty, faults) = FaultyStore::new(Box::new(memory.clone()));
    let t0 = Instant::now();
    let (ana, bo) = (visitor(1, "ana"), visitor(2, "bo"));
    let (rooms, lines) = restart(Box::new(faulty), t0);
    let control = Some(TimeControl::minutes(1, 0));
    rooms.carry_out(&ana, create([SeatPlan::Me, SeatPlan::Open], control), t0);
    rooms.carry_out(&bo, RoomRequest::Join("r1".into()), t0);
    view(play(&rooms, &ana, 0, "e2e4", t0));
    view(play(&rooms, &bo, 1, "e7e5", t0));
    // The disk is full as Ana's flag falls.
    faults.fail_writes(true);
    let flag = t0 + SECOND * 61;
    rooms.tick(flag);
    let look = |at: Instant| view(rooms.carry_out(&bo, RoomRequest::Look("r1".into()), at));
    let saving = look(flag);
    assert!(saving.saving);
    assert_eq!(
        saving.phase,
        Phase::Playing,
        "no result the store does not have"
    );
    assert_eq!(saving.game.status(), Status::Ongoing);
    assert!(memory.clone().finished_games().expect("archive").is_empty());
    let logged = |text: &str| lines.lock().expect("log").iter().any(|l| l.contains(text));
    assert!(logged("trying again in 1 s"));
    // Tried again after 1 s, then 2 s, while the disk stays full.
    assert_eq!(rooms.next_deadline(flag), Some(flag + SECOND));
    rooms.tick(flag + SECOND);
    assert!(logged("trying again in 2 s"));
    assert!(look(flag + SECOND).saving);
    // Space is back: the next try keeps it, and only then is it shown.
    faults.fail_writes(false);
    rooms.tick(flag + SECOND * 2);
    assert!(look(flag + SECOND * 2).saving, "not before its time");
    rooms.tick(flag + SECOND * 3);
    let kept = look(flag + SECOND * 3);
    assert!(!kept.saving);
    assert!(
        matches!(kept.phase, Phase::Over(end) if end.reason == Reason::Time && end.outcome == Outcome::Win(Side::Two)),
        "{:?}",
        kept.phase
    );
    assert!(logged("kept, at try 3"));
    let archive = memory.clone().finished_games().expect("archive");
    assert_eq!(archive.len(), 1);
    assert_eq!(archive[0].reason, "time");
}

#[test]
fn a_move_the_store_cannot_write_is_refused_undone_and_logged() {
    let memory = MemoryStore::default();
    let (faulty, faults) = FaultyStore::new(Box::new(memory.clone()));
    let t0 = Instant::now();
    let (ana, bo) = (visitor(1, "ana"), visitor(2, "bo"));
    let (rooms, lines) = restart(Box::new(faulty), t0);
    rooms.carry_out(&ana, create([SeatPlan::Me, SeatPlan::Open], None), t0);
    rooms.carry_out(&bo, RoomRequest::Join("r1".into()), t0);
    view(play(&rooms, &ana, 0, "e2e4", t0));
    faults.fail_writes(true);
    let refused = play(&rooms, &bo, 1, "e7e5", t0);
    assert!(
        matches!(refused, RoomOutcome::Refused(Refusal::NotKept)),
        "refused as not kept, got {refused:?}"
    );
    let logged = lines.lock().expect("log").join("\n");
    assert!(
        logged.contains("room r1: a change not kept: the database could not be written")
            && logged.contains("room r1: a change undone"),
        "{logged}"
    );
    let seen = view(rooms.carry_out(&bo, RoomRequest::Look("r1".into()), t0));
    assert_eq!(moves(&seen), ["e2e4"], "the room stays as it was kept");
    // Nor can a chat line be said that is not kept.
    let chat = RoomRequest::Chat {
        room: "r1".into(),
        text: "hello".into(),
    };
    assert!(matches!(
        rooms.carry_out(&bo, chat, t0),
        RoomOutcome::Refused(_)
    ));
    faults.fail_writes(false);
    view(play(&rooms, &bo, 1, "e7e5", t0));
    let (rooms, _) = restart(Box::new(memory), t0);
    let seen = view(rooms.carry_out(&bo, RoomRequest::Look("r1".into()), t0));
    assert_eq!(moves(&seen), ["e2e4", "e7e5"]);
    assert!(seen.chat.is_empty());
}

#[test]
fn a_correspondence_room_comes_back_with_its_days_and_keeps_its_empty_seats() {
    on_each_database(correspondence_comes_back);
}

fn correspondence_comes_back(database: &TestDatabase) {
    let t0 = Instant::now();
    let (ana, bo) = (visitor(1, "ana"), visitor(2, "bo"));
    let days = Some(TimeControl::PerMove { days: 3 });
    let shown = {
        let (rooms, _) = restart(opened(database), t0);
        rooms.carry_out(&ana, create([SeatPlan::Me, SeatPlan::Open], days), t0);
        rooms.carry_out(&bo, RoomRequest::Join("r1".into()), t0);
        view(play(&rooms, &ana, 0, "e2e4", t0 + SECOND))
    };
    // Two days later, both away since the restart: nobody forfeits.
    let t1 = t0 + Duration::from_secs(2 * 24 * 3600);
    let (rooms, _) = restart(opened(database), t1);
    let later = t1 + Duration::from_secs(24 * 3600);
    let seen = view(rooms.carry_out(&bo, RoomRequest::Join("r1".into()), later));
    assert_eq!(seen.control, days);
    assert_eq!(seen.clocks, shown.clocks);
    assert_eq!(seen.phase, Phase::Playing);
    assert_eq!(seen.forfeits_in, [None, None]);
    assert_eq!(seen.you, Some(Side::Two));
    let answered = view(play(&rooms, &bo, 1, "e7e5", later));
    assert_eq!(moves(&answered), ["e2e4", "e7e5"]);
}

/// Every store, empty: each database's, then memory's.
fn every_store(databases: &[TestDatabase]) -> Vec<(&'static str, Box<dyn Store>)> {
    let mut stores: Vec<(&'static str, Box<dyn Store>)> = databases
        .iter()
        .map(|database| (database.kind, opened(database)))
        .collect();
    stores.push(("memory", Box::new(MemoryStore::default())));
    stores
}

fn person(name: &str) -> SeatRow {
    SeatRow::Person {
        key: format!("SHA256:{name}"),
        name: name.to_string(),
    }
}

/// A game between two people that ended at `ended`, rated at a live
/// pace or not, resigned or aborted as `reason` says.
fn finished(players: [&str; 2], rated: bool, reason: &str, ended: Option<u64>) -> Write {
    let options = Options::default();
    let start = AnyGame::new(GameId::Chess, &options);
    let names = players.map(|name| Player::Human {
        name: name.to_string(),
    });
    Write::Finished(Box::new(FinishedGame {
        room: "r1".to_string(),
        round: 1,
        result: "1-0".to_string(),
        reason: reason.to_string(),
        players: players.map(person),
        record: GameRecord::from_game(&start, &options, names),
        rated: rated.then_some(Pace::Live),
        ratings: rated.then_some([Rating::default(); 2]),
        ended,
    }))
}

#[test]
fn a_load_gives_the_rated_games_of_the_last_day_by_their_two_keys() {
    let dir = tempfile::tempdir().expect("temp dir");
    let databases = test_databases(dir.path());
    let hour = 3600;
    for (kind, mut store) in every_store(&databases) {
        let now = now_seconds();
        let day = RATED_PAIR_WINDOW.as_secs();
        store
            .write(&[
                finished(["ana", "bo"], true, "resigned", Some(now - day - hour)),
                finished(["bo", "ana"], true, "resigned", Some(now - day + hour)),
                finished(["ana", "cy"], true, "aborted", Some(now - hour)),
                finished(["ana", "cy"], false, "resigned", Some(now - hour)),
                finished(["cy", "ana"], true, "checkmate", None),
            ])
            .expect("written");
        let recent = store.load().expect("loaded").recent_rated;
        let keys = |one: &str, two: &str| [one, two].map(|n| format!("SHA256:{n}"));
        assert_eq!(recent.len(), 2, "{kind}: {recent:?}");
        assert_eq!(
            recent[0],
            RecentRated {
                players: keys("bo", "ana"),
                ended: now - day + hour
            },
            "{kind}"
        );
        assert_eq!(recent[1].players, keys("cy", "ana"), "{kind}");
        assert!(recent[1].ended >= now, "{kind}: stamped as kept");
    }
}

fn room_row(number: u64) -> RoomRow {
    let options = Options::default();
    RoomRow {
        id: format!("r{number}"),
        number,
        game: GameId::Chess,
        start: AnyGame::new(GameId::Chess, &options).start_position(),
        options,
        control: None,
        creator: "SHA256:ana".to_string(),
        seats: [person("ana"), person("bo")],
        round: 1,
        ended: None,
        aborted: None,
        rated: false,
    }
}

#[test]
fn a_room_set_aside_is_kept_out_of_every_load_and_its_number_not_given_again() {
    let dir = tempfile::tempdir().expect("temp dir");
    let databases = test_databases(dir.path());
    for (kind, mut store) in every_store(&databases) {
        let aside = SetAside {
            room: "r2".to_string(),
            reason: "move 1 (e2e5): not a legal move".to_string(),
        };
        store
            .write(&[
                Write::Room(room_row(1)),
                Write::Room(room_row(2)),
                Write::Moves {
                    room: "r2".to_string(),
                    round: 1,
                    from: 0,
                    moves: vec![MoveRow {
                        ply: 0,
                        text: "e2e5".to_string(),
                        clocks_ms: None,
                    }],
                },
            ])
            .expect("rooms");
        store.write(&[Write::SetAside(aside)]).expect("set aside");
        // A later change of its row does not bring it back.
        store.write(&[Write::Room(room_row(2))]).expect("rewritten");
        let saved = store.load().expect("loaded");
        let ids: Vec<&str> = saved.rooms.iter().map(|r| r.row.id.as_str()).collect();
        assert_eq!(ids, ["r1"], "{kind}");
        assert!(saved.set_aside.is_empty(), "{kind}: set aside before");
        assert_eq!(saved.last_number, 2, "{kind}");
    }
}

#[test]
fn a_room_whose_moves_no_longer_play_is_set_aside_and_the_others_start() {
    let mut store = MemoryStore::default();
    let t0 = Instant::now();
    let (ana, bo) = (visitor(1, "ana"), visitor(2, "bo"));
    {
        let (rooms, _) = restart(Box::new(store.clone()), t0);
        for id in ["r1", "r2"] {
            rooms.carry_out(&ana, create([SeatPlan::Me, SeatPlan::Open], None), t0);
            rooms.carry_out(&bo, RoomRequest::Join(id.into()), t0);
        }
        view(play(&rooms, &ana, 0, "e2e4", t0));
    }
    // r1's first move made unplayable behind the rooms' back.
    let bad = Write::Moves {
        room: "r1".into(),
        round: 1,
        from: 0,
        moves: vec![MoveRow {
            ply: 0,
            text: "e2e5".into(),
            clocks_ms: None,
        }],
    };
    store.write(&[bad]).expect("written");
    let (rooms, lines) = restart(Box::new(store.clone()), t0);
    let ids: Vec<String> = rooms.list(&ana).into_iter().map(|r| r.id).collect();
    assert_eq!(ids, ["r2"]);
    let logged = lines.lock().expect("log").join("\n");
    assert!(
        logged.contains("room r1 set aside, not restored: move 1 (e2e5)"),
        "{logged}"
    );
    // Kept aside: the next start neither restores nor logs it again.
    let (rooms, lines) = restart(Box::new(store.clone()), t0);
    assert_eq!(rooms.list(&ana).len(), 1);
    assert!(!lines.lock().expect("log").iter().any(|l| l.contains("r1")));
}

#[test]
fn the_rated_games_of_the_last_day_count_after_a_restart() {
    let store = MemoryStore::default();
    let t0 = Instant::now();
    let (ana, bo) = (visitor(1, "ana"), visitor(2, "bo"));
    let live = Some(TimeControl::minutes(5, 3));
    {
        let (rooms, _) = restart(Box::new(store.clone()), t0);
        for id in ["r1", "r2", "r3"] {
            rooms.carry_out(&ana, create([SeatPlan::Me, SeatPlan::Open], live), t0);
            rooms.carry_out(&bo, RoomRequest::Join(id.into()), t0);
            for (ply, (who, mv)) in [(&ana, "e2e4"), (&bo, "e7e5")].into_iter().enumerate() {
                let request = RoomRequest::Play {
                    room: id.into(),
                    ply,
                    mv: mv.into(),
                };
                view(rooms.carry_out(who, request, t0));
            }
            view(rooms.carry_out(&bo, RoomRequest::Resign(id.into()), t0));
        }
    }
    let (rooms, _) = restart(Box::new(store.clone()), t0);
    rooms.carry_out(&ana, create([SeatPlan::Me, SeatPlan::Open], live), t0);
    let seated = view(rooms.carry_out(&bo, RoomRequest::Join("r4".into()), t0));
    assert!(seated.over_pair_limit && !seated.rated);
}
