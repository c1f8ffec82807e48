//! A player's profile (ratings per game and pace with W/D/L, first day,
//! latest games, the one under the cursor highlighted) and the
//! leaderboard of a game and pace, as tables.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use unicode_width::UnicodeWidthStr;

use super::cut_to;
use super::hints;
use super::lobby::game_width;
use super::theme::Theme;
use crate::ai::Bot;
use crate::app::profile::{LeaderboardView, ProfileView};
use crate::app::{App, Paint, text};
use crate::games::Reason;
use crate::games::pgn::pgn_date;
use crate::i18n::Lang;
use crate::rating::Pace;
use crate::store::{ArchivedGame, SeatRow};

/// Column widths of the tables (the games' as the lobby's); the names'
/// take what is left.
const PACE: usize = 14;
const NUMBER: usize = 6;
const ROOM: usize = 6;
const RESULT: usize = 7;
/// A PGN date, `YYYY.MM.DD`.
const DATE: usize = 10;
const RANK: usize = 3;
/// A name's column at most, so that wide screens keep a row together.
const NAME: usize = 24;
/// A name's column at least, however narrow the screen.
const NAME_LEAST: usize = 8;

/// Cells padded (or cut) to their widths, in terminal columns.
pub(super) fn row(cells: &[&str], widths: &[usize]) -> String {
    cells
        .iter()
        .zip(widths)
        .map(|(cell, width)| {
            let cut = cut_to(cell, *width);
            let pad = width.saturating_sub(cut.width());
            format!("{cut}{}", " ".repeat(pad))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The screen inside its margin, less the hint line.
pub(super) fn inner(area: Rect) -> Rect {
    Rect {
        x: area.x + 1,
        width: area.width.saturating_sub(2),
        height: area.height.saturating_sub(1),
        ..area
    }
}

/// A title in bold, and a note at the right of its line.
pub(super) fn title(title: &str, note: &str, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let bold = Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD);
    buf.set_stringn(area.x, area.y, title, area.width.into(), bold);
    let x = area.right().saturating_sub(note.width() as u16);
    if x > area.x + title.width() as u16 {
        buf.set_string(x, area.y, note, Style::default().fg(theme.dim));
    }
}

/// Lines from row `y` down, while they fit in `area`, each cut with `…`
/// if wider; the row after.
fn lines(lines: &[(String, Style)], y: u16, area: Rect, buf: &mut Buffer) -> u16 {
    let mut at = y;
    for (line, style) in lines {
        if at >= area.bottom() {
            break;
        }
        let line = cut_to(line.trim_end(), area.width.into());
        buf.set_stringn(area.x, at, line, area.width.into(), *style);
        at += 1;
    }
    at
}

/// Column `widths`, each at least as wide as its heading in the reader's
/// language (the Portuguese ones are longer).
fn fitted<const N: usize>(widths: [usize; N], headings: &[&str; N]) -> [usize; N] {
    let mut fitted = widths;
    for (width, heading) in fitted.iter_mut().zip(headings) {
        *width = (*width).max(heading.width());
    }
    fitted
}

/// The paces' column: as wide as the longest pace in the reader's
/// language.
fn pace_width(lang: Lang) -> usize {
    Pace::ALL
        .iter()
        .map(|&pace| text::pace(lang, pace).width())
        .fold(PACE, usize::max)
}

/// The reasons' column: as wide as the longest reason a game ends by in
/// the reader's language, so that none is cut.
fn reason_width(lang: Lang) -> usize {
    Reason::ALL
        .iter()
        .map(|&reason| text::reason_short(lang, reason).width())
        .fold(lang.plain(text::STATE_ABORTED).width(), usize::max)
}

pub(super) fn hint_line(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let row = Rect {
        y: area.bottom().saturating_sub(1),
        height: 1,
        ..area
    };
    hints(app, row, buf, theme);
}

/// How the game went for the player of `key`, and who they played.
fn for_player(lang: Lang, archived: &ArchivedGame, key: &str) -> (&'static str, String) {
    let game = &archived.game;
    let mine = |seat: &SeatRow| matches!(seat, SeatRow::Person { key: k, .. } if k == key);
    let side = usize::from(!mine(&game.players[0]));
    let opponent = match &game.players[1 - side] {
        SeatRow::Open => lang.plain(text::SEAT_OPEN).to_string(),
        SeatRow::Person { name, .. } => name.clone(),
        // Kept by its id; read in the reader's words.
        SeatRow::Computer { bot } => Bot::parse(game.record.game(), bot)
            .map_or_else(|_| bot.clone(), |bot| bot.title(lang).to_string()),
    };
    let result = match (game.result.as_str(), side) {
        ("1-0", 0) | ("0-1", 1) => lang.plain(text::RESULT_WON),
        ("1-0", _) | ("0-1", _) => lang.plain(text::RESULT_LOST),
        ("1/2-1/2", _) => lang.plain(text::RESULT_DRAWN),
        _ => lang.plain(text::STATE_ABORTED),
    };
    (result, opponent)
}

fn profile(view: &ProfileView, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let profile = &view.profile;
    let area_in = inner(area);
    let since = profile
        .since
        .map(|at| text::member_since(lang, &pgn_date(at / 86_400)))
        .unwrap_or_default();
    title(
        &text::profile_title(lang, &profile.name),
        &since,
        area_in,
        buf,
        theme,
    );
    let (dim, plain) = (
        Style::default().fg(theme.dim),
        Style::default().fg(theme.text),
    );
    let bold = Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD);
    let headings = text::PROFILE_RATINGS.map(|m| lang.plain(m));
    let widths = [
        game_width(lang),
        pace_width(lang),
        NUMBER,
        NUMBER,
        NUMBER,
        NUMBER,
    ];
    let widths = fitted(widths, &headings);
    let mut shown = vec![(row(&headings, &widths), dim)];
    for r in &profile.ratings {
        let tally = [r.tally.wins, r.tally.draws, r.tally.losses].map(|n| n.to_string());
        let cells = [
            r.game.title(lang),
            &text::pace(lang, r.pace),
            &r.rating.shown().to_string(),
            &tally[0],
            &tally[1],
            &tally[2],
        ];
        shown.push((row(&cells, &widths), plain));
    }
    if profile.ratings.is_empty() {
        shown.push((lang.plain(text::PROFILE_NO_RATINGS).to_string(), plain));
    }
    shown.push((String::new(), plain));
    shown.push((lang.plain(text::PROFILE_RECENT).to_string(), bold));
    let headings = text::PROFILE_GAMES.map(|m| lang.plain(m));
    let [date, room, game, result, _, ended_by] = fitted(
        [DATE, ROOM, game_width(lang), RESULT, 0, reason_width(lang)],
        &headings,
    );
    // On a narrow screen the name keeps a few columns and the row's end
    // is cut with `…` instead.
    let opponent = usize::from(area_in.width)
        .saturating_sub(date + room + game + result + ended_by + 5)
        .clamp(NAME_LEAST, NAME);
    let widths = [date, room, game, result, opponent, ended_by];
    shown.push((row(&headings, &widths), dim));
    let selected = Style::default().fg(theme.selected_fg).bg(theme.selected_bg);
    for (at, archived) in profile.recent.iter().enumerate() {
        let (result, against) = for_player(lang, archived, &profile.key);
        let game = archived.game.record.game().title(lang);
        let ended = archived
            .game
            .ended
            .map(|at| pgn_date(at / 86_400))
            .unwrap_or_default();
        let cells = [
            &ended,
            archived.game.room.as_str(),
            game,
            result,
            &against,
            &text::archived_reason(lang, &archived.game.reason),
        ];
        let style = if at == view.cursor { selected } else { plain };
        shown.push((row(&cells, &widths), style));
    }
    if profile.recent.is_empty() {
        shown.push((lang.plain(text::PROFILE_NO_GAMES).to_string(), plain));
    }
    let list = Rect {
        height: area_in.height.saturating_sub(1),
        ..area_in
    };
    lines(&shown, area_in.y + 2, list, buf);
    if let Some(note) = &view.note {
        let y = area_in.bottom().saturating_sub(1);
        let error = Style::default().fg(theme.error);
        buf.set_stringn(area_in.x, y, note, area_in.width.into(), error);
    }
    hint_line(app, area, buf, theme);
}

fn leaderboard(view: &LeaderboardView, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let board = view.board;
    let area_in = inner(area);
    let pace = text::pace(lang, board.pace);
    let heading = text::leaderboard_title(lang, board.game.title(lang), &pace);
    title(&heading, "", area_in, buf, theme);
    let (dim, plain) = (
        Style::default().fg(theme.dim),
        Style::default().fg(theme.text),
    );
    let [rule, window] = text::leaderboard_rule(lang, &board);
    let headings = text::LEADERBOARD_HEADER.map(|m| lang.plain(m));
    let [rank, _, rating, games, tally] = fitted([RANK, 0, NUMBER, NUMBER, NUMBER + 12], &headings);
    let name = usize::from(area_in.width)
        .saturating_sub(rank + rating + games + tally + 4)
        .min(NAME);
    let widths = [rank, name, rating, games, tally];
    let mut shown = vec![
        (rule, dim),
        (window, dim),
        (String::new(), plain),
        (row(&headings, &widths), dim),
    ];
    for (rank, leader) in view.leaders.iter().enumerate() {
        let tally = leader.tally;
        let cells = [
            &(rank + 1).to_string(),
            leader.name.as_str(),
            &leader.rating.shown().to_string(),
            &tally.games().to_string(),
            &format!("{}/{}/{}", tally.wins, tally.draws, tally.losses),
        ];
        shown.push((row(&cells, &widths), plain));
    }
    if view.leaders.is_empty() {
        shown.push((lang.plain(text::LEADERBOARD_EMPTY).to_string(), plain));
    }
    lines(&shown, area_in.y + 1, area_in, buf);
    hint_line(app, area, buf, theme);
}

impl Paint for ProfileView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        profile(self, app, area, buf, theme);
    }
}

impl Paint for LeaderboardView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        leaderboard(self, app, area, buf, theme);
    }
}
