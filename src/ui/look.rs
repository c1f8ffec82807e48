//! How the screen is coloured: the themes on offer (bundled and the
//! user's own; how a theme's text reads is [`super::theme`]'s), the
//! terminal's colour depth, its background (the OSC 11 answer, which
//! picks the automatic theme), and NO_COLOR. Screens draw with a theme's
//! exact colours; [`adapt`] then paints the theme's own background and
//! text wherever a screen left the terminal's, and brings every cell down
//! to what the terminal shows, or to bold, reverse and underline when
//! there is no colour at all.

use std::sync::OnceLock;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

use super::theme::{self, NamedTheme, Theme, ThemeError, parse_theme};
use crate::app::settings::Settings;
pub use crate::app::settings::{Colours, Depth};
use crate::storage::themes::ThemeText;

/// The bundled themes, by name; `default` first.
const BUNDLED: [(&str, &str); 5] = [
    ("default", theme::DEFAULT),
    ("light", include_str!("../../themes/light.toml")),
    (
        "high-contrast",
        include_str!("../../themes/high-contrast.toml"),
    ),
    (
        "colour-blind",
        include_str!("../../themes/colour-blind.toml"),
    ),
    ("monochrome", include_str!("../../themes/monochrome.toml")),
];

/// The theme NO_COLOR selects.
pub const MONOCHROME: &str = "monochrome";

/// The theme that follows the terminal's background: [`DARK`] or
/// [`LIGHT`]. Offered first, and the default.
pub const AUTOMATIC: &str = crate::app::settings::AUTOMATIC_THEME;
const DARK: &str = "default";
const LIGHT: &str = "light";

/// Asks the terminal for its background colour (OSC 11).
pub const BACKGROUND_QUERY: &[u8] = b"\x1b]11;?\x07";

/// The terminal's own background, as far as it said.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Background {
    /// Dark, or not said.
    #[default]
    Dark,
    Light,
}

impl Background {
    /// From a complete answer to [`BACKGROUND_QUERY`],
    /// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `ESC \` (each
    /// channel 1 to 4 hex digits); `None` for anything else.
    pub fn from_reply(reply: &[u8]) -> Option<Background> {
        let body = reply.strip_prefix(b"\x1b]11;rgb:")?;
        let body = body
            .strip_suffix(&[BEL])
            .or_else(|| body.strip_suffix(ST))?;
        let text = std::str::from_utf8(body).ok()?;
        let mut channels = text.split('/').map(|hex| {
            let digits = u32::try_from(hex.len())
                .ok()
                .filter(|n| (1..=4).contains(n))?;
            let value = u32::from_str_radix(hex, 16).ok()?;
            Some(f64::from(value) / f64::from((1u32 << (4 * digits)) - 1))
        });
        let (r, g, b) = (channels.next()??, channels.next()??, channels.next()??);
        if channels.next().is_some() {
            return None;
        }
        // Light when black text reads better on it than white.
        let light = relative_luminance([r, g, b]) > LIGHT_LUMINANCE;
        Some(if light {
            Background::Light
        } else {
            Background::Dark
        })
    }

    /// From the first answer to [`BACKGROUND_QUERY`] among `bytes`.
    pub fn find_in(bytes: &[u8]) -> Option<Background> {
        let start = bytes.windows(5).position(|w| w == b"\x1b]11;")?;
        let rest = &bytes[start..];
        let end = rest
            .iter()
            .position(|&b| b == BEL)
            .map(|at| at + 1)
            .or_else(|| rest.windows(2).position(|w| w == ST).map(|at| at + 2))?;
        Background::from_reply(&rest[..end])
    }
}

/// The two ends of an OSC answer.
pub const BEL: u8 = 0x07;
pub const ST: &[u8] = b"\x1b\\";

/// The luminance where black and white text contrast equally (WCAG).
const LIGHT_LUMINANCE: f64 = 0.179;

/// sRGB channels in 0..=1 made linear, as WCAG and CIELAB both start.
fn linear(channels: [f64; 3]) -> [f64; 3] {
    channels.map(|c| {
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    })
}

