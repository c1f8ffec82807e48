//! Export and import from the app, through the loop's `Files` in temporary
//! directories: PGN for Chess and Racing Kings, game records for every
//! game, never over an existing file; deleting a named save after a yes.

use crate::app_support;

use std::fs;

use app_support::{
    OnDisk as Opened, open_on_disk, people, press_saved, screen, type_move_with, type_text,
};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::app::keymap::Context;
use tabuleiro::app::session::Message;
use tabuleiro::app::{App, Screen};
use tabuleiro::games::{GameId, Options, pgn};
use tabuleiro::shell::files::DiskFiles;
use tabuleiro::storage::saves::GameRecord;
use tabuleiro::storage::{Paths, exchange};

fn open(paths: &Paths) -> Opened {
    open_on_disk(paths)
}

fn temp_paths(dir: &tempfile::TempDir) -> Paths {
    Paths::new(dir.path().join("config"), dir.path().join("data"))
}

/// Types each move at the prompt and lets the files catch up.
fn play(app: &mut App, files: &mut DiskFiles, moves: &[&str]) {
    for mv in moves {
        type_move_with(app, files, mv);
    }
}

fn note(app: &App) -> String {
    match app.session().and_then(|s| s.message()) {
        Some(Message::Info(text) | Message::Error(text)) => text.clone(),
        None => String::new(),
    }
}

/// Presses `x` and Enter: the game goes where the prompt proposes.
fn export(app: &mut App, files: &mut DiskFiles) {
    press_saved(app, files, KeyCode::Char('x'));
    assert_eq!(app.context(), Context::ExportPath);
    press_saved(app, files, KeyCode::Enter);
}

/// Opens the Load screen, presses `i`, types `file` after the exports
/// folder the prompt starts with (End keeps the selected folder), and
/// agrees to leave and replace the unfinished game on screen.
fn import(app: &mut App, files: &mut DiskFiles, file: &str) {
    press_saved(app, files, KeyCode::Char('q'));
    press_saved(app, files, KeyCode::Char('y'));
    press_saved(app, files, KeyCode::Char('l'));
    press_saved(app, files, KeyCode::Char('i'));
    assert_eq!(app.context(), Context::ImportPath);
    press_saved(app, files, KeyCode::End);
    type_text(app, file);
    press_saved(app, files, KeyCode::Enter);
    assert_eq!(
        app.context(),
        Context::Confirm,
        "the game in progress is not dropped unasked"
    );
    press_saved(app, files, KeyCode::Char('y'));
}

#[test]
fn a_chess_game_goes_out_as_pgn_and_comes_back_with_its_moves_and_names() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    app.play(people(GameId::Chess));
    play(&mut app, &mut files, &["e2e4", "e7e5", "g1f3"]);
    press_saved(&mut app, &mut files, KeyCode::Char('x'));
    assert!(screen(&app, 120, 40).contains("Export PGN to: "));
    press_saved(&mut app, &mut files, KeyCode::Enter);
    let written = paths.exports().join("chess.pgn");
    assert_eq!(note(&app), format!("Exported to {}", written.display()));
    let text = fs::read_to_string(&written).expect("the PGN file");
    let read = pgn::parse(&text).expect("our own PGN reads back");
    assert_eq!(read.game.move_texts(), ["e4", "e5", "Nf3"]);
    assert_eq!(read.tag("White"), Some("Ana"));
    assert_eq!(read.tag("Result"), Some("*"));

    import(&mut app, &mut files, "chess.pgn");
    assert_eq!(app.screen(), Screen::Game);
    let session = app.session().expect("the imported game");
    assert_eq!(session.game().move_texts(), ["e4", "e5", "Nf3"]);
    assert_eq!(session.players()[0].name, "Ana");
    assert_eq!(session.players()[1].name, "Rui");
    // Imported games are played on, and undo goes back through them.
    press_saved(&mut app, &mut files, KeyCode::Char('u'));
    assert_eq!(app.session().map(|s| s.game().ply_count()), Some(2));
}

