//! Saved games: exact resumption of every game, the autosave slot, named
//! saves and the file policy.

use std::fs;
use std::path::Path;

use std::time::Duration;

use tabuleiro::games::{AnyGame, Clock, GameId, Options, Side, Status, TimeControl};
use tabuleiro::storage::file::{Loaded, Warning, WriteError};
use tabuleiro::storage::saves::{
    GameRecord, NameError, Player, RecordError, SaveError, SaveName, SaveSummary, Saves,
};
use tabuleiro::storage::{Paths, exchange};

const GAMES: [GameId; 5] = GameId::ALL;

fn players() -> [Player; 2] {
    [
        Player::Human {
            name: "Ana".to_string(),
        },
        Player::Computer {
            name: "Computer".to_string(),
            bot_id: "classic-2".to_string(),
        },
    ]
}

fn options() -> Options {
    Options {
        corner_capture: false,
        deal: 7,
        ..Options::default()
    }
}

/// Plays up to `plies` moves chosen by a fixed rule, stopping if the game ends.
fn play(game: &mut AnyGame, plies: usize) {
    for i in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.status() != Status::Ongoing {
            return;
        }
        let pick = &moves[(i * 7 + 3) % moves.len()];
        game.play_text(pick).unwrap();
    }
}

fn store(dir: &Path) -> Saves {
    Saves::new(&Paths::new(dir.join("config"), dir.join("data")))
}

fn assert_same_game(resumed: &AnyGame, original: &AnyGame) {
    assert_eq!(resumed.id(), original.id());
    assert_eq!(resumed.start_position(), original.start_position());
    assert_eq!(resumed.position(), original.position());
    assert_eq!(resumed.move_coordinates(), original.move_coordinates());
    assert_eq!(resumed.status(), original.status());
    assert_eq!(resumed.can_redo(), original.can_redo());
}

#[test]
fn every_game_resumes_exactly_with_undo_and_redo() {
    for id in GAMES {
        let dir = tempfile::tempdir().unwrap();
        let saves = store(dir.path());
        let mut game = AnyGame::new(id, &options());
        play(&mut game, 12);
        assert!(game.undo() && game.undo(), "{id}: two moves to take back");
        saves
            .save_current(&GameRecord::from_game(&game, &options(), players()))
            .unwrap();

        let loaded = saves.load_current();
        let Loaded::Read(Some(record)) = loaded else {
            panic!("{id}: {loaded:?}");
        };
        assert_eq!(record.game(), id);
        assert_eq!(record.options(), &options());
        assert_eq!(record.players(), &players());
        assert_eq!(record.redo().len(), 2);
        let mut resumed = record.to_game().unwrap();
        assert_same_game(&resumed, &game);

        // Redo and undo behave as they would have without the save.
        assert!(resumed.redo() && game.redo());
        assert_same_game(&resumed, &game);
        for _ in 0..game.ply_count() {
            assert!(resumed.undo() && game.undo());
            assert_same_game(&resumed, &game);
        }
        assert!(!resumed.undo());
        assert_eq!(resumed.position(), resumed.start_position());
    }
}

#[test]
fn a_record_round_trips_through_json_export() {
    for id in GAMES {
        let mut game = AnyGame::new(id, &options());
        play(&mut game, 9);
        let record = GameRecord::from_game(&game, &options(), players());
        let text = record.to_json();
        assert!(text.contains("\"version\": 1"), "{text}");
        assert!(text.contains("\"kind\": \"computer\""), "{text}");
        assert!(text.contains("\"bot_id\": \"classic-2\""), "{text}");
        assert!(
            !text.contains("\"redo\""),
            "an empty redo tail is not written"
        );
        let back = GameRecord::from_json(&text).unwrap();
        assert_eq!(back, record);
        assert_same_game(&back.to_game().unwrap(), &game);
    }
}

#[test]
fn clearing_the_autosave_slot_removes_it() {
    let dir = tempfile::tempdir().unwrap();
    let saves = store(dir.path());
    let path = dir.path().join("data").join("current.json");
    let mut game = AnyGame::new(GameId::Hasami, &Options::default());
    play(&mut game, 2);
    saves
        .save_current(&GameRecord::from_game(
            &game,
            &Options::default(),
            players(),
        ))
        .unwrap();
    assert!(path.is_file());

    // The app clears the slot once a game is over, like this one.
    let over = AnyGame::from_position(
        GameId::Hasami,
        "o8/9/9/9/9/9/9/9/XXX6 1 0",
        &Options::default(),
    )
    .unwrap();
    assert!(matches!(over.status(), Status::Over(_)));
    saves.clear_current().unwrap();
    assert!(!path.exists());
    assert_eq!(saves.load_current(), Loaded::Missing(None));
    saves.clear_current().unwrap();
}

