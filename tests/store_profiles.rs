//! The data of profiles and leaderboards, from the database and from
//! memory alike: a player's ratings, W/D/L, latest games with their
//! archive ids and first day; the best of a game and pace with enough
//! rated games and a rating no longer provisional.

use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::rating::{LEADERBOARD_GAMES, LEADERBOARD_TOP, Pace, Rating};
use tabuleiro::storage::saves::{GameRecord, Player};
use tabuleiro::store::{
    Board, FinishedGame, MemoryStore, RatingRow, SeatRow, SqliteStore, Store, Tally, Write,
};

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
    let options = Options::default();
    let played = AnyGame::new(GameId::Chess, &options);
    let players = [one, two].map(|name| Player::Human {
        name: name.to_string(),
    });
    Write::Finished(Box::new(FinishedGame {
        room: room.to_string(),
        round: 1,
        result: result.to_string(),
        reason: "resignation".to_string(),
        players: [person(one), person(two)],
        record: GameRecord::from_game(&played, &options, players),
        rated: Some(Pace::Live),
        ratings: Some([Rating::default(); 2]),
        ended: None,
    }))
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

/// Both stores, each given the same writes.
fn stores() -> (tempfile::TempDir, Vec<Named>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let sqlite = SqliteStore::open(&dir.path().join("server.sqlite")).expect("open");
    let stores: Vec<Named> = vec![
        ("sqlite", Box::new(sqlite)),
        ("memory", Box::new(MemoryStore::default())),
    ];
    (dir, stores)
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
        let ana = store.profile(&key("ana"), 2).expect("read").expect("ana");
        assert_eq!(ana.name, "ana", "{kind}");
        assert_eq!(ana.since.is_some(), kind == "sqlite", "{kind}");
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
        let ben = store.profile(&key("ben"), 10).expect("read").expect("ben");
        let rooms: Vec<&str> = ben.recent.iter().map(|g| g.game.room.as_str()).collect();
        assert_eq!(rooms, ["r2", "r1"], "{kind}");
        assert_eq!(store.profile(&key("nobody"), 5).expect("read"), None);
    }
}

#[test]
fn a_leaderboard_ranks_the_top_settled_players_of_a_game_and_pace() {
    let (_dir, stores) = stores();
    let enough = LEADERBOARD_GAMES;
    for (kind, mut store) in stores {
        let mut writes = Vec::new();
        for n in 0..LEADERBOARD_TOP + 3 {
            let who = format!("p{n:02}");
            writes.push(name(&who));
            writes.push(rated(
                &who,
                GameId::Chess,
                Pace::Live,
                1400.0 + n as f64,
                60.0,
                enough,
            ));
        }
        // Better, but provisional; with too few games; at another pace;
        // in another game.
        for who in ["fresh", "few", "slow", "other"] {
            writes.push(name(who));
        }
        writes.push(rated("fresh", GameId::Chess, Pace::Live, 2500.0, 150.0, 40));
        writes.push(rated(
            "few",
            GameId::Chess,
            Pace::Live,
            2400.0,
            60.0,
            enough - 1,
        ));
        writes.push(rated(
            "slow",
            GameId::Chess,
            Pace::Correspondence,
            2300.0,
            60.0,
            enough,
        ));
        writes.push(rated(
            "other",
            GameId::Martian,
            Pace::Live,
            2200.0,
            60.0,
            enough,
        ));
        store.write(&writes).expect("written");

        let board = store
            .leaderboard(Board::of(GameId::Chess, Pace::Live))
            .expect("read");
        assert_eq!(board.len(), LEADERBOARD_TOP, "{kind}");
        let names: Vec<&str> = board.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names[0], "p22", "{kind}: {names:?}");
        assert_eq!(names[LEADERBOARD_TOP - 1], "p03", "{kind}: {names:?}");
        assert!(
            board
                .windows(2)
                .all(|w| w[0].rating.rating >= w[1].rating.rating)
        );
        assert!(board.iter().all(|l| l.tally.games() >= enough));
        let slow = store
            .leaderboard(Board::of(GameId::Chess, Pace::Correspondence))
            .expect("read");
        let names: Vec<&str> = slow.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["slow"], "{kind}");
        let none = store
            .leaderboard(Board::of(GameId::Hasami, Pace::Live))
            .expect("read");
        assert!(none.is_empty(), "{kind}");
    }
}
