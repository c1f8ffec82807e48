//! Boxes drawn over other things.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::theme::Theme;

/// A rectangle of this size centred in `area` (clipped to it).
pub fn centred(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

/// Clears `area`, draws a titled frame, and returns the inside.
pub fn frame(area: Rect, title: &str, buf: &mut Buffer, theme: &Theme) -> Rect {
    Clear.render(area, buf);
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(Style::default().fg(theme.dim))
        .title(title.to_string())
        .title_style(
            Style::default()
                .fg(theme.accent)
                .add_modifier(Modifier::BOLD),
        );
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// A yes-or-no question in a box in the middle of `area`, wrapped to fit;
/// the hint line below names the keys.
pub fn question(question: &str, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let width = (question.chars().count() as u16 + 4)
        .min(area.width)
        .min(64);
    let lines = crate::app::rules::wrap(question, width.saturating_sub(4).max(1));
    let rect = centred(area, width, lines.len() as u16 + 2);
    let inner = frame(rect, "", buf, theme);
    for (row, line) in (inner.y..inner.bottom()).zip(lines) {
        buf.set_line(
            inner.x + 1,
            row,
            &Line::styled(line, Style::default().fg(theme.text)),
            inner.width.saturating_sub(1),
        );
    }
}
