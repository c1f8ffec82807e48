//! The key-hint line at narrow widths: whole hints only, and when some do
//! not fit, the line ends with the key to the help pages.

mod app_support;

use app_support::{app, people, press, screen};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::app::{App, Screen};
use tabuleiro::games::GameId;

/// The bottom row, split into its hints.
fn footer(app: &App, width: u16, height: u16) -> Vec<String> {
    let shown = screen(app, width, height);
    let last = shown.lines().last().unwrap_or_default().to_string();
    last.split("  ").map(str::to_string).collect()
}

/// Every hint shown is one of the context's, whole; when not all fit,
/// the last is `? help`.
fn check(app: &App, width: u16, height: u16) {
    let all: Vec<String> = app
        .hints()
        .iter()
        .map(|b| format!("{} {}", b.label, b.hint))
        .collect();
    let shown = footer(app, width, height);
    for hint in &shown {
        assert!(all.contains(hint), "{hint:?} cut at {width}: {shown:?}");
    }
    if shown.len() < all.len() {
        assert_eq!(shown.last().map(String::as_str), Some("? help"), "{width}");
    } else {
        assert_eq!(shown, all, "{width}");
    }
}

#[test]
fn the_menu_footer_ends_with_help_when_keys_do_not_fit() {
    let app = app();
    for width in [40, 80, 100, 200] {
        check(&app, width, 24);
        let shown = footer(&app, width, 24);
        assert!(shown.contains(&"q quit".to_string()), "{width}: {shown:?}");
    }
    assert!(footer(&app, 80, 24).len() < app.hints().len());
}

#[test]
fn the_game_footer_ends_with_help_when_keys_do_not_fit() {
    for game in [GameId::Chess, GameId::Martian, GameId::Hasami] {
        let mut app = app();
        app.play(people(game));
        for width in [80, 100, 160, 220] {
            check(&app, width, 40);
        }
        let shown = footer(&app, 80, 24);
        assert_eq!(shown.last().map(String::as_str), Some("? help"));
        assert!(shown.contains(&"q menu".to_string()), "{shown:?}");
    }
}

#[test]
fn the_load_screen_shows_all_its_keys_at_its_narrowest() {
    let mut app = app();
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.screen(), Screen::Load);
    let narrowest = (40..120)
        .find(|&width| !screen(&app, width, 24).contains("small"))
        .expect("the screen fits somewhere");
    check(&app, narrowest, 24);
    assert_eq!(footer(&app, narrowest, 24).len(), app.hints().len());
}
