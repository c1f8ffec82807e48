//! The app driven by synthetic events, with no terminal: every game from
//! the menu through a move by cursor, a typed move, undo, game over and a
//! rematch; and whole games between computers.

use crate::app_support;

use app_support::{Driver, app, people, press, screen, type_move, type_text};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Bot, Task};
use tabuleiro::app::keymap::{Context, Key};
use tabuleiro::app::session::{Message, NewGame, Player, PlayerKind};
use tabuleiro::app::settings::{EvaluationShown, Settings};
use tabuleiro::app::{App, Effect, Screen};
use tabuleiro::games::{AnyGame, GameId, Options, PieceKind, Side, Status};
use tabuleiro::i18n::Lang;

/// A position one move from the end, and that move.
fn near_end(game: GameId) -> (&'static str, &'static str) {
    match game {
        GameId::Chess => (
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
            "Qh4",
        ),
        GameId::RacingKings => ("8/6K1/8/8/8/8/k7/8 w - - 0 1", "g7g8"),
        GameId::Massacre => ("8/8/8/8/8/8/8/Qq6 w - - 0 1", "a1b1"),
        GameId::Martian => ("4/4/4/1q2/4/4/4/1q2 1 0 0 - 0", "b1b5"),
        GameId::Hasami => ("7oo/9/9/9/3Xo4/9/9/9/XX3X3 1 0", "f1f5"),
    }
}

fn session_plies(app: &App) -> usize {
    app.session().map_or(0, |s| s.game().ply_count())
}

/// Starts a Human vs Human game of `game` from the menu.
fn new_game_from_menu(app: &mut App, game: GameId) {
    press(app, KeyCode::Char('n'));
    assert_eq!(app.screen(), Screen::Setup);
    let steps = GameId::ALL.iter().position(|&g| g == game).unwrap_or(0);
    for _ in 0..steps {
        press(app, KeyCode::Right);
    }
    assert_eq!(app.setup().game, game);
    press(app, KeyCode::Down);
    press(app, KeyCode::Left);
    press(app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
}

/// Moves the cursor to a square with the arrow keys.
fn walk_to(app: &mut App, file: u8, rank: u8) {
    loop {
        let session = app.session().expect("a game");
        let at = session.cursor;
        let flipped = session.flipped;
        let key = if at.file < file {
            if flipped {
                KeyCode::Left
            } else {
                KeyCode::Right
            }
        } else if at.file > file {
            if flipped {
                KeyCode::Right
            } else {
                KeyCode::Left
            }
        } else if at.rank < rank {
            if flipped { KeyCode::Down } else { KeyCode::Up }
        } else if at.rank > rank {
            if flipped { KeyCode::Up } else { KeyCode::Down }
        } else {
            return;
        };
        press(app, key);
    }
}

#[test]
fn every_game_from_menu_to_rematch() {
    for game in GameId::ALL {
        let mut app = app();
        new_game_from_menu(&mut app, game);

        // A move by cursor: pick up the piece under the cursor, walk to
        // one of its targets, drop it.
        let session = app.session().expect("a game");
        let from = session.cursor;
        let target = session
            .game()
            .legal_squares()
            .into_iter()
            .find(|m| m.from == from)
            .expect("the cursor starts on a piece that can move");
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.context(), Context::Holding, "{game:?}");
        walk_to(&mut app, target.to.file, target.to.rank);
        press(&mut app, KeyCode::Enter);
        assert_eq!(session_plies(&app), 1, "{game:?}: the move by cursor");

        // A typed move.
        let typed = app.session().expect("a game").game().legal_moves()[0].clone();
        press(&mut app, KeyCode::Char(':'));
        assert_eq!(app.context(), Context::Prompt);
        type_text(&mut app, &typed);
        press(&mut app, KeyCode::Enter);
        assert_eq!(session_plies(&app), 2, "{game:?}: the typed move {typed}");
        assert_eq!(app.context(), Context::Board);

        press(&mut app, KeyCode::Char('u'));
        assert_eq!(session_plies(&app), 1, "{game:?}: undo");
        press(&mut app, KeyCode::Char('U'));
        assert_eq!(session_plies(&app), 2, "{game:?}: redo");

        // Leaving asks (by default) and keeps the game for Continue.
        press(&mut app, KeyCode::Char('q'));
        assert_eq!(app.context(), Context::Confirm);
        press(&mut app, KeyCode::Char('y'));
        assert_eq!(app.screen(), Screen::Menu);
        press(&mut app, KeyCode::Char('c'));
        assert_eq!(app.screen(), Screen::Game);
        assert_eq!(session_plies(&app), 2);

        // Game over from a position one move from the end, then rematch.
        let (position, last) = near_end(game);
        let options = Options::default();
        let players = [
            Player {
                name: "Ana".into(),
                kind: PlayerKind::Human,
            },
            Player {
                name: "Rui".into(),
                kind: PlayerKind::Human,
            },
        ];
        let start = AnyGame::from_position(game, position, &options).expect("position");
        app.play(NewGame {
            game: start,
            options,
            players,
        });
        type_move(&mut app, last);
        let session = app.session().expect("a game");
        assert!(
            matches!(session.game().status(), Status::Over(_)),
            "{game:?}: {last} ends the game"
        );
        assert_eq!(app.context(), Context::Over);
        press(&mut app, KeyCode::Char('a'));
        let session = app.session().expect("a rematch");
        assert_eq!(session.game().ply_count(), 0);
        assert_eq!(session.players()[0].name, "Rui", "{game:?}: sides swapped");
        assert_eq!(
            session.game().position(),
            AnyGame::from_position(game, position, &Options::default())
                .expect("position")
                .position()
        );
    }
}

