//! The Games screen: the finished games kept, as a table under the
//! cursor (when each ended, the game, the players, the result, why, how
//! many moves), the files that could not be read under it, and the
//! export's notice. Review of a game from the list is the game screen's
//! drawing.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::cut_to;
use super::lobby::game_width;
use super::profile::{hint_line, inner, row, title};
use super::theme::Theme;
use crate::app::game::GameView;
use crate::app::games::{ArchiveReview, GamesScreen, PROBLEMS_SHOWN};
use crate::app::session::Message;
use crate::app::{App, Paint, text};
use crate::games::Outcome;
use crate::i18n::{Explain, Lang};
use crate::storage::archive::{ArchivedGame, Unread};
use unicode_width::UnicodeWidthStr;

/// Column widths; the players' take what is left, up to `PLAYERS_MAX`.
const DAY: usize = 10;
/// A day and a time, `2026-11-26 14:03`.
const DAY_TIME: usize = 16;
const RESULT: usize = 7;
const REASON: usize = 21;
/// Narrower than this, the reason is left out.
const REASON_MIN: usize = 8;
const MOVES: usize = 5;
const PLAYERS_MIN: usize = 20;
const PLAYERS_MAX: usize = 48;
/// Columns wide enough for the time as well as the day.
const WITH_TIME: usize = 72;
/// The cursor's mark before each row.
const MARK: usize = 2;

/// The columns that fit in `width`: their widths, whether the time is
/// shown, whether the reason is.
struct Columns {
    widths: Vec<usize>,
    with_time: bool,
    reason: bool,
}

impl Columns {
    /// The columns in `width`, each at least as wide as its heading in
    /// the reader's language and the games' as their longest name, so
    /// that no heading nor game is cut (the Portuguese ones are wider).
    fn fitting(lang: Lang, width: usize) -> Columns {
        let heading = |at: usize| lang.plain(text::GAMES_HEADER[at]).width();
        let with_time = width >= WITH_TIME;
        let day = if with_time { DAY_TIME } else { DAY }.max(heading(0));
        let game = game_width(lang).max(heading(1));
        let result = RESULT.max(heading(3));
        let moves = MOVES.max(heading(5));
        // Each column but the last is followed by a space.
        let fixed = day + game + result + moves + 5;
        let left = width.saturating_sub(fixed);
        let reason_width = REASON.min(left.saturating_sub(PLAYERS_MIN));
        let reason = reason_width >= REASON_MIN;
        let players = if reason {
            left - reason_width
        } else {
            left.saturating_sub(1)
        }
        .min(PLAYERS_MAX);
        let widths = if reason {
            vec![day, game, players, result, reason_width, moves]
        } else {
            vec![day, game, players, result, moves]
        };
        Columns {
            widths,
            with_time,
            reason,
        }
    }

    /// The columns a row takes, its cursor's mark first.
    fn width(&self) -> usize {
        MARK + self.widths.iter().sum::<usize>() + self.widths.len() - 1
    }

    fn line(&self, cells: [&str; 6]) -> String {
        let [day, game, players, result, reason, moves] = cells;
        if self.reason {
            row(&[day, game, players, result, reason, moves], &self.widths)
        } else {
            row(&[day, game, players, result, moves], &self.widths)
        }
    }

    fn game(&self, lang: Lang, archived: &ArchivedGame) -> String {
        let record = &archived.record;
        let [one, two] = record.players();
        let result = match archived.end.outcome {
            Outcome::Draw => "½-½",
            win => win.result(),
        };
        // Moves as the move list numbers them: a ply from each side.
        let moves = archived.plies().div_ceil(2).to_string();
        self.line([
            &text::ended_at(archived.ended_at, self.with_time),
            record.game().title(lang),
            &text::versus(lang, one.name(), two.name()),
            result,
            &text::reason_short(lang, archived.end.reason),
            &moves,
        ])
    }
}