fn record_json(moves: &[&str]) -> String {
    let moves: Vec<String> = moves.iter().map(|m| format!("\"{m}\"")).collect();
    format!(
        r#"{{
  "version": 1,
  "game": "hasami",
  "options": {{}},
  "start": "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0",
  "moves": [{}],
  "players": [
    {{ "kind": "human", "name": "Ana" }},
    {{ "kind": "human", "name": "Rui" }}
  ]
}}"#,
        moves.join(", ")
    )
}

#[test]
fn a_correspondence_clock_round_trips_and_old_clocks_still_read() {
    let game = AnyGame::new(GameId::Chess, &options());
    let mut clock = Clock::new(TimeControl::PerMove { days: 3 });
    clock.run(Side::One, Duration::from_secs(3600));
    let record = GameRecord::from_game(&game, &options(), players()).with_clock(Some(&clock));
    let text = record.to_json();
    assert!(text.contains("\"days\": 3"), "{text}");
    let back = GameRecord::from_json(&text).unwrap();
    assert_eq!(back.clock(), Some(clock));

    // A file from before correspondence: a base and an increment only.
    let old = record_json(&[]).replace(
        "\"players\"",
        r#""clock": { "base_ms": 180000, "increment_ms": 2000, "left_ms": [170000, 180000] },
  "players""#,
    );
    let clock = GameRecord::from_json(&old).unwrap().clock().unwrap();
    assert_eq!(clock.control(), TimeControl::minutes(3, 2));
    assert_eq!(clock.left(Side::One), Duration::from_secs(170));
}

#[test]
fn an_illegal_move_in_a_record_is_named_by_its_number() {
    let record = GameRecord::from_json(&record_json(&["a1a5", "a9a6", "a5a7"])).unwrap();
    let error = record.to_game().unwrap_err();
    assert!(
        matches!(&error, RecordError::Move { number: 3, text, .. } if text == "a5a7"),
        "{error:?}"
    );
    assert!(
        error
            .to_string()
            .starts_with("move 3 (a5a7) cannot be played: "),
        "{error}"
    );

    let record = GameRecord::from_json(&record_json(&["a1a5", "zz"])).unwrap();
    assert!(matches!(
        record.to_game(),
        Err(RecordError::Move { number: 2, .. })
    ));

    let bad_start = record_json(&[]).replace("XXXXXXXXX 1 0", "XXXXXXXXXX 1 0");
    let record = GameRecord::from_json(&bad_start).unwrap();
    assert!(matches!(record.to_game(), Err(RecordError::Position(_))));
}

#[test]
fn records_from_a_newer_version_or_broken_are_refused_on_import() {
    let newer = record_json(&[]).replace("\"version\": 1", "\"version\": 2");
    let error = GameRecord::from_json(&newer).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the game record cannot be read: it comes from a newer version of tabuleiro (format 2, this one reads up to 1)"
    );
    let unknown_game = record_json(&[]).replace("\"hasami\"", "\"go\"");
    assert!(matches!(
        GameRecord::from_json(&unknown_game),
        Err(RecordError::Decode(_))
    ));
}

fn write_current(dir: &Path, content: &str) -> std::path::PathBuf {
    let data = dir.join("data");
    fs::create_dir_all(&data).unwrap();
    let path = data.join("current.json");
    fs::write(&path, content).unwrap();
    path
}

#[test]
fn a_bad_autosave_is_set_aside_and_reported() {
    let good = record_json(&["a1a5"]);
    let cases = [
        (String::new(), "the file is empty"),
        (
            "{ \"version\": 1, \"game\": ".to_string(),
            "line 1: EOF while parsing a value",
        ),
        (
            good[..good.len() / 2].to_string(),
            "line 6: EOF while parsing a",
        ),
        ("garbage\u{1}\n".to_string(), "line 1: expected value"),
        (good.replace("\"hasami\"", "17"), "line 3: "),
    ];
    for (content, problem) in cases {
        let dir = tempfile::tempdir().unwrap();
        let saves = store(dir.path());
        let path = write_current(dir.path(), &content);
        let loaded = saves.load_current();
        let Loaded::Recovered(None, warning) = &loaded else {
            panic!("{content:?} gave {loaded:?}");
        };
        let line = warning.to_string();
        assert!(
            line.starts_with(&format!("current.json could not be read ({problem}")),
            "{line}"
        );
        assert!(
            line.ends_with("the old file is kept as current.json.bak"),
            "{line}"
        );
        assert_eq!(
            fs::read_to_string(dir.path().join("data/current.json.bak")).unwrap(),
            content
        );
        assert!(!path.exists());
        assert_eq!(saves.load_current(), Loaded::Missing(None));
    }
}

