//! The play screens in Portuguese: each game with its panel full (moves,
//! captures, scores, clocks), each kind of game over, Review and the
//! save and load prompts, at 80x24 and 160x50, with no sentence of the
//! English catalogue on them.

use crate::app_support;

use std::time::{Duration, Instant};

use app_support::*;
use ratatui::crossterm::event::KeyCode;
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::{App, Event};
use tabuleiro::games::{AnyGame, GameId, HasamiWin, Options, Status, TimeControl};
use tabuleiro::i18n::Lang;

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 50)];

/// Ana and Rui at one keyboard, playing `game` as it stands.
fn people_with(game: AnyGame, options: Options) -> NewGame {
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

/// Ana and Rui at one keyboard, playing `game` from `position`.
fn people_at(game: GameId, position: &str, options: Options) -> NewGame {
    let board = AnyGame::from_position(game, position, &options).expect("a position");
    people_with(board, options)
}

/// Every size's screen is free of English; the 80x24 one comes back.
fn portuguese_at_every_size(what: &str, app: &App) -> String {
    for (width, height) in SIZES {
        assert_portuguese(what, &screen(app, width, height));
    }
    screen(app, 80, 24)
}

fn snapshots(name: &str, app: &App) {
    for (width, height) in SIZES {
        insta::assert_snapshot!(
            format!("{name}_{width}x{height}"),
            screen(app, width, height)
        );
    }
}

/// A capture if the side to move has one, else its first legal move.
fn a_capture_or_a_move(app: &App) -> String {
    let game = app.session().expect("a game").game();
    let moves = game.legal_moves();
    let capture = moves.iter().find(|mv| game.is_capture_text(mv));
    capture.or(moves.first()).expect("a legal move").clone()
}

#[test]
fn each_game_with_its_panel_full_in_portuguese() {
    for (game, position) in CAPTURES_AT {
        let mut app = portuguese_app();
        let options = Options {
            deal: 48213,
            ..Options::default()
        };
        let board = match position {
            Some(position) => AnyGame::from_position(game, position, &options).expect("position"),
            None => AnyGame::new(game, &options),
        };
        app.play_on_clock(people_with(board, options), TimeControl::minutes(5, 3));
        let t0 = Instant::now();
        app.handle_at(Event::Tick, t0);
        for i in 0..3 {
            app.handle_at(Event::Tick, t0 + Duration::from_secs(7 * i));
            let mv = a_capture_or_a_move(&app);
            type_move(&mut app, &mv);
        }
        app.handle_at(Event::Tick, t0 + Duration::from_secs(40));
        let moves_played = app.session().expect("a game").game().move_coordinates();
        assert_eq!(moves_played.len(), 3, "{game:?}: {moves_played:?}");
        let shown = portuguese_at_every_size(&format!("{game:?}"), &app);
        assert!(shown.contains("Lances"), "{shown}");
        // "As pretas capturaram:", "O Jogador 2 capturou:".
        assert!(
            shown.contains("capturaram:") || shown.contains("capturou:"),
            "{shown}"
        );
        snapshots(&format!("pt_play_{}", game.id()), &app);
    }
}

/// A game at one keyboard from `position`, ended by its last `moves`.
fn ended(game: GameId, position: &str, options: Options, moves: &[&str]) -> App {
    let mut app = portuguese_app();
    app.play(people_at(game, position, options));
    for mv in moves {
        type_move(&mut app, mv);
    }
    assert!(
        app.session().expect("a game").game().status() != Status::Ongoing,
        "{game:?} is over"
    );
    app
}

/// Each way a game ends, told in Portuguese: the game-over box and the
/// panel, with the words each game uses.
#[test]
fn each_game_over_in_portuguese() {
    let hasami = Options {
        hasami_win: HasamiWin::Captures,
        ..Options::default()
    };
    let endings = [
        (
            "checkmate",
            ended(
                GameId::Chess,
                "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
                Options::default(),
                &["Qxf7"],
            ),
            "xeque-mate",
        ),
        (
            "race",
            ended(
                GameId::RacingKings,
                "K7/7k/8/8/8/8/8/8 b - - 0 1",
                Options::default(),
                &["h7h6"],
            ),
            "o rei chegou",
        ),
        (
            "massacre",
            ended(
                GameId::Massacre,
                "Q7/1q6/8/8/8/8/8/8 w - - 0 1",
                Options::default(),
                &["a8b7"],
            ),
            "capturar",
        ),
        (
            "martian",
            ended(
                GameId::Martian,
                "4/4/4/1q2/4/4/4/1q2 1 0 0 - 0",
                Options::default(),
                &["b1b5"],
            ),
            "zona vazia",
        ),
        (
            "hasami",
            ended(
                GameId::Hasami,
                "2oo2oo1/9/9/X8/4o4/4X4/9/9/2XX2XXX 1 0",
                hasami,
                &["a6e6"],
            ),
            "capturas",
        ),
    ];
    for (name, app, words) in endings {
        let shown = portuguese_at_every_size(name, &app);
        assert!(shown.contains(words), "{name}: {shown}");
        snapshots(&format!("pt_over_{name}"), &app);
    }
}

/// A chess game at one keyboard after 1. e4, on a one-minute clock.
fn chess_on_a_clock() -> (App, Instant) {
    let mut app = portuguese_app();
    app.play_on_clock(people(GameId::Chess), TimeControl::minutes(1, 0));
    let t0 = Instant::now();
    app.handle_at(Event::Tick, t0);
    type_move(&mut app, "e2e4");
    (app, t0)
}

/// A draw agreed, a resignation and a flag fall, each in Portuguese.
#[test]
fn a_draw_a_resignation_and_a_flag_in_portuguese() {
    let (mut drawn, _) = chess_on_a_clock();
    press(&mut drawn, KeyCode::Char('d'));
    assert_portuguese("a draw offered", &screen(&drawn, 80, 24));
    press(&mut drawn, KeyCode::Char('y'));
    let shown = portuguese_at_every_size("a draw agreed", &drawn);
    assert!(shown.contains("Empate por acordo"), "{shown}");
    snapshots("pt_over_draw", &drawn);

    let (mut resigned, _) = chess_on_a_clock();
    press(&mut resigned, KeyCode::Char('R'));
    assert_portuguese("resigning asked", &screen(&resigned, 80, 24));
    press(&mut resigned, KeyCode::Char('y'));
    let shown = portuguese_at_every_size("a resignation", &resigned);
    assert!(shown.contains("desistiram"), "{shown}");

    let (mut flagged, t0) = chess_on_a_clock();
    type_move(&mut flagged, "e7e5");
    flagged.handle_at(Event::Tick, t0 + Duration::from_secs(70));
    let shown = portuguese_at_every_size("a flag fall", &flagged);
    assert!(shown.contains("tempo das brancas"), "{shown}");
    snapshots("pt_over_time", &flagged);
}

/// Review after the game, the save prompt and the load screen with a
/// game saved on disk.
#[test]
fn review_and_the_save_and_load_prompts_in_portuguese() {
    let mut app = ended(
        GameId::Chess,
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        Options::default(),
        &["Qxf7"],
    );
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Left);
    let shown = portuguese_at_every_size("review", &app);
    assert!(shown.contains("Rever"), "{shown}");
    snapshots("pt_review", &app);

    let dir = tempfile::tempdir().expect("temp dir");
    let paths = tabuleiro::storage::Paths::new(dir.path().join("config"), dir.path().join("data"));
    let OnDisk { mut files, mut app } = open_on_disk(&paths);
    app.set_locale(Lang::Portuguese);
    press_saved(&mut app, &mut files, KeyCode::Char('n'));
    press_saved(&mut app, &mut files, KeyCode::Enter);
    press_saved(&mut app, &mut files, KeyCode::Char('w'));
    let shown = portuguese_at_every_size("the save prompt", &app);
    assert!(shown.contains("Guardar como:"), "{shown}");
    type_text(&mut app, "abertura");
    press_saved(&mut app, &mut files, KeyCode::Enter);
    press_saved(&mut app, &mut files, KeyCode::Char('q'));
    press_saved(&mut app, &mut files, KeyCode::Char('l'));
    let shown = portuguese_at_every_size("the load screen", &app);
    assert!(shown.contains("abertura"), "{shown}");
}

