//! Statistics → Games over a data directory holding an archive: the
//! games kept listed newest first under a cursor, an unreadable file as
//! a line, Enter opening the game in Review (Esc back to the list), `x`
//! writing the game where the notice says; Review's analysis kept in the
//! archive and exported with the game; snapshots at 80x24 and 160x50.

use crate::app_support;

use std::fs;
use std::sync::mpsc;
use std::time::{Duration, UNIX_EPOCH};

use app_support::{OnDisk, open_on_disk, people, press_saved, screen, settle, type_move_with};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Report, Worker};
use tabuleiro::app::keymap::Context;
use tabuleiro::app::session::Message;
use tabuleiro::app::{App, Confirm, Effect, Event, Screen};
use tabuleiro::games::pgn;
use tabuleiro::games::{AnyGame, End, GameId, Options, Reason, Side, Status};
use tabuleiro::shell::files::DiskFiles;
use tabuleiro::storage::Paths;
use tabuleiro::storage::archive::{Archive, ArchivedGame};
use tabuleiro::storage::saves::{GameRecord, Player};

/// 2026-11-26 14:03 UTC, and a day before.
const LATER: u64 = 1_795_701_780;
const EARLIER: u64 = LATER - 86_400;

const FOOLS_MATE: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];

fn temp_paths(dir: &tempfile::TempDir) -> Paths {
    Paths::new(dir.path().join("config"), dir.path().join("data"))
}

fn human(name: &str) -> Player {
    Player::Human { name: name.into() }
}

fn archived(game: &AnyGame, players: [Player; 2], end: End, at: u64) -> ArchivedGame {
    let record = GameRecord::from_game(game, &Options::default(), players);
    ArchivedGame::new(record, end, UNIX_EPOCH + Duration::from_secs(at))
}

/// Fool's mate between Ana and Rui, the day before.
fn chess_mate() -> ArchivedGame {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    for mv in FOOLS_MATE {
        game.play_text(mv).expect("a legal move");
    }
    let Status::Over(end) = game.status() else {
        panic!("fool's mate ends the game");
    };
    archived(&game, [human("Ana"), human("Rui")], end, EARLIER)
}

/// Three moves of Hasami Shogi, then the computer resigned, later: the
/// archive's end says so, the record (as a file of another making might)
/// does not.
fn hasami_resigned() -> ArchivedGame {
    let mut game = AnyGame::new(GameId::Hasami, &Options::default());
    for _ in 0..3 {
        let mv = game.legal_moves().first().cloned().expect("a move");
        game.play_text(&mv).expect("a legal move");
    }
    let end = End::win(Side::One, Reason::Resigned);
    let computer = Player::Computer {
        name: "Medium".into(),
        bot_id: "medium".into(),
    };
    archived(&game, [human("Ana"), computer], end, LATER)
}

/// The two games and a corrupt file in the archive at `paths`.
fn fill(paths: &Paths) {
    let archive = Archive::new(paths.archive());
    archive.add(&chess_mate()).expect("archive chess");
    archive.add(&hasami_resigned()).expect("archive hasami");
    fs::write(paths.archive().join("1700000000-chess.json"), "{ not json").expect("corrupt");
}

/// The app over `paths`, on the Games screen.
fn at_games(paths: &Paths) -> OnDisk {
    let OnDisk { mut files, mut app } = open_on_disk(paths);
    press_saved(&mut app, &mut files, KeyCode::Char('t'));
    assert_eq!(app.screen(), Screen::Statistics);
    assert!(
        app.hints()
            .iter()
            .any(|b| b.label(tabuleiro::i18n::Lang::English) == "g"),
        "the hint line offers the games"
    );
    press_saved(&mut app, &mut files, KeyCode::Char('g'));
    assert_eq!(app.screen(), Screen::Games);
    OnDisk { files, app }
}

fn listed(app: &App) -> Vec<GameId> {
    let games = app.games().expect("the Games screen");
    let listing = games.listing().expect("the archive read");
    listing.games.iter().map(|g| g.record.game()).collect()
}

fn row(app: &App) -> usize {
    app.games().expect("the Games screen").row()
}

#[test]
fn the_games_kept_are_listed_newest_first_with_the_unreadable_file_as_a_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fill(&paths);
    let OnDisk { app, .. } = at_games(&paths);
    assert_eq!(listed(&app), [GameId::Hasami, GameId::Chess]);
    let problems = &app.games().unwrap().listing().unwrap().problems;
    assert_eq!(problems.len(), 1);
    assert!(
        problems[0].to_string().contains("1700000000-chess.json"),
        "{problems:?}"
    );
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("1700000000-chess.json"), "{shown}");
    assert!(shown.contains("2026-11-26 14:03"), "{shown}");
    assert!(shown.contains("Ana – Medium"), "{shown}");
    assert!(shown.contains("checkmate"), "{shown}");
}

