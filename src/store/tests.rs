//! The tests every database store passes alike: SQLite's, and
//! PostgreSQL's when `TABULEIRO_TEST_POSTGRES` names a server (see
//! [`testing`](super::testing)); and the rows they are written with.

use super::testing::{TestDatabase, test_databases};
use super::*;
use crate::games::{Abort, AnyGame, End, GameId, Options, Outcome, Reason, Side, TimeControl};
use crate::storage::saves::{GameRecord, Player};

/// Runs `test` on each database, empty.
fn on_each_database(test: impl Fn(&TestDatabase)) {
    let dir = tempfile::tempdir().expect("temp dir");
    for database in test_databases(dir.path()) {
        eprintln!("on {}", database.kind);
        test(&database);
    }
}

pub(super) fn room(number: u64) -> RoomRow {
    RoomRow {
        id: format!("r{number}"),
        number,
        game: GameId::Chess,
        options: Options::default(),
        start: AnyGame::new(GameId::Chess, &Options::default()).start_position(),
        control: Some(TimeControl::minutes(5, 3)),
        creator: "SHA256:ana".to_string(),
        seats: [
            SeatRow::Person {
                key: "SHA256:ana".to_string(),
                name: "ana".to_string(),
            },
            SeatRow::Computer {
                bot: "easy".to_string(),
            },
        ],
        round: 1,
        ended: None,
        aborted: None,
        rated: false,
    }
}

pub(super) fn moves(room: &str, from: usize, texts: &[&str]) -> Write {
    Write::Moves {
        room: room.to_string(),
        round: 1,
        from,
        moves: texts
            .iter()
            .enumerate()
            .map(|(at, text)| MoveRow {
                ply: from + at,
                text: text.to_string(),
                clocks_ms: Some([300_000, 299_000 - 1000 * at as u64]),
            })
            .collect(),
    }
}

pub(super) fn name(key: &str, name: &str, released: Option<&str>) -> Write {
    Write::Name {
        key: key.to_string(),
        name: name.to_string(),
        folded: name.to_lowercase(),
        released: released.map(str::to_string),
    }
}

pub(super) fn finished() -> FinishedGame {
    let game = AnyGame::new(GameId::Chess, &Options::default());
    let players = [
        Player::Human {
            name: "ana".to_string(),
        },
        Player::Computer {
            name: "easy".to_string(),
            bot_id: "easy".to_string(),
        },
    ];
    FinishedGame {
        room: "r1".to_string(),
        round: 1,
        result: "0-1".to_string(),
        reason: "resignation".to_string(),
        players: room(1).seats,
        record: GameRecord::from_game(&game, &Options::default(), players),
        rated: None,
        ratings: None,
        ended: Some(1_764_158_400),
    }
}

pub(super) fn rated_game() -> FinishedGame {
    FinishedGame {
        rated: Some(Pace::Live),
        ratings: Some([
            Rating::default(),
            Rating {
                rating: 1700.25,
                deviation: 60.5,
                volatility: 0.061,
            },
        ]),
        ..finished()
    }
}

pub(super) fn rating(key: &str) -> RatingRow {
    RatingRow {
        key: key.to_string(),
        game: GameId::Hasami,
        pace: Pace::Correspondence,
        rating: Rating {
            rating: 1612.5,
            deviation: 80.25,
            volatility: 0.0599,
        },
        tally: Tally {
            wins: 7,
            draws: 2,
            losses: 3,
        },
    }
}

