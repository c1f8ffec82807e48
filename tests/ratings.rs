//! Rated rooms: a game between two people on a clock changes both
//! players' Glicko-2 ratings, in the same write as its end, per game
//! kind and pace; aborted games, computer seats, games without a clock
//! or two people, and rooms made unrated are never rated. Time is fake.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tabuleiro::ai::{Bot, Level};
use tabuleiro::games::{Abort, AnyGame, GameId, Options, Side, TimeControl};
use tabuleiro::rating::{Change, Pace, RATED_PAIR_WINDOW, Rating, Shown};
use tabuleiro::rooms::{
    FIRST_MOVE, Phase, RoomOutcome, RoomPlan, RoomRequest, RoomSummary, RoomView, Rooms, SeatPlan,
    SeatView, Visitor,
};
use tabuleiro::store::{FaultyStore, MemoryStore, RatingRow, SqliteStore, Store, Tally};

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

fn over(store: Box<dyn Store>, now: Instant) -> Rooms {
    Rooms::restore(8, Arc::new(|_: &str| {}), store, now).expect("the store loads")
}

const LIVE: Option<TimeControl> = Some(TimeControl::Fischer {
    base: Duration::from_secs(300),
    increment: Duration::from_secs(3),
});

fn create(
    game: GameId,
    seats: [SeatPlan; 2],
    control: Option<TimeControl>,
    rated: bool,
) -> RoomRequest {
    let options = Options::default();
    RoomRequest::Create(Box::new(RoomPlan {
        game: AnyGame::new(game, &options),
        options,
        control,
        seats,
        rated,
    }))
}

fn view(outcome: RoomOutcome) -> RoomView {
    match outcome {
        RoomOutcome::Room(view) => *view,
        other => panic!("expected the room, got {other:?}"),
    }
}

fn change(seat: &SeatView) -> Option<Change> {
    match seat {
        SeatView::Person { change, .. } => *change,
        other => panic!("not a person's seat: {other:?}"),
    }
}

fn rating(seat: &SeatView) -> Option<Shown> {
    match seat {
        SeatView::Person { rating, .. } => *rating,
        other => panic!("not a person's seat: {other:?}"),
    }
}

/// Ana opens room `id` against an open seat, Ben sits down, both make
/// a first move.
fn ana_and_ben(rooms: &Rooms, id: &str, request: RoomRequest, now: Instant) -> RoomView {
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
    assert_eq!(view(rooms.carry_out(&ana, request, now)).id, id);
    view(rooms.carry_out(&ben, RoomRequest::Join(id.into()), now));
    let play = |who: &Visitor, ply: usize, mv: &str| {
        let request = RoomRequest::Play {
            room: id.to_string(),
            ply,
            mv: mv.to_string(),
        };
        view(rooms.carry_out(who, request, now))
    };
    play(&ana, 0, "e2e4");
    play(&ben, 1, "e7e5")
}

fn resign(rooms: &Rooms, who: &Visitor, id: &str, now: Instant) -> RoomOutcome {
    rooms.carry_out(who, RoomRequest::Resign(id.into()), now)
}

fn ratings_of(store: &mut MemoryStore) -> Vec<RatingRow> {
    let mut rows = store.load().expect("loaded").ratings;
    rows.sort_by(|a, b| a.key.cmp(&b.key));
    rows
}