#[test]
fn an_illegal_target_gives_a_reason_and_keeps_the_piece() {
    let mut app = app();
    new_game_from_menu(&mut app, GameId::Hasami);
    press(&mut app, KeyCode::Enter);
    // Diagonally is never a rook's move.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    let session = app.session().expect("a game");
    assert!(session.held().is_some());
    assert!(session.message().is_some());
    assert_eq!(session.game().ply_count(), 0);
    press(&mut app, KeyCode::Esc);
    assert!(app.session().expect("a game").held().is_none());
}

#[test]
fn a_typed_move_that_cannot_be_read_is_refused() {
    let mut app = app();
    new_game_from_menu(&mut app, GameId::Martian);
    type_move(&mut app, "zz9");
    let session = app.session().expect("a game");
    assert_eq!(session.game().ply_count(), 0);
    assert_eq!(app.context(), Context::Prompt);
    assert!(session.message().is_some());
}

fn computers(game: GameId, one: Bot, two: Bot) -> NewGame {
    let options = Options {
        deal: 48213,
        ..Options::default()
    };
    NewGame {
        game: AnyGame::new(game, &options),
        options,
        players: [
            Player {
                name: "One".into(),
                kind: PlayerKind::Computer(one),
            },
            Player {
                name: "Two".into(),
                kind: PlayerKind::Computer(two),
            },
        ],
    }
}

#[test]
fn computers_play_every_game_to_its_end() {
    let mut driver = Driver::new();
    for game in GameId::ALL {
        let classic = Bot::all(game)[1];
        let mut app = app();
        let effects = app.play(computers(game, classic, Bot::Random));
        assert!(matches!(effects.as_slice(), [Effect::Think(_)]));
        driver.settle(&mut app, effects, 200_000);
        let session = app.session().expect("a game");
        assert!(
            matches!(session.game().status(), Status::Over(_)),
            "{game:?} ended"
        );
        assert!(session.game().ply_count() > 0);
        assert_eq!(app.context(), Context::Over);
    }
}

#[test]
fn undo_against_the_computer_returns_to_your_turn_and_drops_stale_replies() {
    let mut driver = Driver::new();
    let mut app = app();
    let mut new = computers(GameId::Hasami, Bot::Random, Bot::Random);
    new.players[0].kind = PlayerKind::Human;
    app.play(new);
    let mv = app.session().expect("a game").game().legal_moves()[0].clone();
    let effects = type_move(&mut app, &mv);
    // The analysis of the first position gives way to the computer.
    let ticket = match effects.as_slice() {
        [Effect::Stop, Effect::Think(request)] if request.task == Task::Move => request.ticket,
        other => panic!("the computer should think: {other:?}"),
    };
    driver.settle(&mut app, effects, 1000);
    assert_eq!(session_plies(&app), 2);
    let effects = press(&mut app, KeyCode::Char('u'));
    assert!(
        matches!(effects.as_slice(), [Effect::Stop, Effect::Think(r)] if r.task == Task::Analyse),
        "only the position is analysed afresh: {effects:?}"
    );
    assert_eq!(session_plies(&app), 0, "back to the person's turn");
    assert_eq!(
        app.session().expect("a game").game().side_to_move(),
        Side::One
    );
    // A reply to the old search changes nothing.
    app.handle(tabuleiro::app::Event::Ai(tabuleiro::ai::Report::Done {
        ticket,
        mv: "a9a8".into(),
        info: None,
    }));
    assert_eq!(session_plies(&app), 0);
}

#[test]
fn the_rules_open_from_a_game_and_esc_returns_to_it_unchanged() {
    let mut app = app();
    new_game_from_menu(&mut app, GameId::Martian);
    press(&mut app, KeyCode::Enter);
    let cursor = app.session().expect("a game").cursor;
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(app.screen(), Screen::Rules);
    assert_eq!(app.rules().tab, 3);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Game);
    let session = app.session().expect("a game");
    assert_eq!(session.held(), Some(cursor));
}

#[test]
fn keys_act_on_press_only_and_ctrl_c_always_quits() {
    use ratatui::crossterm::event::{KeyEvent, KeyEventKind, KeyModifiers};
    // Without the question before leaving a game.
    let mut app = with_settings(Settings {
        confirm_quit: false,
        ..Settings::default()
    });
    let release = KeyEvent::new_with_kind(
        KeyCode::Char('n'),
        KeyModifiers::NONE,
        KeyEventKind::Release,
    );
    app.handle(tabuleiro::app::Event::Key(release));
    assert_eq!(app.screen(), Screen::Menu);
    new_game_from_menu(&mut app, GameId::Hasami);
    press(&mut app, KeyCode::Char(':'));
    let effects = app.handle(tabuleiro::app::Event::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    )));
    assert!(effects.iter().any(|e| matches!(e, Effect::Quit)));
}

