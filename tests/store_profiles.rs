//! The data of profiles and leaderboards, from each database (SQLite,
//! and PostgreSQL when `TABULEIRO_TEST_POSTGRES` names one) and from
//! memory alike, by the store and by a reader apart: a player's
//! ratings, W/D/L, latest games with their archive ids and first day;
//! the best of a game and pace with a rating no longer provisional and
//! enough rated games against enough opponents in the last 30 days
//! (time is fake).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tabuleiro::games::pgn;
use tabuleiro::games::{AnyGame, Clock, GameId, Options, TimeControl};
use tabuleiro::rating::{
    LEADERBOARD_DAYS, LEADERBOARD_GAMES, LEADERBOARD_OPPONENTS, LEADERBOARD_TOP, Pace, Rating,
};
use tabuleiro::storage::saves::{GameRecord, Player};
use tabuleiro::store::testing::{TestDatabase, test_databases};
use tabuleiro::store::{Board, FinishedGame, MemoryStore, RatingRow, SeatRow, Store, Tally, Write};

fn key(name: &str) -> String {
    format!("SHA256:{name}")
}

fn name(who: &str) -> Write {
    Write::Name {
        key: key(who),
        name: who.to_string(),
        folded: who.to_lowercase(),
        released: None,
    }
}

fn person(who: &str) -> SeatRow {
    SeatRow::Person {
        key: key(who),
        name: who.to_string(),
    }
}

fn game(room: &str, one: &str, two: &str, result: &str) -> Write {
    Write::Finished(Box::new(FinishedGame {
        room: room.to_string(),
        result: result.to_string(),
        ..played(GameId::Chess, Pace::Live, [one, two], None)
    }))
}

/// A rated game of `game` at `pace` between two people, resigned by
/// the second, that ended at `ended` (None: as it is kept).
fn played(game: GameId, pace: Pace, [one, two]: [&str; 2], ended: Option<u64>) -> FinishedGame {
    let options = Options::default();
    let start = AnyGame::new(game, &options);
    let players = [one, two].map(|name| Player::Human {
        name: name.to_string(),
    });
    FinishedGame {
        room: "r1".to_string(),
        round: 1,
        result: "1-0".to_string(),
        reason: "resignation".to_string(),
        players: [person(one), person(two)],
        record: GameRecord::from_game(&start, &options, players),
        rated: Some(pace),
        ratings: Some([Rating::default(); 2]),
        ended,
    }
}

fn rated(who: &str, game: GameId, pace: Pace, rating: f64, deviation: f64, games: u32) -> Write {
    Write::Rated(RatingRow {
        key: key(who),
        game,
        pace,
        rating: Rating {
            rating,
            deviation,
            volatility: 0.06,
        },
        tally: Tally {
            wins: games / 2,
            draws: games % 2,
            losses: games / 2,
        },
    })
}

