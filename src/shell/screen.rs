//! The writer that sends each frame's changed cells (and nothing when
//! none changed) in one synchronized update, in the style the last frame
//! left, shared by the local terminal and the sessions of `tabuleiro
//! serve`.

use std::io::{self, Write};

use ratatui::buffer::{Buffer, Cell};
use ratatui::crossterm::queue;
use ratatui::crossterm::terminal::{
    BeginSynchronizedUpdate, Clear, ClearType, EndSynchronizedUpdate,
};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use ratatui::text::Span;

use super::packed::Packed;
use crate::app::App;
use crate::ui::look::Look;

/// The app drawn at a screen of `width` x `height` cells.
pub fn frame(app: &App, look: &Look, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = spare(area);
    crate::ui::render_with(app, area, &mut buf, look);
    buf
}

thread_local! {
    /// Frames drawn and shown on this thread, to draw the next in: a
    /// server draws for thousands of sessions, and a buffer still in the
    /// cache costs far less than a new one.
    static SPARES: std::cell::RefCell<Vec<Buffer>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The most frames kept spare on a thread.
const SPARES_KEPT: usize = 4;

/// A blank buffer of `area`, a spare one when this thread has one.
fn spare(area: Rect) -> Buffer {
    match SPARES.with(|spares| spares.borrow_mut().pop()) {
        Some(mut buffer) => {
            buffer.resize(area);
            buffer.reset();
            buffer
        }
        None => Buffer::empty(area),
    }
}

/// Keeps `buffer` to draw a later frame in, unless enough are kept.
fn recycle(buffer: Buffer) {
    SPARES.with(|spares| {
        let mut spares = spares.borrow_mut();
        if spares.len() < SPARES_KEPT && !buffer.content.is_empty() {
            spares.push(buffer);
        }
    });
}

/// What the terminal shows, kept packed so that only changed cells are
/// written (a whole buffer for each of a server's thousands of sessions
/// would cost far more to keep and to make again when all wake at once),
/// and the style it writes with, kept from frame to frame so that a frame
/// does not set again the colours the last one left (nothing else this
/// program writes changes the style).
pub struct Screen<W: Write> {
    out: W,
    shown: Packed,
    pen: Pen,
}

impl<W: Write> Screen<W> {
    pub fn new(out: W) -> Self {
        Screen {
            out,
            shown: Packed::blank(Rect::ZERO),
            pen: Pen::default(),
        }
    }

    /// Writes the cells of `next` that differ from what is shown, in one
    /// synchronized update so the terminal never paints half a frame
    /// (unless they lie on one row); writes nothing when no cell differs.
    pub fn show(&mut self, next: Buffer) -> io::Result<()> {
        let written = self.write(&next);
        recycle(next);
        written
    }

    fn write(&mut self, next: &Buffer) -> io::Result<()> {
        let resized = next.area != self.shown.area();
        // A cleared screen is what a blank frame shows.
        let cleared = resized.then(|| Packed::blank(next.area));
        let changes = cleared.as_ref().unwrap_or(&self.shown).changes(next);
        if changes.is_empty() && !resized {
            return Ok(());
        }
        // A change within one row cannot show half drawn in a way that
        // matters (a spinner's step, a clock's second): it goes without
        // the sixteen bytes of a synchronized update.
        let synchronized = resized || changes.iter().any(|c| c.1 != changes[0].1);
        let mut bytes = Vec::new();
        if synchronized {
            queue!(bytes, BeginSynchronizedUpdate)?;
        }
        let mut pen = self.pen;
        if resized {
            // Whatever style the terminal has, a clear in the default
            // colours (a terminal clears with the pen's background).
            bytes.extend_from_slice(RESET.as_bytes());
            pen = Pen::default();
            queue!(bytes, Clear(ClearType::All))?;
        }
        let (text, pen) = cells_text(&changes, next, pen);
        bytes.extend_from_slice(text.as_bytes());
        if synchronized {
            queue!(bytes, EndSynchronizedUpdate)?;
        }
        // A frame not taken (a client behind) leaves the terminal as it
        // was: what it shows and its style are changed only once sent.
        self.out.write_all(&bytes)?;
        self.out.flush()?;
        self.shown = Packed::of(next);
        self.pen = pen;
        Ok(())
    }

    /// Forgets what the terminal shows, so the next frame is drawn whole,
    /// from a reset style (after frames were dropped, or the screen was
    /// cleared).
    pub fn forget(&mut self) {
        self.shown = Packed::blank(Rect::ZERO);
    }

    /// Where the frames go.
    pub fn out(&mut self) -> &mut W {
        &mut self.out
    }
}

/// The text that draws `cells` of `frame` from the style `pen`, and the
/// style it ends with: style changes only where the style changes, the
/// rest of a row erased in one sequence where it is blank, and between
/// two cells the shortest way there: a cursor move (absolute or
/// relative) or, on a row, the unchanged cells between them written
/// again.
fn cells_text(cells: &[(u16, u16, &Cell)], frame: &Buffer, mut pen: Pen) -> (String, Pen) {
    let mut text = String::new();
    // Where the terminal's cursor is, when known.
    let mut cursor: Option<(u16, u16)> = None;
    // The row erased from a column on: its later changes are drawn.
    let mut erased: Option<(u16, u16)> = None;
    for (index, &(x, y, cell)) in cells.iter().enumerate() {
        if erased.is_some_and(|(from, row)| row == y && x >= from) {
            continue;
        }
        if cursor != Some((x, y)) {
            text.push_str(&move_text(frame, cursor, (x, y), pen));
        }
        let rest_of_row = cells[index..].iter().take_while(|c| c.1 == y).count();
        if rest_of_row >= ERASE_AT_LEAST && blank_to_row_end(frame, x, y) {
            // The erase shows no foreground: keep the pen's or drop it,
            // whichever writes shorter.
            let blank = [
                Pen::default(),
                Pen {
                    fg: pen.fg,
                    ..Pen::default()
                },
            ]
            .into_iter()
            .min_by_key(|blank| pen.change_to(*blank).len())
            .unwrap_or_default();
            text.push_str(&pen.change_to(blank));
            pen = blank;
            text.push_str(ERASE_TO_ROW_END);
            erased = Some((x, y));
            cursor = Some((x, y));
            continue;
        }
        let next = pen.next_for(cell);
        text.push_str(&pen.change_to(next));
        pen = next;
        text.push_str(cell.symbol());
        cursor = cursor_after(cell, x, y, frame.area.width);
    }
    (text, pen)
}

/// Sets every attribute and colour back to the terminal's own.
const RESET: &str = "\x1b[0m";

/// Erases from the cursor to the end of its row, in the default colours
/// once the pen has none (a terminal fills with the pen's background).
const ERASE_TO_ROW_END: &str = "\x1b[K";

/// Changed cells to the end of a row worth an erase instead of spaces.
const ERASE_AT_LEAST: usize = 4;

/// Whether `frame`'s row `y` is blank in the default colours from column
/// `x` to its end, as an erase leaves it.
fn blank_to_row_end(frame: &Buffer, x: u16, y: u16) -> bool {
    let shown = Modifier::UNDERLINED | Modifier::CROSSED_OUT | Modifier::REVERSED;
    (x..frame.area.right()).all(|column| {
        frame.cell((column, y)).is_some_and(|cell| {
            cell.symbol() == " " && cell.bg == Color::Reset && !cell.modifier.intersects(shown)
        })
    })
}

/// Where the cursor is after `cell` is written at (`x`, `y`): unknown
/// after a symbol wider than one column (the terminal's idea of its width
/// decides) and at the row's last column (where the terminal waits to
/// wrap, and relative moves start from that column, not the next).
fn cursor_after(cell: &Cell, x: u16, y: u16, width: u16) -> Option<(u16, u16)> {
    let next = x.saturating_add(1);
    (Span::raw(cell.symbol()).width() == 1 && next < width).then_some((next, y))
}

/// The shortest text that takes the cursor from `from` (unknown: None) to
/// `to`: an absolute move, a relative one (up or down, then left or
/// right, or a carriage return and right), or rewriting the unchanged
/// cells between on the same row.
fn move_text(frame: &Buffer, from: Option<(u16, u16)>, to: (u16, u16), pen: Pen) -> String {
    let (x, y) = to;
    let absolute = match (x, y) {
        (0, 0) => "\x1b[H".to_string(),
        (0, _) => format!("\x1b[{}H", u32::from(y) + 1),
        _ => format!("\x1b[{};{}H", u32::from(y) + 1, u32::from(x) + 1),
    };
    let Some((fx, fy)) = from else {
        return absolute;
    };
    let vertical = match y.cmp(&fy) {
        std::cmp::Ordering::Equal => String::new(),
        std::cmp::Ordering::Greater => csi(y - fy, 'B'),
        std::cmp::Ordering::Less => csi(fy - y, 'A'),
    };
    let sideways = match x.cmp(&fx) {
        std::cmp::Ordering::Equal => String::new(),
        std::cmp::Ordering::Greater => csi(x - fx, 'C'),
        std::cmp::Ordering::Less => csi(fx - x, 'D'),
    };
    let from_left = if x == 0 {
        "\r".to_string()
    } else {
        format!("\r{}", csi(x, 'C'))
    };
    let mut best = absolute;
    for candidate in [
        format!("{vertical}{sideways}"),
        format!("{vertical}{from_left}"),
    ] {
        if candidate.len() < best.len() {
            best = candidate;
        }
    }
    match gap_text(frame, (fx, fy), to, pen, best.len()) {
        Some(gap) => gap,
        None => best,
    }
}

/// A cursor move of `count` cells in the direction `code` says (1 is
/// implied).
fn csi(count: u16, code: char) -> String {
    if count == 1 {
        format!("\x1b[{code}")
    } else {
        format!("\x1b[{count}{code}")
    }
}

/// The unchanged cells of `frame` from the cursor `from` up to `to` on
/// the same row, when writing them again is shorter than a cursor move
/// of `jump` bytes: only plain ASCII cells in the current `pen`, so they
/// need no style change and take one column each.
fn gap_text(
    frame: &Buffer,
    from: (u16, u16),
    to: (u16, u16),
    pen: Pen,
    jump: usize,
) -> Option<String> {
    let ((fx, fy), (tx, ty)) = (from, to);
    if fy != ty || tx <= fx || usize::from(tx - fx) >= jump {
        return None;
    }
    let mut gap = String::new();
    for x in fx..tx {
        let cell = frame.cell((x, fy))?;
        let symbol = cell.symbol();
        let plain = symbol.len() == 1 && symbol.bytes().all(|b| b.is_ascii_graphic() || b == b' ');
        if !plain || pen.next_for(cell) != pen {
            return None;
        }
        gap.push_str(symbol);
    }
    Some(gap)
}

/// The style the terminal writes with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Pen {
    fg: Color,
    bg: Color,
    modifier: Modifier,
}