#[test]
fn a_name_kept_under_an_older_form_is_one_row_once_claimed_again() {
    on_each_database(|database| {
        let mut store = database.open().expect("a new database");
        let claim = |folded: &str| Write::Name {
            key: "SHA256:ian".to_string(),
            name: "Ian".to_string(),
            folded: folded.to_string(),
            released: None,
        };
        store.write(&[claim("ian")]).expect("the old form");
        store.write(&[claim("lan")]).expect("the new form");
        let names = store.load().expect("loaded").names;
        assert_eq!(names, [("SHA256:ian".to_string(), "Ian".to_string())]);
    });
}
#[test]
fn what_is_written_is_loaded_back_after_reopening() {
    on_each_database(|database| {
        let mut store = database.open().expect("a new database");
        let mut over = room(2);
        over.ended = Some(End {
            outcome: Outcome::Win(Side::Two),
            reason: Reason::Resigned,
        });
        over.aborted = Some(Abort::NoFirstMove(Side::Two));
        let mut asked = room(4);
        asked.aborted = Some(Abort::By(Side::One));
        let mut by_post = room(3);
        by_post.control = Some(TimeControl::PerMove { days: 3 });
        let writes = [
            Write::Room(room(1)),
            Write::Room(over.clone()),
            Write::Room(by_post.clone()),
            Write::Room(asked.clone()),
            moves("r1", 0, &["e2e4", "e7e5", "g1f3"]),
            Write::Chat {
                room: "r1".to_string(),
                line: "ana: hello".to_string(),
                keep: 50,
            },
            name("SHA256:ana", "ana", None),
            Write::Finished(Box::new(finished())),
            Write::Finished(Box::new(rated_game())),
            Write::Rated(rating("SHA256:ana")),
            Write::Rated(RatingRow {
                tally: Tally::default(),
                ..rating("SHA256:ana")
            }),
        ];
        store.write(&writes).expect("written");
        drop(store);
        let mut store = database.open().expect("reopened");
        let saved = store.load().expect("loaded");
        assert_eq!(saved.last_number, 4);
        assert_eq!(saved.rooms.len(), 4);
        assert_eq!(saved.rooms[0].row, room(1));
        assert_eq!(saved.rooms[1].row, over);
        assert_eq!(saved.rooms[2].row, by_post);
        assert_eq!(saved.rooms[3].row, asked);
        let texts: Vec<&str> = saved.rooms[0]
            .moves
            .iter()
            .map(|m| m.text.as_str())
            .collect();
        assert_eq!(texts, ["e2e4", "e7e5", "g1f3"]);
        assert_eq!(saved.rooms[0].moves[2].clocks_ms, Some([300_000, 297_000]));
        assert_eq!(saved.rooms[0].chat, ["ana: hello"]);
        assert_eq!(saved.names, [("SHA256:ana".to_string(), "ana".to_string())]);
        assert_eq!(
            store.finished_games().expect("archive"),
            [finished(), rated_game()]
        );
        let again = RatingRow {
            tally: Tally::default(),
            ..rating("SHA256:ana")
        };
        assert_eq!(saved.ratings, [again], "a player's newest rating");
    });
}
#[test]
fn an_archived_game_is_found_by_room_and_round_and_its_record_replaced_alone() {
    on_each_database(|database| {
        let mut store = database.open().expect("a database");
        let second = FinishedGame {
            round: 2,
            ..rated_game()
        };
        let writes = [
            Write::Finished(Box::new(finished())),
            Write::Finished(Box::new(second.clone())),
        ];
        store.write(&writes).expect("written");
        let found = store.archived_round("r1", 1).expect("read");
        assert_eq!(found, Some(finished()));
        assert_eq!(store.archived_round("r1", 3).expect("read"), None);
        assert_eq!(store.archived_round("r2", 1).expect("read"), None);
        let mut fields = crate::storage::saves::Extra::new();
        fields.insert("analysis".to_string(), serde_json::json!({"moves": []}));
        let record = finished().record.with_extra(fields);
        let annotated = Write::Annotated {
            room: "r1".to_string(),
            round: 1,
            record: record.clone(),
        };
        store.write(&[annotated]).expect("annotated");
        let expected = FinishedGame {
            record,
            ..finished()
        };
        assert_eq!(
            store.finished_games().expect("archive"),
            [expected, second],
            "the one game's record changes, nothing else"
        );
    });
}
#[test]
fn a_takeback_chat_past_its_keep_names_and_a_closed_room_are_kept_as_they_stand() {
    on_each_database(|database| {
        let mut store = database.open().expect("open");
        store
            .write(&[Write::Room(room(1)), Write::Room(room(7))])
            .expect("rooms");
        store
            .write(&[moves("r1", 0, &["e2e4", "e7e5", "g1f3"])])
            .expect("moves");
        store.write(&[moves("r1", 1, &[])]).expect("a takeback");
        for n in 0..5 {
            let line = format!("line {n}");
            let chat = Write::Chat {
                room: "r1".to_string(),
                line,
                keep: 3,
            };
            store.write(&[chat]).expect("chat");
        }
        store
            .write(&[
                name("A", "ana", None),
                name("B", "bo", None),
                name("A", "Ana2", Some("ana")),
            ])
            .expect("names");
        store
            .write(&[Write::Closed("r7".to_string())])
            .expect("closed");
        let saved = store.load().expect("loaded");
        assert_eq!(saved.rooms.len(), 1);
        assert_eq!(saved.last_number, 7, "numbers are not given twice");
        let texts: Vec<&str> = saved.rooms[0]
            .moves
            .iter()
            .map(|m| m.text.as_str())
            .collect();
        assert_eq!(texts, ["e2e4"]);
        assert_eq!(saved.rooms[0].chat, ["line 2", "line 3", "line 4"]);
        let names: Vec<&str> = saved.names.iter().map(|(_, n)| n.as_str()).collect();
        assert_eq!(names, ["bo", "Ana2"]);
    });
}
#[test]
fn a_failed_write_keeps_nothing_of_its_list() {
    on_each_database(|database| {
        let mut store = database.open().expect("open");
        store.write(&[Write::Room(room(1))]).expect("room");
        // The second row takes a number already given: the whole list fails.
        let mut clash = room(1);
        clash.id = "r9".to_string();
        let failed = store.write(&[moves("r1", 0, &["e2e4"]), Write::Room(clash)]);
        assert!(matches!(failed, Err(StoreError::Write(_))));
        assert!(store.load().expect("loaded").rooms[0].moves.is_empty());
    });
}