fn humans(game: GameId, position: &str) -> App {
    let options = Options::default();
    let mut app = app();
    app.play(NewGame {
        game: AnyGame::from_position(game, position, &options).expect("position"),
        options,
        players: [
            Player {
                name: "Ana".into(),
                kind: PlayerKind::Human,
            },
            Player {
                name: "Rui".into(),
                kind: PlayerKind::Human,
            },
        ],
    });
    app
}

#[test]
fn a_pawn_reaching_the_last_rank_asks_what_it_becomes() {
    let mut app = humans(GameId::Chess, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    walk_to(&mut app, 4, 6);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::Promotion);
    assert_eq!(session_plies(&app), 0);
    press(&mut app, KeyCode::Char('n'));
    let session = app.session().expect("a game");
    assert_eq!(session.game().move_texts(), vec!["e8=N".to_string()]);
}

#[test]
fn captured_pieces_count_captures_only_not_promotions() {
    let mut app = humans(GameId::Chess, "1r6/P2p4/8/4P3/8/8/k7/4K3 w - - 0 1");
    for mv in ["axb8=Q", "d5", "exd6"] {
        type_move(&mut app, mv);
    }
    let session = app.session().expect("a game");
    assert_eq!(session.game().ply_count(), 3);
    assert_eq!(
        session.captured()[Side::One.index()],
        vec![PieceKind::Rook, PieceKind::Pawn],
        "the rook by promotion, the pawn en passant"
    );
    assert!(
        session.captured()[Side::Two.index()].is_empty(),
        "the promoted pawn was not taken"
    );
}

#[test]
fn every_stone_of_a_hasami_capture_is_counted() {
    let mut app = humans(GameId::Hasami, "2oo2o2/9/9/9/2oooX3/9/9/9/1X2X4 1 0");
    type_move(&mut app, "b1b5");
    let session = app.session().expect("a game");
    assert_eq!(session.game().ply_count(), 1);
    assert_eq!(
        session.captured()[Side::One.index()],
        vec![PieceKind::Stone; 3]
    );
    assert!(session.captured()[Side::Two.index()].is_empty());
}

#[test]
fn a_king_in_check_is_marked() {
    let mut app = humans(
        GameId::Chess,
        "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 2",
    );
    assert_eq!(app.session().expect("a game").check(), None);
    type_move(&mut app, "Qh4+");
    let session = app.session().expect("a game");
    assert_eq!(session.game().ply_count(), 1);
    assert_eq!(
        session.check(),
        Some(tabuleiro::games::Coord::new(4, 0)),
        "the white king on e1"
    );
}

#[test]
fn review_steps_through_the_positions() {
    let mut app = humans(GameId::Hasami, "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0");
    for mv in ["a1a5", "a9a6", "b1b5"] {
        type_move(&mut app, mv);
    }
    press(&mut app, KeyCode::Char('v'));
    assert_eq!(app.context(), Context::Review);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    let session = app.session().expect("a game");
    assert_eq!(session.review_position(), Some((1, 3)));
    assert_eq!(session.board().ply_count(), 1);
    let a5 = tabuleiro::games::Coord::new(0, 4);
    let b5 = tabuleiro::games::Coord::new(1, 4);
    assert!(session.board().piece_at(a5).is_some());
    assert!(session.board().piece_at(b5).is_none());
    press(&mut app, KeyCode::Home);
    assert_eq!(app.session().expect("a game").board().ply_count(), 0);
    press(&mut app, KeyCode::End);
    assert_eq!(app.session().expect("a game").board().ply_count(), 3);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.context(), Context::Board);
    assert_eq!(session_plies(&app), 3, "review changes nothing");
}

