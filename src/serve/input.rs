//! A client's bytes turned into the events the app takes: keys (with
//! modifiers and UTF-8), mouse, bracketed paste. terminput parses, in
//! crossterm's own way; this only cuts the stream into events and keeps
//! a flood from growing its buffer.

use terminput::Event as Input;
use terminput_crossterm::to_crossterm;

use crate::app::Event;
use crate::ui::look::{BEL, Background, ST};

/// The longest paste kept; a longer one is dropped whole (its text never
/// turns into keys).
pub const PASTE_CAP: usize = 64 * 1024;

const ESC: u8 = 0x1b;
const PASTE_START: &[u8] = b"\x1b[200~";
/// An operating system command: the terminal's answers to queries.
const OSC: &[u8] = b"\x1b]";
const PASTE_END: &[u8] = b"\x1b[201~";
/// An escape sequence longer than this is not one: the bytes are dropped.
const SEQUENCE_CAP: usize = 64;

/// Bytes seen but not yet an event.
#[derive(Default)]
pub struct Parser {
    buffer: Vec<u8>,
    /// Inside a paste too long to keep: bytes are dropped up to its end.
    skipping_paste: bool,
    /// The terminal's answer to the background query, not yet taken.
    background: Option<Background>,
}

impl Parser {
    /// The events `bytes` complete, in order.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        let mut events = Vec::new();
        for (at, &byte) in bytes.iter().enumerate() {
            self.buffer.push(byte);
            if self.in_paste() {
                self.paste_byte(&mut events);
                continue;
            }
            // A lone ESC followed at once by more is the start of a
            // sequence, as crossterm reads it; at the end of a read, a key.
            if self.buffer == [ESC] && at + 1 < bytes.len() {
                continue;
            }
            if self.buffer.starts_with(OSC) {
                self.osc_byte();
                continue;
            }
            match Input::parse_from(&self.buffer) {
                Ok(Some(input)) => {
                    self.buffer.clear();
                    events.extend(event(input));
                }
                Ok(None)
                    if self.buffer.len() <= SEQUENCE_CAP
                        || self.buffer.starts_with(PASTE_START) => {}
                _ => self.buffer.clear(),
            }
        }
        events
    }

    /// The terminal's background, once its answer to the query came.
    pub fn background(&mut self) -> Option<Background> {
        self.background.take()
    }

    /// One more byte of an OSC answer (crossterm's parser knows none):
    /// the background's is kept, any other dropped.
    fn osc_byte(&mut self) {
        if self.buffer.ends_with(&[BEL]) || self.buffer.ends_with(ST) {
            self.background = Background::from_reply(&self.buffer).or(self.background);
            self.buffer.clear();
        } else if self.buffer.len() > SEQUENCE_CAP {
            self.buffer.clear();
        }
    }

    fn in_paste(&self) -> bool {
        self.skipping_paste
            || (self.buffer.len() > PASTE_START.len() && self.buffer.starts_with(PASTE_START))
    }

    /// One more byte of a paste: parsed only once its end marker came.
    fn paste_byte(&mut self, events: &mut Vec<Event>) {
        let ended = self.buffer.ends_with(PASTE_END);
        if self.skipping_paste {
            // Only the tail is kept, to see the end marker.
            let keep = self.buffer.len().saturating_sub(PASTE_END.len());
            self.buffer.drain(..keep);
            if ended {
                self.buffer.clear();
                self.skipping_paste = false;
            }
        } else if ended {
            if let Ok(Some(input)) = Input::parse_from(&self.buffer) {
                events.extend(event(input));
            }
            self.buffer.clear();
        } else if self.buffer.len() > PASTE_START.len() + PASTE_CAP {
            self.skipping_paste = true;
            self.buffer.clear();
        }
    }
}

/// The app's event for a parsed input, if it takes one (focus changes
/// are not; sizes come from the SSH window-change request).
fn event(input: Input) -> Option<Event> {
    match to_crossterm(input).ok()? {
        crossterm::event::Event::Key(key) => Some(Event::Key(key)),
        crossterm::event::Event::Mouse(mouse) => Some(Event::Mouse(mouse)),
        crossterm::event::Event::Paste(text) => Some(Event::Paste(text)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::{KeyCode, KeyModifiers};

    fn keys(events: &[Event]) -> Vec<(KeyCode, KeyModifiers)> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Key(k) => Some((k.code, k.modifiers)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn keys_arrows_modifiers_and_utf8_arrive_as_key_events() {
        let mut parser = Parser::default();
        let events = parser.feed("a\x1b[A\x1b[1;5C\rç\x1b".as_bytes());
        assert_eq!(
            keys(&events),
            vec![
                (KeyCode::Char('a'), KeyModifiers::NONE),
                (KeyCode::Up, KeyModifiers::NONE),
                (KeyCode::Right, KeyModifiers::CONTROL),
                (KeyCode::Enter, KeyModifiers::NONE),
                (KeyCode::Char('ç'), KeyModifiers::NONE),
                (KeyCode::Esc, KeyModifiers::NONE),
            ]
        );
    }

    #[test]
    fn a_sequence_split_between_reads_is_joined() {
        let mut parser = Parser::default();
        assert!(parser.feed(b"\x1b[").is_empty());
        assert_eq!(
            keys(&parser.feed(b"B")),
            vec![(KeyCode::Down, KeyModifiers::NONE)]
        );
    }

    #[test]
    fn a_paste_is_one_event_and_a_huge_one_is_dropped_whole() {
        let mut parser = Parser::default();
        let events = parser.feed(b"\x1b[200~e4\x1b[201~x");
        assert!(matches!(&events[0], Event::Paste(text) if text == "e4"));
        assert_eq!(
            keys(&events[1..]),
            vec![(KeyCode::Char('x'), KeyModifiers::NONE)]
        );
        let mut huge = PASTE_START.to_vec();
        huge.extend(std::iter::repeat_n(b'q', PASTE_CAP + 10));
        huge.extend(PASTE_END);
        huge.push(b'y');
        assert_eq!(
            keys(&parser.feed(&huge)),
            vec![(KeyCode::Char('y'), KeyModifiers::NONE)]
        );
    }

    #[test]
    fn the_background_answer_is_taken_and_no_key_comes_of_it() {
        let mut parser = Parser::default();
        assert!(parser.feed(b"\x1b]11;rgb:ffff/").is_empty());
        let events = parser.feed(b"ffff/ffff\x1b\\q");
        assert_eq!(
            keys(&events),
            vec![(KeyCode::Char('q'), KeyModifiers::NONE)]
        );
        assert_eq!(parser.background(), Some(Background::Light));
        assert_eq!(parser.background(), None);
        let events = parser.feed(b"\x1b]11;rgb:00/00/00\x07\x1b]10;rgb:ff/ff/ff\x07x");
        assert_eq!(
            keys(&events),
            vec![(KeyCode::Char('x'), KeyModifiers::NONE)]
        );
        assert_eq!(parser.background(), Some(Background::Dark));
    }

    #[test]
    fn garbage_is_dropped_and_what_follows_still_parses() {
        let mut parser = Parser::default();
        let mut garbage: Vec<u8> = (0..=255u8).cycle().take(5000).collect();
        garbage.extend(b"\x1b[999;999;999Zq");
        parser.feed(&garbage);
        assert_eq!(
            keys(&parser.feed(b"\x1b[B")),
            vec![(KeyCode::Down, KeyModifiers::NONE)]
        );
    }
}
