//! The game screen: the board, the side panel, the message line, the key
//! hints, and what may sit over the board (promotion, game over).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use super::board::{Board, Marks, shown_pieces};
use super::panel::Panel;
use super::review::AnalysisView;
use super::text_field::prompt;
use super::theme::Theme;
use super::{hints, popup};
use crate::app::Paint;
use crate::app::game::GameView;
use crate::app::session::{Message, OverChoice, Overlay, Session};
use crate::app::{App, chat, layout, text};
use crate::games::{Outcome, Status};
use crate::i18n::Lang;
use crate::rooms::next_on_tv;

/// What the board marks for this session.
pub fn marks(session: &Session, show_targets: bool) -> Marks {
    let reviewing = session.review_position().is_some();
    let board = session.board();
    let last = board.last_move().map(|m| (m.from, m.to));
    if reviewing {
        return Marks {
            cursor: None,
            last,
            ..Marks::default()
        };
    }
    let travelling = session.animation().and_then(|a| {
        let piece = a.piece?;
        Some((a.at(), a.to, piece))
    });
    Marks {
        cursor: session.person_plays().then_some(session.cursor),
        held: session.held(),
        targets: if show_targets {
            session.targets()
        } else {
            Vec::new()
        },
        last,
        check: session.check(),
        hint: session.hint().map(|h| (h.from, h.to)),
        premove: session.premove().and_then(|p| p.squares),
        travelling,
        ..Marks::default()
    }
}

pub fn game(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, monochrome: bool) {
    let lang = app.lang();
    let Some(session) = app.session() else {
        return;
    };
    let id = session.game().id();
    let (layout, analysis_area) = match session.overlay() {
        Overlay::Review(_) => layout::review(area, id, session.flipped),
        _ => (layout::game(area, id, session.flipped), None),
    };
    board(app, session, layout.board, area, buf, theme, monochrome);
    if let (Some(analysis_area), Overlay::Review(review)) = (analysis_area, session.overlay()) {
        let view = AnalysisView {
            lang: app.lang(),
            game: id,
            analysis: session.analysis(),
            progress: review.progress(),
            ply: review.ply,
            plies: session.game().ply_count(),
            theme,
        };
        (&view).render(analysis_area, buf);
    }
    let panel = Panel {
        session,
        running: app.clock_running(),
        frame: app.frame(),
        theme,
        pieces: app.settings().pieces,
        evaluation: session.shows_evaluation(app.settings().evaluation),
    };
    let panel_area = layout.panel;
    // The game-over box takes the panel's top; the panel goes on below it.
    let over = match session.overlay() {
        Overlay::Over { choice } => {
            let choices: Vec<(String, bool)> = OverChoice::ALL
                .iter()
                .enumerate()
                .map(|(i, option)| (option.label(lang).to_string(), i == *choice))
                .collect();
            over_box(session, &[], &choices, panel_area, buf, theme)
        }
        // A room's game over keeps the room's keys: the box says them;
        // TV's show says what it plays next instead of a rematch, and a
        // watcher (or a player against the computer) is offered none.
        Overlay::None if let Some(link) = session.room() => {
            let [rematch, lobby] = text::ROOM_OVER_CHOICES.map(|m| lang.plain(m).to_string());
            let first = if app.room_view().is_some_and(|view| view.tv) {
                let next = next_on_tv(session.game().id());
                Some(text::next_on_tv(lang, next.title(lang)))
            } else {
                let player = link.you.is_some() && !link.displaced && link.offers;
                player.then_some(rematch)
            };
            let choices: Vec<(String, bool)> = first
                .into_iter()
                .chain([lobby])
                .map(|c| (c, false))
                .collect();
            let ratings = app
                .room_view()
                .map(|view| text::room_ratings(lang, view))
                .unwrap_or_default();
            over_box(session, &ratings, &choices, panel_area, buf, theme)
        }
        _ => 0,
    };
    // In a room, the chat takes the foot of what the box leaves.
    let below_box = Rect {
        y: panel_area.y + over,
        height: panel_area.height.saturating_sub(over),
        ..panel_area
    };
    let chat = chat_rows(app, below_box);
    let below = Rect {
        height: below_box.height.saturating_sub(chat),
        ..below_box
    };
    (&panel).render(below, buf);
    if chat > 0 {
        let foot = Rect {
            y: below_box.bottom() - chat,
            height: chat,
            ..below_box
        };
        chat_lines(app, foot, buf, theme);
    }
    message_line(session, layout.message, buf, theme);
    hints(app, layout.hints, buf, theme);
    let (width, height) = layout.board.size();
    let over_board = Rect::new(
        layout
            .board
            .origin
            .0
            .saturating_sub(layout::RANK_LABEL_WIDTH),
        layout.board.origin.1,
        width,
        height,
    );
    match session.overlay() {
        Overlay::Promotion { .. } => {
            let rect = popup::centred(over_board.union(layout.panel), 52, 3);
            let inner = popup::frame(rect, "", buf, theme);
            buf.set_string(
                inner.x + 1,
                inner.y,
                lang.plain(text::PROMOTE),
                Style::default().fg(theme.text),
            );
        }
        Overlay::Position => position_box(session, area, buf, theme),
        Overlay::Record { text, copied } => record_box(lang, text, *copied, area, buf, theme),
        _ => {}
    }
}

