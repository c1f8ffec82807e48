//! The names visitors go by: the one rule for what a display name may
//! be, and which key each name belongs to. A name is bound to the first
//! key that went by it; another key asking for it gets a free variant.
//! The registry keeps each claim in the store and gives the claims back
//! to a new book after a restart.

use std::collections::{HashMap, VecDeque};

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use super::chat::plain;
use crate::quote::is_invisible;

/// The widest display name, in terminal columns.
pub const NAME_MAX: usize = 20;
/// The name of a visitor whose user name has nothing to show.
pub const GUEST: &str = "guest";
/// How many names one key holds at once; claiming one more lets its
/// oldest go, so that one key cannot fill the book by renaming.
pub const NAMES_PER_KEY: usize = 8;

/// A display name as others see it: control and invisible characters
/// (which could reorder or hide what others read) dropped, trimmed, cut
/// to [`NAME_MAX`] columns at a character boundary; none if nothing
/// visible is left.
pub fn display_name(wanted: &str) -> Option<String> {
    let visible: String = plain(wanted)
        .chars()
        .filter(|&c| !is_invisible(c))
        .collect();
    // A mark in front would join whatever is drawn before the name.
    let visible = visible
        .trim()
        .trim_start_matches(|c: char| c.width() == Some(0));
    let name = fit(visible, NAME_MAX).trim_end();
    (name.width() > 0).then(|| name.to_string())
}

/// [`display_name`], or [`GUEST`] when it has nothing to show.
pub fn name_or_guest(wanted: &str) -> String {
    display_name(wanted).unwrap_or_else(|| GUEST.to_string())
}

/// The longest start of `text` that fits in `columns`, cut between
/// characters; a combining mark stays with the character it follows.
fn fit(text: &str, columns: usize) -> &str {
    let mut used = 0;
    for (at, c) in text.char_indices() {
        used += c.width().unwrap_or(0);
        if used > columns {
            return &text[..at];
        }
    }
    text
}

/// A name as compared: `Ana` and `ana` are one name, so that neither can
/// pass for the other.
pub fn folded(name: &str) -> String {
    name.to_lowercase()
}

/// Which key each name belongs to.
#[derive(Debug, Default)]
pub struct NameBook {
    /// Owner key by folded name.
    owners: HashMap<String, String>,
    /// Each key's folded names, oldest first.
    held: HashMap<String, VecDeque<String>>,
}

/// The name a key goes by after a claim.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Claimed {
    pub name: String,
    /// The name asked for, when it belongs to another key.
    pub taken: Option<String>,
    /// The key's oldest name, let go of for this one (folded).
    pub released: Option<String>,
}

impl NameBook {
    /// `key` asks to go by `wanted` (a [`display_name`]): the name if it
    /// is free or already the key's, else the first free variant
    /// (`ana-2`, `ana-3`…, within [`NAME_MAX`] columns).
    pub fn claim(&mut self, key: &str, wanted: &str) -> Claimed {
        if self.free_for(key, wanted) {
            return Claimed {
                released: self.bind(key, wanted),
                name: wanted.to_string(),
                taken: None,
            };
        }
        let name = (2..)
            .map(|n| variant(wanted, n))
            .find(|name| self.free_for(key, name))
            .unwrap_or_else(|| wanted.to_string());
        Claimed {
            released: self.bind(key, &name),
            name,
            taken: Some(wanted.to_string()),
        }
    }

    /// The key that holds `name` (as names are compared), if any.
    pub fn owner(&self, name: &str) -> Option<&str> {
        self.owners.get(&folded(name)).map(String::as_str)
    }

    /// A claim kept from before a restart, given back oldest first.
    pub fn restore(&mut self, key: &str, name: &str) {
        self.bind(key, name);
    }

    fn free_for(&self, key: &str, name: &str) -> bool {
        self.owners
            .get(&folded(name))
            .is_none_or(|owner| owner == key)
    }