#[test]
fn a_piece_dragged_to_a_square_and_let_go_moves_there() {
    use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    use ratatui::layout::Rect;
    use tabuleiro::app::layout;
    use tabuleiro::games::Coord;
    let mut app = humans(GameId::Chess, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    app.handle(tabuleiro::app::Event::Resize(120, 40));
    let board = layout::game(Rect::new(0, 0, 120, 40), GameId::Chess, false).board;
    let mouse = |kind: MouseEventKind, at: Coord| {
        let square = board.square(at);
        tabuleiro::app::Event::Mouse(MouseEvent {
            kind,
            column: square.x + 1,
            row: square.y,
            modifiers: KeyModifiers::NONE,
        })
    };
    let (e2, e3, e4) = (Coord::new(4, 1), Coord::new(4, 2), Coord::new(4, 3));
    let left = MouseButton::Left;
    // A press and a release on the same square only picks the pawn up.
    app.handle(mouse(MouseEventKind::Down(left), e2));
    app.handle(mouse(MouseEventKind::Up(left), e2));
    assert_eq!(app.context(), Context::Holding);
    assert_eq!(session_plies(&app), 0);
    app.handle(mouse(MouseEventKind::Down(left), e2));
    assert_eq!(app.context(), Context::Board, "a second press puts it back");
    // Pressed on the pawn, dragged over e3, let go on e4.
    app.handle(mouse(MouseEventKind::Down(left), e2));
    app.handle(mouse(MouseEventKind::Drag(left), e3));
    app.handle(mouse(MouseEventKind::Up(left), e4));
    let session = app.session().expect("a game");
    assert_eq!(session.game().move_coordinates(), vec!["e2e4".to_string()]);
    // The release after a click on a target changes nothing more.
    app.handle(mouse(MouseEventKind::Up(left), e4));
    assert_eq!(session_plies(&app), 1);
}

#[test]
fn a_click_on_a_piece_then_a_target_moves_it() {
    use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    use ratatui::layout::Rect;
    use tabuleiro::app::layout;
    use tabuleiro::games::Coord;
    let mut app = humans(
        GameId::Martian,
        "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0",
    );
    app.handle(tabuleiro::app::Event::Resize(120, 40));
    let board = layout::game(Rect::new(0, 0, 120, 40), GameId::Martian, false).board;
    let click = |at: Coord| {
        let square = board.square(at);
        tabuleiro::app::Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: square.x + 1,
            row: square.y,
            modifiers: KeyModifiers::NONE,
        })
    };
    // The drone on a3 steps up to a4.
    app.handle(click(Coord::new(0, 2)));
    app.handle(click(Coord::new(0, 3)));
    let session = app.session().expect("a game");
    assert_eq!(session.game().move_coordinates(), vec!["a3a4".to_string()]);
}

#[test]
fn watching_computers_pause_and_step() {
    let mut driver = Driver::new();
    // No analysis of the paused position, which would tick its spinner.
    let mut app = with_settings(Settings {
        evaluation: EvaluationShown::Never,
        ..Settings::default()
    });
    let effects = app.play(computers(GameId::Martian, Bot::Random, Bot::Random));
    driver.settle(&mut app, effects, 3);
    let effects = press(&mut app, KeyCode::Char(' '));
    assert!(app.session().expect("a game").paused());
    driver.settle(&mut app, effects, 10_000);
    let before = session_plies(&app);
    assert!(!app.wants_ticks(), "a paused game waits without ticking");
    let effects = press(&mut app, KeyCode::Char('n'));
    driver.settle(&mut app, effects, 10_000);
    assert_eq!(session_plies(&app), before + 1, "one step, one move");
    let effects = press(&mut app, KeyCode::Char('-'));
    assert!(effects.is_empty());
    let pause = app.session().map(|s| s.pause_ms(app.settings()));
    assert_eq!(pause, Some(1000), "the game's own pause");
}

/// The controls page's rows, as "label hint".
fn controls() -> Vec<String> {
    tabuleiro::app::rules::controls(tabuleiro::i18n::Lang::English, 100)
        .iter()
        .filter_map(|block| match block {
            tabuleiro::app::rules::Block::Key(label, hint) => Some(format!("{label} {hint}")),
            _ => None,
        })
        .collect()
}

#[test]
fn the_controls_page_says_plus_is_faster() {
    let rows = controls();
    assert!(rows.contains(&"+/= faster".to_string()), "{rows:?}");
    assert!(rows.contains(&"- slower".to_string()), "{rows:?}");
}

#[test]
fn the_controls_page_lists_hjkl_for_the_cursor() {
    let rows = controls();
    assert!(rows.contains(&"←↑↓→/hjkl cursor".to_string()), "{rows:?}");
}

#[test]
fn a_chess_hint_is_named_in_san() {
    let mut driver = Driver::new();
    let mut app = humans(GameId::Chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    let effects = press(&mut app, KeyCode::Char('t'));
    driver.settle(&mut app, effects, 100);
    let session = app.session().expect("a game");
    assert!(
        matches!(session.message(), Some(Message::Info(m)) if m == "Hint: Ra8#"),
        "{:?}",
        session.message()
    );
}

#[test]
fn a_racing_kings_hint_is_named_in_san() {
    let mut driver = Driver::new();
    let mut app = humans(GameId::RacingKings, "8/6K1/8/8/8/8/k7/8 w - - 0 1");
    let effects = press(&mut app, KeyCode::Char('t'));
    driver.settle(&mut app, effects, 100);
    let session = app.session().expect("a game");
    let Some(Message::Info(message)) = session.message() else {
        panic!("no hint: {:?}", session.message());
    };
    assert!(message.starts_with("Hint: K"), "{message}");
}

#[test]
fn a_hint_comes_from_the_worker_and_marks_a_move() {
    let mut driver = Driver::new();
    let mut app = humans(GameId::Hasami, "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0");
    let effects = press(&mut app, KeyCode::Char('t'));
    assert!(
        matches!(effects.as_slice(), [Effect::Stop, Effect::Think(r)] if r.task == Task::Hint),
        "the hint takes the worker from the analysis: {effects:?}"
    );
    driver.settle(&mut app, effects, 100);
    let session = app.session().expect("a game");
    let hint = session.hint().expect("a hint");
    assert!(
        session
            .game()
            .legal_squares()
            .iter()
            .any(|m| m.from == hint.from && m.to == hint.to)
    );
    assert_eq!(session.game().ply_count(), 0, "a hint plays nothing");
}

#[test]
fn a_bad_fen_on_the_new_game_screen_says_why() {
    let mut app = app();
    press(&mut app, KeyCode::Char('n'));
    while app.setup().field() != tabuleiro::app::setup::Field::Fen {
        press(&mut app, KeyCode::Down);
    }
    type_text(&mut app, "not a fen");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Setup);
    let error = app.setup().error.clone().expect("the reason");
    // The reason is longer than the box: it wraps, so its end shows too.
    assert!(error.chars().count() > 62, "{error}");
    let shown = screen(&app, 80, 24);
    let end: String = error.chars().skip(error.chars().count() - 12).collect();
    assert!(shown.contains(&end), "{end:?} in\n{shown}");
}

