//! The interface in Portuguese: chosen per reader (Settings -> Language,
//! the locale, the SSH client's `LANG`), and the same screens in each.

use crate::app_support;
use crate::serve_support;

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

#[test]
fn the_screens_in_portuguese_show_no_english_sentence() {
    use ratatui::crossterm::event::KeyCode;
    assert!(english_sentences().len() > 100);
    for (width, height) in [(80, 24), (160, 50)] {
        let mut app = app_in(Language::Portuguese, Lang::English);
        assert_portuguese("the menu", &screen(&app, width, height));
        let items = app.menu_items();
        for (i, _) in items.iter().enumerate() {
            let mut app = app_in(Language::Portuguese, Lang::English);
            for _ in 0..i {
                press(&mut app, KeyCode::Down);
            }
            press(&mut app, KeyCode::Enter);
            let shown = screen(&app, width, height);
            assert_portuguese(&format!("menu entry {i}"), &shown);
            if app.screen() == tabuleiro::app::Screen::Settings {
                for (row, field) in app.settings_fields().iter().enumerate() {
                    // Every value of every row but the language itself.
                    let steps = if *field == Field::Language { 0 } else { 4 };
                    for _ in 0..steps {
                        press(&mut app, KeyCode::Right);
                        assert_portuguese(
                            &format!("settings row {row}"),
                            &screen(&app, width, height),
                        );
                    }
                    press(&mut app, KeyCode::Down);
                }
            }
        }
        press(&mut app, KeyCode::Char('n'));
        press(&mut app, KeyCode::Enter);
        assert_portuguese("a game", &screen(&app, width, height));
    }
}

#[test]
fn snapshots_in_portuguese() {
    use ratatui::crossterm::event::KeyCode;
    for (width, height) in [(80, 24), (160, 50)] {
        let mut app = app_in(Language::Automatic, Lang::Portuguese);
        insta::assert_snapshot!(
            format!("pt_menu_{width}x{height}"),
            screen(&app, width, height)
        );
        press(&mut app, KeyCode::Char('n'));
        insta::assert_snapshot!(
            format!("pt_form_{width}x{height}"),
            screen(&app, width, height)
        );
        press(&mut app, KeyCode::Enter);
        insta::assert_snapshot!(
            format!("pt_chess_{width}x{height}"),
            screen(&app, width, height)
        );
    }
}

#[test]
fn a_refused_move_says_why_in_portuguese() {
    let mut app = app_in(Language::Portuguese, Lang::English);
    app.play(people(tabuleiro::games::GameId::Chess));
    type_move(&mut app, "e2e5");
    let shown = screen(&app, 100, 30);
    assert!(
        shown.contains("lance ilegal: um peão anda uma casa"),
        "{shown}"
    );
    type_move(&mut app, "e7e5");
    let shown = screen(&app, 100, 30);
    assert!(shown.contains("essa peça não é tua"), "{shown}");
}

/// The footer of a Portuguese screen: no English catalogue sentence, and
/// none of its context's hints as English writes them ("q quit"), but for
/// a one-word hint that both languages write alike ("q menu").
fn assert_portuguese_footer(what: &str, app: &App, width: u16, height: u16) {
    let shown = screen(app, width, height);
    let footer = shown.lines().last().unwrap_or_default();
    assert_portuguese(what, footer);
    for binding in tabuleiro::app::keymap::listed(app.context()) {
        let english = format!(
            "{} {}",
            binding.label(Lang::English),
            binding.hint(Lang::English)
        );
        let portuguese = format!(
            "{} {}",
            binding.label(Lang::Portuguese),
            binding.hint(Lang::Portuguese)
        );
        let shared =
            english == portuguese && binding.hint(Lang::English).split_whitespace().count() == 1;
        let entries: Vec<&str> = footer.split("  ").map(str::trim).collect();
        assert!(
            shared || !entries.contains(&english.as_str()),
            "{what}'s footer shows {english:?}: {footer}"
        );
    }
}

