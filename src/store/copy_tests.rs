//! `store copy`'s reading and writing of every row: a store filled
//! with every kind of row goes SQLite -> PostgreSQL -> SQLite (SQLite
//! -> SQLite -> SQLite without a PostgreSQL server, see
//! [`testing`](super::testing)) and comes back as it was; a target
//! that is not empty is left as it is; and every table of both schemas
//! is one a dump holds.

use std::path::Path;

use super::testing::test_databases;
use super::tests::{finished, learned, moves, name, rated_game, rating, room};
use super::*;
use crate::games::GameId;

/// Rows of every table, and rows no load gives back: a closed room, a
/// room set aside, the moves of an earlier round, a name let go of, an
/// archived game annotated.
fn every_kind_of_row() -> Vec<Write> {
    let mut rematch = room(1);
    rematch.round = 2;
    let mut rated = rating("SHA256:bo");
    rated.rating.deviation = 50.0;
    vec![
        Write::Room(room(1)),
        Write::Room(room(2)),
        Write::Room(room(3)),
        Write::Room(room(4)),
        moves("r1", 0, &["e2e4", "e7e5"]),
        Write::Room(rematch),
        Write::Moves {
            room: "r1".to_string(),
            round: 2,
            from: 0,
            moves: vec![MoveRow {
                ply: 0,
                text: "d2d4".to_string(),
                clocks_ms: None,
            }],
        },
        moves("r2", 0, &["g1f3"]),
        Write::Chat {
            room: "r1".to_string(),
            line: "ana: good game".to_string(),
            keep: 50,
        },
        Write::Chat {
            room: "r4".to_string(),
            line: "bo: hi".to_string(),
            keep: 50,
        },
        Write::Closed("r3".to_string()),
        Write::SetAside(SetAside {
            room: "r4".to_string(),
            reason: "no game checkers".to_string(),
        }),
        name("SHA256:ana", "ana", None),
        name("SHA256:bo", "bo", None),
        name("SHA256:bo", "Bob", Some("bo")),
        Write::Finished(Box::new(finished())),
        Write::Finished(Box::new(rated_game())),
        Write::Annotated {
            room: "r1".to_string(),
            round: 1,
            record: rated_game().record,
        },
        Write::Rated(rating("SHA256:ana")),
        Write::Rated(rated),
        Write::Progress {
            key: "SHA256:ana".to_string(),
            progress: Box::new(learned()),
        },
        Write::PuzzleRated {
            puzzle: "chess/a1".to_string(),
            rating: Rating::default(),
        },
        Write::PuzzleRated {
            puzzle: "hasami-shogi/h2".to_string(),
            rating: rated_game().ratings.map_or_else(Rating::default, |r| r[1]),
        },
    ]
}

/// What a store gives of its rows, every way it gives them.
#[derive(PartialEq, Debug)]
struct Seen {
    dump: Dump,
    saved: Saved,
    archive: Vec<FinishedGame>,
    profiles: Vec<Option<Profile>>,
    games: Vec<Option<ArchivedGame>>,
    leaders: Vec<Leader>,
    progress: crate::learn::progress::Progress,
    puzzles: Vec<(String, Rating)>,
}

fn seen(store: &mut dyn Store) -> Seen {
    let mut reader = store.reader().expect("a reader");
    let board = Board {
        min_games: 0,
        min_opponents: 0,
        ..Board::of(GameId::Hasami, Pace::Correspondence, now_seconds())
    };
    Seen {
        dump: store.export().expect("exported"),
        saved: store.load().expect("loaded"),
        archive: store.finished_games().expect("the archive"),
        profiles: ["SHA256:ana", "SHA256:bo"]
            .map(|key| reader.profile(key, 10).expect("a profile"))
            .to_vec(),
        games: (1..=3).map(|id| reader.game(id).expect("a game")).collect(),
        leaders: reader.leaderboard(board).expect("a leaderboard"),
        progress: store.progress("SHA256:ana").expect("progress"),
        puzzles: store.puzzle_ratings().expect("puzzle ratings"),
    }
}

/// A SQLite store at `dir`'s database file.
fn sqlite(dir: &Path) -> Box<dyn Store> {
    Database::Sqlite(dir.join(FILE_NAME))
        .open()
        .expect("a SQLite file")
}

/// Copies `from` into `to` as `store copy` does.
fn copy(from: &mut dyn Store, to: &mut dyn Store) {
    assert!(to.is_empty().expect("asked"), "an empty target");
    let dump = from.export().expect("exported");
    to.import(&dump).expect("imported");
}

