//! The main menu and the About screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use unicode_width::UnicodeWidthStr;

use super::theme::Theme;
use super::{hints, popup};
use crate::app::Paint;
use crate::app::about::AboutView;
use crate::app::menu::MenuScreen;
use crate::app::{App, text};
use crate::games::GameId;
use crate::storage::paths::shown;

fn centred_line(buf: &mut Buffer, area: Rect, y: u16, line: &Line<'_>) {
    let width = line.width() as u16;
    let x = area.x + area.width.saturating_sub(width) / 2;
    buf.set_line(x, y, line, area.width);
}

pub fn menu(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let items = app.menu_items();
    let height = items.len() as u16 + 6;
    // The notices take the rows above the hint line; the menu is centred
    // in what is left.
    let notices = notice_lines(app, area.width, area.height.saturating_sub(height + 1));
    let subtitle = lang.plain(text::SUBTITLE);
    // Wide enough for the subtitle in any language.
    let width = (subtitle.width() as u16 + 2).max(32);
    let body = popup::centred(
        Rect {
            height: area.height - 1 - notices.len() as u16,
            ..area
        },
        width,
        height,
    );
    let title = Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD);
    centred_line(
        buf,
        body,
        body.y,
        &Line::styled(lang.plain(text::TITLE), title),
    );
    centred_line(
        buf,
        body,
        body.y + 1,
        &Line::styled(subtitle, Style::default().fg(theme.dim)),
    );
    let selected = app.menu_selected();
    for (i, item) in items.iter().enumerate() {
        let label = format!("{:<20}", item.label(lang));
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
    let top = area.bottom().saturating_sub(1 + notices.len() as u16);
    for (i, line) in notices.into_iter().enumerate() {
        let line = Line::styled(line, Style::default().fg(theme.error));
        buf.set_line(area.x, top + i as u16, &line, area.width);
    }
    hints(
        app,
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
        theme,
    );
}

pub fn about(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let body = popup::centred(
        Rect {
            height: area.height - 1,
            ..area
        },
        78,
        16,
    );
    let inner = popup::frame(body, lang.plain(text::ABOUT_TITLE), buf, theme);
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
            .map(|g| Line::raw(format!("  • {}", g.title(lang)))),
    );
    let mut words = vec![
        String::new(),
        lang.plain(text::ABOUT_SUMMARY).to_string(),
        String::new(),
        lang.plain(text::ABOUT_LICENCE).to_string(),
    ];
    match app.locations() {
        Some(paths) => words.extend([
            format!(
                "{} {}",
                lang.plain(text::ABOUT_SETTINGS),
                shown(&paths.config)
            ),
            format!("{} {}", lang.plain(text::ABOUT_SAVES), shown(&paths.data)),
        ]),
        None => words.push(lang.plain(text::ABOUT_NO_FILES).to_string()),
    }
    // Sentences longer than the box (the Portuguese summary is) wrap.
    let width = inner.width.saturating_sub(2).max(1);
    for said in &words {
        let wrapped = crate::app::rules::wrap(said, width);
        if wrapped.is_empty() {
            lines.push(Line::raw(""));
        }
        lines.extend(wrapped.into_iter().map(|line| Line::raw(line.to_string())));
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

/// The notices (files that could not be used), wrapped to the width and
/// in order, the latest last, as many whole notices as `room` rows hold.
fn notice_lines(app: &App, width: u16, room: u16) -> Vec<&str> {
    let room = usize::from(room);
    // The newest notices first, each whole: a notice cut at its start
    // would hide which file it is about.
    let mut shown: Vec<Vec<&str>> = Vec::new();
    let mut used = 0;
    for notice in app.notices().iter().rev() {
        let lines = crate::app::rules::wrap(notice, width);
        if used + lines.len() > room && !shown.is_empty() {
            break;
        }
        used += lines.len();
        shown.push(lines);
    }
    shown.into_iter().rev().flatten().take(room).collect()
}

impl Paint for AboutView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        about(app, area, buf, theme);
    }
}

impl Paint for MenuScreen {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        menu(app, area, buf, theme);
    }
}
