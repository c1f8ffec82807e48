//! The rooms of `tabuleiro serve`, driven directly with fake time: one
//! authority over each game, seats kept by key and held by one
//! connection, clocks and forfeits, chat and its pace, limits, and the
//! driver playing a computer seat.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tabuleiro::ai::{Bot, SearchPool};
use tabuleiro::games::{Abort, AnyGame, GameId, Options, Outcome, Reason, Side, TimeControl};
use tabuleiro::rooms::{
    CHAT_BURST, CHAT_MAX, CHAT_SPAN, EMPTY_KEPT, FIRST_MOVE, OPEN_ROOMS_PER_KEY, Offer, OfferKind,
    Phase, ROOMS_PER_SPAN, ROOMS_SPAN, RoomOutcome, RoomPlan, RoomRequest, RoomView, Rooms,
    SEAT_GRACE, SeatPlan, SeatView, Visitor, WATCH_PACE,
};

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

/// Rooms whose log lines are kept for the test to read.
fn rooms(max: usize) -> (Rooms, Arc<Mutex<Vec<String>>>) {
    let lines = Arc::new(Mutex::new(Vec::new()));
    let kept = Arc::clone(&lines);
    let log = Arc::new(move |line: &str| kept.lock().expect("log").push(line.to_string()));
    (Rooms::new(max, log), lines)
}

fn plan(seats: [SeatPlan; 2], control: Option<TimeControl>) -> RoomRequest {
    chess_from(None, seats, control)
}

fn chess_from(
    fen: Option<&str>,
    seats: [SeatPlan; 2],
    control: Option<TimeControl>,
) -> RoomRequest {
    let options = Options::default();
    let game = match fen {
        Some(fen) => AnyGame::from_position(GameId::Chess, fen, &options).expect("a position"),
        None => AnyGame::new(GameId::Chess, &options),
    };
    RoomRequest::Create(Box::new(RoomPlan {
        game,
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

fn refused(outcome: RoomOutcome) -> String {
    match outcome {
        RoomOutcome::Refused(why) => why.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn chat(room: &str, text: &str) -> RoomRequest {
    RoomRequest::Chat {
        room: room.to_string(),
        text: text.to_string(),
    }
}

/// Another connection of the visitor's key, by another user name.
fn again(visitor: &Visitor, session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: visitor.key.clone(),
    }
}

fn seat_name(seat: &SeatView) -> &str {
    match seat {
        SeatView::Person { name, .. } => name,
        other => panic!("not a person's seat: {other:?}"),
    }
}

fn play(room: &str, ply: usize, mv: &str) -> RoomRequest {
    RoomRequest::Play {
        room: room.to_string(),
        ply,
        mv: mv.to_string(),
    }
}

/// Ana creates a chess room with an open seat, Ben joins it.
fn two_players(rooms: &Rooms, now: Instant, control: Option<TimeControl>) -> (Visitor, Visitor) {
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
    let created = view(rooms.carry_out(&ana, plan([SeatPlan::Me, SeatPlan::Open], control), now));
    assert_eq!(created.id, "r1");
    assert_eq!(created.phase, Phase::Waiting);
    assert_eq!(created.you, Some(Side::One));
    let joined = view(rooms.carry_out(&ben, RoomRequest::Join("r1".into()), now));
    assert_eq!(joined.you, Some(Side::Two));
    assert_eq!(joined.phase, Phase::Playing);
    (ana, ben)
}

/// Each side's first move, at `now`: from here the clocks run and no
/// first move is awaited.
fn first_moves(rooms: &Rooms, (ana, ben): (&Visitor, &Visitor), now: Instant) {
    view(rooms.carry_out(ana, play("r1", 0, "e2e4"), now));
    view(rooms.carry_out(ben, play("r1", 1, "e7e5"), now));
}

#[test]
fn a_move_is_taken_only_from_the_seat_to_move_at_its_ply_and_once() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    let carol = visitor(3, "carol");
    let watching = view(rooms.carry_out(&carol, RoomRequest::Watch("r1".into()), now));
    assert_eq!(watching.you, None);
    assert_eq!(watching.watchers, vec!["carol".to_string()]);

    assert!(refused(rooms.carry_out(&ben, play("r1", 0, "e7e5"), now)).contains("not your move"));
    assert!(refused(rooms.carry_out(&carol, play("r1", 0, "e2e4"), now)).contains("do not play"));
    assert!(
        refused(rooms.carry_out(&ana, play("r1", 0, "e2e5"), now)).contains("not a legal move")
    );
    let moved = view(rooms.carry_out(&ana, play("r1", 0, "e2e4"), now));
    assert_eq!(moved.game.move_coordinates(), vec!["e2e4"]);
    // The same move sent again is not played twice.
    assert!(refused(rooms.carry_out(&ana, play("r1", 0, "e2e4"), now)).contains("not your move"));
    // A move made for an earlier position is refused.
    assert!(refused(rooms.carry_out(&ben, play("r1", 0, "e7e5"), now)).contains("earlier"));
    let answered = view(rooms.carry_out(&ben, play("r1", 1, "e7e5"), now));
    assert_eq!(answered.game.move_coordinates(), vec!["e2e4", "e7e5"]);
    let seen = view(rooms.carry_out(&carol, RoomRequest::Look("r1".into()), now));
    assert_eq!(seen.game.move_coordinates(), vec!["e2e4", "e7e5"]);
}

#[test]
fn a_player_who_drops_gets_the_seat_back_with_the_same_key() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    rooms.depart(&ana, now);
    rooms.depart(&ana, now);
    let seen = view(rooms.carry_out(&ben, RoomRequest::Look("r1".into()), now));
    assert!(matches!(
        &seen.seats[0],
        SeatView::Person { name, present: false, .. } if name == "ana"
    ));
    // Another key cannot take the seat; it watches.
    let dan = visitor(4, "dan");
    assert_eq!(
        view(rooms.carry_out(&dan, RoomRequest::Join("r1".into()), now)).you,
        None
    );
    let back = Visitor {
        session: 9,
        ..ana.clone()
    };
    let again = view(rooms.carry_out(&back, RoomRequest::Join("r1".into()), now));
    assert_eq!(again.you, Some(Side::One));
    assert!(matches!(
        &again.seats[0],
        SeatView::Person { present: true, .. }
    ));
    assert!(matches!(
        rooms.carry_out(&back, play("r1", 0, "d2d4"), now),
        RoomOutcome::Room(_)
    ));
}

#[test]
fn a_seat_empty_for_two_minutes_is_forfeited() {
    let (rooms, log) = rooms(4);
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, None);
    first_moves(&rooms, (&ana, &ben), start);
    rooms.carry_out(&ana, RoomRequest::Leave("r1".into()), start);
    rooms.tick(start + Duration::from_secs(119));
    let waiting = view(rooms.carry_out(
        &ben,
        RoomRequest::Look("r1".into()),
        start + Duration::from_secs(119),
    ));
    assert_eq!(waiting.phase, Phase::Playing);
    rooms.tick(start + Duration::from_secs(120));
    let over = view(rooms.carry_out(
        &ben,
        RoomRequest::Look("r1".into()),
        start + Duration::from_secs(121),
    ));
    match over.phase {
        Phase::Over(end) => {
            assert_eq!(end.outcome, Outcome::Win(Side::Two));
            assert_eq!(end.reason, Reason::Abandoned);
        }
        other => panic!("not over: {other:?}"),
    }
    let lines = log.lock().expect("log").clone();
    assert!(
        lines.iter().any(|l| l == "room r1 ended: 0-1 abandoned"),
        "{lines:?}"
    );
}

#[test]
fn when_both_seats_stay_empty_neither_player_wins() {
    let (rooms, log) = rooms(4);
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, None);
    first_moves(&rooms, (&ana, &ben), start);
    let carol = visitor(3, "carol");
    view(rooms.carry_out(&carol, RoomRequest::Watch("r1".into()), start));
    rooms.depart(&ana, start);
    rooms.depart(&ben, start);
    rooms.tick(start + Duration::from_secs(121));
    let lines = log.lock().expect("log").clone();
    assert!(
        lines
            .iter()
            .any(|l| l == "room r1 ended: 1/2-1/2 abandoned"),
        "{lines:?}"
    );
    // Its game is in the archive and its players gone: the room closes,
    // even with a watcher in it.
    assert!(lines.iter().any(|l| l == "room r1 closed"), "{lines:?}");
    let gone = rooms.carry_out(
        &carol,
        RoomRequest::Look("r1".into()),
        start + Duration::from_secs(122),
    );
    assert!(refused(gone).contains("r1"));
}

#[test]
fn a_flag_fall_ends_the_game_and_a_bare_king_cannot_win_on_time() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let control = TimeControl::parse("10+0").ok();
    let (ana, ben) = two_players(&rooms, start, control);
    first_moves(&rooms, (&ana, &ben), start);
    let moved = view(rooms.carry_out(&ana, play("r1", 2, "g1f3"), start + Duration::from_secs(4)));
    assert_eq!(
        moved.clocks,
        Some([Duration::from_secs(6), Duration::from_secs(10)])
    );
    assert_eq!(moved.running, Some(Side::Two));
    rooms.tick(start + Duration::from_secs(14));
    let over = view(rooms.carry_out(
        &ana,
        RoomRequest::Look("r1".into()),
        start + Duration::from_secs(14),
    ));
    assert!(
        matches!(over.phase, Phase::Over(end) if end.outcome == Outcome::Win(Side::One) && end.reason == Reason::Time)
    );

    // Black to move with a queen, White a bare king: Black's flag draws.
    let (ana, ben) = (visitor(11, "ana2"), visitor(12, "ben2"));
    let fen = "4k3/8/8/8/8/8/q7/4K3 b - - 0 1";
    let created = view(rooms.carry_out(
        &ana,
        chess_from(Some(fen), [SeatPlan::Me, SeatPlan::Open], control),
        start,
    ));
    rooms.carry_out(&ben, RoomRequest::Join(created.id.clone()), start);
    view(rooms.carry_out(&ben, play(&created.id, 0, "a2a3"), start));
    view(rooms.carry_out(&ana, play(&created.id, 1, "e1d1"), start));
    rooms.tick(start + Duration::from_secs(10));
    let drawn = view(rooms.carry_out(
        &ana,
        RoomRequest::Look(created.id),
        start + Duration::from_secs(10),
    ));
    assert!(
        matches!(drawn.phase, Phase::Over(end) if end.outcome == Outcome::Draw && end.reason == Reason::Time)
    );
}