#[test]
fn the_rules_scroll_and_stop_at_the_end_of_the_page() {
    let mut app = app();
    app.handle(tabuleiro::app::Event::Resize(80, 24));
    press(&mut app, KeyCode::Char('r'));
    press(&mut app, KeyCode::Down);
    assert_eq!(app.rules().scroll, 1);
    for _ in 0..200 {
        press(&mut app, KeyCode::PageDown);
    }
    let end = app.rules().scroll;
    assert!(end > 20, "the chess page is longer than a screen");
    press(&mut app, KeyCode::PageDown);
    assert_eq!(app.rules().scroll, end);
    press(&mut app, KeyCode::Up);
    assert_eq!(app.rules().scroll, end - 1);
    press(&mut app, KeyCode::Right);
    assert_eq!((app.rules().tab, app.rules().scroll), (1, 0));
    let bottom = app_support::screen(&app, 80, 24);
    assert!(bottom.contains("Racing Kings"));
}

#[test]
fn with_the_mouse_off_clicks_do_nothing() {
    use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    let mut app = app();
    press(&mut app, KeyCode::Char('s'));
    let effects = press(&mut app, KeyCode::Right);
    assert!(matches!(effects.as_slice(), [Effect::Mouse(false)]));
    assert!(!app.settings().mouse);
    press(&mut app, KeyCode::Esc);
    new_game_from_menu(&mut app, GameId::Hasami);
    let click = tabuleiro::app::Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 5,
        row: 10,
        modifiers: KeyModifiers::NONE,
    });
    let cursor = app.session().expect("a game").cursor;
    app.handle(click);
    assert_eq!(app.session().expect("a game").cursor, cursor);
}

#[test]
fn p_shows_the_position_string_and_esc_closes_it() {
    let mut app = app();
    new_game_from_menu(&mut app, GameId::Chess);
    type_move(&mut app, "e4");
    assert!(app.hints().iter().any(|b| b.label(Lang::English) == "p"));
    press(&mut app, KeyCode::Char('p'));
    assert_eq!(app.context(), Context::Position);
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq"));
    // Keys of the board do nothing while it is open.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(session_plies(&app), 1);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.context(), Context::Board);
    assert!(!screen(&app, 120, 40).contains("4P3"));
}

fn with_settings(settings: Settings) -> App {
    App::new(settings, app_support::SEED)
}

fn ctrl_c(app: &mut App) -> Vec<Effect> {
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    app.handle(tabuleiro::app::Event::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    )))
}

#[test]
fn with_confirmation_on_leaving_a_game_asks_first() {
    let mut app = with_settings(Settings {
        confirm_quit: true,
        ..Settings::default()
    });
    new_game_from_menu(&mut app, GameId::Chess);
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.context(), Context::Confirm);
    assert!(screen(&app, 80, 24).contains("Leave this game?"));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.context(), Context::Board, "no stays in the game");
    press(&mut app, KeyCode::Char('q'));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.screen(), Screen::Menu);

    press(&mut app, KeyCode::Char('c'));
    assert!(ctrl_c(&mut app).is_empty(), "Ctrl-C asks too");
    assert!(screen(&app, 80, 24).contains("Quit tabuleiro?"));
    let effects = ctrl_c(&mut app);
    assert!(effects.iter().any(|e| matches!(e, Effect::Quit)));
}

#[test]
fn a_finished_game_is_left_without_a_question() {
    let (position, mv) = near_end(GameId::Chess);
    let mut app = with_settings(Settings {
        confirm_quit: true,
        ..Settings::default()
    });
    app.play(NewGame {
        game: AnyGame::from_position(GameId::Chess, position, &Options::default())
            .expect("position"),
        options: Options::default(),
        players: ["Ana", "Rui"].map(|name| Player {
            name: name.into(),
            kind: PlayerKind::Human,
        }),
    });
    type_move(&mut app, mv);
    assert_eq!(app.context(), Context::Over);
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.screen(), Screen::Menu);
}