/// WCAG relative luminance of sRGB channels in 0..=1.
fn relative_luminance(channels: [f64; 3]) -> f64 {
    let [r, g, b] = linear(channels);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// The WCAG 2 contrast ratio of two colours (1 to 21).
pub fn contrast(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let luminance =
        |(r, g, b): (u8, u8, u8)| relative_luminance([r, g, b].map(|c| f64::from(c) / 255.0));
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// Pieces must stand out from every square they stand on, marked or
/// not: WCAG's 3:1 for large text and graphics.
pub const PIECE_CONTRAST: f64 = 3.0;

/// Whether `fg` stands out from `bg` by `least`, as xterm shows them; a
/// terminal's own colour counts as standing out, since only it knows.
pub fn stands_out(fg: Color, bg: Color, least: f64) -> bool {
    match (rgb(fg), rgb(bg)) {
        (Some(fg), Some(bg)) => contrast(fg, bg) >= least,
        _ => true,
    }
}

/// A colour's red, green and blue as xterm shows it; `None` for the
/// terminal's own (reset) colour, which only the terminal knows.
pub fn rgb(color: Color) -> Option<(u8, u8, u8)> {
    match color {
        Color::Rgb(r, g, b) => Some((r, g, b)),
        Color::Indexed(i) => Some(indexed_rgb(i)),
        named => ANSI.iter().find(|(c, _)| *c == named).map(|(_, rgb)| *rgb),
    }
}

impl Depth {
    /// From the environment's values: true colour when `COLORTERM` says
    /// so, 256 colours when `TERM` mentions them, else 16.
    pub fn detect(colorterm: Option<&str>, term: Option<&str>) -> Depth {
        let colorterm = colorterm.unwrap_or("").to_ascii_lowercase();
        if colorterm == "truecolor" || colorterm == "24bit" {
            Depth::TrueColor
        } else if term.is_some_and(|t| t.contains("256color")) {
            Depth::Colors256
        } else {
            Depth::Colors16
        }
    }
}

/// What the terminal can show and the themes to choose from.
#[derive(Clone, Debug)]
pub struct Look {
    pub themes: Vec<NamedTheme>,
    pub detected: Depth,
    /// NO_COLOR was set (and not empty).
    pub no_color: bool,
    /// The terminal's background, which the automatic theme follows.
    pub background: Background,
}

/// What a frame is drawn with.
pub struct Resolved<'a> {
    pub theme: &'a NamedTheme,
    pub depth: Depth,
}

impl Resolved<'_> {
    /// No colour codes: the monochrome marks instead.
    pub fn monochrome(&self) -> bool {
        self.theme.monochrome || self.depth == Depth::None
    }
}

/// The bundled themes, read once: the default over the terminal's own
/// colours, the others over the default.
fn bundled() -> &'static [NamedTheme] {
    static THEMES: OnceLock<Vec<NamedTheme>> = OnceLock::new();
    THEMES.get_or_init(|| {
        let plain = NamedTheme {
            name: "default".to_string(),
            theme: theme::fallback(),
            ansi16: theme::fallback(),
            monochrome: false,
        };
        let default = parse_theme("default", theme::DEFAULT, &plain).unwrap_or(plain);
        let others = BUNDLED[1..]
            .iter()
            .filter_map(|(name, text)| parse_theme(name, text, &default).ok());
        std::iter::once(default.clone()).chain(others).collect()
    })
}

/// The default theme, which the others build on.
pub fn default_theme() -> &'static NamedTheme {
    &bundled()[0]
}

impl Look {
    /// The bundled themes, with the depth and NO_COLOR given.
    pub fn new(detected: Depth, no_color: bool) -> Look {
        Look {
            themes: bundled().to_vec(),
            detected,
            no_color,
            background: Background::Dark,
        }
    }