#[test]
fn a_second_export_never_replaces_the_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    app.play(people(GameId::RacingKings));
    play(&mut app, &mut files, &["h2h3"]);
    export(&mut app, &mut files);
    play(&mut app, &mut files, &["a2a3"]);
    export(&mut app, &mut files);
    let first = fs::read_to_string(paths.exports().join("racing-kings.pgn")).expect("first");
    let second = fs::read_to_string(paths.exports().join("racing-kings-2.pgn")).expect("second");
    assert!(first.contains("[Variant \"Racing Kings\"]"));
    assert_eq!(pgn::parse(&first).expect("first").game.ply_count(), 1);
    assert_eq!(pgn::parse(&second).expect("second").game.ply_count(), 2);
    assert!(note(&app).ends_with("racing-kings-2.pgn"));
}

#[test]
fn tab_switches_chess_to_a_game_record_and_the_extension_follows() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    app.play(people(GameId::Chess));
    play(&mut app, &mut files, &["d2d4"]);
    press_saved(&mut app, &mut files, KeyCode::Char('x'));
    press_saved(&mut app, &mut files, KeyCode::Tab);
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("Export game record to: "), "{shown}");
    assert!(shown.contains("chess.json"), "{shown}");
    press_saved(&mut app, &mut files, KeyCode::Enter);
    let text = exchange::read_import(&paths.exports().join("chess.json")).expect("the file");
    let record = GameRecord::from_json(&text).expect("the record");
    assert_eq!(record.moves(), ["d2d4"]);
    assert_eq!(record.players()[0].name(), "Ana");
}

#[test]
fn hasami_has_no_pgn_and_its_record_comes_back_with_undo() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    app.play(people(GameId::Hasami));
    play(&mut app, &mut files, &["a1a5", "i9i4"]);
    press_saved(&mut app, &mut files, KeyCode::Char('x'));
    press_saved(&mut app, &mut files, KeyCode::Tab);
    assert!(note(&app).starts_with("Only Chess and Racing Kings have PGN"));
    assert!(screen(&app, 120, 40).contains("hasami.json"));
    press_saved(&mut app, &mut files, KeyCode::Enter);
    let position = app.session().map(|s| s.game().position());

    import(&mut app, &mut files, "hasami.json");
    assert_eq!(app.screen(), Screen::Game);
    let session = app.session().expect("the imported game");
    assert_eq!(Some(session.game().position()), position);
    assert_eq!(session.game().move_coordinates(), ["a1a5", "i9i4"]);
    press_saved(&mut app, &mut files, KeyCode::Char('u'));
    assert_eq!(app.session().map(|s| s.game().ply_count()), Some(1));
}

#[test]
fn a_finished_game_is_exported_from_the_game_over_box() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    app.play(people(GameId::Chess));
    play(&mut app, &mut files, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(app.context(), Context::Over);
    export(&mut app, &mut files);
    assert_eq!(app.context(), Context::Over, "back to the game-over box");
    let text = fs::read_to_string(paths.exports().join("chess.pgn")).expect("the PGN");
    assert!(text.contains("[Result \"0-1\"]"));
    assert!(text.contains("2. g4 Qh4# 0-1"), "{text}");
}

#[test]
fn a_file_that_cannot_be_imported_is_named_on_the_load_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    fs::create_dir_all(paths.exports()).expect("exports folder");
    fs::write(paths.exports().join("broken.pgn"), "1. e4 e5 2. Ke3 *\n").expect("write");
    app.play(people(GameId::Chess));
    import(&mut app, &mut files, "broken.pgn");
    assert_eq!(app.screen(), Screen::Load);
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("broken.pgn: game 1: move 2. Ke3"), "{shown}");
    // At 80 columns the long reason wraps rather than losing its end.
    let message = app.load_message().expect("the reason").to_string();
    let end: String = message.chars().skip(message.chars().count() - 12).collect();
    assert!(message.chars().count() > 80, "{message}");
    assert!(screen(&app, 80, 24).contains(&end), "{end:?}");
    import_missing(&mut app, &mut files);
}

/// A path that leads nowhere is reported, and the Load screen stays.
fn import_missing(app: &mut App, files: &mut DiskFiles) {
    press_saved(app, files, KeyCode::Char('i'));
    type_text(app, "nothing-here.json");
    press_saved(app, files, KeyCode::Enter);
    press_saved(app, files, KeyCode::Char('y'));
    assert_eq!(app.screen(), Screen::Load);
    assert!(
        app.load_message()
            .is_some_and(|m| m.contains("nothing-here.json")),
        "{:?}",
        app.load_message()
    );
}

