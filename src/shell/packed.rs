//! A frame kept small while nothing is drawn: a whole buffer holds some
//! fifty bytes a cell (92 KiB at 80 x 24), which a server holding
//! thousands of idle sessions cannot keep for each. Packed, a frame is its
//! symbols as one string (a character a cell) and its styles as runs, a
//! few KiB for a screen of text, and unpacked to the same buffer.

use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;

/// Stands in the text for a cell whose symbol is not one character (a
/// wide symbol's trailing cell, a cluster), or is this one itself: its
/// symbol is the next of `others`.
const ELSEWHERE: char = '\u{FFFF}';

/// A buffer packed: `unpack` gives back one equal to what was packed.
#[derive(Debug, PartialEq)]
pub struct Packed {
    area: Rect,
    text: String,
    others: Vec<String>,
    /// Runs of cells of one style: how many, and a cell of that style
    /// with a blank symbol.
    styles: Vec<(u32, Cell)>,
}

impl Packed {
    pub fn of(buffer: &Buffer) -> Packed {
        let mut text = String::with_capacity(buffer.content.len());
        let mut others = Vec::new();
        let mut styles: Vec<(u32, Cell)> = Vec::new();
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
            let mut style = cell.clone();
            style.set_symbol(" ");
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

    pub fn area(&self) -> Rect {
        self.area
    }

    /// Unpacks into `buffer`, every cell of it written over.
    pub fn unpack_into(&self, buffer: &mut Buffer) {
        buffer.resize(self.area);
        let mut others = self.others.iter();
        let styles = self
            .styles
            .iter()
            .flat_map(|(count, style)| std::iter::repeat_n(style, *count as usize));
        let cells = buffer.content.iter_mut().zip(self.text.chars()).zip(styles);
        for ((cell, c), style) in cells {
            cell.clone_from(style);
            match c {
                ELSEWHERE => cell.set_symbol(others.next().map_or("", String::as_str)),
                c => cell.set_char(c),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::{Color, Modifier, Style};

    /// A packed frame unpacked into a buffer of another size and content.
    fn unpack(packed: &Packed) -> Buffer {
        let mut buffer = Buffer::empty(Rect::new(0, 0, 3, 1));
        buffer.set_string(0, 0, "xyz", Style::default().fg(Color::Red));
        packed.unpack_into(&mut buffer);
        buffer
    }

    /// The bytes a packed frame holds, beside its own size.
    fn held(packed: &Packed) -> usize {
        packed.text.capacity()
            + packed.others.iter().map(String::capacity).sum::<usize>()
            + packed.styles.capacity() * std::mem::size_of::<(u32, Cell)>()
    }

    #[test]
    fn a_frame_unpacks_to_what_was_packed() {
        let mut buffer = Buffer::empty(Rect::new(0, 0, 20, 3));
        buffer.set_string(0, 0, "Rooms  ♞ 你好", Style::default().fg(Color::Yellow));
        buffer.set_string(
            2,
            1,
            "e\u{301}\u{FFFF}x",
            Style::default().bg(Color::Rgb(1, 2, 3)),
        );
        buffer.set_string(0, 2, "bold", Style::default().add_modifier(Modifier::BOLD));
        let packed = Packed::of(&buffer);
        assert_eq!(unpack(&packed), buffer);
        assert_eq!(packed.area(), buffer.area);
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
        assert_eq!(unpack(&packed), buffer);
    }
}
