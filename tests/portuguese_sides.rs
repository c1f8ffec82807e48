//! Side names, computer levels and the how-to-play pages' register in
//! Portuguese: the screen says Brancas, Pretas, Jogador 1 and médio,
//! while records, PGN and the command line keep the English names tools
//! read.

use crate::app_support;

use std::collections::BTreeSet;
use std::fs;

use app_support::{OnDisk, open_on_disk, people, press, press_saved, screen, type_move};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::ai::{Bot, Level};
use tabuleiro::app::App;
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::settings::{Language, Settings};
use tabuleiro::games::{AnyGame, GameId, Options, SideName};
use tabuleiro::i18n::{Lang, Msg};
use tabuleiro::msg;
use tabuleiro::storage::Paths;

const SEED: u64 = 7;

fn portuguese() -> App {
    App::new(
        Settings {
            language: Language::Portuguese,
            ..Settings::default()
        },
        SEED,
    )
}

/// The English names of the sides, as words on a screen.
const ENGLISH_SIDES: [&str; 4] = ["White", "Black", "Player 1", "Player 2"];

fn assert_no_english_side(what: &str, shown: &str) {
    for name in ENGLISH_SIDES {
        assert!(!shown.contains(name), "{what} shows {name:?}:\n{shown}");
    }
}

#[test]
fn a_chess_game_in_portuguese_names_the_sides_brancas_and_pretas() {
    for (width, height) in [(80, 24), (160, 50)] {
        let mut app = portuguese();
        app.play(people(GameId::Chess));
        type_move(&mut app, "e2e4");
        let shown = screen(&app, width, height);
        assert!(shown.contains("▶ Pretas"), "{shown}");
        assert!(shown.contains("Brancas capturaram:"), "{shown}");
        assert!(shown.contains("Aval. (Brancas)"), "{shown}");
        assert_no_english_side("a chess game", &shown);
    }
}

#[test]
fn martian_and_hasami_in_portuguese_name_their_sides_too() {
    let mut app = portuguese();
    app.play(people(GameId::Martian));
    let shown = screen(&app, 160, 50);
    assert!(shown.contains("▶ Jogador 1"), "{shown}");
    assert!(shown.contains("Jogador 2 capturou:"), "{shown}");
    assert_no_english_side("a Martian game", &shown);

    let mut app = portuguese();
    app.play(people(GameId::Hasami));
    let shown = screen(&app, 160, 50);
    // Hasami's player 1 is Black, as in its Portuguese rules.
    assert!(shown.contains("▶ Pretas"), "{shown}");
    assert_no_english_side("a Hasami game", &shown);
}

#[test]
fn the_game_over_line_agrees_with_the_side_in_portuguese() {
    let mut app = portuguese();
    app.play(people(GameId::Chess));
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        type_move(&mut app, mv);
    }
    let shown = screen(&app, 160, 50);
    assert!(shown.contains("As pretas ganham por xeque-mate"), "{shown}");
    assert_no_english_side("the game over box", &shown);

    // A side the game numbers takes the verb in the singular.
    let mut app = portuguese();
    let options = Options::default();
    let zone = "4/4/4/1q2/4/4/4/1q2 1 0 0 - 0";
    let game = AnyGame::from_position(GameId::Martian, zone, &options).expect("position");
    app.play(NewGame {
        game,
        ..people(GameId::Martian)
    });
    type_move(&mut app, "b1b5");
    let shown = screen(&app, 160, 50);
    assert!(
        shown.contains("Jogador 1 ganha: zona vazia, 3-0"),
        "{shown}"
    );
}