    /// The name becomes the key's newest; past [`NAMES_PER_KEY`] its
    /// oldest is let go, and returned.
    fn bind(&mut self, key: &str, name: &str) -> Option<String> {
        let name = folded(name);
        let held = self.held.entry(key.to_string()).or_default();
        held.retain(|kept| *kept != name);
        held.push_back(name.clone());
        let released = if held.len() > NAMES_PER_KEY {
            held.pop_front()
        } else {
            None
        };
        if let Some(oldest) = &released {
            self.owners.remove(oldest);
        }
        self.owners.insert(name, key.to_string());
        released
    }
}

/// `stem-n`, the stem shortened so that the whole fits in [`NAME_MAX`].
fn variant(stem: &str, n: u64) -> String {
    let suffix = format!("-{n}");
    let stem = fit(stem, NAME_MAX.saturating_sub(suffix.width())).trim_end();
    format!("{stem}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned_and_cut_to_twenty_columns() {
        assert_eq!(display_name("ana").as_deref(), Some("ana"));
        assert_eq!(display_name(" bo\x1b[2Jb ").as_deref(), Some("bo[2Jb"));
        assert_eq!(display_name("\x07\t"), None);
        assert_eq!(
            display_name("a-very-long-user-name-indeed").as_deref(),
            Some("a-very-long-user-nam")
        );
        assert_eq!(display_name("joão").as_deref(), Some("joão"));
        assert_eq!(
            display_name("\u{202e}nimda\u{200b}").as_deref(),
            Some("nimda")
        );
        assert_eq!(display_name("\u{2066}\u{2069}"), None);
        assert_eq!(name_or_guest("\u{2066}\u{2069}"), GUEST);
    }

    #[test]
    fn wide_characters_count_two_columns_and_are_never_split() {
        // Eleven two-column characters: ten fit.
        let han = "名".repeat(11);
        assert_eq!(display_name(&han), Some("名".repeat(10)));
        // An odd column left over stays empty rather than split a character.
        let odd = format!("a{}", "名".repeat(10));
        assert_eq!(display_name(&odd), Some(format!("a{}", "名".repeat(9))));
        let emoji = "🦀".repeat(12);
        let shown = display_name(&emoji).expect("a name");
        assert_eq!((shown.width(), shown.chars().count()), (20, 10));
    }

    #[test]
    fn a_combining_mark_stays_with_its_letter() {
        // "e" and a combining acute: one column.
        let accented = "e\u{301}".repeat(21);
        let shown = display_name(&accented).expect("a name");
        assert_eq!(shown, "e\u{301}".repeat(20));
        assert_eq!(display_name("\u{301}\u{301}ana").as_deref(), Some("ana"));
        assert_eq!(display_name("\u{301}"), None);
    }

    #[test]
    fn a_name_belongs_to_the_first_key_and_others_get_a_variant() {
        let mut book = NameBook::default();
        assert_eq!(book.claim("A", "ana").taken, None);
        let second = book.claim("B", "Ana");
        assert_eq!(second.name, "Ana-2");
        assert_eq!(second.taken.as_deref(), Some("Ana"));
        assert_eq!(book.claim("C", "ana").name, "ana-3");
        assert_eq!(book.claim("A", "ANA").name, "ANA");
        assert_eq!(book.claim("B", "ana").name, "ana-2");
    }

    #[test]
    fn a_variant_of_a_long_name_stays_within_twenty_columns() {
        let mut book = NameBook::default();
        let long = "名".repeat(10);
        book.claim("A", &long);
        let variant = book.claim("B", &long).name;
        assert_eq!(variant, format!("{}-2", "名".repeat(9)));
        assert!(variant.width() <= NAME_MAX);
    }

    #[test]
    fn a_key_lets_its_oldest_name_go_past_its_share() {
        let mut book = NameBook::default();
        for n in 0..=NAMES_PER_KEY {
            book.claim("A", &format!("name{n}"));
        }
        assert_eq!(book.claim("B", "name0").taken, None);
        assert!(book.claim("B", "name1").taken.is_some());
    }
}
