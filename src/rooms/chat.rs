//! A room's chat: the last lines said, each plain text of bounded
//! length with the speaker's name in front; and the pace each visitor
//! may speak at.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

use super::refusal::Refusal;

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
