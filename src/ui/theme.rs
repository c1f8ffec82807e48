//! What a theme is and how its text reads: the colours, the theme file
//! format, and a theme ready to draw with. The default theme is data,
//! embedded at build time; every other theme file overrides some of its
//! colours. Which themes are offered, and where their text comes from, is
//! not known here.

use std::str::FromStr;

use ratatui::style::Color;
use serde::{Deserialize, Deserializer};

use crate::i18n::{Explain, Lang};
use crate::storage::file::{OsError, Problem, toml_problem};
use crate::storage::themes::Unread;

pub const DEFAULT: &str = include_str!("../../themes/default.toml");

/// serde carries a field's own error only as text: a colour that names
/// none comes back to [`parse_theme`] behind this mark, and is worded
/// there in the reader's language.
const NOT_A_COLOUR: &str = "not a colour: ";

fn color<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Color, D::Error> {
    let text = String::deserialize(deserializer)?;
    Color::from_str(&text).map_err(|_| serde::de::Error::custom(format!("{NOT_A_COLOUR}{text}")))
}

fn some_color<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Color>, D::Error> {
    color(deserializer).map(Some)
}

macro_rules! theme {
    ($($field:ident),* $(,)?) => {
        /// Every colour the screens draw with.
        #[derive(Clone, Debug)]
        pub struct Theme {
            $(pub $field: Color,)*
        }

        /// Some of the colours, the rest left to another theme.
        #[derive(Clone, Debug, Default, Deserialize)]
        #[serde(default)]
        #[cfg_attr(test, serde(deny_unknown_fields))]
        pub struct Palette {
            $(#[serde(deserialize_with = "some_color")] pub $field: Option<Color>,)*
        }

        /// A theme file: any of the colours (the rest come from the
        /// default), the colours to use where a terminal has only 16, and
        /// whether it is drawn without colour.
        #[derive(Clone, Debug, Default, Deserialize)]
        #[serde(default)]
        #[cfg_attr(test, serde(deny_unknown_fields))]
        pub struct ThemeFile {
            pub monochrome: bool,
            /// Chosen by hand: the nearest of 16 colours can put a white
            /// piece on a white square, or both squares on one grey.
            pub ansi16: Palette,
            $(#[serde(deserialize_with = "some_color")] pub $field: Option<Color>,)*
        }

        impl ThemeFile {
            /// The theme: these colours over `base`.
            pub fn over(&self, base: &Theme) -> Theme {
                Theme {
                    $($field: self.$field.unwrap_or(base.$field),)*
                }
            }

            /// The theme in 16 colours: the file's 16-colour choice, else
            /// its own colour (brought to the nearest when drawn), else
            /// `base`'s 16-colour choice.
            pub fn over_16(&self, base: &Theme) -> Theme {
                Theme {
                    $($field: self.ansi16.$field.or(self.$field).unwrap_or(base.$field),)*
                }
            }

            /// The colours the file leaves to another theme.
            pub fn unset(&self) -> Vec<&'static str> {
                let mut names = Vec::new();
                $(if self.$field.is_none() { names.push(stringify!($field)); })*
                names
            }
        }
    };
}

theme!(
    light_square,
    dark_square,
    zone_light,
    zone_dark,
    hasami_square,
    hasami_shade,
    canal,
    piece_one,
    piece_two,
    label,
    cursor,
    held,
    target,
    capture,
    last_move,
    check,
    hint,
    premove,
    accent,
    text,
    dim,
    error,
    selected_fg,
    selected_bg,
    eval_one,
    eval_two,
    background,
    inaccuracy,
    mistake,
    blunder,
);

/// A theme ready to draw with.
#[derive(Clone, Debug)]
pub struct NamedTheme {
    pub name: String,
    pub theme: Theme,
    /// The theme where the terminal has only 16 colours.
    pub ansi16: Theme,
    /// Drawn without colour, from bold, reverse and underline.
    pub monochrome: bool,
}

/// A theme file that could not be used: its name and the problem,
/// worded where it is shown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ThemeError {
    pub name: String,
    pub problem: ThemeProblem,
}

impl Explain for ThemeError {
    fn explain(&self, lang: Lang) -> String {
        lang.tr_with(
            msg!("file-theme-skipped"),
            &[
                ("name", self.name.as_str().into()),
                ("problem", self.problem.explain(lang).into()),
            ],
        )
    }
}

english_display!(ThemeError);

