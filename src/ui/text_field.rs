//! The one widget for a line of text being typed: draws a
//! [`TextField`] into a one-row area, scrolled so the cursor is always in
//! view, `…` on the side where the text is cut. It only draws; the keys
//! and the text belong to `app::text_field`.
//!
//! The app hides the terminal's cursor, so the cursor is a cell drawn in
//! the cursor style (a space when it sits after the last char).

use ratatui::buffer::{Buffer, CellWidth};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use super::theme::Theme;
use crate::app::text_field::TextField;
use crate::i18n::Lang;

const ELLIPSIS: &str = "…";

pub struct TextInput<'a> {
    field: &'a TextField,
    style: Style,
    cursor_style: Style,
    selected_style: Style,
    focused: bool,
}

impl<'a> TextInput<'a> {
    /// A focused field in the default style, cursor and selection reversed.
    pub fn new(field: &'a TextField) -> TextInput<'a> {
        let reversed = Style::new().add_modifier(Modifier::REVERSED);
        TextInput {
            field,
            style: Style::new(),
            cursor_style: reversed,
            selected_style: reversed,
            focused: true,
        }
    }

    /// The style of the whole row; the other two are laid over it.
    pub fn style(self, style: Style) -> TextInput<'a> {
        TextInput { style, ..self }
    }

    pub fn cursor_style(self, cursor_style: Style) -> TextInput<'a> {
        TextInput {
            cursor_style,
            ..self
        }
    }

    pub fn selected_style(self, selected_style: Style) -> TextInput<'a> {
        TextInput {
            selected_style,
            ..self
        }
    }

    /// The columns the whole text and the cursor after it take: a field
    /// drawn in this much room (or less, scrolled) ends where its text
    /// does.
    pub fn width(&self) -> u16 {
        let text = ratatui::text::Span::raw(self.field.text()).width() + 1;
        u16::try_from(text).unwrap_or(u16::MAX)
    }

    /// An unfocused field (one of several on a form) shows its start, with
    /// no cursor and no selection.
    pub fn focused(self, focused: bool) -> TextInput<'a> {
        TextInput { focused, ..self }
    }
}

impl Widget for TextInput<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let row = Rect { height: 1, ..area }.intersection(buf.area);
        if row.is_empty() {
            return;
        }
        buf.set_style(row, self.style);
        let text = self.field.text();
        let cursor = if self.focused { self.field.cursor() } else { 0 };
        let shown = window(text, cursor, usize::from(row.width));
        let mut pen = Pen { buf, row, x: row.x };
        if shown.cut_left {
            pen.write(ELLIPSIS, self.style);
        }
        if self.focused {
            self.write_around_cursor(&mut pen, shown);
        } else {
            pen.write(slice(text, shown.start, shown.end), self.style);
        }
        if shown.cut_right {
            pen.write(ELLIPSIS, self.style);
        }
    }
}

impl TextInput<'_> {
    /// The shown text with the cursor cell in it, in the selected style
    /// while the whole text is selected.
    fn write_around_cursor(&self, pen: &mut Pen, shown: Window) {
        let (text, cursor) = (self.field.text(), self.field.cursor());
        let text_style = if self.field.is_selected() {
            self.style.patch(self.selected_style)
        } else {
            self.style
        };
        pen.write(slice(text, shown.start, cursor), text_style);
        let cursor_style = self.style.patch(self.cursor_style);
        pen.write(&cursor_cell(text, cursor), cursor_style);
        pen.write(slice(text, cursor + 1, shown.end), text_style);
    }
}

/// A prompt on one row: its label, the text field, and after it the
/// reason the last try was refused, or that the last edit was cut.
pub fn prompt(
    lang: Lang,
    label: &str,
    field: &TextField,
    error: Option<&str>,
    area: Rect,
    buf: &mut Buffer,
    theme: &Theme,
) {
    let cut = field.cut_note(lang).map(|note| format!("  {note}"));
    let error = error.or(cut.as_deref());
    let (x, _) = buf.set_stringn(
        area.x,
        area.y,
        label,
        usize::from(area.width),
        Style::default().fg(theme.accent),
    );
    let input = TextInput::new(field).style(Style::default().fg(theme.text));
    let room = area.right().saturating_sub(x);
    let wanted = input.width();
    // The text keeps at least a third of the row when an error follows.
    let shown = match error {
        Some(error) => {
            let error_width = u16::try_from(Line::raw(error).width()).unwrap_or(u16::MAX);
            wanted.min(room.saturating_sub(error_width).max(room / 3))
        }
        None => wanted.min(room),
    };
    input.render(Rect::new(x, area.y, shown, 1), buf);
    if let Some(error) = error {
        let after = x + shown;
        buf.set_stringn(
            after,
            area.y,
            error,
            usize::from(area.right().saturating_sub(after)),
            Style::default().fg(theme.error),
        );
    }
}