#[test]
fn chat_lines_are_plain_named_and_cut() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    let said = view(rooms.carry_out(
        &ana,
        RoomRequest::Chat {
            room: "r1".into(),
            text: "hi\x1b[2J there\n\t!".into(),
        },
        now,
    ));
    // A line end is a gap between words, as a run of spaces is.
    assert_eq!(said.chat, vec!["ana: hi[2J there !".to_string()]);
    let long = "x".repeat(500);
    let cut = view(rooms.carry_out(
        &ben,
        RoomRequest::Chat {
            room: "r1".into(),
            text: long,
        },
        now,
    ));
    let last = cut.chat.last().expect("a line");
    assert_eq!(*last, format!("ben: {}", "x".repeat(CHAT_MAX)));
    // What the chat field takes (CHAT_MAX characters, accents and all)
    // is kept whole.
    let full = format!("{}olá, coração", "…".repeat(CHAT_MAX - 12));
    let kept = view(rooms.carry_out(
        &ben,
        RoomRequest::Chat {
            room: "r1".into(),
            text: full.clone(),
        },
        now,
    ));
    assert_eq!(kept.chat.last(), Some(&format!("ben: {full}")));
    assert!(
        refused(rooms.carry_out(
            &ben,
            RoomRequest::Chat {
                room: "r1".into(),
                text: "\x07 ".into()
            },
            now
        ))
        .contains("empty")
    );
    let outsider = visitor(5, "eve");
    assert!(
        refused(rooms.carry_out(
            &outsider,
            RoomRequest::Chat {
                room: "r1".into(),
                text: "hello".into()
            },
            now
        ))
        .contains("not in room")
    );
    // At a talker's pace, the room keeps its last lines.
    let mut later = now;
    for i in 0..60 {
        later += Duration::from_secs(2);
        view(rooms.carry_out(&ana, chat("r1", &format!("line {i}")), later));
    }
    let full = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), later));
    assert_eq!(full.chat.len(), tabuleiro::rooms::CHAT_LINES);
    assert_eq!(full.chat.last().map(String::as_str), Some("ana: line 59"));
}

#[test]
fn a_renamed_visitor_is_shown_by_the_new_name() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, _) = two_players(&rooms, now, None);
    assert!(
        matches!(rooms.carry_out(&ana, RoomRequest::Rename("  Ana \u{a0} Maria ".into()), now), RoomOutcome::Renamed { name, taken: None } if name == "Ana Maria")
    );
    for hidden in ["\t ", "\u{202e}\u{200b}", "Ana\x1b Maria", "ana\u{fe0f}"] {
        let why = refused(rooms.carry_out(&ana, RoomRequest::Rename(hidden.into()), now));
        assert!(why.starts_with("A name "), "{why}");
    }
    let seen = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), now));
    assert!(matches!(&seen.seats[0], SeatView::Person { name, .. } if name == "Ana Maria"));
}

