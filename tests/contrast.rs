//! The colours actually painted: screens drawn for every theme at every
//! colour depth, the terminal's own colours resolved as a dark and as a
//! light terminal would show them, and each cell of text read against the
//! background under it.

mod app_support;

use app_support::{SEED, analysed, press, type_move};
use ratatui::buffer::{Buffer, Cell};
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use tabuleiro::ai::Score;
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::settings::{Colours, Settings};
use tabuleiro::app::{App, Screen};
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::ui::look::{self, Background, Depth, Look};
use tabuleiro::ui::theme::Theme;

/// Text off the board must read at WCAG's 4.5:1 (its level AA for body
/// text), whatever the terminal's own colours; in 16 colours at 4:1,
/// what their dark grey reaches on white (there is no darker grey).
const TEXT_CONTRAST: f64 = 4.5;
const TEXT_CONTRAST_16: f64 = 4.0;

/// A terminal's own colours: what "reset" shows.
struct Terminal {
    name: &'static str,
    fg: (u8, u8, u8),
    bg: (u8, u8, u8),
    background: Background,
}

const TERMINALS: [Terminal; 2] = [
    Terminal {
        name: "dark terminal",
        fg: (229, 229, 229),
        bg: (0, 0, 0),
        background: Background::Dark,
    },
    Terminal {
        name: "light terminal",
        fg: (0, 0, 0),
        bg: (255, 255, 255),
        background: Background::Light,
    },
];

const DEPTHS: [(Colours, &str); 4] = [
    (Colours::TrueColor, "truecolor"),
    (Colours::Colors256, "256"),
    (Colours::Colors16, "16"),
    (Colours::None, "NO_COLOR"),
];

fn human(name: &str) -> Player {
    Player {
        name: name.into(),
        kind: PlayerKind::Human,
    }
}

/// A game after its first move, the panel beside the board.
fn game(settings: &Settings, id: GameId, first: &str) -> App {
    let options = Options::default();
    let mut app = App::new(settings.clone(), SEED);
    app.play(NewGame {
        game: AnyGame::new(id, &options),
        options,
        players: [human("Ana"), human("Rui")],
    });
    type_move(&mut app, first);
    analysed(&mut app, Score::Points(-30));
    app
}

/// The screens looked at: the menu, the new-game form, the settings
/// form, a game with its panel (chess, Hasami), and the help.
fn screens(settings: &Settings) -> Vec<(&'static str, App)> {
    let menu = App::new(settings.clone(), SEED);
    let mut setup = App::new(settings.clone(), SEED);
    press(&mut setup, KeyCode::Char('n'));
    assert_eq!(setup.screen(), Screen::Setup);
    let mut form = App::new(settings.clone(), SEED);
    press(&mut form, KeyCode::Char('s'));
    assert_eq!(form.screen(), Screen::Settings);
    let mut help = game(settings, GameId::Chess, "e4");
    press(&mut help, KeyCode::Char('?'));
    assert_eq!(help.screen(), Screen::Rules);
    vec![
        ("menu", menu),
        ("setup", setup),
        ("settings", form),
        ("chess", game(settings, GameId::Chess, "e4")),
        ("hasami", game(settings, GameId::Hasami, "a1a4")),
        ("help", help),
    ]
}

fn draw(app: &App, look: &Look, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    tabuleiro::ui::render_with(app, area, &mut buf, look);
    buf
}

/// A cell that shows text (not a space, not a block of colour).
fn shows_text(cell: &Cell) -> bool {
    let symbol = cell.symbol();
    !symbol.trim().is_empty()
        && !symbol
            .chars()
            .all(|c| ('\u{2580}'..='\u{259f}').contains(&c))
}

/// The colours the terminal shows a cell in.
fn painted(cell: &Cell, terminal: &Terminal) -> ((u8, u8, u8), (u8, u8, u8)) {
    let fg = look::rgb(cell.fg).unwrap_or(terminal.fg);
    let bg = look::rgb(cell.bg).unwrap_or(terminal.bg);
    if cell.modifier.contains(Modifier::REVERSED) {
        (bg, fg)
    } else {
        (fg, bg)
    }
}

