//! The files' and engines' messages in the reader's language: a corrupt
//! settings file, a save that cannot be written, an import that fails, an
//! engine that does not start, does not play the game or gives no move, a
//! theme with a colour that names none. Each is a value until it is shown, so a
//! Portuguese reader sees none of the English sentence, and an English
//! reader sees exactly what was shown before. What the system says (its
//! `(os error 2)`) stays in its own words in both.

use crate::app_support;
use crate::engine_support;

use std::fs;
use std::sync::mpsc;
use std::time::Duration;

use app_support::{OnDisk, SEED, opened, people, press_saved, screen, settle, type_text};
use engine_support::fake_engine;
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::Limits;
use tabuleiro::app::engines::EngineEntry;
use tabuleiro::app::event::Notice;
use tabuleiro::app::keymap::Context;
use tabuleiro::app::session::{Message, NewGame, PlayerKind};
use tabuleiro::app::settings::Settings;
use tabuleiro::app::{App, Effect, Event, Screen};
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::i18n::Lang;
use tabuleiro::shell::engines::EngineHost;
use tabuleiro::shell::files::DiskFiles;
use tabuleiro::storage::{Paths, themes};
use tabuleiro::ui::look::{Depth, Look};

fn temp_paths(dir: &tempfile::TempDir) -> Paths {
    Paths::new(dir.path().join("config"), dir.path().join("data"))
}

/// Opens the app over the files at `paths` (and the user's themes) as
/// the shell does, in a system whose locale reads `lang`.
fn open_in(paths: &Paths, lang: Lang) -> OnDisk {
    let mut look = Look::new(Depth::TrueColor, false);
    let unusable = look.add_themes(themes::read_all(&paths.user_themes()));
    let mut started = DiskFiles::open(paths.clone());
    started
        .opened
        .notices
        .extend(unusable.into_iter().map(Notice::Theme));
    let mut files = started.files;
    let mut app = App::new(started.settings, SEED);
    app.set_locale(lang);
    let effects = opened(&mut app, started.opened);
    settle(&mut app, &mut files, effects);
    OnDisk { files, app }
}

/// The line under the board.
fn note(app: &App) -> String {
    match app.session().and_then(|s| s.message()) {
        Some(Message::Info(text) | Message::Error(text)) => text.clone(),
        None => String::new(),
    }
}

/// `shown` holds every one of `present` and none of `absent`.
fn reads(shown: &str, present: &[&str], absent: &[&str]) {
    for part in present {
        assert!(shown.contains(part), "{part:?} missing from {shown:?}");
    }
    for part in absent {
        assert!(!shown.contains(part), "{part:?} found in {shown:?}");
    }
}

/// The English sentence of a corrupt settings file, in parts.
const SETTINGS_EN: [&str; 3] = [
    "settings.toml could not be read (line 1: ",
    "using defaults, the old file is kept as settings.toml.bak",
    "could not be read",
];

fn corrupt_settings_notice(lang: Lang) -> (String, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(&paths.config).expect("config dir");
    fs::write(paths.settings(), "mouse = = yes\n").expect("write settings.toml");
    let OnDisk { app, .. } = open_in(&paths, lang);
    assert_eq!(app.notices().len(), 1, "{:?}", app.notices());
    (app.notices()[0].clone(), screen(&app, 160, 50))
}

#[test]
fn a_corrupt_settings_file_is_reported_in_the_locale_s_language() {
    // The settings cannot say which language: the locale does.
    let (notice, shown) = corrupt_settings_notice(Lang::Portuguese);
    reads(
        &notice,
        &[
            "não foi possível ler settings.toml (linha 1: ",
            "usam-se os valores predefinidos e o ficheiro antigo fica guardado como settings.toml.bak",
        ],
        &SETTINGS_EN,
    );
    assert!(
        shown.contains("não foi possível ler settings.toml"),
        "{shown}"
    );

    let (notice, shown) = corrupt_settings_notice(Lang::English);
    reads(&notice, &SETTINGS_EN, &["não foi possível"]);
    assert!(shown.contains(SETTINGS_EN[0]), "{shown}");
}

/// A game saved under a name where the saves folder cannot be made (a
/// file is in its place): the line under the board.
fn unwritable_save(lang: Lang) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(&paths.data).expect("data dir");
    fs::write(paths.saves(), "not a folder").expect("a file where the folder goes");
    let OnDisk { mut files, mut app } = open_in(&paths, lang);
    app.play(people(GameId::Chess));
    press_saved(&mut app, &mut files, KeyCode::Char('w'));
    assert_eq!(app.context(), Context::SaveName);
    type_text(&mut app, "jogo");
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.context(), Context::Board);
    note(&app)
}