#[test]
fn a_look_alike_user_name_is_the_same_name_and_gets_a_variant() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    // The second `а` is Cyrillic.
    let (ana, poser) = (visitor(1, "ana"), visitor(2, "\u{430}na"));
    view(rooms.carry_out(&ana, plan([SeatPlan::Me, SeatPlan::Open], None), now));
    view(rooms.carry_out(&poser, RoomRequest::Join("r1".into()), now));
    let seen = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), now));
    assert_eq!(seat_name(&seen.seats[0]), "ana");
    assert_eq!(seat_name(&seen.seats[1]), "\u{430}na-2");
    // The claim a visit starts with is told why.
    let claimed = rooms.carry_out(&poser, RoomRequest::Rename("\u{430}na".into()), now);
    assert!(
        matches!(&claimed, RoomOutcome::Renamed { name, taken: Some(wanted) } if name == "\u{430}na-2" && wanted == "\u{430}na"),
        "{claimed:?}"
    );
    // A user name that cannot be a name goes by the guest name.
    let hidden = visitor(3, "ana\u{e0061}");
    view(rooms.carry_out(&hidden, RoomRequest::Watch("r1".into()), now));
    let seen = view(rooms.carry_out(&hidden, chat("r1", "hi"), now));
    assert_eq!(seen.chat.last().map(String::as_str), Some("guest: hi"));
}

#[test]
fn the_room_limit_is_refused_with_a_clear_line_and_unknown_rooms_too() {
    let (rooms, log) = rooms(2);
    let now = Instant::now();
    let ana = visitor(1, "ana");
    for _ in 0..2 {
        view(rooms.carry_out(&ana, plan([SeatPlan::Me, SeatPlan::Open], None), now));
    }
    let why = refused(rooms.carry_out(&ana, plan([SeatPlan::Me, SeatPlan::Open], None), now));
    assert_eq!(
        why,
        "This server is at its limit of 2 rooms: join or watch one, or try again later."
    );
    assert_eq!(
        refused(rooms.carry_out(&ana, RoomRequest::Join("r9".into()), now)),
        "There is no room \"r9\"."
    );
    assert_eq!(rooms.list(&ana).len(), 2);
    assert_eq!(log.lock().expect("log").len(), 2);
}

#[test]
fn an_empty_room_goes_after_ten_minutes_but_not_while_its_game_is_live() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let ana = visitor(1, "ana");
    view(rooms.carry_out(&ana, plan([SeatPlan::Me, SeatPlan::Open], None), start));
    let (ben, carol) = (visitor(2, "ben"), visitor(3, "carol"));
    view(rooms.carry_out(&ben, plan([SeatPlan::Me, SeatPlan::Open], None), start));
    view(rooms.carry_out(&carol, RoomRequest::Join("r2".into()), start));
    rooms.depart(&ana, start);
    rooms.depart(&ben, start);
    rooms.depart(&carol, start);
    rooms.tick(start + FIRST_MOVE - Duration::from_secs(1));
    assert_eq!(rooms.list(&ana).len(), 2);
    // r2's game was aborted for want of a first move: over, with nobody
    // in it, it closes at once (its game is in the archive).
    rooms.tick(start + FIRST_MOVE);
    let left: Vec<String> = rooms.list(&ana).into_iter().map(|r| r.id).collect();
    assert_eq!(left, ["r1"]);
    // r1 never started: it waits ten minutes for somebody.
    rooms.tick(start + Duration::from_secs(599));
    assert_eq!(rooms.list(&ana).len(), 1);
    rooms.tick(start + Duration::from_secs(600));
    assert!(rooms.list(&ana).is_empty());
}

#[test]
fn computers_playing_computers_wait_with_nobody_watching_and_then_close() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let ana = visitor(1, "ana");
    let created = view(rooms.carry_out(
        &ana,
        plan(
            [
                SeatPlan::Computer(Bot::Random),
                SeatPlan::Computer(Bot::Random),
            ],
            None,
        ),
        start,
    ));
    assert_eq!(created.phase, Phase::Playing);
    assert_eq!(created.you, None);
    // Watched, the next move is due after the watching pace.
    assert_eq!(rooms.next_deadline(start), Some(start + WATCH_PACE));
    rooms.depart(&ana, start);
    // Nobody watches: no move is due, only the room's close.
    assert_eq!(rooms.next_deadline(start), Some(start + EMPTY_KEPT));
    rooms.tick(start + EMPTY_KEPT - Duration::from_secs(1));
    assert_eq!(rooms.list(&ana).len(), 1);
    rooms.tick(start + EMPTY_KEPT);
    assert!(rooms.list(&ana).is_empty());
}

#[test]
fn a_game_between_people_keeps_its_empty_room_until_it_ends() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, None);
    first_moves(&rooms, (&ana, &ben), start);
    rooms.carry_out(&ana, RoomRequest::Leave("r1".into()), start);
    rooms.depart(&ben, start);
    rooms.tick(start + SEAT_GRACE - Duration::from_secs(1));
    assert_eq!(rooms.list(&ana).len(), 1);
}

#[test]
fn the_driver_plays_a_computer_seat() {
    let (rooms, log) = rooms(4);
    let ana = visitor(1, "ana");
    let created = view(rooms.carry_out(
        &ana,
        plan([SeatPlan::Computer(Bot::Random), SeatPlan::Me], None),
        Instant::now(),
    ));
    assert_eq!(created.phase, Phase::Playing);
    let woken = Arc::new(Mutex::new(0));
    let count = Arc::clone(&woken);
    let _subscription = rooms.subscribe(Box::new(move || *count.lock().expect("count") += 1));
    let driver = rooms.spawn_driver(SearchPool::for_machine());
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen = created;
    while seen.game.ply_count() == 0 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        seen = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), Instant::now()));
    }
    driver.stop();
    assert_eq!(seen.game.ply_count(), 1, "the computer did not move");
    assert_eq!(seen.game.side_to_move(), Side::Two);
    assert!(*woken.lock().expect("count") >= 1);
    // It does not play the person's move.
    std::thread::sleep(Duration::from_millis(100));
    let later = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), Instant::now()));
    assert_eq!(later.game.ply_count(), 1);
    let created = &log.lock().expect("log")[0];
    assert!(
        created.starts_with("room r1 created: chess by \"ana\" "),
        "{created}"
    );
}

#[test]
fn the_rooms_cross_threads_and_a_dropped_subscription_hears_nothing() {
    fn shared<T: Send + Sync>() {}
    fn sent<T: Send>() {}
    shared::<Rooms>();
    sent::<RoomRequest>();
    sent::<RoomOutcome>();
    sent::<tabuleiro::app::App>();

    let (rooms, _) = rooms(4);
    let woken = Arc::new(Mutex::new(0));
    let count = Arc::clone(&woken);
    let subscription = rooms.subscribe(Box::new(move || *count.lock().expect("count") += 1));
    let ana = visitor(1, "ana");
    let now = Instant::now();
    view(rooms.carry_out(&ana, plan([SeatPlan::Me, SeatPlan::Open], None), now));
    assert_eq!(*woken.lock().expect("count"), 1);
    // Looking changes nothing, so nobody is woken.
    view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), now));
    assert_eq!(*woken.lock().expect("count"), 1);
    drop(subscription);
    rooms.carry_out(
        &ana,
        RoomRequest::Chat {
            room: "r1".into(),
            text: "hi".into(),
        },
        now,
    );
    assert_eq!(*woken.lock().expect("count"), 1);
}

