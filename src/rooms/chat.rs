//! A room's chat: the last lines said, each plain text of bounded
//! length on one line, words one space apart, with the speaker's name
//! in front; and the pace each visitor may speak at.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

use super::refusal::Refusal;
use crate::quote::is_invisible;

/// How many lines a room keeps.
pub const CHAT_LINES: usize = 50;
/// The longest line kept, name included, in characters.
pub const LINE_MAX: usize = 200;
/// How many lines a visitor may say in [`CHAT_SPAN`]: a person talks at
/// that pace, and one visitor cannot push everyone's lines off a chat.
pub const CHAT_BURST: usize = 5;
pub const CHAT_SPAN: Duration = Duration::from_secs(10);

#[derive(Clone, Debug, Default)]
pub struct Chat {
    lines: VecDeque<String>,
}

impl Chat {
    /// Adds `name`'s line as [`spoken`] and cut to [`LINE_MAX`]. None
    /// when nothing is left to say.
    pub fn say(&mut self, name: &str, text: &str) -> Option<&str> {
        let said = spoken(text);
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

/// `text` as a line said: its words one space apart, with control and
/// invisible characters dropped. A run of blanks (spaces, tabs, line
/// ends, characters drawn blank) is one space, so padding cannot push
/// words to the start of a row, where they would pass for another
/// speaker's line.
fn spoken(text: &str) -> String {
    let words: Vec<String> = text
        .split(is_blank)
        .map(|word| plain(word).chars().filter(|&c| !is_invisible(c)).collect())
        .filter(|word: &String| !word.is_empty())
        .collect();
    words.join(" ")
}

/// White space, and the letters drawn as a blank (the Braille blank, the
/// Hangul fillers).
fn is_blank(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{2800}' | '\u{115f}' | '\u{1160}' | '\u{3164}' | '\u{ffa0}'
        )
}

/// When each visitor, by key, said their last lines. By key rather than
/// by connection, so more connections do not buy a faster pace.
#[derive(Debug, Default)]
pub struct Pace {
    said: HashMap<String, VecDeque<Instant>>,
}

impl Pace {
    /// Whether the key may say a line now; if not, how long until it may.
    pub fn check(&self, key: &str, now: Instant) -> Result<(), Refusal> {
        let Some(times) = self.said.get(key) else {
            return Ok(());
        };
        let recent = times.iter().filter(|&&at| within(at, now)).count();
        match times.front() {
            Some(&oldest) if recent >= CHAT_BURST => {
                let wait = (oldest + CHAT_SPAN).saturating_duration_since(now);
                Err(Refusal::TooFast(whole_seconds(wait)))
            }
            _ => Ok(()),
        }
    }

    /// The key said a line: kept for [`CHAT_SPAN`]. Keys quiet that long
    /// are forgotten.
    pub fn said(&mut self, key: &str, now: Instant) {
        self.said.retain(|_, times| {
            times.retain(|&at| within(at, now));
            !times.is_empty()
        });
        self.said.entry(key.to_string()).or_default().push_back(now);
    }
}

fn within(at: Instant, now: Instant) -> bool {
    now.saturating_duration_since(at) < CHAT_SPAN
}

/// A wait in whole seconds, rounded up: "in 0 s" would be no answer.
fn whole_seconds(wait: Duration) -> u64 {
    wait.as_secs() + u64::from(wait.subsec_nanos() > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_said_has_its_words_one_space_apart() {
        let mut chat = Chat::default();
        let padded = format!("  gg {}ben:   I resign\t\r\nnow  ", " ".repeat(40));
        assert_eq!(
            chat.say("carol", &padded),
            Some("carol: gg ben: I resign now")
        );
        // Blank-drawn letters are gaps too; invisible and control
        // characters are dropped, and with them a word made only of them.
        let posing = "hi\u{2800}\u{2800}\u{3164}ben: \u{200b} \u{202e}gg\x1b[2J";
        assert_eq!(chat.say("carol", posing), Some("carol: hi ben: gg[2J"));
        assert_eq!(chat.say("carol", " \u{2800}\t\u{200b} "), None);
        assert_eq!(chat.lines().len(), 2);
    }
}