#[test]
fn a_rated_game_changes_both_ratings_with_its_end_and_counts_it() {
    let mut store = MemoryStore::default();
    let rooms = over(Box::new(store.clone()), Instant::now());
    let now = Instant::now();
    let playing = ana_and_ben(
        &rooms,
        "r1",
        create(GameId::Chess, [SeatPlan::Me, SeatPlan::Open], LIVE, true),
        now,
    );
    let newcomer = Some(Rating::default().shown());
    assert_eq!(playing.seats.each_ref().map(rating), [newcomer; 2]);
    assert!(ratings_of(&mut store).is_empty(), "nothing rated yet");

    let ended = view(resign(&rooms, &visitor(1, "ana"), "r1", now));
    assert!(matches!(ended.phase, Phase::Over(_)));
    // The room keeps the ratings its game began with, and shows the new
    // ones with their change as the profile reads them from the store.
    assert_eq!(ended.seats.each_ref().map(rating), [newcomer; 2]);
    let rows = ratings_of(&mut store);
    let changes = [&rows[0], &rows[1]].map(|row| Change::new(Rating::default(), row.rating));
    assert_eq!(ended.seats.each_ref().map(change), changes.map(Some));
    assert!(changes[0].by < 0 && changes[1].by == -changes[0].by);
    assert_eq!(changes[1].after, rows[1].rating.shown());
    let RoomOutcome::Rooms(list) = rooms.carry_out(&visitor(2, "ben"), RoomRequest::List, now)
    else {
        panic!("the rooms");
    };
    let listed = list.iter().find(|room| room.id == "r1").expect("r1 listed");
    assert_eq!(listed.seats.each_ref().map(change), changes.map(Some));
    // A rematch begins from the new ratings, with no change shown.
    for who in [visitor(1, "ana"), visitor(2, "ben")] {
        view(rooms.carry_out(&who, RoomRequest::Rematch("r1".into()), now));
    }
    let again = view(rooms.carry_out(&visitor(1, "ana"), RoomRequest::Look("r1".into()), now));
    assert_eq!(again.round, 2);
    assert_eq!(again.seats.each_ref().map(change), [None, None]);
    let swapped = [rows[1].rating.shown(), rows[0].rating.shown()];
    assert_eq!(again.seats.each_ref().map(rating), swapped.map(Some));
    assert_eq!(rows.len(), 2);
    let (ana, ben) = (&rows[0], &rows[1]);
    assert_eq!(
        (ana.key.as_str(), ana.game, ana.pace),
        ("SHA256:ana", GameId::Chess, Pace::Live)
    );
    assert_eq!(
        ana.tally,
        Tally {
            wins: 0,
            draws: 0,
            losses: 1
        }
    );
    assert_eq!(
        ben.tally,
        Tally {
            wins: 1,
            draws: 0,
            losses: 0
        }
    );
    assert!(ana.rating.rating < 1500.0 && ben.rating.rating > 1500.0);
    assert!(ben.rating.deviation < 350.0 && ben.rating.provisional());

    let games = store.finished_games().expect("archive");
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].rated, Some(Pace::Live));
    assert_eq!(games[0].ratings, Some([Rating::default(); 2]));

    // Ben's next live chess room shows his new rating; a correspondence
    // one his rating at that pace, still a newcomer's.
    let ben = visitor(2, "ben");
    let next = view(rooms.carry_out(
        &ben,
        create(GameId::Chess, [SeatPlan::Me, SeatPlan::Open], LIVE, true),
        now,
    ));
    assert_eq!(rating(&next.seats[0]), Some(rows[1].rating.shown()));
    let by_post = Some(TimeControl::PerMove { days: 3 });
    let post = view(rooms.carry_out(
        &ben,
        create(GameId::Chess, [SeatPlan::Me, SeatPlan::Open], by_post, true),
        now,
    ));
    assert_eq!(rating(&post.seats[0]), newcomer);
}

#[test]
fn unrated_rooms_aborted_games_and_computer_seats_change_no_rating() {
    let mut store = MemoryStore::default();
    let rooms = over(Box::new(store.clone()), Instant::now());
    let t0 = Instant::now();
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
    let person = [SeatPlan::Me, SeatPlan::Open];
    // Made unrated.
    ana_and_ben(&rooms, "r1", create(GameId::Chess, person, LIVE, false), t0);
    view(resign(&rooms, &ana, "r1", t0));
    // No clock: no pace to rate in, and no rating shown.
    let untimed = ana_and_ben(&rooms, "r2", create(GameId::Chess, person, None, true), t0);
    assert_eq!(untimed.seats.each_ref().map(rating), [None, None]);
    view(resign(&rooms, &ben, "r2", t0));
    // Against the computer.
    let easy = SeatPlan::Computer(Bot::Engine(Level::Easy));
    view(rooms.carry_out(
        &ben,
        create(GameId::Chess, [SeatPlan::Me, easy], LIVE, true),
        t0,
    ));
    view(resign(&rooms, &ben, "r3", t0));
    // Aborted: nobody moved in time.
    view(rooms.carry_out(&ana, create(GameId::Chess, person, LIVE, true), t0));
    view(rooms.carry_out(&ben, RoomRequest::Join("r4".into()), t0));
    rooms.tick(t0 + FIRST_MOVE + Duration::from_secs(1));
    let aborted = view(rooms.carry_out(&ana, RoomRequest::Look("r4".into()), t0 + FIRST_MOVE * 2));
    assert!(matches!(aborted.phase, Phase::Aborted(_)));

    let games = store.finished_games().expect("archive");
    assert_eq!(games.len(), 4, "every game archived");
    assert!(
        games
            .iter()
            .all(|game| game.rated.is_none() && game.ratings.is_none())
    );
    assert!(ratings_of(&mut store).is_empty());
}