/// A key's progress after a lesson and two rated puzzles.
pub(super) fn learned() -> crate::learn::progress::Progress {
    let mut progress = crate::learn::progress::Progress::default();
    progress.lesson_done("chess/fork");
    progress.rated_attempt("chess/a1", Rating::default(), true);
    progress.rated_attempt("hasami-shogi/h2", Rating::default(), false);
    progress.streak_ended(4);
    progress
}

#[test]
fn progress_and_puzzle_ratings_are_kept_per_key_across_a_reopening() {
    on_each_database(|database| {
        let mut store = database.open().expect("open");
        assert_eq!(
            store.progress("SHA256:ana").expect("read"),
            Default::default()
        );
        assert!(store.puzzle_ratings().expect("read").is_empty());
        let ana = learned();
        let moved = Rating {
            rating: 1337.5,
            deviation: 290.25,
            volatility: 0.0599,
        };
        store
            .write_progress("SHA256:ana", &ana, Some(("chess/a1", moved)))
            .expect("kept");
        let mut bo = crate::learn::progress::Progress::default();
        bo.lesson_done("martian-chess/zones");
        store.write_progress("SHA256:bo", &bo, None).expect("kept");
        // A puzzle rated again keeps its place and takes its new rating.
        let again = Rating {
            rating: 1401.0,
            ..moved
        };
        store
            .write_progress("SHA256:bo", &bo, Some(("racing-kings/r9", moved)))
            .expect("kept");
        store
            .write_progress("SHA256:ana", &ana, Some(("chess/a1", again)))
            .expect("kept");
        drop(store);
        let mut store = database.open().expect("reopened");
        assert_eq!(store.progress("SHA256:ana").expect("read"), ana);
        assert_eq!(store.progress("SHA256:bo").expect("read"), bo);
        assert_eq!(
            store.progress("SHA256:cy").expect("read"),
            Default::default()
        );
        assert_eq!(
            store.puzzle_ratings().expect("read"),
            [
                ("chess/a1".to_string(), again),
                ("racing-kings/r9".to_string(), moved)
            ]
        );
    });
}

#[test]
fn a_progress_write_that_fails_keeps_neither_progress_nor_the_puzzle() {
    on_each_database(|database| {
        let mut store = database.open().expect("open");
        store.write(&[Write::Room(room(1))]).expect("room");
        let mut clash = room(1);
        clash.id = "r9".to_string();
        let mut writes = progress_writes(
            "SHA256:ana",
            &learned(),
            Some(("chess/a1", Rating::default())),
        );
        writes.push(Write::Room(clash));
        assert!(matches!(store.write(&writes), Err(StoreError::Write(_))));
        assert_eq!(
            store.progress("SHA256:ana").expect("read"),
            Default::default()
        );
        assert!(store.puzzle_ratings().expect("read").is_empty());
    });
}
