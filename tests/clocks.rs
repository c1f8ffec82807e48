//! Clocks (RULES.md "Clocks"): a flag fall ends each game with the right
//! result, no clock runs before each side has made its first move, the
//! game screen runs the mover's clock only while the game is on screen,
//! undo and Continue put the clocks back where they stood, the computer
//! is told its clock, and New game offers the time controls.

use crate::app_support;

use std::time::{Duration, Instant};

use app_support::{
    OnDisk, app, open_on_disk, people, press, press_saved, quit_saved, screen, type_move,
    type_move_with, type_text,
};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Bot, ClockLeft, Level};
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::settings::Settings;
use tabuleiro::app::setup::Field;
use tabuleiro::app::{App, Effect, Event, FileRequest, Screen, text};
use tabuleiro::games::{AnyGame, End, GameId, Options, Outcome, Reason, Side, Status, TimeControl};
use tabuleiro::i18n::Lang;
use tabuleiro::storage::Paths;

const MINUTE: TimeControl = TimeControl::minutes(1, 0);

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// The side to move's flag falls in `position` of `game`.
fn flag(game: GameId, position: Option<&str>) -> Status {
    let options = Options::default();
    let mut game = match position {
        Some(text) => AnyGame::from_position(game, text, &options).expect("a valid position"),
        None => AnyGame::new(game, &options),
    };
    game.time_out()
}

#[test]
fn a_flag_fall_loses_in_every_game_where_the_other_side_can_win() {
    for id in GameId::ALL {
        let game = AnyGame::new(id, &Options::default());
        let loser = game.side_to_move();
        assert_eq!(
            flag(id, None),
            Status::Over(End::win(loser.opponent(), Reason::Time)),
            "{id}"
        );
    }
}

#[test]
fn in_chess_a_flag_against_a_bare_king_or_one_minor_piece_draws() {
    let draw = Status::Over(End::draw(Reason::Time));
    let white_wins = Status::Over(End::win(Side::One, Reason::Time));
    // Black to move flags; White has only what the position gives.
    let cases = [
        ("4k3/p7/8/8/8/8/8/4K3 b - - 0 1", draw),
        ("r3k3/8/8/8/8/8/8/2B1K3 b - - 0 1", draw),
        ("r3k3/8/8/8/8/8/8/1N2K3 b - - 0 1", draw),
        ("4k3/8/8/8/8/8/8/R3K3 b - - 0 1", white_wins),
        ("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", white_wins),
        ("4k3/8/8/8/8/8/8/1NN1K3 b - - 0 1", white_wins),
        ("4k3/8/8/8/8/8/8/1NB1K3 b - - 0 1", white_wins),
    ];
    for (position, status) in cases {
        assert_eq!(flag(GameId::Chess, Some(position)), status, "{position}");
    }
}

#[test]
fn a_flag_that_draws_is_told_in_words() {
    let mut game = AnyGame::from_position(
        GameId::Chess,
        "4k3/p7/8/8/8/8/8/4K3 b - - 0 1",
        &Options::default(),
    )
    .expect("a valid position");
    let Status::Over(end) = game.time_out() else {
        panic!("the flag ends the game");
    };
    assert_eq!(
        text::game_result(Lang::English, &game, end),
        "Draw: Black's time ran out, but White cannot win"
    );
}

#[test]
fn in_racing_kings_a_flag_against_a_bare_king_or_one_minor_piece_draws() {
    let draw = Status::Over(End::draw(Reason::Time));
    let cases = [
        ("8/8/8/8/8/8/k6K/8 w - - 0 1", draw),
        ("8/8/8/8/8/8/k6K/1b6 w - - 0 1", draw),
        ("8/8/8/8/8/8/k6K/1n6 w - - 0 1", draw),
        (
            "8/8/8/8/8/8/k6K/1r6 w - - 0 1",
            Status::Over(End::win(Side::Two, Reason::Time)),
        ),
        (
            "8/8/8/8/8/8/k6K/6Q1 b - - 0 1",
            Status::Over(End::win(Side::One, Reason::Time)),
        ),
    ];
    for (position, status) in cases {
        assert_eq!(
            flag(GameId::RacingKings, Some(position)),
            status,
            "{position}"
        );
    }
}