    /// The bundled themes in true colour, as tests draw by default.
    pub fn plain() -> &'static Look {
        static PLAIN: OnceLock<Look> = OnceLock::new();
        PLAIN.get_or_init(|| Look::new(Depth::TrueColor, false))
    }

    /// From environment values, read through `lookup` so tests need not
    /// change the process environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Look {
        let detected = Depth::detect(lookup("COLORTERM").as_deref(), lookup("TERM").as_deref());
        let no_color = lookup("NO_COLOR").is_some_and(|v| !v.is_empty());
        Look::new(detected, no_color)
    }

    /// Adds themes from their files' text (one of a bundled name replaces
    /// it); each that could not be read or parsed comes back as a line.
    pub fn add_themes(&mut self, files: Vec<ThemeText>) -> Vec<ThemeError> {
        let mut errors = Vec::new();
        for ThemeText { name, text } in files {
            let parsed = text
                .map_err(|unread| ThemeError {
                    name: name.clone(),
                    problem: unread.into(),
                })
                .and_then(|text| parse_theme(&name, &text, default_theme()));
            match parsed {
                Ok(theme) => {
                    self.themes.retain(|t| t.name != theme.name);
                    self.themes.push(theme);
                }
                Err(error) => errors.push(error),
            }
        }
        errors
    }

    /// The themes Settings offers: automatic first, then each by name.
    pub fn names(&self) -> Vec<String> {
        std::iter::once(AUTOMATIC.to_string())
            .chain(self.themes.iter().map(|t| t.name.clone()))
            .collect()
    }

    fn find(&self, name: &str) -> Option<&NamedTheme> {
        let name = match (name, self.background) {
            (AUTOMATIC, Background::Dark) => DARK,
            (AUTOMATIC, Background::Light) => LIGHT,
            _ => name,
        };
        self.themes.iter().find(|t| t.name == name)
    }

    /// The theme and depth the settings ask for. NO_COLOR picks the
    /// monochrome theme unless the settings chose a theme or a depth.
    pub fn resolve(&self, settings: &Settings) -> Resolved<'_> {
        let defaults = Settings::default();
        let chosen = settings.theme != defaults.theme || settings.colours != defaults.colours;
        let name = if self.no_color && !chosen {
            MONOCHROME
        } else {
            settings.theme.as_str()
        };
        let theme = self
            .find(name)
            .or_else(|| self.themes.first())
            .unwrap_or(&bundled()[0]);
        let depth = match settings.colours.depth() {
            Some(depth) => depth,
            None if self.no_color && !chosen => Depth::None,
            None => self.detected,
        };
        Resolved { theme, depth }
    }
}

/// The drawn frame brought to what the terminal shows: the theme's own
/// text and background where a screen left the terminal's (so no text
/// depends on the terminal's colours), each colour to the nearest
/// available, or, without colour, the marks as attributes and the
/// terminal's own colours throughout.
pub fn adapt(buf: &mut Buffer, area: Rect, resolved: &Resolved<'_>, drawn_with: &Theme) {
    let monochrome = resolved.monochrome();
    let mut nearest = Recent::new(resolved.depth);
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    for y in area.top()..area.bottom() {
        let start = buf.index_of(area.left(), y);
        let row = &mut buf.content[start..start + usize::from(area.width)];
        for cell in row {
            if monochrome {
                to_monochrome(cell, drawn_with);
                continue;
            }
            if cell.fg == Color::Reset {
                cell.fg = drawn_with.text;
            }
            if cell.bg == Color::Reset {
                cell.bg = drawn_with.background;
            }
            cell.fg = nearest.of(cell.fg);
            cell.bg = nearest.of(cell.bg);
        }
    }
}

/// [`nearest`] for one depth, remembering the last few colours asked: a
/// frame has a handful of colours over thousands of cells, and a server
/// adapts a frame for every session drawn.
struct Recent {
    depth: Depth,
    known: [(Color, Color); 4],
    next: usize,
    /// The one asked last, asked again most often (a cell's neighbour).
    last: usize,
}

impl Recent {
    fn new(depth: Depth) -> Recent {
        let reset = nearest(Color::Reset, depth);
        Recent {
            depth,
            known: [(Color::Reset, reset); 4],
            next: 0,
            last: 0,
        }
    }

    fn of(&mut self, color: Color) -> Color {
        if self.known[self.last].0 == color {
            return self.known[self.last].1;
        }
        if let Some(at) = self.known.iter().position(|(asked, _)| *asked == color) {
            self.last = at;
            return self.known[at].1;
        }
        let near = nearest(color, self.depth);
        self.last = self.next;
        self.known[self.next] = (color, near);
        self.next = (self.next + 1) % self.known.len();
        near
    }
}