#[test]
fn a_named_save_is_deleted_only_after_a_yes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    app.play(people(GameId::Chess));
    play(&mut app, &mut files, &["e2e4"]);
    press_saved(&mut app, &mut files, KeyCode::Char('w'));
    type_text(&mut app, "keep me");
    press_saved(&mut app, &mut files, KeyCode::Enter);
    press_saved(&mut app, &mut files, KeyCode::Char('q'));
    press_saved(&mut app, &mut files, KeyCode::Char('y'));
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    assert_eq!(app.save_list().len(), 1);

    press_saved(&mut app, &mut files, KeyCode::Char('d'));
    assert_eq!(app.context(), Context::Confirm);
    assert!(screen(&app, 80, 24).contains("Delete the save \"keep me\"?"));
    press_saved(&mut app, &mut files, KeyCode::Char('n'));
    assert_eq!(app.context(), Context::Load);
    assert_eq!(app.save_list().len(), 1);

    press_saved(&mut app, &mut files, KeyCode::Delete);
    press_saved(&mut app, &mut files, KeyCode::Char('y'));
    assert_eq!(app.context(), Context::Load);
    assert!(app.save_list().is_empty());
    assert_eq!(fs::read_dir(paths.saves()).expect("saves").count(), 0);
}

#[test]
fn an_import_is_read_as_pgn_or_record_by_its_name_then_its_content() {
    use tabuleiro::app::record::import_text;
    let pgn = "[White \"Ana\"]\n\n1. e4 e5 *\n";
    let as_text = import_text("game.txt", pgn).expect("PGN by content");
    assert_eq!(as_text.game.move_texts(), ["e4", "e5"]);
    assert_eq!(as_text.players[0].name, "Ana");
    assert_eq!(as_text.players[1].name, "Player 2", "an unnamed side");
    let record = GameRecord::from_game(
        &as_text.game,
        &Options::default(),
        [0, 1].map(|_| tabuleiro::storage::saves::Player::Human { name: "X".into() }),
    );
    let json = record.to_json();
    let back = import_text("game.dat", &json).expect("a record by content");
    assert_eq!(back.game.move_coordinates(), ["e2e4", "e7e5"]);
    assert!(
        import_text("game.pgn", &json).is_err(),
        "a .pgn is read as PGN"
    );
    let marked = import_text("game.dat", &format!("\u{feff}{json}")).expect("a record after a BOM");
    assert_eq!(marked.game.move_coordinates(), ["e2e4", "e7e5"]);
    let marked = import_text("game.pgn", &format!("\u{feff}{pgn}")).expect("PGN after a BOM");
    assert_eq!(marked.players[0].name, "Ana");
}

#[test]
fn a_taken_name_gets_the_next_free_number() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("chess.pgn");
    assert_eq!(tabuleiro::storage::file::free_path(&path), path);
    fs::write(&path, "").expect("write");
    let second = dir.path().join("chess-2.pgn");
    assert_eq!(tabuleiro::storage::file::free_path(&path), second);
    fs::write(&second, "").expect("write");
    assert_eq!(
        tabuleiro::storage::file::free_path(&path),
        dir.path().join("chess-3.pgn")
    );
}

#[test]
fn an_export_to_a_folder_goes_inside_it_under_the_games_name() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let Opened { mut files, mut app } = open(&paths);
    let folder = dir.path().join("games");
    fs::create_dir_all(&folder).expect("folder");
    app.play(people(GameId::Chess));
    play(&mut app, &mut files, &["e2e4"]);
    let mut to_folder = |typed: String| {
        press_saved(&mut app, &mut files, KeyCode::Char('x'));
        for _ in 0..tabuleiro::app::MAX_PATH {
            press_saved(&mut app, &mut files, KeyCode::Backspace);
        }
        type_text(&mut app, &typed);
        press_saved(&mut app, &mut files, KeyCode::Enter);
    };
    to_folder(folder.display().to_string());
    to_folder(format!("{}/", dir.path().join("new").display()));
    let pgn = |path: std::path::PathBuf| {
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        pgn::parse(&text).expect("our PGN").game.ply_count()
    };
    assert_eq!(pgn(folder.join("chess.pgn")), 1);
    assert_eq!(pgn(dir.path().join("new").join("chess.pgn")), 1);
    assert!(!dir.path().join("games-2").exists());
}