#[test]
fn a_flag_found_fallen_by_a_request_wakes_the_others() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, TimeControl::parse("5+0").ok());
    first_moves(&rooms, (&ana, &ben), start);
    let woken = Arc::new(Mutex::new(0));
    let count = Arc::clone(&woken);
    let _subscription = rooms.subscribe(Box::new(move || *count.lock().expect("count") += 1));
    let late = start + Duration::from_secs(6);
    let seen = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), late));
    assert!(matches!(seen.phase, Phase::Over(end) if end.reason == Reason::Time));
    assert_eq!(*woken.lock().expect("count"), 1);
}

#[test]
fn chat_is_paced_per_key_and_says_when_to_speak_again() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, None);
    let at = |secs: u64| start + Duration::from_secs(secs);
    for i in 0..CHAT_BURST as u64 {
        view(rooms.carry_out(&ana, chat("r1", &format!("line {i}")), at(i)));
    }
    // The lines were said at 0..4 s: the first leaves the span at 10 s.
    assert_eq!(
        refused(rooms.carry_out(&ana, chat("r1", "one more"), at(4))),
        "Not so fast: you may say another line in 6 s."
    );
    // Another connection of the same key gets no fresh pace.
    let ana2 = again(&ana, 7, "ana");
    rooms.carry_out(&ana2, RoomRequest::Watch("r1".into()), at(5));
    assert_eq!(
        refused(rooms.carry_out(
            &ana2,
            chat("r1", "from here then"),
            at(5) + Duration::from_millis(500)
        )),
        "Not so fast: you may say another line in 5 s."
    );
    // Others speak on.
    view(rooms.carry_out(&ben, chat("r1", "calm down"), at(5)));
    let spoken = start + CHAT_SPAN;
    let said = view(rooms.carry_out(&ana, chat("r1", "sorry"), spoken));
    assert_eq!(said.chat.last().map(String::as_str), Some("ana: sorry"));
    assert!(refused(rooms.carry_out(&ana, chat("r1", "and"), spoken)).contains("in 1 s"));
    let lines = said.chat.iter().filter(|l| l.starts_with("ana:")).count();
    assert_eq!(lines, CHAT_BURST + 1);
}

#[test]
fn a_key_may_hold_three_rooms_open_and_a_finished_one_does_not_count() {
    let (rooms, _) = rooms(8);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    for _ in 1..OPEN_ROOMS_PER_KEY {
        view(rooms.carry_out(&ana, plan([SeatPlan::Me, SeatPlan::Open], None), now));
    }
    let fourth = plan([SeatPlan::Me, SeatPlan::Open], None);
    assert_eq!(
        refused(rooms.carry_out(&ana, fourth.clone(), now)),
        "You have 3 rooms open: finish or leave one first (a room left empty closes after 10 minutes)."
    );
    // Every connection of the key counts against the same limit.
    let ana2 = again(&ana, 7, "ana");
    let watched = plan(
        [
            SeatPlan::Computer(Bot::Random),
            SeatPlan::Computer(Bot::Random),
        ],
        None,
    );
    assert!(refused(rooms.carry_out(&ana2, watched, now)).contains("3 rooms open"));
    // Another visitor is not held back.
    view(rooms.carry_out(&ben, fourth.clone(), now));
    assert_eq!(rooms.list(&ben).len(), OPEN_ROOMS_PER_KEY + 1);
    // Fool's mate ends r1: Ana has two rooms open and may open a third.
    for (ply, (who, mv)) in [
        (&ana, "f2f3"),
        (&ben, "e7e5"),
        (&ana, "g2g4"),
        (&ben, "d8h4"),
    ]
    .into_iter()
    .enumerate()
    {
        view(rooms.carry_out(who, play("r1", ply, mv), now));
    }
    let over = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), now));
    assert!(matches!(over.phase, Phase::Over(_)));
    let opened = view(rooms.carry_out(&ana2, fourth.clone(), now));
    assert_eq!(opened.you, Some(Side::One));
    assert!(refused(rooms.carry_out(&ana, fourth, now)).contains("3 rooms open"));
}

#[test]
fn a_second_connection_of_a_key_takes_the_seat_and_the_first_watches() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, None);
    let woken = Arc::new(Mutex::new(0));
    let count = Arc::clone(&woken);
    let _subscription = rooms.subscribe(Box::new(move || *count.lock().expect("count") += 1));
    let ana2 = again(&ana, 7, "ana");
    let taken = view(rooms.carry_out(&ana2, RoomRequest::Join("r1".into()), start));
    assert_eq!(taken.you, Some(Side::One));
    assert!(!taken.displaced);
    assert!(
        *woken.lock().expect("count") >= 1,
        "the first was not woken"
    );

    let told = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), start));
    assert_eq!(told.you, None);
    assert!(told.displaced);
    assert_eq!(told.watchers, vec!["ana".to_string()]);
    assert!(refused(rooms.carry_out(&ana, play("r1", 0, "e2e4"), start)).contains("do not play"));
    let moved = view(rooms.carry_out(&ana2, play("r1", 0, "e2e4"), start));
    assert_eq!(moved.game.move_coordinates(), vec!["e2e4"]);
    view(rooms.carry_out(&ben, play("r1", 1, "e7e5"), start));

    // The first connection going leaves the seat held by the second.
    rooms.depart(&ana, start);
    let later = start + Duration::from_secs(300);
    rooms.tick(later);
    let seen = view(rooms.carry_out(&ben, RoomRequest::Look("r1".into()), later));
    assert_eq!(seen.phase, Phase::Playing);
    assert!(seen.watchers.is_empty());
    assert!(matches!(
        &seen.seats[0],
        SeatView::Person { name, present: true, .. } if name == "ana"
    ));
    // Ben's seat is his one connection's: joining again changes nothing.
    let rejoined = view(rooms.carry_out(&ben, RoomRequest::Join("r1".into()), later));
    assert_eq!(rejoined.you, Some(Side::Two));
    assert!(!rejoined.displaced);
}

#[test]
fn a_seat_shows_its_keys_name_after_a_rename_and_a_reconnect() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    rooms.depart(&ana, now);
    let woken = Arc::new(Mutex::new(0));
    let count = Arc::clone(&woken);
    let _subscription = rooms.subscribe(Box::new(move || *count.lock().expect("count") += 1));
    // Ana comes back under another user name: the lobby shows it at once.
    let anita = again(&ana, 9, "anita");
    rooms.carry_out(&anita, RoomRequest::List, now);
    assert_eq!(seat_name(&rooms.list(&anita)[0].seats[0]), "anita");
    assert_eq!(*woken.lock().expect("count"), 1);
    let back = view(rooms.carry_out(&anita, RoomRequest::Join("r1".into()), now));
    assert_eq!(back.you, Some(Side::One));
    assert_eq!(seat_name(&back.seats[0]), "anita");
    // A rename from any connection of the key follows.
    rooms.carry_out(&anita, RoomRequest::Rename("Ana Lima".into()), now);
    let seen = view(rooms.carry_out(&ben, RoomRequest::Look("r1".into()), now));
    assert_eq!(seat_name(&seen.seats[0]), "Ana Lima");
    assert_eq!(seat_name(&seen.seats[1]), "ben");
}

