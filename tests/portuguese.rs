//! The interface in Portuguese: chosen per reader (Settings -> Language,
//! the locale, the SSH client's `LANG`), and the same screens in each.

mod app_support;
mod serve_support;

use app_support::*;
use serve_support::*;
use tabuleiro::app::App;
use tabuleiro::app::settings::{Field, Language, Settings, SettingsFile};
use tabuleiro::i18n::Lang;
use tabuleiro::serve::Options;
use tabuleiro::serve::limits::Limits;

const SEED: u64 = 7;

fn app_in(language: Language, locale: Lang) -> App {
    let mut app = App::new(
        Settings {
            language,
            ..Settings::default()
        },
        SEED,
    );
    app.set_locale(locale);
    app
}

#[test]
fn the_locale_picks_the_language_and_the_setting_overrides_it() {
    let menu = screen(&app_in(Language::Automatic, Lang::Portuguese), 80, 24);
    assert!(menu.contains("Novo jogo"), "{menu}");
    assert!(!menu.contains("New game"), "{menu}");
    let menu = screen(&app_in(Language::Automatic, Lang::English), 80, 24);
    assert!(menu.contains("New game"), "{menu}");
    let menu = screen(&app_in(Language::Portuguese, Lang::English), 80, 24);
    assert!(menu.contains("Definições"), "{menu}");
    let menu = screen(&app_in(Language::English, Lang::Portuguese), 80, 24);
    assert!(menu.contains("Settings"), "{menu}");
}

#[test]
fn automatic_says_what_it_reads() {
    let settings = Settings::default();
    assert_eq!(
        settings.value(Field::Language, Lang::Portuguese),
        "Auto (Português)"
    );
    assert_eq!(
        settings.value(Field::Language, Lang::English),
        "Auto (English)"
    );
}

#[test]
fn changing_the_language_changes_the_screen_at_once() {
    use ratatui::crossterm::event::KeyCode;
    let mut app = app_in(Language::Automatic, Lang::English);
    // Menu -> Settings, down to the Language row.
    let settings_row = app
        .menu_items()
        .iter()
        .position(|item| item.label(Lang::English) == "Settings")
        .expect("a Settings entry");
    for _ in 0..settings_row {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    let row = Field::ALL
        .iter()
        .position(|&f| f == Field::Language)
        .expect("a Language row");
    for _ in 0..row {
        press(&mut app, KeyCode::Down);
    }
    assert!(screen(&app, 80, 24).contains("Language"));
    // Automatic -> English -> Português.
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.settings().language, Language::Portuguese);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Idioma"), "{shown}");
    assert!(shown.contains("Definições"), "{shown}");
}

#[test]
fn the_language_is_saved_and_an_unknown_one_reads_automatic() {
    let saved = toml::to_string(&SettingsFile::new(Settings {
        language: Language::Portuguese,
        ..Settings::default()
    }))
    .expect("serialised");
    assert!(saved.contains("language = \"portuguese\""), "{saved}");
    let read: SettingsFile = toml::from_str(&saved).expect("read back");
    assert_eq!(read.settings.language, Language::Portuguese);
    let read: SettingsFile = toml::from_str("language = \"klingon\"\n").expect("read");
    assert_eq!(read.settings.language, Language::Automatic);
    let read: SettingsFile = toml::from_str("bell = true\n").expect("read");
    assert_eq!(read.settings.language, Language::Automatic);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_visitors_of_one_server_each_read_their_own_language() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let ana =
        lobby_terminal_with_env(&server, "ana", 1, &[("LANG", "pt_PT.UTF-8")], "Tu: ana").await;
    let ben = lobby_terminal_with_env(&server, "ben", 2, &[], "You: ben").await;
    ana.shows("Ainda não há salas").await;
    ben.shows("No rooms yet").await;
    assert!(!ana.text().contains("No rooms yet"), "{}", ana.text());
    assert!(!ben.text().contains("Ainda não há salas"), "{}", ben.text());
    // LC_ALL wins over LANG, as the C library reads them.
    let cy = lobby_terminal_with_env(
        &server,
        "cy",
        3,
        &[("LANG", "pt_PT.UTF-8"), ("LC_ALL", "en_GB.UTF-8")],
        "You: cy",
    )
    .await;
    cy.shows("No rooms yet").await;
    server.listening.stop().await;
}
