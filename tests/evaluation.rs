//! The one evaluation of the game screen: from player 1's side and said
//! so, from the background analysis of the position shown (never the
//! computer's own search nor a hint's), kept by position so the same
//! position shows the same value, and shown as the setting says.

use crate::app_support;

use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use app_support::{analysed, app, people, press, screen, type_move};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::evaluation::{ANALYSIS_BOT, analysis_limits};
use tabuleiro::ai::{Bot, Level, Report, Request, Score, SearchInfo, Task, Worker};
use tabuleiro::app::session::{Evaluation, NewGame, Player, PlayerKind};
use tabuleiro::app::settings::{EvaluationShown, Settings, SettingsFile};
use tabuleiro::app::{App, Effect, Event};
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::i18n::Lang;

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

/// The computer (Black) says +1.20 for itself: -1.20 for White on its
/// thinking line.
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
fn the_computer_s_own_search_is_on_its_thinking_line_not_the_evaluation_row() {
    let mut app = app();
    app.play(against_computer());
    black_searches(&mut app);
    assert_eq!(evaluation(&app), None);
    let text = screen(&app, 120, 40);
    assert!(row_with(&text, "Eval (White)").ends_with('…'), "{text}");
    assert!(
        row_with(&text, "d5 -1.20 12k nodes").contains("e5"),
        "{text}"
    );
}

#[test]
fn the_thinking_line_counts_nodes_in_the_reader_s_words() {
    let mut app = app();
    app.set_locale(tabuleiro::i18n::Lang::Portuguese);
    app.play(against_computer());
    black_searches(&mut app);
    let text = screen(&app, 120, 40);
    assert!(row_with(&text, "d5 -1,20 12k nós").contains("e5"), "{text}");
    assert!(!text.contains("nodes"), "{text}");
}

#[test]
fn the_computer_s_move_leaves_its_score_off_the_bar_and_undo_redo_keep_values() {
    let mut app = app();
    app.play(against_computer());
    let ticket = black_searches(&mut app);
    let effects = app.handle(Event::Ai(Report::Done {
        ticket,
        mv: "e7e5".into(),
        info: Some(SearchInfo {
            depth: 5,
            score: Score::Points(120),
            nodes: 12_000,
            nps: 100_000,
            pv: vec!["e7e5".into()],
        }),
    }));
    assert_eq!(evaluation(&app), None, "not the computer's own score");
    // The analysis starts once the move's animation is over.
    let mut effects = effects;
    for _ in 0..100 {
        if analyses(&effects) || !app.wants_ticks() {
            break;
        }
        effects = app.handle(Event::Tick);
    }
    assert!(
        analyses(&effects),
        "the new position is analysed: {effects:?}"
    );
    analysed(&mut app, Score::Points(25));
    assert_eq!(evaluation(&app), Some(Evaluation::Points(25)));

    // Undo goes back to the start, never analysed to its end.
    let effects = press(&mut app, KeyCode::Char('u'));
    assert_eq!(evaluation(&app), None);
    assert!(analyses(&effects), "{effects:?}");
    analysed(&mut app, Score::Points(30));
    // Redo comes back to a position whose value is known: at once.
    let effects = press(&mut app, KeyCode::Char('U'));
    assert_eq!(evaluation(&app), Some(Evaluation::Points(25)));
    assert!(!analyses(&effects), "{effects:?}");
    let text = screen(&app, 120, 40);
    assert!(row_with(&text, "Eval (White)").ends_with("+0.25"), "{text}");
}

#[test]
fn the_same_position_shows_the_same_value_after_undo_redo_and_a_hint() {
    let mut app = app();
    app.play(people(GameId::Chess));
    analysed(&mut app, Score::Points(20));
    type_move(&mut app, "e4");
    analysed(&mut app, Score::Points(-35));
    type_move(&mut app, "Nc6");
    analysed(&mut app, Score::Points(44));
    let after_nc6 = evaluation(&app);
    assert_eq!(after_nc6, Some(Evaluation::Points(44)));

    press(&mut app, KeyCode::Char('u'));
    assert_eq!(evaluation(&app), Some(Evaluation::Points(35)), "after 1.e4");
    let effects = press(&mut app, KeyCode::Char('U'));
    assert_eq!(evaluation(&app), after_nc6);
    assert!(!analyses(&effects), "nothing to analyse again: {effects:?}");

    // The hint is the analysis's move: where the analysis valued the
    // position, at once, with no search, and the value stays.
    let effects = press(&mut app, KeyCode::Char('t'));
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Think(_))),
        "{effects:?}"
    );
    let session = app.session().expect("a game");
    let best = session.game().legal_squares()[0];
    assert_eq!(session.hint(), Some(best), "the analysis's move");
    assert_eq!(evaluation(&app), after_nc6);
    let text = screen(&app, 120, 40);
    assert!(row_with(&text, "Eval (White)").ends_with("+0.44"), "{text}");
}

