//! The app's files, through the loop's `Files` in temporary directories:
//! the game in progress survives the app, and a bad settings file costs
//! nothing but a line on the menu.

use crate::app_support;

use std::fs;

use app_support::{
    OnDisk as Opened, SEED, open_on_disk, people, press, press_saved, quit_saved, row_with, screen,
    settle, type_move_with, type_text,
};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tabuleiro::ai::{Bot, Level};
use tabuleiro::app::keymap::Context;
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::settings::{self, Settings};
use tabuleiro::app::{App, Effect, Event, FileRequest, MenuItem, Screen};
use tabuleiro::games::{AnyGame, GameId, Options, Reason};
use tabuleiro::shell::files::DiskFiles;
use tabuleiro::storage::Paths;
use tabuleiro::storage::archive::Archive;
use tabuleiro::storage::saves::{GameRecord, SaveName, Saves};

fn open(paths: &Paths) -> Opened {
    open_on_disk(paths)
}

fn temp_paths(dir: &tempfile::TempDir) -> Paths {
    Paths::new(dir.path().join("config"), dir.path().join("data"))
}

/// Opens the app over a `settings.toml` holding `text`.
fn open_with_settings(paths: &Paths, text: &str) -> Opened {
    fs::create_dir_all(&paths.config).expect("config dir");
    fs::write(paths.settings(), text).expect("write settings.toml");
    open(paths)
}

fn player(name: &str, kind: PlayerKind) -> Player {
    Player {
        name: name.into(),
        kind,
    }
}

fn chess(players: [Player; 2]) -> NewGame {
    let options = Options::default();
    NewGame {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        players,
    }
}

/// Types a move at the prompt and lets the files catch up.
fn play(app: &mut App, files: &mut DiskFiles, mv: &str) -> Vec<Effect> {
    type_move_with(app, files, mv)
}

fn plies(app: &App) -> usize {
    app.session().map_or(0, |s| s.game().ply_count())
}

#[test]
fn a_game_resumes_with_its_history_players_and_undo() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    {
        let Opened { mut files, mut app } = open(&paths);
        assert!(app.notices().is_empty());
        app.play(chess([
            player("Ana", PlayerKind::Human),
            player("Rui", PlayerKind::Human),
        ]));
        play(&mut app, &mut files, "e2e4");
        play(&mut app, &mut files, "e7e5");
        assert_eq!(plies(&app), 2);
        // Dropped without a quit, as if killed.
    }
    assert!(paths.current_game().is_file());
    let Opened { mut files, mut app } = open(&paths);
    assert_eq!(app.screen(), Screen::Menu);
    assert_eq!(app.menu_items()[0], MenuItem::Continue);
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    let session = app.session().expect("the saved game");
    assert_eq!(session.game().move_texts(), ["e4", "e5"]);
    let names: Vec<&str> = session.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ana", "Rui"]);
    let shown = screen(&app, 100, 30);
    assert!(shown.contains("e4") && shown.contains("e5"), "{shown}");
    press_saved(&mut app, &mut files, KeyCode::Char('u'));
    assert_eq!(plies(&app), 1);
    // The undo is saved too, with the move to redo.
    let Opened { app, .. } = open(&paths);
    let game = app.session().expect("the saved game").game();
    assert_eq!(game.move_texts(), ["e4"]);
    assert!(game.can_redo());
}

#[test]
fn computer_levels_and_the_side_to_move_survive() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    {
        let Opened { mut files, mut app } = open(&paths);
        app.play(chess([
            player("You", PlayerKind::Human),
            player("Hard", PlayerKind::Computer(Bot::Engine(Level::Hard))),
        ]));
        let effects = play(&mut app, &mut files, "d2d4");
        assert!(effects.iter().any(|e| matches!(e, Effect::Think(_))));
    }
    let Opened { mut files, mut app } = open(&paths);
    let session = app.session().expect("the saved game");
    assert_eq!(
        session.players()[1].kind,
        PlayerKind::Computer(Bot::Engine(Level::Hard))
    );
    // Continue gives the computer its turn again.
    let effects = press_saved(&mut app, &mut files, KeyCode::Enter);
    assert!(effects.iter().any(|e| matches!(e, Effect::Think(_))));
}

