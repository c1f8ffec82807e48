//! Drawing only: every screen is a function of `&App`, reached through
//! the screen's [`crate::app::Paint`], written next to its drawing;
//! here, what all screens share (the theme, the question over them, too
//! small a terminal, the key hints). The terminal and the event loop live
//! in [`crate::shell`].

pub mod board;
mod engines;
mod figures;
mod game;
mod games;
pub mod glyphs;
mod lobby;
pub mod look;
mod menu;
pub mod panel;
mod popup;
pub mod practice;
mod preview;
mod profile;
mod review;
pub mod rules;
mod setup;
mod stats;
pub mod text_field;
pub mod theme;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::app::keymap::Binding;
use crate::app::{App, text};
use crate::i18n::Lang;
use look::Look;
use theme::Theme;

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    render(app, area, frame.buffer_mut());
}

/// Draws into a buffer: what `draw` does, for tests and benchmarks too.
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    render_with(app, area, buf, Look::plain());
}

/// As [`render`], in the settings' theme brought to what `look` allows.
pub fn render_with(app: &App, area: Rect, buf: &mut Buffer, look: &Look) {
    let resolved = look.resolve(app.settings());
    // Without colour, the default theme's distinct colours tell `adapt`
    // what each cell shows.
    let theme = if resolved.monochrome() {
        &look::default_theme().theme
    } else if resolved.depth == look::Depth::Colors16 {
        &resolved.theme.ansi16
    } else {
        &resolved.theme.theme
    };
    render_theme(app, area, buf, theme, resolved.monochrome());
    look::adapt(buf, area, &resolved, theme);
}

/// Draws a screen; `monochrome` says no colour will tell the sides apart.
fn render_theme(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, monochrome: bool) {
    let lang = app.lang();
    let (need_width, need_height) = app.minimum();
    if area.width < need_width || area.height < need_height {
        too_small(lang, area, buf, need_width, need_height, theme);
        return;
    }
    app.draw_view(area, buf, theme, monochrome);
    if let Some(confirm) = app.confirm() {
        popup::question(&confirm.question(lang), area, buf, theme);
    }
}

fn too_small(lang: Lang, area: Rect, buf: &mut Buffer, width: u16, height: u16, theme: &Theme) {
    let message = text::too_small(lang, area.width, area.height, width, height);
    Paragraph::new(message)
        .style(Style::default().fg(theme.error))
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

/// The key-hint line: the keys that work right now, from the keymap, in
/// the reader's language.
fn hints(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let line = hint_line(&app.hints(), app.lang(), usize::from(area.width));
    let mut spans = Vec::new();
    for hint in line {
        if !spans.is_empty() {
            spans.push(Span::raw(HINT_GAP));
        }
        spans.push(Span::styled(hint.keys, Style::default().fg(theme.accent)));
        spans.push(Span::styled(" ", Style::default().fg(theme.dim)));
        spans.push(Span::styled(hint.does, Style::default().fg(theme.dim)));
    }
    buf.set_line(area.x, area.y, &Line::from(spans), area.width);
}

pub const HINT_GAP: &str = "  ";

/// One hint as the line shows it: its keys, a space, what they do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Hint {
    pub keys: &'static str,
    pub does: &'static str,
    /// The key to the help pages, kept when the others do not all fit.
    pub help: bool,
    /// The columns it takes, measured on the reader's language's words.
    width: usize,
}

impl Hint {
    fn new(binding: &Binding, lang: Lang) -> Hint {
        let keys = binding.label(lang);
        let does = binding.hint(lang);
        Hint {
            keys,
            does,
            help: binding.opens_help(),
            width: keys.width() + 1 + does.width(),
        }
    }
}

/// The hints of `bindings` the line shows in `width` columns, in `lang`:
/// all of them when they fit; otherwise the most useful that fit (the
/// keymap lists them first) and then the key to the help pages, whose
/// Controls page lists the rest, so no key goes missing unannounced.
pub fn hint_line(bindings: &[&Binding], lang: Lang, width: usize) -> Vec<Hint> {
    let all: Vec<Hint> = bindings.iter().map(|b| Hint::new(b, lang)).collect();
    let gap = HINT_GAP.len();
    let total: usize = all.iter().map(|h| h.width + gap).sum();
    if total.saturating_sub(gap) <= width {
        return all;
    }
    let help = all.iter().copied().find(|h| h.help);
    let mut used = help.map_or(0, |h| h.width + gap);
    let mut shown = Vec::new();
    for hint in all.into_iter().filter(|h| !h.help) {
        let needed = hint.width + if shown.is_empty() { 0 } else { gap };
        if used + needed > width {
            break;
        }
        used += needed;
        shown.push(hint);
    }
    shown.extend(help);
    shown
}

/// The most of `cell` that fits in `width` columns, ending in `…` when
/// some is cut, so a cut word does not read as another word (and a cut
/// line is seen to be cut).
fn cut_to(cell: &str, width: usize) -> String {
    if cell.width() <= width {
        return cell.to_string();
    }
    let mut used = 0;
    let kept: String = cell
        .chars()
        .take_while(|c| {
            used += c.width().unwrap_or(0);
            used < width
        })
        .collect();
    format!("{kept}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_cut_to_its_column_ends_in_an_ellipsis() {
        let cut = cut_to("(open seat) vs bruno (away)", 16);
        assert_eq!(cut, "(open seat) vs …");
        assert_eq!(cut.width(), 16);
        assert_eq!(cut_to("ana vs ben", 16), "ana vs ben");
    }

    #[test]
    fn a_cut_counts_columns_not_characters() {
        assert_eq!(cut_to("4k3/8/8", 7), "4k3/8/8");
        assert_eq!(cut_to("4k3/8/8", 6), "4k3/8…");
        assert_eq!(cut_to("", 0), "");
        assert_eq!(cut_to("♜♜♜", 3), "♜♜♜");
    }
}
