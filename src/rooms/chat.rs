//! A room's chat: the last lines said, each plain text of bounded
//! length with the speaker's name in front.

use std::collections::VecDeque;

/// How many lines a room keeps.
pub const CHAT_LINES: usize = 50;
/// The longest line kept, name included, in characters.
pub const LINE_MAX: usize = 200;

#[derive(Clone, Debug, Default)]
pub struct Chat {
    lines: VecDeque<String>,
}

impl Chat {
    /// Adds `name`'s line: control characters are dropped and the line is
    /// cut to [`LINE_MAX`]. None when nothing is left to say.
    pub fn say(&mut self, name: &str, text: &str) -> Option<&str> {
        let said = plain(text);
        let said = said.trim();
        if said.is_empty() {
            return None;
        }
        let line: String = format!("{name}: {said}").chars().take(LINE_MAX).collect();
        if self.lines.len() == CHAT_LINES {
            self.lines.pop_front();
        }
        self.lines.push_back(line);
        self.lines.back().map(String::as_str)
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