/// A store by the name a failure gives it.
type Named = (&'static str, Box<dyn Store>);

/// What the stores are kept in while a test runs.
type Kept = (tempfile::TempDir, Vec<TestDatabase>);

/// Every store, each given the same writes: each database's (SQLite's
/// first), then memory's.
fn stores() -> (Kept, Vec<Named>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let databases = test_databases(dir.path());
    let mut stores: Vec<Named> = databases
        .iter()
        .map(|database| (database.kind, database.open().expect("open")))
        .collect();
    stores.push(("memory", Box::new(MemoryStore::default())));
    ((dir, databases), stores)
}

#[test]
fn a_profile_has_the_players_ratings_tally_latest_games_and_first_day() {
    let (_dir, stores) = stores();
    for (kind, mut store) in stores {
        store
            .write(&[name("ana"), name("ben"), name("carla")])
            .expect("names");
        store
            .write(&[
                game("r1", "ana", "ben", "1-0"),
                game("r2", "ben", "carla", "0-1"),
                game("r3", "carla", "ana", "1/2-1/2"),
                game("r4", "ana", "carla", "0-1"),
                rated("ana", GameId::Chess, Pace::Live, 1540.0, 180.0, 3),
                rated(
                    "ana",
                    GameId::Hasami,
                    Pace::Correspondence,
                    1480.0,
                    300.0,
                    1,
                ),
                rated("ben", GameId::Chess, Pace::Live, 1460.0, 200.0, 2),
            ])
            .expect("games");
        let ana = store
            .reader()
            .expect("a reader")
            .profile(&key("ana"), 2)
            .expect("read")
            .expect("ana");
        assert_eq!(ana.name, "ana", "{kind}");
        assert_eq!(ana.since.is_some(), kind != "memory", "{kind}");
        let mut kinds: Vec<(GameId, Pace, u32)> = ana
            .ratings
            .iter()
            .map(|r| (r.game, r.pace, r.tally.games()))
            .collect();
        kinds.sort_by_key(|(game, _, _)| game.id());
        assert_eq!(
            kinds,
            [
                (GameId::Chess, Pace::Live, 3),
                (GameId::Hasami, Pace::Correspondence, 1)
            ],
            "{kind}"
        );
        let recent: Vec<(u64, &str)> = ana
            .recent
            .iter()
            .map(|g| (g.id, g.game.room.as_str()))
            .collect();
        assert_eq!(
            recent,
            [(4, "r4"), (3, "r3")],
            "{kind}: newest first, by id"
        );
        let ben = store
            .reader()
            .expect("a reader")
            .profile(&key("ben"), 10)
            .expect("read")
            .expect("ben");
        let rooms: Vec<&str> = ben.recent.iter().map(|g| g.game.room.as_str()).collect();
        assert_eq!(rooms, ["r2", "r1"], "{kind}");
        assert_eq!(
            store
                .reader()
                .expect("a reader")
                .profile(&key("nobody"), 5)
                .expect("read"),
            None
        );
    }
}

/// The "now" of the leaderboards below: 2025-11-26 12:00 UTC.
const NOW: u64 = 1_764_158_400;
const DAY: u64 = 86_400;

/// `who`'s rated games of `game` at `pace`, ended `days_ago` (one a
/// day, the newest first), each against the next of `opponents` in turn.
fn series(
    who: &str,
    (game, pace): (GameId, Pace),
    opponents: &[&str],
    days_ago: impl IntoIterator<Item = u64>,
) -> Vec<Write> {
    days_ago
        .into_iter()
        .zip(opponents.iter().cycle())
        .map(|(ago, opponent)| {
            let ended = Some(NOW - ago * DAY);
            Write::Finished(Box::new(played(game, pace, [who, opponent], ended)))
        })
        .collect()
}

#[test]
fn a_leaderboard_ranks_the_top_settled_players_with_enough_recent_games_and_opponents() {
    let (_dir, stores) = stores();
    let chess = (GameId::Chess, Pace::Live);
    let enough = u64::from(LEADERBOARD_GAMES);
    let window = LEADERBOARD_DAYS;
    // Five sparring partners, never rated here themselves.
    let partners = ["s0", "s1", "s2", "s3", "s4"];
    assert_eq!(partners.len(), LEADERBOARD_OPPONENTS as usize);
    for (kind, mut store) in stores {
        let mut writes = Vec::new();
        for n in 0..LEADERBOARD_TOP + 3 {
            let who = format!("p{n:02}");
            writes.push(name(&who));
            writes.push(rated(&who, chess.0, chess.1, 1400.0 + n as f64, 60.0, 40));
            writes.extend(series(&who, chess, &partners, 0..enough));
        }
        // Better, but: provisional; a game short; an opponent short; a
        // game out of the window; an aborted game that does not count;
        // at another pace; in another game. `edge` has its oldest game
        // right at the window's start, and counts.
        let mut better = |who: &str, rating: f64, deviation: f64, games: Vec<Write>| {
            writes.push(name(who));
            writes.push(rated(who, chess.0, chess.1, rating, deviation, 40));
            writes.extend(games);
        };
        better(
            "fresh",
            2500.0,
            150.0,
            series("fresh", chess, &partners, 0..enough),
        );
        better(
            "few",
            2400.0,
            60.0,
            series("few", chess, &partners, 1..enough),
        );
        better(
            "narrow",
            2350.0,
            60.0,
            series("narrow", chess, &partners[1..], 0..enough),
        );
        let stale = (1..enough).chain([window + 1]);
        better(
            "stale",
            2300.0,
            60.0,
            series("stale", chess, &partners, stale),
        );
        let mut aborted = series("quitter", chess, &partners, 0..enough);
        if let Some(Write::Finished(game)) = aborted.last_mut() {
            game.reason = "aborted".to_string();
        }
        better("quitter", 2250.0, 60.0, aborted);
        let edge = (0..enough - 1).chain([window]);
        better("edge", 2200.0, 60.0, series("edge", chess, &partners, edge));
        let slow = (GameId::Chess, Pace::Correspondence);
        writes.push(name("slow"));
        writes.push(rated("slow", slow.0, slow.1, 2300.0, 60.0, 40));
        writes.extend(series("slow", slow, &partners, 0..enough));
        let martian = (GameId::Martian, Pace::Live);
        writes.push(name("other"));
        writes.push(rated("other", martian.0, martian.1, 2200.0, 60.0, 40));
        writes.extend(series("other", martian, &partners, 0..enough));
        store.write(&writes).expect("written");

        let board = store
            .reader()
            .expect("a reader")
            .leaderboard(Board::of(chess.0, chess.1, NOW))
            .expect("read");
        assert_eq!(board.len(), LEADERBOARD_TOP, "{kind}");
        let names: Vec<&str> = board.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names[..2], ["edge", "p22"], "{kind}: {names:?}");
        assert_eq!(names[LEADERBOARD_TOP - 1], "p04", "{kind}: {names:?}");
        assert!(
            board
                .windows(2)
                .all(|w| w[0].rating.rating >= w[1].rating.rating)
        );
        assert_eq!(board[1].tally.games(), 40, "{kind}: the tally is all time");
        // A day later, edge's oldest game has left the window.
        let later = store
            .reader()
            .expect("a reader")
            .leaderboard(Board::of(chess.0, chess.1, NOW + DAY))
            .expect("read");
        assert_eq!(later[0].name, "p22", "{kind}");
        let slow = store
            .reader()
            .expect("a reader")
            .leaderboard(Board::of(slow.0, slow.1, NOW))
            .expect("read");
        let names: Vec<&str> = slow.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["slow"], "{kind}");
        let none = store
            .reader()
            .expect("a reader")
            .leaderboard(Board::of(GameId::Hasami, Pace::Live, NOW))
            .expect("read");
        assert!(none.is_empty(), "{kind}");
    }
}

