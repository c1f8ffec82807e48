//! The key-hint line at narrow widths, in each language: whole hints
//! only, and when some do not fit, the line ends with the key to the help
//! pages.

use crate::app_support;

use std::cmp::Ordering;

use std::sync::Arc;
use std::time::Instant;

use app_support::{SEED, Visitors, people, press, screen, type_move};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Bot, Level, Report, Task};
use tabuleiro::app::keymap::{self, Binding, Context, Key};
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::settings::{Field, Language, Settings};
use tabuleiro::app::{App, Event, Screen};
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::i18n::{Lang, Msg};
use tabuleiro::msg;
use tabuleiro::rooms::Rooms;
use tabuleiro::ui::hint_line;

/// An app that reads `lang`.
fn app(lang: Lang) -> App {
    let language = match lang {
        Lang::English => Language::English,
        Lang::Portuguese => Language::Portuguese,
    };
    let settings = Settings {
        language,
        ..Settings::default()
    };
    App::new(settings, SEED)
}

/// A hint as the line writes it, in `lang`.
fn hint(lang: Lang, keys: &str, does: Msg) -> String {
    format!("{keys} {}", lang.plain(does))
}

/// The bottom row, split into its hints.
fn footer(app: &App, width: u16, height: u16) -> Vec<String> {
    let shown = screen(app, width, height);
    let last = shown.lines().last().unwrap_or_default().to_string();
    last.split("  ").map(str::to_string).collect()
}

/// Every hint shown is one of the context's, whole, in the app's
/// language; when not all fit, the last is `? help`.
fn check(app: &App, width: u16, height: u16) {
    let lang = app.lang();
    let all: Vec<String> = app
        .hints()
        .iter()
        .map(|b| format!("{} {}", b.label(lang), b.hint(lang)))
        .collect();
    let shown = footer(app, width, height);
    for hint in &shown {
        assert!(
            all.contains(hint),
            "{lang:?} {:?}: {hint:?} cut at {width}: {shown:?}",
            app.context()
        );
    }
    if shown.len() < all.len() {
        assert_eq!(
            shown.last(),
            Some(&hint(lang, "?", msg!("key-help"))),
            "{lang:?} {:?} at {width}",
            app.context()
        );
    } else {
        assert_eq!(shown, all, "{lang:?} {:?} at {width}", app.context());
    }
}

#[test]
fn the_menu_footer_ends_with_help_when_keys_do_not_fit() {
    for lang in Lang::ALL {
        let app = app(lang);
        for width in [40, 80, 100, 200] {
            check(&app, width, 24);
            let shown = footer(&app, width, 24);
            let quit = hint(lang, "q", msg!("key-quit"));
            assert!(shown.contains(&quit), "{lang:?} {width}: {shown:?}");
        }
        assert!(footer(&app, 80, 24).len() < app.hints().len());
    }
}

#[test]
fn the_game_footer_ends_with_help_when_keys_do_not_fit() {
    for lang in Lang::ALL {
        for game in [GameId::Chess, GameId::Martian, GameId::Hasami] {
            let mut app = app(lang);
            app.play(people(game));
            for width in [80, 100, 160, 220] {
                check(&app, width, 40);
            }
            let shown = footer(&app, 80, 24);
            assert_eq!(shown.last(), Some(&hint(lang, "?", msg!("key-help"))));
            assert!(
                shown.contains(&hint(lang, "q", msg!("key-menu"))),
                "{shown:?}"
            );
        }
    }
}

#[test]
fn the_load_screen_shows_all_its_keys_at_its_narrowest() {
    for lang in Lang::ALL {
        let mut app = app(lang);
        press(&mut app, KeyCode::Char('l'));
        assert_eq!(app.screen(), Screen::Load);
        let (narrowest, _) = app.minimum();
        check(&app, narrowest, 24);
        assert_eq!(footer(&app, narrowest, 24).len(), app.hints().len());
    }
}

