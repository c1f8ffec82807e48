//! External engines in the app: the list in Settings, the choice in New
//! game, an engine's failure in a game, and saves naming an engine. The
//! engine itself is the shell's: here its effects are read and its
//! reports are made up.

use crate::app_support;

use std::time::{Duration, Instant};

use app_support::{app, opened, press, type_move, type_text};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::external::{Ending, EngineError};
use tabuleiro::ai::{Bot, Level, Report};
use tabuleiro::app::engines::EngineEntry;
use tabuleiro::app::event::Opened;
use tabuleiro::app::keymap::Context;
use tabuleiro::app::session::{Message, NewGame, Player, PlayerKind};
use tabuleiro::app::settings::Settings;
use tabuleiro::app::{App, Effect, Event, Screen, record};
use tabuleiro::games::{AnyGame, GameId, Options, TimeControl};
use tabuleiro::i18n::Lang;
use tabuleiro::storage::saves;

fn fake(name: &str, games: &[GameId]) -> EngineEntry {
    EngineEntry {
        name: name.to_string(),
        command: "/opt/fake engine --uci".to_string(),
        options: vec!["Hash=16".to_string()],
        games: games.to_vec(),
        ..EngineEntry::default()
    }
}

fn with_engines(engines: Vec<EngineEntry>) -> App {
    App::new(
        Settings {
            engines,
            ..Settings::default()
        },
        app_support::SEED,
    )
}

fn presses(app: &mut App, code: KeyCode, times: usize) {
    for _ in 0..times {
        press(app, code);
    }
}

/// From the menu to the Engines screen.
fn open_engines(app: &mut App) {
    press(app, KeyCode::Char('s'));
    presses(app, KeyCode::Down, 20);
    press(app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Engines);
}

#[test]
fn engines_are_added_edited_and_removed_in_settings() {
    let mut app = app();
    open_engines(&mut app);
    assert_eq!(app.context(), Context::Engines);
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.context(), Context::EngineForm);
    type_text(&mut app, "Fake");
    press(&mut app, KeyCode::Tab);
    type_text(&mut app, "'/opt/my engine' --uci");
    press(&mut app, KeyCode::Tab);
    type_text(&mut app, "Hash=16; Skill Level=3");
    // No game yet: the form says so and keeps what was typed.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::EngineForm);
    assert!(app.settings().engines.is_empty());
    let form = app
        .engines()
        .and_then(|s| s.form.as_ref())
        .expect("the form");
    assert_eq!(
        form.error.as_deref(),
        Some("Pick at least one game it plays.")
    );
    // The rows after the options are the games, in the menus' order.
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Char(' '));
    presses(&mut app, KeyCode::Down, 4);
    press(&mut app, KeyCode::Char(' '));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::Engines);
    let added = EngineEntry {
        name: "Fake".to_string(),
        command: "'/opt/my engine' --uci".to_string(),
        options: vec!["Hash=16".to_string(), "Skill Level=3".to_string()],
        games: vec![GameId::Chess, GameId::Hasami],
        ..EngineEntry::default()
    };
    assert_eq!(app.settings().engines, [added]);

    // Edited: the form opens with its values; a second engine may not
    // take its name.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::End);
    type_text(&mut app, " 2");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.settings().engines[0].name, "Fake 2");
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "Fake 2");
    press(&mut app, KeyCode::Tab);
    type_text(&mut app, "x");
    presses(&mut app, KeyCode::Tab, 2);
    press(&mut app, KeyCode::Char(' '));
    press(&mut app, KeyCode::Enter);
    let form = app
        .engines()
        .and_then(|s| s.form.as_ref())
        .expect("the form");
    assert_eq!(
        form.error.as_deref(),
        Some("An engine is already called \"Fake 2\".")
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.settings().engines.len(), 1);

    // Removed; Esc goes back to Settings, on the Engines row.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Char('d'));
    assert!(app.settings().engines.is_empty());
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Settings);
}

#[test]
fn settings_files_without_engines_still_load() {
    let old = "version = 1\nmouse = false\n";
    let file: tabuleiro::app::settings::SettingsFile = toml::from_str(old).expect("loads");
    assert!(file.settings.engines.is_empty());
    assert!(!file.settings.mouse);
    let with_one = Settings {
        engines: vec![fake("Fake", &[GameId::Chess])],
        ..Settings::default()
    };
    let text = toml::to_string(&tabuleiro::app::settings::SettingsFile::new(
        with_one.clone(),
    ))
    .expect("writes");
    let back: tabuleiro::app::settings::SettingsFile = toml::from_str(&text).expect("reads");
    assert_eq!(back.settings, with_one);
    // An engine given to `tabuleiro play` is for that run only.
    let mut with_two = with_one.clone();
    with_two.engines.insert(
        0,
        EngineEntry {
            from_command_line: true,
            ..fake("stockfish", &[GameId::Chess])
        },
    );
    let text =
        toml::to_string(&tabuleiro::app::settings::SettingsFile::new(with_two)).expect("writes");
    let back: tabuleiro::app::settings::SettingsFile = toml::from_str(&text).expect("reads");
    assert_eq!(back.settings, with_one);
}

