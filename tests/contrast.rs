//! The colours actually painted: screens drawn for every theme at every
//! colour depth, the terminal's own colours resolved as a dark and as a
//! light terminal would show them, and each cell of text read against the
//! background under it; each theme's board (pieces and the cursor on every
//! square, the halves of the eval bar on the panel) measured and tabled;
//! the last move and the checkerboard where colours are few or none.

use crate::app_support;

use app_support::{SEED, analysed, press, type_move};
use ratatui::buffer::{Buffer, Cell};
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use tabuleiro::ai::Score;
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::settings::{Colours, Settings};
use tabuleiro::app::{App, Screen};
use tabuleiro::games::{AnyGame, Coord, GameId, Options};
use tabuleiro::ui::look::{self, Background, Depth, Look};
use tabuleiro::ui::theme::Theme;

/// Text off the board must read at WCAG's 4.5:1 (its level AA for body
/// text), whatever the terminal's own colours; in 16 colours at 4:1,
/// what their dark grey reaches on white (there is no darker grey).
const TEXT_CONTRAST: f64 = 4.5;
const TEXT_CONTRAST_16: f64 = 4.0;

/// The theme that promises more: letters at WCAG's 7:1 (level AAA) and
/// pieces at 4.5:1 on every square, where the theme picks the colours
/// (in 16 colours the terminal's palette decides, and the usual holds).
const HIGH_CONTRAST: &str = "high-contrast";
const HIGH_TEXT_CONTRAST: f64 = 7.0;
const HIGH_PIECE_CONTRAST: f64 = 4.5;

/// The cursor's brackets on every square, and each half of the eval bar
/// on the panel: WCAG's 3:1 for graphics.
const MARK_CONTRAST: f64 = 3.0;

/// The least contrast a theme owes its letters and its pieces on plain
/// squares, at a depth.
fn owed(theme: &str, colours: Colours) -> (f64, f64) {
    match (theme, colours) {
        (_, Colours::Colors16) => (TEXT_CONTRAST_16, look::PIECE_CONTRAST),
        (HIGH_CONTRAST, _) => (HIGH_TEXT_CONTRAST, HIGH_PIECE_CONTRAST),
        _ => (TEXT_CONTRAST, look::PIECE_CONTRAST),
    }
}

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
    /// A piece on a plain square.
    Piece,
    /// A piece on a marked square.
    MarkedPiece,
    /// A mark drawn on the board (cursor, last move, a target's dot).
    Mark,
}

/// The theme a resolved look draws with, at its depth.
fn drawn_with<'a>(resolved: &look::Resolved<'a>) -> &'a Theme {
    match resolved.depth {
        Depth::Colors16 => &resolved.theme.ansi16,
        _ => &resolved.theme.theme,
    }
}

