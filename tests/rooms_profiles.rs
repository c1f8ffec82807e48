//! Profiles and leaderboards as the rooms answer them: from the store,
//! by name or key or the visitor's own, read only; a player never seen
//! is refused in a line. Time is fake.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tabuleiro::games::{AnyGame, GameId, Options, TimeControl};
use tabuleiro::learn::progress::Progress;
use tabuleiro::rating::{Pace, RATED_PAIR_WINDOW, Rating};
use tabuleiro::rooms::{
    PROFILE_GAMES, Refusal, RoomOutcome, RoomPlan, RoomRequest, Rooms, SeatPlan, Visitor,
};
use tabuleiro::storage::saves::{GameRecord, Player};
use tabuleiro::store::{
    Dump, FinishedGame, MemoryStore, Profile, RatingRow, Reader, Saved, SeatRow, Store, StoreError,
    Tally, Write,
};

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

/// A store that counts the writes asked of it.
struct Counted {
    inner: MemoryStore,
    writes: Arc<AtomicUsize>,
}

impl Store for Counted {
    fn load(&mut self) -> Result<Saved, StoreError> {
        self.inner.load()
    }

    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        self.writes.fetch_add(1, Ordering::SeqCst);
        self.inner.write(writes)
    }

    fn finished_games(&mut self) -> Result<Vec<FinishedGame>, StoreError> {
        self.inner.finished_games()
    }

    fn reader(&mut self) -> Result<Box<dyn Reader>, StoreError> {
        self.inner.reader()
    }

    fn archived_round(
        &mut self,
        room: &str,
        round: u32,
    ) -> Result<Option<FinishedGame>, StoreError> {
        self.inner.archived_round(room, round)
    }

    fn progress(&mut self, key: &str) -> Result<Progress, StoreError> {
        self.inner.progress(key)
    }

    fn puzzle_ratings(&mut self) -> Result<Vec<(String, Rating)>, StoreError> {
        self.inner.puzzle_ratings()
    }

    fn is_empty(&mut self) -> Result<bool, StoreError> {
        self.inner.is_empty()
    }

    fn export(&mut self) -> Result<Dump, StoreError> {
        self.inner.export()
    }

    fn import(&mut self, dump: &Dump) -> Result<(), StoreError> {
        self.inner.import(dump)
    }
}

fn over(store: Box<dyn Store>, now: Instant) -> Rooms {
    Rooms::restore(64, Arc::new(|_: &str| {}), store, now).expect("the store loads")
}

fn live_chess() -> RoomRequest {
    let options = Options::default();
    RoomRequest::Create(Box::new(RoomPlan {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        control: Some(TimeControl::Fischer {
            base: Duration::from_secs(300),
            increment: Duration::from_secs(3),
        }),
        seats: [SeatPlan::Me, SeatPlan::Open],
        rated: true,
    }))
}

/// Ana and Ben play room `id` to Ben's resignation after a move each,
/// and leave it.
fn ana_beats_ben(rooms: &Rooms, id: &str, now: Instant) {
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));
    rooms.carry_out(&ana, live_chess(), now);
    rooms.carry_out(&ben, RoomRequest::Join(id.into()), now);
    for (who, ply, mv) in [(&ana, 0, "e2e4"), (&ben, 1, "e7e5")] {
        let play = RoomRequest::Play {
            room: id.into(),
            ply,
            mv: mv.into(),
        };
        assert!(matches!(
            rooms.carry_out(who, play, now),
            RoomOutcome::Room(_)
        ));
    }
    let resigned = rooms.carry_out(&ben, RoomRequest::Resign(id.into()), now);
    assert!(matches!(resigned, RoomOutcome::Room(_)));
    for who in [&ana, &ben] {
        rooms.carry_out(who, RoomRequest::Leave(id.into()), now);
    }
}

fn profile(outcome: RoomOutcome) -> Profile {
    match outcome {
        RoomOutcome::Profile(profile) => *profile,
        other => panic!("expected a profile, got {other:?}"),
    }
}