#[test]
fn a_newer_autosave_is_refused_and_never_overwritten_or_cleared() {
    let dir = tempfile::tempdir().unwrap();
    let saves = store(dir.path());
    let content = record_json(&["a1a5"]).replace("\"version\": 1", "\"version\": 3");
    let path = write_current(dir.path(), &content);
    let loaded = saves.load_current();
    assert!(!loaded.may_overwrite());
    assert!(matches!(
        loaded.warning(),
        Some(Warning::Newer {
            found: 3,
            known: 1,
            ..
        })
    ));

    let game = AnyGame::new(GameId::Hasami, &Options::default());
    let refused = saves
        .save_current(&GameRecord::from_game(
            &game,
            &Options::default(),
            players(),
        ))
        .unwrap_err();
    assert!(matches!(
        refused,
        SaveError::Write(WriteError::Newer { found: 3, .. })
    ));
    saves.clear_current().unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), content);
    assert!(!dir.path().join("data/current.json.bak").exists());
}

fn name(text: &str) -> SaveName {
    SaveName::new(text).unwrap()
}

#[test]
fn save_names_are_safe_file_names() {
    assert_eq!(name("Game 1 (vs hard)").as_str(), "Game 1 (vs hard)");
    assert_eq!(name("partida_2.ok-já").to_string(), "partida_2.ok-já");
    assert_eq!(SaveName::new(""), Err(NameError::Empty));
    assert_eq!(SaveName::new(&"x".repeat(61)), Err(NameError::TooLong));
    assert!(SaveName::new(&"x".repeat(60)).is_ok());
    assert_eq!(SaveName::new("../escape"), Err(NameError::Character('/')));
    assert_eq!(SaveName::new("a\\b"), Err(NameError::Character('\\')));
    assert_eq!(SaveName::new("tab\there"), Err(NameError::Character('\t')));
    assert_eq!(SaveName::new(".hidden"), Err(NameError::Edge));
    assert_eq!(SaveName::new("trailing "), Err(NameError::Edge));
}

#[test]
fn named_saves_are_listed_loaded_and_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let saves = store(dir.path());
    assert!(saves.list().unwrap().is_empty());

    let mut martian = AnyGame::new(GameId::Martian, &options());
    play(&mut martian, 5);
    let mut hasami = AnyGame::new(GameId::Hasami, &options());
    play(&mut hasami, 3);
    let martian_record = GameRecord::from_game(&martian, &options(), players());
    saves.save(&name("first"), &martian_record).unwrap();
    saves
        .save(
            &name("second"),
            &GameRecord::from_game(&hasami, &options(), players()),
        )
        .unwrap();
    assert!(saves.exists(&name("first")));
    assert!(!saves.exists(&name("third")));

    // Files that are not saves are not listed; broken ones are, marked.
    let folder = dir.path().join("data/saves");
    fs::write(folder.join("first.json.bak"), "old").unwrap();
    fs::write(folder.join(".first.json.1-2.tmp"), "partial").unwrap();
    fs::write(folder.join("notes.txt"), "hello").unwrap();
    fs::write(folder.join("broken.json"), "{").unwrap();
    fs::write(folder.join("future.json"), "{\"version\": 9}").unwrap();

    let mut listed: Vec<_> = saves
        .list()
        .unwrap()
        .into_iter()
        .map(|e| {
            assert!(e.modified.is_some());
            (e.name.to_string(), e.summary)
        })
        .collect();
    listed.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        listed,
        [
            (
                "broken".to_string(),
                SaveSummary::Unreadable("line 1: EOF while parsing an object".to_string())
            ),
            (
                "first".to_string(),
                SaveSummary::Game {
                    game: GameId::Martian,
                    plies: martian.ply_count(),
                    players: players()
                }
            ),
            ("future".to_string(), SaveSummary::Newer(9)),
            (
                "second".to_string(),
                SaveSummary::Game {
                    game: GameId::Hasami,
                    plies: hasami.ply_count(),
                    players: players()
                }
            ),
        ]
    );

    let loaded = saves.load(&name("first"));
    assert_eq!(loaded, Loaded::Read(Some(martian_record)));
    assert_same_game(&loaded.into_value().unwrap().to_game().unwrap(), &martian);

    // Loading a broken save sets it aside; a newer one is left alone.
    assert!(matches!(
        saves.load(&name("broken")),
        Loaded::Recovered(None, _)
    ));
    assert!(folder.join("broken.json.bak").is_file());
    assert!(matches!(
        saves.load(&name("future")),
        Loaded::Refused(None, _)
    ));
    assert!(folder.join("future.json").is_file());
    assert_eq!(saves.load(&name("absent")), Loaded::Missing(None));

    saves.delete(&name("first")).unwrap();
    assert!(!saves.exists(&name("first")));
    let error = saves.delete(&name("first")).unwrap_err();
    assert_eq!(error.to_string(), "there is no save named \"first\"");
    let names: Vec<_> = saves
        .list()
        .unwrap()
        .into_iter()
        .map(|e| e.name.to_string())
        .collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(sorted, ["future", "second"]);
}