#[test]
fn the_cursor_moves_within_the_list() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fill(&paths);
    let OnDisk { mut files, mut app } = at_games(&paths);
    assert_eq!(row(&app), 0);
    for (key, expected) in [
        (KeyCode::Down, 1),
        (KeyCode::Down, 1),
        (KeyCode::Up, 0),
        (KeyCode::End, 1),
        (KeyCode::Home, 0),
        (KeyCode::PageDown, 1),
        (KeyCode::PageUp, 0),
    ] {
        press_saved(&mut app, &mut files, key);
        assert_eq!(row(&app), expected, "after {key:?}");
    }
    press_saved(&mut app, &mut files, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Statistics);
}

#[test]
fn enter_opens_the_game_in_review_and_esc_comes_back_to_the_list() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fill(&paths);
    let OnDisk { mut files, mut app } = at_games(&paths);
    press_saved(&mut app, &mut files, KeyCode::Down);
    let effects = press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(app.context(), Context::Review);
    let session = app.session().expect("the game reviewed");
    assert_eq!(session.game().id(), GameId::Chess);
    assert_eq!(session.game().move_coordinates(), FOOLS_MATE);
    assert_eq!(session.review_position(), Some((4, 4)));
    let names: Vec<&str> = session.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ana", "Rui"]);
    // Review analyses the game in the background.
    assert!(effects.iter().any(|e| matches!(e, Effect::Think(_))));
    press_saved(&mut app, &mut files, KeyCode::Left);
    assert_eq!(app.session().unwrap().review_position(), Some((3, 4)));
    press_saved(&mut app, &mut files, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Games);
    assert_eq!(row(&app), 1, "the cursor where it was");
    assert_eq!(listed(&app), [GameId::Hasami, GameId::Chess]);
    // Nothing was archived again.
    assert_eq!(Archive::new(paths.archive()).list().games.len(), 2);
}

#[test]
fn a_game_opens_over_as_the_archive_says_even_where_its_record_does_not() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fill(&paths);
    let OnDisk { mut files, mut app } = at_games(&paths);
    press_saved(&mut app, &mut files, KeyCode::Enter);
    let session = app.session().expect("the game reviewed");
    assert_eq!(session.game().id(), GameId::Hasami);
    assert_eq!(
        session.game().status(),
        Status::Over(End::win(Side::One, Reason::Resigned))
    );
}

#[test]
fn a_game_in_progress_is_replaced_only_when_the_player_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fill(&paths);
    let OnDisk { mut files, mut app } = open_on_disk(&paths);
    let effects = app.play(people(GameId::Chess));
    settle(&mut app, &mut files, effects);
    type_move_with(&mut app, &mut files, "e2e4");
    press_saved(&mut app, &mut files, KeyCode::Char('q'));
    press_saved(&mut app, &mut files, KeyCode::Char('y'));
    assert_eq!(app.screen(), Screen::Menu);
    press_saved(&mut app, &mut files, KeyCode::Char('t'));
    press_saved(&mut app, &mut files, KeyCode::Char('g'));
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert!(matches!(
        app.confirm(),
        Some(Confirm::ReviewArchived { .. })
    ));
    press_saved(&mut app, &mut files, KeyCode::Char('n'));
    assert_eq!(app.screen(), Screen::Games);
    assert_eq!(app.session().unwrap().game().move_texts(), ["e4"]);
    press_saved(&mut app, &mut files, KeyCode::Enter);
    press_saved(&mut app, &mut files, KeyCode::Char('y'));
    assert_eq!(app.context(), Context::Review);
    assert_eq!(app.session().unwrap().game().id(), GameId::Hasami);
}

/// The notice on the Games screen: where the export went.
fn exported_path(app: &App) -> String {
    match app.games().and_then(|g| g.notice()) {
        Some(Message::Info(line)) => line
            .strip_prefix("Exported to ")
            .unwrap_or_else(|| panic!("not an export notice: {line}"))
            .to_string(),
        other => panic!("no export notice: {other:?}"),
    }
}

#[test]
fn x_writes_the_chess_game_as_pgn_dated_the_day_it_ended() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fill(&paths);
    let OnDisk { mut files, mut app } = at_games(&paths);
    press_saved(&mut app, &mut files, KeyCode::Down);
    press_saved(&mut app, &mut files, KeyCode::Char('x'));
    let path = exported_path(&app);
    assert!(path.ends_with("chess.pgn"), "{path}");
    let written = fs::read_to_string(paths.exports().join("chess.pgn")).expect("the PGN");
    let read = pgn::parse(&written).expect("PGN that parses");
    assert_eq!(read.game.move_coordinates(), FOOLS_MATE);
    assert_eq!(read.tag("Date"), Some("2026.11.25"));
    assert_eq!(read.tag("White"), Some("Ana"));
    assert_eq!(read.tag("Result"), Some("0-1"));
    assert!(screen(&app, 80, 24).contains("Exported to"));
    // A second export never writes over the first.
    press_saved(&mut app, &mut files, KeyCode::Char('x'));
    assert!(exported_path(&app).ends_with("chess-2.pgn"));
}