/// Ana and Rui, two people, one move from Rui's fool's mate (`d8h4`).
fn one_move_from_mate(app: &mut App, files: &mut DiskFiles) {
    app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    for mv in ["f2f3", "e7e5", "g2g4"] {
        play(app, files, mv);
    }
}

#[test]
fn a_finished_game_empties_the_slot() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    one_move_from_mate(&mut app, &mut files);
    assert!(paths.current_game().is_file());
    play(&mut app, &mut files, "d8h4");
    assert!(app.session().expect("a game").is_over());
    assert!(!paths.current_game().exists());
    let Opened { app, .. } = open(&paths);
    assert!(app.session().is_none());
    assert!(!app.menu_items().contains(&MenuItem::Continue));
}

#[test]
fn a_finished_game_is_kept_in_the_archive() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    one_move_from_mate(&mut app, &mut files);
    assert!(Archive::new(paths.archive()).list().games.is_empty());
    play(&mut app, &mut files, "d8h4");
    let listing = Archive::new(paths.archive()).list();
    assert!(listing.problems.is_empty(), "{:?}", listing.problems);
    let [game] = listing.games.as_slice() else {
        panic!("one game archived: {:?}", listing.games);
    };
    assert_eq!(game.record.moves(), ["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(game.record.players()[0].name(), "Ana");
    assert_eq!(game.end.reason, Reason::Checkmate);
    assert_eq!(game.plies(), 4);
    assert!(game.ended_at > 0, "stamped with the date");
}

#[test]
fn a_new_game_keeps_the_game_in_progress_in_the_archive_whatever_is_answered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    play(&mut app, &mut files, "e2e4");
    press_saved(&mut app, &mut files, KeyCode::Char('q'));
    press_saved(&mut app, &mut files, KeyCode::Char('y'));
    assert_eq!(app.screen(), Screen::Menu);
    press_saved(&mut app, &mut files, KeyCode::Char('n'));
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.context(), Context::Confirm, "asked by default");
    assert!(screen(&app, 80, 24).contains("Start a new game?"));
    press_saved(&mut app, &mut files, KeyCode::Char('n'));
    assert_eq!(app.screen(), Screen::Setup);
    assert!(Archive::new(paths.archive()).list().games.is_empty());
    assert_eq!(plies(&app), 1, "no: the game in progress stays");

    press_saved(&mut app, &mut files, KeyCode::Enter);
    press_saved(&mut app, &mut files, KeyCode::Char('y'));
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(plies(&app), 0, "the new game");
    let listing = Archive::new(paths.archive()).list();
    let [kept] = listing.games.as_slice() else {
        panic!("the replaced game archived: {:?}", listing.games);
    };
    assert_eq!(kept.record.moves(), ["e2e4"]);
    assert_eq!(kept.record.players()[0].name(), "Ana");
    assert_eq!(kept.end.reason, Reason::Abandoned);
}

#[test]
fn with_the_question_turned_off_a_replaced_game_is_still_archived() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open_with_settings(&paths, "confirm_quit = false\n");
    assert!(!app.settings().confirm_quit, "the file's choice is kept");
    app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    play(&mut app, &mut files, "d2d4");
    play(&mut app, &mut files, "d7d5");
    let effects = app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    settle(&mut app, &mut files, effects);
    let games = Archive::new(paths.archive()).list().games;
    let [kept] = games.as_slice() else {
        panic!("the replaced game archived: {games:?}");
    };
    assert_eq!(kept.record.moves(), ["d2d4", "d7d5"]);
    assert_eq!(kept.end.reason, Reason::Abandoned);
}

/// The autosave among `effects`: Some(record) to write, Some(None) to
/// clear the slot, None when the app asked for neither.
fn slot(effects: &[Effect]) -> Option<Option<GameRecord>> {
    effects.iter().find_map(|effect| match effect {
        Effect::Files(FileRequest::Autosave(record)) => Some(Some((**record).clone())),
        Effect::Files(FileRequest::ClearAutosave) => Some(None),
        _ => None,
    })
}