/// Outline glyphs for the light side's pieces and filled ones for the dark
/// side's (as on paper: ♔ is White's king, ♚ Black's), both bold, as are
/// the highlights; a light shade for player 2's share of the evaluation
/// bar; reverse video for the piece in hand and the selected row, and
/// with it a line through a piece that can be captured and under a king
/// in check; underline for the last move and the hint; the empty cells of
/// dark squares and of the last move's squares shaded ([`shade`]).
fn to_monochrome(cell: &mut ratatui::buffer::Cell, theme: &Theme) {
    let mut add = Modifier::empty();
    let bg = cell.bg;
    if let Some(shade) = shade(cell.symbol(), bg, theme) {
        cell.set_symbol(shade);
    }
    if bg == theme.check {
        add |= Modifier::REVERSED | Modifier::UNDERLINED;
    } else if bg == theme.capture {
        add |= Modifier::REVERSED | Modifier::CROSSED_OUT;
    } else if [theme.held, theme.selected_bg].contains(&bg) {
        add |= Modifier::REVERSED;
    } else if [theme.last_move, theme.hint].contains(&bg) {
        add |= Modifier::UNDERLINED;
    }
    let fg = cell.fg;
    if fg == theme.eval_two && cell.symbol() == "█" {
        // Player 2's share of the evaluation bar, told apart by shade.
        cell.set_symbol("░");
    } else if fg == theme.piece_one {
        if let Some(outline) = outline(cell.symbol()) {
            cell.set_symbol(outline);
        }
        add |= Modifier::BOLD;
    } else if [theme.piece_two, theme.cursor, theme.accent, theme.error].contains(&fg) {
        add |= Modifier::BOLD;
    }
    cell.modifier |= add;
    cell.fg = Color::Reset;
    cell.bg = Color::Reset;
}

/// What fills an empty cell of a square without colour: a light shade on
/// a dark square (so the board is still a checkerboard) and a darker one
/// on a square of the last move (told from both kinds of square by any
/// terminal, underline or not); `None` elsewhere.
fn shade(symbol: &str, bg: Color, theme: &Theme) -> Option<&'static str> {
    if symbol != " " {
        None
    } else if [theme.dark_square, theme.zone_dark].contains(&bg) {
        Some(DARK_SHADE)
    } else if bg == theme.last_move {
        Some(LAST_MOVE_SHADE)
    } else {
        None
    }
}

/// The shades [`shade`] fills with.
pub const DARK_SHADE: &str = "░";
pub const LAST_MOVE_SHADE: &str = "▒";

/// The outline form of a filled piece glyph.
fn outline(symbol: &str) -> Option<&'static str> {
    Some(match symbol {
        "♚" => "♔",
        "♛" => "♕",
        "♜" => "♖",
        "♝" => "♗",
        "♞" => "♘",
        "♟" => "♙",
        "◆" => "◇",
        "●" => "○",
        _ => return None,
    })
}

/// The 16 ANSI colours as xterm shows them, in index order.
const ANSI: [(Color, (u8, u8, u8)); 16] = [
    (Color::Black, (0, 0, 0)),
    (Color::Red, (205, 0, 0)),
    (Color::Green, (0, 205, 0)),
    (Color::Yellow, (205, 205, 0)),
    (Color::Blue, (0, 0, 238)),
    (Color::Magenta, (205, 0, 205)),
    (Color::Cyan, (0, 205, 205)),
    (Color::Gray, (229, 229, 229)),
    (Color::DarkGray, (127, 127, 127)),
    (Color::LightRed, (255, 0, 0)),
    (Color::LightGreen, (0, 255, 0)),
    (Color::LightYellow, (255, 255, 0)),
    (Color::LightBlue, (92, 92, 255)),
    (Color::LightMagenta, (255, 0, 255)),
    (Color::LightCyan, (0, 255, 255)),
    (Color::White, (255, 255, 255)),
];

/// The levels of the 6×6×6 colour cube of the 256-colour palette.
const CUBE: [u8; 6] = [0, 95, 135, 175, 215, 255];

fn distance(a: (u8, u8, u8), b: (u8, u8, u8)) -> u32 {
    let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2) as u32;
    // Weighted for the eye: green counts most, blue least.
    3 * d(a.0, b.0) + 4 * d(a.1, b.1) + 2 * d(a.2, b.2)
}