#[test]
fn x_writes_a_game_without_pgn_as_its_record() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fill(&paths);
    let OnDisk { mut files, mut app } = at_games(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('x'));
    assert!(exported_path(&app).ends_with("hasami.json"));
    let written = fs::read_to_string(paths.exports().join("hasami.json")).expect("the record");
    let record = GameRecord::from_json(&written).expect("a game record");
    assert_eq!(record.game(), GameId::Hasami);
    assert_eq!(record.moves().len(), 3);
}

#[test]
fn snapshots_of_the_games_list() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fill(&paths);
    let OnDisk { mut files, mut app } = at_games(&paths);
    press_saved(&mut app, &mut files, KeyCode::Down);
    insta::assert_snapshot!("games_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("games_160x50", screen(&app, 160, 50));
}

#[test]
fn snapshot_of_an_empty_archive() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let OnDisk { app, .. } = at_games(&paths);
    insta::assert_snapshot!("games_empty_80x24", screen(&app, 80, 24));
}

#[test]
fn a_long_archive_scrolls_with_the_cursor() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let archive = Archive::new(paths.archive());
    let game = chess_mate();
    for day in 0..40 {
        let mut later = game.clone();
        later.ended_at += day * 86_400;
        archive.add(&later).expect("archive");
    }
    let OnDisk { mut files, mut app } = at_games(&paths);
    assert!(screen(&app, 80, 24).contains("1–20 of 40"));
    press_saved(&mut app, &mut files, KeyCode::PageDown);
    assert_eq!(row(&app), 20);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("2–21 of 40"), "{shown}");
    press_saved(&mut app, &mut files, KeyCode::End);
    assert!(screen(&app, 80, 24).contains("21–40 of 40"));
}

/// Feeds the worker's reports to the app, its file work done on disk,
/// until Review's analysis of the game is complete.
fn until_analysed(app: &mut App, files: &mut DiskFiles, effects: Vec<Effect>) {
    let (sender, reports) = mpsc::channel();
    let mut worker = Worker::spawn(move |report: Report| {
        let _ = sender.send(report);
    });
    let mut pending = effects;
    while app.session().and_then(|s| s.analysis()).is_none() {
        for effect in std::mem::take(&mut pending) {
            if let Effect::Think(request) = effect {
                worker.submit(*request);
            }
        }
        let report = reports
            .recv_timeout(Duration::from_secs(30))
            .expect("the worker answers");
        let effects = app.handle(Event::Ai(report));
        pending = settle(app, files, effects);
    }
}

/// Whether Review asks for any search.
fn searches(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::Think(_)))
}

#[test]
fn the_analysis_of_an_archived_game_is_kept_in_its_file_and_exported() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fill(&paths);
    let OnDisk { mut files, mut app } = at_games(&paths);
    press_saved(&mut app, &mut files, KeyCode::Down);
    let effects = press_saved(&mut app, &mut files, KeyCode::Enter);
    assert!(searches(&effects), "Review analyses the game");
    until_analysed(&mut app, &mut files, effects);
    press_saved(&mut app, &mut files, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Games);
    // The archive file holds the analysis, and only that changed.
    let listing = Archive::new(paths.archive()).list();
    assert_eq!(listing.games.len(), 2);
    let kept = &listing.games[1];
    assert!(kept.record.extra().contains_key("analysis"), "{kept:?}");
    assert_eq!(kept.record.moves(), FOOLS_MATE);
    assert_eq!(kept.ended_at, EARLIER);
    // Opened again, nothing is searched.
    let effects = press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.context(), Context::Review);
    assert!(!searches(&effects), "{effects:?}");
    assert!(app.session().and_then(|s| s.analysis()).is_some());
    press_saved(&mut app, &mut files, KeyCode::Esc);
    // `x` writes the evaluations and the marks.
    press_saved(&mut app, &mut files, KeyCode::Char('x'));
    let written = fs::read_to_string(paths.exports().join("chess.pgn")).expect("the PGN");
    assert!(written.contains("{[%eval "), "{written}");
    assert!(written.contains("2. g4 $4"), "{written}");
    let read = pgn::parse(&written).expect("PGN that parses");
    assert_eq!(read.game.move_coordinates(), FOOLS_MATE);
}

#[test]
fn a_game_reviewed_once_over_is_archived_with_its_analysis() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let OnDisk { mut files, mut app } = open_on_disk(&paths);
    let effects = app.play(people(GameId::Chess));
    settle(&mut app, &mut files, effects);
    for mv in FOOLS_MATE {
        type_move_with(&mut app, &mut files, mv);
    }
    assert_eq!(Archive::new(paths.archive()).list().games.len(), 1);
    for _ in 0..100 {
        if app.context() == Context::Over {
            break;
        }
        let effects = app.handle(Event::Tick);
        settle(&mut app, &mut files, effects);
    }
    assert_eq!(app.context(), Context::Over);
    let effects = press_saved(&mut app, &mut files, KeyCode::Char('v'));
    assert_eq!(app.context(), Context::Review);
    until_analysed(&mut app, &mut files, effects);
    let listing = Archive::new(paths.archive()).list();
    assert_eq!(listing.games.len(), 1, "{listing:?}");
    assert!(listing.games[0].record.extra().contains_key("analysis"));
}
