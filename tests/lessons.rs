//! Lessons driven by keys: opened from the How-to-play page, every step
//! of every lesson done with moves the rules judge right, wrong moves
//! explained and taken back, progress kept, and a step drawn.

use ratatui::crossterm::event::KeyCode;
use tabuleiro::app::session::{Note, Standing};
use tabuleiro::app::{App, Screen};
use tabuleiro::games::{AnyGame, GameId};
use tabuleiro::i18n::Lang;
use tabuleiro::learn::Verdict;
use tabuleiro::learn::lesson::{Lesson, lessons};

use crate::app_support::{app, portuguese_app, press, screen, settle_motion, type_move};

/// The lesson's words beside the board.
fn note(app: &App) -> Option<Note> {
    app.practice()?.session.drill_state()?.note()
}

/// The first three words of a sentence: on one row of the panel however
/// it wraps the rest.
fn first_words(sentence: &str) -> String {
    sentence.split(' ').take(3).collect::<Vec<_>>().join(" ")
}

fn board(app: &App) -> &AnyGame {
    app.practice().expect("the practice board").session.game()
}

fn standing(app: &App) -> Standing {
    app.practice()
        .and_then(|p| p.session.drill_state())
        .map(|d| d.standing())
        .expect("a drill on the board")
}

/// A legal move of the board's position that the step judges as `wanted`
/// says, for the learner's `played`-th move.
fn a_move(app: &App, wanted: impl Fn(&Verdict) -> bool) -> Option<String> {
    let practice = app.practice()?;
    let drill = practice.session.drill_state()?;
    let tabuleiro::app::session::Task::Step { lesson, step } = drill.task else {
        return None;
    };
    let game = board(app);
    // `legal_moves` gives coordinates, as the board's picks are.
    game.legal_moves()
        .into_iter()
        .find(|mv| wanted(&lesson.steps[step].judge(drill.played(), game, mv)))
}

/// From the menu to the lesson list of `game`, the cursor on `lesson`.
fn open_lessons(app: &mut App, game: GameId, lesson: usize) {
    press(app, KeyCode::Char('?'));
    assert_eq!(app.screen(), Screen::Rules);
    let tab = GameId::ALL.iter().position(|&g| g == game).unwrap();
    for _ in 0..tab {
        press(app, KeyCode::Right);
    }
    press(app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Lessons);
    for _ in 0..lesson {
        press(app, KeyCode::Down);
    }
}

/// Does every step of the lesson on the board with right moves.
fn complete(app: &mut App, lesson: &Lesson) {
    for step in 0..lesson.steps.len() {
        while standing(app) == Standing::Solving {
            let right = a_move(app, |v| !matches!(v, Verdict::Wrong(_)))
                .unwrap_or_else(|| panic!("{} step {step}: no right move", lesson.key()));
            type_move(app, &right);
            settle_motion(app);
        }
        assert_eq!(standing(app), Standing::Solved, "{}", lesson.key());
        press(app, KeyCode::Enter);
        settle_motion(app);
    }
}

#[test]
fn every_lesson_is_done_with_keys_and_kept_as_done() {
    for game in GameId::ALL {
        let mut app = app();
        for (at, lesson) in lessons(game).iter().enumerate() {
            if at == 0 {
                open_lessons(&mut app, game, 0);
            }
            assert_eq!(app.screen(), Screen::Lessons, "{}", lesson.key());
            press(&mut app, KeyCode::Enter);
            assert_eq!(app.screen(), Screen::Practice);
            complete(&mut app, lesson);
            // Back on the list, the next lesson chosen.
            assert_eq!(app.screen(), Screen::Lessons, "{}", lesson.key());
            assert!(app.progress().is_lesson_done(&lesson.key()));
        }
    }
}

#[test]
fn a_wrong_move_is_explained_and_taken_back() {
    for game in GameId::ALL {
        for (at, lesson) in lessons(game).iter().enumerate() {
            let mut app = app();
            open_lessons(&mut app, game, at);
            press(&mut app, KeyCode::Enter);
            // Every step has a legal move that misses its task (the
            // lessons' own tests hold it).
            let wrong = a_move(&app, |v| matches!(v, Verdict::Wrong(_)))
                .unwrap_or_else(|| panic!("{}: no wrong move", lesson.key()));
            let before = board(&app).position();
            let Verdict::Wrong(why) = lesson.steps[0].judge(0, board(&app), &wrong) else {
                unreachable!("chosen as wrong");
            };
            type_move(&mut app, &wrong);
            assert_eq!(board(&app).position(), before, "{}", lesson.key());
            assert_eq!(standing(&app), Standing::Solving);
            assert_eq!(note(&app), Some(Note::Wrong(why)), "{}", lesson.key());
            let shown = screen(&app, 160, 50);
            let said = Lang::English.tr(why);
            assert!(
                shown.contains(&first_words(&said)),
                "{}: {said}\n{shown}",
                lesson.key()
            );
        }
    }
}

#[test]
fn the_hint_says_the_steps_own_words() {
    let mut app = app();
    open_lessons(&mut app, GameId::Hasami, 0);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('t'));
    let hint = lessons(GameId::Hasami)[0].steps[0].hint;
    assert_eq!(note(&app), Some(Note::Hint(hint)));
    let said = format!("Hint: {}", Lang::English.tr(hint));
    let shown = screen(&app, 160, 50);
    assert!(shown.contains(&first_words(&said)), "{said}\n{shown}");
}

#[test]
fn the_rules_page_names_each_rules_lesson() {
    let mut app = app();
    press(&mut app, KeyCode::Char('?'));
    let shown = screen(&app, 160, 50);
    assert!(shown.contains("Try it: lesson"), "{shown}");
}

#[test]
fn snapshots_of_a_lesson_step_at_two_sizes_in_both_languages() {
    for (lang, make) in [("en", app as fn() -> App), ("pt", portuguese_app)] {
        let mut app = make();
        open_lessons(&mut app, GameId::Martian, 3);
        insta::assert_snapshot!(format!("lessons_{lang}_80x24"), screen(&app, 80, 24));
        press(&mut app, KeyCode::Enter);
        for (width, height) in [(80, 24), (160, 50)] {
            insta::assert_snapshot!(
                format!("lesson_step_{lang}_{width}x{height}"),
                screen(&app, width, height)
            );
        }
    }
}