/// At the smallest size each game allows, the game-over box in
/// Portuguese keeps its border and each of its choices shows whole or
/// ends in `…`.
#[test]
fn the_game_over_box_holds_in_portuguese_at_the_minimum_size() {
    let hasami = Options {
        hasami_win: HasamiWin::Captures,
        ..Options::default()
    };
    let endings = [
        ended(
            GameId::Chess,
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            Options::default(),
            &["Qxf7"],
        ),
        ended(
            GameId::RacingKings,
            "K7/7k/8/8/8/8/8/8 b - - 0 1",
            Options::default(),
            &["h7h6"],
        ),
        ended(
            GameId::Massacre,
            "Q7/1q6/8/8/8/8/8/8 w - - 0 1",
            Options::default(),
            &["a8b7"],
        ),
        ended(
            GameId::Martian,
            "4/4/4/1q2/4/4/4/1q2 1 0 0 - 0",
            Options::default(),
            &["b1b5"],
        ),
        ended(
            GameId::Hasami,
            "2oo2oo1/9/9/X8/4o4/4X4/9/9/2XX2XXX 1 0",
            hasami.clone(),
            &["a6e6"],
        ),
    ];
    let choices = ["Rever", "Desforra (lados trocados)", "Novo jogo", "Menu"];
    for app in endings {
        let (width, height) = app.minimum();
        let shown = screen(&app, width, height);
        assert!(box_is_whole(&shown, '╭'), "{shown}");
        for choice in choices {
            assert!(whole_or_cut(&shown, choice), "{choice}:\n{shown}");
        }
        assert!(whole_or_cut(&shown, "Ana ganha  1-0"), "{shown}");
    }
    // A winner's name as long as a name may be.
    let mut app = portuguese_app();
    let mut new = people_at(
        GameId::Hasami,
        "2oo2oo1/9/9/X8/4o4/4X4/9/9/2XX2XXX 1 0",
        hasami,
    );
    new.players[0].name = "Bartolomeu Gonçalves".into();
    app.play(new);
    type_move(&mut app, "a6e6");
    let (width, height) = app.minimum();
    let shown = screen(&app, width, height);
    assert!(box_is_whole(&shown, '╭'), "{shown}");
    assert!(
        whole_or_cut(&shown, "Bartolomeu Gonçalves ganha  1-0"),
        "{shown}"
    );
}