#[test]
fn a_rating_not_kept_is_not_shown_and_the_game_does_not_end() {
    let (store, faults) = FaultyStore::new(Box::new(MemoryStore::default()));
    let rooms = over(Box::new(store), Instant::now());
    let now = Instant::now();
    ana_and_ben(
        &rooms,
        "r1",
        create(GameId::Chess, [SeatPlan::Me, SeatPlan::Open], LIVE, true),
        now,
    );
    faults.fail_writes(true);
    assert!(matches!(
        resign(&rooms, &visitor(1, "ana"), "r1", now),
        RoomOutcome::Refused(_)
    ));
    faults.fail_writes(false);
    let ben = visitor(2, "ben");
    let next = view(rooms.carry_out(
        &ben,
        create(GameId::Chess, [SeatPlan::Me, SeatPlan::Open], LIVE, true),
        now,
    ));
    assert_eq!(rating(&next.seats[0]), Some(Rating::default().shown()));
    let still = view(rooms.carry_out(&ben, RoomRequest::Look("r1".into()), now));
    assert_eq!(still.phase, Phase::Playing);
}

#[test]
fn ratings_come_back_after_a_restart_and_show_in_the_lobby() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("server.sqlite");
    let sqlite = || Box::new(SqliteStore::open(&path).expect("the database opens"));
    let now = Instant::now();
    {
        let rooms = over(sqlite(), now);
        let request = create(
            GameId::RacingKings,
            [SeatPlan::Me, SeatPlan::Open],
            LIVE,
            true,
        );
        let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
        view(rooms.carry_out(&ana, request, now));
        view(rooms.carry_out(&ben, RoomRequest::Join("r1".into()), now));
        // A draw agreed before each side moved would abort the game.
        for (ply, (who, mv)) in [(&ana, "h2h3"), (&ben, "a2a3")].into_iter().enumerate() {
            let play = RoomRequest::Play {
                room: "r1".into(),
                ply,
                mv: mv.into(),
            };
            view(rooms.carry_out(who, play, now));
        }
        let offer = RoomRequest::OfferDraw("r1".into());
        view(rooms.carry_out(&ana, offer.clone(), now));
        let drawn = view(rooms.carry_out(&ben, offer, now));
        assert!(matches!(drawn.phase, Phase::Over(_)), "{:?}", drawn.phase);
    }
    // The rooms' store let go of the file: one store holds it at a time.
    let mut store = SqliteStore::open(&path).expect("open");
    let after = store.load().expect("loaded").ratings;
    drop(store);
    assert_eq!(after.len(), 2);
    assert!(after.iter().all(|row| row.tally
        == Tally {
            wins: 0,
            draws: 1,
            losses: 0
        }));
    assert!(after.iter().all(|row| row.game == GameId::RacingKings));
    let rooms = over(sqlite(), now);
    let ana = visitor(1, "ana");
    let request = create(
        GameId::RacingKings,
        [SeatPlan::Me, SeatPlan::Open],
        LIVE,
        true,
    );
    view(rooms.carry_out(&ana, request, now));
    let RoomOutcome::Rooms(list) = rooms.carry_out(&ana, RoomRequest::List, now) else {
        panic!("the rooms");
    };
    let r2: &RoomSummary = list.iter().find(|room| room.id == "r2").expect("r2");
    assert_eq!(rating(&r2.seats[0]), Some(after[0].rating.shown()));
    assert!(after[0].rating.deviation < 350.0);
}

