//! Whole screens drawn on a test backend, as text, at 80x24 and 120x40.

use crate::app_support;

use app_support::{CAPTURES_AT, app, opened, press, row_with, screen, type_move};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Bot, Level};
use tabuleiro::app::App;
use tabuleiro::app::event::Opened;
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::storage::stats::{GameResult, Stats};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];
const MEDIUM: PlayerKind = PlayerKind::Computer(Bot::Engine(Level::Medium));

fn snapshot(name: &str, app: &App) {
    for (width, height) in SIZES {
        let text = screen(app, width, height);
        insta::assert_snapshot!(format!("{name}_{width}x{height}"), text);
    }
}

fn against_computer(game: AnyGame, options: Options) -> NewGame {
    NewGame::against(game, options, "Ana", MEDIUM)
}

#[test]
fn menu_setup_settings_about() {
    let mut app = app();
    snapshot("menu", &app);
    press(&mut app, KeyCode::Char('n'));
    snapshot("setup", &app);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('s'));
    snapshot("settings", &app);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('a'));
    snapshot("about", &app);
    press(&mut app, KeyCode::Esc);
    let mut stats = Stats::default();
    stats.record(GameId::Chess, "medium", GameResult::Won);
    stats.record(GameId::Chess, "human", GameResult::Drawn);
    stats.record(GameId::Hasami, "easy", GameResult::Lost);
    opened(
        &mut app,
        Opened {
            stats,
            ..Opened::default()
        },
    );
    press(&mut app, KeyCode::Char('t'));
    snapshot("statistics", &app);
}

#[test]
fn each_game_at_its_start() {
    for game in GameId::ALL {
        let mut app = app();
        let options = Options {
            deal: 48213,
            ..Options::default()
        };
        app.play(against_computer(AnyGame::new(game, &options), options));
        snapshot(&format!("start_{}", game.id()), &app);
    }
}

/// Every game's screen at every size the issue names: the human has just
/// captured and the computer is thinking, its line of moves shown.
#[test]
fn each_game_after_a_capture_while_the_computer_thinks() {
    for (game, position) in CAPTURES_AT {
        let mut app = app();
        let options = Options {
            deal: 48213,
            ..Options::default()
        };
        let board = match position {
            Some(position) => AnyGame::from_position(game, position, &options).expect("position"),
            None => AnyGame::new(game, &options),
        };
        let capture = board
            .legal_moves()
            .into_iter()
            .find(|mv| board.is_capture_text(mv))
            .expect("a capture");
        app.play(against_computer(board, options));
        type_move(&mut app, &capture);
        let session = app.session().expect("a game");
        let reply = session.game().legal_moves();
        let info = tabuleiro::ai::SearchInfo {
            depth: 6,
            score: tabuleiro::ai::Score::Points(-85),
            nodes: 48_000,
            nps: 240_000,
            pv: reply.into_iter().take(1).collect(),
        };
        let ticket = thinking_ticket(&app);
        assert_ne!(ticket, 0, "{game:?}: the computer is thinking");
        app.handle(tabuleiro::app::Event::Ai(tabuleiro::ai::Report::Progress {
            ticket,
            info,
        }));
        for (width, height) in [(80, 24), (120, 40), (160, 50), (200, 60), (220, 60)] {
            let text = screen(&app, width, height);
            insta::assert_snapshot!(format!("capture_{}_{width}x{height}", game.id()), text);
        }
    }
}

#[test]
fn each_rules_page_and_the_controls() {
    let mut app = app();
    press(&mut app, KeyCode::Char('r'));
    for tab in [
        "chess",
        "racing-kings",
        "massacre",
        "martian",
        "hasami",
        "controls",
    ] {
        snapshot(&format!("rules_{tab}"), &app);
        press(&mut app, KeyCode::Right);
    }
}