/// Plays e2e4 against a computer and returns the app once it has answered.
fn computer_answers(settings: Settings) -> App {
    let mut driver = Driver::new();
    let mut app = with_settings(settings);
    let options = Options::default();
    let game = AnyGame::new(GameId::Chess, &options);
    let random = PlayerKind::Computer(Bot::Random);
    let effects = app.play(NewGame::against(game, options, "Ana", random));
    driver.settle(&mut app, effects, 100);
    let effects = type_move(&mut app, "e2e4");
    driver.until_moved(&mut app, effects);
    assert_eq!(session_plies(&app), 2);
    app
}

#[test]
fn the_animation_setting_sets_how_long_a_computer_move_travels() {
    use tabuleiro::app::settings::AnimationSpeed;
    for (speed, ticks) in [
        (AnimationSpeed::Fast, 3),
        (AnimationSpeed::Normal, 6),
        (AnimationSpeed::Slow, 12),
    ] {
        let mut app = computer_answers(Settings {
            animation: speed,
            ..Settings::default()
        });
        let animation = app.session().and_then(|s| s.animation());
        assert_eq!(animation.map(|a| a.ticks), Some(ticks), "{speed:?}");
        for _ in 0..ticks {
            assert!(app.wants_ticks());
            app.handle(tabuleiro::app::Event::Tick);
        }
        assert!(app.session().and_then(|s| s.animation()).is_none());
    }
    let app = computer_answers(Settings {
        animation: AnimationSpeed::Off,
        evaluation: EvaluationShown::Never,
        ..Settings::default()
    });
    assert!(app.session().and_then(|s| s.animation()).is_none());
    assert!(!app.wants_ticks(), "nothing moves on screen");
}

#[test]
fn the_export_prompt_offers_tab_only_where_there_is_pgn() {
    for (game, offered) in [
        (GameId::Chess, true),
        (GameId::RacingKings, true),
        (GameId::Massacre, false),
        (GameId::Martian, false),
        (GameId::Hasami, false),
    ] {
        let mut app = app();
        new_game_from_menu(&mut app, game);
        press(&mut app, KeyCode::Char('x'));
        assert_eq!(app.context(), Context::ExportPath, "{game:?}");
        let hints: Vec<&str> = app.hints().iter().map(|b| b.label(Lang::English)).collect();
        assert_eq!(hints.contains(&"tab"), offered, "{game:?}: {hints:?}");
        assert!(hints.contains(&"enter"), "{game:?}: {hints:?}");
    }
}

#[test]
fn name_rows_are_labelled_by_the_games_sides() {
    use tabuleiro::app::setup::Field;
    let mut app = app();
    press(&mut app, KeyCode::Char('n'));
    let labels = |app: &App| {
        [Side::One, Side::Two].map(|side| {
            app.setup()
                .label(Lang::English, Field::Name(side))
                .into_owned()
        })
    };
    assert_eq!(labels(&app), ["White name", "Black name"]);
    while app.setup().game != GameId::Hasami {
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(
        labels(&app),
        ["Black name", "White name"],
        "Black starts in Hasami"
    );
}

fn prompt_text(app: &App) -> String {
    let session = app.session().expect("a game");
    let field = session.overlay().field().expect("the prompt is open");
    field.text().to_string()
}

#[test]
fn a_refused_move_is_replaced_by_the_next_one_typed() {
    let mut app = app();
    app.play(people(GameId::Chess));
    type_move(&mut app, "e5");
    assert_eq!(app.context(), Context::Prompt, "the prompt stays open");
    assert_eq!(prompt_text(&app), "e5");
    type_text(&mut app, "Nf3");
    assert_eq!(prompt_text(&app), "Nf3", "not e5Nf3");
    press(&mut app, KeyCode::Enter);
    let session = app.session().expect("a game");
    assert_eq!(session.game().move_texts(), ["Nf3"]);
}

#[test]
fn a_colon_in_the_open_move_prompt_starts_it_afresh() {
    let mut app = app();
    app.play(people(GameId::Chess));
    press(&mut app, KeyCode::Char(':'));
    type_text(&mut app, "e2e");
    press(&mut app, KeyCode::Char(':'));
    assert_eq!(prompt_text(&app), "");
    type_text(&mut app, "d4");
    press(&mut app, KeyCode::Enter);
    let session = app.session().expect("a game");
    assert_eq!(session.game().move_texts(), ["d4"]);
}

#[test]
fn the_move_prompt_edits_at_its_cursor() {
    let mut app = app();
    app.play(people(GameId::Chess));
    press(&mut app, KeyCode::Char(':'));
    type_text(&mut app, "e2e4");
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Delete);
    type_text(&mut app, "d");
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "3");
    assert_eq!(prompt_text(&app), "d2e3");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Delete);
    press(&mut app, KeyCode::Char('d'));
    assert_eq!(prompt_text(&app), "d2d3");
    press(&mut app, KeyCode::Enter);
    let session = app.session().expect("a game");
    assert_eq!(session.game().move_texts(), ["d3"]);
}

