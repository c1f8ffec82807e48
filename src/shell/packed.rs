//! What the terminal shows, kept small: a whole buffer holds some fifty
//! bytes a cell (92 KiB at 80 x 24), which a server holding thousands of
//! sessions cannot keep for each, nor afford to allocate again for each
//! whenever they all wake at once. Packed, a frame is its symbols as one
//! string (a character a cell) and its styles as runs, a few KiB for a
//! screen of text; the next frame is compared with it as it is, read in
//! order.

use ratatui::buffer::{Buffer, Cell, CellDiffOption, CellWidth};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

/// Stands in the text for a cell whose symbol is not one character (a
/// wide symbol's trailing cell, a cluster), or is this one itself: its
/// symbol is the next of `others`.
const ELSEWHERE: char = '\u{FFFF}';

/// A frame packed.
#[derive(Debug, PartialEq)]
pub struct Packed {
    area: Rect,
    text: String,
    others: Vec<String>,
    /// Runs of cells of one style: how many, and the style.
    styles: Vec<(u32, CellStyle)>,
}

/// Everything of a cell but its symbol.
#[derive(Clone, Copy, Debug, PartialEq)]
struct CellStyle {
    fg: Color,
    bg: Color,
    underline_color: Color,
    modifier: Modifier,
    diff_option: CellDiffOption,
    skip: bool,
}

impl CellStyle {
    #[allow(deprecated)] // `skip` is still read by ratatui's own diff
    fn of(cell: &Cell) -> CellStyle {
        CellStyle {
            fg: cell.fg,
            bg: cell.bg,
            underline_color: cell.underline_color,
            modifier: cell.modifier,
            diff_option: cell.diff_option,
            skip: cell.skip,
        }
    }

    /// The width a cell of this style and `symbol` takes.
    fn width(&self, symbol: &str) -> usize {
        match self.diff_option {
            CellDiffOption::ForcedWidth(width) => usize::from(width.get()),
            _ => usize::from(symbol.cell_width()),
        }
    }
}

impl Packed {
    pub fn of(buffer: &Buffer) -> Packed {
        let mut text = String::with_capacity(buffer.content.len());
        let mut others = Vec::new();
        let mut styles: Vec<(u32, CellStyle)> = Vec::new();
        for cell in &buffer.content {
            let symbol = cell.symbol();
            let mut chars = symbol.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c != ELSEWHERE => text.push(c),
                _ => {
                    text.push(ELSEWHERE);
                    others.push(symbol.to_string());
                }
            }
            let style = CellStyle::of(cell);
            match styles.last_mut() {
                Some((count, last)) if *last == style => *count += 1,
                _ => styles.push((1, style)),
            }
        }
        text.shrink_to_fit();
        styles.shrink_to_fit();
        Packed {
            area: buffer.area,
            text,
            others,
            styles,
        }
    }

    /// What a cleared screen of `area` shows.
    pub fn blank(area: Rect) -> Packed {
        let cells = area.area() as usize;
        Packed {
            area,
            text: " ".repeat(cells),
            others: Vec::new(),
            styles: match u32::try_from(cells) {
                Ok(0) | Err(_) => Vec::new(),
                Ok(count) => vec![(count, CellStyle::of(&Cell::EMPTY))],
            },
        }
    }

    pub fn area(&self) -> Rect {
        self.area
    }

    /// The cells of `next` to write over this frame, with their places,
    /// as ratatui's `Buffer::diff` finds them between two buffers: a cell
    /// that differs, but not the cells a wide symbol covers; after a
    /// symbol with the emoji presentation selector, the covered cells that
    /// differ; and where a narrow symbol replaces a wide one that showed
    /// its background or marks, the cells it covered.
    pub fn changes<'n>(&self, next: &'n Buffer) -> Vec<(u16, u16, &'n Cell)> {
        let cells = &next.content;
        let len = cells.len().min(self.area.area() as usize);
        let width = usize::from(next.area.width.max(1));
        let place = |index: usize| {
            let x = index % width + usize::from(next.area.x);
            let y = index / width + usize::from(next.area.y);
            (x as u16, y as u16, &cells[index])
        };
        let mut shown = Reader::new(self);
        let mut changes = Vec::new();
        let mut index = 0;
        while index < len {
            let cell = &cells[index];
            let at = index;
            index += 1;
            if skipped(cell) {
                continue;
            }
            let Some(before) = shown.at(at) else { break };
            if let CellDiffOption::ForcedWidth(forced) = cell.diff_option {
                index += usize::from(forced.get()) - 1;
                if !before.is(cell) {
                    changes.push(place(at));
                }
                continue;
            }
            let cell_width = usize::from(cell.cell_width());
            if cell.diff_option == CellDiffOption::None && before.is(cell) {
                index += cell_width.saturating_sub(1);
                continue;
            }
            changes.push(place(at));
            // Which covered cells to look at, and whether to write them
            // even when their symbol is what was shown.
            let covered = if cell_width > 1 && cell.symbol().contains('\u{FE0F}') {
                Some((at + cell_width, false))
            } else if cell_width > 1 {
                index += cell_width - 1;
                None
            } else {
                let before_width = before.width();
                let shows = before.style.bg != Color::Reset
                    || before.style.modifier.intersects(SHOWN_ON_BLANK);
                (before_width > cell_width && shows).then_some((at + before_width, true))
            };
            if let Some((end, always)) = covered {
                let mut end = end.min(len);
                while index < end {
                    let covered_at = index;
                    let cell = &cells[covered_at];
                    index += usize::from(cell.cell_width()).max(1);
                    end = end.max(index).min(len);
                    if skipped(cell) {
                        continue;
                    }
                    if always
                        || shown
                            .at(covered_at)
                            .is_none_or(|before| !before.symbol_is(cell.symbol()))
                    {
                        changes.push(place(covered_at));
                    }
                }
                index = end;
            }
        }
        changes
    }
}

