//! Review analyses the whole game in the background: position by
//! position on the worker (the evaluation row's own analysis), with its
//! progress, stopped when Review closes, and kept with the game once
//! complete, so it is computed once.

use crate::app_support;

use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use app_support::{opened, press, row_with, screen, type_move};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::style::Color;
use tabuleiro::ai::analysis::{Mark, analyse_any};
use tabuleiro::ai::{Report, Task, Worker};
use tabuleiro::app::event::Opened;
use tabuleiro::app::record::ExportFormat;
use tabuleiro::app::session::Overlay;
use tabuleiro::app::settings::{EvaluationShown, Settings};
use tabuleiro::app::{App, Effect, Event, layout};
use tabuleiro::games::GameId;
use tabuleiro::ui::look::{Depth, Look};

/// The chess game of tests/analysis.rs: 3. Ne4?? (d4 was best).
const BLUNDERED: [&str; 6] = ["Nf3", "Nc6", "Nc3", "d5", "Ne4", "dxe4"];

struct Searching {
    worker: Worker,
    reports: Receiver<Report>,
}

impl Searching {
    fn new() -> Searching {
        let (sender, reports) = mpsc::channel();
        let worker = Worker::spawn(move |report| {
            let _ = sender.send(report);
        });
        Searching { worker, reports }
    }

    /// Starts or stops the searches the effects ask for.
    fn carry_out(&mut self, effects: &[Effect]) {
        for effect in effects {
            match effect {
                Effect::Think(request) => self.worker.submit((**request).clone()),
                Effect::Stop => self.worker.cancel(),
                _ => {}
            }
        }
    }

    /// Feeds the worker's reports to the app while it analyses; how
    /// many analyses finished.
    fn until_analysed(&mut self, app: &mut App, limit: usize) -> usize {
        let mut finished = 0;
        while analysing(app) && finished < limit {
            let report = self
                .reports
                .recv_timeout(Duration::from_secs(30))
                .expect("the worker answers");
            finished += usize::from(matches!(report, Report::Done { .. }));
            let effects = app.handle(Event::Ai(report));
            self.carry_out(&effects);
        }
        finished
    }
}

fn analysing(app: &App) -> bool {
    app.session()
        .and_then(|s| s.thinking())
        .is_some_and(|t| t.task == Task::Analyse)
}

fn progress(app: &App) -> (usize, usize) {
    match app.session().map(|s| s.overlay()) {
        Some(Overlay::Review(review)) => review.progress(),
        other => panic!("not reviewing: {other:?}"),
    }
}

/// The game played with no evaluation shown, so no search runs before
/// Review's (whose effects the tests carry out).
fn blundered_game() -> App {
    let settings = Settings {
        evaluation: EvaluationShown::Never,
        ..Settings::default()
    };
    let mut app = App::new(settings, app_support::SEED);
    app.play(app_support::people(GameId::Chess));
    for mv in BLUNDERED {
        type_move(&mut app, mv);
    }
    app
}

#[test]
fn review_analyses_every_position_as_the_analysis_does_and_keeps_it() {
    let mut app = blundered_game();
    let mut searching = Searching::new();
    let effects = press(&mut app, KeyCode::Char('v'));
    assert!(analysing(&app), "{effects:?}");
    assert_eq!(progress(&app), (0, 7));
    searching.carry_out(&effects);
    assert_eq!(searching.until_analysed(&mut app, 1), 1);
    assert_eq!(progress(&app), (1, 7), "ply 1 of 7");
    searching.until_analysed(&mut app, 20);

    let session = app.session().expect("a game");
    let kept = session.analysis().expect("the analysis is complete");
    let direct = analyse_any(session.game(), &AtomicBool::new(false), |_, _| {});
    assert_eq!(Some(kept), direct.as_ref(), "the same as analysed at once");
    assert_eq!(kept.moves[4].mark, Some(Mark::Blunder));
    assert_eq!(kept.moves[4].better.as_deref(), Some("d4"));

    // Closed and opened again: nothing is searched again.
    press(&mut app, KeyCode::Esc);
    let effects = press(&mut app, KeyCode::Char('v'));
    assert!(!analysing(&app), "{effects:?}");
}

