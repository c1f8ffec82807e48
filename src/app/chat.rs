//! A room's chat as the game screen shows it: where it sits (the panel's
//! foot), each line said wrapped at spaces to the panel's columns (the
//! rows it wraps onto indented under its text, past the speaker's name),
//! the newest at the bottom, and how far the visitor has scrolled back
//! through the lines the room keeps. The drawing and the scroll keys lay
//! it out here alike, so a page turned is a page that was seen.

use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use super::rules::wrap;

/// The panel's rows kept above the chat for its own sections (the game,
/// the players, the captures, the moves' heading, with blank rows between).
const PANEL_HEAD: u16 = 10;
/// The fewest rows the chat takes: its heading and three rows.
const CHAT_MIN: u16 = 4;
/// The fewest rows the move list keeps under the panel's sections.
const MOVES_MIN: u16 = 3;
/// The fewest columns a line's continuation rows are indented by.
const INDENT: u16 = 2;

/// The chat's place at the foot of the side panel: what the panel's
/// sections leave, but a third of it (at least three rows) for the move
/// list.
pub fn area(panel: Rect) -> Rect {
    let left = panel.height.saturating_sub(PANEL_HEAD);
    let moves = (left / 3).max(MOVES_MIN);
    let rows = left.saturating_sub(moves).max(CHAT_MIN).min(panel.height);
    Rect {
        y: panel.bottom() - rows,
        height: rows,
        ..panel
    }
}

/// One row of the chat as shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ChatRow<'a> {
    pub text: &'a str,
    /// Columns it is drawn in by: none for a line's first row, which
    /// starts with its speaker's name at the edge; see [`indent`] for
    /// the rows the line wraps onto.
    pub indent: u16,
}

/// The rows of the lines said up to the scroll, bottom-aligned.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChatPage<'a> {
    pub rows: Vec<ChatRow<'a>>,
    /// The lines said after the last one shown.
    pub newer: usize,
    /// How many lines show, wholly or in part.
    shown: usize,
    /// The first line kept shows whole: nothing older is left.
    at_start: bool,
}

/// The lines said up to `back` lines before the newest, in `rows` rows
/// of `width` columns: the newest at the bottom, an older line cut at its
/// top when it does not fit. With lines below the view, its last row is
/// left for the marker saying so.
pub fn page(lines: &[String], back: usize, width: u16, rows: u16) -> ChatPage<'_> {
    let back = back.min(lines.len().saturating_sub(1));
    let newer = back;
    let room = usize::from(rows).saturating_sub(usize::from(newer > 0));
    let mut shown_rows: Vec<ChatRow<'_>> = Vec::new();
    let mut shown = 0;
    let upto = lines.len() - back;
    let mut at_start = true;
    for (at, line) in lines[..upto].iter().enumerate().rev() {
        if shown_rows.len() >= room {
            at_start = false;
            break;
        }
        let wrapped = wrapped(line, width);
        shown += 1;
        let fits = room - shown_rows.len();
        if wrapped.len() > fits {
            at_start = false;
        }
        let kept = wrapped.len().min(fits);
        let mut ahead: Vec<ChatRow<'_>> = wrapped[wrapped.len() - kept..].to_vec();
        ahead.append(&mut shown_rows);
        shown_rows = ahead;
        if at == 0 {
            break;
        }
    }
    ChatPage {
        rows: shown_rows,
        newer,
        shown,
        at_start,
    }
}

/// A line said as rows: the first `width` columns wide, the rest
/// indented.
fn wrapped(line: &str, width: u16) -> Vec<ChatRow<'_>> {
    let first = wrap(line, width).into_iter().next().unwrap_or("");
    let rest = line.trim()[first.len()..].trim_start();
    let indent = indent(line, width);
    let mut rows = vec![ChatRow {
        text: first,
        indent: 0,
    }];
    rows.extend(
        wrap(rest, width.saturating_sub(indent))
            .into_iter()
            .map(|text| ChatRow { text, indent }),
    );
    rows
}

/// Where the rows a line wraps onto start: under its text, past the
/// speaker's name, so that none can pass for a line of its own (which
/// starts at the edge with a name) even when it starts with `name:`;
/// but at most half the width, so that a long name leaves room for the
/// text.
fn indent(line: &str, width: u16) -> u16 {
    let speaker = line.find(": ").map_or(0, |at| line[..at + 2].width());
    u16::try_from(speaker)
        .unwrap_or(u16::MAX)
        .min(width / 2)
        .max(INDENT)
}

/// How far back the visitor has scrolled the chat: the lines said after
/// the last one shown (none: the newest shows).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ChatScroll {
    back: usize,
}

impl ChatScroll {
    pub fn back(self) -> usize {
        self.back
    }