/// The SGR codes that set each attribute.
const ATTRIBUTES: [(Modifier, u8); 9] = [
    (Modifier::BOLD, 1),
    (Modifier::DIM, 2),
    (Modifier::ITALIC, 3),
    (Modifier::UNDERLINED, 4),
    (Modifier::SLOW_BLINK, 5),
    (Modifier::RAPID_BLINK, 6),
    (Modifier::REVERSED, 7),
    (Modifier::HIDDEN, 8),
    (Modifier::CROSSED_OUT, 9),
];

impl Pen {
    fn of(cell: &Cell) -> Pen {
        Pen {
            fg: cell.fg,
            bg: cell.bg,
            modifier: cell.modifier,
        }
    }

    /// The pen to write `cell` with after this one: a blank cell shows
    /// no foreground (unless underlined, struck or reversed), so it keeps
    /// this pen's when that writes shorter.
    fn next_for(self, cell: &Cell) -> Pen {
        let exact = Pen::of(cell);
        let shows_fg = Modifier::UNDERLINED | Modifier::CROSSED_OUT | Modifier::REVERSED;
        if cell.symbol() != " " || exact.modifier.intersects(shows_fg) {
            return exact;
        }
        let kept = Pen {
            fg: self.fg,
            ..exact
        };
        if self.change_to(kept).len() <= self.change_to(exact).len() {
            kept
        } else {
            exact
        }
    }

