//! The main menu and the About screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;

use super::theme::Theme;
use super::{hints, popup};
use crate::app::{App, text};
use crate::games::GameId;
use crate::storage::paths::shown;

fn centred_line(buf: &mut Buffer, area: Rect, y: u16, line: &Line<'_>) {
    let width = line.width() as u16;
    let x = area.x + area.width.saturating_sub(width) / 2;
    buf.set_line(x, y, line, area.width);
}

pub fn menu(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let items = app.menu_items();
    let height = items.len() as u16 + 6;
    let body = popup::centred(
        Rect {
            height: area.height - 1,
            ..area
        },
        32,
        height,
    );
    let title = Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD);
    centred_line(buf, body, body.y, &Line::styled(text::TITLE, title));
    centred_line(
        buf,
        body,
        body.y + 1,
        &Line::styled(text::SUBTITLE, Style::default().fg(theme.dim)),
    );
    let selected = app.menu_selected();
    for (i, item) in items.iter().enumerate() {
        let label = format!("{:<20}", item.label());
        let style = if i == selected {
            Style::default().fg(theme.selected_fg).bg(theme.selected_bg)
        } else {
            Style::default().fg(theme.text)
        };
        let marker = if i == selected { "› " } else { "  " };
        let line = Line::styled(format!("{marker}{label}"), style);
        centred_line(buf, body, body.y + 3 + i as u16, &line);
    }
    centred_line(
        buf,
        body,
        body.y + height - 1,
        &Line::styled(text::version_line(), Style::default().fg(theme.dim)),
    );
    notices(app, area, body.bottom(), buf, theme);
    hints(
        app,
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
        theme,
    );
}

pub fn about(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let body = popup::centred(
        Rect {
            height: area.height - 1,
            ..area
        },
        78,
        16,
    );
    let inner = popup::frame(body, text::ABOUT_TITLE, buf, theme);
    let mut lines = vec![
        Line::styled(
            text::version_line(),
            Style::default()
                .fg(theme.accent)
                .add_modifier(Modifier::BOLD),
        ),
        Line::raw(""),
    ];
    lines.extend(
        GameId::ALL
            .iter()
            .map(|g| Line::raw(format!("  • {}", g.name()))),
    );
    lines.push(Line::raw(""));
    lines.extend(text::ABOUT_LINES.iter().map(|l| Line::raw(*l)));
    match app.locations() {
        Some(paths) => lines.extend([
            Line::raw(format!("{}{}", text::ABOUT_SETTINGS, shown(&paths.config))),
            Line::raw(format!("{}{}", text::ABOUT_SAVES, shown(&paths.data))),
        ]),
        None => lines.push(Line::raw(text::ABOUT_NO_FILES)),
    }
    for (i, line) in lines.iter().take(usize::from(inner.height)).enumerate() {
        buf.set_line(
            inner.x + 1,
            inner.y + i as u16,
            line,
            inner.width.saturating_sub(1),
        );
    }
    hints(
        app,
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
        theme,
    );
}

/// The notices (files that could not be used), wrapped to the width,
/// the latest just above the hint line, as many lines as fit under the
/// menu.
fn notices(app: &App, area: Rect, below: u16, buf: &mut Buffer, theme: &Theme) {
    let room = usize::from(area.bottom().saturating_sub(1).saturating_sub(below));
    let lines: Vec<&str> = app
        .notices()
        .iter()
        .rev()
        .flat_map(|notice| {
            crate::app::rules::wrap(notice, area.width)
                .into_iter()
                .rev()
        })
        .take(room)
        .collect();
    for (i, line) in lines.into_iter().enumerate() {
        let y = area.bottom() - 2 - i as u16;
        let line = Line::styled(line, Style::default().fg(theme.error));
        buf.set_line(area.x, y, &line, area.width);
    }
}