/// Whether the bell rings: a move was added (not an undo, not a new game).
fn moved(effects: &[Effect]) -> bool {
    effects.iter().any(|effect| matches!(effect, Effect::Bell))
}

#[test]
fn the_watcher_reports_only_changes() {
    let mut app = App::new(
        Settings {
            bell: true,
            ..Settings::default()
        },
        SEED,
    );
    assert_eq!(
        slot(&app.handle(Event::Tick)),
        None,
        "no game, nothing to save"
    );
    app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    let first = app.handle(Event::Tick);
    assert!(matches!(slot(&first), Some(Some(_))), "a new game is saved");
    assert!(!moved(&first));
    assert_eq!(slot(&app.handle(Event::Tick)), None);
    let key = |code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    press(&mut app, KeyCode::Char(':'));
    type_text(&mut app, "e4");
    let effects = app.handle(key(KeyCode::Enter));
    assert!(slot(&effects).is_some(), "a move is saved");
    assert!(moved(&effects));
    let undo = app.handle(key(KeyCode::Char('u')));
    assert!(!moved(&undo));
    match slot(&undo) {
        Some(Some(record)) => assert_eq!(record.redo(), ["e2e4"]),
        Some(None) => panic!("the game goes on"),
        None => panic!("an undo is saved"),
    }
}

#[test]
fn a_corrupt_save_is_set_aside_and_reported_on_the_menu() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(&paths.data).expect("data dir");
    fs::write(paths.current_game(), "{ \"version\": 1, \"game\": ").expect("write");
    let Opened { app, .. } = open(&paths);
    assert!(app.session().is_none());
    assert_eq!(app.notices().len(), 1);
    assert!(app.notices()[0].contains("current.json.bak"));
    assert!(paths.data.join("current.json.bak").is_file());
    let shown = screen(&app, 120, 30);
    assert!(shown.contains("current.json could not be read"), "{shown}");
}

#[test]
fn a_save_from_a_newer_version_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(&paths.data).expect("data dir");
    let newer = "{ \"version\": 99, \"game\": \"chess\" }\n";
    fs::write(paths.current_game(), newer).expect("write");
    let Opened { mut files, mut app } = open(&paths);
    assert!(app.notices()[0].contains("newer version"));
    app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    play(&mut app, &mut files, "e2e4");
    quit_saved(&mut app, &mut files);
    assert_eq!(
        fs::read_to_string(paths.current_game()).expect("read"),
        newer
    );
}

#[test]
fn garbage_settings_give_defaults_a_backup_and_a_line_on_the_menu() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let garbage = "mouse = = yes\n\u{1}[[[\n";
    let Opened { mut files, mut app } = open_with_settings(&paths, garbage);
    assert_eq!(app.settings(), &Settings::default());
    assert_eq!(
        fs::read_to_string(paths.config.join("settings.toml.bak")).expect("the backup"),
        garbage
    );
    assert_eq!(app.notices().len(), 1);
    let shown = screen(&app, 120, 30);
    assert!(
        shown.contains("settings.toml could not be read (line 1"),
        "{shown}"
    );
    // The defaults are written once something changes.
    press_saved(&mut app, &mut files, KeyCode::Char('s'));
    assert_eq!(app.screen(), Screen::Settings);
    press_saved(&mut app, &mut files, KeyCode::Right);
    let Opened { app: again, .. } = open(&paths);
    assert!(!again.settings().mouse);
    assert!(again.notices().is_empty());
}

#[test]
fn a_bad_value_in_settings_is_reported_on_its_own_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let text = "version = 1\nmouse = false\n\ncolours = \"purple\"\n";
    let Opened { app, .. } = open_with_settings(&paths, text);
    assert_eq!(app.notices().len(), 1);
    let notice = &app.notices()[0];
    assert!(notice.contains("(line 4: "), "{notice}");
    assert!(notice.contains("purple"), "{notice}");
}

