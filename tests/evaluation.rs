//! The one evaluation of the game screen: from player 1's side and said
//! so, from the last search of the position shown (the computer's own, or
//! a background analysis that gives way to every other search), cleared
//! when the position changes, and shown as the setting says.

mod app_support;

use app_support::{analysed, app, people, press, screen, type_move};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Bot, Level, Report, Score, SearchInfo, Task};
use tabuleiro::app::session::{Evaluation, NewGame, PlayerKind};
use tabuleiro::app::settings::{EvaluationShown, Settings, SettingsFile};
use tabuleiro::app::{App, Effect, Event};
use tabuleiro::games::{AnyGame, GameId, Options};

fn against_computer() -> NewGame {
    let options = Options::default();
    let game = AnyGame::new(GameId::Chess, &options);
    NewGame::against(
        game,
        options,
        "Ana",
        PlayerKind::Computer(Bot::Engine(Level::Medium)),
    )
}

fn with_evaluation(shown: EvaluationShown) -> App {
    App::new(
        Settings {
            evaluation: shown,
            ..Settings::default()
        },
        app_support::SEED,
    )
}

fn thinking(app: &App) -> (u64, Task) {
    let thinking = app
        .session()
        .and_then(|s| s.thinking())
        .expect("a search under way");
    (thinking.ticket, thinking.task)
}

fn analyses(effects: &[Effect]) -> bool {
    effects
        .iter()
        .any(|e| matches!(e, Effect::Think(r) if r.task == Task::Analyse))
}

fn evaluation(app: &App) -> Option<Evaluation> {
    app.session().and_then(|s| s.evaluation())
}

fn row_with(text: &str, needle: &str) -> String {
    text.lines()
        .find(|row| row.contains(needle))
        .unwrap_or_else(|| panic!("no row with {needle:?} in\n{text}"))
        .to_string()
}

/// The computer (Black) says +1.20 for itself: that is -1.20 for White,
/// on the evaluation row and on the thinking line alike.
fn black_searches(app: &mut App) -> u64 {
    type_move(app, "e4");
    let (ticket, task) = thinking(app);
    assert_eq!(task, Task::Move);
    app.handle(Event::Ai(Report::Progress {
        ticket,
        info: SearchInfo {
            depth: 5,
            score: Score::Points(120),
            nodes: 12_000,
            nps: 100_000,
            pv: vec!["e7e5".into()],
        },
    }));
    ticket
}

#[test]
fn the_evaluation_is_white_s_view_when_black_is_to_move() {
    let mut app = app();
    app.play(against_computer());
    black_searches(&mut app);
    assert_eq!(evaluation(&app), Some(Evaluation::Points(-120)));
    let text = screen(&app, 120, 40);
    assert!(row_with(&text, "Eval (White)").ends_with("-1.20"), "{text}");
    assert!(
        row_with(&text, "d5 -1.20 12k nodes").contains("e5"),
        "{text}"
    );
}

#[test]
fn the_computer_s_evaluation_stays_after_its_move_and_undo_clears_it() {
    let mut app = app();
    app.play(against_computer());
    let ticket = black_searches(&mut app);
    app.handle(Event::Ai(Report::Done {
        ticket,
        mv: "e7e5".into(),
        info: None,
    }));
    assert_eq!(
        evaluation(&app),
        Some(Evaluation::Points(-120)),
        "the value of the position after the move it chose"
    );
    let effects = press(&mut app, KeyCode::Char('u'));
    assert_eq!(evaluation(&app), None, "the old number is gone");
    let text = screen(&app, 120, 40);
    assert!(row_with(&text, "Eval (White)").ends_with('…'), "{text}");
    assert!(analyses(&effects), "recomputed: {effects:?}");
    analysed(&mut app, Score::Points(25));
    assert_eq!(evaluation(&app), Some(Evaluation::Points(25)));
}

#[test]
fn between_two_people_a_background_analysis_gives_the_evaluation() {
    let mut app = app();
    let effects = app.play(people(GameId::Chess));
    assert!(analyses(&effects), "{effects:?}");
    assert_eq!(evaluation(&app), None);
    analysed(&mut app, Score::Points(35));
    assert_eq!(evaluation(&app), Some(Evaluation::Points(35)));
    assert!(row_with(&screen(&app, 120, 40), "Eval (White)").ends_with("+0.35"));

    // After a move the old value goes and Black's position is analysed.
    let effects = type_move(&mut app, "e4");
    assert!(analyses(&effects), "{effects:?}");
    assert_eq!(evaluation(&app), None);
    analysed(&mut app, Score::Points(35));
    assert_eq!(
        evaluation(&app),
        Some(Evaluation::Points(-35)),
        "Black's +0.35 is White's -0.35"
    );

    // While it runs, the thinking line gives its score, not its moves.
    type_move(&mut app, "e5");
    let (ticket, _) = thinking(&app);
    app.handle(Event::Ai(Report::Progress {
        ticket,
        info: SearchInfo {
            depth: 9,
            score: Score::Points(40),
            nodes: 30_000,
            nps: 300_000,
            pv: vec!["g1f3".into(), "b8c6".into()],
        },
    }));
    let row = row_with(&screen(&app, 120, 40), "d9 +0.40 30k nodes");
    assert!(!row.contains("Nf3"), "no free hint: {row}");
}