#[test]
fn a_flag_is_told_in_words_and_undo_takes_it_back() {
    let mut game = AnyGame::new(GameId::Hasami, &Options::default());
    game.play_text("a1a2").expect("a legal move");
    let Status::Over(end) = game.time_out() else {
        panic!("the flag ends the game");
    };
    assert_eq!(end.outcome, Outcome::Win(Side::One));
    assert_eq!(
        text::game_result(Lang::English, &game, end),
        "Black wins: White's time ran out"
    );
    assert!(game.play_text("a9a8").is_err(), "no move after the flag");
    assert!(game.undo());
    assert_eq!(game.status(), Status::Ongoing);
}

/// An app at a game on a one-minute clock, its time started at `t0`.
fn on_clock(new: NewGame) -> (App, Instant, Vec<Effect>) {
    let mut app = app();
    let effects = app.play_on_clock(new, MINUTE);
    let t0 = Instant::now();
    app.handle_at(Event::Tick, t0);
    (app, t0, effects)
}

/// Both sides make their first move, which no clock counts (RULES.md
/// "Clocks"): the clocks run from the third ply on.
fn first_moves(app: &mut App, moves: [&str; 2]) {
    for mv in moves {
        type_move(app, mv);
    }
}

fn readings(app: &App) -> [Duration; 2] {
    app.session()
        .and_then(|s| s.clock())
        .expect("a clock")
        .readings()
}

#[test]
fn the_first_move_of_each_side_is_free_of_the_clock() {
    let (mut app, t0, _) = on_clock(people(GameId::Chess));
    assert_eq!(app.clock_running(), None, "nobody has moved");
    app.handle_at(Event::Tick, t0 + secs(10));
    type_move(&mut app, "e2e4");
    assert_eq!(app.clock_running(), None, "Black has not moved yet");
    app.handle_at(Event::Tick, t0 + secs(25));
    type_move(&mut app, "e7e5");
    assert_eq!(readings(&app), [secs(60), secs(60)]);
    assert_eq!(app.clock_running(), Some(Side::One));
    app.handle_at(Event::Tick, t0 + secs(32));
    type_move(&mut app, "g1f3");
    assert_eq!(readings(&app), [secs(53), secs(60)], "the third ply costs");
}

#[test]
fn the_mover_s_clock_runs_and_a_flag_ends_the_game_with_a_message() {
    let (mut app, t0, _) = on_clock(people(GameId::Chess));
    first_moves(&mut app, ["e2e4", "e7e5"]);
    app.handle_at(Event::Tick, t0 + secs(10));
    assert_eq!(readings(&app), [secs(50), secs(60)]);
    type_move(&mut app, "g1f3");
    app.handle_at(Event::Tick, t0 + secs(25));
    assert_eq!(readings(&app), [secs(50), secs(45)]);
    let shown = screen(&app, 100, 30);
    assert!(shown.contains("0:50"), "{shown}");
    assert!(shown.contains("0:45"), "{shown}");

    let effects = app.handle_at(Event::Tick, t0 + secs(70));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Files(FileRequest::ClearAutosave))),
        "a game lost on time is not continued: {effects:?}"
    );
    let session = app.session().expect("the game");
    assert_eq!(
        session.game().status(),
        Status::Over(End::win(Side::One, Reason::Time))
    );
    assert!(!app.wants_ticks(), "no clock runs after the flag");
    let shown = screen(&app, 100, 30);
    assert!(
        shown.contains("White wins: Black's time ran out"),
        "{shown}"
    );
    assert!(shown.contains("0:00.0"), "{shown}");
}

