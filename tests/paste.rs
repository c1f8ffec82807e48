//! Bracketed paste: pasted text goes into the text field with focus, as
//! one event, and is never read as keys.

use crate::app_support;

use app_support::{app, people, press, row_with, screen, type_text};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tabuleiro::app::setup::Field;
use tabuleiro::app::{App, Effect, Event, Screen, text};
use tabuleiro::games::GameId;
use tabuleiro::i18n::Lang;

fn paste(app: &mut App, text: &str) -> Vec<Effect> {
    app.handle(Event::Paste(text.to_string()))
}

#[test]
fn a_long_paste_into_the_start_fen_is_cut_and_keys_still_work() {
    let mut app = app();
    press(&mut app, KeyCode::Char('n'));
    while app.setup().field() != Field::Fen {
        press(&mut app, KeyCode::Down);
    }
    let long = format!("4k3/8/8/8/8/8/8/4K2R w K - 0 1{}", " x".repeat(1500));
    assert!(long.len() > 2048);
    paste(&mut app, &long);
    let shown = app.setup().value(Lang::English, Field::Fen);
    assert_eq!(shown.chars().count(), 100, "cut to the field's maximum");
    assert!(long.starts_with(&shown));

    // Off its row the value is cut short inside the box.
    press(&mut app, KeyCode::Up);
    let text = screen(&app, 80, 24);
    let row = row_with(&text, "Start FEN");
    assert!(row.trim_end().ends_with("… │"), "{text}");

    // Editing keys and Enter work after it.
    press(&mut app, KeyCode::Down);
    app.handle(Event::Key(KeyEvent::new(
        KeyCode::Char('u'),
        KeyModifiers::CONTROL,
    )));
    assert_eq!(
        app.setup().value(Lang::English, Field::Fen),
        Lang::English.plain(text::SETUP_FEN_EMPTY)
    );
    type_text(&mut app, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
}

#[test]
fn a_pasted_move_plays_from_the_prompt() {
    let mut app = app();
    app.play(people(GameId::Chess));
    press(&mut app, KeyCode::Char(':'));
    paste(&mut app, "e4\nand the rest");
    press(&mut app, KeyCode::Enter);
    let session = app.session().expect("a game");
    assert_eq!(session.game().move_texts(), ["e4"]);
}

#[test]
fn a_paste_with_no_field_is_dropped_not_read_as_keys() {
    let mut app = app();
    let effects = paste(&mut app, "q");
    assert!(!effects.iter().any(|e| matches!(e, Effect::Quit)));
    assert_eq!(app.screen(), Screen::Menu);
    app.play(people(GameId::Chess));
    paste(&mut app, "qe4");
    assert_eq!(app.screen(), Screen::Game);
    let session = app.session().expect("a game");
    assert_eq!(session.game().ply_count(), 0);
}