#[test]
fn every_row_goes_to_postgresql_and_back_as_it_was() {
    let dirs: Vec<_> = (0..3)
        .map(|_| tempfile::tempdir().expect("temp dir"))
        .collect();
    let databases = test_databases(dirs[0].path());
    let mut original = databases[0].open().expect("the first SQLite file");
    original.write(&every_kind_of_row()).expect("filled");
    let before = seen(original.as_mut());
    for table in TABLES {
        assert!(before.dump.count(table) > 0, "a row of {table}");
    }
    let mut middle = match databases.get(1) {
        Some(postgres) => postgres.open().expect("PostgreSQL"),
        None => sqlite(dirs[1].path()),
    };
    copy(original.as_mut(), middle.as_mut());
    assert_eq!(seen(middle.as_mut()), before, "on the way there");
    let mut back = sqlite(dirs[2].path());
    copy(middle.as_mut(), back.as_mut());
    assert_eq!(seen(back.as_mut()), before, "on the way back");
    for mut store in [middle, back] {
        new_rows_get_new_ids(store.as_mut(), &before.dump);
    }
}

/// A game archived and a puzzle rated after the copy take numbers past
/// the copied ones.
fn new_rows_get_new_ids(store: &mut dyn Store, copied: &Dump) {
    store
        .write(&[
            Write::Finished(Box::new(finished())),
            Write::PuzzleRated {
                puzzle: "chess/new".to_string(),
                rating: Rating::default(),
            },
        ])
        .expect("written after the copy");
    let next = u64::try_from(copied.count("games") + 1).expect("a number");
    let game = store.reader().expect("reader").game(next).expect("read");
    assert_eq!(game.map(|g| g.id), Some(next));
    let puzzles = store.puzzle_ratings().expect("read");
    assert_eq!(
        puzzles.last().map(|(puzzle, _)| puzzle.as_str()),
        Some("chess/new"),
        "rated last, listed last"
    );
}

#[test]
fn a_target_that_is_not_empty_is_refused_and_left_as_it_was() {
    let dir = tempfile::tempdir().expect("temp dir");
    for database in test_databases(dir.path()) {
        let mut target = database.open().expect("a new database");
        assert!(target.is_empty().expect("asked"), "{}", database.kind);
        target
            .write(&[name("SHA256:cy", "cy", None)])
            .expect("a row");
        assert!(!target.is_empty().expect("asked"), "{}", database.kind);
        let kept = target.export().expect("exported");
        let mut source = sqlite(tempfile::tempdir().expect("temp dir").path());
        source.write(&every_kind_of_row()).expect("filled");
        let refused = target.import(&source.export().expect("exported"));
        assert_eq!(
            refused,
            Err(rows::not_empty()),
            "{}: no row of another server's is mixed in",
            database.kind
        );
        assert_eq!(
            target.export().expect("exported"),
            kept,
            "{}",
            database.kind
        );
    }
}

#[test]
fn every_table_of_both_schemas_is_one_a_dump_holds() {
    let dir = tempfile::tempdir().expect("temp dir");
    for database in test_databases(dir.path()) {
        let tables = match database.scratch() {
            None => sqlite_tables(&database.given()),
            Some(scratch) => {
                drop(database.open().expect("migrated"));
                postgres_tables(scratch)
            }
        };
        let mut listed = TABLES.to_vec();
        listed.sort_unstable();
        assert_eq!(tables, listed, "{}: a table no dump holds", database.kind);
    }
}

/// The tables of the SQLite file, migrated.
fn sqlite_tables(path: &str) -> Vec<String> {
    drop(SqliteStore::open(Path::new(path)).expect("migrated"));
    let connection = rusqlite::Connection::open(path).expect("open");
    let mut query = connection
        .prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table'
             AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .expect("the schema");
    query
        .query_map([], |row| row.get(0))
        .expect("its tables")
        .collect::<Result<_, _>>()
        .expect("read")
}

/// The tables of the PostgreSQL database but its version's, by name,
/// as the one-number queries of [`Scratch`] can say them.
fn postgres_tables(scratch: &Scratch) -> Vec<String> {
    let all = "FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_name <> 'schema_version'";
    let total = scratch
        .number(&format!("SELECT count(*) {all}"))
        .expect("counted");
    let mut tables: Vec<String> = TABLES
        .iter()
        .filter(|table| {
            let one = format!("SELECT count(*) {all} AND table_name = '{table}'");
            scratch.number(&one).expect("counted") == 1
        })
        .map(|table| table.to_string())
        .collect();
    tables.sort_unstable();
    let extra = usize::try_from(total).expect("a count") - tables.len();
    tables.extend((0..extra).map(|at| format!("a table not in TABLES ({at})")));
    tables
}

#[test]
fn a_summary_counts_each_kind_of_row() {
    let table = |name: &str, rows: usize| {
        Table::new(name, vec!["x".to_string()], vec![vec![Value::Int(1)]; rows])
    };
    let dump = Dump {
        tables: TABLES
            .iter()
            .enumerate()
            .map(|(at, name)| table(name, at + 1))
            .collect(),
    };
    assert_eq!(
        dump.summary(),
        "players 1, names 2, rooms 3 (moves 4, chat 5), finished games 6, ratings 7, progress 8, puzzle ratings 9"
    );
}