#[test]
fn a_hint_is_searched_as_the_analysis_and_its_value_kept() {
    let mut app = app();
    app.play(people(GameId::Chess));
    let effects = press(&mut app, KeyCode::Char('t'));
    let hint = effects.iter().find_map(|e| match e {
        Effect::Think(r) if r.task == Task::Hint => Some(r),
        _ => None,
    });
    let hint = hint.expect("a hint searched");
    assert_eq!(
        (hint.bot, hint.limits),
        (ANALYSIS_BOT, analysis_limits()),
        "the analysis's search"
    );
    let ticket = hint.ticket;
    app.handle(Event::Ai(Report::Done {
        ticket,
        mv: "d2d4".into(),
        info: Some(SearchInfo {
            depth: 9,
            score: Score::Points(30),
            nodes: 3_000,
            nps: 100_000,
            pv: vec!["d2d4".into()],
        }),
    }));
    assert_eq!(evaluation(&app), Some(Evaluation::Points(30)));
    assert!(screen(&app, 120, 40).contains("Hint: d4"));
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
fn a_reviewed_position_is_analysed_once() {
    let mut app = app();
    app.play(people(GameId::Chess));
    // The start's analysis is stopped by the move before it ends.
    type_move(&mut app, "e4");
    analysed(&mut app, Score::Points(-30));
    // Review analyses the whole game: the start at once.
    let effects = press(&mut app, KeyCode::Char('v'));
    assert!(analyses(&effects), "{effects:?}");
    assert_eq!(
        evaluation(&app),
        Some(Evaluation::Points(30)),
        "the last ply"
    );
    press(&mut app, KeyCode::Left);
    assert_eq!(evaluation(&app), None, "the start was never analysed");
    let (_, task) = thinking(&app);
    assert_eq!(task, Task::Analyse);
    assert_eq!(app.session().expect("a game").board().ply_count(), 0);
    analysed(&mut app, Score::Points(15));
    assert_eq!(evaluation(&app), Some(Evaluation::Points(15)));
    let effects = press(&mut app, KeyCode::Right);
    assert_eq!(evaluation(&app), Some(Evaluation::Points(30)), "kept");
    assert!(!analyses(&effects), "{effects:?}");
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
    let effects = app.play(against_computer());
    assert!(analyses(&effects), "{effects:?}");
    analysed(&mut app, Score::Points(-120));
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
            settings.value(Field::Evaluation, Lang::English)
        })
        .collect();
    assert_eq!(seen, ["vs computer", "never", "always"]);
}

/// The score a real worker gives for `request`, searched afresh.
fn searched(worker: &mut Worker, reports: &Receiver<Report>, request: &Request) -> Score {
    worker.submit(request.clone());
    loop {
        match reports.recv_timeout(Duration::from_secs(30)) {
            Ok(Report::Done { info, .. }) => return info.expect("a search's score").score,
            Ok(_) => {}
            Err(_) => panic!("the worker did not answer"),
        }
    }
}

#[test]
fn the_analysis_is_of_fixed_strength_two_searches_give_one_value() {
    let mut app = app();
    app.play(people(GameId::Chess));
    type_move(&mut app, "e4");
    let effects = type_move(&mut app, "Nc6");
    let request = effects
        .into_iter()
        .find_map(|e| match e {
            Effect::Think(request) if request.task == Task::Analyse => Some(*request),
            _ => None,
        })
        .expect("an analysis");
    let (sender, reports) = mpsc::channel();
    let mut worker = Worker::spawn(move |report| {
        let _ = sender.send(report);
    });
    let first = searched(&mut worker, &reports, &request);
    let again = Request {
        ticket: request.ticket + 1,
        seed: request.seed + 1,
        ..request.clone()
    };
    assert_eq!(searched(&mut worker, &reports, &again), first);
}

#[test]
fn between_two_computers_the_evaluation_is_found_while_a_move_travels() {
    let mut app = app();
    let options = Options::default();
    let computer = |name: &str| Player {
        name: name.into(),
        kind: PlayerKind::Computer(Bot::Engine(Level::Easy)),
    };
    app.play(NewGame {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        players: [computer("One"), computer("Two")],
    });
    let (ticket, task) = thinking(&app);
    assert_eq!(task, Task::Move);
    let effects = app.handle(Event::Ai(Report::Done {
        ticket,
        mv: "e2e4".into(),
        info: None,
    }));
    assert!(analyses(&effects), "{effects:?}");
    analysed(&mut app, Score::Points(-30));
    assert_eq!(evaluation(&app), Some(Evaluation::Points(30)));
    let text = screen(&app, 120, 40);
    assert!(row_with(&text, "Eval (White)").ends_with("+0.30"), "{text}");
}
