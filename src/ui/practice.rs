//! The Puzzles screen and the practice board: the board as in play, and
//! beside it the task, how it went and the puzzle rating.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::board::{Board, shown_pieces};
use super::game::{marks, message_line};
use super::hints;
use super::theme::Theme;
use crate::app::Paint;
use crate::app::practice::{Practice, PracticeView};
use crate::app::puzzles::{PuzzlesView, Source};
use crate::app::session::{PlayerKind, Standing};
use crate::app::{App, layout, text};
use crate::i18n::Lang;
use crate::learn::progress::Progress;
use crate::learn::puzzle::{self, Choice};

impl Paint for PuzzlesView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        let lang = app.lang();
        let title = Style::default()
            .fg(theme.accent)
            .add_modifier(Modifier::BOLD);
        let x = area.x + 2;
        let width = area.width.saturating_sub(4);
        buf.set_line(
            x,
            area.y + 1,
            &Line::styled(lang.plain(text::PUZZLES_TITLE), title),
            width,
        );
        let summary = progress_line(lang, app.progress());
        buf.set_line(
            x,
            area.y + 2,
            &Line::styled(summary, Style::default().fg(theme.dim)),
            width,
        );
        for (i, choice) in Choice::ALL.iter().enumerate() {
            let selected = i == self.row;
            let style = if selected {
                Style::default().fg(theme.selected_fg).bg(theme.selected_bg)
            } else {
                Style::default().fg(theme.text)
            };
            let marker = if selected { "› " } else { "  " };
            let label = format!(
                "{marker}{:<24}{:>5}",
                choice_title(lang, *choice),
                puzzle::count(*choice)
            );
            buf.set_line(x, area.y + 4 + i as u16, &Line::styled(label, style), width);
        }
        let explain = Paragraph::new(lang.tr(text::PUZZLES_EXPLAIN))
            .style(Style::default().fg(theme.dim))
            .wrap(Wrap { trim: true });
        let below = area.y + 5 + Choice::ALL.len() as u16;
        explain.render(
            Rect::new(x, below, width, area.bottom().saturating_sub(below + 1)),
            buf,
        );
        hints(
            app,
            Rect::new(area.x, area.bottom() - 1, area.width, 1),
            buf,
            theme,
        );
    }
}

/// "All games" or the game's name.
fn choice_title(lang: Lang, choice: Choice) -> String {
    match choice {
        Choice::Mixed => lang.tr(text::PUZZLES_MIXED).into_owned(),
        Choice::Game(game) => game.title(lang).to_string(),
    }
}

/// The person's puzzle rating and counts, in one line.
fn progress_line(lang: Lang, progress: &Progress) -> String {
    text::puzzle_progress(
        lang,
        &progress.puzzle_rating.shown().to_string(),
        progress.solved,
        progress.failed,
        progress.best_streak,
    )
}

impl Paint for PracticeView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, monochrome: bool) {
        let Some(practice) = app.practice() else {
            return;
        };
        let session = &practice.session;
        let id = session.game().id();
        let layout = layout::game(area, id, session.flipped);
        let mut marks = marks(session, app.settings().show_targets);
        marks.hide_coordinates = !app.settings().show_coordinates;
        marks.no_colour = monochrome;
        marks.pieces = shown_pieces(app.settings().pieces, monochrome);
        let board = Board {
            game: session.board(),
            geometry: layout.board,
            marks: &marks,
            theme,
        };
        (&board).render(area, buf);
        panel(app, practice, layout.panel, buf, theme);
        message_line(session, layout.message, buf, theme);
        hints(app, layout.hints, buf, theme);
    }
}

/// The task beside the board: what it is, whose move, how it went.
fn panel(app: &App, practice: &Practice, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let title = Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD);
    let plain = Style::default().fg(theme.text);
    let dim = Style::default().fg(theme.dim);
    let mut lines: Vec<Line> = Vec::new();
    let game = practice.game();
    let Source::Puzzles { streak, .. } = practice.source;
    let heading = match streak {
        Some(solved) => text::streak_heading(lang, game.title(lang), solved),
        None => text::puzzle_heading(lang, game.title(lang)),
    };
    lines.push(Line::styled(heading, title));
    if let Some(puzzle) = practice.puzzle() {
        lines.push(Line::styled(
            text::puzzle_id(lang, &puzzle.id, puzzle.rating),
            dim,
        ));
    }
    lines.push(Line::default());
    let drill = practice.session.drill_state();
    let standing = drill.map_or(Standing::Solving, |d| d.standing());
    let learner = practice
        .session
        .players()
        .iter()
        .position(|p| p.kind == PlayerKind::Human);
    match standing {
        Standing::Solving => {
            let side = learner
                .map(|i| game.side_titles(lang)[i])
                .unwrap_or_default();
            lines.push(Line::styled(text::find_the_move(lang, side), plain));
        }
        Standing::Solved => lines.push(Line::styled(
            lang.tr(text::PUZZLE_SOLVED).into_owned(),
            Style::default()
                .fg(theme.accent)
                .add_modifier(Modifier::BOLD),
        )),
        Standing::Failed => lines.push(Line::styled(
            lang.tr(text::PUZZLE_FAILED).into_owned(),
            Style::default()
                .fg(theme.error)
                .add_modifier(Modifier::BOLD),
        )),
    }
    if standing != Standing::Solving
        && let Some(puzzle) = practice.puzzle()
        && !puzzle.themes.is_empty()
    {
        let themes: Vec<String> = puzzle
            .themes
            .iter()
            .map(|t| text::theme_name(lang, t))
            .collect();
        lines.push(Line::styled(
            text::puzzle_themes(lang, &themes.join(", ")),
            dim,
        ));
    }
    lines.push(Line::default());
    let rating = &app.progress().puzzle_rating;
    let line = match (streak, practice.attempt.change) {
        (Some(_), _) => lang.tr(text::STREAK_UNRATED).into_owned(),
        (None, Some((before, after))) => text::rating_change(
            lang,
            &rating.shown().to_string(),
            (after - before).round() as i32,
        ),
        (None, None) if practice.attempt.rated => {
            text::your_rating(lang, &rating.shown().to_string())
        }
        (None, None) => lang.tr(text::PUZZLE_UNRATED).into_owned(),
    };
    lines.push(Line::styled(line, plain));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(area, buf);
}
