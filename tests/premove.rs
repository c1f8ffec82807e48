//! Moves chosen while the computer thinks: the prompt opens, the move
//! waits marked on the board and is played when the turn comes, or is
//! dropped with a note; Esc or another pick cancels it; the note that
//! the computer is thinking goes once it has moved.

use crate::app_support;

use app_support::{app, press, screen, type_text};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Bot, Level, Report};
use tabuleiro::app::keymap::{Action, Context};
use tabuleiro::app::notation::Notation;
use tabuleiro::app::session::{Message, NewGame, Player, PlayerKind, Session};
use tabuleiro::app::settings::Settings;
use tabuleiro::app::{App, Effect, Event, text};
use tabuleiro::games::{AnyGame, Coord, GameId, Options};
use tabuleiro::i18n::Lang;

/// Chess: the computer has White, the person Black.
fn against_computer() -> NewGame {
    let options = Options::default();
    NewGame {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        players: [
            Player {
                name: "Computer".into(),
                kind: PlayerKind::Computer(Bot::Engine(Level::Easy)),
            },
            Player {
                name: "Ana".into(),
                kind: PlayerKind::Human,
            },
        ],
    }
}

/// The ticket of the computer's search among `effects`.
fn ticket(effects: &[Effect]) -> u64 {
    effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Think(request) if request.task == tabuleiro::ai::Task::Move => {
                Some(request.ticket)
            }
            _ => None,
        })
        .expect("the computer should think")
}

/// The computer answers `mv` to its search `ticket`.
fn computer_plays(app: &mut App, ticket: u64, mv: &str) -> Vec<Effect> {
    app.handle(Event::Ai(Report::Done {
        ticket,
        mv: mv.into(),
        info: None,
    }))
}

fn session(app: &App) -> &Session {
    app.session().expect("a game")
}

fn moves(app: &App) -> Vec<String> {
    session(app).game().move_coordinates()
}

/// Types `mv` at the prompt and Enter.
fn premove(app: &mut App, mv: &str) {
    press(app, KeyCode::Char(':'));
    type_text(app, mv);
    press(app, KeyCode::Enter);
}

#[test]
fn the_prompt_opens_while_the_computer_thinks_and_takes_every_letter() {
    let mut app = app();
    let effects = app.play(against_computer());
    ticket(&effects);
    press(&mut app, KeyCode::Char(':'));
    assert_eq!(app.context(), Context::Prompt);
    let flipped = session(&app).flipped;
    type_text(&mut app, "Nf6");
    assert_eq!(session(&app).flipped, flipped, "f is a letter of the move");
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("Premove: Nf6"), "{shown}");
}

#[test]
fn a_premove_is_shown_and_played_when_the_turn_comes() {
    let mut app = app();
    let thinking = ticket(&app.play(against_computer()));
    premove(&mut app, "Nf6");
    assert_eq!(app.context(), Context::Board);
    let waiting = session(&app).premove().expect("a premove");
    assert_eq!(waiting.text, "Nf6");
    assert_eq!(
        waiting.squares,
        Some((Coord::new(6, 7), Coord::new(5, 5))),
        "g8 and f6 are marked"
    );
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("Premove: Nf6"), "{shown}");
    let effects = computer_plays(&mut app, thinking, "e2e4");
    assert_eq!(moves(&app), ["e2e4", "g8f6"]);
    assert!(session(&app).premove().is_none());
    ticket(&effects);
}

#[test]
fn a_premove_illegal_by_then_is_dropped_with_a_note() {
    let mut app = app();
    let first = ticket(&app.play(against_computer()));
    computer_plays(&mut app, first, "e2e4");
    let second = ticket(&app_support::type_move(&mut app, "d5"));
    premove(&mut app, "dxe4");
    assert!(session(&app).premove().is_some(), "legal after 2.Nf3");
    computer_plays(&mut app, second, "e4d5");
    assert_eq!(moves(&app), ["e2e4", "d7d5", "e4d5"]);
    assert!(session(&app).premove().is_none());
    let Some(Message::Info(note)) = session(&app).message() else {
        panic!("a note: {:?}", session(&app).message());
    };
    assert!(note.starts_with("Premove dxe4 dropped: "), "{note}");
    assert!(!note.contains('\n'), "one line: {note}");
}