/// The marks a blank cell still shows.
const SHOWN_ON_BLANK: Modifier = Modifier::REVERSED
    .union(Modifier::UNDERLINED)
    .union(Modifier::SLOW_BLINK)
    .union(Modifier::RAPID_BLINK)
    .union(Modifier::CROSSED_OUT);

/// Whether a cell is left out of every comparison.
#[allow(deprecated)] // `skip` is still honoured by ratatui's own diff
fn skipped(cell: &Cell) -> bool {
    cell.diff_option == CellDiffOption::Skip
        || (cell.skip && cell.diff_option == CellDiffOption::None)
}

/// A packed frame's cells, read forward.
struct Reader<'a> {
    chars: std::str::Chars<'a>,
    others: std::slice::Iter<'a, String>,
    runs: std::slice::Iter<'a, (u32, CellStyle)>,
    /// The style of the run being read and how many of its cells are left.
    run: Option<(u32, &'a CellStyle)>,
    /// The index of the cell the next read gives.
    next: usize,
}

/// One cell of a packed frame.
struct Shown<'a> {
    symbol: Symbol<'a>,
    style: &'a CellStyle,
}

enum Symbol<'a> {
    Char(char),
    Other(&'a str),
}

impl<'a> Reader<'a> {
    fn new(packed: &'a Packed) -> Reader<'a> {
        Reader {
            chars: packed.text.chars(),
            others: packed.others.iter(),
            runs: packed.styles.iter(),
            run: None,
            next: 0,
        }
    }

    /// The cell at `index`, at or after the last one read; none past the
    /// frame's end.
    fn at(&mut self, index: usize) -> Option<Shown<'a>> {
        debug_assert!(index >= self.next, "a packed frame is read forward");
        loop {
            let c = self.chars.next()?;
            let symbol = match c {
                ELSEWHERE => Symbol::Other(self.others.next().map_or("", String::as_str)),
                c => Symbol::Char(c),
            };
            let style = match self.run.take() {
                Some((left, style)) if left > 0 => (left, style),
                _ => self.runs.next().map(|(count, style)| (*count, style))?,
            };
            self.run = Some((style.0 - 1, style.1));
            self.next += 1;
            if self.next > index {
                return Some(Shown {
                    symbol,
                    style: style.1,
                });
            }
        }
    }
}

