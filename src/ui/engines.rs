//! The Engines screen: the engines set up, and the form that adds or
//! edits one.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use super::setup::{Shown, body, row};
use super::text_field::TextInput;
use super::theme::Theme;
use super::{hints, popup};
use crate::app::Paint;
use crate::app::engines::{EngineForm, EnginesScreen, FormRow};
use crate::app::{App, text};
use crate::i18n::Lang;

const WIDTH: u16 = 64;
const LABEL: usize = 14;

pub fn engines(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let Some(screen) = app.engines() else {
        return;
    };
    match &screen.form {
        Some(form) => draw_form(lang, form, area, buf, theme),
        None => draw_list(app, screen, area, buf, theme),
    }
    hints(
        app,
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
        theme,
    );
}

fn draw_list(app: &App, screen: &EnginesScreen, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let engines = &app.settings().engines;
    let outer = body(area, WIDTH, engines.len() as u16 + 3);
    let inner = popup::frame(outer, lang.plain(text::ENGINES_TITLE), buf, theme);
    let width = inner.width.saturating_sub(1);
    let lines = engines
        .iter()
        .map(|engine| {
            let games: Vec<&str> = engine.games.iter().map(|g| g.title(lang)).collect();
            (engine.name.as_str(), games.join(", "))
        })
        .chain([(lang.plain(text::ENGINES_ADD), String::new())]);
    for (i, (name, games)) in lines.enumerate() {
        let line = row((name, LABEL), &games, i == screen.row, Shown::Plain, theme);
        buf.set_line(inner.x + 1, inner.y + i as u16, &line, width);
    }
    let note = Line::styled(
        lang.plain(text::ENGINES_NOTE),
        Style::default().fg(theme.dim),
    );
    let y = inner.y + engines.len() as u16 + 2;
    if y < inner.bottom() {
        buf.set_line(inner.x + 1, y, &note, width);
    }
}

fn draw_form(lang: Lang, form: &EngineForm, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let rows = FormRow::all();
    let outer = body(area, WIDTH, rows.len() as u16 + 3);
    let inner = popup::frame(outer, lang.plain(text::ENGINE_TITLE), buf, theme);
    let width = inner.width.saturating_sub(1);
    let current = form.current();
    for (i, &form_row) in rows.iter().enumerate() {
        let is = form_row == current;
        let field = form.text_field(form_row);
        let (label, value) = match form_row {
            FormRow::Name => (lang.plain(text::ENGINE_NAME), form.name.text().to_string()),
            FormRow::Command => (
                lang.plain(text::ENGINE_COMMAND),
                form.command.text().to_string(),
            ),
            FormRow::Options => (
                lang.plain(text::ENGINE_OPTIONS),
                form.options.text().to_string(),
            ),
            FormRow::Game(game) => {
                let on = form.games.contains(&game);
                (
                    game.title(lang),
                    (if on {
                        lang.plain(text::ON)
                    } else {
                        lang.plain(text::OFF)
                    })
                    .to_string(),
                )
            }
        };
        let y = inner.y + i as u16;
        let shown = if field.is_some() {
            Shown::Typed
        } else {
            Shown::Choice
        };
        let line = row((label, LABEL), &value, is, shown, theme);
        buf.set_line(inner.x + 1, y, &line, width);
        if let Some(typed) = field.filter(|_| is) {
            let style = Style::default().fg(theme.selected_fg).bg(theme.selected_bg);
            let input = TextInput::new(typed)
                .style(style)
                .selected_style(Style::default().add_modifier(Modifier::UNDERLINED));
            let x = inner.x + 1 + LABEL as u16 + 2;
            let room = (inner.x + 1 + width).saturating_sub(x);
            let shown = input.width().min(room);
            input.render(Rect::new(x, y, shown, 1), buf);
        }
    }
    let (note, colour) = match &form.error {
        Some(error) => (error.as_str(), theme.error),
        None => (lang.plain(text::ENGINE_FORM_NOTE), theme.dim),
    };
    let y = inner.y + rows.len() as u16 + 1;
    if y < inner.bottom() {
        buf.set_line(
            inner.x + 1,
            y,
            &Line::styled(note.to_string(), Style::default().fg(colour)),
            width,
        );
    }
}

impl Paint for EnginesScreen {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        engines(app, area, buf, theme);
    }
}
