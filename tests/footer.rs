//! The key-hint line at narrow widths: whole hints only, and when some do
//! not fit, the line ends with the key to the help pages.

mod app_support;

use app_support::{app, people, press, screen, type_move};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Bot, Level, Report, Task};
use tabuleiro::app::keymap::{Binding, Key};
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::{App, Event, Screen};
use tabuleiro::games::{AnyGame, GameId, Options};

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

/// The computer answers the move it was asked for with `mv`.
fn computer_plays(app: &mut App, mv: &str) {
    let thinking = app
        .session()
        .and_then(|s| s.thinking())
        .expect("the computer thinks");
    assert_eq!(thinking.task, Task::Move);
    let ticket = thinking.ticket;
    app.handle(Event::Ai(Report::Done {
        ticket,
        mv: mv.into(),
        info: None,
    }));
}

/// Ana against the computer at chess.
fn against_computer() -> NewGame {
    let options = Options::default();
    let game = AnyGame::new(GameId::Chess, &options);
    let medium = PlayerKind::Computer(Bot::Engine(Level::Medium));
    NewGame::against(game, options, "Ana", medium)
}

/// Two computers at chess, watched.
fn watched() -> NewGame {
    let options = Options::default();
    let game = AnyGame::new(GameId::Chess, &options);
    let computer = |name: &str| Player {
        name: name.into(),
        kind: PlayerKind::Computer(Bot::Engine(Level::Easy)),
    };
    NewGame {
        game,
        options,
        players: [computer("One"), computer("Two")],
    }
}

fn shows(app: &App, label: &str) -> bool {
    app.hints().iter().any(|b| b.label == label)
}

#[test]
fn against_the_computer_the_footer_lists_only_the_keys_that_act_now() {
    let mut app = app();
    app.play(against_computer());
    type_move(&mut app, "e4");
    assert!(shows(&app, "m") && !shows(&app, "t"), "thinking: move now");
    let drawn = footer(&app, 220, 50);
    assert!(drawn.contains(&"m move now".to_string()), "{drawn:?}");
    computer_plays(&mut app, "e7e5");
    assert!(shows(&app, "t") && !shows(&app, "m"), "your turn: a hint");
    let drawn = footer(&app, 220, 50);
    assert!(!drawn.contains(&"m move now".to_string()), "{drawn:?}");
    assert!(!shows(&app, "o"), "no outside engine to replace");
}

#[test]
fn a_paused_watch_offers_resume_and_not_pause() {
    let mut app = app();
    app.play(watched());
    let running = footer(&app, 220, 50);
    assert!(running.contains(&"space pause".to_string()), "{running:?}");
    press(&mut app, KeyCode::Char(' '));
    let paused = footer(&app, 220, 50);
    assert!(paused.contains(&"space resume".to_string()), "{paused:?}");
    assert!(!paused.contains(&"space pause".to_string()), "{paused:?}");
    press(&mut app, KeyCode::Char(' '));
    assert!(!app.session().is_some_and(|s| s.paused()));
}

/// The key a footer entry names.
fn key_of(binding: &Binding) -> KeyCode {
    match binding.keys.first() {
        Some(Key::Char(c)) => KeyCode::Char(*c),
        Some(Key::Up) => KeyCode::Up,
        Some(Key::Down) => KeyCode::Down,
        Some(Key::Left) => KeyCode::Left,
        Some(Key::Right) => KeyCode::Right,
        Some(Key::Enter) => KeyCode::Enter,
        Some(Key::Esc) => KeyCode::Esc,
        Some(Key::Tab) => KeyCode::Tab,
        // Listed only: "space resume" is the space bar's other face.
        None => KeyCode::Char(' '),
        Some(other) => panic!("no key code for {other:?}"),
    }
}

/// For each footer entry of the state `build` makes, afresh: its key
/// changes the screen or asks the loop for something.
fn every_key_shown_acts(state: &str, build: impl Fn() -> App) {
    let keys: Vec<&'static Binding> = build().hints();
    assert!(!keys.is_empty(), "{state}");
    for binding in keys {
        let mut app = build();
        let before = (screen(&app, 160, 50), app.context());
        let effects = press(&mut app, key_of(binding));
        let after = (screen(&app, 160, 50), app.context());
        assert!(
            before != after || !effects.is_empty(),
            "{state}: {} {} did nothing",
            binding.label,
            binding.hint
        );
    }
}

#[test]
fn every_key_the_footer_shows_acts() {
    // The cursor stays on d4, a pawn that can move.
    let your_turn = || {
        let mut app = app();
        app.play(against_computer());
        type_move(&mut app, "d4");
        computer_plays(&mut app, "e7e5");
        app
    };
    every_key_shown_acts("your turn", your_turn);
    let thinking = || {
        let mut app = app();
        app.play(against_computer());
        type_move(&mut app, "e4");
        app
    };
    every_key_shown_acts("the computer thinks", thinking);
    let premove = || {
        let mut app = thinking();
        type_move(&mut app, "Nf3");
        app
    };
    every_key_shown_acts("a premove waits", premove);
    let holding = || {
        let mut app = your_turn();
        press(&mut app, KeyCode::Enter);
        assert!(app.session().is_some_and(|s| s.held().is_some()));
        app
    };
    every_key_shown_acts("a piece in hand", holding);
    let watching = || {
        let mut app = app();
        app.play(watched());
        app
    };
    every_key_shown_acts("watching", watching);
    let paused = || {
        let mut app = watching();
        press(&mut app, KeyCode::Char(' '));
        app
    };
    every_key_shown_acts("paused", paused);
}
