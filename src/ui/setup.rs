//! The new-game form and the Settings screen: rows of label and value.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::text_field::TextInput;
use super::theme::Theme;
use super::{hints, popup};
use crate::app::Paint;
use crate::app::settings_screen::SettingsScreen;
use crate::app::setup::Setup;
use crate::app::{App, text};
use unicode_width::UnicodeWidthStr;

/// The label column's width, on the form and on Settings.
const FORM_LABEL: usize = 16;
const SETTINGS_LABEL: usize = 24;
/// Narrow enough for the preview board beside it in 80 columns.
const SETTINGS_WIDTH: u16 = 48;

/// One row: the label, then the value between arrows when selected.
/// How a row's value shows while its row is selected.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Shown {
    /// Between arrows: ←→ change it.
    Choice,
    /// Left blank: a text field is drawn over it.
    Typed,
    /// As it is: nothing changes it in place.
    Plain,
}

pub(super) fn row(
    (label, width): (&str, usize),
    value: &str,
    selected: bool,
    shown: Shown,
    theme: &Theme,
) -> Line<'static> {
    let label_style = if selected {
        Style::default()
            .fg(theme.accent)
            .add_modifier(Modifier::BOLD)
    } else {
        Style::default().fg(theme.dim)
    };
    let value_style = if selected {
        Style::default().fg(theme.selected_fg).bg(theme.selected_bg)
    } else {
        Style::default().fg(theme.text)
    };
    let shown = match (selected, shown) {
        (true, Shown::Typed) => String::new(),
        (true, Shown::Choice) => format!("◀ {value} ▶"),
        (_, _) => format!("  {value}"),
    };
    Line::from(vec![
        Span::styled(format!("{label:<width$} "), label_style),
        Span::styled(shown, value_style),
    ])
}

pub(super) fn body(area: Rect, width: u16, rows: u16) -> Rect {
    popup::centred(
        Rect {
            height: area.height - 1,
            ..area
        },
        width,
        rows + 2,
    )
}

pub fn setup(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let setup = app.setup();
    let fields = setup.fields();
    // Two rows under the fields: the reason a start position is refused
    // can be long.
    let outer = body(area, 64, fields.len() as u16 + 3);
    let (title, start) = if setup.room {
        (
            lang.plain(text::ROOM_FORM_TITLE),
            lang.plain(text::ROOM_FORM_START),
        )
    } else {
        (lang.plain(text::SETUP_TITLE), lang.plain(text::SETUP_START))
    };
    let inner = popup::frame(outer, title, buf, theme);
    let selected = setup.field();
    let width = inner.width.saturating_sub(1);
    // The labels' column: as wide as the longest label shown, so the
    // values stand in one column in every language.
    let label_width = fields
        .iter()
        .map(|&field| setup.label(lang, field).width())
        .fold(FORM_LABEL, usize::max);
    for (i, &field) in fields.iter().enumerate() {
        let is = field == selected;
        let shown = if setup.is_text() {
            Shown::Typed
        } else {
            Shown::Choice
        };
        // A value's room: after the label and two columns (an arrow and
        // a space each side when it is a choice), and a blank column
        // before the border.
        let around = if is && shown == Shown::Choice { 4 } else { 2 };
        let room = usize::from(width).saturating_sub(label_width + 1 + around + 1);
        let line = row(
            (&setup.label(lang, field), label_width),
            &super::cut_to(&setup.value(lang, field), room),
            is,
            shown,
            theme,
        );
        let y = inner.y + i as u16;
        buf.set_line(inner.x + 1, y, &line, width);
        if let Some(typed) = setup.text_field().filter(|_| is) {
            let style = Style::default().fg(theme.selected_fg).bg(theme.selected_bg);
            let input = TextInput::new(typed)
                .style(style)
                .selected_style(Style::default().add_modifier(Modifier::UNDERLINED));
            // Where the value stands on the other rows, after a space in
            // the row's colours.
            let x = inner.x + 1 + label_width as u16 + 2;
            let room = (inner.x + 1 + width).saturating_sub(x);
            buf.set_style(Rect::new(x - 1, y, 1, 1), style);
            let shown = input.width().min(room);
            input.render(Rect::new(x, y, shown, 1), buf);
            if typed.is_empty() {
                // What an empty field means, after the cursor.
                let placeholder = setup.value(lang, field);
                let after = x + 1;
                let left = usize::from((x + room).saturating_sub(after));
                buf.set_stringn(after, y, &placeholder, left, style);
            }
        }
    }
    let last = inner.y + fields.len() as u16 + 1;
    let note: Vec<Line> = match &setup.error {
        Some(error) => crate::app::rules::wrap(error, width)
            .into_iter()
            .map(|line| Line::styled(line.to_string(), Style::default().fg(theme.error)))
            .collect(),
        None => vec![Line::styled(
            format!("enter: {start}"),
            Style::default().fg(theme.dim),
        )],
    };
    for (y, line) in (last..inner.bottom()).zip(&note) {
        buf.set_line(inner.x + 1, y, line, width);
    }
    hints(
        app,
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
        theme,
    );
}

pub fn settings(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let fields = app.settings_fields();
    let mut outer = body(area, SETTINGS_WIDTH, fields.len() as u16 + 2);
    // With room for the preview beside the box, the two are centred as one.
    let together = super::preview::widths()
        .map(|width| outer.width + super::preview::GAP + width)
        .into_iter()
        .filter(|&together| together <= area.width)
        .max();
    if let Some(together) = together {
        outer.x = area.x + (area.width - together) / 2;
    }
    let inner = popup::frame(outer, lang.plain(text::SETTINGS_TITLE), buf, theme);
    for (i, field) in fields.iter().enumerate() {
        let is = i == app.settings_row();
        let line = row(
            (lang.plain(field.label()), SETTINGS_LABEL),
            &app.settings().value(*field, app.locale()),
            is,
            Shown::Choice,
            theme,
        );
        buf.set_line(
            inner.x + 1,
            inner.y + i as u16,
            &line,
            inner.width.saturating_sub(1),
        );
    }
    super::preview::preview(app, area, outer, buf, theme);
    let note = if app.serving() {
        lang.plain(text::SETTINGS_NOTE_SERVED)
    } else {
        lang.plain(text::SETTINGS_NOTE)
    };
    let note = Line::styled(note, Style::default().fg(theme.dim));
    buf.set_line(
        inner.x + 1,
        inner.y + fields.len() as u16 + 1,
        &note,
        inner.width.saturating_sub(1),
    );
    hints(
        app,
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
        theme,
    );
}

impl Paint for Setup {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        setup(app, area, buf, theme);
    }
}

impl Paint for SettingsScreen {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        settings(app, area, buf, theme);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::settings::Field;
    use crate::i18n::Lang;

    #[test]
    fn every_settings_value_fits_between_its_arrows_in_the_box() {
        let mut settings = crate::app::settings::Settings::default();
        // Inside the borders and the margin: label, space, `◀ value ▶`.
        let room = usize::from(SETTINGS_WIDTH) - 3 - (SETTINGS_LABEL + 1) - 4;
        for field in Field::ALL {
            for _ in 0..8 {
                for locale in Lang::ALL {
                    let value = settings.value(field, locale);
                    assert!(value.chars().count() <= room, "{field:?}: {value}");
                }
                settings.change(field, true);
            }
        }
    }

    #[test]
    fn every_settings_label_fits_its_column_in_each_language() {
        for lang in Lang::ALL {
            for field in Field::ALL {
                let label = lang.plain(field.label());
                assert!(label.chars().count() <= SETTINGS_LABEL, "{lang:?}: {label}");
            }
        }
    }
}