#[test]
fn game_over() {
    let mut app = app();
    let options = Options::default();
    let game = AnyGame::from_position(GameId::Martian, "4/4/4/1q2/4/4/4/1q2 1 0 0 - 0", &options)
        .expect("position");
    app.play(against_computer(game, options));
    type_move(&mut app, "b1b5");
    snapshot("game_over", &app);
    let wide = screen(&app, 160, 40);
    let result = row_with(&wide, "Result");
    assert!(result.contains("█ 1-0"), "{result}");
    assert!(!wide.contains("Evaluation"));
}

/// After Scholar's mate: the result in chess's words beside the mating
/// queen, which stays in sight; Enter looks back at the game.
#[test]
fn checkmate_is_told_beside_the_final_position() {
    let mut app = app();
    let options = Options::default();
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    let game = AnyGame::from_position(GameId::Chess, fen, &options).expect("position");
    app.play(against_computer(game, options));
    type_move(&mut app, "Qxf7");
    snapshot("checkmate", &app);
    for (width, height) in [(80, 24), (120, 40), (160, 50)] {
        let text = screen(&app, width, height);
        assert!(text.contains("White wins by checkmate"), "{text}");
        assert!(text.contains("Ana wins  1-0"), "{text}");
        let rank_7 = row_with(&text, " 7 ");
        assert!(rank_7.contains('♛') || rank_7.contains("▝▜█▛▘"), "{text}");
    }
    press(&mut app, KeyCode::Enter);
    let session = app.session().expect("still in the game");
    assert!(session.review_position().is_some(), "Enter reviews");
}

#[test]
fn players_of_one_name_are_not_named_in_the_result() {
    let mut app = app();
    let options = Options::default();
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    let game = AnyGame::from_position(GameId::Chess, fen, &options).expect("position");
    let mut players = two_humans(game, options);
    players.players[1].name = "Ana".into();
    app.play(players);
    type_move(&mut app, "Qxf7");
    let text = screen(&app, 120, 40);
    assert!(text.contains("White wins by checkmate"), "{text}");
    assert!(!text.contains("Ana wins"), "{text}");
}

#[test]
fn a_terminal_too_small_says_so_and_recovers() {
    let mut app = app();
    app.play(against_computer(
        AnyGame::new(GameId::Hasami, &Options::default()),
        Options::default(),
    ));
    let small = screen(&app, 30, 10);
    insta::assert_snapshot!("too_small_30x10", small);
    assert!(small.contains("Terminal too small: 30 x 10"));
    assert!(screen(&app, 80, 24).contains("Hasami Shogi"));
}

#[test]
fn a_game_in_play_with_a_piece_in_hand_then_in_review() {
    let mut app = app();
    let options = Options::default();
    app.play(against_computer(
        AnyGame::new(GameId::Chess, &options),
        options,
    ));
    for (mv, reply) in [("e4", "e7e5"), ("Nf3", "b8c6"), ("Bc4", "g8f6")] {
        type_move(&mut app, mv);
        app.handle(tabuleiro::app::Event::Ai(tabuleiro::ai::Report::Done {
            ticket: thinking_ticket(&app),
            mv: reply.into(),
            info: None,
        }));
    }
    // Let the computer's last move finish travelling, then pick up the
    // knight on f3 (the cursor is on the bishop that just moved to c4).
    for _ in 0..10 {
        app.handle(tabuleiro::app::Event::Tick);
    }
    for key in [
        KeyCode::Right,
        KeyCode::Right,
        KeyCode::Right,
        KeyCode::Down,
        KeyCode::Enter,
    ] {
        press(&mut app, key);
    }
    snapshot("holding", &app);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('v'));
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    snapshot("review", &app);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('p'));
    snapshot("position", &app);
}

fn thinking_ticket(app: &App) -> u64 {
    app.session()
        .and_then(|s| s.thinking())
        .map_or(0, |t| t.ticket)
}