/// Every screen and state with a footer that a local app reaches, in
/// `lang`, each with the context it is in.
fn local_states(lang: Lang) -> Vec<(Context, App)> {
    let pressed = |keys: &[KeyCode]| {
        let mut app = app(lang);
        for &key in keys {
            press(&mut app, key);
        }
        app
    };
    let playing = |keys: &[KeyCode]| {
        let mut app = app(lang);
        app.play(people(GameId::Chess));
        type_move(&mut app, "e4");
        for &key in keys {
            press(&mut app, key);
        }
        app
    };
    let settings_row = |field: Field| {
        let mut app = pressed(&[KeyCode::Char('s')]);
        let row = app.settings_fields().iter().position(|&f| f == field);
        for _ in 0..row.expect("a Settings row") {
            press(&mut app, KeyCode::Down);
        }
        press(&mut app, KeyCode::Enter);
        app
    };
    let over = {
        let mut app = app(lang);
        app.play(people(GameId::Chess));
        for mv in ["f3", "e5", "g4", "Qh4"] {
            type_move(&mut app, mv);
        }
        app
    };
    let mut watch = app(lang);
    watch.play(watched());
    let mut holding = app(lang);
    holding.play(against_computer());
    type_move(&mut holding, "d4");
    computer_plays(&mut holding, "e7e5");
    press(&mut holding, KeyCode::Enter);
    let mut promotion = app(lang);
    let options = Options::default();
    let position = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    promotion.play(NewGame {
        game: AnyGame::from_position(GameId::Chess, position, &options).expect("a position"),
        ..people(GameId::Chess)
    });
    pick_up_e7_to_e8(&mut promotion);
    let mut engine_form = settings_row(Field::Engines);
    press(&mut engine_form, KeyCode::Char('a'));
    vec![
        (Context::Menu, app(lang)),
        (Context::Setup, pressed(&[KeyCode::Char('n')])),
        (Context::Board, playing(&[])),
        (Context::Holding, holding),
        (Context::Prompt, playing(&[KeyCode::Char(':')])),
        (Context::SaveName, playing(&[KeyCode::Char('w')])),
        (Context::ExportPath, playing(&[KeyCode::Char('x')])),
        (Context::Promotion, promotion),
        (Context::Watch, watch),
        (Context::Over, over),
        (Context::Review, playing(&[KeyCode::Char('v')])),
        (Context::Position, playing(&[KeyCode::Char('p')])),
        (Context::Rules, pressed(&[KeyCode::Char('?')])),
        (Context::Settings, pressed(&[KeyCode::Char('s')])),
        (Context::Engines, settings_row(Field::Engines)),
        (Context::EngineForm, engine_form),
        (Context::Statistics, pressed(&[KeyCode::Char('t')])),
        (
            Context::Games,
            pressed(&[KeyCode::Char('t'), KeyCode::Char('g')]),
        ),
        (Context::Load, pressed(&[KeyCode::Char('l')])),
        (
            Context::ImportPath,
            pressed(&[KeyCode::Char('l'), KeyCode::Char('i')]),
        ),
        (Context::Confirm, playing(&[KeyCode::Char('R')])),
        (Context::About, pressed(&[KeyCode::Char('a')])),
    ]
}

/// Walks the cursor of an unflipped board to e7, picks the pawn up and
/// puts it on e8.
fn pick_up_e7_to_e8(app: &mut App) {
    loop {
        let at = app.session().expect("a game").cursor;
        let key = match (at.file.cmp(&4), at.rank.cmp(&6)) {
            (Ordering::Less, _) => KeyCode::Right,
            (Ordering::Greater, _) => KeyCode::Left,
            (_, Ordering::Less) => KeyCode::Up,
            (_, Ordering::Greater) => KeyCode::Down,
            _ => break,
        };
        press(app, key);
    }
    press(app, KeyCode::Enter);
    press(app, KeyCode::Up);
    press(app, KeyCode::Enter);
}