#[test]
fn the_footers_in_portuguese_show_no_english_hint() {
    use ratatui::crossterm::event::KeyCode;
    let menu_keys: [&[KeyCode]; 9] = [
        &[],
        &[KeyCode::Char('n')],
        &[KeyCode::Char('?')],
        &[KeyCode::Char('s')],
        &[KeyCode::Char('t')],
        &[KeyCode::Char('t'), KeyCode::Char('g')],
        &[KeyCode::Char('l')],
        &[KeyCode::Char('l'), KeyCode::Char('i')],
        &[KeyCode::Char('a')],
    ];
    let game_keys: [&[KeyCode]; 8] = [
        &[],
        &[KeyCode::Enter],
        &[KeyCode::Char(':')],
        &[KeyCode::Char('w')],
        &[KeyCode::Char('x')],
        &[KeyCode::Char('v')],
        &[KeyCode::Char('p')],
        &[KeyCode::Char('q')],
    ];
    for (width, height) in [(80, 24), (160, 50)] {
        for keys in menu_keys {
            let mut app = app_in(Language::Portuguese, Lang::English);
            for &key in keys {
                press(&mut app, key);
            }
            let what = format!("{:?} at {width}", app.context());
            assert_portuguese_footer(&what, &app, width, height);
        }
        for keys in game_keys {
            let mut app = app_in(Language::Portuguese, Lang::English);
            app.play(people(tabuleiro::games::GameId::Chess));
            type_move(&mut app, "e4");
            type_move(&mut app, "e5");
            for &key in keys {
                press(&mut app, key);
            }
            let what = format!("{:?} at {width}", app.context());
            assert_portuguese_footer(&what, &app, width, height);
        }
        let mut over = app_in(Language::Portuguese, Lang::English);
        over.play(people(tabuleiro::games::GameId::Chess));
        for mv in ["f3", "e5", "g4", "Qh4"] {
            type_move(&mut over, mv);
        }
        assert_portuguese_footer(&format!("game over at {width}"), &over, width, height);
    }
}

#[test]
fn the_controls_page_in_portuguese_shows_no_english_sentence() {
    use ratatui::crossterm::event::KeyCode;
    for (width, height) in [(80, 24), (160, 50)] {
        let mut app = app_in(Language::Portuguese, Lang::English);
        app.handle(tabuleiro::app::Event::Resize(width, height));
        press(&mut app, KeyCode::Char('?'));
        // The Controls tab is the last: one step back from the first.
        press(&mut app, KeyCode::Left);
        let first = screen(&app, width, height);
        assert!(first.contains("Controlos"), "{first}");
        let mut shown = first;
        let mut seen = String::new();
        for _ in 0..60 {
            assert_portuguese(&format!("the Controls page at {width}"), &shown);
            seen.push_str(&shown);
            press(&mut app, KeyCode::PageDown);
            let next = screen(&app, width, height);
            if next == shown {
                break;
            }
            shown = next;
        }
        // Scrolled to the end: the last screen's keys were seen too.
        assert!(seen.contains("Tens a certeza?"), "{seen}");
        assert!(seen.contains("A conversar numa sala"), "{seen}");
    }
}

#[test]
fn an_empty_statistics_screen_says_its_sentence_whole_in_each_language() {
    use ratatui::crossterm::event::KeyCode;
    let sentences = [
        (
            Language::Portuguese,
            "Ainda sem jogos contra o computador: os resultados aparecem aqui.",
        ),
        (
            Language::English,
            "No games against the computer yet; results by opponent appear here.",
        ),
    ];
    for (language, sentence) in sentences {
        let mut app = app_in(language, Lang::English);
        // Menu: new game, load, how to play, puzzles, settings, statistics.
        for _ in 0..5 {
            press(&mut app, KeyCode::Down);
        }
        press(&mut app, KeyCode::Enter);
        let shown = screen(&app, 80, 24);
        assert!(shown.contains(sentence), "{language:?}:\n{shown}");
    }
}

/// The app opened from the menu at the entry that leads to `screen`.
fn opened_at(screen_wanted: tabuleiro::app::Screen) -> App {
    use ratatui::crossterm::event::KeyCode;
    let entries = app_in(Language::Automatic, Lang::Portuguese)
        .menu_items()
        .len();
    for i in 0..entries {
        let mut app = app_in(Language::Automatic, Lang::Portuguese);
        for _ in 0..i {
            press(&mut app, KeyCode::Down);
        }
        press(&mut app, KeyCode::Enter);
        if app.screen() == screen_wanted {
            return app;
        }
    }
    panic!("no menu entry opens {screen_wanted:?}")
}

#[test]
fn about_wraps_its_portuguese_summary_and_settings_write_decimal_commas() {
    use tabuleiro::app::Screen;
    let about = opened_at(Screen::About);
    for (width, height) in [(80, 24), (160, 50)] {
        let shown = screen(&about, width, height);
        assert!(shown.contains("contra o computador."), "{shown}");
        assert!(!shown.contains('…'), "{shown}");
        insta::assert_snapshot!(format!("pt_about_{width}x{height}"), shown);
    }
    let settings = opened_at(Screen::Settings);
    let shown = screen(&settings, 80, 24);
    assert!(shown.contains("0,8 s"), "{shown}");
    assert!(!shown.contains("0.8 s"), "{shown}");
    // Its rows of #36 (Notation, Your name) whole at both sizes.
    for (width, height) in [(80, 24), (160, 50)] {
        let shown = screen(&settings, width, height);
        assert!(
            shown.contains("Notação") && shown.contains("O teu nome"),
            "{shown}"
        );
        insta::assert_snapshot!(format!("pt_settings_{width}x{height}"), shown);
    }
}