/// The red, green and blue of a palette index.
fn indexed_rgb(index: u8) -> (u8, u8, u8) {
    match index {
        0..16 => ANSI[usize::from(index)].1,
        16..232 => {
            let i = index - 16;
            (
                CUBE[usize::from(i / 36)],
                CUBE[usize::from(i / 6 % 6)],
                CUBE[usize::from(i % 6)],
            )
        }
        _ => {
            let grey = 8 + 10 * (index - 232);
            (grey, grey, grey)
        }
    }
}

/// The nearest of the 256 palette colours (cube or grey ramp).
pub fn nearest_256(rgb: (u8, u8, u8)) -> u8 {
    let level = |v: u8| {
        (0..CUBE.len())
            .min_by_key(|&i| (i32::from(CUBE[i]) - i32::from(v)).abs())
            .unwrap_or(0) as u8
    };
    let cube = 16 + 36 * level(rgb.0) + 6 * level(rgb.1) + level(rgb.2);
    let mean = (u16::from(rgb.0) + u16::from(rgb.1) + u16::from(rgb.2)) / 3;
    let step = (mean.saturating_sub(3) / 10).min(23) as u8;
    let grey = 232 + step;
    if distance(indexed_rgb(grey), rgb) < distance(indexed_rgb(cube), rgb) {
        grey
    } else {
        cube
    }
}

/// The nearest of the 16 ANSI colours.
pub fn nearest_16(rgb: (u8, u8, u8)) -> Color {
    ANSI.iter()
        .min_by_key(|(_, ansi)| distance(*ansi, rgb))
        .map_or(Color::Reset, |(color, _)| *color)
}