#[test]
fn no_clock_runs_off_the_game_screen_or_behind_a_question_or_in_review() {
    let (mut app, t0, _) = on_clock(people(GameId::Chess));
    first_moves(&mut app, ["e2e4", "e7e5"]);
    app.handle_at(Event::Tick, t0 + secs(5));
    press(&mut app, KeyCode::Char('v'));
    app.handle_at(Event::Tick, t0 + secs(20));
    let session = app.session().expect("a game");
    assert_eq!(session.clock_running(), None, "review stops the clock");
    press(&mut app, KeyCode::Esc);
    assert_eq!(readings(&app), [secs(55), secs(60)]);

    press(&mut app, KeyCode::Char('q'));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.screen(), Screen::Menu);
    app.handle_at(Event::Tick, t0 + secs(100));
    assert!(!app.wants_ticks());
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.screen(), Screen::Game);
    app.handle_at(Event::Tick, t0 + secs(101));
    assert_eq!(readings(&app), [secs(54), secs(60)]);
    assert!(app.wants_ticks(), "the clock on screen ticks");
}

#[test]
fn a_clock_stopped_behind_a_question_is_not_shown_running() {
    let mut app = App::new(
        Settings {
            confirm_quit: true,
            ..Settings::default()
        },
        1,
    );
    app.play_on_clock(people(GameId::Chess), MINUTE);
    let t0 = Instant::now();
    app.handle_at(Event::Tick, t0);
    first_moves(&mut app, ["e2e4", "e7e5"]);
    type_move(&mut app, "g1f3");
    assert_eq!(app.clock_running(), Some(Side::Two));
    press(&mut app, KeyCode::Char('q'));
    assert!(app.confirm().is_some(), "leaving the game asks first");
    assert_eq!(app.clock_running(), None);
    app.handle_at(Event::Tick, t0 + secs(30));
    assert_eq!(readings(&app), [secs(60), secs(60)]);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.clock_running(), Some(Side::Two));
}

#[test]
fn undo_puts_the_clocks_back_as_they_were_at_that_move() {
    let (mut app, t0, _) = on_clock(people(GameId::Martian));
    let play_first = |app: &mut App| {
        let first = app.session().expect("game").game().legal_moves()[0].clone();
        type_move(app, &first);
    };
    // The first two plies are free of the clock.
    play_first(&mut app);
    play_first(&mut app);
    app.handle_at(Event::Tick, t0 + secs(4));
    play_first(&mut app);
    app.handle_at(Event::Tick, t0 + secs(10));
    play_first(&mut app);
    app.handle_at(Event::Tick, t0 + secs(13));
    assert_eq!(readings(&app), [secs(53), secs(54)]);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(readings(&app), [secs(56), secs(60)]);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(readings(&app), [secs(60), secs(60)]);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.clock_running(), None, "back before Black's first move");
}

#[test]
fn the_computer_is_told_its_clock() {
    let options = Options::default();
    let new = NewGame {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        players: [
            Player {
                name: "Computer".into(),
                kind: PlayerKind::Computer(Bot::Engine(Level::Master)),
            },
            Player {
                name: "Ana".into(),
                kind: PlayerKind::Human,
            },
        ],
    };
    let (_, _, effects) = on_clock(new);
    let request = effects
        .iter()
        .find_map(|e| match e {
            Effect::Think(request) => Some(request),
            _ => None,
        })
        .expect("the computer starts thinking");
    assert_eq!(
        request.limits.clock,
        Some(ClockLeft {
            left: secs(60),
            increment: Duration::ZERO,
            moves_to_go: None,
        })
    );
    assert_eq!(request.limits.movetime, None, "the clock sets the budget");
}

fn temp_paths(dir: &tempfile::TempDir) -> Paths {
    Paths::new(dir.path().join("config"), dir.path().join("data"))
}