#[test]
fn a_profile_by_name_by_key_or_ones_own_shows_ratings_and_games() {
    let rooms = over(Box::new(MemoryStore::default()), Instant::now());
    let now = Instant::now();
    ana_beats_ben(&rooms, "r1", now);
    let (ana, ben) = (visitor(1, "ana"), visitor(2, "ben"));

    let by_name = profile(rooms.carry_out(&ana, RoomRequest::Profile(Some("BEN".into())), now));
    assert_eq!(
        (by_name.key.as_str(), by_name.name.as_str()),
        ("SHA256:ben", "ben")
    );
    let [row] = &by_name.ratings[..] else {
        panic!("one rating: {:?}", by_name.ratings);
    };
    assert_eq!((row.game, row.pace), (GameId::Chess, Pace::Live));
    assert_eq!(
        row.tally,
        Tally {
            wins: 0,
            draws: 0,
            losses: 1
        }
    );
    assert_eq!(by_name.recent.len(), 1);
    assert_eq!(by_name.recent[0].game.result, "1-0");

    let by_key =
        profile(rooms.carry_out(&ana, RoomRequest::Profile(Some("SHA256:ben".into())), now));
    assert_eq!(by_key, by_name);
    let own = profile(rooms.carry_out(&ben, RoomRequest::Profile(None), now));
    assert_eq!(own, by_name);
    let anas = profile(rooms.carry_out(&ana, RoomRequest::Profile(None), now));
    assert_eq!(anas.ratings[0].tally.wins, 1);
}

#[test]
fn a_profile_lists_only_the_latest_games() {
    let rooms = over(Box::new(MemoryStore::default()), Instant::now());
    let now = Instant::now();
    // A day apart: the same two keys count three rated games a day.
    let mut day = now;
    for n in 1..=PROFILE_GAMES + 2 {
        day += RATED_PAIR_WINDOW;
        ana_beats_ben(&rooms, &format!("r{n}"), day);
    }
    let ana = profile(rooms.carry_out(&visitor(1, "ana"), RoomRequest::Profile(None), day));
    assert_eq!(ana.recent.len(), PROFILE_GAMES);
    assert_eq!(ana.ratings[0].tally.games() as usize, PROFILE_GAMES + 2);
}

