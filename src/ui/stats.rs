//! The lists behind the menu: the Statistics screen (won, lost and drawn
//! per game and opponent) and the Load screen (the named saves).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;

use super::text_field::prompt;
use super::theme::Theme;
use super::{hints, popup};
use crate::app::text_field::TextField;
use crate::app::{App, text};
use crate::games::GameId;
use crate::storage::saves::{SaveEntry, SaveSummary};

const WIDTHS: [usize; 5] = [16, 16, 6, 6, 6];

/// One table row, its cells padded to the columns.
fn row(cells: [&str; 5]) -> String {
    cells
        .iter()
        .zip(WIDTHS)
        .map(|(cell, width)| format!("{cell:<width$}"))
        .collect::<String>()
        .trim_end()
        .to_string()
}

pub fn statistics(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let stats = app.stats();
    let mut lines = vec![Line::styled(
        row(text::STATS_HEADER),
        Style::default()
            .fg(theme.accent)
            .add_modifier(Modifier::BOLD),
    )];
    for game in GameId::ALL {
        for (opponent, tally) in stats.opponents(game) {
            let counts = [tally.won, tally.lost, tally.drawn].map(|n| n.to_string());
            lines.push(Line::styled(
                row([game.name(), opponent, &counts[0], &counts[1], &counts[2]]),
                Style::default().fg(theme.text),
            ));
        }
    }
    if lines.len() == 1 {
        lines = vec![Line::styled(
            text::STATS_NONE,
            Style::default().fg(theme.dim),
        )];
    }
    listing(app, text::STATS_TITLE, &lines, area, buf, theme);
}

/// The width of the Statistics and Load boxes.
const LISTING_WIDTH: u16 = 72;

/// One line of the Load screen.
fn entry_line(entry: &SaveEntry) -> String {
    let about = match &entry.summary {
        SaveSummary::Game {
            game,
            plies,
            players,
        } => {
            // Moves as the move list numbers them: a ply from each side.
            let moves = plies.div_ceil(2);
            format!(
                "{}, {} v {}, {} {}",
                game.name(),
                players[0].name(),
                players[1].name(),
                moves,
                if moves == 1 { "move" } else { "moves" }
            )
        }
        SaveSummary::Newer(_) => text::LOAD_NEWER.to_string(),
        SaveSummary::Unreadable(_) => text::LOAD_UNREADABLE.to_string(),
    };
    format!("{:<24}{about}", entry.name.as_str())
}

pub fn load(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let mut lines: Vec<Line> = if app.save_list().is_empty() {
        vec![Line::styled(
            text::LOAD_NONE,
            Style::default().fg(theme.dim),
        )]
    } else {
        app.save_list()
            .iter()
            .enumerate()
            .map(|(i, entry)| {
                let (marker, style) = if app.load().is_some_and(|load| load.row() == i) {
                    (
                        "› ",
                        Style::default().fg(theme.selected_fg).bg(theme.selected_bg),
                    )
                } else {
                    ("  ", Style::default().fg(theme.text))
                };
                Line::styled(format!("{marker}{}", entry_line(entry)), style)
            })
            .collect()
    };
    if let Some(message) = app.load_message() {
        lines.push(Line::raw(""));
        // A file's problem names the file and the move: wrapped, not cut.
        let width = area.width.min(LISTING_WIDTH).saturating_sub(3);
        lines.extend(
            crate::app::rules::wrap(message, width)
                .into_iter()
                .map(|line| Line::styled(line.to_string(), Style::default().fg(theme.error))),
        );
    }
    listing(app, text::LOAD_TITLE, &lines, area, buf, theme);
    if let Some(field) = app.load().and_then(|load| load.import()) {
        import_box(field, area, buf, theme);
    }
}

/// The import prompt over the list: what may be imported, and the path.
fn import_box(field: &TextField, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let rect = popup::centred(
        Rect {
            height: area.height - 1,
            ..area
        },
        LISTING_WIDTH,
        5,
    );
    let inner = popup::frame(rect, text::IMPORT_TITLE, buf, theme);
    let width = inner.width.saturating_sub(1);
    let note = Line::styled(text::IMPORT_NOTE, Style::default().fg(theme.dim));
    buf.set_line(inner.x + 1, inner.y, &note, width);
    prompt(
        text::IMPORT_PROMPT,
        field,
        None,
        Rect::new(inner.x + 1, inner.y + 2, width, 1),
        buf,
        theme,
    );
}

/// A framed list in the middle of the screen, with the key hints below.
fn listing(app: &App, title: &str, lines: &[Line], area: Rect, buf: &mut Buffer, theme: &Theme) {
    let body = popup::centred(
        Rect {
            height: area.height - 1,
            ..area
        },
        LISTING_WIDTH,
        lines.len() as u16 + 4,
    );
    let inner = popup::frame(body, title, buf, theme);
    for (i, line) in lines.iter().take(usize::from(inner.height)).enumerate() {
        buf.set_line(
            inner.x + 1,
            inner.y + 1 + i as u16,
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