#[test]
fn a_premove_no_reply_allows_is_refused_at_once() {
    let mut app = app();
    ticket(&app.play(against_computer()));
    premove(&mut app, "Ke7");
    assert!(session(&app).premove().is_none());
    assert_eq!(
        app.context(),
        Context::Prompt,
        "the prompt stays for another"
    );
}

#[test]
fn esc_cancels_a_premove() {
    let mut app = app();
    let thinking = ticket(&app.play(against_computer()));
    premove(&mut app, "e5");
    assert!(session(&app).premove().is_some());
    press(&mut app, KeyCode::Esc);
    assert!(session(&app).premove().is_none());
    assert_eq!(
        session(&app).message(),
        Some(&Message::Info(
            Lang::English.tr(text::PREMOVE_CANCELLED).into_owned()
        ))
    );
    computer_plays(&mut app, thinking, "e2e4");
    assert_eq!(moves(&app), ["e2e4"], "nothing is played for the person");
}

/// The session of [`against_computer`], its search under way.
fn thinking_session() -> (Session, Settings) {
    let settings = Settings::default();
    let mut session = Session::new(against_computer(), 1);
    session.schedule(&settings);
    (session, settings)
}

#[test]
fn a_premove_picked_with_the_cursor_is_marked_and_played() {
    let (mut session, settings) = thinking_session();
    let ticket = session.thinking().expect("thinking").ticket;
    session.cursor = Coord::new(4, 6);
    session.act(Action::Pick, &settings);
    session.cursor = Coord::new(4, 4);
    session.act(Action::Pick, &settings);
    let squares = session.premove().and_then(|p| p.squares);
    assert_eq!(squares, Some((Coord::new(4, 6), Coord::new(4, 4))));
    let report = Report::Done {
        ticket,
        mv: "d2d4".into(),
        info: None,
    };
    session.report(report, &settings);
    assert_eq!(session.game().move_coordinates(), ["d2d4", "e7e5"]);
}

#[test]
fn a_click_elsewhere_cancels_a_premove() {
    let (mut session, settings) = thinking_session();
    session.cursor = Coord::new(4, 6);
    session.act(Action::Pick, &settings);
    session.cursor = Coord::new(4, 4);
    session.act(Action::Pick, &settings);
    assert!(session.premove().is_some());
    session.click(Coord::new(0, 0), &settings);
    assert!(session.premove().is_none());
    assert_eq!(session.held(), None);
}

#[test]
fn the_note_that_the_computer_thinks_goes_once_it_has_moved() {
    let (mut session, settings) = thinking_session();
    let ticket = session.thinking().expect("thinking").ticket;
    // An empty square: nothing to take up while the computer thinks.
    session.cursor = Coord::new(4, 4);
    session.act(Action::Pick, &settings);
    assert_eq!(
        session.message(),
        Some(&Message::Info(
            Lang::English.tr(text::NOT_YOUR_TURN).into_owned()
        ))
    );
    let report = Report::Done {
        ticket,
        mv: "e2e4".into(),
        info: None,
    };
    session.report(report, &settings);
    assert_eq!(session.message(), None);
}

#[test]
fn a_premove_is_named_as_the_move_list_names_moves() {
    let (mut session, settings) = thinking_session();
    // Picked with the cursor: the knight from g8 to f6.
    session.cursor = Coord::new(6, 7);
    session.act(Action::Pick, &settings);
    session.cursor = Coord::new(5, 5);
    session.act(Action::Pick, &settings);
    assert_eq!(session.premove_shown().as_deref(), Some("Nf6"));
    session.set_lang(Lang::Portuguese);
    assert_eq!(session.premove_shown().as_deref(), Some("Cf6"));
    session.set_notation(Notation::Figurines);
    assert_eq!(session.premove_shown().as_deref(), Some("♘f6"));
}

#[test]
fn a_premove_typed_in_coordinates_is_shown_in_san() {
    let mut app = app();
    ticket(&app.play(against_computer()));
    premove(&mut app, "g8f6");
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("Premove: Nf6"), "{shown}");
}

#[test]
fn a_premove_typed_in_portuguese_letters_waits_and_is_played() {
    let mut app = app_support::portuguese_app();
    let thinking = ticket(&app.play(against_computer()));
    premove(&mut app, "Cf6");
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("Pré-lance: Cf6"), "{shown}");
    computer_plays(&mut app, thinking, "e2e4");
    assert_eq!(moves(&app), ["e2e4", "g8f6"]);
}