#[test]
fn a_player_never_seen_is_refused_in_a_line() {
    let rooms = over(Box::new(MemoryStore::default()), Instant::now());
    let now = Instant::now();
    let asked = rooms.carry_out(
        &visitor(1, "ana"),
        RoomRequest::Profile(Some("zed".into())),
        now,
    );
    match asked {
        RoomOutcome::Refused(why) => assert_eq!(why, Refusal::NoPlayer("zed".into())),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn a_recent_game_is_given_whole_by_its_id_and_an_unknown_id_is_refused_in_a_line() {
    let rooms = over(Box::new(MemoryStore::default()), Instant::now());
    let now = Instant::now();
    ana_beats_ben(&rooms, "r1", now);
    let ana = visitor(1, "ana");
    let bens = profile(rooms.carry_out(&ana, RoomRequest::Profile(Some("ben".into())), now));
    let id = bens.recent[0].id;
    match rooms.carry_out(&ana, RoomRequest::Game { id }, now) {
        RoomOutcome::Game(archived) => {
            assert_eq!(archived.id, id);
            assert_eq!(archived.game.record.moves(), ["e2e4", "e7e5"]);
            assert_eq!(archived.game.result, "1-0");
            assert_eq!(archived.game.rated, Some(Pace::Live));
            assert!(archived.game.ratings.is_some());
        }
        other => panic!("expected the game, got {other:?}"),
    }
    match rooms.carry_out(&ana, RoomRequest::Game { id: 99 }, now) {
        RoomOutcome::Refused(why) => assert_eq!(why, Refusal::NoGame(99)),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// A rated live chess game `who` won against each of five others just
/// now, twice: enough for the leaderboard.
fn recent_games(who: &str) -> Vec<Write> {
    let options = Options::default();
    let start = AnyGame::new(GameId::Chess, &options);
    let opponents = ["o1", "o2", "o3", "o4", "o5"];
    let seat = |name: &str| SeatRow::Person {
        key: format!("SHA256:{name}"),
        name: name.into(),
    };
    let game = |opponent: &str| {
        let names = [who, opponent].map(|name| Player::Human { name: name.into() });
        Write::Finished(Box::new(FinishedGame {
            room: "r1".into(),
            round: 1,
            result: "1-0".into(),
            reason: "resigned".into(),
            players: [seat(who), seat(opponent)],
            record: GameRecord::from_game(&start, &options, names),
            rated: Some(Pace::Live),
            ratings: None,
            ended: None,
        }))
    };
    opponents
        .iter()
        .chain(&opponents)
        .map(|o| game(o))
        .collect()
}

#[test]
fn the_leaderboard_ranks_the_store_board_of_its_game_and_pace() {
    let mut store = MemoryStore::default();
    let rows: Vec<Write> = [("ana", 1700.0), ("ben", 1650.0), ("cy", 1800.0)]
        .into_iter()
        .flat_map(|(who, rating)| {
            let key = format!("SHA256:{who}");
            [
                Write::Name {
                    key: key.clone(),
                    name: who.into(),
                    folded: who.into(),
                    released: None,
                },
                Write::Rated(RatingRow {
                    key,
                    game: GameId::Chess,
                    pace: Pace::Live,
                    rating: tabuleiro::rating::Rating {
                        rating,
                        deviation: 60.0,
                        volatility: 0.06,
                    },
                    tally: Tally {
                        wins: 12,
                        draws: 0,
                        losses: 3,
                    },
                }),
            ]
            .into_iter()
            .chain(recent_games(who))
        })
        .collect();
    store.write(&rows).expect("written");
    let rooms = over(Box::new(store), Instant::now());
    let now = Instant::now();
    let ana = visitor(1, "ana");
    let asked = RoomRequest::Leaderboard {
        game: GameId::Chess,
        pace: Pace::Live,
    };
    match rooms.carry_out(&ana, asked, now) {
        RoomOutcome::Leaderboard { board, leaders } => {
            assert_eq!((board.game, board.pace), (GameId::Chess, Pace::Live));
            let names: Vec<&str> = leaders.iter().map(|l| l.name.as_str()).collect();
            assert_eq!(names, ["cy", "ana", "ben"]);
        }
        other => panic!("expected the leaderboard, got {other:?}"),
    }
    let other = RoomRequest::Leaderboard {
        game: GameId::Chess,
        pace: Pace::Correspondence,
    };
    match rooms.carry_out(&ana, other, now) {
        RoomOutcome::Leaderboard { leaders, .. } => assert!(leaders.is_empty()),
        other => panic!("expected the leaderboard, got {other:?}"),
    }
}

#[test]
fn profiles_and_leaderboards_write_nothing() {
    let writes = Arc::new(AtomicUsize::new(0));
    let store = Counted {
        inner: MemoryStore::default(),
        writes: writes.clone(),
    };
    let rooms = over(Box::new(store), Instant::now());
    let now = Instant::now();
    let ana = visitor(1, "ana");
    // Her first request claims her name: a write of its own.
    rooms.carry_out(&ana, RoomRequest::List, now);
    let before = writes.load(Ordering::SeqCst);
    let mut versions = Vec::new();
    for request in [
        RoomRequest::Profile(None),
        RoomRequest::Profile(Some("nobody".into())),
        RoomRequest::Leaderboard {
            game: GameId::Hasami,
            pace: Pace::Correspondence,
        },
        RoomRequest::Game { id: 1 },
    ] {
        let (_, version) = rooms.carry_out_seen(&ana, request, now);
        versions.push(version);
    }
    assert_eq!(writes.load(Ordering::SeqCst), before);
    assert!(versions.windows(2).all(|w| w[0] == w[1]), "{versions:?}");
}