#[test]
fn a_save_that_cannot_be_written_says_so_in_the_reader_s_language() {
    let english = "could not save jogo.json (";
    reads(
        &unwritable_save(Lang::Portuguese),
        &["não foi possível guardar jogo.json ("],
        &[english, "could not"],
    );
    reads(
        &unwritable_save(Lang::English),
        &[english],
        &["não foi possível"],
    );
}

/// Imports `file` from the exports folder (written first with `text`, if
/// any) from the Load screen: the reason it gives.
fn import(lang: Lang, file: &str, text: Option<&str>) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(paths.exports()).expect("exports folder");
    if let Some(text) = text {
        fs::write(paths.exports().join(file), text).expect("write the import");
    }
    let OnDisk { mut files, mut app } = open_in(&paths, lang);
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    press_saved(&mut app, &mut files, KeyCode::Char('i'));
    assert_eq!(app.context(), Context::ImportPath);
    press_saved(&mut app, &mut files, KeyCode::End);
    type_text(&mut app, file);
    press_saved(&mut app, &mut files, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Load);
    let message = app.load_message().expect("the reason").to_string();
    // Wrapped on screen: its end is there.
    let end: String = message.chars().skip(message.chars().count() - 12).collect();
    assert!(screen(&app, 160, 50).contains(&end), "{end:?}");
    message
}

const BAD_PGN: &str = "1. e4 e5 2. Ke3 *\n";

#[test]
fn a_bad_pgn_is_refused_in_the_reader_s_language() {
    let english = ["broken.pgn: game 1: move 2. Ke3: ", "illegal move"];
    reads(
        &import(Lang::Portuguese, "broken.pgn", Some(BAD_PGN)),
        &["broken.pgn: partida 1: lance 2. Ke3: ", "lance ilegal"],
        &english,
    );
    reads(
        &import(Lang::English, "broken.pgn", Some(BAD_PGN)),
        &english,
        &["partida", "lance"],
    );
}

#[test]
fn a_missing_import_file_is_reported_in_the_reader_s_language() {
    let english = "nothing-here.json: cannot open the file (";
    let portuguese = import(Lang::Portuguese, "nothing-here.json", None);
    reads(
        &portuguese,
        &["nothing-here.json: não é possível abrir o ficheiro ("],
        &[english, "cannot"],
    );
    // The system's own words are kept as it gives them.
    assert!(portuguese.contains("(os error 2)"), "{portuguese}");
    reads(
        &import(Lang::English, "nothing-here.json", None),
        &[english],
        &["não é possível"],
    );
}

const NO_ENGINE: &str = "./no-such-engine-for-storemsg";

/// Ana against an engine whose program is not there: the line under the
/// board once the shell's engine host has tried to start it.
fn engine_that_cannot_start(lang: Lang) -> String {
    engine_note(lang, NO_ENGINE)
}

/// The line under the board of [`engine_game`].
fn engine_note(lang: Lang, command: &str) -> String {
    note(&engine_game(lang, command))
}

/// Ana against the engine run by `command`, asked for a chess move with
/// a tenth of a second to think, once the shell's engine host has had its
/// answer.
fn engine_game(lang: Lang, command: &str) -> App {
    let engine = EngineEntry {
        name: "Nowhere".to_string(),
        command: command.to_string(),
        games: vec![GameId::Chess],
        ..EngineEntry::default()
    };
    let settings = Settings {
        engines: vec![engine],
        ..Settings::default()
    };
    let mut app = App::new(settings, SEED);
    app.set_locale(lang);
    let options = Options::default();
    let game = AnyGame::new(GameId::Chess, &options);
    let nowhere = PlayerKind::Engine("Nowhere".into());
    app.play(NewGame::against(game, options, "Ana", nowhere));
    let effects = app_support::type_move(&mut app, "e2e4");
    let mut request = effects
        .into_iter()
        .find_map(|effect| match effect {
            Effect::EngineMove(request) => Some(request),
            _ => None,
        })
        .expect("the engine is asked");
    let (sender, reports) = mpsc::channel();
    let mut host = EngineHost::new(move |report| {
        let _ = sender.send(report);
    });
    request.limits = Limits {
        movetime: Some(Duration::from_millis(100)),
        ..Limits::default()
    };
    host.submit(*request);
    let report = reports
        .recv_timeout(Duration::from_secs(10))
        .expect("the engine host answers");
    app.handle(Event::Ai(report));
    app
}