#[test]
fn a_reader_reads_what_its_store_writes_after_it_was_made() {
    let (_dir, stores) = stores();
    for (kind, mut store) in stores {
        let mut reader = store.reader().expect("a reader");
        assert_eq!(
            reader.profile(&key("ana"), 5).expect("read"),
            None,
            "{kind}"
        );
        store
            .write(&[name("ana"), name("ben"), game("r1", "ana", "ben", "1-0")])
            .expect("written");
        let read = reader.profile(&key("ana"), 5).expect("read").expect("ana");
        assert_eq!(
            Some(&read),
            store
                .reader()
                .expect("a reader")
                .profile(&key("ana"), 5)
                .expect("read")
                .as_ref(),
            "{kind}"
        );
        assert_eq!(read.recent.len(), 1, "{kind}");
        let id = read.recent[0].id;
        assert_eq!(
            reader.game(id).expect("read"),
            store.reader().expect("a reader").game(id).expect("read")
        );
        let board = Board::of(GameId::Chess, Pace::Live, NOW);
        assert_eq!(
            reader.leaderboard(board).expect("read"),
            store
                .reader()
                .expect("a reader")
                .leaderboard(board)
                .expect("read"),
            "{kind}"
        );
    }
}

#[test]
fn a_game_of_the_archive_is_read_by_its_id_and_an_unknown_id_is_none() {
    let (_dir, stores) = stores();
    for (kind, mut store) in stores {
        store
            .write(&[
                game("r1", "ana", "ben", "1-0"),
                game("r2", "ben", "carla", "0-1"),
            ])
            .expect("games");
        let profile_id = |store: &mut Box<dyn Store>| {
            store.write(&[name("carla")]).expect("name");
            let carla = store
                .reader()
                .expect("a reader")
                .profile(&key("carla"), 1)
                .expect("read");
            carla.expect("carla").recent[0].id
        };
        let id = profile_id(&mut store);
        let second = store
            .reader()
            .expect("a reader")
            .game(id)
            .expect("read")
            .expect("the game");
        assert_eq!(second.id, id, "{kind}");
        assert_eq!(
            (second.game.room.as_str(), second.game.result.as_str()),
            ("r2", "0-1"),
            "{kind}"
        );
        assert_eq!(
            store
                .reader()
                .expect("a reader")
                .game(1)
                .expect("read")
                .map(|g| g.game.room),
            Some("r1".to_string()),
            "{kind}"
        );
        for unknown in [0, 3, u64::MAX] {
            assert_eq!(
                store
                    .reader()
                    .expect("a reader")
                    .game(unknown)
                    .expect("read"),
                None,
                "{kind} {unknown}"
            );
        }
    }
}