/// Writes left to right along the row, never past its end.
struct Pen<'b> {
    buf: &'b mut Buffer,
    row: Rect,
    x: u16,
}

impl Pen<'_> {
    fn write(&mut self, text: &str, style: Style) {
        let room = usize::from(self.row.right().saturating_sub(self.x));
        (self.x, _) = self.buf.set_stringn(self.x, self.row.y, text, room, style);
    }
}

/// The chars of `text` from index `from` up to `to` (empty if none).
fn slice(text: &str, from: usize, to: usize) -> &str {
    if from >= to {
        return "";
    }
    let byte = |index| {
        text.char_indices()
            .nth(index)
            .map_or(text.len(), |(at, _)| at)
    };
    &text[byte(from)..byte(to)]
}

/// What the cursor cell shows: the char under it, or a space after the
/// end (or on a zero-width char, which could not stand in a cell alone).
fn cursor_cell(text: &str, cursor: usize) -> String {
    match text.chars().nth(cursor) {
        Some(c) if width(c) > 0 => c.to_string(),
        _ => " ".to_string(),
    }
}

/// Which chars of a text show in a box: those from `start` up to `end`,
/// after a `…` if `cut_left` and before one if `cut_right`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Window {
    start: usize,
    end: usize,
    cut_left: bool,
    cut_right: bool,
}

/// The window of `text` to show in `width` cells with the cursor in view.
/// Nothing is kept between frames, so the choice is made afresh: the
/// start if the cursor is there, else the end (so typing shows what was
/// just typed, as the old `tail()` did), else the cursor as the last cell
/// so the text before it, the part being worked on, shows.
fn window(text: &str, cursor: usize, width: usize) -> Window {
    let cells = cells(text, cursor);
    let chars = text.chars().count();
    let all = cells.len();
    let shown = |start: usize, end: usize, cut_left, cut_right| Window {
        start,
        end: end.min(chars),
        cut_left,
        cut_right,
    };
    if cells.iter().sum::<usize>() <= width {
        return shown(0, all, false, false);
    }
    let room = width.saturating_sub(1);
    let end = fill_right(&cells, room);
    if cursor < end {
        return shown(0, end, false, true);
    }
    let start = fill_left(&cells, all, room);
    if cursor >= start {
        return shown(start, all, true, false);
    }
    let start = fill_left(&cells, cursor + 1, width.saturating_sub(2)).min(cursor);
    shown(start, cursor + 1, true, true)
}

/// The width of each cell the text takes, the cursor's own cell at least
/// one wide and, after the end, one more cell for the cursor to sit on.
fn cells(text: &str, cursor: usize) -> Vec<usize> {
    let mut cells: Vec<usize> = text.chars().map(width).collect();
    match cells.get_mut(cursor) {
        Some(cell) => *cell = (*cell).max(1),
        None => cells.push(1),
    }
    cells
}

/// How many cells from the start fit in `room`.
fn fill_right(cells: &[usize], room: usize) -> usize {
    let mut used = 0;
    cells
        .iter()
        .take_while(|&&cell| {
            used += cell;
            used <= room
        })
        .count()
}

/// Where a run of cells ending before `end` and fitting in `room` starts.
fn fill_left(cells: &[usize], end: usize, room: usize) -> usize {
    let mut used = 0;
    let fitting = cells[..end]
        .iter()
        .rev()
        .take_while(|&&cell| {
            used += cell;
            used <= room
        })
        .count();
    end - fitting
}