#[test]
fn the_list_marks_the_seats_of_the_asking_key_on_every_connection() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    let carol = visitor(3, "carol");
    view(rooms.carry_out(&carol, RoomRequest::Watch("r1".into()), now));
    let yours = |visitor: &Visitor| match rooms.carry_out(visitor, RoomRequest::List, now) {
        RoomOutcome::Rooms(list) => list.iter().map(|r| r.yours).collect::<Vec<_>>(),
        other => panic!("expected the rooms, got {other:?}"),
    };
    assert_eq!(yours(&ana), [Some(Side::One)]);
    assert_eq!(yours(&ben), [Some(Side::Two)]);
    // Watching is no seat.
    assert_eq!(yours(&carol), [None]);
    // Gone, the seat is still the key's, on a connection it comes back by.
    rooms.depart(&ana, now);
    assert_eq!(yours(&again(&ana, 8, "ana")), [Some(Side::One)]);
    assert_eq!(rooms.list(&ana)[0].yours, Some(Side::One));
}

fn answer(offer: Offer, accept: bool) -> RoomRequest {
    RoomRequest::Answer {
        room: "r1".into(),
        offer,
        accept,
    }
}

fn over(view: &RoomView) -> (Outcome, Reason) {
    match view.phase {
        Phase::Over(end) => (end.outcome, end.reason),
        other => panic!("expected the game over, got {other:?}"),
    }
}

/// A visitor of another key who logs in by `name`.
fn impostor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:impostor-{session}"),
    }
}

/// The name claim a visitor's app makes first: the name it goes by and
/// the name asked for when another key holds it.
fn claim(rooms: &Rooms, visitor: &Visitor, wanted: &str, now: Instant) -> (String, Option<String>) {
    match rooms.carry_out(visitor, RoomRequest::Rename(wanted.into()), now) {
        RoomOutcome::Renamed { name, taken } => (name, taken),
        other => panic!("expected a name, got {other:?}"),
    }
}

#[test]
fn a_player_resigns_on_either_turn_and_a_watcher_cannot() {
    let (rooms, log) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    let carol = visitor(3, "carol");
    view(rooms.carry_out(&carol, RoomRequest::Watch("r1".into()), now));
    assert!(
        refused(rooms.carry_out(&carol, RoomRequest::Resign("r1".into()), now))
            .contains("do not play")
    );
    first_moves(&rooms, (&ana, &ben), now);
    // Ben resigns on Ana's turn.
    let ended = view(rooms.carry_out(&ben, RoomRequest::Resign("r1".into()), now));
    assert_eq!(over(&ended), (Outcome::Win(Side::One), Reason::Resigned));
    let seen = view(rooms.carry_out(&carol, RoomRequest::Look("r1".into()), now));
    assert_eq!(over(&seen), (Outcome::Win(Side::One), Reason::Resigned));
    assert!(
        refused(rooms.carry_out(&ana, RoomRequest::Resign("r1".into()), now))
            .contains("not under way")
    );
    let lines = log.lock().expect("log").clone();
    assert!(
        lines.iter().any(|l| l == "room r1 ended: 1-0 resigned"),
        "{lines:?}"
    );
}

#[test]
fn a_draw_offer_stands_until_accepted_and_both_see_it() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    first_moves(&rooms, (&ana, &ben), now);
    let offered = view(rooms.carry_out(&ana, RoomRequest::OfferDraw("r1".into()), now));
    let draw = Offer {
        kind: OfferKind::Draw,
        by: Side::One,
    };
    assert_eq!(offered.offer, Some(draw));
    // It stands through Ana's own move; a second offer waits.
    view(rooms.carry_out(&ana, play("r1", 2, "g1f3"), now));
    assert!(
        refused(rooms.carry_out(&ana, RoomRequest::OfferDraw("r1".into()), now))
            .contains("waiting")
    );
    let seen = view(rooms.carry_out(&ben, RoomRequest::Look("r1".into()), now));
    assert_eq!(seen.offer, Some(draw));
    // The offerer cannot answer their own offer.
    assert!(refused(rooms.carry_out(&ana, answer(draw, true), now)).contains("no offer"));
    let ended = view(rooms.carry_out(&ben, answer(draw, true), now));
    assert_eq!(over(&ended), (Outcome::Draw, Reason::Agreed));
    assert_eq!(ended.offer, None);
}

#[test]
fn a_draw_offer_ends_when_declined_or_answered_by_a_move() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    first_moves(&rooms, (&ana, &ben), now);
    let draw = Offer {
        kind: OfferKind::Draw,
        by: Side::One,
    };
    let offer = || rooms.carry_out(&ana, RoomRequest::OfferDraw("r1".into()), now);
    view(offer());
    let declined = view(rooms.carry_out(&ben, answer(draw, false), now));
    assert_eq!((declined.offer, declined.phase), (None, Phase::Playing));
    // An answer to an offer no longer standing is refused.
    assert!(refused(rooms.carry_out(&ben, answer(draw, true), now)).contains("no offer"));
    // Declined, it may not be made again until Ben has moved: not even
    // after Ana's own move.
    assert!(refused(offer()).contains("once your opponent has moved"));
    view(rooms.carry_out(&ana, play("r1", 2, "g1f3"), now));
    assert!(refused(offer()).contains("once your opponent has moved"));
    view(rooms.carry_out(&ben, play("r1", 3, "b8c6"), now));
    view(offer());
    view(rooms.carry_out(&ana, play("r1", 4, "f1c4"), now));
    let moved = view(rooms.carry_out(&ben, play("r1", 5, "g8f6"), now));
    assert_eq!(moved.offer, None);
    // Offering back a standing offer accepts it.
    view(rooms.carry_out(&ana, RoomRequest::OfferDraw("r1".into()), now));
    let agreed = view(rooms.carry_out(&ben, RoomRequest::OfferDraw("r1".into()), now));
    assert_eq!(over(&agreed), (Outcome::Draw, Reason::Agreed));
}

#[test]
fn no_draw_is_offered_in_massacre_chess_nor_a_takeback_to_the_computer() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let ana = visitor(1, "ana");
    let options = Options::default();
    let massacre = RoomRequest::Create(Box::new(RoomPlan {
        game: AnyGame::new(GameId::Massacre, &options),
        options,
        control: None,
        seats: [SeatPlan::Me, SeatPlan::Computer(Bot::Random)],
        rated: true,
    }));
    view(rooms.carry_out(&ana, massacre, now));
    let why = refused(rooms.carry_out(&ana, RoomRequest::OfferDraw("r1".into()), now));
    assert_eq!(why, "Massacre Chess has no draws.");
    let vs_computer = plan([SeatPlan::Me, SeatPlan::Computer(Bot::Random)], None);
    view(rooms.carry_out(&ana, vs_computer, now));
    let why = refused(rooms.carry_out(&ana, RoomRequest::AskTakeback("r2".into()), now));
    assert!(why.contains("computer"), "{why}");
}

