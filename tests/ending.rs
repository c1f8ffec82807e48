//! Ending a game by agreement (RULES.md "Ending a game by agreement"):
//! resigning on either turn, draws agreed where the game has them, their
//! PGN and saves; and on the game screen, resigning after a question, a
//! draw offered to the computer (which weighs it with a real search) or
//! to the other person at the keyboard.

use crate::app_support;

use std::sync::mpsc;
use std::time::Duration;

use app_support::{app, people, press, screen, type_move};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::worker::Worker;
use tabuleiro::ai::{Bot, Level, Report, Task};
use tabuleiro::app::session::{NewGame, PlayerKind};
use tabuleiro::app::{App, Confirm, Effect, Event};
use tabuleiro::games::pgn::{self, Header};
use tabuleiro::games::{AnyGame, End, GameId, Options, Outcome, Reason, Side, Status};
use tabuleiro::i18n::{Explain, Lang};
use tabuleiro::storage::saves::{GameRecord, Player};

const MEDIUM: PlayerKind = PlayerKind::Computer(Bot::Engine(Level::Medium));

fn chess_after(moves: &[&str]) -> AnyGame {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    for mv in moves {
        game.play_text(mv).expect("a legal move");
    }
    game
}

#[test]
fn either_side_may_resign_on_either_turn_and_the_other_wins() {
    for (moves, loser) in [
        (&["e2e4"][..], Side::One),
        (&["e2e4"][..], Side::Two),
        (&["e2e4", "e7e5"][..], Side::One),
        (&[][..], Side::Two),
    ] {
        let mut game = chess_after(moves);
        let end = End::win(loser.opponent(), Reason::Resigned);
        assert_eq!(game.resign(loser), Status::Over(end), "{moves:?} {loser:?}");
        assert!(game.play_text("d2d4").is_err(), "no move after resigning");
        // A game over stays as it ended.
        assert_eq!(game.resign(loser.opponent()), Status::Over(end));
        assert!(game.agree_draw().is_err());
    }
}

#[test]
fn a_draw_is_agreed_in_every_game_but_massacre() {
    for id in GameId::ALL {
        let mut game = AnyGame::new(id, &Options::default());
        let agreed = game.agree_draw();
        if id == GameId::Massacre {
            assert!(!id.can_draw());
            let refused = agreed.expect_err("Massacre has no draws");
            assert_eq!(refused.to_string(), "Massacre Chess has no draws.");
            assert_eq!(
                refused.explain(Lang::Portuguese),
                "Xadrez Massacre não tem empates."
            );
            assert_eq!(game.status(), Status::Ongoing);
        } else {
            assert!(id.can_draw(), "{id}");
            assert_eq!(agreed, Ok(Status::Over(End::draw(Reason::Agreed))), "{id}");
        }
    }
}

#[test]
fn the_result_is_told_in_words() {
    let mut game = chess_after(&["e2e4"]);
    let Status::Over(end) = game.resign(Side::Two) else {
        panic!("over");
    };
    assert_eq!(
        tabuleiro::app::text::game_result(Lang::English, &game, end),
        "White wins: Black resigned"
    );
    let mut game = AnyGame::new(GameId::Hasami, &Options::default());
    let Ok(Status::Over(end)) = game.agree_draw() else {
        panic!("over");
    };
    assert_eq!(
        tabuleiro::app::text::game_result(Lang::English, &game, end),
        "Draw agreed"
    );
    assert_eq!(Reason::Resigned.code(), "resigned");
    assert_eq!(Reason::Agreed.code(), "agreed");
}

#[test]
fn pgn_gives_the_result_and_the_termination() {
    let mut resigned = chess_after(&["e2e4", "e7e5"]);
    resigned.resign(Side::One);
    let text = pgn::export(&resigned, &Header::default()).expect("chess has PGN");
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(text.contains("[Termination \"resigned\"]"), "{text}");
    assert!(text.trim_end().ends_with("0-1"), "{text}");

    let mut agreed = chess_after(&["e2e4"]);
    agreed.agree_draw().expect("chess has draws");
    let text = pgn::export(&agreed, &Header::default()).expect("chess has PGN");
    assert!(text.contains("[Result \"1/2-1/2\"]"), "{text}");
    assert!(text.contains("[Termination \"agreed\"]"), "{text}");

    let playing = chess_after(&["e2e4"]);
    let text = pgn::export(&playing, &Header::default()).expect("chess has PGN");
    assert!(text.contains("[Result \"*\"]"), "{text}");
    assert!(!text.contains("Termination"), "{text}");
}

fn players() -> [Player; 2] {
    ["Ana", "Rui"].map(|name| Player::Human {
        name: name.to_string(),
    })
}

#[test]
fn a_resigned_or_agreed_game_is_saved_finished_and_loads_back_so() {
    let mut resigned = chess_after(&["e2e4"]);
    resigned.resign(Side::Two);
    let mut agreed = AnyGame::new(GameId::Martian, &Options::default());
    agreed.agree_draw().expect("martian has draws");
    for game in [resigned, agreed] {
        let record = GameRecord::from_game(&game, &Options::default(), players());
        let read = GameRecord::from_json(&record.to_json()).expect("its own record");
        let back = read.to_game().expect("a game");
        assert_eq!(back.status(), game.status());
        assert_eq!(back.move_coordinates(), game.move_coordinates());
    }
}

#[test]
fn a_record_from_before_resigning_loads_as_it_was() {
    let game = chess_after(&["e2e4"]);
    let record = GameRecord::from_game(&game, &Options::default(), players());
    let json = record.to_json();
    assert!(!json.contains("ended"), "nothing new is written: {json}");
    let back = GameRecord::from_json(&json).expect("an old record");
    assert_eq!(back.to_game().expect("a game").status(), Status::Ongoing);
}