#[test]
fn saving_under_an_existing_name_replaces_it() {
    let dir = tempfile::tempdir().unwrap();
    let saves = store(dir.path());
    let mut game = AnyGame::new(GameId::Hasami, &options());
    saves
        .save(
            &name("slot"),
            &GameRecord::from_game(&game, &options(), players()),
        )
        .unwrap();
    play(&mut game, 4);
    saves
        .save(
            &name("slot"),
            &GameRecord::from_game(&game, &options(), players()),
        )
        .unwrap();
    let record = saves.load(&name("slot")).into_value().unwrap();
    assert_eq!(record.ply_count(), 4);
    let entries: Vec<_> = fs::read_dir(dir.path().join("data/saves"))
        .unwrap()
        .collect();
    assert_eq!(entries.len(), 1);
}

#[test]
fn records_are_exported_and_imported_anywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = AnyGame::new(GameId::Martian, &options());
    play(&mut game, 6);
    game.undo();
    let record = GameRecord::from_game(&game, &options(), players());
    let path = dir.path().join("exports").join("martian game.json");
    let typed = path.to_str().unwrap();
    assert_eq!(
        exchange::write_export(typed, "unused.json", &record.to_json()).unwrap(),
        path
    );
    let import = |path: &Path| GameRecord::from_json(&exchange::read_import(path).unwrap());
    let back = import(&path).unwrap();
    assert_eq!(back, record);
    assert_same_game(&back.to_game().unwrap(), &game);

    let missing = exchange::read_import(&dir.path().join("nothing.json")).unwrap_err();
    assert!(missing.to_string().starts_with("cannot open "), "{missing}");
    fs::write(&path, "{ broken").unwrap();
    assert!(matches!(import(&path), Err(RecordError::Decode(_))));
    assert!(path.is_file(), "an imported file is never moved aside");
}

#[test]
fn unknown_fields_of_the_autosave_survive_a_rewrite() {
    let dir = tempfile::tempdir().unwrap();
    let saves = store(dir.path());
    let content = record_json(&["a1a5"]).replacen(
        "\"version\": 1,",
        "\"version\": 1,\n  \"future\": { \"x\": 1 },\n  \"note\": \"kept\",",
        1,
    );
    let path = write_current(dir.path(), &content);
    let Loaded::Read(Some(record)) = saves.load_current() else {
        panic!("an unknown field is no reason to refuse a record");
    };
    assert_eq!(record.extra()["future"], serde_json::json!({ "x": 1 }));
    assert_eq!(record.extra().len(), 2);

    // The app rebuilds the record from its game before each autosave.
    let mut game = record.to_game().unwrap();
    game.play_text("a9a6").unwrap();
    let rebuilt = GameRecord::from_game(&game, record.options(), record.players().clone())
        .with_extra(record.extra().clone());
    saves.save_current(&rebuilt).unwrap();

    let written: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(written["future"], serde_json::json!({ "x": 1 }));
    assert_eq!(written["note"], "kept");
    assert_eq!(written["moves"], serde_json::json!(["a1a5", "a9a6"]));
    assert_eq!(saves.load_current(), Loaded::Read(Some(rebuilt.clone())));
    assert_eq!(
        GameRecord::from_json(&rebuilt.to_json()).unwrap().extra(),
        record.extra()
    );

    // A record made from a game alone carries nothing unknown.
    let plain = GameRecord::from_game(&game, record.options(), record.players().clone());
    assert!(plain.extra().is_empty());
    assert!(!plain.to_json().contains("future"));
}

#[test]
fn unknown_fields_do_not_let_a_newer_record_in() {
    let dir = tempfile::tempdir().unwrap();
    let saves = store(dir.path());
    let content = record_json(&[]).replacen(
        "\"version\": 1,",
        "\"version\": 2,\n  \"future\": { \"x\": 1 },",
        1,
    );
    let path = write_current(dir.path(), &content);
    let loaded = saves.load_current();
    assert!(matches!(
        loaded,
        Loaded::Refused(None, Warning::Newer { found: 2, .. })
    ));
    let game = AnyGame::new(GameId::Hasami, &Options::default());
    let record = GameRecord::from_game(&game, &Options::default(), players());
    assert!(matches!(
        saves.save_current(&record),
        Err(SaveError::Write(WriteError::Newer { found: 2, .. }))
    ));
    assert_eq!(fs::read_to_string(&path).unwrap(), content);
}