#[test]
fn a_change_on_the_settings_screen_is_written_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    assert!(
        !paths.settings().exists(),
        "nothing changed, nothing written"
    );
    press_saved(&mut app, &mut files, KeyCode::Char('s'));
    for _ in 0..5 {
        press_saved(&mut app, &mut files, KeyCode::Down);
    }
    press_saved(&mut app, &mut files, KeyCode::Right);
    assert!(app.settings().bell);
    let text = fs::read_to_string(paths.settings()).expect("settings.toml");
    assert!(text.contains("bell = true"), "{text}");
    assert!(text.contains("version = 1"), "{text}");
    let Opened { app, .. } = open(&paths);
    assert!(app.settings().bell);
}

#[test]
fn your_name_is_typed_on_settings_kept_and_played_under() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('s'));
    let row = settings::Field::ALL
        .iter()
        .position(|&f| f == settings::Field::Name)
        .expect("a Name row");
    for _ in 0..row {
        press_saved(&mut app, &mut files, KeyCode::Down);
    }
    // Every letter is the name's, even those that are keys elsewhere.
    type_text(&mut app, "Ana q?x");
    press_saved(&mut app, &mut files, KeyCode::Backspace);
    assert_eq!(app.settings().name, "Ana q?");
    let text = fs::read_to_string(paths.settings()).expect("settings.toml");
    assert!(text.contains("name = \"Ana q?\""), "{text}");
    assert!(screen(&app, 80, 24).contains("Ana q?"));
    press_saved(&mut app, &mut files, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Menu);
    press_saved(&mut app, &mut files, KeyCode::Char('n'));
    press_saved(&mut app, &mut files, KeyCode::Enter);
    let session = app.session().expect("a game against the computer");
    assert_eq!(session.players()[0].name, "Ana q?");
}

#[test]
fn unknown_keys_are_ignored_and_missing_keys_take_defaults() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { app, .. } = open_with_settings(
        &paths,
        "show_coordinates = false\nfuture_option = \"x\"\n[future_table]\na = 1\n",
    );
    assert!(app.notices().is_empty(), "{:?}", app.notices());
    let expected = Settings {
        show_coordinates: false,
        ..Settings::default()
    };
    assert_eq!(app.settings(), &expected);
}

#[test]
fn numbers_out_of_range_in_settings_are_brought_within_limits() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut app, .. } =
        open_with_settings(&paths, "pause_ms = 9223372036854775807\nmaster_ms = 1\n");
    assert_eq!(app.settings().pause_ms, settings::PAUSE_MAX_MS);
    assert_eq!(app.settings().master_time().as_millis(), 1000);
    // Stepping up from the top stays at the top.
    press(&mut app, KeyCode::Char('s'));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    let shown = screen(&app, 100, 30);
    let row = row_with(&shown, "Pause between computers");
    assert!(row.contains("◀ 5.0 s ▶"), "{row}");
    press(&mut app, KeyCode::Right);
    assert_eq!(app.settings().pause_ms, settings::PAUSE_MAX_MS);
}

#[test]
fn settings_from_a_newer_version_are_used_as_defaults_and_never_overwritten() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let newer = "version = 7\nmouse = false\n";
    let Opened { mut files, mut app } = open_with_settings(&paths, newer);
    assert!(app.notices()[0].contains("newer version"));
    assert!(app.settings().mouse, "defaults");
    press_saved(&mut app, &mut files, KeyCode::Char('s'));
    press_saved(&mut app, &mut files, KeyCode::Right);
    assert_eq!(fs::read_to_string(paths.settings()).expect("read"), newer);
}

#[test]
fn coordinates_can_be_hidden() {
    let mut app = App::new(
        Settings {
            show_coordinates: false,
            ..Settings::default()
        },
        SEED,
    );
    app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    let hidden = screen(&app, 100, 30);
    let mut shown_app = App::new(Settings::default(), SEED);
    shown_app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    let shown = screen(&shown_app, 100, 30);
    let files_row = |text: &str| {
        text.lines().any(|line| {
            let letters: String = line.split_whitespace().collect();
            letters.starts_with("abcdefgh")
        })
    };
    assert!(files_row(&shown), "{shown}");
    assert!(!files_row(&hidden), "{hidden}");
}