// The game screen.

fn against_computer(game: AnyGame) -> NewGame {
    NewGame::against(game, Options::default(), "Ana", MEDIUM)
}

fn status(app: &App) -> Status {
    app.session().expect("a game").game().status()
}

fn hinted(app: &App, label: &str) -> bool {
    app.hints().iter().any(|b| b.label(Lang::English) == label)
}

#[test]
fn the_person_resigns_against_the_computer_after_a_question() {
    let mut app = app();
    app.play(against_computer(AnyGame::new(
        GameId::Chess,
        &Options::default(),
    )));
    assert!(hinted(&app, "R"), "resign is on the hint line");
    press(&mut app, KeyCode::Char('R'));
    assert!(matches!(
        app.confirm(),
        Some(Confirm::Resign {
            loser: Side::One,
            ..
        })
    ));
    insta::assert_snapshot!("resign_question_80x24", screen(&app, 80, 24));
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(status(&app), Status::Ongoing, "no resigns the question");
    press(&mut app, KeyCode::Char('R'));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(
        status(&app),
        Status::Over(End::win(Side::Two, Reason::Resigned))
    );
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Black wins: White resigned"), "{shown}");
    insta::assert_snapshot!("resigned_80x24", shown);
}

#[test]
fn at_one_keyboard_the_side_to_move_resigns() {
    let mut app = app();
    app.play(people(GameId::Chess));
    type_move(&mut app, "e2e4");
    press(&mut app, KeyCode::Char('R'));
    let question = app.confirm().expect("a question").question(Lang::English);
    assert!(question.starts_with("Black resigns?"), "{question}");
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(
        status(&app),
        Status::Over(End::win(Side::One, Reason::Resigned))
    );
}

/// Runs the search weighing the offer on a real worker and hands the
/// app its final report.
fn think(app: &mut App, effects: Vec<Effect>) {
    let request = effects
        .into_iter()
        .find_map(|e| match e {
            Effect::Think(request) => Some(request),
            _ => None,
        })
        .expect("the offer is weighed");
    assert_eq!(request.task, Task::Analyse);
    let (sender, reports) = mpsc::channel();
    let mut worker = Worker::spawn(move |report| {
        let _ = sender.send(report);
    });
    let ticket = request.ticket;
    worker.submit(*request);
    let done = loop {
        match reports.recv_timeout(Duration::from_secs(30)) {
            Ok(report @ Report::Done { .. }) if report.ticket() == ticket => break report,
            Ok(_) => {}
            Err(_) => panic!("the worker did not answer"),
        }
    };
    app.handle(Event::Ai(done));
}

fn offer_from(position: &str) -> App {
    let mut app = app();
    let game =
        AnyGame::from_position(GameId::Chess, position, &Options::default()).expect("a position");
    app.play(against_computer(game));
    assert!(hinted(&app, "d"), "a draw may be offered");
    let effects = press(&mut app, KeyCode::Char('d'));
    think(&mut app, effects);
    app
}

#[test]
fn the_computer_accepts_a_draw_in_an_equal_position() {
    let app = offer_from("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1");
    assert_eq!(status(&app), Status::Over(End::draw(Reason::Agreed)));
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Draw agreed"), "{shown}");
    insta::assert_snapshot!("draw_agreed_80x24", shown);
}

#[test]
fn the_computer_declines_a_draw_when_it_stands_better() {
    let app = offer_from("3qk3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(status(&app), Status::Ongoing);
    // The value weighed is the analysis's, kept for the evaluation row.
    let evaluation = app.session().and_then(|s| s.evaluation());
    assert!(
        evaluation.is_some_and(|e| e.better_for(Side::Two)),
        "{evaluation:?}"
    );
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("The computer declines the draw."), "{shown}");
}

#[test]
fn the_other_person_accepts_or_declines_a_draw() {
    let mut app = app();
    app.play(people(GameId::Chess));
    type_move(&mut app, "e2e4");
    press(&mut app, KeyCode::Char('d'));
    let question = app.confirm().expect("a question").question(Lang::English);
    assert_eq!(question, "Black offers a draw. White, do you accept?");
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(status(&app), Status::Ongoing);
    assert!(screen(&app, 80, 24).contains("White declines the draw."));
    press(&mut app, KeyCode::Char('d'));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(status(&app), Status::Over(End::draw(Reason::Agreed)));
    let session = app.session().expect("a game");
    assert!(matches!(
        session.game().status(),
        Status::Over(End {
            outcome: Outcome::Draw,
            ..
        })
    ));
}

#[test]
fn massacre_offers_no_draw_and_says_why() {
    let mut app = app();
    app.play(people(GameId::Massacre));
    assert!(!hinted(&app, "d"), "no draw offered in Massacre");
    assert!(hinted(&app, "R"), "resigning is");
    press(&mut app, KeyCode::Char('d'));
    assert!(app.confirm().is_none());
    assert_eq!(status(&app), Status::Ongoing);
    assert!(screen(&app, 80, 24).contains("Massacre Chess has no draws."));
}

#[test]
fn a_watched_game_offers_neither() {
    let mut app = app();
    let options = Options::default();
    let computer = |name: &str| tabuleiro::app::session::Player {
        name: name.into(),
        kind: MEDIUM,
    };
    app.play(NewGame {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        players: [computer("A"), computer("B")],
    });
    assert!(!hinted(&app, "R") && !hinted(&app, "d"));
    press(&mut app, KeyCode::Char('R'));
    assert!(app.confirm().is_none());
}