/// The columns where the form's values start, on the rows (not the
/// selected one, whose value starts with `◀`) that show one.
fn value_columns(shown: &str) -> Vec<usize> {
    shown
        .lines()
        .filter_map(|row| row.strip_prefix("│ "))
        .filter(|row| !row.contains('◀'))
        .filter_map(|row| {
            let chars: Vec<char> = row.chars().collect();
            let gap = chars.windows(2).position(|w| w == [' ', ' '])?;
            let value = gap + chars[gap..].iter().position(|&c| c != ' ')?;
            (chars[value] != '│').then_some(value)
        })
        .collect()
}

/// The new-game form at its smallest size, for each game: the box keeps
/// its border and the values stand in one column, however long the
/// Portuguese labels.
#[test]
fn the_form_holds_in_portuguese_at_its_minimum_size() {
    let mut app = portuguese_app();
    press(&mut app, KeyCode::Char('n'));
    for game in GameId::ALL {
        let (width, height) = app.minimum();
        let shown = screen(&app, width, height);
        assert!(box_is_whole(&shown, '╭'), "{shown}");
        let columns = value_columns(&shown);
        assert!(columns.len() >= 3, "{game:?}: {columns:?}\n{shown}");
        assert!(
            columns.iter().all(|&c| c == columns[0]),
            "{game:?}: {columns:?}\n{shown}"
        );
        press(&mut app, KeyCode::Right);
    }
}

/// White's king on e1 and rook on a1: `R` to d1 is either.
const KING_AND_ROOK: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

#[test]
fn moves_are_typed_and_shown_in_portuguese_letters() {
    let mut app = portuguese_app();
    app.play(people_at(GameId::Chess, KING_AND_ROOK, Options::default()));
    type_move(&mut app, "Rd1");
    let plies = |app: &App| app.session().expect("a game").game().ply_count();
    assert_eq!(plies(&app), 0, "rei or torre: neither is guessed");
    let shown = screen(&app, 80, 24);
    let reason = "Rd1: aqui R tanto é rei como torre: escreve K (rei) ou T (torre).";
    assert!(shown.contains(reason), "{shown}");
    press(&mut app, KeyCode::Esc);
    for mv in ["Rf2", "Rd7", "Tb1", "Kc7", "Rb2"] {
        type_move(&mut app, mv);
    }
    let game = app.session().expect("a game").game();
    // Records keep English SAN; R is the rei where only the king goes
    // there, the rook where only the rook does; K is always the king.
    assert_eq!(game.move_texts(), ["Kf2", "Kd7", "Rb1", "Kc7", "Rb2"]);
    let shown = screen(&app, 80, 24);
    for mv in ["Rf2", "Rd7", "Tb1", "Rc7", "Tb2"] {
        assert!(shown.contains(mv), "{mv} in\n{shown}");
    }
}

#[test]
fn the_notation_setting_shows_figurines_or_english_letters() {
    use tabuleiro::app::notation::Notation;
    use tabuleiro::app::settings::{Language, Settings};
    let shown_with = |language, notation| {
        let settings = Settings {
            language,
            notation,
            ..Settings::default()
        };
        let mut app = App::new(settings, SEED);
        app.play(people_at(GameId::Chess, KING_AND_ROOK, Options::default()));
        type_move(&mut app, "Kf2");
        type_move(&mut app, "Kd7");
        type_move(&mut app, "Rb1");
        screen(&app, 80, 24)
    };
    let figurines = shown_with(Language::Portuguese, Notation::Figurines);
    assert!(
        figurines.contains("♔f2") && figurines.contains("♖b1"),
        "{figurines}"
    );
    let english = shown_with(Language::Portuguese, Notation::English);
    assert!(
        english.contains("Kf2") && english.contains("Rb1"),
        "{english}"
    );
    let letters = shown_with(Language::English, Notation::Letters);
    assert!(
        letters.contains("Kf2") && letters.contains("Rb1"),
        "{letters}"
    );
}
