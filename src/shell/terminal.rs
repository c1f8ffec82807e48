//! The terminal: taking it over, giving it back (one function for normal
//! exit, Ctrl-C and panics alike), the event loop that feeds the app and
//! carries out its effects, and the writer that sends each frame's changed
//! cells (and nothing when none changed) in one synchronized update.

use std::io::{self, Stdout, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Instant;

use ratatui::buffer::{Buffer, Cell};
use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::terminal::{
    self as crossterm_terminal, BeginSynchronizedUpdate, Clear, ClearType, EndSynchronizedUpdate,
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::crossterm::{cursor, execute, queue};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use ratatui::text::Span;

use super::FileWork;
use super::engines::EngineHost;
use super::files::DiskFiles;
use crate::ai::Worker;
use crate::app::session::TICK;
use crate::app::settings::Settings;
use crate::app::{App, Effect, Event, FileOutcome};
use crate::storage::{Paths, themes};
use crate::ui::look::Look;

/// Gives the terminal back as it was: raw mode off, main screen, no mouse
/// capture nor bracketed paste, cursor shown. Safe to call more than once.
pub fn restore() {
    let _ = disable_raw_mode();
    let mut out = io::stdout();
    let _ = execute!(
        out,
        DisableBracketedPaste,
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
    let _ = out.flush();
}

fn enter(mouse: bool) -> io::Result<Screen<Stdout>> {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
    enable_raw_mode()?;
    let mut out = io::stdout();
    // A paste comes as one event, not as keys that can outrun the reader.
    execute!(
        out,
        EnterAlternateScreen,
        EnableBracketedPaste,
        cursor::Hide
    )?;
    if mouse {
        execute!(out, EnableMouseCapture)?;
    }
    Ok(Screen::new(out))
}

/// Reads the terminal's input on its own thread; `read` blocks, so
/// waiting costs nothing. When the terminal is gone (a closed SSH link,
/// a killed window), the app is told so it saves and ends.
fn spawn_input(events: Sender<Event>) {
    thread::spawn(move || {
        while let Ok(input) = event::read() {
            let sent = match input {
                event::Event::Key(key) => events.send(Event::Key(key)),
                event::Event::Mouse(mouse) => events.send(Event::Mouse(mouse)),
                event::Event::Resize(w, h) => events.send(Event::Resize(w, h)),
                event::Event::Paste(text) => events.send(Event::Paste(text)),
                _ => Ok(()),
            };
            if sent.is_err() {
                return;
            }
        }
        let _ = events.send(Event::Hangup);
    });
}

/// Runs the app full-screen until it quits. `start` holds effects to carry
/// out first (a computer moving first in `tabuleiro play`); `files`, when
/// there are any, carry out the app's file effects; `look` colours it.
pub fn run(
    mut app: App,
    start: Vec<Effect>,
    mut files: Option<DiskFiles>,
    look: &Look,
) -> io::Result<()> {
    let mut screen = enter(app.settings().mouse)?;
    let result = event_loop(&mut screen, &mut app, start, &mut files, look);
    restore();
    result
}

fn event_loop(
    screen: &mut Screen<Stdout>,
    app: &mut App,
    start: Vec<Effect>,
    files: &mut Option<DiskFiles>,
    look: &Look,
) -> io::Result<()> {
    let (sender, events) = mpsc::channel();
    spawn_input(sender.clone());
    let reports = sender.clone();
    let mut worker = Worker::spawn(move |report| {
        let _ = reports.send(Event::Ai(report));
    });
    let reports = sender.clone();
    let mut engines = EngineHost::new(move |report| {
        let _ = reports.send(Event::Ai(report));
    });
    let (width, height) = crossterm_terminal::size()?;
    let mut pending = app.handle_at(Event::Resize(width, height), Instant::now());
    pending.extend(start);
    let mut next_tick = Instant::now() + TICK;
    loop {
        let effects = match files {
            Some(files) => files.settle(app, std::mem::take(&mut pending)),
            None => std::mem::take(&mut pending),
        };
        for effect in effects {
            match effect {
                Effect::Think(request) => worker.submit(*request),
                Effect::Stop => {
                    worker.cancel();
                    engines.cancel();
                }
                Effect::EngineMove(request) => engines.submit(*request),
                Effect::StopEngines => engines.stop_engines(),
                Effect::Mouse(true) => execute!(io::stdout(), EnableMouseCapture)?,
                Effect::Mouse(false) => execute!(io::stdout(), DisableMouseCapture)?,
                Effect::Bell => {
                    print!("\x07");
                    io::stdout().flush()?;
                }
                // Without files to keep, there is nothing to write.
                Effect::Files(_) => {}
                // The local app has no rooms; only `serve` asks them.
                Effect::Room(_) => {}
                Effect::Quit => return Ok(()),
            }
        }
        screen.show(frame(app, look)?)?;
        let Some(event) = next_event(&events, app.wants_ticks(), &mut next_tick) else {
            return Ok(());
        };
        // The app reads no clock: each event comes with the time it came.
        pending = app.handle_at(event, Instant::now());
    }
}

/// The app drawn at the terminal's size.
fn frame(app: &App, look: &Look) -> io::Result<Buffer> {
    let (width, height) = crossterm_terminal::size()?;
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    crate::ui::render_with(app, area, &mut buf, look);
    Ok(buf)
}

/// What the terminal shows, kept so that only changed cells are written.
struct Screen<W: Write> {
    out: W,
    shown: Buffer,
}

impl<W: Write> Screen<W> {
    fn new(out: W) -> Self {
        Screen {
            out,
            shown: Buffer::empty(Rect::ZERO),
        }
    }

    /// Writes the cells of `next` that differ from what is shown, in one
    /// synchronized update so the terminal never paints half a frame;
    /// writes nothing when no cell differs.
    fn show(&mut self, next: Buffer) -> io::Result<()> {
        let resized = next.area != self.shown.area;
        if resized {
            // A cleared screen is what an empty buffer shows.
            self.shown = Buffer::empty(next.area);
        }
        let changes = self.shown.diff(&next);
        if changes.is_empty() && !resized {
            return Ok(());
        }
        let mut bytes = Vec::new();
        queue!(bytes, BeginSynchronizedUpdate)?;
        if resized {
            queue!(bytes, Clear(ClearType::All))?;
        }
        bytes.extend_from_slice(cells_text(&changes, &next).as_bytes());
        queue!(bytes, EndSynchronizedUpdate)?;
        self.out.write_all(&bytes)?;
        self.out.flush()?;
        self.shown = next;
        Ok(())
    }
}

/// The text that draws `cells` of `frame`: style changes only where the
/// style changes, the style reset at the end, and between two cells on a
/// row either a cursor move or, where it is shorter, the unchanged cells
/// between them written again.
fn cells_text(cells: &[(u16, u16, &Cell)], frame: &Buffer) -> String {
    let mut text = String::new();
    let mut pen = Pen::default();
    // Where the terminal's cursor is, when known.
    let mut cursor: Option<(u16, u16)> = None;
    for &(x, y, cell) in cells {
        if cursor != Some((x, y)) {
            let jump = format!("\x1b[{};{}H", u32::from(y) + 1, u32::from(x) + 1);
            match cursor.and_then(|from| gap_text(frame, from, (x, y), pen, jump.len())) {
                Some(gap) => text.push_str(&gap),
                None => text.push_str(&jump),
            }
        }
        let next = pen.next_for(cell);
        text.push_str(&pen.change_to(next));
        pen = next;
        text.push_str(cell.symbol());
        // A symbol wider than one column leaves the cursor where the
        // terminal's idea of its width says: unknown to us.
        cursor = (Span::raw(cell.symbol()).width() == 1).then(|| (x.saturating_add(1), y));
    }
    text.push_str(&pen.change_to(Pen::default()));
    text
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

/// Blocks until something happens; while the app animates, a computer
/// thinks or a clock runs, a tick arrives at least every [`TICK`].
fn next_event(events: &Receiver<Event>, ticking: bool, next_tick: &mut Instant) -> Option<Event> {
    if !ticking {
        *next_tick = Instant::now() + TICK;
        return events.recv().ok();
    }
    let now = Instant::now();
    if now >= *next_tick {
        *next_tick = now + TICK;
        return Some(Event::Tick);
    }
    match events.recv_timeout(*next_tick - now) {
        Ok(event) => Some(event),
        Err(RecvTimeoutError::Timeout) => {
            *next_tick = Instant::now() + TICK;
            Some(Event::Tick)
        }
        Err(RecvTimeoutError::Disconnected) => None,
    }
}

/// The app with its settings, statistics and saved game read from the
/// user's files (none, with a line on the menu, when there is nowhere to
/// keep them), and the look of the terminal with the user's themes.
pub fn open_app() -> (App, Option<DiskFiles>, Look, Vec<Effect>) {
    let seed = clock_seed();
    let mut look = Look::from_lookup(|name| std::env::var(name).ok());
    let (mut app, files, mut opened) = match Paths::from_env() {
        Ok(paths) => {
            let errors = look.add_themes(themes::read_all(&paths.user_themes()));
            let mut started = DiskFiles::open(paths);
            started
                .opened
                .notices
                .extend(errors.iter().map(ToString::to_string));
            let app = App::new(started.settings, seed);
            (app, Some(started.files), started.opened)
        }
        Err(error) => {
            let app = App::new(Settings::default(), seed);
            let opened = crate::app::event::Opened {
                notices: vec![error.to_string()],
                ..Default::default()
            };
            (app, None, opened)
        }
    };
    opened.theme_names = look.names();
    let effects = app.handle(Event::Files(FileOutcome::Opened(Box::new(opened))));
    (app, files, look, effects)
}

/// Runs the app from its main menu.
pub fn run_menu() -> io::Result<()> {
    let (app, files, look, start) = open_app();
    run(app, start, files, &look)
}
/// A seed for the app's random choices that differs from run to run.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
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
        frame.set_string(0, 1, "a    b           c", Style::new());
        frame.set_string(2, 0, "-", Style::new());
        let mut screen = Screen::new(Vec::new());
        screen.show(frame.clone()).ok();
        screen_text(&mut screen);
        frame.set_string(0, 1, "x    y           z", Style::new());
        let wide = Style::new().fg(Color::Blue);
        frame.set_string(0, 0, "ab", wide);
        frame.set_string(3, 0, "c", wide);
        screen.show(frame).ok();
        // Row 1: four spaces cost less than a cursor move, eleven do not.
        // Row 0: the `-` between is in another colour, so the cursor moves.
        assert_eq!(
            screen_text(&mut screen),
            "\x1b[?2026h\x1b[1;1H\x1b[34mab\x1b[1;4Hc\x1b[2;1H\x1b[39mx    y\x1b[2;18Hz\x1b[?2026l"
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
    fn a_frame_is_one_synchronized_update_and_an_unchanged_one_nothing() {
        let area = Rect::new(0, 0, 4, 2);
        let mut frame = Buffer::empty(area);
        frame.set_string(1, 1, "ab", Style::new().fg(Color::Blue));
        let mut screen = Screen::new(Vec::new());
        screen.show(frame.clone()).ok();
        let first = screen_text(&mut screen);
        assert!(first.starts_with("\x1b[?2026h\x1b[2J"), "{first:?}");
        assert!(first.ends_with("\x1b[2;2H\x1b[34mab\x1b[39m\x1b[?2026l"));
        screen.show(frame.clone()).ok();
        assert_eq!(screen_text(&mut screen), "");
        frame.set_string(2, 1, "c", Style::new().fg(Color::Blue));
        screen.show(frame).ok();
        assert_eq!(
            screen_text(&mut screen),
            "\x1b[?2026h\x1b[2;3H\x1b[34mc\x1b[39m\x1b[?2026l"
        );
    }
}