fn games(view: &GamesScreen, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let area_in = inner(area);
    let dim = Style::default().fg(theme.dim);
    let plain = Style::default().fg(theme.text);
    let Some(listing) = view.listing() else {
        title(lang.plain(text::GAMES_TITLE), "", area_in, buf, theme);
        buf.set_stringn(
            area_in.x,
            area_in.y + 2,
            lang.tr(text::GAMES_READING),
            area_in.width.into(),
            dim,
        );
        hint_line(app, area, buf, theme);
        return;
    };
    let total = listing.games.len();
    let shown = view.rows_shown(area.height);
    let top = (view.row() + 1).saturating_sub(shown);
    let last = (top + shown).min(total);
    let note = if total == 0 {
        String::new()
    } else {
        text::games_range(lang, top + 1, last, total)
    };
    let width = usize::from(area_in.width);
    let columns = Columns::fitting(lang, width.saturating_sub(MARK));
    // The count ends where the table does.
    let heading = Rect {
        width: area_in.width.min(columns.width() as u16),
        ..area_in
    };
    title(lang.plain(text::GAMES_TITLE), &note, heading, buf, theme);
    let mut y = area_in.y + 2;
    if total == 0 {
        for line in crate::app::rules::wrap(lang.plain(text::GAMES_NONE), area_in.width) {
            buf.set_stringn(area_in.x, y, line, width, dim);
            y += 1;
        }
    } else {
        let header = columns.line(text::GAMES_HEADER.map(|m| lang.plain(m)));
        buf.set_stringn(area_in.x + MARK as u16, y, header, width, dim);
        y += 1;
        let selected = Style::default().fg(theme.selected_fg).bg(theme.selected_bg);
        for (at, archived) in listing.games.iter().enumerate().take(last).skip(top) {
            let (mark, style) = if at == view.row() {
                ("› ", selected)
            } else {
                ("  ", plain)
            };
            let line = format!("{mark}{}", columns.game(lang, archived));
            buf.set_stringn(area_in.x, y, line, width, style);
            y += 1;
        }
    }
    below(view, lang, &listing.problems, area_in, y, buf, theme);
    hint_line(app, area, buf, theme);
}

/// Under the list: the export's notice, then the files that could not
/// be read, each after a blank line.
fn below(
    view: &GamesScreen,
    lang: Lang,
    problems: &[Unread],
    area: Rect,
    y: u16,
    buf: &mut Buffer,
    theme: &Theme,
) {
    let width = usize::from(area.width);
    let error = Style::default().fg(theme.error);
    let mut y = y;
    if let Some(notice) = view.notice() {
        let (line, style) = match notice {
            Message::Info(line) => (line, Style::default().fg(theme.text)),
            Message::Error(line) => (line, error),
        };
        buf.set_stringn(area.x, y + 1, cut_to(line, width), width, style);
        y += 2;
    }
    if problems.is_empty() {
        return;
    }
    y += 1;
    for problem in problems.iter().take(PROBLEMS_SHOWN) {
        let problem = problem.explain(lang);
        buf.set_stringn(area.x, y, cut_to(&problem, width), width, error);
        y += 1;
    }
    if problems.len() > PROBLEMS_SHOWN {
        let more = text::more_unreadable(lang, problems.len() - PROBLEMS_SHOWN);
        buf.set_stringn(area.x, y, more, width, error);
    }
}

impl Paint for GamesScreen {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        games(self, app, area, buf, theme);
    }
}

impl Paint for ArchiveReview {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, monochrome: bool) {
        GameView.draw(app, area, buf, theme, monochrome);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;

    #[test]
    fn narrow_lists_shorten_the_day_then_leave_out_the_reason() {
        let wide = Columns::fitting(Lang::English, 156);
        assert!(wide.with_time && wide.reason);
        assert_eq!(wide.widths[2], PLAYERS_MAX);
        let eighty = Columns::fitting(Lang::English, 76);
        assert!(eighty.with_time && eighty.reason);
        assert!(eighty.widths.iter().sum::<usize>() + 5 <= 76);
        let narrow = Columns::fitting(Lang::English, 56);
        assert!(!narrow.with_time && !narrow.reason);
        assert!(narrow.widths.iter().sum::<usize>() + 4 <= 56);
    }

    #[test]
    fn no_heading_nor_game_is_cut_at_80_columns_in_either_language() {
        for lang in Lang::ALL {
            let columns = Columns::fitting(lang, 76);
            let headings = text::GAMES_HEADER.map(|m| lang.plain(m));
            let header = columns.line(headings);
            for heading in headings
                .iter()
                .filter(|h| columns.reason || **h != headings[4])
            {
                assert!(header.contains(heading), "{lang:?}: {header}");
            }
            for game in GameId::ALL {
                assert!(game.title(lang).width() <= columns.widths[1], "{lang:?}");
            }
        }
    }
}