/// Feeds the computer's move as the worker would report it.
fn computer_plays(app: &mut App, files: &mut DiskFiles, mv: &str) {
    let ticket = app
        .session()
        .and_then(|s| s.thinking())
        .map_or(0, |t| t.ticket);
    let effects = app.handle(tabuleiro::app::Event::Ai(tabuleiro::ai::Report::Done {
        ticket,
        mv: mv.into(),
        info: None,
    }));
    settle(app, files, effects);
}

#[test]
fn a_won_game_is_counted_once_and_shown_on_the_statistics_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    {
        let Opened { mut files, mut app } = open(&paths);
        app.play(chess([
            player("Computer", PlayerKind::Computer(Bot::Engine(Level::Medium))),
            player("Ana", PlayerKind::Human),
        ]));
        computer_plays(&mut app, &mut files, "f2f3");
        play(&mut app, &mut files, "e7e5");
        computer_plays(&mut app, &mut files, "g2g4");
        assert!(!paths.stats().exists());
        play(&mut app, &mut files, "d8h4");
        assert!(app.session().expect("a game").is_over());
        let tally = app.stats().tally(GameId::Chess, "medium");
        assert_eq!((tally.won, tally.lost, tally.drawn), (1, 0, 0));
        // Later events do not count the same game again.
        press_saved(&mut app, &mut files, KeyCode::Char('q'));
        assert_eq!(app.stats().tally(GameId::Chess, "medium").games(), 1);
    }
    let Opened { mut files, mut app } = open(&paths);
    assert!(app.notices().is_empty());
    assert_eq!(app.stats().tally(GameId::Chess, "medium").won, 1);
    press_saved(&mut app, &mut files, KeyCode::Char('t'));
    assert_eq!(app.screen(), Screen::Statistics);
    let shown = screen(&app, 80, 24);
    let row = row_with(&shown, "Chess");
    let cells: Vec<&str> = row.split_whitespace().collect();
    assert!(cells.ends_with(&["medium", "1", "0", "0", "│"]), "{row}");
    press_saved(&mut app, &mut files, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Menu);
}

#[test]
fn an_unreadable_stats_file_is_reported_and_starts_afresh() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(&paths.data).expect("data dir");
    fs::write(paths.stats(), "this is [not toml").expect("write");
    let Opened { app, .. } = open(&paths);
    assert_eq!(app.notices().len(), 1);
    assert_eq!(app.stats().total(GameId::Chess).games(), 0);
    assert!(
        app.notices()[0].contains("stats.toml"),
        "{:?}",
        app.notices()
    );
    assert!(paths.data.join("stats.toml.bak").is_file());
}

#[test]
fn w_saves_the_game_under_a_typed_name() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    play(&mut app, &mut files, "e2e4");
    press_saved(&mut app, &mut files, KeyCode::Char('w'));
    assert_eq!(app.context(), Context::SaveName);
    type_text(&mut app, "bad/name");
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.context(), Context::SaveName);
    assert!(screen(&app, 120, 40).contains("a save name may hold letters"));
    // The name is kept to mend, the cursor at its end: not selected.
    type_text(&mut app, "s");
    for _ in 0.."names".len() {
        press_saved(&mut app, &mut files, KeyCode::Left);
    }
    press_saved(&mut app, &mut files, KeyCode::Backspace);
    type_text(&mut app, " ");
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.context(), Context::Board);
    assert!(screen(&app, 80, 24).contains("Saved as \"bad names\"."));
    let name = SaveName::new("bad names").expect("a name");
    let saved = Saves::new(&paths)
        .load(&name)
        .into_value()
        .expect("the saved game");
    assert_eq!(saved.moves(), ["e2e4"]);
    assert_eq!(saved.players()[1].name(), "Rui");
}