/// The session's board as the settings show it, laid out by `geometry`.
pub(super) fn board(
    app: &App,
    session: &Session,
    geometry: layout::BoardGeometry,
    area: Rect,
    buf: &mut Buffer,
    theme: &Theme,
    monochrome: bool,
) {
    let mut marks = marks(session, app.settings().show_targets);
    marks.hide_coordinates = !app.settings().show_coordinates;
    marks.no_colour = monochrome;
    marks.pieces = shown_pieces(app.settings().pieces, monochrome);
    let board = Board {
        game: session.board(),
        geometry,
        marks: &marks,
        theme,
    };
    (&board).render(area, buf);
}

pub(super) fn message_line(session: &Session, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = session.lang();
    let area = Rect {
        x: area.x + 1,
        width: area.width.saturating_sub(1),
        height: 1,
        ..area
    };
    if let Some(field) = session.overlay().field() {
        let label = match session.overlay() {
            Overlay::SaveName(_) => format!("{} ", lang.plain(text::SAVE_PROMPT)),
            Overlay::Export { format, .. } => text::export_prompt(lang, &format.label(lang)),
            Overlay::Chat(_) => format!("{} ", lang.plain(text::CHAT_PROMPT)),
            _ if session.may_premove() => format!("{} ", lang.plain(text::PREMOVE_PROMPT)),
            _ => format!("{} ", lang.plain(text::PROMPT)),
        };
        let error = match session.message() {
            Some(Message::Error(error)) => Some(format!("  {error}")),
            _ => None,
        };
        prompt(lang, &label, field, error.as_deref(), area, buf, theme);
        return;
    }
    let (shown, colour) = match (session.overlay(), session.message()) {
        (Overlay::Review(_), _) => (review_line(session), theme.accent),
        (_, Some(Message::Error(error))) => (error.clone(), theme.error),
        (Overlay::None, _) if let Some(premove) = session.premove_shown() => {
            (text::premove_waiting(lang, &premove), theme.accent)
        }
        (_, Some(Message::Info(info))) => (info.clone(), theme.text),
        (_, None) => (String::new(), theme.text),
    };
    // A message longer than the screen (an engine's own words, a path)
    // ends in `…`, so nobody reads a cut sentence as whole.
    let line = Line::styled(super::cut_to(&shown, area.width.into()), colour);
    buf.set_line(area.x, area.y, &line, area.width);
}