#[test]
fn closing_review_stops_its_analysis_even_with_no_evaluation_shown() {
    let mut app = blundered_game();
    let mut searching = Searching::new();
    let effects = press(&mut app, KeyCode::Char('v'));
    searching.carry_out(&effects);
    searching.until_analysed(&mut app, 2);
    let effects = press(&mut app, KeyCode::Esc);
    assert!(
        effects.iter().any(|e| matches!(e, Effect::Stop)),
        "{effects:?}"
    );
    assert!(app.session().is_some_and(|s| s.analysis().is_none()));
}

#[test]
fn the_analysis_is_saved_with_the_game_and_read_back() {
    let mut app = blundered_game();
    let mut searching = Searching::new();
    let effects = press(&mut app, KeyCode::Char('v'));
    searching.carry_out(&effects);
    searching.until_analysed(&mut app, 20);
    let session = app.session().expect("a game");
    let kept = session.analysis().cloned().expect("complete");
    let record = session.record();
    assert!(record.to_json().contains("\"analysis\""));

    let mut again = app_support::app();
    opened(
        &mut again,
        Opened {
            current: Some(Box::new(record)),
            ..Opened::default()
        },
    );
    let resumed = again.session().expect("the game resumes");
    assert_eq!(resumed.analysis(), Some(&kept));
    press(&mut again, KeyCode::Enter);
    let effects = press(&mut again, KeyCode::Char('v'));
    let searches = |e: &Effect| matches!(e, Effect::Think(_));
    assert!(!effects.iter().any(searches), "computed once: {effects:?}");

    // A move played makes it stale.
    press(&mut again, KeyCode::Esc);
    type_move(&mut again, "e3");
    assert!(again.session().is_some_and(|s| s.analysis().is_none()));
}

/// The blundered game analysed in Review, at the blunder.
fn reviewed_at_the_blunder() -> App {
    let mut app = blundered_game();
    let mut searching = Searching::new();
    let effects = press(&mut app, KeyCode::Char('v'));
    searching.carry_out(&effects);
    searching.until_analysed(&mut app, 20);
    press(&mut app, KeyCode::Left);
    app
}

#[test]
fn review_shows_the_graph_the_marks_and_the_better_move() {
    let app = reviewed_at_the_blunder();
    for (width, height) in [(80, 24), (160, 50)] {
        let text = screen(&app, width, height);
        assert!(row_with(&text, "Ne4??").contains("d4 was best"), "{text}");
        assert!(row_with(&text, "White 0?! 0? 1??").contains('%'), "{text}");
        insta::assert_snapshot!(format!("review_analysed_{width}x{height}"), text);
    }
}

#[test]
fn review_shows_its_progress_while_it_analyses() {
    let mut app = blundered_game();
    press(&mut app, KeyCode::Char('v'));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Analysing: position 0 of 7"), "{text}");
    insta::assert_snapshot!("review_analysing_80x24", text);
}

#[test]
fn a_click_on_the_graph_shows_the_position_under_it() {
    let mut app = reviewed_at_the_blunder();
    app.handle(Event::Resize(80, 24));
    let (_, graph) = layout::review(Rect::new(0, 0, 80, 24), GameId::Chess, false);
    let graph = graph.expect("80x24 has room for the graph");
    let click = |column| {
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row: graph.y + 1,
            modifiers: KeyModifiers::NONE,
        })
    };
    let ply = |app: &App| {
        app.session()
            .and_then(|s| s.review_position())
            .map(|(ply, _)| ply)
    };
    app.handle(click(graph.x));
    assert_eq!(ply(&app), Some(0), "the start, at the left");
    app.handle(click(layout::graph_column(graph, 6, 3)));
    assert_eq!(ply(&app), Some(3));
    app.handle(click(graph.right() - 1));
    assert_eq!(ply(&app), Some(6), "the end, at the right");
}

#[test]
fn the_exported_pgn_carries_the_analysis() {
    let app = reviewed_at_the_blunder();
    let session = app.session().expect("a game");
    let text = session
        .export_text(ExportFormat::Pgn)
        .expect("chess has PGN");
    assert!(
        text.contains("3. Ne4 $4 {[%eval -3.99] d4 was best.}"),
        "{text}"
    );
}