    /// A page back: the top line shown becomes the bottom one, but the
    /// page stays full, the first line kept at its top.
    pub fn older(&mut self, lines: &[String], width: u16, rows: u16) {
        let now = page(lines, self.back, width, rows);
        let step = now.shown.saturating_sub(1).max(1);
        let first_page = (0..lines.len())
            .find(|&back| page(lines, back, width, rows).at_start)
            .unwrap_or(0);
        self.back = (self.back + step).min(first_page.max(self.back));
    }

    /// A page forward, as far as the newest line.
    pub fn newer(&mut self, lines: &[String], width: u16, rows: u16) {
        let now = page(lines, self.back, width, rows);
        self.back = self.back.saturating_sub(now.shown.saturating_sub(1).max(1));
    }

    /// Back to the newest line.
    pub fn newest(&mut self) {
        self.back = 0;
    }

    /// The room sent its chat again: lines said since keep a scrolled
    /// view where it was, so what is being read does not move.
    pub fn heard(&mut self, before: &[String], after: &[String]) {
        if self.back > 0 {
            self.back = (self.back + said_since(before, after)).min(after.len().saturating_sub(1));
        }
    }
}

/// How many lines `after` adds to `before`, the room keeping only its
/// last lines: the fewest that make `before`'s end `after`'s start.
fn said_since(before: &[String], after: &[String]) -> usize {
    (0..=after.len())
        .find(|&added| {
            let kept = &after[..after.len() - added];
            before.ends_with(kept)
        })
        .unwrap_or(after.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(count: usize) -> Vec<String> {
        (1..=count).map(|n| format!("ana: line {n}")).collect()
    }

    fn texts(page: &ChatPage<'_>) -> Vec<String> {
        page.rows
            .iter()
            .map(|row| format!("{}{}", " ".repeat(row.indent.into()), row.text))
            .collect()
    }

    #[test]
    fn a_long_line_wraps_at_spaces_with_its_continuation_indented() {
        let lines = vec!["carol: the knight on f3 guards the king well".to_string()];
        let shown = page(&lines, 0, 16, 5);
        assert_eq!(
            texts(&shown),
            [
                "carol: the",
                "       knight on",
                "       f3 guards",
                "       the king",
                "       well"
            ]
        );
    }

    #[test]
    fn a_wrapped_row_cannot_pass_for_another_speakers_line() {
        let lines = vec![
            "ana: hi".to_string(),
            "carol: well played ben: I resign".to_string(),
        ];
        assert_eq!(
            texts(&page(&lines, 0, 20, 5)),
            ["ana: hi", "carol: well played", "       ben: I resign"]
        );
        // A long name leaves half the width to the text.
        let long = vec!["abcdefghijklmnopqrst: well played ben: gg".to_string()];
        assert_eq!(
            texts(&page(&long, 0, 24, 5)),
            [
                "abcdefghijklmnopqrst:",
                "            well played",
                "            ben: gg"
            ]
        );
    }

    #[test]
    fn the_newest_lines_fill_the_rows_from_the_bottom() {
        let lines = said(10);
        let shown = page(&lines, 0, 30, 3);
        assert_eq!(
            texts(&shown),
            ["ana: line 8", "ana: line 9", "ana: line 10"]
        );
        assert_eq!(shown.newer, 0);
    }

    #[test]
    fn scrolling_back_turns_pages_and_leaves_a_row_for_the_marker() {
        let lines = said(10);
        let mut scroll = ChatScroll::default();
        scroll.older(&lines, 30, 4);
        // Four lines showed: the top one is now the bottom one.
        assert_eq!(scroll.back(), 3);
        let shown = page(&lines, scroll.back(), 30, 4);
        assert_eq!(texts(&shown), ["ana: line 5", "ana: line 6", "ana: line 7"]);
        assert_eq!(shown.newer, 3);
        for _ in 0..10 {
            scroll.older(&lines, 30, 4);
        }
        // The first page is full: three lines over the marker.
        let top = page(&lines, scroll.back(), 30, 4);
        assert_eq!(texts(&top), ["ana: line 1", "ana: line 2", "ana: line 3"]);
        scroll.newer(&lines, 30, 4);
        assert!(scroll.back() < 10);
        for _ in 0..10 {
            scroll.newer(&lines, 30, 4);
        }
        assert_eq!(scroll.back(), 0);
    }

    #[test]
    fn lines_said_while_scrolled_back_keep_the_view_in_place() {
        let before = said(50);
        let mut scroll = ChatScroll::default();
        scroll.older(&before, 30, 4);
        let back = scroll.back();
        // Two more lines: the room keeps its last fifty.
        let after: Vec<String> = said(52)[2..].to_vec();
        scroll.heard(&before, &after);
        assert_eq!(scroll.back(), back + 2);
        assert_eq!(
            texts(&page(&after, scroll.back(), 30, 4)),
            texts(&page(&before, back, 30, 4))
        );
        let mut following = ChatScroll::default();
        following.heard(&before, &after);
        assert_eq!(following.back(), 0);
    }
}