#[test]
fn every_local_footer_holds_at_its_narrowest_at_80_and_at_160_columns_in_each_language() {
    for lang in Lang::ALL {
        for (context, app) in local_states(lang) {
            assert_eq!(app.context(), context, "{lang:?}");
            let (narrowest, lowest) = app.minimum();
            check(&app, narrowest, lowest.max(24));
            check(&app, narrowest.max(80), lowest.max(24));
            check(&app, narrowest.max(160), lowest.max(50));
        }
    }
}

/// How many of a context's keys the line shows at `width` in `lang`,
/// all of them available.
fn shown_at(context: Context, lang: Lang, width: usize) -> usize {
    let all: Vec<&Binding> = keymap::listed(context).collect();
    hint_line(&all, lang, width)
        .iter()
        .filter(|hint| !hint.help)
        .count()
}

#[test]
fn at_80_columns_every_portuguese_footer_keeps_as_many_keys_as_the_english_one() {
    let fewer: Vec<String> = Context::PAGES
        .iter()
        .map(|&(context, _)| {
            let english = shown_at(context, Lang::English, 80);
            let portuguese = shown_at(context, Lang::Portuguese, 80);
            (context, english, portuguese)
        })
        .filter(|(_, english, portuguese)| portuguese < english)
        .map(|(context, english, portuguese)| format!("{context:?}: {english} -> {portuguese}"))
        .collect();
    assert!(fewer.is_empty(), "Portuguese shows fewer keys: {fewer:?}");
}

#[test]
fn every_context_s_line_is_whole_hints_and_ends_with_help_in_each_language() {
    for lang in Lang::ALL {
        for (context, _) in Context::PAGES {
            let all: Vec<&Binding> = keymap::listed(context).collect();
            let has_help = all.iter().any(|b| b.opens_help());
            for width in 30..=200 {
                let line = hint_line(&all, lang, width);
                let drawn: Vec<String> = line
                    .iter()
                    .map(|h| format!("{} {}", h.keys, h.does))
                    .collect();
                let columns = drawn.join(tabuleiro::ui::HINT_GAP).chars().count();
                assert!(
                    columns <= width || line.len() == 1,
                    "{lang:?} {context:?} at {width}: {drawn:?}"
                );
                if line.len() < all.len() && has_help {
                    assert!(line.last().is_some_and(|h| h.help), "{lang:?} {context:?}");
                }
            }
        }
    }
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
    app.hints().iter().any(|b| b.label(Lang::English) == label)
}

#[test]
fn against_the_computer_the_footer_lists_only_the_keys_that_act_now() {
    let mut app = app(Lang::English);
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
    for lang in Lang::ALL {
        let mut app = app(lang);
        app.play(watched());
        let (pause, resume) = (
            hint(lang, lang.plain(msg!("keys-space")), msg!("key-pause")),
            hint(lang, lang.plain(msg!("keys-space")), msg!("key-resume")),
        );
        let running = footer(&app, 220, 50);
        assert!(running.contains(&pause), "{running:?}");
        press(&mut app, KeyCode::Char(' '));
        let paused = footer(&app, 220, 50);
        assert!(paused.contains(&resume), "{paused:?}");
        assert!(!paused.contains(&pause), "{paused:?}");
        press(&mut app, KeyCode::Char(' '));
        assert!(!app.session().is_some_and(|s| s.paused()));
    }
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
            binding.label(Lang::English),
            binding.hint(Lang::English)
        );
    }
}