/// A colour as the depth allows.
pub fn nearest(color: Color, depth: Depth) -> Color {
    match (color, depth) {
        (_, Depth::None) => Color::Reset,
        (Color::Rgb(r, g, b), Depth::Colors256) => Color::Indexed(nearest_256((r, g, b))),
        (Color::Rgb(r, g, b), Depth::Colors16) => nearest_16((r, g, b)),
        (Color::Indexed(i), Depth::Colors16) => nearest_16(indexed_rgb(i)),
        _ => color,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bundled_theme_is_named_in_each_language() {
        use crate::app::text::theme_title;
        use crate::i18n::Lang;
        let names = BUNDLED.iter().map(|(name, _)| *name);
        for name in names.chain([AUTOMATIC]) {
            assert_ne!(theme_title(Lang::Portuguese, name), name);
            assert_eq!(theme_title(Lang::English, name), name);
        }
        assert_eq!(theme_title(Lang::Portuguese, "mine"), "mine");
    }

    #[test]
    fn the_terminal_background_is_read_from_its_osc_11_answer() {
        let read = Background::from_reply;
        assert_eq!(
            read(b"\x1b]11;rgb:0000/0000/0000\x07"),
            Some(Background::Dark)
        );
        assert_eq!(
            read(b"\x1b]11;rgb:ffff/ffff/ffff\x1b\\"),
            Some(Background::Light)
        );
        assert_eq!(read(b"\x1b]11;rgb:fd/f6/e3\x07"), Some(Background::Light));
        assert_eq!(
            read(b"\x1b]11;rgb:1e1e/1e1e/2e2e\x07"),
            Some(Background::Dark)
        );
        // Mid grey: black text reads better on it.
        assert_eq!(
            read(b"\x1b]11;rgb:8080/8080/8080\x07"),
            Some(Background::Light)
        );
        assert_eq!(read(b"\x1b]11;rgb:ffff/ffff\x07"), None);
        assert_eq!(read(b"\x1b]11;rgb:ffff/ffff/ffff"), None);
        assert_eq!(read(b"\x1b]11;?\x07"), None);
        assert_eq!(read(b"\x1b]11;rgb:fffff/0/0\x07"), None);
        let answers = b"x\x1b]11;rgb:ffff/ffff/ffff\x07\x1b[?64;1c";
        assert_eq!(Background::find_in(answers), Some(Background::Light));
        assert_eq!(Background::find_in(b"\x1b[?64;1c"), None);
    }

    #[test]
    fn the_automatic_theme_follows_the_terminal_background() {
        let mut look = Look::new(Depth::TrueColor, false);
        let settings = Settings::default();
        assert_eq!(settings.theme, AUTOMATIC);
        assert_eq!(look.resolve(&settings).theme.name, DARK);
        look.background = Background::Light;
        assert_eq!(look.resolve(&settings).theme.name, LIGHT);
        let chosen = Settings {
            theme: DARK.to_string(),
            ..Settings::default()
        };
        assert_eq!(look.resolve(&chosen).theme.name, DARK);
        assert_eq!(look.names()[..3], [AUTOMATIC, DARK, LIGHT]);
    }

    #[test]
    fn every_bundled_theme_reads_cleanly() {
        for (name, text) in BUNDLED {
            assert!(parse_theme(name, text, default_theme()).is_ok(), "{name}");
        }
        assert_eq!(bundled().len(), BUNDLED.len());
    }

    #[test]
    fn colours_map_to_the_nearest_of_the_palette() {
        assert_eq!(nearest_256((255, 0, 0)), 196);
        assert_eq!(nearest_256((0, 0, 0)), 16);
        assert_eq!(nearest_256((128, 128, 128)), 244);
        assert_eq!(nearest_256((95, 135, 175)), 67);
        assert_eq!(nearest_16((250, 10, 10)), Color::LightRed);
        assert_eq!(nearest_16((10, 10, 10)), Color::Black);
        assert_eq!(nearest_16((120, 120, 130)), Color::DarkGray);
        assert_eq!(
            nearest(Color::Indexed(196), Depth::Colors16),
            Color::LightRed
        );
        assert_eq!(nearest(Color::Red, Depth::Colors256), Color::Red);
        assert_eq!(nearest(Color::Rgb(1, 2, 3), Depth::None), Color::Reset);
    }

    #[test]
    fn sixteen_colours_are_written_as_the_named_colours() {
        let area = Rect::new(0, 0, 3, 1);
        let mut buf = Buffer::empty(area);
        buf[(0, 0)]
            .set_fg(Color::Rgb(250, 10, 10))
            .set_bg(Color::Indexed(4));
        buf[(1, 0)]
            .set_fg(Color::Indexed(244))
            .set_bg(Color::Rgb(1, 1, 1));
        buf[(2, 0)].set_fg(Color::Reset).set_bg(Color::Indexed(15));
        let resolved = Resolved {
            theme: default_theme(),
            depth: Depth::Colors16,
        };
        adapt(&mut buf, area, &resolved, &default_theme().ansi16);
        let colours: Vec<_> = buf.content.iter().map(|c| (c.fg, c.bg)).collect();
        assert_eq!(
            colours,
            [
                (Color::LightRed, Color::Blue),
                (Color::DarkGray, Color::Black),
                // The terminal's own text colour becomes the theme's.
                (Color::Gray, Color::White),
            ]
        );
    }

    #[test]
    fn the_depth_comes_from_colorterm_then_term() {
        let detect = Depth::detect;
        assert_eq!(detect(Some("truecolor"), Some("xterm")), Depth::TrueColor);
        assert_eq!(detect(Some("24bit"), None), Depth::TrueColor);
        assert_eq!(detect(None, Some("xterm-256color")), Depth::Colors256);
        assert_eq!(
            detect(Some("yes"), Some("screen-256color")),
            Depth::Colors256
        );
        assert_eq!(detect(None, Some("xterm")), Depth::Colors16);
        assert_eq!(detect(None, None), Depth::Colors16);
    }

    /// A colour's red, green and blue as xterm shows it.
    fn fixed(color: Color) -> (u8, u8, u8) {
        rgb(color).unwrap_or_else(|| panic!("{color:?} is not a fixed colour"))
    }

    /// CIE76 colour difference: the distance of two colours in CIELAB
    /// (D65 white).
    fn delta_e(a: Color, b: Color) -> f64 {
        let lab = |c: Color| {
            let (r, g, b) = fixed(c);
            let [r, g, b] = linear([r, g, b].map(|c| f64::from(c) / 255.0));
            let xyz = [
                (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
                0.2126 * r + 0.7152 * g + 0.0722 * b,
                (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
            ];
            let f = xyz.map(|t: f64| {
                if t > 0.008856 {
                    t.cbrt()
                } else {
                    7.787 * t + 16.0 / 116.0
                }
            });
            [
                116.0 * f[1] - 16.0,
                500.0 * (f[0] - f[1]),
                200.0 * (f[1] - f[2]),
            ]
        };
        let (x, y) = (lab(a), lab(b));
        x.iter()
            .zip(y)
            .map(|(p, q)| (p - q).powi(2))
            .sum::<f64>()
            .sqrt()
    }

    /// A mark must differ from every square colour it can lie on by this
    /// CIE76 distance: about ten times the just noticeable difference,
    /// told apart at a glance by hue or lightness.
    const MARK_DISTANCE: f64 = 20.0;

    /// Each bundled theme in colour, at each depth, as the colours a
    /// terminal shows.
    fn themes_at_depths() -> Vec<(String, Depth, Theme)> {
        let mut out = Vec::new();
        for named in bundled().iter().filter(|t| !t.monochrome) {
            for depth in [Depth::TrueColor, Depth::Colors256, Depth::Colors16] {
                let drawn = match depth {
                    Depth::Colors16 => &named.ansi16,
                    _ => &named.theme,
                };
                let mut theme = drawn.clone();
                for colour in [
                    &mut theme.light_square,
                    &mut theme.dark_square,
                    &mut theme.zone_light,
                    &mut theme.zone_dark,
                    &mut theme.hasami_square,
                    &mut theme.hasami_shade,
                    &mut theme.piece_one,
                    &mut theme.piece_two,
                    &mut theme.cursor,
                    &mut theme.last_move,
                    &mut theme.target,
                    &mut theme.check,
                ] {
                    *colour = nearest(*colour, depth);
                }
                out.push((named.name.clone(), depth, theme));
            }
        }
        out
    }

    fn squares(theme: &Theme) -> [(&'static str, Color); 6] {
        [
            ("light square", theme.light_square),
            ("dark square", theme.dark_square),
            ("light zone", theme.zone_light),
            ("dark zone", theme.zone_dark),
            ("hasami square", theme.hasami_square),
            ("hasami shade", theme.hasami_shade),
        ]
    }

    /// Sixteen colours hold no two close tans; more colours must keep
    /// Hasami's two shades apart, or small squares cannot be counted.
    #[test]
    fn hasami_s_two_shades_stay_two_from_256_colours_up() {
        let alike: Vec<_> = themes_at_depths()
            .into_iter()
            .filter(|(_, depth, theme)| {
                *depth != Depth::Colors16 && theme.hasami_square == theme.hasami_shade
            })
            .map(|(name, depth, _)| format!("{name} {depth:?}"))
            .collect();
        assert!(alike.is_empty(), "{alike:?}");
    }

    #[test]
    fn pieces_stand_out_on_every_square_in_every_theme_and_depth() {
        let mut failures = Vec::new();
        for (name, depth, theme) in themes_at_depths() {
            let mut lowest = f64::MAX;
            for (piece, colour) in [
                ("piece_one", theme.piece_one),
                ("piece_two", theme.piece_two),
            ] {
                for (square, under) in squares(&theme) {
                    let ratio = contrast(fixed(colour), fixed(under));
                    lowest = lowest.min(ratio);
                    if ratio < PIECE_CONTRAST {
                        failures.push(format!("{name} {depth:?}: {piece} on {square} {ratio:.2}"));
                    }
                }
            }
            println!("{name} {depth:?}: lowest piece contrast {lowest:.2}:1");
        }
        assert!(failures.is_empty(), "{failures:#?}");
    }

    #[test]
    fn marks_differ_from_every_square_in_every_theme_and_depth() {
        let mut failures = Vec::new();
        for (name, depth, theme) in themes_at_depths() {
            let mut lowest = f64::MAX;
            let marks = [
                ("last move", theme.last_move),
                ("cursor", theme.cursor),
                ("target", theme.target),
                ("check", theme.check),
            ];
            for (mark, colour) in marks {
                for (square, under) in squares(&theme) {
                    // Only Martian Chess has zones, and no check.
                    if mark == "check" && square.ends_with("zone") {
                        continue;
                    }
                    let distance = delta_e(colour, under);
                    lowest = lowest.min(distance);
                    if distance < MARK_DISTANCE {
                        failures.push(format!(
                            "{name} {depth:?}: {mark} on {square} {distance:.1}"
                        ));
                    }
                }
            }
            println!("{name} {depth:?}: lowest mark distance {lowest:.1}");
        }
        assert!(failures.is_empty(), "{failures:#?}");
    }
}