impl Shown<'_> {
    fn symbol_is(&self, other: &str) -> bool {
        match self.symbol {
            // Not `starts_with`, which compares bytes through memcmp.
            Symbol::Char(c) => other.len() == c.len_utf8() && other.chars().eq([c]),
            Symbol::Other(symbol) => symbol == other,
        }
    }

    /// Whether `cell` is this one, as ratatui compares cells.
    fn is(&self, cell: &Cell) -> bool {
        *self.style == CellStyle::of(cell) && self.symbol_is(cell.symbol())
    }

    fn width(&self) -> usize {
        match self.symbol {
            Symbol::Char(c) => self.style.width(c.encode_utf8(&mut [0; 4])),
            Symbol::Other(symbol) => self.style.width(symbol),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use ratatui::style::Style;

    /// The changes as places, to compare.
    fn places(changes: Vec<(u16, u16, &Cell)>) -> Vec<(u16, u16, Cell)> {
        changes
            .into_iter()
            .map(|(x, y, cell)| (x, y, cell.clone()))
            .collect()
    }

    /// The bytes a packed frame holds, beside its own size.
    fn held(packed: &Packed) -> usize {
        packed.text.capacity()
            + packed.others.iter().map(String::capacity).sum::<usize>()
            + packed.styles.capacity() * std::mem::size_of::<(u32, CellStyle)>()
    }

    #[test]
    fn a_screen_of_text_packs_to_a_few_kib() {
        let mut buffer = Buffer::empty(Rect::new(0, 0, 80, 24));
        for row in 0..24 {
            let style = Style::default().fg(Color::Indexed(row as u8));
            buffer.set_string(1, row, "a line of the lobby, room r12", style);
        }
        let packed = Packed::of(&buffer);
        let whole = buffer.content.len() * std::mem::size_of::<Cell>();
        assert!(held(&packed) * 10 < whole, "{} of {whole}", held(&packed));
        assert!(packed.changes(&buffer).is_empty());
    }

    #[test]
    fn a_blank_frame_is_an_empty_buffer() {
        let area = Rect::new(0, 0, 7, 3);
        assert_eq!(Packed::blank(area), Packed::of(&Buffer::empty(area)));
        let mut next = Buffer::empty(area);
        next.set_string(2, 1, "ok", Style::default());
        let changes = places(Packed::blank(area).changes(&next));
        assert_eq!(changes, places(Buffer::empty(area).diff(&next)));
        assert_eq!(changes.len(), 2);
    }

    /// Symbols that exercise every rule of the diff: narrow, wide,
    /// clusters, the emoji selector, the stand-in character itself.
    const SYMBOLS: [&str; 9] = [
        " ",
        "a",
        "♞",
        "你",
        "e\u{301}",
        "❤\u{FE0F}",
        "🦀",
        "\u{FFFF}",
        "x",
    ];

    fn frame_strategy() -> impl Strategy<Value = Buffer> {
        let cell = (0..SYMBOLS.len(), 0u8..3, 0u8..3, 0u8..4);
        proptest::collection::vec(cell, 6 * 3).prop_map(|cells| {
            let mut buffer = Buffer::empty(Rect::new(0, 0, 6, 3));
            for (index, (symbol, fg, bg, mark)) in cells.into_iter().enumerate() {
                let (x, y) = ((index % 6) as u16, (index / 6) as u16);
                let mut style = Style::default().fg(Color::Indexed(fg));
                if bg > 0 {
                    style = style.bg(Color::Indexed(bg));
                }
                style = match mark {
                    1 => style.add_modifier(Modifier::REVERSED),
                    2 => style.add_modifier(Modifier::BOLD),
                    _ => style,
                };
                buffer.set_string(x, y, SYMBOLS[symbol], style);
                if mark == 3 {
                    buffer[(x, y)].set_diff_option(CellDiffOption::Skip);
                }
            }
            buffer
        })
    }

    proptest! {
        #[test]
        fn the_changes_from_a_packed_frame_are_ratatuis_diff(
            shown in frame_strategy(),
            next in frame_strategy(),
        ) {
            let packed = Packed::of(&shown);
            prop_assert_eq!(places(packed.changes(&next)), places(shown.diff(&next)));
            prop_assert!(Packed::of(&next).changes(&next).is_empty());
        }
    }
}