#[test]
fn every_key_the_footer_shows_acts() {
    // The cursor stays on d4, a pawn that can move.
    let your_turn = || {
        let mut app = app(Lang::English);
        app.play(against_computer());
        type_move(&mut app, "d4");
        computer_plays(&mut app, "e7e5");
        app
    };
    every_key_shown_acts("your turn", your_turn);
    let thinking = || {
        let mut app = app(Lang::English);
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
        let mut app = app(Lang::English);
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

/// Where `wanted` stands on the line, if shown.
fn place(shown: &[String], wanted: &str) -> Option<usize> {
    shown.iter().position(|h| h == wanted)
}

/// Resigning, a draw and taking back show, before any other key but the
/// cursor's, the pick's and the way out.
fn ending_keys_first(app: &App, width: u16, height: u16, takeback: Msg) {
    let lang = app.lang();
    check(app, width, height);
    let shown = footer(app, width, height);
    let wanted = [
        hint(lang, "R", msg!("key-resign")),
        hint(lang, "d", msg!("key-offer-draw")),
        hint(lang, "u", takeback),
    ];
    for key in &wanted {
        assert!(shown.contains(key), "{lang:?} {width}: {key} in {shown:?}");
    }
    let last = wanted.iter().filter_map(|k| place(&shown, k)).max();
    for later in [
        hint(lang, "w", msg!("key-save-as")),
        hint(lang, "x", msg!("key-export")),
        hint(lang, "p", msg!("key-position")),
        hint(lang, ":", msg!("key-type-move")),
    ] {
        if let Some(at) = place(&shown, &later) {
            assert!(
                Some(at) > last,
                "{lang:?} {width}: {later} first in {shown:?}"
            );
        }
    }
}

#[test]
fn a_local_game_s_footer_shows_resign_draw_and_undo_first_from_80_columns() {
    for lang in Lang::ALL {
        let mut app = app(lang);
        app.play(people(GameId::Chess));
        type_move(&mut app, "e4");
        for width in [80, 100, 120] {
            ending_keys_first(&app, width, 30, msg!("key-undo"));
        }
    }
}

/// Ana and Ben in a room's game of chess, each reading `lang`, a move
/// each made; and Carol watching.
fn room_game(lang: Lang) -> (Visitors, [usize; 3]) {
    let mut world = Visitors::new(Rooms::new(8, Arc::new(|_: &str| {})), Instant::now());
    let ana = world.arrive(1, "ana", lang, None);
    // Mode: Human vs Computer -> Human vs Human, the second seat open.
    for key in [
        KeyCode::Char('n'),
        KeyCode::Down,
        KeyCode::Left,
        KeyCode::Enter,
    ] {
        world.press(ana, key);
    }
    let ben = world.arrive(2, "ben", lang, Some("r1"));
    world.type_move(ana, "e2e4");
    world.type_move(ben, "e7e5");
    let carol = world.arrive(3, "carol", lang, Some("r1"));
    (world, [ana, ben, carol])
}

#[test]
fn a_room_game_s_footer_shows_resign_draw_and_takeback_first_at_80_100_and_120_columns() {
    for lang in Lang::ALL {
        let (world, [ana, _, carol]) = room_game(lang);
        assert_eq!(world.app(ana).context(), Context::Room);
        for width in [80, 100, 120] {
            ending_keys_first(world.app(ana), width, 30, msg!("key-takeback"));
            check(world.app(carol), width, 30);
        }
    }
}

#[test]
fn a_watcher_s_footer_offers_no_rematch_when_the_room_s_game_ends() {
    for lang in Lang::ALL {
        let (mut world, [ana, ben, carol]) = room_game(lang);
        world.press(ben, KeyCode::Char('R'));
        world.press(ben, KeyCode::Char('y'));
        let rematch = hint(lang, "a", msg!("key-rematch"));
        assert!(footer(world.app(ana), 120, 30).contains(&rematch));
        let watched = footer(world.app(carol), 120, 30);
        assert!(!watched.contains(&rematch), "{lang:?}: {watched:?}");
        assert!(
            watched.contains(&hint(lang, "v", msg!("key-review"))),
            "{watched:?}"
        );
    }
}