/// Every colour a square can have unmarked: the chessboard's two, the
/// Martian zones' two, Hasami's two.
fn plain_squares(theme: &Theme) -> [(&'static str, Color); 6] {
    [
        ("light", theme.light_square),
        ("dark", theme.dark_square),
        ("zone light", theme.zone_light),
        ("zone dark", theme.zone_dark),
        ("hasami", theme.hasami_square),
        ("hasami shade", theme.hasami_shade),
    ]
}

/// The board's colours and the pieces', as the terminal is sent them.
struct Board {
    squares: Vec<Color>,
    marks: Vec<Color>,
    pieces: [Color; 2],
}

impl Board {
    fn new(look: &Look, settings: &Settings) -> Board {
        let resolved = look.resolve(settings);
        let theme = drawn_with(&resolved);
        let at = |c: Color| look::nearest(c, resolved.depth);
        let marks = [
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
            squares: plain_squares(theme).map(|(_, c)| at(c)).to_vec(),
            marks: marks.into_iter().map(at).collect(),
            pieces: [at(theme.piece_one), at(theme.piece_two)],
        }
    }

    fn kind(&self, cell: &Cell) -> Kind {
        let square = self.squares.contains(&cell.bg);
        let marked = self.marks.contains(&cell.bg);
        let piece = self.pieces.contains(&cell.fg) && cell.symbol() != "·";
        match (square || marked, piece) {
            _ if cell.bg == Color::Reset => Kind::Text,
            (false, _) => Kind::Text,
            (true, true) if square => Kind::Piece,
            (true, true) => Kind::MarkedPiece,
            (true, false) => Kind::Mark,
        }
    }
}

#[test]
fn every_theme_reads_at_every_depth_on_a_dark_and_a_light_terminal() {
    let mut failures = Vec::new();
    let names = Look::new(Depth::TrueColor, false).names();
    for theme in &names {
        for (colours, depth) in DEPTHS {
            let (letters, on_squares) = owed(theme, colours);
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
                            // marks included (there at the usual 3:1, which
                            // the board keeps by leaving the square's own
                            // colour under a piece a mark would hide).
                            let (lowest, least) = match kind {
                                Kind::Piece => (&mut pieces, Some(on_squares)),
                                Kind::MarkedPiece => (&mut pieces, Some(look::PIECE_CONTRAST)),
                                _ => (&mut text, Some(letters)),
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

/// A colour as a terminal shows it at a depth, the terminal's own where
/// the theme leaves it (`own`).
fn shown(colour: Color, depth: Depth, own: (u8, u8, u8)) -> (u8, u8, u8) {
    look::rgb(look::nearest(colour, depth)).unwrap_or(own)
}

/// Each theme's board and eval bar, measured as a dark and a light terminal
/// show them at each depth, and printed as a table (`--nocapture`): the
/// letters (the lowest of the theme's text colours on its background),
/// each piece and the cursor on each kind of square, each half of the eval
/// bar on the panel.
#[test]
fn every_theme_s_board_and_eval_bar_stand_out_on_a_dark_and_a_light_terminal() {
    let mut failures = Vec::new();
    let names = Look::new(Depth::TrueColor, false).names();
    for terminal in &TERMINALS {
        println!("{}:", terminal.name);
        for theme in names.iter().filter(|name| *name != look::AUTOMATIC) {
            for (colours, depth) in &DEPTHS[..3] {
                let settings = Settings {
                    theme: theme.clone(),
                    colours: *colours,
                    ..Settings::default()
                };
                let mut look = Look::new(Depth::TrueColor, false);
                look.background = terminal.background;
                let resolved = look.resolve(&settings);
                if resolved.monochrome() {
                    continue;
                }
                let colours_of = drawn_with(&resolved);
                let fg = |c: Color| shown(c, resolved.depth, terminal.fg);
                let bg = |c: Color| shown(c, resolved.depth, terminal.bg);
                let (letters_owed, pieces_owed) = owed(theme, *colours);
                let panel = bg(colours_of.background);
                let letters = [
                    colours_of.text,
                    colours_of.dim,
                    colours_of.label,
                    colours_of.accent,
                    colours_of.error,
                ]
                .into_iter()
                .map(|c| look::contrast(fg(c), panel))
                .fold(f64::MAX, f64::min);
                let mut row = format!("{theme:>14} {depth:>9}  letters {letters:5.2}");
                let mut check = |what: String, ratio: f64, least: f64| {
                    if ratio < least {
                        failures.push(format!(
                            "{theme} {depth} {}: {what} {ratio:.2} < {least}",
                            terminal.name
                        ));
                    }
                };
                check("letters".into(), letters, letters_owed);
                for (name, piece) in [
                    ("white", colours_of.piece_one),
                    ("black", colours_of.piece_two),
                    ("cursor", colours_of.cursor),
                ] {
                    let least = if name == "cursor" {
                        MARK_CONTRAST
                    } else {
                        pieces_owed
                    };
                    let ratios: Vec<String> = plain_squares(colours_of)
                        .into_iter()
                        .map(|(square, under)| {
                            let ratio = look::contrast(fg(piece), bg(under));
                            check(format!("{name} on {square}"), ratio, least);
                            format!("{ratio:.2}")
                        })
                        .collect();
                    row.push_str(&format!("  {name} {}", ratios.join("/")));
                }
                let halves = [colours_of.eval_one, colours_of.eval_two]
                    .map(|half| look::contrast(fg(half), panel));
                for (half, ratio) in ["light", "dark"].into_iter().zip(halves) {
                    check(format!("eval bar's {half} half"), ratio, MARK_CONTRAST);
                }
                row.push_str(&format!("  eval {:.2}/{:.2}", halves[0], halves[1]));
                println!("{row}");
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The cells of a square of the chessboard on the game screen.
fn square_cells<'a>(buf: &'a Buffer, square: &str) -> Vec<&'a Cell> {
    let area = buf.area;
    let geometry = tabuleiro::app::layout::game(area, GameId::Chess, false).board;
    let at = Coord::parse(square, GameId::Chess.dims());
    let rect = at.map_or(Rect::default(), |at| geometry.square(at));
    rect.positions().map(|p| &buf[p]).collect()
}

/// A named colour's hue among the terminal's eight, its light twin the
/// same: a palette may show the two alike (blue and light blue often are).
fn ansi_hue(colour: Color) -> Option<u8> {
    use Color::*;
    Some(match colour {
        Black | DarkGray => 0,
        Red | LightRed => 1,
        Green | LightGreen => 2,
        Yellow | LightYellow => 3,
        Blue | LightBlue => 4,
        Magenta | LightMagenta => 5,
        Cyan | LightCyan => 6,
        Gray | White => 7,
        _ => return None,
    })
}

/// In 16 colours both squares of the last move (g1 dark, f3 light) show
/// the last move's colour, a hue no square has in any palette, on squares
/// of glyphs and of figures (where the square left shows a ring).
#[test]
fn sixteen_colours_show_the_last_move_on_a_light_and_a_dark_square() {
    let mut failures = Vec::new();
    let look = Look::new(Depth::TrueColor, false);
    for theme in look.names() {
        let settings = Settings {
            theme: theme.clone(),
            colours: Colours::Colors16,
            ..Settings::default()
        };
        let resolved = look.resolve(&settings);
        if resolved.monochrome() {
            continue;
        }
        let colours_of = drawn_with(&resolved);
        let last = look::nearest(colours_of.last_move, Depth::Colors16);
        for (square, colour) in plain_squares(colours_of) {
            let colour = look::nearest(colour, Depth::Colors16);
            if ansi_hue(colour) == ansi_hue(last) {
                failures.push(format!(
                    "{theme}: last move {last:?} as the {square} square"
                ));
            }
        }
        let app = game(&settings, GameId::Chess, "Nf3");
        for (width, height) in [(80, 24), (120, 40)] {
            let buf = draw(&app, &look, width, height);
            for square in ["g1", "f3"] {
                let cells = square_cells(&buf, square);
                let marked = cells.iter().filter(|c| c.bg == last || c.fg == last);
                // Most of the square, or the ring of one left empty.
                if marked.count() * 4 < cells.len() {
                    failures.push(format!("{theme} {width}x{height}: {square} unmarked"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// With NO_COLOR nothing is coloured, yet the board is a checkerboard (the
/// empty cells of dark squares shaded) and the last move's squares are
/// shaded darker, whatever the terminal does with underline.
#[test]
fn without_colour_the_board_is_checkered_and_the_last_move_shaded() {
    let look = Look::new(Depth::TrueColor, true);
    let settings = Settings::default();
    assert!(look.resolve(&settings).monochrome());
    let app = game(&settings, GameId::Chess, "Nf3");
    let buf = draw(&app, &look, 80, 24);
    assert!(
        buf.content()
            .iter()
            .all(|c| c.fg == Color::Reset && c.bg == Color::Reset)
    );
    let symbols = |square: &str| -> Vec<String> {
        let cells = square_cells(&buf, square);
        cells.iter().map(|c| c.symbol().to_string()).collect()
    };
    let only = |square: &str, shade: &str| symbols(square).iter().all(|s| s == shade);
    // Empty squares of the third rank: a3 dark, b3 light.
    assert!(only("a3", look::DARK_SHADE), "{:?}", symbols("a3"));
    assert!(only("b3", " "), "{:?}", symbols("b3"));
    // The knight left g1 (dark) for f3 (light): both shaded darker, the
    // knight's cell still the knight (and the cursor's, its brackets).
    assert!(only("g1", look::LAST_MOVE_SHADE), "{:?}", symbols("g1"));
    let f3 = symbols("f3");
    let rest: Vec<_> = f3
        .iter()
        .filter(|s| !["♘", "[", "]"].contains(&s.as_str()))
        .collect();
    assert_eq!(
        f3.len() - rest.len(),
        1 + 2 * usize::from(f3.contains(&"[".to_string()))
    );
    assert!(rest.iter().all(|s| *s == look::LAST_MOVE_SHADE), "{f3:?}");
}