#[test]
fn a_refused_start_fen_is_replaced_by_the_next_one_typed() {
    let mut app = app();
    press(&mut app, KeyCode::Char('n'));
    while app.setup().field() != tabuleiro::app::setup::Field::Fen {
        press(&mut app, KeyCode::Down);
    }
    type_text(&mut app, "not a fen");
    press(&mut app, KeyCode::Enter);
    assert!(app.setup().error.is_some());
    type_text(&mut app, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(
        app.setup()
            .value(Lang::English, tabuleiro::app::setup::Field::Fen),
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
    );
    assert!(app.setup().error.is_none(), "typing clears the reason");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
}

#[test]
fn review_counts_moves_as_the_move_list_numbers_them() {
    let mut app = humans(
        GameId::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    for mv in ["e4", "e5", "Nf3", "Nc6"] {
        type_move(&mut app, mv);
    }
    press(&mut app, KeyCode::Char('v'));
    let shown = screen(&app, 120, 40);
    assert!(
        app_support::row_with(&shown, "Review:").contains("Review: move 2 of 2, Black"),
        "{shown}"
    );
    press(&mut app, KeyCode::Left);
    let shown = screen(&app, 120, 40);
    assert!(app_support::row_with(&shown, "Review:").contains("move 2 of 2, White"));
    press(&mut app, KeyCode::Home);
    let shown = screen(&app, 120, 40);
    assert!(app_support::row_with(&shown, "Review:").contains("start position"));
}

#[test]
fn a_game_between_two_people_is_not_counted_as_a_win_or_loss() {
    let mut app = humans(
        GameId::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    for mv in ["f3", "e5", "g4", "Qh4"] {
        type_move(&mut app, mv);
    }
    assert_eq!(app.context(), Context::Over);
    assert_eq!(app.stats().total(GameId::Chess).games(), 0);
}

#[test]
fn the_martian_score_reads_player_1_first_as_the_result_does() {
    let app = humans(GameId::Martian, "4/4/4/1q2/4/4/4/1q2 1 3 5 - 0");
    assert_eq!(app.session().expect("a game").game().scores(), [3, 5]);
    let shown = screen(&app, 120, 40);
    assert!(
        app_support::row_with(&shown, "Score:").contains("Ana 3 – 5 Rui"),
        "{shown}"
    );
}

/// Each side's points stand beside its player's name; long names are cut
/// alike so that both points still show in the narrowest panel.
#[test]
fn the_martian_score_names_whose_is_whose_in_the_narrowest_panel() {
    let options = Options::default();
    let position = "4/4/4/1q2/4/4/4/1q2 1 3 5 - 0";
    let mut app = app();
    app.play(NewGame {
        game: AnyGame::from_position(GameId::Martian, position, &options).expect("position"),
        options,
        players: ["Bartolomeu Dias", "Vasco da Gama"].map(|name| Player {
            name: name.into(),
            kind: PlayerKind::Human,
        }),
    });
    // The narrowest screen: the smallest squares and a panel 30 wide.
    let shown = screen(&app, 47, 24);
    let row = app_support::row_with(&shown, "Score:");
    assert!(
        row.trim_end().ends_with("Score: Bartolo… 3 – 5 Vasco d…"),
        "{shown}"
    );
}

#[test]
fn a_watched_game_waits_while_leave_this_game_is_asked() {
    let settings = Settings {
        confirm_quit: true,
        ..Settings::default()
    };
    let mut app = App::new(settings, app_support::SEED);
    let effects = app.play(computers(GameId::Hasami, Bot::Random, Bot::Random));
    let ticket = match effects.as_slice() {
        [Effect::Think(request)] => request.ticket,
        other => panic!("the computer should think: {other:?}"),
    };
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.context(), Context::Confirm);
    let mv = app.session().expect("a game").game().legal_moves()[0].clone();
    let effects = app.handle(tabuleiro::app::Event::Ai(tabuleiro::ai::Report::Done {
        ticket,
        mv,
        info: None,
    }));
    assert!(effects.is_empty(), "{effects:?}");
    for _ in 0..50 {
        app.handle(tabuleiro::app::Event::Tick);
    }
    assert_eq!(session_plies(&app), 0, "its move waits for the answer");
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.context(), Context::Watch);
    assert_eq!(session_plies(&app), 1, "no: the game goes on");
}

#[test]
fn each_massacre_game_from_the_form_is_a_new_deal_unless_one_was_typed() {
    use tabuleiro::app::setup::Field;
    // Without the questions before leaving or replacing a game.
    let mut app = with_settings(Settings {
        confirm_quit: false,
        ..Settings::default()
    });
    let start_massacre = |app: &mut App| {
        press(app, KeyCode::Char('n'));
        while app.setup().game != GameId::Massacre {
            press(app, KeyCode::Right);
        }
        press(app, KeyCode::Enter);
        let deal = app.session().expect("a game").options().deal;
        press(app, KeyCode::Char('q'));
        deal
    };
    let first = start_massacre(&mut app);
    let second = start_massacre(&mut app);
    assert_ne!(first, second, "the same board twice");

    press(&mut app, KeyCode::Char('n'));
    while app.setup().field() != Field::Deal {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::End);
    while !app.setup().value(Lang::English, Field::Deal).is_empty() {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "4242");
    press(&mut app, KeyCode::Esc);
    assert_eq!(start_massacre(&mut app), 4242);
    assert_eq!(start_massacre(&mut app), 4242, "a typed deal is kept");
}

fn quits(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::Quit))
}