    /// The one SGR sequence that turns this style into `next`, empty when
    /// they are the same. Attributes can only be dropped all at once, so
    /// dropping any starts from a reset.
    fn change_to(self, next: Pen) -> String {
        let mut codes = Vec::new();
        let from = if self.modifier.difference(next.modifier).is_empty() {
            self
        } else {
            codes.push("0".to_string());
            Pen::default()
        };
        let added = next.modifier.difference(from.modifier);
        for (modifier, code) in ATTRIBUTES {
            if added.contains(modifier) {
                codes.push(code.to_string());
            }
        }
        if next.fg != from.fg {
            codes.push(colour_code(next.fg, 30));
        }
        if next.bg != from.bg {
            codes.push(colour_code(next.bg, 40));
        }
        if codes.is_empty() {
            String::new()
        } else {
            format!("\x1b[{}m", codes.join(";"))
        }
    }
}

/// The SGR code of a colour, `base` 30 for the foreground and 40 for the
/// background: the 16 ANSI colours as 30-37 and 90-97 (40-47, 100-107),
/// which every terminal reads and which are shorter than `38;5;n`.
fn colour_code(colour: Color, base: u8) -> String {
    let ansi = match colour {
        Color::Reset => return (base + 9).to_string(),
        Color::Indexed(i) => return format!("{};5;{i}", base + 8),
        Color::Rgb(r, g, b) => return format!("{};2;{r};{g};{b}", base + 8),
        Color::Black => 0,
        Color::Red => 1,
        Color::Green => 2,
        Color::Yellow => 3,
        Color::Blue => 4,
        Color::Magenta => 5,
        Color::Cyan => 6,
        Color::Gray => 7,
        Color::DarkGray => 8,
        Color::LightRed => 9,
        Color::LightGreen => 10,
        Color::LightYellow => 11,
        Color::LightBlue => 12,
        Color::LightMagenta => 13,
        Color::LightCyan => 14,
        Color::White => 15,
    };
    if ansi < 8 {
        (base + ansi).to_string()
    } else {
        (base + 60 + ansi - 8).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use ratatui::style::Style;

    fn screen_text(screen: &mut Screen<Vec<u8>>) -> String {
        String::from_utf8(std::mem::take(&mut screen.out)).unwrap_or_default()
    }

    #[test]
    fn the_16_colours_are_written_as_short_sgr_codes() {
        assert_eq!(colour_code(Color::Red, 30), "31");
        assert_eq!(colour_code(Color::Gray, 40), "47");
        assert_eq!(colour_code(Color::DarkGray, 30), "90");
        assert_eq!(colour_code(Color::White, 40), "107");
        assert_eq!(colour_code(Color::Reset, 30), "39");
        assert_eq!(colour_code(Color::Indexed(67), 30), "38;5;67");
        assert_eq!(colour_code(Color::Rgb(1, 2, 3), 40), "48;2;1;2;3");
    }

    #[test]
    fn styles_change_in_one_sequence_and_reset_to_drop_attributes() {
        let plain = Pen::default();
        let bold_red = Pen {
            fg: Color::Red,
            modifier: Modifier::BOLD,
            ..plain
        };
        assert_eq!(plain.change_to(bold_red), "\x1b[1;31m");
        assert_eq!(bold_red.change_to(bold_red), "");
        let red = Pen {
            fg: Color::Red,
            ..plain
        };
        assert_eq!(bold_red.change_to(red), "\x1b[0;31m");
        assert_eq!(red.change_to(plain), "\x1b[39m");
    }

    #[test]
    fn short_runs_of_unchanged_cells_are_written_again_instead_of_a_cursor_move() {
        let area = Rect::new(0, 0, 20, 2);
        let mut frame = Buffer::empty(area);
        frame.set_string(0, 1, "a   b           c", Style::new());
        frame.set_string(2, 0, "-", Style::new());
        let mut screen = Screen::new(Vec::new());
        screen.show(frame.clone()).ok();
        screen_text(&mut screen);
        frame.set_string(0, 1, "x   y           z", Style::new());
        let wide = Style::new().fg(Color::Blue);
        frame.set_string(0, 0, "ab", wide);
        frame.set_string(3, 0, "c", wide);
        screen.show(frame).ok();
        // Row 1: three spaces cost less than a cursor move, eleven do not.
        // Row 0: the `-` between is in another colour, so the cursor moves.
        assert_eq!(
            screen_text(&mut screen),
            "\x1b[?2026h\x1b[H\x1b[34mab\x1b[Cc\x1b[2H\x1b[39mx   y\x1b[11Cz\x1b[?2026l"
        );
    }

    #[test]
    fn the_cursor_takes_the_shortest_move() {
        let area = Rect::new(0, 0, 120, 40);
        let frame = Buffer::empty(area);
        let pen = Pen::default();
        // Unknown: absolute, with the defaults left out.
        assert_eq!(move_text(&frame, None, (0, 0), pen), "\x1b[H");
        assert_eq!(move_text(&frame, None, (0, 9), pen), "\x1b[10H");
        assert_eq!(move_text(&frame, None, (57, 9), pen), "\x1b[10;58H");
        // From the end of a square's row to the start of the next row.
        assert_eq!(
            move_text(&frame, Some((66, 9)), (57, 10), pen),
            "\x1b[B\x1b[9D"
        );
        assert_eq!(move_text(&frame, Some((48, 4)), (77, 4), pen), "\x1b[29C");
        assert_eq!(move_text(&frame, Some((90, 14)), (0, 15), pen), "\x1b[B\r");
        assert_eq!(
            move_text(&frame, Some((30, 12)), (31, 11), pen),
            "\x1b[A\x1b[C"
        );
        assert_eq!(
            move_text(&frame, Some((30, 12)), (70, 3), pen),
            "\x1b[4;71H"
        );
    }

    #[test]
    fn a_row_blank_to_its_end_is_erased_in_one_sequence() {
        let area = Rect::new(0, 0, 30, 2);
        let mut frame = Buffer::empty(area);
        frame.set_string(2, 0, "Thinking  depth 12", Style::new().fg(Color::Blue));
        frame.set_string(2, 1, "ab", Style::new().bg(Color::Blue));
        let mut screen = Screen::new(Vec::new());
        screen.show(frame.clone()).ok();
        screen_text(&mut screen);
        let mut next = Buffer::empty(area);
        next.set_string(2, 0, "T", Style::new().fg(Color::Blue));
        // Blank, but in a colour: written, not erased.
        next.set_string(2, 1, "  ", Style::new().bg(Color::Blue));
        screen.show(next).ok();
        // The last frame left a blue background: the erase drops it.
        assert_eq!(
            screen_text(&mut screen),
            "\x1b[?2026h\x1b[1;4H\x1b[49m\x1b[K\x1b[2;3H\x1b[44m  \x1b[?2026l"
        );
    }

    #[test]
    fn blanks_keep_the_foreground_they_cannot_show() {
        let red = Pen {
            fg: Color::Red,
            ..Pen::default()
        };
        let mut blank = Cell::new(" ");
        blank.set_bg(Color::Blue);
        assert_eq!(
            red.next_for(&blank),
            Pen {
                bg: Color::Blue,
                ..red
            }
        );
        blank.set_style(Style::new().add_modifier(Modifier::UNDERLINED));
        assert_eq!(red.next_for(&blank).fg, Color::Reset);
        assert_eq!(red.next_for(&Cell::new("x")).fg, Color::Reset);
    }

    #[test]
    fn a_frame_is_one_synchronized_update_one_row_s_change_none_and_an_unchanged_one_nothing() {
        let area = Rect::new(0, 0, 4, 2);
        let mut frame = Buffer::empty(area);
        frame.set_string(1, 1, "ab", Style::new().fg(Color::Blue));
        let mut screen = Screen::new(Vec::new());
        screen.show(frame.clone()).ok();
        let first = screen_text(&mut screen);
        assert!(first.starts_with("\x1b[?2026h\x1b[0m\x1b[2J"), "{first:?}");
        assert!(first.ends_with("\x1b[2;2H\x1b[34mab\x1b[?2026l"));
        screen.show(frame.clone()).ok();
        assert_eq!(screen_text(&mut screen), "");
        frame.set_string(2, 1, "c", Style::new().fg(Color::Blue));
        screen.show(frame.clone()).ok();
        // The terminal still writes in blue: no colour is sent; and one
        // row's change goes without the synchronized update.
        assert_eq!(screen_text(&mut screen), "\x1b[2;3Hc");
        frame.set_string(0, 0, "d", Style::new().fg(Color::Blue));
        frame.set_string(0, 1, "e", Style::new().fg(Color::Blue));
        screen.show(frame).ok();
        assert_eq!(
            screen_text(&mut screen),
            "\x1b[?2026h\x1b[Hd\x1b[2He\x1b[?2026l"
        );
    }

    /// A terminal behind a link that refuses frames while it is full, as
    /// a session's outbox does: a refused frame is not sent at all.
    #[derive(Default)]
    struct Refusing {
        sent: Vec<u8>,
        pending: Vec<u8>,
        full: bool,
    }

    impl Write for Refusing {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.pending.extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            let pending = std::mem::take(&mut self.pending);
            if self.full {
                return Err(io::ErrorKind::WouldBlock.into());
            }
            self.sent.extend(pending);
            Ok(())
        }
    }

    #[test]
    fn a_frame_not_taken_leaves_the_style_the_terminal_has() {
        let area = Rect::new(0, 0, 6, 2);
        let mut frame = Buffer::empty(area);
        frame.set_string(0, 0, "ab", Style::new().fg(Color::Blue));
        let mut screen = Screen::new(Refusing::default());
        screen.show(frame.clone()).ok();
        screen.out().full = true;
        frame.set_string(0, 1, "c", Style::new().fg(Color::LightRed).bg(Color::Blue));
        assert!(screen.show(frame.clone()).is_err());
        screen.out().full = false;
        frame.set_string(3, 1, "d", Style::new().fg(Color::LightRed).bg(Color::Blue));
        let before = screen.out().sent.len();
        screen.show(frame.clone()).ok();
        let text = String::from_utf8_lossy(&screen.out().sent[before..]).to_string();
        assert!(text.contains("\x1b[91;44mc"), "{text:?}");
        let seen = terminal_cells(&screen.out().sent, area);
        assert_eq!(frame_cells(&frame, &seen), seen);
    }

    #[test]
    fn a_screen_drawn_whole_again_is_cleared_in_the_default_colours() {
        let area = Rect::new(0, 0, 4, 2);
        let mut frame = Buffer::empty(area);
        frame.set_string(0, 0, "ab", Style::new().bg(Color::Blue));
        let mut screen = Screen::new(Vec::new());
        screen.show(frame).ok();
        let first = screen.out().len();
        // As after a resize, or a session's redraw.
        screen.forget();
        screen.show(Buffer::empty(area)).ok();
        assert!(screen.out()[first..].starts_with(b"\x1b[?2026h\x1b[0m\x1b[2J"));
        let seen = terminal_cells(screen.out(), area);
        assert!(
            seen.iter().all(|(_, _, bg, _)| *bg == Color::Reset),
            "{seen:?}"
        );
    }

    /// What a terminal shows after the bytes: each cell's text, colours
    /// and boldness as ratatui names them.
    fn terminal_cells(bytes: &[u8], area: Rect) -> Vec<(String, Color, Color, bool)> {
        let size = |n: u16| std::num::NonZeroU16::new(n).unwrap_or(std::num::NonZeroU16::MIN);
        let mut terminal = vt100::Parser::new(size(area.height), size(area.width), 0);
        terminal.process(bytes);
        let colour = |c: vt100::Color| match c {
            vt100::Color::Default => Color::Reset,
            vt100::Color::Idx(i) => Color::Indexed(i),
            vt100::Color::Rgb(r, g, b) => Color::Rgb(r, g, b),
        };
        let mut cells = Vec::new();
        for y in 0..area.height {
            for x in 0..area.width {
                let Some(cell) = terminal.screen().cell(y, x) else {
                    cells.push((" ".to_string(), Color::Reset, Color::Reset, false));
                    continue;
                };
                let text = match cell.contents() {
                    "" => " ".to_string(),
                    text => text.to_string(),
                };
                cells.push((
                    text,
                    colour(cell.fgcolor()),
                    colour(cell.bgcolor()),
                    cell.bold(),
                ));
            }
        }
        cells
    }

    /// A frame's cells as [`terminal_cells`] reads them: the 16 colours
    /// by their index, and a blank's foreground and boldness, which no
    /// one sees, as the terminal's.
    fn frame_cells(
        frame: &Buffer,
        seen: &[(String, Color, Color, bool)],
    ) -> Vec<(String, Color, Color, bool)> {
        let index = |c: Color| match c {
            Color::Blue => Color::Indexed(4),
            Color::LightRed => Color::Indexed(9),
            other => other,
        };
        frame
            .content
            .iter()
            .zip(seen)
            .map(|(cell, (_, seen_fg, _, seen_bold))| {
                if cell.symbol() == " " {
                    return (" ".to_string(), *seen_fg, index(cell.bg), *seen_bold);
                }
                let bold = cell.modifier.contains(Modifier::BOLD);
                (
                    cell.symbol().to_string(),
                    index(cell.fg),
                    index(cell.bg),
                    bold,
                )
            })
            .collect()
    }

    fn run_strategy() -> impl Strategy<Value = (u16, u16, String, Style)> {
        let text = prop::sample::select(vec!["a", "bc", " ", "    ", "█▟▙", "x y", "         "]);
        let colour = prop::sample::select(vec![
            Color::Reset,
            Color::Blue,
            Color::LightRed,
            Color::Indexed(60),
            Color::Rgb(200, 10, 30),
        ]);
        (
            0u16..24,
            0u16..6,
            text,
            colour.clone(),
            colour,
            any::<bool>(),
        )
            .prop_map(|(x, y, text, fg, bg, bold)| {
                let mut style = Style::new().fg(fg).bg(bg);
                if bold {
                    style = style.add_modifier(Modifier::BOLD);
                }
                (x, y, text.repeat(1 + usize::from(x % 3)), style)
            })
    }

    proptest! {
        /// Whatever the frames, a terminal that is sent them shows the last.
        #[test]
        fn a_terminal_shows_exactly_the_frame_written(
            frames in prop::collection::vec(prop::collection::vec(run_strategy(), 0..12), 1..5)
        ) {
            let area = Rect::new(0, 0, 24, 6);
            let mut screen = Screen::new(Vec::new());
            let mut frame = Buffer::empty(area);
            for runs in frames {
                // Each frame starts blank in places, as a redrawn panel does.
                frame = if runs.len() % 2 == 0 { Buffer::empty(area) } else { frame };
                for (x, y, text, style) in runs {
                    frame.set_stringn(x, y, &text, usize::from(area.width - x), style);
                }
                screen.show(frame.clone()).ok();
            }
            let seen = terminal_cells(screen.out(), area);
            prop_assert_eq!(frame_cells(&frame, &seen), seen);
        }
    }
}