#[test]
fn a_hint_takes_the_worker_from_the_analysis_and_a_move_takes_the_hint_s_place() {
    let mut app = app();
    app.play(people(GameId::Chess));
    let effects = press(&mut app, KeyCode::Char('t'));
    assert!(
        matches!(effects.as_slice(), [Effect::Stop, Effect::Think(r)] if r.task == Task::Hint),
        "{effects:?}"
    );
    // A move played before the hint came stops it: it was for the old
    // position. The new one is analysed.
    let effects = type_move(&mut app, "d4");
    assert!(
        matches!(effects.as_slice(), [Effect::Stop, Effect::Think(r)] if r.task == Task::Analyse),
        "{effects:?}"
    );
}

#[test]
fn the_computer_s_move_stops_an_analysis() {
    // The computer moves second: while Ana thinks her position is
    // analysed, and her move hands the worker to the computer.
    let mut app = app();
    let effects = app.play(against_computer());
    assert!(analyses(&effects), "{effects:?}");
    let effects = type_move(&mut app, "e4");
    assert!(
        matches!(effects.as_slice(), [Effect::Stop, Effect::Think(r)] if r.task == Task::Move),
        "{effects:?}"
    );
}

#[test]
fn a_reviewed_position_is_analysed() {
    let mut app = app();
    app.play(people(GameId::Chess));
    analysed(&mut app, Score::Points(10));
    type_move(&mut app, "e4");
    analysed(&mut app, Score::Points(-30));
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(
        evaluation(&app),
        Some(Evaluation::Points(30)),
        "the last ply"
    );
    let effects = press(&mut app, KeyCode::Left);
    assert_eq!(evaluation(&app), None, "the start was not kept");
    assert!(analyses(&effects), "{effects:?}");
    let session = app.session().expect("a game");
    let (_, task) = thinking(&app);
    assert_eq!(task, Task::Analyse);
    assert_eq!(session.board().ply_count(), 0);
    analysed(&mut app, Score::Points(15));
    assert_eq!(evaluation(&app), Some(Evaluation::Points(15)));
}

#[test]
fn against_the_computer_only_hides_it_between_people_and_never_hides_it_always() {
    let mut app = with_evaluation(EvaluationShown::AgainstComputer);
    let effects = app.play(people(GameId::Chess));
    assert!(effects.is_empty(), "no analysis: {effects:?}");
    assert!(!screen(&app, 120, 40).contains("Eval ("));
    let effects = type_move(&mut app, "e4");
    assert!(effects.is_empty(), "{effects:?}");

    let mut app = with_evaluation(EvaluationShown::AgainstComputer);
    app.play(against_computer());
    black_searches(&mut app);
    assert!(row_with(&screen(&app, 120, 40), "Eval (White)").ends_with("-1.20"));

    let mut app = with_evaluation(EvaluationShown::Never);
    let effects = app.play(against_computer());
    assert!(!analyses(&effects), "{effects:?}");
    black_searches(&mut app);
    let text = screen(&app, 120, 40);
    assert!(!text.contains("Eval ("), "{text}");
    assert!(
        !text.contains("1.20"),
        "nor the thinking line's score: {text}"
    );
    assert!(row_with(&text, "d5 12k nodes").contains("e5"), "{text}");
}

#[test]
fn the_setting_is_saved_and_old_files_load() {
    let settings = Settings {
        evaluation: EvaluationShown::AgainstComputer,
        ..Settings::default()
    };
    let text = toml::to_string(&SettingsFile::new(settings.clone())).expect("writes");
    assert!(text.contains("evaluation = \"against-computer\""), "{text}");
    let back: SettingsFile = toml::from_str(&text).expect("reads");
    assert_eq!(back.settings, settings);

    let old: SettingsFile = toml::from_str("version = 1\nbell = true\n").expect("loads");
    assert_eq!(old.settings.evaluation, EvaluationShown::Always);
    assert!(old.settings.bell);
}

#[test]
fn the_settings_screen_steps_through_the_three_choices() {
    use tabuleiro::app::settings::Field;
    let mut settings = Settings::default();
    let seen: Vec<String> = (0..3)
        .map(|_| {
            settings.change(Field::Evaluation, true);
            settings.value(Field::Evaluation)
        })
        .collect();
    assert_eq!(seen, ["vs computer", "never", "always"]);
}