#[test]
fn only_a_regular_file_is_imported() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(paths.exports()).expect("exports folder");
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    let mut import_typed = |typed: &str| {
        press_saved(&mut app, &mut files, KeyCode::Char('i'));
        for _ in 0..tabuleiro::app::MAX_PATH {
            press_saved(&mut app, &mut files, KeyCode::Backspace);
        }
        type_text(&mut app, typed);
        press_saved(&mut app, &mut files, KeyCode::Enter);
        assert_eq!(app.screen(), Screen::Load);
        app.load_message().expect("why not").to_string()
    };
    let folder = paths.exports().display().to_string();
    assert!(import_typed(&folder).ends_with("not a file that can be imported"));
    let huge = paths.exports().join("huge.pgn");
    fs::File::create(&huge)
        .and_then(|file| file.set_len(17 * 1024 * 1024))
        .expect("a sparse file");
    let message = import_typed(&huge.display().to_string());
    assert!(message.ends_with("the file is 17 MiB; games to import are at most 16 MiB"));
    if cfg!(unix) {
        // Reading this would never end.
        assert!(import_typed("/dev/zero").ends_with("not a file that can be imported"));
    }
}

#[test]
fn a_game_imported_already_over_is_not_counted_in_the_statistics() {
    use tabuleiro::storage::saves::Player;
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let options = Options::default();
    let mut game = tabuleiro::games::AnyGame::new(GameId::Chess, &options);
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play_text(mv).expect("a legal move");
    }
    let players = [
        Player::Human { name: "Ana".into() },
        Player::Computer {
            name: "Medium".into(),
            bot_id: "medium".into(),
        },
    ];
    let record = GameRecord::from_game(&game, &options, players);
    fs::create_dir_all(paths.exports()).expect("exports folder");
    fs::write(paths.exports().join("mate.json"), record.to_json()).expect("write");
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    press_saved(&mut app, &mut files, KeyCode::Char('i'));
    press_saved(&mut app, &mut files, KeyCode::End);
    type_text(&mut app, "mate.json");
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.context(), Context::Over, "the finished game opens");
    assert_eq!(app.stats().total(GameId::Chess).games(), 0);
    assert!(!paths.stats().exists(), "nothing to write");
}

#[test]
fn the_import_prompt_keeps_its_folder_for_a_file_name_typed_after_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(paths.exports()).expect("exports folder");
    fs::write(
        paths.exports().join("mine.pgn"),
        "[White \"Ana\"]\n\n1. d4 *\n",
    )
    .expect("write");
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    press_saved(&mut app, &mut files, KeyCode::Char('i'));
    let field = app.load().and_then(|l| l.import()).expect("the prompt");
    assert!(!field.is_selected(), "a path field is not selected");
    assert_eq!(
        field.cursor(),
        field.text().chars().count(),
        "cursor at the end"
    );
    type_text(&mut app, "mine.pgn");
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game, "{:?}", app.load_message());
    let game = app.session().expect("the imported game").game();
    assert_eq!(game.move_texts(), ["d4"]);
}

#[test]
fn a_path_of_its_own_typed_after_the_import_folder_starts_afresh() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let elsewhere = dir.path().join("elsewhere.pgn");
    fs::write(&elsewhere, "[White \"Ana\"]\n\n1. e4 e5 *\n").expect("write");
    let Opened { mut files, mut app } = open(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    press_saved(&mut app, &mut files, KeyCode::Char('i'));
    type_text(&mut app, &elsewhere.display().to_string());
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game, "{:?}", app.load_message());
    let game = app.session().expect("the imported game").game();
    assert_eq!(game.move_texts(), ["e4", "e5"]);
}

#[test]
fn the_export_prompt_offers_the_name_that_will_really_be_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(paths.exports()).expect("exports folder");
    fs::write(paths.exports().join("chess.pgn"), "").expect("an earlier export");
    let Opened { mut files, mut app } = open(&paths);
    app.play(people(GameId::Chess));
    play(&mut app, &mut files, &["e2e4"]);
    press_saved(&mut app, &mut files, KeyCode::Char('x'));
    let second = paths.exports().join("chess-2.pgn").display().to_string();
    assert!(
        screen(&app, 120, 40).contains(&format!("Export PGN to: {second}")),
        "{}",
        screen(&app, 120, 40)
    );
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(note(&app), format!("Exported to {second}"));
}