/// The hinted move in coordinates, once the hint shows.
fn hinted_move(app: &App) -> Option<String> {
    let session = app.session()?;
    let hint = session.hint()?;
    let game = session.game();
    let index = game.legal_squares().iter().position(|&m| m == hint)?;
    game.legal_moves().get(index).cloned()
}

/// A game of `plies` moves in which the side to move first takes the
/// hint every move and the other plays a move picked by the ply, with
/// no evaluation shown (so only the hints search).
fn hinted_game(game: GameId, plies: usize) -> App {
    let settings = Settings {
        evaluation: EvaluationShown::Never,
        ..Settings::default()
    };
    let mut app = App::new(settings, app_support::SEED);
    app.play(app_support::people(game));
    let mut searching = Searching::new();
    for ply in 0..plies {
        let Some(session) = app.session().filter(|s| !s.is_over()) else {
            break;
        };
        let mv = if ply % 2 == 0 {
            let effects = press(&mut app, KeyCode::Char('t'));
            searching.carry_out(&effects);
            while hinted_move(&app).is_none() {
                let report = searching
                    .reports
                    .recv_timeout(Duration::from_secs(30))
                    .expect("the worker answers");
                let effects = app.handle(Event::Ai(report));
                searching.carry_out(&effects);
            }
            hinted_move(&app).expect("a hint")
        } else {
            let moves = session.game().legal_moves();
            moves[ply * 7 % moves.len()].clone()
        };
        type_move(&mut app, &mv);
    }
    app
}

#[test]
fn a_hinted_move_played_is_never_marked_in_review() {
    for game in [GameId::Chess, GameId::Hasami] {
        let mut app = hinted_game(game, 16);
        let mut searching = Searching::new();
        let effects = press(&mut app, KeyCode::Char('v'));
        searching.carry_out(&effects);
        searching.until_analysed(&mut app, 40);
        let session = app.session().expect("a game");
        let analysis = session.analysis().expect("the analysis is complete");
        let hinted = session.game().numbering().at(0).1;
        let taken: Vec<_> = analysis
            .moves
            .iter()
            .filter(|m| m.mover == hinted)
            .collect();
        assert!(taken.len() >= 8, "{game}: {analysis:?}");
        for judged in taken {
            assert_eq!(judged.mark, None, "{game}: {judged:?}");
            assert_eq!(judged.better, None, "{game}: the hint was best {judged:?}");
        }
    }
}

/// The cells of `app` drawn at `width` x `height` in the default theme
/// whose text is in `colour`, as one string.
fn in_colour(app: &App, width: u16, height: u16, colour: Color) -> String {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    tabuleiro::ui::render_with(app, area, &mut buf, &Look::new(Depth::TrueColor, false));
    buf.content()
        .iter()
        .filter(|cell| cell.fg == colour)
        .map(|cell| cell.symbol())
        .collect()
}

#[test]
fn the_marks_show_in_their_colour_in_the_list_and_on_the_graph() {
    let mut app = reviewed_at_the_blunder();
    // Past the blunder, so its dot is not under the column of the move
    // shown.
    press(&mut app, KeyCode::End);
    let blunder = Color::Rgb(0xef, 0x53, 0x50);
    for (width, height) in [(80, 24), (160, 50)] {
        let text = screen(&app, width, height);
        assert!(row_with(&text, "3. Ne4??").contains("dxe4"), "{text}");
        assert_eq!(in_colour(&app, width, height, blunder), "??●", "{text}");
    }
}

#[test]
fn n_and_shift_n_go_to_the_next_and_previous_marked_move() {
    let mut app = reviewed_at_the_blunder();
    let ply = |app: &App| {
        app.session()
            .and_then(|s| s.review_position())
            .map(|(ply, _)| ply)
    };
    press(&mut app, KeyCode::Home);
    assert_eq!(ply(&app), Some(0));
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(ply(&app), Some(5), "after 3. Ne4??");
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(ply(&app), Some(5), "no marked move after it: it stays");
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Char('N'));
    assert_eq!(ply(&app), Some(5));
    press(&mut app, KeyCode::Char('N'));
    assert_eq!(ply(&app), Some(5), "none before it either");
    let footer = screen(&app, 120, 40);
    assert!(
        row_with(&footer, "n/N mistakes").contains("esc back"),
        "{footer}"
    );
}
