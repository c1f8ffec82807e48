//! A room's chat: the last lines said, each plain text of at most
//! [`CHAT_MAX`] characters on one line, words one space apart, with the
//! speaker's name in front. The pace each visitor may speak at is a
//! [`super::pace::Pace`].

use std::collections::VecDeque;
use std::time::Duration;

use crate::quote::is_invisible;

/// How many lines a room keeps.
pub const CHAT_LINES: usize = 50;
/// The most characters a line says, its speaker's name apart: the chat
/// field takes no more, and the room keeps no more of what it is sent.
pub const CHAT_MAX: usize = 200;
/// How many lines a visitor may say in [`CHAT_SPAN`]: a person talks at
/// that pace, and one visitor cannot push everyone's lines off a chat.
pub const CHAT_BURST: usize = 5;
pub const CHAT_SPAN: Duration = Duration::from_secs(10);

#[derive(Clone, Debug, Default)]
pub struct Chat {
    lines: VecDeque<String>,
}

impl Chat {
    /// Adds `name`'s line as [`spoken`] and cut to [`CHAT_MAX`]. None
    /// when nothing is left to say.
    pub fn say(&mut self, name: &str, text: &str) -> Option<&str> {
        let said: String = spoken(text).chars().take(CHAT_MAX).collect();
        if said.is_empty() {
            return None;
        }
        let line = format!("{name}: {said}");
        if self.lines.len() == CHAT_LINES {
            self.lines.pop_front();
        }
        self.lines.push_back(line);
        self.lines.back().map(String::as_str)
    }

    /// A chat as kept: its last [`CHAT_LINES`] lines, oldest first.
    pub fn from_lines(lines: Vec<String>) -> Chat {
        let over = lines.len().saturating_sub(CHAT_LINES);
        Chat {
            lines: lines.into_iter().skip(over).collect(),
        }
    }

    pub fn lines(&self) -> Vec<String> {
        self.lines.iter().cloned().collect()
    }
}

/// `text` without control characters (escape sequences, line ends, tabs),
/// so a line cannot move another visitor's cursor or paint their screen.
pub fn plain(text: &str) -> String {
    text.chars().filter(|c| !c.is_control()).collect()
}

/// `text` as a line said: its words one space apart, control characters
/// dropped. A run of blanks (spaces, tabs, line ends, characters drawn
/// as nothing or blank) is one space, so padding cannot push
/// words to the start of a row, where they would pass for another
/// speaker's line.
fn spoken(text: &str) -> String {
    let words: Vec<String> = text
        .split(is_blank)
        .map(plain)
        .filter(|word| !word.is_empty())
        .collect();
    words.join(" ")
}

/// White space, and what is drawn as nothing or a blank (the Braille
/// blank, the Hangul fillers, zero-width and bidi controls...).
fn is_blank(c: char) -> bool {
    c.is_whitespace() || is_invisible(c)
}
