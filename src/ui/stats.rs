//! The lists behind the menu: the Statistics screen (won, lost and drawn
//! per game and opponent) and the Load screen (the named saves).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;

use super::text_field::prompt;
use super::theme::Theme;
use super::{hints, popup};
use crate::ai::Bot;
use crate::app::Paint;
use crate::app::load::LoadScreen;
use crate::app::statistics::StatisticsView;
use crate::app::text_field::TextField;
use crate::app::{App, text};
use crate::games::GameId;
use crate::i18n::Lang;
use crate::storage::saves::{SaveEntry, SaveSummary};

/// The narrowest each column is drawn.
const WIDTHS: [usize; 5] = [16, 16, 6, 6, 6];
/// The blank columns after a cell, at least.
const GAP: usize = 2;

/// The table's rows (the header first), each cell padded so its column is
/// as wide as its widest cell and a gap: large counts never run together.
fn table(rows: &[[String; 5]]) -> Vec<String> {
    let widths: Vec<usize> = (0..WIDTHS.len())
        .map(|column| {
            let widest = rows.iter().map(|row| row[column].chars().count()).max();
            WIDTHS[column].max(widest.unwrap_or(0) + GAP)
        })
        .collect();
    rows.iter()
        .map(|cells| {
            cells
                .iter()
                .zip(&widths)
                .map(|(cell, &width)| format!("{cell:<width$}"))
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect()
}

pub fn statistics(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let stats = app.stats();
    let mut rows = vec![text::STATS_HEADER.map(|m| lang.plain(m)).map(String::from)];
    for game in GameId::ALL {
        for (opponent, tally) in stats.opponents(game) {
            let [won, lost, drawn] = [tally.won, tally.lost, tally.drawn].map(|n| n.to_string());
            // Counted under the computer's id; read in the reader's words.
            let opponent = Bot::parse(game, opponent).map_or(opponent, |bot| bot.title(lang));
            rows.push([
                game.title(lang).to_string(),
                opponent.to_string(),
                won,
                lost,
                drawn,
            ]);
        }
    }
    let lines: Vec<Line> = if rows.len() == 1 {
        vec![Line::styled(
            lang.plain(text::STATS_NONE),
            Style::default().fg(theme.dim),
        )]
    } else {
        let heading = Style::default()
            .fg(theme.accent)
            .add_modifier(Modifier::BOLD);
        table(&rows)
            .into_iter()
            .enumerate()
            .map(|(i, row)| {
                let style = if i == 0 {
                    heading
                } else {
                    Style::default().fg(theme.text)
                };
                Line::styled(row, style)
            })
            .collect()
    };
    listing(app, lang.plain(text::STATS_TITLE), &lines, area, buf, theme);
}

/// The width of the Statistics and Load boxes.
const LISTING_WIDTH: u16 = 72;

/// One line of the Load screen.
fn entry_line(lang: Lang, entry: &SaveEntry) -> String {
    let about = match &entry.summary {
        SaveSummary::Game {
            game,
            plies,
            players,
        } => {
            // Moves as the move list numbers them: a ply from each side.
            text::save_summary(
                lang,
                *game,
                [players[0].name(), players[1].name()],
                plies.div_ceil(2),
            )
        }
        SaveSummary::Newer(_) => lang.plain(text::LOAD_NEWER).to_string(),
        SaveSummary::Unreadable(_) => lang.plain(text::LOAD_UNREADABLE).to_string(),
    };
    format!("{:<24}{about}", entry.name.as_str())
}

pub fn load(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let mut lines: Vec<Line> = if app.save_list().is_empty() {
        vec![Line::styled(
            lang.plain(text::LOAD_NONE),
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
                Line::styled(format!("{marker}{}", entry_line(lang, entry)), style)
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
    listing(app, lang.plain(text::LOAD_TITLE), &lines, area, buf, theme);
    if let Some(field) = app.load().and_then(|load| load.import()) {
        import_box(lang, field, area, buf, theme);
    }
}

/// The import prompt over the list: what may be imported, and the path.
fn import_box(lang: Lang, field: &TextField, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let rect = popup::centred(
        Rect {
            height: area.height - 1,
            ..area
        },
        LISTING_WIDTH,
        5,
    );
    let inner = popup::frame(rect, lang.plain(text::IMPORT_TITLE), buf, theme);
    let width = inner.width.saturating_sub(1);
    let note = Line::styled(
        lang.plain(text::IMPORT_NOTE),
        Style::default().fg(theme.dim),
    );
    buf.set_line(inner.x + 1, inner.y, &note, width);
    prompt(
        lang,
        &format!("{} ", lang.plain(text::IMPORT_PROMPT)),
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

impl Paint for StatisticsView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        statistics(app, area, buf, theme);
    }
}

impl Paint for LoadScreen {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        load(app, area, buf, theme);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(cells: [&str; 5]) -> [String; 5] {
        cells.map(String::from)
    }

    #[test]
    fn columns_are_as_wide_as_their_widest_count() {
        let rows = [
            cells(text::STATS_HEADER.map(|m| Lang::English.plain(m))),
            cells(["Chess", "medium", "4294967295", "18446744073709551615", "7"]),
            cells(["Hasami Shogi", "random", "1", "2", "3"]),
        ];
        let shown = table(&rows);
        assert_eq!(
            shown[1],
            "Chess           medium          4294967295  18446744073709551615  7"
        );
        // Every row's cells start where the header's do.
        let starts = |row: &str| -> Vec<usize> {
            let mut starts = vec![0];
            let chars: Vec<char> = row.chars().collect();
            for i in 1..chars.len() {
                if chars[i] != ' ' && chars[i - 1] == ' ' && i >= 2 && chars[i - 2] == ' ' {
                    starts.push(i);
                }
            }
            starts
        };
        assert_eq!(starts(&shown[0]), starts(&shown[1]));
        assert_eq!(starts(&shown[0]), starts(&shown[2]));
    }

    #[test]
    fn small_counts_keep_the_usual_columns() {
        let rows = [
            cells(text::STATS_HEADER.map(|m| Lang::English.plain(m))),
            cells(["Chess", "medium", "3", "1", "0"]),
        ];
        assert_eq!(
            table(&rows),
            [
                "Game            Opponent        Won   Lost  Drawn",
                "Chess           medium          3     1     0",
            ]
        );
    }
}