#[test]
fn a_takeback_takes_back_the_askers_last_move_and_the_reply_since() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let control = TimeControl::Fischer {
        base: Duration::from_secs(60),
        increment: Duration::from_secs(5),
    };
    let (ana, ben) = two_players(&rooms, now, Some(control));
    assert!(
        refused(rooms.carry_out(&ana, RoomRequest::AskTakeback("r1".into()), now))
            .contains("no move")
    );
    view(rooms.carry_out(&ana, play("r1", 0, "e2e4"), now));
    // On Ben's turn, Ana's last move alone.
    let asked = view(rooms.carry_out(&ana, RoomRequest::AskTakeback("r1".into()), now));
    let one = Offer {
        kind: OfferKind::Takeback(1),
        by: Side::One,
    };
    assert_eq!(asked.offer, Some(one));
    let back = view(rooms.carry_out(&ben, answer(one, true), now));
    assert!(back.game.move_coordinates().is_empty());
    assert_eq!(back.offer, None);
    view(rooms.carry_out(&ana, play("r1", 0, "d2d4"), now));
    view(rooms.carry_out(&ben, play("r1", 1, "d7d5"), now));
    // On Ana's turn, her move and Ben's reply, so it is her turn again.
    let asked = view(rooms.carry_out(&ana, RoomRequest::AskTakeback("r1".into()), now));
    let two = Offer {
        kind: OfferKind::Takeback(2),
        by: Side::One,
    };
    assert_eq!(asked.offer, Some(two));
    let declined = view(rooms.carry_out(&ben, answer(two, false), now));
    assert_eq!(declined.game.move_coordinates(), vec!["d2d4", "d7d5"]);
    // Declined, it may not be asked again until Ben has moved.
    let ask = || rooms.carry_out(&ana, RoomRequest::AskTakeback("r1".into()), now);
    assert!(refused(ask()).contains("once your opponent has moved"));
    view(rooms.carry_out(&ana, play("r1", 2, "c2c4"), now));
    assert!(refused(ask()).contains("once your opponent has moved"));
    let later = now + Duration::from_secs(3);
    view(rooms.carry_out(&ben, play("r1", 3, "c7c6"), later));
    view(ask());
    let back = view(rooms.carry_out(&ben, answer(two, true), later));
    assert_eq!(back.game.move_coordinates(), vec!["d2d4", "d7d5"]);
    // The clocks go back with the moves: no time or increment kept.
    assert_eq!(back.clocks, declined.clocks);
    let again = view(rooms.carry_out(&ana, play("r1", 2, "e2e4"), later));
    assert_eq!(again.game.move_coordinates(), vec!["d2d4", "d7d5", "e2e4"]);
}

#[test]
fn no_clock_runs_before_each_sides_first_move() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let control = TimeControl::parse("60+0").ok();
    let (ana, ben) = two_players(&rooms, start, control);
    let full = Some([Duration::from_secs(60); 2]);
    let moved = view(rooms.carry_out(&ana, play("r1", 0, "e2e4"), start + Duration::from_secs(20)));
    assert_eq!((moved.clocks, moved.running), (full, None));
    let later = start + Duration::from_secs(40);
    let answered = view(rooms.carry_out(&ben, play("r1", 1, "e7e5"), later));
    assert_eq!((answered.clocks, answered.running), (full, Some(Side::One)));
    let seen = view(rooms.carry_out(
        &ben,
        RoomRequest::Look("r1".into()),
        later + Duration::from_secs(5),
    ));
    assert_eq!(
        seen.clocks,
        Some([Duration::from_secs(55), Duration::from_secs(60)])
    );
}

#[test]
fn a_first_move_not_made_in_thirty_seconds_aborts_a_game_between_people() {
    let (rooms, log) = rooms(4);
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, None);
    let at = |secs| start + Duration::from_secs(secs);
    view(rooms.carry_out(&ana, play("r1", 0, "e2e4"), at(29)));
    // Black's 30 s start from White's first move.
    rooms.tick(at(58));
    let waiting = view(rooms.carry_out(&ben, RoomRequest::Look("r1".into()), at(58)));
    assert_eq!(waiting.phase, Phase::Playing);
    rooms.tick(at(59));
    let aborted = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), at(59)));
    assert_eq!(aborted.phase, Phase::Aborted(Abort::NoFirstMove(Side::Two)));
    assert_eq!(aborted.running, None);
    assert!(
        refused(rooms.carry_out(&ben, play("r1", 1, "e7e5"), at(59))).contains("not under way")
    );
    let lines = log.lock().expect("log").clone();
    assert!(
        lines.iter().any(|l| l == "room r1 ended: * aborted"),
        "{lines:?}"
    );
    // The aborted room holds no place among its creator's open rooms.
    let summary = &rooms.list(&ana)[0];
    assert_eq!(summary.phase, Phase::Aborted(Abort::NoFirstMove(Side::Two)));
}

#[test]
fn a_game_against_the_computer_is_not_aborted() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let ana = visitor(1, "ana");
    view(rooms.carry_out(
        &ana,
        plan([SeatPlan::Me, SeatPlan::Computer(Bot::Random)], None),
        start,
    ));
    rooms.tick(start + FIRST_MOVE * 2);
    let seen = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), start + FIRST_MOVE * 2));
    assert_eq!(seen.phase, Phase::Playing);
}

#[test]
fn a_rematch_both_accept_restarts_the_room_with_colours_swapped() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, TimeControl::parse("60+0").ok());
    let refusal = refused(rooms.carry_out(&ana, RoomRequest::Rematch("r1".into()), now));
    assert_eq!(refusal, "The game is not over yet.");
    first_moves(&rooms, (&ana, &ben), now);
    view(rooms.carry_out(&ana, RoomRequest::OfferDraw("r1".into()), now));
    view(rooms.carry_out(&ben, RoomRequest::Resign("r1".into()), now));
    let offered = view(rooms.carry_out(&ana, RoomRequest::Rematch("r1".into()), now));
    // The draw offer went with the game; the rematch stands.
    let rematch = Offer {
        kind: OfferKind::Rematch,
        by: Side::One,
    };
    assert_eq!(offered.offer, Some(rematch));
    let declined = view(rooms.carry_out(&ben, answer(rematch, false), now));
    assert_eq!(declined.offer, None);
    view(rooms.carry_out(&ana, RoomRequest::Rematch("r1".into()), now));
    let again = view(rooms.carry_out(&ben, answer(rematch, true), now));
    assert_eq!(again.phase, Phase::Playing);
    assert_eq!(again.you, Some(Side::One));
    assert!(again.game.move_coordinates().is_empty());
    assert_eq!(seat_name(&again.seats[0]), "ben");
    assert_eq!(again.clocks, Some([Duration::from_secs(60); 2]));
    let ana_sees = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), now));
    assert_eq!(ana_sees.you, Some(Side::Two));
    view(rooms.carry_out(&ben, play("r1", 0, "d2d4"), now));
}

