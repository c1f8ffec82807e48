//! The key-hint line at narrow widths: whole hints only, and when some do
//! not fit, the line ends with the key to the help pages.

mod app_support;

use app_support::{app, people, press, screen, type_move};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Bot, Level, Report, Task};
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

#[test]
fn against_the_computer_the_keys_keep_their_places_from_ply_to_ply() {
    let mut app = app();
    let options = Options::default();
    let game = AnyGame::new(GameId::Chess, &options);
    let medium = PlayerKind::Computer(Bot::Engine(Level::Medium));
    app.play(NewGame::against(game, options, "Ana", medium));
    type_move(&mut app, "e4");
    computer_plays(&mut app, "e7e5");
    let yours = footer(&app, 220, 50);
    assert!(yours.contains(&"t hint".to_string()), "{yours:?}");
    assert!(yours.contains(&"m move now".to_string()), "{yours:?}");

    type_move(&mut app, "Nf3");
    let thinking = footer(&app, 220, 50);
    assert_eq!(thinking, yours, "while the computer thinks");
    let works = |app: &App, label: &str| app.hints().iter().any(|b| b.label == label);
    assert!(works(&app, "m") && !works(&app, "t"), "only move now works");

    computer_plays(&mut app, "b8c6");
    assert_eq!(footer(&app, 220, 50), yours, "after its move");
    assert!(works(&app, "t") && !works(&app, "m"), "only the hint works");
    // At 80 columns too the same keys are shown, then `? help`.
    let narrow = footer(&app, 80, 24);
    type_move(&mut app, "Bb5");
    assert_eq!(footer(&app, 80, 24), narrow);
}

#[test]
fn a_watched_game_keeps_its_keys_in_place_between_moves() {
    let mut app = app();
    let options = Options::default();
    let game = AnyGame::new(GameId::Chess, &options);
    let computer = |name: &str| Player {
        name: name.into(),
        kind: PlayerKind::Computer(Bot::Engine(Level::Easy)),
    };
    app.play(NewGame {
        game,
        options,
        players: [computer("One"), computer("Two")],
    });
    // Each key with whether it is drawn as working (not dimmed).
    let line = |app: &App| -> Vec<(String, bool)> {
        app.hint_line()
            .into_iter()
            .map(|(binding, now)| (binding.label.to_string(), now))
            .collect()
    };
    computer_plays(&mut app, "e2e4");
    let between = footer(&app, 160, 50);
    let drawn = line(&app);
    assert!(between.contains(&"m move now".to_string()), "{between:?}");
    assert!(app.session().is_some_and(|s| s.thinking().is_none()));
    // The move's animation ends and the other side starts to think.
    for _ in 0..100 {
        if app.session().is_some_and(|s| s.thinking().is_some()) {
            break;
        }
        app.handle(Event::Tick);
    }
    assert_eq!(footer(&app, 160, 50), between, "while thinking");
    assert_eq!(line(&app), drawn, "nothing dims or lights up");
    computer_plays(&mut app, "e7e5");
    assert_eq!(footer(&app, 160, 50), between, "between the next two");
    assert_eq!(line(&app), drawn);
}