#[test]
fn esc_on_the_menu_never_quits_and_leaves_the_cursor_where_it_is() {
    let mut app = app();
    press(&mut app, KeyCode::Down);
    let selected = app.menu_selected();
    for _ in 0..2 {
        assert!(!quits(&press(&mut app, KeyCode::Esc)));
        assert_eq!(app.screen(), Screen::Menu);
        assert_eq!(app.menu_selected(), selected);
        assert_eq!(app.context(), Context::Menu, "nothing asked");
    }
    assert!(!app.hints().iter().any(|b| b.keys.contains(&Key::Esc)));
}

#[test]
fn q_on_the_menu_quits_at_once_with_no_game_at_stake_whatever_the_setting() {
    for confirm_quit in [false, true] {
        let settings = Settings {
            confirm_quit,
            ..Settings::default()
        };
        let mut app = App::new(settings, app_support::SEED);
        assert!(quits(&press(&mut app, KeyCode::Char('q'))));
    }
}

#[test]
fn q_on_the_menu_asks_first_with_a_game_in_progress_whatever_the_setting() {
    for confirm_quit in [false, true] {
        let settings = Settings {
            confirm_quit,
            ..Settings::default()
        };
        let mut app = App::new(settings, app_support::SEED);
        app.play(people(GameId::Chess));
        type_move(&mut app, "e4");
        // Leaving the game for the menu asks only under the setting.
        press(&mut app, KeyCode::Char('q'));
        if confirm_quit {
            press(&mut app, KeyCode::Char('y'));
        }
        assert_eq!(app.screen(), Screen::Menu);
        assert!(!quits(&press(&mut app, KeyCode::Char('q'))));
        assert_eq!(app.context(), Context::Confirm);
        let shown = screen(&app, 80, 24);
        assert!(
            shown.contains("Quit tabuleiro? The game is saved"),
            "{shown}"
        );
        press(&mut app, KeyCode::Char('n'));
        assert_eq!(app.screen(), Screen::Menu);
        press(&mut app, KeyCode::Char('q'));
        assert!(quits(&press(&mut app, KeyCode::Char('y'))));
    }
}

fn note(app: &App) -> String {
    match app.session().and_then(|s| s.message()) {
        Some(Message::Info(note) | Message::Error(note)) => note.clone(),
        None => String::new(),
    }
}

#[test]
fn plus_and_minus_change_the_watched_game_s_pause_and_say_so_leaving_the_setting() {
    let mut app = app();
    app.play(computers(GameId::Chess, Bot::Random, Bot::Random));
    assert_eq!(app.context(), Context::Watch);
    let pause = |app: &App| app.session().map(|s| s.pause_ms(app.settings()));
    assert_eq!(pause(&app), Some(800));
    press(&mut app, KeyCode::Char('+'));
    assert_eq!(pause(&app), Some(600));
    assert_eq!(
        note(&app),
        "This game: 0.6 s between moves (Settings keep 0.8 s)."
    );
    for _ in 0..3 {
        press(&mut app, KeyCode::Char('-'));
    }
    assert_eq!(pause(&app), Some(1200));
    assert_eq!(app.settings().pause_ms, 800, "the setting is left alone");
    // The next game starts from the setting again.
    app.play(computers(GameId::Chess, Bot::Random, Bot::Random));
    assert_eq!(pause(&app), Some(800));
}

#[test]
fn o_with_no_engine_set_up_says_where_to_add_one() {
    let mut app = app();
    let options = Options::default();
    let game = AnyGame::new(GameId::Chess, &options);
    app.play(NewGame::against(
        game,
        options,
        "Ana",
        PlayerKind::Computer(Bot::Random),
    ));
    press(&mut app, KeyCode::Char('o'));
    assert_eq!(
        note(&app),
        "No engine to switch to: add one in Settings → Engines."
    );
    assert!(screen(&app, 100, 30).contains("Settings → Engines"));
}

#[test]
fn a_dialog_opening_clears_the_error_said_before_it() {
    for key in ['R', 'w', ':', 'p'] {
        let mut app = app();
        app.play(people(GameId::Chess));
        type_move(&mut app, "e5");
        assert!(matches!(
            app.session().and_then(|s| s.message()),
            Some(Message::Error(_))
        ));
        // The refused move's prompt stays open with its error.
        press(&mut app, KeyCode::Esc);
        assert_eq!(app.context(), Context::Board);
        assert!(!note(&app).is_empty(), "the error stays on the board");
        press(&mut app, KeyCode::Char(key));
        assert_ne!(app.context(), Context::Board, "{key} opens a dialog");
        assert_eq!(note(&app), "", "{key}: the stale error goes");
    }
}