/// New game with the engine as the opponent: the form offers it after
/// the built-in players, for the games it declares only.
#[test]
fn new_game_offers_the_engines_that_play_the_game() {
    let mut app = with_engines(vec![
        fake("Fake", &[GameId::Chess]),
        fake("Other", &[GameId::Hasami]),
    ]);
    press(&mut app, KeyCode::Char('n'));
    let offered = |app: &App| app.setup().opponents();
    assert_eq!(
        offered(&app).last(),
        Some(&PlayerKind::Engine("Fake".to_string()))
    );
    assert!(!offered(&app).contains(&PlayerKind::Engine("Other".to_string())));
    // Down to the opponent row; from medium, three steps on is the engine.
    presses(&mut app, KeyCode::Down, 3);
    presses(&mut app, KeyCode::Right, 3);
    assert_eq!(
        app.setup().value(Lang::English, app.setup().field()),
        "Fake"
    );
    let effects = press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    // The person moves first: nothing is asked of the engine yet.
    assert!(!effects.iter().any(|e| matches!(e, Effect::EngineMove(_))));
    let players = app.session().expect("a game").players();
    assert_eq!(players[1].kind, PlayerKind::Engine("Fake".to_string()));
    assert_eq!(players[1].name, "Fake");
}

fn against_engine(app: &mut App, game: GameId) -> Vec<Effect> {
    app.play(ana_against_fake(game))
}

fn ana_against_fake(game: GameId) -> NewGame {
    let options = Options::default();
    let fake = PlayerKind::Engine("Fake".into());
    NewGame::against(AnyGame::new(game, &options), options, "Ana", fake)
}

#[test]
fn an_engine_on_a_clock_is_told_both_clocks() {
    let mut app = with_engines(vec![fake("Fake", &[GameId::Chess])]);
    let control = TimeControl::minutes(1, 2);
    app.play_on_clock(ana_against_fake(GameId::Chess), control);
    let t0 = Instant::now();
    app.handle_at(Event::Tick, t0);
    app.handle_at(Event::Tick, t0 + Duration::from_secs(10));
    let effects = type_move(&mut app, "e2e4");
    // The analysis of the first position gives way to the engine.
    let request = match effects.as_slice() {
        [Effect::Stop, Effect::EngineMove(request)] => request.clone(),
        other => panic!("the engine should be asked: {other:?}"),
    };
    let mine = request.limits.clock.expect("the engine's own clock");
    let theirs = request.opponent.expect("the person's clock");
    assert_eq!(mine.left, Duration::from_secs(60));
    // The person's first move is free of the clock (RULES.md "Clocks"):
    // the 10 s spent on it cost nothing, the 2 s increment was added.
    assert_eq!(theirs.left, Duration::from_secs(62));
    assert_eq!(theirs.increment, Duration::from_secs(2));
    assert_eq!(request.limits.movetime, None, "a clock, not a move time");
}