/// Where the review stands, in moves as the move list numbers them
/// (a ply count would read twice the list's numbers).
fn review_line(session: &Session) -> String {
    let lang = session.lang();
    let (ply, total) = session.review_position().unwrap_or((0, 0));
    let game = session.game();
    let numbering = game.numbering();
    match (ply.checked_sub(1), total.checked_sub(1)) {
        (Some(shown), Some(last)) => {
            let (number, side) = numbering.at(shown);
            let name = game.id().side_titles(lang)[side.index()];
            text::review_move(lang, number, numbering.at(last).0, name)
        }
        _ => lang.plain(text::REVIEW_START).to_string(),
    }
}

/// The rows the panel keeps below the game-over box for its heading and
/// both players, each on two lines if need be.
const PANEL_BELOW_BOX: u16 = 5;

/// The result at the top of the panel, beside the final position: how
/// the game ended, who won by name (when the names tell the players
/// apart), what it did to the ratings in a room, and the choices, each
/// with whether it is selected. Returns the rows it took.
fn over_box(
    session: &Session,
    ratings: &[String],
    choices: &[(String, bool)],
    panel: Rect,
    buf: &mut Buffer,
    theme: &Theme,
) -> u16 {
    let lang = session.lang();
    let game = session.game();
    let Status::Over(end) = game.status() else {
        return 0;
    };
    let headline = text::game_result(lang, game, end);
    let players = session.players();
    let score = end.outcome.result();
    let named = players[0].name.trim() != players[1].name.trim();
    let players = match end.outcome {
        Outcome::Win(side) if named => {
            format!("{}  {score}", text::wins(lang, &session.said_name(side)))
        }
        _ => score.to_string(),
    };
    let inner_width = panel.width.saturating_sub(4).max(1);
    let wrapped = crate::app::rules::wrap(&headline, inner_width);
    // The ratings go first when the panel is short: its players' lines
    // give them too, and keep their rows below the box.
    let height = |ratings: &[String]| (wrapped.len() + ratings.len() + choices.len()) as u16 + 4;
    let ratings = if height(ratings) + PANEL_BELOW_BOX <= panel.height {
        ratings
    } else {
        &[]
    };
    let height = height(ratings);
    let rect = Rect {
        height: height.min(panel.height),
        ..panel
    };
    let inner = popup::frame(rect, lang.plain(text::GAME_OVER), buf, theme);
    let bold = Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD);
    let mut y = inner.y;
    let width = inner.width.saturating_sub(1);
    // A name or a choice longer than the box (Portuguese ones are) is cut
    // with `…`, never over the border.
    let players = super::cut_to(&players, width as usize);
    let lines = wrapped.iter().map(|line| Line::styled(*line, bold));
    let plain = |line: &str| Line::styled(line.to_string(), Style::default().fg(theme.text));
    let below = std::iter::once(players.as_str()).chain(ratings.iter().map(String::as_str));
    for line in lines.chain(below.map(plain)) {
        buf.set_line(inner.x + 1, y, &line, width);
        y += 1;
    }
    for (i, (option, selected)) in choices.iter().enumerate() {
        let style = if *selected {
            Style::default().fg(theme.selected_fg).bg(theme.selected_bg)
        } else {
            Style::default().fg(theme.text)
        };
        let marker = if *selected { "› " } else { "  " };
        let choice = super::cut_to(&format!("{marker}{option}"), width as usize);
        buf.set_stringn(inner.x + 1, y + 1 + i as u16, choice, width as usize, style);
    }
    rect.height
}

