//! How long drawing the game screen takes: `cargo bench --bench render`.
//! A chess game a few moves in, a piece in hand, drawn on a 120x40 and an
//! 80x24 test backend again and again, in each language (the footer,
//! panel and messages are catalogue lookups every frame).

use std::hint::black_box;
use std::time::Instant;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tabuleiro::ai::{Bot, Level};
use tabuleiro::app::session::{NewGame, PlayerKind};
use tabuleiro::app::settings::Settings;
use tabuleiro::app::{App, Event};
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::i18n::Lang;

const ROUNDS: u32 = 2000;

fn press(app: &mut App, c: char) {
    app.handle(Event::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::NONE,
    )));
}

fn main() {
    let options = Options::default();
    let mut game = AnyGame::new(GameId::Chess, &options);
    for mv in ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"] {
        if let Err(error) = game.play_text(mv) {
            eprintln!("render bench: {error}");
            return;
        }
    }
    let mut app = App::new(Settings::default(), 1);
    let medium = PlayerKind::Computer(Bot::Engine(Level::Medium));
    app.play(NewGame::against(game, options, "Ana", medium));
    app.handle(Event::Resize(120, 40));
    press(&mut app, ' ');
    for lang in Lang::ALL {
        app.set_locale(lang);
        for (width, height) in [(120, 40), (80, 24)] {
            let Ok(mut terminal) = Terminal::new(TestBackend::new(width, height));
            let start = Instant::now();
            for _ in 0..ROUNDS {
                let Ok(drawn) = terminal.draw(|frame| tabuleiro::ui::draw(frame, black_box(&app)));
                black_box(drawn.area);
            }
            let each = start.elapsed() / ROUNDS;
            let name = lang.name();
            println!("game screen {width}x{height}, {name}: {each:?} per draw ({ROUNDS} draws)");
        }
    }
}