/// What a cell is, from the colours the theme paints it in.
#[derive(PartialEq)]
enum Kind {
    Text,
    Piece,
    /// A mark drawn on the board (cursor, last move, a target's dot).
    Mark,
}

/// The board's colours and the pieces', as the terminal is sent them.
struct Board {
    squares: Vec<Color>,
    pieces: [Color; 2],
}

impl Board {
    fn new(look: &Look, settings: &Settings) -> Board {
        let resolved = look.resolve(settings);
        let theme: &Theme = match resolved.depth {
            Depth::Colors16 => &resolved.theme.ansi16,
            _ => &resolved.theme.theme,
        };
        let at = |c: Color| look::nearest(c, resolved.depth);
        let squares = [
            theme.light_square,
            theme.dark_square,
            theme.zone_light,
            theme.zone_dark,
            theme.hasami_square,
            theme.hasami_shade,
            theme.canal,
            theme.cursor,
            theme.held,
            theme.target,
            theme.capture,
            theme.last_move,
            theme.check,
            theme.hint,
        ];
        Board {
            squares: squares.into_iter().map(at).collect(),
            pieces: [at(theme.piece_one), at(theme.piece_two)],
        }
    }

    fn kind(&self, cell: &Cell) -> Kind {
        if !self.squares.contains(&cell.bg) || cell.bg == Color::Reset {
            Kind::Text
        } else if self.pieces.contains(&cell.fg) && cell.symbol() != "·" {
            Kind::Piece
        } else {
            Kind::Mark
        }
    }
}

#[test]
fn every_theme_reads_at_every_depth_on_a_dark_and_a_light_terminal() {
    let mut failures = Vec::new();
    let names = Look::new(Depth::TrueColor, false).names();
    for theme in &names {
        for (colours, depth) in DEPTHS {
            let (mut text, mut pieces) = (f64::MAX, f64::MAX);
            for terminal in &TERMINALS {
                let mut look = Look::new(Depth::TrueColor, false);
                look.background = terminal.background;
                let settings = Settings {
                    theme: theme.clone(),
                    colours,
                    ..Settings::default()
                };
                let board = Board::new(&look, &settings);
                for (screen, app) in screens(&settings) {
                    for (width, height) in [(80, 24), (120, 40)] {
                        let buf = draw(&app, &look, width, height);
                        for (at, cell) in buf.content().iter().enumerate() {
                            let kind = board.kind(cell);
                            if !shows_text(cell) || kind == Kind::Mark {
                                continue;
                            }
                            let (fg, bg) = painted(cell, terminal);
                            let ratio = look::contrast(fg, bg);
                            // Pieces on every square they are painted on,
                            // marks included.
                            let (lowest, least) = match kind {
                                Kind::Piece => (&mut pieces, Some(look::PIECE_CONTRAST)),
                                _ if colours == Colours::Colors16 => {
                                    (&mut text, Some(TEXT_CONTRAST_16))
                                }
                                _ => (&mut text, Some(TEXT_CONTRAST)),
                            };
                            *lowest = lowest.min(ratio);
                            if least.is_some_and(|least| ratio < least) {
                                let (x, y) = buf.pos_of(at);
                                failures.push(format!(
                                    "{theme} {depth} {} {screen} {width}x{height} ({x},{y}) {:?} {:?}/{:?} {ratio:.2}",
                                    terminal.name,
                                    cell.symbol(), cell.fg, cell.bg
                                ));
                            }
                        }
                    }
                }
            }
            let ratio = |r: f64| match r {
                f64::MAX => "-".to_string(),
                r => format!("{r:.2}:1"),
            };
            println!(
                "{theme:>14} {depth:>9}: lowest contrast: text {}, pieces {}",
                ratio(text),
                ratio(pieces)
            );
        }
    }
    let shown: Vec<_> = failures.iter().take(40).collect();
    assert!(
        failures.is_empty(),
        "{} cells read too faintly: {shown:#?}",
        failures.len()
    );
}
