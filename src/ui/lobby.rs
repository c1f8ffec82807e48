//! The lobby of `tabuleiro serve`: the rooms in a table, the line of
//! news or the name being typed, and the key hints.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;

use super::hints;
use super::panel::clock_text;
use super::text_field::prompt;
use super::theme::Theme;
use crate::app::Paint;
use crate::app::lobby::LobbyView;
use crate::app::text::{STATE_ABORTED, STATE_PLAYING, STATE_WAITING, STATE_YOUR_MOVE};
use crate::app::{App, text};
use crate::games::GameId;
use crate::i18n::Lang;
use crate::rooms::RoomSummary;
use unicode_width::UnicodeWidthStr;

/// Column widths, the players' taking what is left; the first holds the
/// mark of a room where the visitor has a seat.
const MARK: usize = 1;
const ID: usize = 5;
const GAME: usize = 14;
const WATCH: usize = 6;
const CLOCK: usize = 8;
const STATE: usize = 9;

/// The games' column: as wide as the longest game name in the reader's
/// language (some Portuguese ones are wider than the English).
pub(super) fn game_width(lang: Lang) -> usize {
    GameId::ALL
        .iter()
        .map(|game| game.title(lang).width())
        .fold(GAME, usize::max)
}

/// The columns' widths in `width`: the games' and the states' as wide as
/// their longest words in the reader's language, the players' taking
/// what is left.
fn widths(lang: Lang, width: usize) -> [usize; 7] {
    let states = [STATE_YOUR_MOVE, STATE_WAITING, STATE_PLAYING, STATE_ABORTED];
    let state = states
        .iter()
        .map(|&m| lang.plain(m).width())
        .fold(STATE, usize::max);
    let game = game_width(lang);
    let players = width.saturating_sub(MARK + ID + game + WATCH + CLOCK + state + 6);
    [MARK, ID, game, players, WATCH, CLOCK, state]
}

/// A line of the list: a heading, or a line of a room by its index.
enum Entry {
    Heading(&'static str),
    Room(usize, String),
}

/// The list's lines: the visitor's own games (first in the lobby's
/// order) under their heading, then the other rooms under theirs; no
/// headings when the visitor has no seat. When a room's players do not
/// fit their column, every room takes two lines, a player on each, so
/// that no name or rating is cut.
fn entries(lang: Lang, rooms: &[RoomSummary], widths: [usize; 7]) -> Vec<Entry> {
    let players: Vec<[String; 2]> = rooms
        .iter()
        .map(|room| room.seats.each_ref().map(|seat| text::seat(lang, seat)))
        .collect();
    let one_line = players
        .iter()
        .all(|[one, two]| together(one, two).width() <= widths[3]);
    let yours = rooms.iter().take_while(|r| r.yours.is_some()).count();
    let mut lines = Vec::with_capacity(2 * rooms.len() + 2);
    for (i, (summary, [one, two])) in rooms.iter().zip(&players).enumerate() {
        match i {
            0 if yours > 0 => lines.push(Entry::Heading(lang.plain(text::LOBBY_YOUR_GAMES))),
            _ if i == yours && i > 0 => {
                lines.push(Entry::Heading(lang.plain(text::LOBBY_OTHER_ROOMS)))
            }
            _ => {}
        }
        if one_line {
            lines.push(Entry::Room(
                i,
                line(lang, summary, &together(one, two), widths),
            ));
        } else {
            lines.push(Entry::Room(i, line(lang, summary, one, widths)));
            let under = ["", "", "", two, "", "", ""];
            lines.push(Entry::Room(i, row(under, widths)));
        }
    }
    lines
}

/// Both players on one line, a dash between them (shorter than "vs",
/// and the same in every language).
fn together(one: &str, two: &str) -> String {
    format!("{one} – {two}")
}

pub fn lobby(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let Some(lobby) = app.lobby() else {
        return;
    };
    let inner = Rect {
        x: area.x + 1,
        width: area.width.saturating_sub(2),
        ..area
    };
    let bold = Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD);
    buf.set_line(
        inner.x,
        inner.y,
        &Line::styled(lang.plain(text::LOBBY_TITLE), bold),
        inner.width,
    );
    // The mark explained beside the name, when a room bears it.
    let marked = lobby.rooms().iter().any(|r| r.yours.is_some());
    let you = if marked {
        format!(
            "{}   {}",
            lang.plain(text::YOUR_SEAT_KEY),
            text::you_are(lang, lobby.you())
        )
    } else {
        text::you_are(lang, lobby.you())
    };
    let you_x = inner.right().saturating_sub(you.width() as u16);
    buf.set_string(you_x, inner.y, you, Style::default().fg(theme.dim));
    let widths = widths(lang, inner.width.into());
    let [room, game, names, watch, clock, state] = text::LOBBY_HEADER.map(|m| lang.plain(m));
    let header = row(["", room, game, names, watch, clock, state], widths);
    buf.set_string(inner.x, inner.y + 2, header, Style::default().fg(theme.dim));
    let list_top = inner.y + 3;
    let rows = area.height.saturating_sub(6);
    if lobby.rooms().is_empty() {
        buf.set_string(
            inner.x,
            list_top,
            lang.plain(text::LOBBY_EMPTY),
            Style::default().fg(theme.text),
        );
    }
    let selected = lobby.selected();
    let lines = entries(lang, lobby.rooms(), widths);
    // The selected room's last line is on screen.
    let at = lines
        .iter()
        .rposition(|e| matches!(e, Entry::Room(i, _) if *i == selected))
        .unwrap_or(0);
    let first = at.saturating_sub(usize::from(rows).saturating_sub(1));
    for (y, entry) in (list_top..).zip(lines.iter().skip(first).take(rows.into())) {
        let (shown, style) = match entry {
            Entry::Heading(heading) => (*heading, bold),
            Entry::Room(i, shown) if *i == selected => (
                shown.as_str(),
                Style::default().fg(theme.selected_fg).bg(theme.selected_bg),
            ),
            Entry::Room(_, shown) => (shown.as_str(), Style::default().fg(theme.text)),
        };
        buf.set_stringn(inner.x, y, shown, inner.width.into(), style);
    }
    let message_row = Rect {
        y: area.bottom().saturating_sub(2),
        height: 1,
        ..inner
    };
    let field = match (lobby.name_field(), lobby.lookup()) {
        (Some(field), _) => Some((text::NAME_PROMPT, field)),
        (None, Some(lookup)) => Some((text::LOOKUP_PROMPT, lookup.field())),
        (None, None) => None,
    };
    match (field, lobby.message()) {
        (Some((label, field)), _) => prompt(
            lang,
            &format!("{} ", lang.plain(label)),
            field,
            None,
            message_row,
            buf,
            theme,
        ),
        (None, Some(message)) => {
            buf.set_stringn(
                message_row.x,
                message_row.y,
                message,
                inner.width.into(),
                Style::default().fg(theme.text),
            );
        }
        (None, None) => {}
    }
    let hint_row = Rect {
        y: area.bottom().saturating_sub(1),
        height: 1,
        ..area
    };
    hints(app, hint_row, buf, theme);
}