#[test]
fn the_sentences_that_name_a_side_agree_with_it() {
    let pt = Lang::Portuguese;
    let side = |key: Msg, name: &'static str| pt.tr_with(key, &[("side", name.into())]);
    assert_eq!(side(msg!("setup-name"), "Brancas"), "Nome das brancas");
    assert_eq!(side(msg!("setup-name"), "Jogador 2"), "Nome do Jogador 2");
    assert_eq!(
        side(msg!("flipped"), "Pretas"),
        "Tabuleiro virado: as pretas em baixo."
    );
    let resign = pt.tr_with(
        msg!("confirm-resign"),
        &[("loser", "Brancas".into()), ("winner", "Pretas".into())],
    );
    assert_eq!(resign, "As brancas desistem? As pretas ganham a partida.");
    // In a room the name is a person's.
    let declined = pt.tr_with(msg!("draw-declined"), &[("by", "Ana".into())]);
    assert_eq!(declined, "Ana recusa o empate.");
}

#[test]
fn each_side_has_one_name_in_each_language() {
    let expected = [
        (SideName::White, "White", "Brancas"),
        (SideName::Black, "Black", "Pretas"),
        (SideName::PlayerOne, "Player 1", "Jogador 1"),
        (SideName::PlayerTwo, "Player 2", "Jogador 2"),
    ];
    for (side, english, portuguese) in expected {
        assert_eq!(side.english(), english);
        assert_eq!(side.title(Lang::English), english);
        assert_eq!(side.title(Lang::Portuguese), portuguese);
    }
    assert_eq!(GameId::Hasami.side_names(), ["Black", "White"]);
    assert_eq!(
        GameId::Hasami.side_titles(Lang::Portuguese),
        ["Pretas", "Brancas"]
    );
}

/// Every value the form's Computador row takes for the game shown, one
/// press of → at a time, back to where it began.
fn computer_row_values(app: &mut App) -> BTreeSet<String> {
    let mut values = BTreeSet::new();
    for _ in 0..3 {
        press(app, KeyCode::Down);
    }
    for _ in 0..12 {
        let shown = screen(app, 80, 24);
        let row = app_support::row_with(&shown, "Computador ");
        let value = row
            .split("Computador ")
            .nth(1)
            .map(|rest| rest.trim().trim_end_matches('│').trim())
            .map(|value| value.trim_start_matches("◀ ").trim_end_matches(" ▶"))
            .unwrap_or_default();
        values.insert(value.to_string());
        press(app, KeyCode::Right);
    }
    for _ in 0..3 {
        press(app, KeyCode::Up);
    }
    values
}

#[test]
fn the_form_offers_the_computer_levels_in_portuguese() {
    let mut app = portuguese();
    press(&mut app, KeyCode::Char('n'));
    assert!(screen(&app, 80, 24).contains("médio"));
    for game in GameId::ALL {
        let shown = computer_row_values(&mut app);
        let offered: BTreeSet<String> = Bot::all(game)
            .into_iter()
            .map(|bot| bot.title(Lang::Portuguese).to_string())
            .collect();
        assert_eq!(shown, offered, "{game}");
        for bot in Bot::all(game) {
            assert!(!shown.contains(bot.id()), "{game} shows {}", bot.id());
        }
        press(&mut app, KeyCode::Right);
    }
}

#[test]
fn the_command_line_and_records_keep_the_english_ids() {
    for game in GameId::ALL {
        for bot in Bot::all(game) {
            assert_eq!(bot.to_string(), bot.id());
            assert_eq!(bot.title(Lang::English), bot.id());
            assert_eq!(Bot::parse(game, bot.id()), Ok(bot));
        }
    }
    let computer = Player {
        name: String::new(),
        kind: PlayerKind::Computer(Bot::Engine(Level::Medium)),
    };
    assert_eq!(computer.label(Lang::Portuguese), "Computador (médio)");
    assert_eq!(computer.label(Lang::English), "Computer (medium)");
}

fn temp_paths(dir: &tempfile::TempDir) -> Paths {
    Paths::new(dir.path().join("config"), dir.path().join("data"))
}

