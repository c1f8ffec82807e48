//! Colours, read from a theme file. The default theme is data, embedded at
//! build time; user themes come with a later issue.

use std::str::FromStr;
use std::sync::OnceLock;

use ratatui::style::Color;
use serde::{Deserialize, Deserializer};

const DEFAULT: &str = include_str!("../../themes/default.toml");

fn color<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Color, D::Error> {
    let text = String::deserialize(deserializer)?;
    Color::from_str(&text).map_err(|_| serde::de::Error::custom(format!("not a colour: {text}")))
}

macro_rules! theme {
    ($($field:ident),* $(,)?) => {
        #[derive(Clone, Debug, Deserialize)]
        #[cfg_attr(test, serde(deny_unknown_fields))]
        pub struct Theme {
            $(#[serde(deserialize_with = "color")] pub $field: Color,)*
        }
    };
}

theme!(
    light_square,
    dark_square,
    zone_light,
    zone_dark,
    hasami_square,
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
    accent,
    text,
    dim,
    error,
    selected_fg,
    selected_bg,
    eval_one,
    eval_two,
);

/// The bundled theme, read once.
pub fn current() -> &'static Theme {
    static THEME: OnceLock<Theme> = OnceLock::new();
    THEME.get_or_init(|| toml::from_str(DEFAULT).unwrap_or_else(|_| fallback()))
}

/// The terminal's own colours, should the bundled file ever be broken.
fn fallback() -> Theme {
    use Color::*;
    Theme {
        light_square: Gray,
        dark_square: DarkGray,
        zone_light: Gray,
        zone_dark: DarkGray,
        hasami_square: Yellow,
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
        accent: Yellow,
        text: Reset,
        dim: DarkGray,
        error: LightRed,
        selected_fg: Black,
        selected_bg: Yellow,
        eval_one: White,
        eval_two: DarkGray,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_bundled_theme_reads_cleanly() {
        let theme: Result<super::Theme, _> = toml::from_str(super::DEFAULT);
        assert!(theme.is_ok(), "{theme:?}");
    }
}