/// One room's row, with `players` as its Players; in a game where the
/// visitor is to move, the State says so and the Clock shows the time
/// left on their clock.
fn line(lang: Lang, summary: &RoomSummary, players: &str, widths: [usize; 7]) -> String {
    let left = summary.your_time.filter(|_| summary.your_move());
    let clock = match (left, summary.control) {
        (Some(left), _) => clock_text(left),
        (None, Some(control)) => text::time_control(lang, &control),
        (None, None) => lang.plain(text::CLOCK_NONE).to_string(),
    };
    let state = if summary.your_move() {
        lang.plain(text::STATE_YOUR_MOVE).to_string()
    } else {
        text::phase(lang, summary.phase).into_owned()
    };
    let mark = if summary.yours.is_some() {
        lang.plain(text::YOUR_SEAT)
    } else {
        ""
    };
    row(
        [
            mark,
            &summary.id,
            summary.game.title(lang),
            players,
            &summary.watchers.to_string(),
            &clock,
            &state,
        ],
        widths,
    )
}

/// Cells padded (or cut) to their columns, in terminal columns.
fn row(cells: [&str; 7], widths: [usize; 7]) -> String {
    cells
        .iter()
        .zip(widths)
        .map(|(cell, width)| {
            let cut = super::cut_to(cell, width);
            let pad = width.saturating_sub(cut.width());
            format!("{cut}{}", " ".repeat(pad))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl Paint for LobbyView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        lobby(app, area, buf, theme);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_and_states_columns_hold_their_longest_words_in_each_language() {
        for lang in [Lang::English, Lang::Portuguese] {
            let [_, _, game, _, _, _, state] = widths(lang, 78);
            for id in GameId::ALL {
                assert!(id.title(lang).width() <= game, "{lang:?} {id:?}");
            }
            assert!(lang.plain(STATE_YOUR_MOVE).width() <= state, "{lang:?}");
        }
        assert_eq!(widths(Lang::English, 78), [1, 5, 14, 29, 6, 8, 9]);
    }
}