#[test]
fn a_game_played_in_portuguese_is_recorded_in_english() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = temp_paths(&dir);
    let OnDisk { mut files, mut app } = open_on_disk(&paths);
    app.set_locale(Lang::Portuguese);
    let options = Options::default();
    app.play(NewGame {
        game: AnyGame::new(GameId::Hasami, &options),
        options,
        players: [
            Player {
                name: "Ana".into(),
                kind: PlayerKind::Human,
            },
            Player {
                name: String::new(),
                kind: PlayerKind::Computer(Bot::Engine(Level::Medium)),
            },
        ],
    });
    assert!(screen(&app, 160, 50).contains("Computador (médio)"));
    // x, then Enter: Hasami has no PGN, so its game record.
    press_saved(&mut app, &mut files, KeyCode::Char('x'));
    press_saved(&mut app, &mut files, KeyCode::Enter);
    let record = fs::read_to_string(paths.exports().join("hasami.json")).expect("the record");
    assert!(record.contains("\"medium\""), "{record}");
    for portuguese in ["médio", "Pretas", "Brancas", "Computador"] {
        assert!(!record.contains(portuguese), "{record}");
    }
    let players = [
        Player {
            name: "Ana".into(),
            kind: PlayerKind::Human,
        },
        Player {
            name: String::new(),
            kind: PlayerKind::Computer(Bot::Engine(Level::Medium)),
        },
    ];
    let game = AnyGame::new(GameId::Martian, &Options::default());
    let notation = tabuleiro::app::record::notation(&game, &Options::default(), &players);
    assert!(
        notation.contains("Player 1: Ana\nPlayer 2: Computer (medium)"),
        "{notation}"
    );
}

/// Forms that address the reader formally and read nothing else in the
/// rules: a formal imperative (escreva, carregue, escolha...) or você.
/// "pode", "o seu" and "a sua" are left out: the pages use them of the
/// pieces ("o rei pode", "ocupando a sua casa").
const FORMAL: [&str; 12] = [
    " você",
    "Você",
    "Escolha ",
    "Escreva ",
    " escreva ",
    "Carregue ",
    " carregue ",
    "Prima ",
    "Olhe ",
    " olhe ",
    "Introduza ",
    " introduza ",
];

#[test]
fn the_how_to_play_pages_in_portuguese_say_tu() {
    let [_, (_, portuguese)] = tabuleiro::i18n::SOURCES;
    let start = portuguese
        .find("## How to play")
        .expect("the How to play group");
    let group = &portuguese[start..];
    let end = group[3..].find("\n## ").map_or(group.len(), |at| at + 3);
    let group = &group[..end];
    assert!(group.contains("help-chess-name"), "{group}");
    for line in group.lines().filter(|line| !line.starts_with('#')) {
        for formal in FORMAL {
            assert!(!line.contains(formal), "{formal:?} in: {line}");
        }
    }
    assert!(group.contains("Também podes escrever"));
    assert!(group.contains("o teu próprio rei"));
}

#[test]
fn the_statistics_name_the_computer_in_portuguese() {
    let mut app = portuguese();
    let options = Options::default();
    app.play(NewGame {
        game: AnyGame::new(GameId::Hasami, &options),
        options,
        players: [
            Player {
                name: String::new(),
                kind: PlayerKind::Human,
            },
            Player {
                name: String::new(),
                kind: PlayerKind::Computer(Bot::Engine(Level::Master)),
            },
        ],
    });
    press(&mut app, KeyCode::Char('R'));
    press(&mut app, KeyCode::Char('y'));
    let over = screen(&app, 80, 24);
    assert!(over.contains("As brancas ganham: as"), "{over}");
    press(&mut app, KeyCode::Char('q'));
    press(&mut app, KeyCode::Char('t'));
    let shown = screen(&app, 80, 24);
    let row = app_support::row_with(&shown, "Hasami Shogi");
    assert!(row.contains("mestre"), "{shown}");
    assert!(!row.contains("master"), "{shown}");
}
