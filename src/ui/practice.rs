//! The Puzzles screen and the practice board: the board as in play, and
//! beside it the task, how it went and the puzzle rating.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::game::{board, message_line};
use super::hints;
use super::theme::Theme;
use crate::app::Paint;
use crate::app::lessons::LessonsView;
use crate::app::practice::{Practice, PracticeView, Source};
use crate::app::puzzles::PuzzlesView;
use crate::app::session::{Note, PlayerKind, Standing};
use crate::app::{App, layout, text};
use crate::i18n::Lang;
use crate::learn::lesson::Lesson;
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
        // Two rows: the counts wrap under the rating where a language
        // needs more than the width.
        Paragraph::new(progress_line(lang, app.progress()))
            .style(Style::default().fg(theme.dim))
            .wrap(Wrap { trim: true })
            .render(Rect::new(x, area.y + 2, width, 2), buf);
        for (i, choice) in Choice::ALL.iter().enumerate() {
            let label = format!(
                "{:<24}{:>5}",
                choice_title(lang, *choice),
                puzzle::count(*choice)
            );
            let row = list_row(&label, i == self.row, theme);
            buf.set_line(x, area.y + 5 + i as u16, &row, width);
        }
        let below = area.y + 6 + Choice::ALL.len() as u16;
        foot(
            app,
            &lang.tr(text::PUZZLES_EXPLAIN),
            below,
            area,
            buf,
            theme,
        );
    }
}

/// A list's explanation from row `top` down, wrapped, and the key hints
/// on the last row.
fn foot(app: &App, explain: &str, top: u16, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let x = area.x + 2;
    let width = area.width.saturating_sub(4);
    Paragraph::new(explain.to_string())
        .style(Style::default().fg(theme.dim))
        .wrap(Wrap { trim: true })
        .render(
            Rect::new(x, top, width, area.bottom().saturating_sub(top + 1)),
            buf,
        );
    hints(
        app,
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
        theme,
    );
}

/// A row of a list, marked and coloured when the cursor is on it.
fn list_row(label: &str, selected: bool, theme: &Theme) -> Line<'static> {
    let style = if selected {
        Style::default().fg(theme.selected_fg).bg(theme.selected_bg)
    } else {
        Style::default().fg(theme.text)
    };
    let marker = if selected { "› " } else { "  " };
    Line::styled(format!("{marker}{label}"), style)
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
        board(app, session, layout.board, area, buf, theme, monochrome);
        panel(app, practice, layout.panel, buf, theme);
        message_line(session, layout.message, buf, theme);
        hints(app, layout.hints, buf, theme);
    }
}

/// The task beside the board: what it is, whose move, how it went.
fn panel(app: &App, practice: &Practice, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lines = match practice.source {
        Source::Puzzles { streak, .. } => puzzle_lines(app, practice, streak, theme),
        Source::Lesson { lesson, step, .. } => lesson_lines(app, practice, lesson, step, theme),
    };
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(area, buf);
}

/// The score, in games that count points (Martian Chess): what a
/// puzzle or a lesson there is about.
fn score_line<'a>(lang: Lang, practice: &Practice, theme: &Theme) -> Option<Line<'a>> {
    let game = practice.game();
    if !game.counts_points() {
        return None;
    }
    let points = practice.session.board().scores();
    let row = text::score_sides(lang, game.side_titles(lang), points);
    let label = format!("{}: ", lang.plain(text::PANEL_SCORE));
    Some(Line::from(vec![
        Span::styled(label, Style::default().fg(theme.dim)),
        Span::styled(row, Style::default().fg(theme.text)),
    ]))
}

fn heading_style(theme: &Theme) -> Style {
    Style::default()
        .fg(theme.accent)
        .add_modifier(Modifier::BOLD)
}