#[test]
fn clocks_are_saved_and_continue_where_they_stood() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    {
        let OnDisk { mut files, mut app } = open_on_disk(&paths);
        app.play_on_clock(people(GameId::Chess), TimeControl::minutes(3, 2));
        let t0 = Instant::now();
        app.handle_at(Event::Tick, t0);
        type_move_with(&mut app, &mut files, "e2e4");
        type_move_with(&mut app, &mut files, "e7e5");
        app.handle_at(Event::Tick, t0 + secs(7));
        type_move_with(&mut app, &mut files, "g1f3");
        app.handle_at(Event::Tick, t0 + secs(10));
        // Asked first; a second Ctrl-C quits.
        quit_saved(&mut app, &mut files);
        quit_saved(&mut app, &mut files);
    }
    let OnDisk { mut files, mut app } = open_on_disk(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('c'));
    assert_eq!(app.screen(), Screen::Game);
    // Each first move added its increment without costing time.
    assert_eq!(readings(&app), [secs(177), secs(179)]);
    // Time the app spent closed does not count; time on screen does.
    let t1 = Instant::now();
    app.handle_at(Event::Tick, t1);
    app.handle_at(Event::Tick, t1 + secs(2));
    assert_eq!(readings(&app), [secs(177), secs(177)]);
    // Undo still knows the readings from before the save.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(readings(&app), [secs(182), secs(182)]);
}

#[test]
fn a_game_saved_without_a_clock_continues_without_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    {
        let OnDisk { mut files, mut app } = open_on_disk(&paths);
        app.play(people(GameId::Hasami));
        type_move_with(&mut app, &mut files, "a1a2");
        quit_saved(&mut app, &mut files);
    }
    let saved = std::fs::read_to_string(paths.current_game()).expect("the autosave");
    assert!(!saved.contains("clock"), "{saved}");
    let OnDisk { mut files, mut app } = open_on_disk(&paths);
    press_saved(&mut app, &mut files, KeyCode::Char('c'));
    assert!(app.session().expect("the game").clock().is_none());
}

/// Opens New game and moves to its Clock row.
fn to_clock_row(app: &mut App) {
    press(app, KeyCode::Char('n'));
    while app.setup().field() != Field::Clock {
        press(app, KeyCode::Down);
    }
}

#[test]
fn new_game_offers_no_clock_the_presets_and_a_custom_one() {
    let mut app = app();
    to_clock_row(&mut app);
    assert_eq!(app.setup().value(Lang::English, Field::Clock), "none");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.setup().value(Lang::English, Field::Clock), "3+2");
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("Clock") && shown.contains("◀ 3+2 ▶"),
        "{shown}"
    );
    press(&mut app, KeyCode::Enter);
    let clock = app.session().and_then(|s| s.clock()).expect("a clock");
    assert_eq!(clock.control(), TimeControl::minutes(3, 2));

    let mut app = tabuleiro::app::App::new(Default::default(), 1);
    to_clock_row(&mut app);
    // A local game is played at one sitting: no days per move.
    for _ in 0..TimeControl::PRESETS.len() + 1 {
        press(&mut app, KeyCode::Right);
        assert!(
            !app.setup()
                .value(Lang::English, Field::Clock)
                .contains("day")
        );
    }
    assert_eq!(app.setup().value(Lang::English, Field::Clock), "custom");
    press(&mut app, KeyCode::Down);
    assert_eq!(app.setup().field(), Field::ClockBase);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "0");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Setup, "no time, no game");
    let error = app.setup().error.clone().expect("the reason");
    assert_eq!(error, "Base minutes: the base time must be more than 0");
    type_text(&mut app, "1.5");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "0.5");
    press(&mut app, KeyCode::Enter);
    let clock = app.session().and_then(|s| s.clock()).expect("a clock");
    assert_eq!(clock.control().allowance(), secs(90));
    assert_eq!(clock.control().increment(), Duration::from_millis(500));
}