#[test]
fn a_name_belongs_to_the_first_key_and_a_second_key_at_login_gets_a_variant() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let ana = visitor(1, "ana");
    assert_eq!(claim(&rooms, &ana, "ana", now), ("ana".into(), None));
    let other = impostor(2, "ana");
    assert_eq!(
        claim(&rooms, &other, "ana", now),
        ("ana-2".into(), Some("ana".into()))
    );
    // Case does not make another name: `Ana` would pass for `ana`.
    let third = impostor(3, "Ana");
    assert_eq!(
        claim(&rooms, &third, "Ana", now),
        ("Ana-3".into(), Some("Ana".into()))
    );
    // A key that never asks is given its variant all the same, by its
    // first request, and its seat shows it.
    let quiet = impostor(4, "ana");
    let created = view(rooms.carry_out(&quiet, plan([SeatPlan::Me, SeatPlan::Open], None), now));
    assert_eq!(seat_name(&created.seats[0]), "ana-4");
}

#[test]
fn a_rename_to_a_name_of_another_key_gets_a_variant() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    assert_eq!(
        claim(&rooms, &ben, " ANA ", now),
        ("ANA-2".into(), Some("ANA".into()))
    );
    let seen = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), now));
    assert_eq!(seat_name(&seen.seats[0]), "ana");
    assert_eq!(seat_name(&seen.seats[1]), "ANA-2");
    // A variant of a long name is shortened to stay within the width.
    let long = "a".repeat(20);
    claim(&rooms, &ana, &long, now);
    let (name, taken) = claim(&rooms, &ben, &long, now);
    assert_eq!((name, taken), (format!("{}-2", "a".repeat(18)), Some(long)));
}

#[test]
fn the_first_key_keeps_its_name_on_every_connection_and_its_seats_show_it() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    claim(&rooms, &impostor(5, "ana"), "ana", now);
    rooms.depart(&ana, now);
    // Back, and on a second connection at once: still ana.
    let back = again(&ana, 6, "ana");
    assert_eq!(claim(&rooms, &back, "ana", now), ("ana".into(), None));
    let also = again(&ana, 7, "ana");
    assert_eq!(claim(&rooms, &also, "ana", now), ("ana".into(), None));
    let seated = view(rooms.carry_out(&back, RoomRequest::Join("r1".into()), now));
    assert_eq!(seated.you, Some(Side::One));
    let seen = view(rooms.carry_out(&ben, RoomRequest::Look("r1".into()), now));
    assert_eq!(seat_name(&seen.seats[0]), "ana");
}

const DAY: Duration = Duration::from_secs(24 * 60 * 60);

#[test]
fn by_correspondence_a_move_after_two_days_is_in_time_and_three_days_flag() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let control = TimeControl::parse("3d").ok();
    let (ana, ben) = two_players(&rooms, start, control);
    // Days, not 30 seconds, for each side's first move.
    view(rooms.carry_out(&ana, play("r1", 0, "e2e4"), start + DAY * 2));
    view(rooms.carry_out(&ben, play("r1", 1, "e7e5"), start + DAY * 4));
    let moved = view(rooms.carry_out(&ana, play("r1", 2, "g1f3"), start + DAY * 6));
    // The mover's allowance is full again after each move.
    assert_eq!(moved.clocks, Some([DAY * 3; 2]));
    assert_eq!(moved.running, Some(Side::Two));
    let answered = view(rooms.carry_out(&ben, play("r1", 3, "b8c6"), start + DAY * 8));
    assert_eq!(answered.phase, Phase::Playing);

    rooms.tick(start + DAY * 11 - Duration::from_secs(1));
    let late = start + DAY * 11;
    let seen = view(rooms.carry_out(
        &ana,
        RoomRequest::Look("r1".into()),
        late - Duration::from_secs(1),
    ));
    assert_eq!(seen.phase, Phase::Playing);
    rooms.tick(late);
    let over = view(rooms.carry_out(&ben, RoomRequest::Look("r1".into()), late));
    assert!(
        matches!(over.phase, Phase::Over(end) if end.outcome == Outcome::Win(Side::Two) && end.reason == Reason::Time),
        "{:?}",
        over.phase
    );
}

#[test]
fn by_correspondence_a_first_move_not_made_in_its_days_aborts() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let (ana, _ben) = two_players(&rooms, start, TimeControl::parse("1d").ok());
    rooms.tick(start + FIRST_MOVE * 2);
    let look = |at| view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), at));
    assert_eq!(look(start + FIRST_MOVE * 2).phase, Phase::Playing);
    rooms.tick(start + DAY);
    assert_eq!(
        look(start + DAY).phase,
        Phase::Aborted(Abort::NoFirstMove(Side::One))
    );
}

#[test]
fn an_empty_correspondence_seat_is_kept_for_days_and_taken_back_as_it_was() {
    let (rooms, _) = rooms(4);
    let start = Instant::now();
    let (ana, ben) = two_players(&rooms, start, TimeControl::parse("7d").ok());
    first_moves(&rooms, (&ana, &ben), start);
    rooms.depart(&ben, start);
    let away = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), start));
    assert_eq!(away.forfeits_in, [None, None]);

    let later = start + DAY * 5;
    rooms.tick(later);
    view(rooms.carry_out(&ana, play("r1", 2, "g1f3"), later));
    let back = again(&ben, 9, "ben");
    let seated = view(rooms.carry_out(&back, RoomRequest::Join("r1".into()), later + DAY));
    assert_eq!(seated.phase, Phase::Playing);
    assert_eq!(seated.you, Some(Side::Two));
    assert_eq!(seated.game.move_coordinates(), ["e2e4", "e7e5", "g1f3"]);
    view(rooms.carry_out(&back, play("r1", 3, "b8c6"), later + DAY * 2));
}

/// Waits (60 s at most) until the room looked at by `visitor` passes
/// `done`; the room as last seen.
fn wait_for(rooms: &Rooms, visitor: &Visitor, done: impl Fn(&RoomView) -> bool) -> RoomView {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let seen = view(rooms.carry_out(visitor, RoomRequest::Look("r1".into()), Instant::now()));
        if done(&seen) || Instant::now() >= deadline {
            return seen;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Ana plays White against the computer from `fen`, White to move with
/// the king on e1: Ke2, the computer's reply, then her draw offer (a
/// draw agreed before each side moved would abort); the driver weighs
/// it. The room once answered.
fn draw_offered_to_the_computer(fen: &str) -> RoomView {
    let (rooms, _) = rooms(4);
    let ana = visitor(1, "ana");
    let seats = [SeatPlan::Me, SeatPlan::Computer(Bot::Random)];
    view(rooms.carry_out(&ana, chess_from(Some(fen), seats, None), Instant::now()));
    view(rooms.carry_out(&ana, play("r1", 0, "e1e2"), Instant::now()));
    let driver = rooms.spawn_driver(SearchPool::for_machine());
    let replied = wait_for(&rooms, &ana, |seen| seen.game.ply_count() == 2);
    assert_eq!(replied.game.ply_count(), 2, "the computer did not reply");
    let offered = view(rooms.carry_out(&ana, RoomRequest::OfferDraw("r1".into()), Instant::now()));
    assert_eq!(offered.offer.map(|o| o.kind), Some(OfferKind::Draw));
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen = offered;
    while seen.offer.is_some() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        seen = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), Instant::now()));
    }
    driver.stop();
    assert_eq!(seen.offer, None, "the computer did not answer");
    seen
}