#[test]
fn a_named_save_is_listed_and_loaded_from_the_menu() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    {
        let Opened { mut files, mut app } = open(&paths);
        press_saved(&mut app, &mut files, KeyCode::Char('l'));
        assert_eq!(app.screen(), Screen::Load);
        assert!(app.save_list().is_empty());
        press_saved(&mut app, &mut files, KeyCode::Esc);
        app.play(chess([
            player("Ana", PlayerKind::Human),
            player("Rui", PlayerKind::Human),
        ]));
        play(&mut app, &mut files, "e2e4");
        press_saved(&mut app, &mut files, KeyCode::Char('w'));
        type_text(&mut app, "opening");
        press_saved(&mut app, &mut files, KeyCode::Enter);
        // The game goes on after the save; the autosave holds two moves.
        play(&mut app, &mut files, "e7e5");
    }
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    assert_eq!(app.save_list().len(), 1);
    assert!(screen(&app, 80, 24).contains("opening                 Chess, Ana – Rui, 1 move"));
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(
        app.context(),
        Context::Confirm,
        "the unfinished game from the autosave is not dropped unasked"
    );
    press_saved(&mut app, &mut files, KeyCode::Char('n'));
    assert_eq!(app.session().map(|s| s.game().ply_count()), Some(2));
    press_saved(&mut app, &mut files, KeyCode::Enter);
    press_saved(&mut app, &mut files, KeyCode::Char('y'));
    assert_eq!(app.screen(), Screen::Game, "a loaded game opens at once");
    assert!(app.notices().is_empty(), "{:?}", app.notices());
    let session = app.session().expect("the loaded game");
    assert_eq!(session.game().move_texts(), ["e4"]);
}

#[test]
fn saving_over_a_name_in_use_asks_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    let save_as = |app: &mut App, files: &mut DiskFiles| {
        press_saved(app, files, KeyCode::Char('w'));
        type_text(app, "slot");
        press_saved(app, files, KeyCode::Enter);
    };
    let saved_moves = || {
        let loaded = Saves::new(&paths).load(&SaveName::new("slot").expect("name"));
        loaded.into_value().map(|record| record.moves().len())
    };
    play(&mut app, &mut files, "e2e4");
    save_as(&mut app, &mut files);
    assert_eq!(app.context(), Context::Board, "a new name is saved at once");
    assert_eq!(saved_moves(), Some(1));

    play(&mut app, &mut files, "e7e5");
    save_as(&mut app, &mut files);
    assert_eq!(app.context(), Context::Confirm);
    assert!(screen(&app, 80, 24).contains("A save named \"slot\" exists"));
    press_saved(&mut app, &mut files, KeyCode::Char('n'));
    assert_eq!(saved_moves(), Some(1), "no keeps the old save");

    save_as(&mut app, &mut files);
    press_saved(&mut app, &mut files, KeyCode::Char('y'));
    assert_eq!(saved_moves(), Some(2), "yes replaces it");
}

#[test]
fn a_named_save_that_cannot_be_read_gives_one_line_on_the_load_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(paths.saves()).expect("saves folder");
    fs::write(paths.saves().join("bad.json"), "garbage").expect("write");
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    assert_eq!(app.save_list().len(), 1);
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Load);
    let message = app.load_message().expect("why it did not load");
    assert!(message.contains("kept as bad.json.bak"), "{message}");
    assert!(!message.contains("no save named"), "{message}");
    assert!(app.notices().is_empty(), "{:?}", app.notices());
}

#[test]
fn a_saved_game_that_cannot_be_replayed_is_kept_aside_not_overwritten() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let record = {
        let Opened { mut files, mut app } = open(&paths);
        app.play(chess([
            player("Ana", PlayerKind::Human),
            player("Rui", PlayerKind::Human),
        ]));
        play(&mut app, &mut files, "e2e4");
        fs::read_to_string(paths.current_game()).expect("the autosave")
    };
    let broken = record.replace("\"e2e4\"", "\"e2e5\"");
    assert_ne!(broken, record, "the move is in the record");
    fs::write(paths.current_game(), &broken).expect("write");

    let Opened { mut files, mut app } = open(&paths);
    assert_eq!(app.notices().len(), 1, "{:?}", app.notices());
    assert!(
        app.notices()[0].ends_with("the file is kept as current.json.bak"),
        "{:?}",
        app.notices()
    );
    let backup = paths.data.join("current.json.bak");
    assert_eq!(fs::read_to_string(&backup).expect("the backup"), broken);
    app.play(chess([
        player("Ana", PlayerKind::Human),
        player("Rui", PlayerKind::Human),
    ]));
    play(&mut app, &mut files, "d2d4");
    assert_eq!(fs::read_to_string(&backup).expect("the backup"), broken);
}

