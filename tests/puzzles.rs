//! The Puzzles screen and the practice board: a puzzle opened, solved or
//! missed with keys, the hint, the puzzle rating, streaks, and the
//! screens drawn at two sizes in both languages.

use ratatui::crossterm::event::KeyCode;
use tabuleiro::app::practice::Source;
use tabuleiro::app::session::Standing;
use tabuleiro::app::{App, Screen};
use tabuleiro::games::GameId;
use tabuleiro::learn::Verdict;
use tabuleiro::learn::progress::shipped_rating;
use tabuleiro::learn::puzzle::Puzzle;
use tabuleiro::rating::{Rating, puzzle_result};

use crate::app_support::{app, portuguese_app, press, screen, settle_motion, type_move};

/// After 1...Nc4 White mates on the back rank (either rook does it).
const BACK_RANK: &str = "t1,6k1/5ppp/8/n7/8/8/5PPP/RR4K1 b - - 0 1,a5c4 a1a8,900,80,mateIn1 short";
/// After 1.c3 Black mates in two: 1...Ra1+ 2.Rd1 (forced) Rxd1#.
const TWO_MOVES: &str =
    "t2,r5k1/5ppp/8/8/8/8/2PR1PPP/6K1 w - - 0 1,c2c3 a8a1 d2d1 a1d1,1400,80,mateIn2";

fn puzzle(row: &str) -> Puzzle {
    Puzzle::read_row(GameId::Chess, row, 1).unwrap()
}

fn opened(row: &str) -> App {
    let mut app = app();
    app.practise_puzzle(&puzzle(row));
    settle_motion(&mut app);
    app
}

fn standing(app: &App) -> Standing {
    app.practice()
        .and_then(|p| p.session.drill_state())
        .map(|d| d.standing())
        .expect("a drill on the practice board")
}

#[test]
fn the_opponents_move_is_played_and_the_learner_finds_the_mate() {
    let mut app = opened(BACK_RANK);
    assert_eq!(app.screen(), Screen::Practice);
    let practice = app.practice().unwrap();
    assert_eq!(practice.session.game().move_coordinates(), ["a5c4"]);
    type_move(&mut app, "a1a8");
    assert_eq!(standing(&app), Standing::Solved);
    // One Glicko-2 game won against the puzzle's 900.
    let puzzle_900 = shipped_rating(&puzzle(BACK_RANK));
    let (expected, _) = puzzle_result(Rating::default(), puzzle_900, true);
    assert_eq!(app.progress().puzzle_rating, expected);
    assert!(expected.rating > 1500.0);
    assert_eq!(app.progress().solved, 1);
}

#[test]
fn another_mate_on_the_last_move_is_as_good() {
    let mut app = opened(BACK_RANK);
    type_move(&mut app, "b1b8");
    assert_eq!(standing(&app), Standing::Solved);
}

#[test]
fn a_wrong_move_loses_the_puzzle_and_shows_the_solution() {
    let mut app = opened(BACK_RANK);
    type_move(&mut app, "g2g3");
    assert_eq!(standing(&app), Standing::Failed);
    settle_motion(&mut app);
    let practice = app.practice().unwrap();
    // The wrong move did not stay; the solution was played instead.
    assert_eq!(practice.session.game().move_coordinates(), ["a5c4", "a1a8"]);
    let puzzle_900 = shipped_rating(&puzzle(BACK_RANK));
    let (expected, _) = puzzle_result(Rating::default(), puzzle_900, false);
    assert_eq!(app.progress().puzzle_rating, expected);
    assert!(expected.rating < 1500.0);
    assert_eq!(app.progress().failed, 1);
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("That is not the move. The solution was Ra8#."),
        "{shown}"
    );
}

#[test]
fn an_illegal_move_is_refused_with_the_rules_reason_and_nothing_is_lost() {
    let mut app = opened(BACK_RANK);
    type_move(&mut app, "a1h8");
    assert_eq!(standing(&app), Standing::Solving);
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("illegal") || shown.contains("blocked"),
        "{shown}"
    );
    type_move(&mut app, "a1a8");
    assert_eq!(standing(&app), Standing::Solved);
}

#[test]
fn a_line_with_a_reply_goes_on_after_the_right_move() {
    let mut app = opened(TWO_MOVES);
    type_move(&mut app, "a8a1");
    assert_eq!(standing(&app), Standing::Solving);
    settle_motion(&mut app);
    assert_eq!(
        app.practice().unwrap().session.game().move_coordinates(),
        ["c2c3", "a8a1", "d2d1"]
    );
    type_move(&mut app, "a1d1");
    assert_eq!(standing(&app), Standing::Solved);
}

#[test]
fn the_hint_puts_the_cursor_on_the_piece_to_move() {
    let mut app = opened(BACK_RANK);
    press(&mut app, KeyCode::Char('t'));
    let practice = app.practice().unwrap();
    assert_eq!(practice.session.cursor.to_string(), "a1");
    assert!(screen(&app, 80, 24).contains("Hint: move the piece on a1."));
}