#[test]
fn a_computer_seat_clearly_worse_accepts_a_draw() {
    let seen = draw_offered_to_the_computer("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    assert!(
        matches!(seen.phase, Phase::Over(end) if end.outcome == Outcome::Draw && end.reason == Reason::Agreed),
        "{:?}",
        seen.phase
    );
}

#[test]
fn a_computer_seat_clearly_better_declines_a_draw_and_plays_on() {
    let seen = draw_offered_to_the_computer("q3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(seen.phase, Phase::Playing);
    assert_eq!(seen.game.ply_count(), 2);
}

#[test]
fn a_draw_is_offered_to_the_computer_on_your_own_move_only() {
    let (rooms, _) = rooms(4);
    let ana = visitor(1, "ana");
    let now = Instant::now();
    let seats = [SeatPlan::Computer(Bot::Random), SeatPlan::Me];
    view(rooms.carry_out(&ana, plan(seats, None), now));
    assert_eq!(
        refused(rooms.carry_out(&ana, RoomRequest::OfferDraw("r1".into()), now)),
        "Offer the computer a draw on your own move."
    );
}

#[test]
fn the_room_limit_counts_only_live_rooms_and_a_finished_one_closes_when_its_players_leave() {
    let (rooms, log) = rooms(2);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    first_moves(&rooms, (&ana, &ben), now);
    let carol = visitor(3, "carol");
    view(rooms.carry_out(&carol, plan([SeatPlan::Me, SeatPlan::Open], None), now));
    let dave = visitor(4, "dave");
    let full = plan([SeatPlan::Me, SeatPlan::Open], None);
    assert!(refused(rooms.carry_out(&dave, full.clone(), now)).contains("limit of 2 rooms"));
    // r1 ends: its room stays for its players (a rematch), but no longer
    // counts against the limit.
    view(rooms.carry_out(&ben, RoomRequest::Resign("r1".into()), now));
    assert_eq!(view(rooms.carry_out(&dave, full, now)).id, "r3");
    assert_eq!(rooms.list(&ana).len(), 3);
    // Both players leave (a watcher could stay): no rematch can come, so
    // the room closes, its game in the archive.
    view(rooms.carry_out(&carol, RoomRequest::Watch("r1".into()), now));
    rooms.carry_out(&ben, RoomRequest::Leave("r1".into()), now);
    rooms.tick(now);
    assert_eq!(rooms.list(&ana).len(), 3, "Ana may still ask for a rematch");
    rooms.carry_out(&ana, RoomRequest::Leave("r1".into()), now);
    rooms.tick(now);
    let ids: Vec<String> = rooms.list(&ana).into_iter().map(|r| r.id).collect();
    assert_eq!(ids, ["r2", "r3"]);
    assert!(
        log.lock()
            .expect("log")
            .iter()
            .any(|l| l == "room r1 closed")
    );
}

#[test]
fn a_key_opens_at_most_five_rooms_a_minute() {
    let (rooms, _) = rooms(20);
    let now = Instant::now();
    let ana = visitor(1, "ana");
    let against_computer = || plan([SeatPlan::Me, SeatPlan::Computer(Bot::Random)], None);
    for n in 1..=ROOMS_PER_SPAN {
        let id = format!("r{n}");
        assert_eq!(view(rooms.carry_out(&ana, against_computer(), now)).id, id);
        // Given up at once, so the three-open limit does not stop it.
        view(rooms.carry_out(&ana, RoomRequest::Resign(id), now));
    }
    let soon = now + Duration::from_secs(20);
    assert_eq!(
        refused(rooms.carry_out(&ana, against_computer(), soon)),
        "Not so fast: you may open another room in 40 s."
    );
    // Another key is not held back; Ana may again a minute on.
    view(rooms.carry_out(&visitor(2, "ben"), against_computer(), soon));
    view(rooms.carry_out(&ana, against_computer(), now + ROOMS_SPAN));
}

/// An analysis of `game` as Review finds one: level everywhere, the
/// first legal move best, an end the board shows valued by its result.
fn analysis_of(game: &AnyGame) -> tabuleiro::ai::analysis::Analysis {
    use tabuleiro::ai::Evaluation;
    use tabuleiro::ai::analysis::{Valued, judge_any};
    let mut line = AnyGame::new(game.id(), &Options::default());
    let mut values = Vec::new();
    for mv in game.move_coordinates() {
        let best = line.legal_moves().first().cloned();
        values.push(Valued {
            evaluation: Evaluation::Points(0),
            best,
        });
        line.play_text(&mv).expect("a legal move");
    }
    // A resigned game's last position is searched like any other.
    values.push(Valued::of_end(line.status()).unwrap_or(Valued {
        evaluation: Evaluation::Points(0),
        best: line.legal_moves().first().cloned(),
    }));
    judge_any(game, &values).expect("an analysis")
}

fn annotate(game: &AnyGame) -> RoomRequest {
    RoomRequest::Annotate(Box::new(tabuleiro::rooms::Annotation {
        room: "r1".to_string(),
        round: 1,
        analysis: analysis_of(game),
    }))
}

fn kept(outcome: RoomOutcome) -> bool {
    match outcome {
        RoomOutcome::Annotated { kept } => kept,
        other => panic!("expected an answer to the analysis, got {other:?}"),
    }
}

#[test]
fn only_a_game_over_and_archived_takes_its_analysis_and_only_the_first() {
    let (rooms, _) = rooms(4);
    let now = Instant::now();
    let (ana, ben) = two_players(&rooms, now, None);
    first_moves(&rooms, (&ana, &ben), now);
    let live = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), now)).game;
    assert!(
        !kept(rooms.carry_out(&ben, annotate(&live), now)),
        "a game on"
    );
    view(rooms.carry_out(&ana, RoomRequest::Resign("r1".into()), now));
    let over = view(rooms.carry_out(&ana, RoomRequest::Look("r1".into()), now)).game;
    let mut other = over.clone();
    other.undo();
    assert!(
        !kept(rooms.carry_out(&ben, annotate(&other), now)),
        "not of the game archived"
    );
    assert!(kept(rooms.carry_out(&ben, annotate(&over), now)));
    assert!(
        !kept(rooms.carry_out(&ana, annotate(&over), now)),
        "the first analysis stays"
    );
}