#[test]
fn resigning_or_agreeing_a_draw_before_each_side_moved_aborts_the_game_unrated() {
    let mut store = MemoryStore::default();
    let rooms = over(Box::new(store.clone()), Instant::now());
    let now = Instant::now();
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
    let person = [SeatPlan::Me, SeatPlan::Open];
    // Ana moved, Ben has not: Ben's resignation aborts.
    view(rooms.carry_out(&ana, create(GameId::Chess, person, LIVE, true), now));
    view(rooms.carry_out(&ben, RoomRequest::Join("r1".into()), now));
    let first = RoomRequest::Play {
        room: "r1".into(),
        ply: 0,
        mv: "e2e4".into(),
    };
    view(rooms.carry_out(&ana, first, now));
    let resigned = view(resign(&rooms, &ben, "r1", now));
    assert_eq!(resigned.phase, Phase::Aborted(Abort::By(Side::Two)));
    assert!(!resigned.rated);
    // Nobody moved: a draw agreed aborts too.
    view(rooms.carry_out(&ana, create(GameId::Chess, person, LIVE, true), now));
    view(rooms.carry_out(&ben, RoomRequest::Join("r2".into()), now));
    view(rooms.carry_out(&ana, RoomRequest::OfferDraw("r2".into()), now));
    let agreed = view(rooms.carry_out(&ben, RoomRequest::OfferDraw("r2".into()), now));
    assert_eq!(agreed.phase, Phase::Aborted(Abort::By(Side::Two)));

    let games = store.finished_games().expect("archive");
    assert_eq!(games.len(), 2, "both archived");
    for game in &games {
        assert_eq!(
            (game.result.as_str(), game.reason.as_str()),
            ("*", "aborted")
        );
        assert_eq!(game.rated, None);
    }
    assert!(ratings_of(&mut store).is_empty(), "no win, draw or loss");
}

#[test]
fn the_same_two_keys_change_ratings_three_times_a_day_and_are_told_before_the_fourth() {
    let mut store = MemoryStore::default();
    let t0 = Instant::now();
    let rooms = over(Box::new(store.clone()), t0);
    let (ana, ben, carol) = (visitor(1, "ana"), visitor(2, "ben"), visitor(3, "carol"));
    let rated = || create(GameId::Chess, [SeatPlan::Me, SeatPlan::Open], LIVE, true);
    // Two games ended and one under way count: the fourth at once is
    // played unrated, and the room says so as Ben sits down.
    for id in ["r1", "r2"] {
        ana_and_ben(&rooms, id, rated(), t0);
        view(resign(&rooms, &ben, id, t0));
    }
    assert!(ana_and_ben(&rooms, "r3", rated(), t0).rated);
    view(rooms.carry_out(&ana, rated(), t0));
    let seated = view(rooms.carry_out(&ben, RoomRequest::Join("r4".into()), t0));
    assert!(!seated.rated && seated.over_pair_limit);
    assert!(
        seated.game.move_coordinates().is_empty(),
        "told before the first move"
    );
    for (ply, (who, mv)) in [(&ana, "e2e4"), (&ben, "e7e5")].into_iter().enumerate() {
        let play = RoomRequest::Play {
            room: "r4".into(),
            ply,
            mv: mv.into(),
        };
        view(rooms.carry_out(who, play, t0));
    }
    for id in ["r3", "r4"] {
        view(resign(&rooms, &ben, id, t0));
    }
    let games = store.finished_games().expect("archive");
    let counted: Vec<bool> = games.iter().map(|game| game.rated.is_some()).collect();
    assert_eq!(counted, [true, true, true, false]);
    let rows = ratings_of(&mut store);
    assert!(rows.iter().all(|row| row.tally.games() == 3), "{rows:?}");
    // Another opponent is rated as ever.
    let later = t0 + Duration::from_secs(60);
    view(rooms.carry_out(&carol, rated(), later));
    assert!(view(rooms.carry_out(&ana, RoomRequest::Join("r5".into()), later)).rated);
    // A day after the first games, Ana and Ben count again.
    let day = t0 + RATED_PAIR_WINDOW;
    view(rooms.carry_out(&ana, rated(), day));
    let next = view(rooms.carry_out(&ben, RoomRequest::Join("r6".into()), day));
    assert!(next.rated && !next.over_pair_limit);
}
