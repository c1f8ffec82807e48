//! `tabuleiro store copy` as a user runs it on SQLite files: the line
//! of counts and exit 0; one line on stderr and exit 2 for a target
//! that is not empty (left as it was), a source that is not there or
//! not a database, and a PostgreSQL server that cannot be reached.

use std::path::Path;
use std::process::{Command, Output};

use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::rating::{Pace, Rating};
use tabuleiro::storage::saves::{GameRecord, Player};
use tabuleiro::store::{
    Database, FinishedGame, MoveRow, RatingRow, RoomRow, SeatRow, SqliteStore, Store, Tally, Write,
};

fn copy(from: &Path, to: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
        .args(["store", "copy"])
        .arg(from)
        .arg(to)
        .output()
        .expect("the binary runs")
}

fn person(name: &str) -> SeatRow {
    SeatRow::Person {
        key: format!("SHA256:{name}"),
        name: name.to_string(),
    }
}

/// Two players, a room with two moves and a chat line, a game, a
/// rating, a key's progress and a puzzle's rating.
fn filled(path: &Path) {
    let options = Options::default();
    let start = AnyGame::new(GameId::Chess, &options);
    let room = RoomRow {
        id: "r1".to_string(),
        number: 1,
        game: GameId::Chess,
        start: start.start_position(),
        options: options.clone(),
        control: None,
        creator: "SHA256:ana".to_string(),
        seats: [person("ana"), person("bo")],
        round: 1,
        ended: None,
        aborted: None,
        rated: false,
    };
    let players = ["ana", "bo"].map(|name| Player::Human {
        name: name.to_string(),
    });
    let game = FinishedGame {
        room: "r0".to_string(),
        round: 1,
        result: "1-0".to_string(),
        reason: "resignation".to_string(),
        players: [person("ana"), person("bo")],
        record: GameRecord::from_game(&start, &options, players),
        rated: None,
        ratings: None,
        ended: Some(1_764_158_400),
    };
    let named = |name: &str| Write::Name {
        key: format!("SHA256:{name}"),
        name: name.to_string(),
        folded: name.to_string(),
        released: None,
    };
    let played = |ply: usize, text: &str| MoveRow {
        ply,
        text: text.to_string(),
        clocks_ms: None,
    };
    let mut store = SqliteStore::open(path).expect("a new file");
    store
        .write(&[
            named("ana"),
            named("bo"),
            Write::Room(room),
            Write::Moves {
                room: "r1".to_string(),
                round: 1,
                from: 0,
                moves: vec![played(0, "e2e4"), played(1, "e7e5")],
            },
            Write::Chat {
                room: "r1".to_string(),
                line: "ana: hello".to_string(),
                keep: 50,
            },
            Write::Finished(Box::new(game)),
            Write::Rated(RatingRow {
                key: "SHA256:ana".to_string(),
                game: GameId::Chess,
                pace: Pace::Live,
                rating: Rating::default(),
                tally: Tally::default(),
            }),
            Write::Progress {
                key: "SHA256:ana".to_string(),
                progress: Box::default(),
            },
            Write::PuzzleRated {
                puzzle: "chess/a1".to_string(),
                rating: Rating::default(),
            },
        ])
        .expect("filled");
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// Exit 2, nothing on stdout and one line on stderr, which it gives.
fn refused(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    let line = text(&out.stderr);
    assert_eq!(line.lines().count(), 1, "{line}");
    line
}

#[test]
fn a_copy_says_what_it_copied_and_a_second_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (from, to) = (dir.path().join("old.sqlite"), dir.path().join("new.sqlite"));
    filled(&from);
    let to_given = to.display().to_string();
    let out = copy(&from, &to_given);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "players 2, names 2, rooms 1 (moves 2, chat 1), finished games 1, ratings 1, progress 1, puzzle ratings 1\n"
    );
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
    let copied = Database::of(&to).open().expect("the copy").export();
    let line = refused(&copy(&from, &to_given));
    assert!(line.contains("new.sqlite is not empty"), "{line}");
    assert!(line.contains("nothing was copied"), "{line}");
    let kept = Database::of(&to).open().expect("the copy").export();
    assert_eq!(kept, copied, "left as it was");
    let source = SqliteStore::open(&from).expect("the source").load();
    let restored = SqliteStore::open(&to).expect("the copy").load();
    assert_eq!(restored, source);
}

#[test]
fn a_source_not_there_or_not_a_database_is_refused_in_one_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let missing = dir.path().join("missing.sqlite");
    let target = dir.path().join("new.sqlite");
    let line = refused(&copy(&missing, &target.display().to_string()));
    assert!(line.contains("there is no database at"), "{line}");
    assert!(!missing.exists() && !target.exists(), "nothing made");
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "not a database\n").expect("written");
    let line = refused(&copy(&notes, &target.display().to_string()));
    assert!(line.contains("is not a SQLite database"), "{line}");
}

#[test]
fn a_postgresql_server_that_cannot_be_reached_is_refused_in_one_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let from = dir.path().join("old.sqlite");
    filled(&from);
    let line = refused(&copy(&from, "postgres://ana:secret@127.0.0.1:1/tabuleiro"));
    assert!(line.contains("cannot open the database"), "{line}");
    assert!(!line.contains("secret"), "{line}");
}