#[test]
fn a_retry_is_not_rated_and_esc_leaves_for_the_puzzles_screen() {
    let mut app = opened(BACK_RANK);
    type_move(&mut app, "g2g3");
    let after_loss = app.progress().puzzle_rating.rating;
    press(&mut app, KeyCode::Char('a'));
    settle_motion(&mut app);
    assert_eq!(standing(&app), Standing::Solving);
    type_move(&mut app, "a1a8");
    assert_eq!(standing(&app), Standing::Solved);
    assert_eq!(app.progress().puzzle_rating.rating, after_loss);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Puzzles);
    assert!(app.practice().is_none());
}

#[test]
fn the_menu_opens_the_puzzles_screen() {
    let mut app = app();
    press(&mut app, KeyCode::Char('p'));
    assert_eq!(app.screen(), Screen::Puzzles);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Menu);
}

#[test]
fn the_rules_open_over_the_puzzle_and_go_back_to_it() {
    let mut app = opened(BACK_RANK);
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(app.screen(), Screen::Rules);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Practice);
    type_move(&mut app, "a1a8");
    assert_eq!(standing(&app), Standing::Solved);
}

#[test]
fn snapshots_of_a_puzzle_at_two_sizes_in_both_languages() {
    for (lang, make) in [("en", app as fn() -> App), ("pt", portuguese_app)] {
        let mut app = make();
        app.practise_puzzle(&puzzle(TWO_MOVES));
        settle_motion(&mut app);
        for (width, height) in [(80, 24), (160, 50)] {
            insta::assert_snapshot!(
                format!("puzzle_{lang}_{width}x{height}"),
                screen(&app, width, height)
            );
        }
        type_move(&mut app, "a8a1");
        settle_motion(&mut app);
        type_move(&mut app, "a1d1");
        insta::assert_snapshot!(format!("puzzle_solved_{lang}_80x24"), screen(&app, 80, 24));
        press(&mut app, KeyCode::Esc);
        insta::assert_snapshot!(format!("puzzles_screen_{lang}_80x24"), screen(&app, 80, 24));
    }
}

/// Plays the puzzle on the board's solution, waiting for each reply.
fn solve(app: &mut App) {
    let solution: Vec<String> = app
        .practice()
        .and_then(|p| p.puzzle())
        .map(|p| p.solution().map(str::to_string).collect())
        .expect("a puzzle on the board");
    for mv in solution {
        type_move(app, &mv);
        settle_motion(app);
    }
}

/// A legal move of the board that the puzzle judges wrong.
fn a_wrong_move(app: &App) -> String {
    let practice = app.practice().expect("the practice board");
    let puzzle = practice.puzzle().expect("a puzzle");
    let played = practice.session.drill_state().map_or(0, |d| d.played());
    let game = practice.session.game();
    game.legal_moves()
        .into_iter()
        .find(|mv| matches!(puzzle.judge(played, game, mv), Verdict::Wrong(_)))
        .expect("a puzzle with more than one move")
}

#[test]
fn a_streak_counts_puzzles_in_a_row_unrated_and_ends_at_the_first_miss() {
    let mut app = app();
    press(&mut app, KeyCode::Char('p'));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen(), Screen::Practice);
    settle_motion(&mut app);
    solve(&mut app);
    assert_eq!(standing(&app), Standing::Solved);
    assert!(matches!(
        app.practice().unwrap().source,
        Source::Puzzles {
            streak: Some(1),
            ..
        }
    ));
    press(&mut app, KeyCode::Enter);
    settle_motion(&mut app);
    let wrong = a_wrong_move(&app);
    type_move(&mut app, &wrong);
    assert_eq!(standing(&app), Standing::Failed);
    assert_eq!(app.progress().best_streak, 1);
    assert_eq!(app.progress().puzzle_rating, Rating::default());
    // The next is a new streak.
    press(&mut app, KeyCode::Enter);
    assert!(matches!(
        app.practice().unwrap().source,
        Source::Puzzles {
            streak: Some(0),
            ..
        }
    ));
}

#[test]
fn rated_puzzles_from_the_screen_follow_the_rating_and_are_not_offered_twice_soon() {
    let mut app = app();
    press(&mut app, KeyCode::Char('p'));
    press(&mut app, KeyCode::Enter);
    let mut seen = Vec::new();
    for _ in 0..5 {
        settle_motion(&mut app);
        let puzzle = app.practice().unwrap().puzzle().unwrap().clone();
        assert!(!seen.contains(&puzzle.key()), "{} twice", puzzle.key());
        seen.push(puzzle.key());
        solve(&mut app);
        assert_eq!(standing(&app), Standing::Solved, "{}", puzzle.key());
        press(&mut app, KeyCode::Enter);
    }
    assert_eq!(app.progress().solved, 5);
    assert!(app.progress().puzzle_rating.rating > 1500.0);
}