fn puzzle_lines<'a>(
    app: &App,
    practice: &Practice,
    streak: Option<u32>,
    theme: &Theme,
) -> Vec<Line<'a>> {
    let lang = app.lang();
    let plain = Style::default().fg(theme.text);
    let dim = Style::default().fg(theme.dim);
    let game = practice.game();
    let heading = match streak {
        Some(solved) => text::streak_heading(lang, game.title(lang), solved),
        None => text::puzzle_heading(lang, game.title(lang)),
    };
    let mut lines = vec![Line::styled(heading, heading_style(theme))];
    if let Some(puzzle) = practice.puzzle() {
        lines.push(Line::styled(
            text::puzzle_id(
                lang,
                &puzzle.id,
                &app.puzzle_rating(puzzle).shown().to_string(),
            ),
            dim,
        ));
    }
    lines.push(Line::default());
    let standing = practice.standing();
    match standing {
        Standing::Solving => {
            let learner = practice
                .session
                .players()
                .iter()
                .position(|p| p.kind == PlayerKind::Human);
            let side = learner
                .map(|i| game.side_titles(lang)[i])
                .unwrap_or_default();
            lines.push(Line::styled(text::find_the_move(lang, side), plain));
        }
        Standing::Solved => lines.push(Line::styled(
            lang.tr(text::PUZZLE_SOLVED).into_owned(),
            heading_style(theme),
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
    lines.extend(score_line(lang, practice, theme));
    lines.push(Line::default());
    let rating = app.progress().puzzle_rating.shown().to_string();
    let line = match (streak, practice.attempt.change) {
        (Some(_), _) => lang.tr(text::STREAK_UNRATED).into_owned(),
        (None, Some((before, after))) => {
            text::rating_change(lang, &rating, (after - before).round() as i32)
        }
        (None, None) if practice.attempt.rated => text::your_rating(lang, &rating),
        (None, None) => lang.tr(text::PUZZLE_UNRATED).into_owned(),
    };
    lines.push(Line::styled(line, plain));
    lines
}

fn lesson_lines<'a>(
    app: &App,
    practice: &Practice,
    lesson: &Lesson,
    step: usize,
    theme: &Theme,
) -> Vec<Line<'a>> {
    let lang = app.lang();
    let plain = Style::default().fg(theme.text);
    let dim = Style::default().fg(theme.dim);
    let mut lines = vec![
        Line::styled(lang.tr(lesson.title).into_owned(), heading_style(theme)),
        Line::styled(text::lesson_step(lang, step + 1, lesson.steps.len()), dim),
        Line::default(),
    ];
    if let Some(task) = lesson.steps.get(step) {
        lines.push(Line::styled(lang.tr(task.task).into_owned(), plain));
    }
    lines.extend(score_line(lang, practice, theme));
    let note = practice.session.drill_state().and_then(|d| d.note());
    if let Some(note) = note {
        let (said, style) = match note {
            Note::Hint(hint) => (
                text::lesson_hint(lang, &lang.tr(hint)),
                Style::default().fg(theme.accent),
            ),
            Note::Wrong(why) => (lang.tr(why).into_owned(), Style::default().fg(theme.error)),
        };
        lines.push(Line::default());
        lines.push(Line::styled(said, style));
    }
    if practice.standing() == Standing::Solved {
        lines.push(Line::default());
        let done = if step + 1 == lesson.steps.len() {
            text::LESSON_DONE
        } else {
            text::DRILL_SOLVED
        };
        lines.push(Line::styled(
            lang.tr(done).into_owned(),
            heading_style(theme),
        ));
    }
    lines
}

impl Paint for LessonsView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        let lang = app.lang();
        let x = area.x + 2;
        let width = area.width.saturating_sub(4);
        let title = text::lessons_title(lang, self.game.title(lang));
        buf.set_line(
            x,
            area.y + 1,
            &Line::styled(title, heading_style(theme)),
            width,
        );
        let done = lang.tr(text::LESSON_DONE_MARK);
        let lessons = self.lessons();
        // The list scrolls to keep the cursor in view.
        let rows = area.height.saturating_sub(7) as usize;
        let first = self.row.saturating_sub(rows.saturating_sub(1));
        for (i, lesson) in lessons.iter().enumerate().skip(first).take(rows) {
            let mark = if app.progress().is_lesson_done(&lesson.key()) {
                format!("  ✓ {done}")
            } else {
                String::new()
            };
            let label = format!("{}. {}{mark}", i + 1, lang.tr(lesson.title));
            let y = area.y + 3 + (i - first) as u16;
            buf.set_line(x, y, &list_row(&label, i == self.row, theme), width);
        }
        let below = area.y + 4 + rows.min(lessons.len()) as u16;
        foot(
            app,
            &lang.tr(text::LESSONS_EXPLAIN),
            below,
            area,
            buf,
            theme,
        );
    }
}