/// Why a theme file cannot be used. What the system and the TOML reader
/// said stays in their own words.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ThemeProblem {
    Unread(OsError),
    Invalid(Problem),
    /// A colour (`text`) that names none, on its line of the file.
    NotAColour {
        line: Option<usize>,
        text: String,
    },
}

impl From<Unread> for ThemeProblem {
    fn from(unread: Unread) -> Self {
        match unread {
            Unread::System(error) => ThemeProblem::Unread(error),
            Unread::NotText => ThemeProblem::Invalid(Problem::NotText),
        }
    }
}

impl Explain for ThemeProblem {
    fn explain(&self, lang: Lang) -> String {
        match self {
            ThemeProblem::Unread(error) => error.to_string(),
            ThemeProblem::Invalid(problem) => problem.explain(lang),
            ThemeProblem::NotAColour { line, text } => Problem::Parser {
                line: *line,
                says: lang.tr_with(
                    msg!("theme-not-a-colour"),
                    &[("text", text.as_str().into())],
                ),
            }
            .explain(lang),
        }
    }
}

/// What the TOML reader said of a theme file, a colour that names none
/// picked out of it.
fn theme_problem(text: &str, error: &toml::de::Error) -> ThemeProblem {
    match toml_problem(text, error) {
        Problem::Parser { line, says } => match says.strip_prefix(NOT_A_COLOUR) {
            Some(colour) => ThemeProblem::NotAColour {
                line,
                text: colour.to_string(),
            },
            None => ThemeProblem::Invalid(Problem::Parser { line, says }),
        },
        problem => ThemeProblem::Invalid(problem),
    }
}

/// Reads a theme file over the default theme.
pub fn parse_theme(name: &str, text: &str, default: &NamedTheme) -> Result<NamedTheme, ThemeError> {
    let mut file: ThemeFile = toml::from_str(text).map_err(|e| ThemeError {
        name: name.to_string(),
        problem: theme_problem(text, &e),
    })?;
    shade_follows_square(&mut file);
    Ok(NamedTheme {
        name: name.to_string(),
        theme: file.over(&default.theme),
        ansi16: file.over_16(&default.ansi16),
        monochrome: file.monochrome,
    })
}

/// A file that colours Hasami's squares but gives no shade for them has
/// its squares in one colour, not the default's shade beside its own.
fn shade_follows_square(file: &mut ThemeFile) {
    file.hasami_shade = file.hasami_shade.or(file.hasami_square);
    file.ansi16.hasami_shade = file.ansi16.hasami_shade.or(file.ansi16.hasami_square);
}

/// The terminal's own colours, should the bundled file ever be broken.
pub fn fallback() -> Theme {
    use Color::*;
    Theme {
        light_square: Gray,
        dark_square: DarkGray,
        zone_light: Gray,
        zone_dark: DarkGray,
        hasami_square: Yellow,
        hasami_shade: Yellow,
        canal: Blue,
        piece_one: White,
        piece_two: Black,
        label: DarkGray,
        cursor: Yellow,
        held: Green,
        target: Green,
        capture: Red,
        last_move: LightYellow,
        check: Red,
        hint: LightBlue,
        premove: Magenta,
        accent: Yellow,
        text: Reset,
        dim: DarkGray,
        error: LightRed,
        selected_fg: Black,
        selected_bg: Yellow,
        eval_one: White,
        eval_two: DarkGray,
        background: Reset,
        inaccuracy: Yellow,
        mistake: LightRed,
        blunder: Red,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_bundled_theme_reads_cleanly_and_sets_every_colour() {
        let file: Result<super::ThemeFile, _> = toml::from_str(super::DEFAULT);
        let unset = file.map(|file| file.unset());
        assert_eq!(unset, Ok(Vec::new()));
    }

    #[test]
    fn a_file_s_hasami_square_without_a_shade_is_its_shade_too() {
        let default = crate::ui::look::default_theme();
        let text = "hasami_square = \"#336699\"\n[ansi16]\nhasami_square = \"blue\"\n";
        let named = super::parse_theme("blue", text, default);
        let shades = named.map(|n| {
            let (theme, ansi16) = (n.theme, n.ansi16);
            [
                (theme.hasami_shade, theme.hasami_square),
                (ansi16.hasami_shade, ansi16.hasami_square),
            ]
        });
        let blue = ratatui::style::Color::Blue;
        let rgb = ratatui::style::Color::Rgb(0x33, 0x66, 0x99);
        assert_eq!(shades, Ok([(rgb, rgb), (blue, blue)]));
    }
}