#[test]
fn a_save_set_aside_as_unreadable_leaves_the_load_list() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(paths.saves()).expect("saves folder");
    fs::write(paths.saves().join("bad.json"), "garbage").expect("write");
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    assert_eq!(app.save_list().len(), 1);
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert!(paths.saves().join("bad.json.bak").is_file());
    assert!(app.save_list().is_empty(), "{:?}", app.save_list());
    assert!(
        !screen(&app, 80, 24).contains("bad "),
        "the list is read again"
    );
}

#[test]
fn fields_of_a_newer_version_in_the_autosave_survive_play() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    {
        let Opened { mut files, mut app } = open(&paths);
        app.play(people(GameId::Chess));
        play(&mut app, &mut files, "e2e4");
    }
    let saved = fs::read_to_string(paths.current_game()).expect("the autosave");
    let future = saved.replacen('{', "{\"premoves\":{\"white_ms\":60000},", 1);
    fs::write(paths.current_game(), future).expect("write");

    let Opened { mut files, mut app } = open(&paths);
    assert!(app.notices().is_empty(), "{:?}", app.notices());
    press_saved(&mut app, &mut files, KeyCode::Enter);
    play(&mut app, &mut files, "e7e5");
    let text = fs::read_to_string(paths.current_game()).expect("the autosave");
    let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(value["premoves"]["white_ms"], 60000, "{text}");
    assert_eq!(value["moves"], serde_json::json!(["e2e4", "e7e5"]));
}

#[cfg(unix)]
#[test]
fn a_fifo_as_settings_starts_the_app_with_defaults_and_a_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(&paths.config).expect("config dir");
    let made = std::process::Command::new("mkfifo")
        .arg(paths.settings())
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let (sender, opened) = std::sync::mpsc::channel();
    let for_thread = paths.clone();
    std::thread::spawn(move || {
        let Opened { app, .. } = open(&for_thread);
        let _ = sender.send((app.settings().clone(), app.notices().to_vec()));
    });
    let (settings, notices) = opened
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("the app starts without waiting on the FIFO");
    assert_eq!(settings, Settings::default());
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains("not a regular file"), "{notices:?}");
}

#[cfg(unix)]
#[test]
fn a_change_of_settings_writes_through_a_symbolic_link() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let dotfiles = dir.path().join("dotfiles");
    fs::create_dir_all(&dotfiles).expect("dotfiles");
    fs::create_dir_all(&paths.config).expect("config dir");
    fs::write(dotfiles.join("settings.toml"), "bell = false\n").expect("write");
    std::os::unix::fs::symlink(dotfiles.join("settings.toml"), paths.settings()).expect("link");
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('s'));
    for _ in 0..5 {
        press_saved(&mut app, &mut files, KeyCode::Down);
    }
    press_saved(&mut app, &mut files, KeyCode::Right);
    assert!(app.settings().bell);
    let link = fs::symlink_metadata(paths.settings()).expect("the link");
    assert!(link.file_type().is_symlink(), "still a link");
    let text = fs::read_to_string(dotfiles.join("settings.toml")).expect("the target");
    assert!(text.contains("bell = true"), "{text}");
}

#[test]
fn the_load_screen_counts_moves_as_the_move_list_does() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    let human = |name| player(name, PlayerKind::Human);
    app.play(chess([human("Ana"), human("Rui")]));
    for mv in ["Nc3", "e5", "Nf3"] {
        play(&mut app, &mut files, mv);
    }
    let record = app.session().expect("a game").record();
    let name = SaveName::new("three").expect("a name");
    Saves::new(&paths).save(&name, &record).expect("saved");
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    let shown = screen(&app, 80, 24);
    assert!(
        row_with(&shown, "three").contains("Ana – Rui, 2 moves"),
        "{shown}"
    );
}