/// A rated chess game ana won on the clock by ben's resignation, kept
/// with the ratings it began with and when it ended.
fn rated_resigned(ended: Option<u64>) -> FinishedGame {
    let options = Options::default();
    let mut played = AnyGame::new(GameId::Chess, &options);
    for mv in ["e2e4", "e7e5", "g1f3"] {
        played.play_text(mv).expect("legal");
    }
    played.resign(tabuleiro::games::Side::Two);
    let players = ["ana", "ben"].map(|name| Player::Human {
        name: name.to_string(),
    });
    let control = TimeControl::Fischer {
        base: Duration::from_secs(300),
        increment: Duration::from_secs(3),
    };
    let clock = Clock::new(control);
    FinishedGame {
        room: "r7".to_string(),
        round: 2,
        result: "1-0".to_string(),
        reason: "resigned".to_string(),
        players: [person("ana"), person("ben")],
        record: GameRecord::from_game(&played, &options, players).with_clock(Some(&clock)),
        rated: Some(Pace::Live),
        ratings: Some([
            Rating {
                rating: 1712.4,
                deviation: 62.0,
                volatility: 0.06,
            },
            Rating::default(),
        ]),
        ended,
    }
}

#[test]
fn an_archived_games_pgn_is_dated_the_day_it_ended_with_the_names_and_ratings_it_began_with() {
    // 2025-11-26 23:59:59 UTC.
    let text = rated_resigned(Some(1_764_201_599))
        .pgn()
        .expect("chess has PGN");
    let read = pgn::parse(&text).expect("reads back");
    for (tag, value) in [
        ("Event", "Rated game"),
        ("Date", "2025.11.26"),
        ("Round", "2"),
        ("White", "ana"),
        ("Black", "ben"),
        ("WhiteElo", "1712"),
        ("BlackElo", "1500"),
        ("Result", "1-0"),
        ("Termination", "resigned"),
        ("TimeControl", "300+3"),
    ] {
        assert_eq!(read.tag(tag), Some(value), "{tag} in\n{text}");
    }
    assert_eq!(read.game.move_coordinates(), ["e2e4", "e7e5", "g1f3"]);
    let undated = rated_resigned(None).pgn().expect("chess has PGN");
    assert!(undated.contains("[Date \"????.??.??\"]"), "{undated}");
}

#[test]
fn the_database_dates_an_archived_game_as_it_keeps_it() {
    let (_dir, stores) = stores();
    let day = |at: SystemTime| {
        let secs = at.duration_since(UNIX_EPOCH).expect("after 1970").as_secs();
        pgn::pgn_date(secs / 86_400)
    };
    for (kind, mut database) in stores.into_iter().filter(|(kind, _)| *kind != "memory") {
        let before = day(SystemTime::now());
        database
            .write(&[Write::Finished(Box::new(rated_resigned(None)))])
            .expect("kept");
        let after = day(SystemTime::now());
        let kept = database
            .reader()
            .expect("a reader")
            .game(1)
            .expect("read")
            .expect("the game");
        let text = kept.game.pgn().expect("chess has PGN");
        let date = pgn::parse(&text)
            .expect("reads back")
            .tag("Date")
            .map(str::to_string);
        // Kept around midnight, either day is right.
        assert!(
            date == Some(before.clone()) || date == Some(after.clone()),
            "{kind}: {date:?}, kept between {before} and {after}"
        );
    }
}