/// A char's width on screen, measured as the buffer measures it.
fn width(c: char) -> usize {
    usize::from(c.encode_utf8(&mut [0; 4]).cell_width())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::keymap::Key;

    const PATH: &str = "/home/ana/game.pgn";

    fn at(start: usize, end: usize, cut_left: bool, cut_right: bool) -> Window {
        Window {
            start,
            end,
            cut_left,
            cut_right,
        }
    }

    /// The field drawn `width` cells wide on an empty buffer.
    fn drawn(input: TextInput, width: u16) -> Buffer {
        let mut buf = Buffer::empty(Rect::new(0, 0, width, 1));
        input.render(buf.area, &mut buf);
        buf
    }

    /// One row holding `line`, the cells from `x` for `len` in `style`.
    fn expected(line: &str, styled: &[(u16, u16, Style)]) -> Buffer {
        let mut buf = Buffer::with_lines([line]);
        for &(x, len, style) in styled {
            buf.set_style(Rect::new(x, 0, len, 1), style);
        }
        buf
    }

    fn reversed() -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    fn moved_left(text: &str, steps: usize) -> TextField {
        let mut field = TextField::with_text(text, 100);
        for _ in 0..steps {
            field.key(Key::Left);
        }
        field
    }

    #[test]
    fn a_short_text_shows_whole() {
        assert_eq!(window("e4", 2, 10), at(0, 2, false, false));
        assert_eq!(window("", 0, 10), at(0, 0, false, false));
        // The cursor after the end needs a cell of its own.
        assert_eq!(window("abc", 3, 3), at(2, 3, true, false));
        assert_eq!(window("abc", 2, 3), at(0, 3, false, false));
    }

    #[test]
    fn a_long_text_with_the_cursor_at_the_end_shows_its_end() {
        // As the old `tail()` did: `…game.pgn`, then the cursor.
        assert_eq!(window(PATH, 18, 10), at(10, 18, true, false));
        assert_eq!(slice(PATH, 10, 18), "game.pgn");
    }

    #[test]
    fn a_long_text_with_the_cursor_at_the_start_shows_its_start() {
        assert_eq!(window(PATH, 0, 10), at(0, 9, false, true));
        assert_eq!(window(PATH, 8, 10), at(0, 9, false, true));
    }

    #[test]
    fn a_cursor_in_the_middle_is_the_last_cell_shown() {
        assert_eq!(window(PATH, 9, 8), at(4, 10, true, true));
        assert_eq!(slice(PATH, 4, 10), "e/ana/");
        // One step right of where the start shows, one left of the end.
        assert_eq!(window(PATH, 7, 8), at(2, 8, true, true));
        assert_eq!(window(PATH, 10, 8), at(5, 11, true, true));
    }

    #[test]
    fn wide_chars_take_two_cells() {
        // 歩兵 is four cells, the cursor after it a fifth.
        assert_eq!(window("歩兵", 2, 5), at(0, 2, false, false));
        assert_eq!(window("歩兵", 2, 4), at(1, 2, true, false));
        assert_eq!(window("歩兵と金", 0, 4), at(0, 1, false, true));
        assert_eq!(window("歩兵と金", 2, 6), at(2, 4, true, false));
        assert_eq!(window("歩兵と金銀", 2, 6), at(1, 3, true, true));
    }

    #[test]
    fn a_field_draws_with_a_reversed_space_after_the_end() {
        let field = TextField::with_text("e4", 12);
        let buf = drawn(TextInput::new(&field), 5);
        assert_eq!(buf, expected("e4   ", &[(2, 1, reversed())]));
    }

    #[test]
    fn the_cursor_reverses_the_char_under_it() {
        let field = moved_left("Nf3", 2);
        let buf = drawn(TextInput::new(&field), 4);
        assert_eq!(buf, expected("Nf3 ", &[(1, 1, reversed())]));
    }

    #[test]
    fn a_long_field_draws_its_cut_sides() {
        let field = TextField::with_text(PATH, 100);
        let buf = drawn(TextInput::new(&field), 10);
        assert_eq!(buf, expected("…game.pgn ", &[(9, 1, reversed())]));

        let field = moved_left(PATH, 18);
        let buf = drawn(TextInput::new(&field), 10);
        assert_eq!(buf, expected("/home/ana…", &[(0, 1, reversed())]));

        let field = moved_left(PATH, 9);
        let buf = drawn(TextInput::new(&field), 8);
        assert_eq!(buf, expected("…e/ana/…", &[(6, 1, reversed())]));
    }

    #[test]
    fn a_wide_char_under_the_cursor_is_reversed_whole() {
        let field = moved_left("歩兵", 1);
        let buf = drawn(TextInput::new(&field), 5);
        // The buffer styles a wide char by its first cell.
        assert_eq!(buf, expected("歩兵 ", &[(2, 1, reversed())]));
    }

    #[test]
    fn a_selection_draws_in_the_selected_style() {
        let mut field = TextField::with_text("e5", 12);
        field.select_all();
        let selected = Style::new().add_modifier(Modifier::UNDERLINED);
        let buf = drawn(TextInput::new(&field).selected_style(selected), 4);
        assert_eq!(
            buf,
            expected("e5  ", &[(0, 2, selected), (2, 1, reversed())])
        );
    }

    #[test]
    fn styles_lie_over_the_row_style() {
        let field = TextField::with_text("a", 12);
        let row = Style::new().fg(ratatui::style::Color::Green);
        let buf = drawn(TextInput::new(&field).style(row), 3);
        assert_eq!(buf, expected("a  ", &[(0, 3, row), (1, 1, reversed())]));
    }

    #[test]
    fn an_unfocused_field_shows_its_start_without_a_cursor() {
        let mut field = TextField::with_text(PATH, 100);
        field.select_all();
        let buf = drawn(TextInput::new(&field).focused(false), 10);
        assert_eq!(buf, expected("/home/ana…", &[]));
    }

    #[test]
    fn a_box_too_small_draws_nothing_past_its_edge() {
        let field = TextField::with_text(PATH, 100);
        for width in 0..3 {
            let buf = drawn(TextInput::new(&field), width);
            assert_eq!(buf.area.width, width);
        }
    }
}