/// The position string, alone on its lines so a terminal selection copies
/// nothing else; a string wider than the screen is cut into lines.
fn position_box(session: &Session, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = session.lang();
    let position = session.game().position();
    let chars: Vec<char> = position.chars().collect();
    let note = lang.plain(text::POSITION_COPY).chars().count();
    let widest = chars.len().max(note) as u16 + 4;
    let inner_width = usize::from(widest.min(area.width).saturating_sub(4)).max(1);
    let lines: Vec<String> = chars
        .chunks(inner_width)
        .map(|chunk| chunk.iter().collect())
        .collect();
    let height = lines.len() as u16 + 4;
    let rect = popup::centred(
        Rect {
            height: area.height.saturating_sub(2),
            ..area
        },
        widest,
        height,
    );
    let inner = popup::frame(rect, lang.plain(text::POSITION_TITLE), buf, theme);
    let width = inner.width.saturating_sub(1);
    for (i, line) in lines.iter().enumerate() {
        buf.set_line(
            inner.x + 1,
            inner.y + i as u16,
            &Line::styled(line.as_str(), Style::default().fg(theme.accent)),
            width,
        );
    }
    buf.set_line(
        inner.x + 1,
        inner.y + lines.len() as u16 + 1,
        &Line::styled(
            lang.plain(text::POSITION_COPY),
            Style::default().fg(theme.dim),
        ),
        width,
    );
}

/// The rows the chat takes at the panel's foot; none outside a room.
fn chat_rows(app: &App, panel: Rect) -> u16 {
    if app.room_view().is_none() || app.session().and_then(|s| s.room()).is_none() {
        return 0;
    }
    chat::area(panel).height
}

/// The room's chat under a heading: its lines wrapped to the width (see
/// [`chat::page`]), the newest at the bottom, or as far back as the visitor scrolled, with a
/// marker for the lines below.
fn chat_lines(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let Some(view) = app.room_view() else {
        return;
    };
    let heading = Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD);
    let mut title = text::chat_title(lang, view.watchers.len(), view.you.is_none());
    if view.tv {
        title = text::on_tv(lang, &title);
    }
    buf.set_stringn(area.x, area.y, title, area.width.into(), heading);
    let rows = area.height.saturating_sub(1);
    let page = chat::page(&view.chat, app.chat_back(), area.width, rows);
    let style = Style::default().fg(theme.text);
    for (i, row) in page.rows.iter().enumerate() {
        buf.set_stringn(
            area.x + row.indent,
            area.y + 1 + i as u16,
            row.text,
            usize::from(area.width.saturating_sub(row.indent)),
            style,
        );
    }
    if page.newer > 0 {
        buf.set_stringn(
            area.x,
            area.bottom() - 1,
            text::chat_newer(lang, page.newer),
            area.width.into(),
            Style::default().fg(theme.accent),
        );
    }
}

/// A finished game's record over the screen, alone on its lines (no
/// border beside them) so a terminal selection copies nothing else;
/// long lines are wrapped, shown from the top.
/// The record over the screen, and under it how to copy it (or that it
/// was sent to the clipboard).
fn record_box(lang: Lang, record: &str, copied: bool, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let width = area.width.saturating_sub(2).max(1);
    let lines: Vec<&str> = record
        .lines()
        .flat_map(|line| {
            let wrapped = crate::app::rules::wrap(line, width);
            if wrapped.is_empty() {
                vec![""]
            } else {
                wrapped
            }
        })
        .collect();
    let page = Rect {
        height: area.height.saturating_sub(1),
        ..area
    };
    ratatui::widgets::Clear.render(page, buf);
    let heading = Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD);
    buf.set_stringn(
        page.x + 1,
        page.y,
        lang.plain(text::RECORD_TITLE),
        width.into(),
        heading,
    );
    let room = usize::from(page.height.saturating_sub(3)).max(1);
    let shown = &lines[..lines.len().min(room)];
    for (y, line) in (page.y + 1..).zip(shown) {
        let style = Style::default().fg(theme.text);
        buf.set_stringn(page.x + 1, y, line, width.into(), style);
    }
    buf.set_stringn(
        page.x + 1,
        page.bottom().saturating_sub(1),
        lang.plain(match copied {
            true => text::RECORD_COPIED,
            false => text::RECORD_COPY,
        }),
        width.into(),
        Style::default().fg(theme.dim),
    );
}

impl Paint for GameView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, monochrome: bool) {
        game(app, area, buf, theme, monochrome);
    }
}