#[test]
fn an_engine_is_asked_through_effects_and_its_failure_keeps_the_game() {
    let mut app = with_engines(vec![fake("Fake", &[GameId::Chess])]);
    against_engine(&mut app, GameId::Chess);
    let effects = type_move(&mut app, "e2e4");
    let request = match effects.as_slice() {
        [Effect::Stop, Effect::EngineMove(request)] => request.clone(),
        other => panic!("the engine should be asked: {other:?}"),
    };
    assert_eq!(request.spec.command, "/opt/fake engine --uci");
    assert_eq!(
        request.spec.options,
        [("Hash".to_string(), "16".to_string())]
    );
    assert_eq!(request.game.move_coordinates(), ["e2e4"]);
    // Its move comes back as a worker's would.
    app.handle(Event::Ai(Report::Done {
        ticket: request.ticket,
        mv: "e7e5".into(),
        info: None,
    }));
    assert_eq!(app.session().expect("a game").game().ply_count(), 2);

    let effects = type_move(&mut app, "g1f3");
    let ticket = match effects.as_slice() {
        [Effect::EngineMove(request)] => request.ticket,
        other => panic!("the engine should be asked: {other:?}"),
    };
    let effects = app.handle(Event::Ai(Report::Failed {
        ticket,
        reason: EngineError::Died {
            engine: "Fake".into(),
            status: Ending::Status("exit status: 1".into()),
            said: None,
        },
    }));
    assert!(effects.iter().any(|e| matches!(e, Effect::StopEngines)));
    let session = app.session().expect("the game is kept");
    assert_eq!(session.game().ply_count(), 3);
    assert_eq!(
        session.message(),
        Some(&Message::Error(
            "Fake died (exit status: 1). Press o to let medium play on.".into()
        ))
    );
    assert!(app.hints().iter().any(|b| b.label(Lang::English) == "o"));
    // The engine is not asked again; o lets the level play on.
    let effects = app.handle(Event::Tick);
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::EngineMove(_))),
        "{effects:?}"
    );
    // Meanwhile the position is analysed; the level takes the worker.
    let effects = press(&mut app, KeyCode::Char('o'));
    assert!(
        matches!(effects.as_slice(), [Effect::Stop, Effect::Think(r)] if r.bot == Bot::Engine(Level::Medium)),
        "{effects:?}"
    );
    let players = app.session().expect("a game").players();
    assert_eq!(
        players[1].kind,
        PlayerKind::Computer(Bot::Engine(Level::Medium))
    );
    assert!(!app.hints().iter().any(|b| b.label(Lang::English) == "o"));
}

#[test]
fn leaving_or_replacing_a_game_stops_its_engines() {
    let mut app = with_engines(vec![fake("Fake", &[GameId::Chess])]);
    against_engine(&mut app, GameId::Chess);
    press(&mut app, KeyCode::Char('q'));
    let effects = press(&mut app, KeyCode::Char('y'));
    assert!(effects.iter().any(|e| matches!(e, Effect::StopEngines)));
    let effects = against_engine(&mut app, GameId::Chess);
    assert!(effects.iter().any(|e| matches!(e, Effect::StopEngines)));
}

#[test]
fn a_save_names_its_engine_and_a_missing_one_gives_way_to_a_level() {
    let options = Options::default();
    let mut game = AnyGame::new(GameId::Chess, &options);
    game.play_text("e2e4").expect("legal");
    let players = [
        Player {
            name: "Ana".into(),
            kind: PlayerKind::Human,
        },
        Player {
            name: "Fake".into(),
            kind: PlayerKind::Engine("Fake".into()),
        },
    ];
    let saved = record::record(&game, &options, &players);
    assert_eq!(
        saved.players()[1],
        saves::Player::Computer {
            name: "Fake".into(),
            bot_id: "engine:Fake".into(),
        }
    );
    let back = record::new_game(&saved).expect("loads");
    assert_eq!(back.players[1].kind, PlayerKind::Engine("Fake".into()));

    // Continued where no engine of that name is set up: medium plays.
    let mut app = app();
    opened(
        &mut app,
        Opened {
            current: Some(Box::new(saved)),
            ..Opened::default()
        },
    );
    let effects = press(&mut app, KeyCode::Char('c'));
    assert!(
        matches!(effects.as_slice(), [Effect::Think(r)] if r.bot == Bot::Engine(Level::Medium))
    );
    let session = app.session().expect("a game");
    assert_eq!(session.game().ply_count(), 1);
    assert_eq!(
        session.message(),
        Some(&Message::Info(
            "The engine \"Fake\" is not in Settings: medium plays instead.".into()
        ))
    );
}

#[test]
fn the_engines_screen_lists_them_and_the_form_shows_each_field() {
    let mut app = with_engines(vec![fake("Fake", &[GameId::Chess, GameId::Hasami])]);
    open_engines(&mut app);
    let shown = app_support::screen(&app, 80, 24);
    assert!(app_support::row_with(&shown, "Fake").contains("Chess, Hasami Shogi"));
    app_support::row_with(&shown, "+ add an engine");
    app_support::row_with(&shown, "a add");
    press(&mut app, KeyCode::Up);
    let shown = app_support::screen(&app, 80, 24);
    let listed = app_support::row_with(&shown, "Fake");
    assert!(
        listed.contains("Chess, Hasami Shogi") && !listed.contains('◀'),
        "a listed engine is no ←→ choice: {listed}"
    );
    press(&mut app, KeyCode::Enter);
    let shown = app_support::screen(&app, 80, 24);
    assert!(app_support::row_with(&shown, "Command").contains("/opt/fake engine --uci"));
    assert!(app_support::row_with(&shown, "Options").contains("Hash=16"));
    assert!(app_support::row_with(&shown, "Hasami Shogi").contains("on"));
    assert!(app_support::row_with(&shown, "Martian Chess").contains("off"));
    app_support::row_with(&shown, "enter save");
}
