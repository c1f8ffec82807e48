//! STUB until the field branch lands.
use super::keymap::Key;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextField {
    text: String,
    max: usize,
    selected: bool,
}

impl TextField {
    pub fn new(max: usize) -> TextField {
        TextField {
            text: String::new(),
            max,
            selected: false,
        }
    }
    pub fn with_text(text: &str, max: usize) -> TextField {
        TextField {
            text: text.to_string(),
            max,
            selected: false,
        }
    }
    pub fn text(&self) -> &str {
        &self.text
    }
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }
    pub fn clear(&mut self) {
        self.text.clear();
    }
    pub fn set_text(&mut self, text: &str) {
        self.text = text.to_string();
    }
    pub fn select_all(&mut self) {
        self.selected = true;
    }
    pub fn key(&mut self, key: Key) -> bool {
        match key {
            Key::Char(c) if !c.is_control() => {
                if self.selected {
                    self.text.clear();
                    self.selected = false;
                }
                if self.text.chars().count() < self.max {
                    self.text.push(c);
                }
                true
            }
            Key::Backspace => {
                self.text.pop();
                true
            }
            _ => false,
        }
    }
}