#[test]
fn a_message_wider_than_the_screen_ends_in_an_ellipsis() {
    for lang in Lang::ALL {
        let app = engine_game(lang, NO_ENGINE);
        let shown = screen(&app, 80, 24);
        let line = shown
            .lines()
            .find(|line| line.contains(NO_ENGINE))
            .unwrap_or_else(|| panic!("{lang:?}: no failure line in {shown}"));
        assert!(line.trim_end().ends_with('…'), "{lang:?}: {line:?}");
        assert!(
            note(&app).len() > 80,
            "{lang:?}: the note fits: {}",
            note(&app)
        );
    }
}

#[test]
fn an_engine_that_cannot_start_is_reported_in_the_reader_s_language() {
    let english = format!("cannot start {NO_ENGINE}: ");
    reads(
        &engine_that_cannot_start(Lang::Portuguese),
        &[
            &format!("não foi possível iniciar {NO_ENGINE}: "),
            "Carrega em o para o computador (médio) continuar",
        ],
        &[&english, "cannot start", "Press o", "medium"],
    );
    reads(
        &engine_that_cannot_start(Lang::English),
        &[&english, "Press o to let"],
        &["não foi possível"],
    );
}

/// An engine whose `UCI_Variant` offers Hasami only, asked for chess.
fn engine_without_chess(lang: Lang) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let only_hasami = "echo 'id name fake'; \
        echo 'option name UCI_Variant type combo default hasami var hasami'; echo uciok";
    engine_note(
        lang,
        &fake_engine(dir.path(), only_hasami, "echo 'bestmove e7e5'"),
    )
}

#[test]
fn an_engine_without_the_game_s_variant_is_reported_in_the_reader_s_language() {
    let english = "fake cannot play chess: its UCI_Variant does not offer it";
    reads(
        &engine_without_chess(Lang::Portuguese),
        &[
            "fake não sabe jogar chess: o UCI_Variant dele não oferece esse jogo",
            "Carrega em o",
        ],
        &[english, "does not offer", "Press o"],
    );
    reads(
        &engine_without_chess(Lang::English),
        &[&format!("{english}. Press o to let")],
        &["não"],
    );
}

/// An engine that says nothing when asked to move.
fn engine_without_a_move(lang: Lang) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    engine_note(
        lang,
        &fake_engine(dir.path(), "echo 'id name fake'; echo uciok", ":"),
    )
}

#[test]
fn an_engine_that_gives_no_move_is_reported_in_the_reader_s_language() {
    let english = "fake timed out: no bestmove in time";
    reads(
        &engine_without_a_move(Lang::Portuguese),
        &["fake não respondeu a tempo: sem bestmove", "Carrega em o"],
        &[english, "in time", "Press o"],
    );
    reads(
        &engine_without_a_move(Lang::English),
        &[&format!("{english}. Press o to let")],
        &["sem bestmove"],
    );
}

/// The notice on the menu for a theme whose third line names no colour.
fn bad_theme_notice(lang: Lang) -> (String, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    fs::create_dir_all(paths.user_themes()).expect("themes folder");
    let theme = "held = \"#123456\"\n\ncursor = \"blurple\"\n";
    fs::write(paths.user_themes().join("mine.toml"), theme).expect("write the theme");
    let OnDisk { app, .. } = open_in(&paths, lang);
    assert_eq!(app.notices().len(), 1, "{:?}", app.notices());
    (app.notices()[0].clone(), screen(&app, 160, 50))
}

#[test]
fn a_theme_with_a_bad_colour_is_reported_in_the_reader_s_language() {
    let english = "theme mine: line 3: not a colour: blurple; it is skipped";
    let (notice, shown) = bad_theme_notice(Lang::Portuguese);
    reads(
        &notice,
        &["tema mine: linha 3: não é uma cor: blurple; fica de fora"],
        &[english, "not a colour", "line 3", "skipped"],
    );
    assert!(shown.contains("não é uma cor: blurple"), "{shown}");

    let (notice, shown) = bad_theme_notice(Lang::English);
    assert_eq!(notice, english);
    assert!(shown.contains("not a colour: blurple"), "{shown}");
}