fn two_humans(game: AnyGame, options: Options) -> NewGame {
    let human = |name: &str| Player {
        name: name.into(),
        kind: PlayerKind::Human,
    };
    NewGame {
        game,
        options,
        players: [human("Ana"), human("Rui")],
    }
}

/// The move list's rows, each from its move number on (the panel is
/// the screen's rightmost part).
fn move_list(app: &App) -> Vec<String> {
    let text = screen(app, 120, 40);
    let rows: Vec<&str> = text.lines().collect();
    let heading = rows
        .iter()
        .position(|row| row.contains("Moves"))
        .expect("a move list");
    let is_number = |word: &&str| {
        word.strip_suffix('.')
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    rows[heading + 1..]
        .iter()
        .filter_map(|row| {
            let words: Vec<&str> = row.split_whitespace().collect();
            let start = words.iter().rposition(is_number)?;
            Some(words[start..].join(" "))
        })
        .collect()
}

#[test]
fn the_move_list_numbers_from_the_start_position_and_who_moved_first() {
    let mut app = app();
    let options = Options::default();
    let fen = "r3k2r/pppq1ppp/8/3pP3/8/8/PPP2PPP/R3K2R b KQkq - 0 12";
    let game = AnyGame::from_position(GameId::Chess, fen, &options).expect("position");
    app.play(two_humans(game, options));
    for mv in ["f5", "exf6", "O-O-O", "O-O"] {
        type_move(&mut app, mv);
    }
    assert_eq!(move_list(&app), ["12. … f5", "13. exf6 O-O-O", "14. O-O"]);

    let mut app = self::app();
    let options = Options {
        first: tabuleiro::games::Side::Two,
        ..Options::default()
    };
    app.play(two_humans(AnyGame::new(GameId::Hasami, &options), options));
    for mv in ["a9a8", "a1a2", "b9b8"] {
        type_move(&mut app, mv);
    }
    assert_eq!(move_list(&app), ["1. … a9a8", "2. a1a2 b9b8"]);
}

#[test]
fn the_game_over_box_says_you_win_to_you() {
    let mut app = app();
    let options = Options::default();
    let game = AnyGame::from_position(GameId::Martian, "4/4/4/1q2/4/4/4/1q2 1 0 0 - 0", &options)
        .expect("position");
    let mut new_game = against_computer(game, options);
    new_game.players[0].name = "You".into();
    app.play(new_game);
    type_move(&mut app, "b1b5");
    let text = screen(&app, 120, 40);
    assert!(text.contains("You win  1-0"), "{text}");
    assert!(!text.contains("You wins"));
}

/// Two people on a 5+3 clock: White's clock runs (highlighted) under
/// ten seconds, in tenths; Black's first move was free of the clock and
/// it has had its increment.
#[test]
fn a_game_on_a_clock() {
    use std::time::{Duration, Instant};
    use tabuleiro::app::Event;
    let mut app = app();
    let options = Options::default();
    app.play_on_clock(
        two_humans(AnyGame::new(GameId::Chess, &options), options),
        tabuleiro::games::TimeControl::minutes(5, 3),
    );
    let t0 = Instant::now();
    app.handle_at(Event::Tick, t0);
    type_move(&mut app, "e2e4");
    app.handle_at(Event::Tick, t0 + Duration::from_secs(12));
    type_move(&mut app, "e7e5");
    app.handle_at(Event::Tick, t0 + Duration::from_millis(305_350));
    snapshot("on_a_clock", &app);
}

/// The rows of the panel's sections above the move list, at a size.
fn section_rows(app: &App, width: u16, height: u16) -> Vec<usize> {
    let text = screen(app, width, height);
    let rows: Vec<&str> = text.lines().collect();
    [
        "Computer (medium)",
        "Ana",
        "White captured",
        "Black captured",
        "Eval (White)",
        "Moves",
    ]
    .iter()
    .map(|label| {
        rows.iter()
            .position(|row| row.contains(label))
            .unwrap_or_else(|| panic!("no {label:?} in\n{text}"))
    })
    .collect()
}

/// Nothing above the move list moves: not when the computer starts
/// thinking and says its line (in SAN, on its one row), not when it
/// stops, not after the first captures.
#[test]
fn the_panel_above_the_move_list_keeps_its_rows() {
    use tabuleiro::ai::{Report, Score, SearchInfo};
    use tabuleiro::app::Event;
    let mut app = app();
    let options = Options::default();
    app.play(against_computer(
        AnyGame::new(GameId::Chess, &options),
        options,
    ));
    let sizes = [(80, 24), (120, 40), (160, 50)];
    let before: Vec<Vec<usize>> = sizes
        .iter()
        .map(|&(w, h)| section_rows(&app, w, h))
        .collect();
    let rows_now = |app: &App| -> Vec<Vec<usize>> {
        sizes
            .iter()
            .map(|&(w, h)| section_rows(app, w, h))
            .collect()
    };

    type_move(&mut app, "e4");
    assert_eq!(rows_now(&app), before, "thinking, nothing said yet");
    let ticket = thinking_ticket(&app);
    app.handle(Event::Ai(Report::Progress {
        ticket,
        info: SearchInfo {
            depth: 4,
            score: Score::Points(20),
            nodes: 9_000,
            nps: 90_000,
            pv: ["d7d5", "e4d5", "d8d5"].map(String::from).into(),
        },
    }));
    assert_eq!(rows_now(&app), before, "thinking, its line shown");
    let text = screen(&app, 120, 40);
    assert!(
        row_with(&text, "d4 -0.20 9k nodes").contains("d5 exd5 Qxd5"),
        "{text}"
    );

    app.handle(Event::Ai(Report::Done {
        ticket,
        mv: "d7d5".into(),
        info: None,
    }));
    assert_eq!(rows_now(&app), before, "the computer has moved");
    type_move(&mut app, "exd5");
    app.handle(Event::Ai(Report::Done {
        ticket: thinking_ticket(&app),
        mv: "d8d5".into(),
        info: None,
    }));
    let text = screen(&app, 120, 40);
    assert!(row_with(&text, "White captured").contains('♟'), "{text}");
    assert!(row_with(&text, "Black captured").contains('♟'), "{text}");
    assert_eq!(rows_now(&app), before, "after captures");
}

/// The moves of a short game Black mates in (Blackburne's trap).
const MATED_IN_14: [&str; 14] = [
    "e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5", "Nxf7", "Qxg2", "Rf1", "Qxe4+", "Be2",
    "Nf3#",
];

/// At game over the move list keeps its heading and its last moves,
/// the result under them, beside the game-over box.
#[test]
fn game_over_keeps_the_heading_and_the_last_moves_in_sight() {
    let mut app = app();
    app.play(app_support::people(GameId::Chess));
    for mv in MATED_IN_14 {
        type_move(&mut app, mv);
    }
    assert!(app.session().is_some_and(|s| s.is_over()));
    for (width, height) in [(80, 24), (100, 30), (120, 40), (160, 50)] {
        let text = screen(&app, width, height);
        assert!(text.contains("Game over"), "{text}");
        let heading = text.lines().position(|row| row.contains("Moves"));
        let last = text.lines().position(|row| row.contains("7. Be2"));
        let result = text
            .lines()
            .position(|row| row.trim_end().ends_with("   0-1"));
        let (Some(heading), Some(last), Some(result)) = (heading, last, result) else {
            panic!("{width}x{height}: heading, last move or result missing\n{text}");
        };
        assert!(
            heading < last && last + 1 == result,
            "{width}x{height}\n{text}"
        );
        assert!(row_with(&text, "7. Be2").contains("Nf3#"), "{text}");
        assert!(
            text.contains("6. Rf1"),
            "{width}x{height}: an earlier move too\n{text}"
        );
    }
    snapshot("game_over_moves", &app);
}
