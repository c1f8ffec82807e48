//! The names visitors go by: the one rule for what a display name may
//! be, how two names are compared, and which key each name belongs to.
//! A name is letters, digits and a few marks, in Unicode's compatibility
//! form (NFKC); names are compared by their confusable skeleton (UTS #39)
//! with case folded in, so that nobody can pose as another with a
//! look-alike letter. A name is bound to the first key that went by it;
//! another key asking for it gets a free variant. The registry keeps each
//! claim in the store and gives the claims back to a new book after a
//! restart.

use std::collections::{HashMap, HashSet, VecDeque};

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;
use unicode_security::{GeneralSecurityProfile, skeleton};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use super::refusal::Refusal;
use crate::quote::is_invisible;

/// The widest display name, in terminal columns.
pub const NAME_MAX: usize = 20;
/// The name of a visitor whose user name cannot be a name.
pub const GUEST: &str = "guest";
/// How many names one key holds at once; claiming one more lets its
/// oldest go, so that one key cannot fill the book by renaming.
pub const NAMES_PER_KEY: usize = 8;
/// What a name may hold beside letters, digits and their accents (and
/// single spaces between words).
const MARKS: [char; 4] = ['-', '_', '.', '\''];

/// Why text cannot be a name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NameRefusal {
    /// No letter or digit.
    Empty,
    /// The first character a name may not hold: as typed when it draws
    /// nothing, else as normalized.
    Character(char),
    /// Wider than [`NAME_MAX`] columns.
    TooLong,
}

impl From<NameRefusal> for Refusal {
    fn from(refusal: NameRefusal) -> Refusal {
        match refusal {
            NameRefusal::Empty => Refusal::EmptyName,
            NameRefusal::Character(c) => Refusal::NameCharacter(c),
            NameRefusal::TooLong => Refusal::NameTooLong(NAME_MAX),
        }
    }
}

/// A display name as others see it: `wanted` in NFKC, its runs of
/// white space one space, trimmed. Refused, rather than cleaned, when it
/// holds anything but letters, digits, accents on them, [`MARKS`] and
/// spaces (a character that draws nothing, zero-width, bidirectional,
/// tag, variation selector, filler, Braille blank, could make it pass
/// for another name), or when it is wider than [`NAME_MAX`] columns
/// (cut, it would not be the name asked for).
pub fn display_name(wanted: &str) -> Result<String, NameRefusal> {
    // Named as typed: normalizing may turn one such character into
    // another (U+3164 into U+1160).
    if let Some(hidden) = wanted.chars().find(|&c| draws_nothing(c)) {
        return Err(NameRefusal::Character(hidden));
    }
    let normal = nfkc(wanted);
    let words: Vec<&str> = normal.split_whitespace().collect();
    let name = words.join(" ");
    check(&name)?;
    if name.width() > NAME_MAX {
        return Err(NameRefusal::TooLong);
    }
    Ok(name)
}

/// [`display_name`], or [`GUEST`] when it is refused.
pub fn name_or_guest(wanted: &str) -> String {
    display_name(wanted).unwrap_or_else(|_| GUEST.to_string())
}

/// Each character may be in a name, an accent only after a letter or a
/// digit (in front it would join whatever is drawn before the name); and
/// one letter or digit at least.
fn check(name: &str) -> Result<(), NameRefusal> {
    let mut after_letter = false;
    for c in name.chars() {
        let accent = is_combining_mark(c);
        let fits = if accent {
            after_letter && c.identifier_allowed() && !is_invisible(c)
        } else {
            letter_or_digit(c) || c == ' ' || MARKS.contains(&c)
        };
        if !fits {
            return Err(NameRefusal::Character(c));
        }
        after_letter = letter_or_digit(c) || (accent && after_letter);
    }
    if name.chars().any(letter_or_digit) {
        Ok(())
    } else {
        Err(NameRefusal::Empty)
    }
}

/// An invisible character, or a control other than white space (which
/// stands for one space).
fn draws_nothing(c: char) -> bool {
    is_invisible(c) || (c.is_control() && !c.is_whitespace())
}

/// A letter or a digit of a script in use today (UTS #39's identifier
/// profile, which leaves out invisible, obsolete and technical ones).
fn letter_or_digit(c: char) -> bool {
    c.is_alphanumeric() && c.identifier_allowed() && !is_invisible(c)
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

/// A name as compared, and as the store keeps it beside the name: its
/// confusable skeleton with case folded in (the skeleton again, as a
/// lower-case letter may have a look-alike of its own), so that `Ana`,
/// `ana`, `ΑΝΑ` (Greek) and `аna` (Cyrillic а) are one name.
pub fn folded(name: &str) -> String {
    let shape: String = skeleton(&nfkc(name)).collect();
    skeleton(&shape.to_lowercase()).collect()
}

/// Every form a name is compared by: [`folded`], and its case folded
/// before its skeleton is taken. Neither order alone catches all: the
/// skeleton of `Ian` is `lan` (an `I` looks like an `l`), its lower case
/// `ian`; `ΑΝΑ` (Greek capitals) looks like `ANA`, its lower case `ανα`
/// does not.
fn likenesses(name: &str) -> [String; 2] {
    let lower = nfkc(name).to_lowercase();
    [folded(name), skeleton(&lower).collect()]
}

fn nfkc(text: &str) -> String {
    text.nfkc().collect()
}

/// Which key each name belongs to.
#[derive(Debug, Default)]
pub struct NameBook {
    /// Owner key by each of its names' [`likenesses`].
    owners: HashMap<String, String>,
    /// Each key's names, oldest first.
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
    /// `key` asks to go by `wanted` (a [`display_name`]): the name if
    /// neither it nor a look-alike is another key's, else the first free
    /// variant (`ana-2`, `ana-3`…, within [`NAME_MAX`] columns).
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
        likenesses(name)
            .iter()
            .find_map(|likeness| self.owners.get(likeness))
            .map(String::as_str)
    }

    /// A claim kept from before a restart, given back oldest first. One
    /// kept under older rules is skipped when it is no name now, or looks
    /// like an older claim of another key: that key keeps it.
    pub fn restore(&mut self, key: &str, name: &str) {
        let still_a_name = display_name(name).is_ok_and(|shown| shown == name);
        if still_a_name && self.free_for(key, name) {
            self.bind(key, name);
        }
    }

    fn free_for(&self, key: &str, name: &str) -> bool {
        likenesses(name)
            .iter()
            .all(|likeness| self.owners.get(likeness).is_none_or(|owner| owner == key))
    }

    /// The name becomes the key's newest, in place of one of its names
    /// folded alike; past [`NAMES_PER_KEY`] its oldest is let go, and
    /// returned (folded).
    fn bind(&mut self, key: &str, name: &str) -> Option<String> {
        let shape = folded(name);
        let held = self.held.entry(key.to_string()).or_default();
        let (mut gone, kept): (VecDeque<String>, VecDeque<String>) =
            held.drain(..).partition(|kept| folded(kept) == shape);
        *held = kept;
        held.push_back(name.to_string());
        let released = if held.len() > NAMES_PER_KEY {
            held.pop_front()
        } else {
            None
        };
        gone.extend(released.clone());
        // A likeness goes with the last of the key's names that has it.
        let still: HashSet<String> = held.iter().flat_map(|n| likenesses(n)).collect();
        for likeness in gone.iter().flat_map(|n| likenesses(n)) {
            if !still.contains(&likeness) {
                self.owners.remove(&likeness);
            }
        }
        for likeness in likenesses(name) {
            self.owners.insert(likeness, key.to_string());
        }
        released.map(|oldest| folded(&oldest))
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
    use crate::i18n::{Explain, Lang};

    fn refused(wanted: &str) -> NameRefusal {
        display_name(wanted).expect_err(wanted)
    }

    #[test]
    fn plain_names_are_shown_as_typed() {
        for name in [
            "ana",
            "Ana Maria",
            "joão",
            "Zé",
            "Conceição",
            "O'Neil",
            "jo-ao_2.0",
            "名人",
            "Δημήτρης",
            "नमस्ते",
            "Ölçer",
        ] {
            assert_eq!(display_name(name).as_deref(), Ok(name));
        }
    }

    #[test]
    fn names_are_normalized_trimmed_and_refused_past_twenty_columns() {
        assert_eq!(
            display_name("  Ana \u{a0}\t Maria ").as_deref(),
            Ok("Ana Maria")
        );
        // Decomposed accents are composed; full-width letters are letters.
        assert_eq!(display_name("joa\u{303}o").as_deref(), Ok("joão"));
        assert_eq!(display_name("ａｎａ").as_deref(), Ok("ana"));
        assert_eq!(
            display_name("a-very-long-user-name-indeed"),
            Err(NameRefusal::TooLong)
        );
        assert_eq!(
            display_name("twenty columns then").as_deref(),
            Ok("twenty columns then")
        );
        assert_eq!(
            display_name("twenty columns then x"),
            Err(NameRefusal::TooLong)
        );
    }

    #[test]
    fn wide_characters_count_two_columns() {
        assert_eq!(display_name(&"名".repeat(10)), Ok("名".repeat(10)));
        assert_eq!(display_name(&"名".repeat(11)), Err(NameRefusal::TooLong));
        assert_eq!(
            display_name(&format!("a{}", "名".repeat(10))),
            Err(NameRefusal::TooLong)
        );
    }

    #[test]
    fn an_accent_stays_with_its_letter_and_cannot_lead() {
        // Accents take no column of their own.
        let accented = "o\u{31b}\u{323}".repeat(20);
        assert_eq!(display_name(&accented), Ok("ợ".repeat(20)));
        assert_eq!(
            refused("\u{301}\u{301}ana"),
            NameRefusal::Character('\u{301}')
        );
        assert_eq!(refused("ana \u{301}"), NameRefusal::Character('\u{301}'));
    }

    #[test]
    fn what_draws_nothing_or_is_not_a_letter_is_refused_by_name() {
        let refused_characters = [
            '\u{e0061}',
            '\u{e0001}',
            '\u{e007f}',
            '\u{fe00}',
            '\u{fe0f}',
            '\u{e0100}',
            '\u{e01ef}',
            '\u{34f}',
            '\u{2800}',
            '\u{115f}',
            '\u{1160}',
            '\u{3164}',
            '\u{200b}',
            '\u{200c}',
            '\u{200d}',
            '\u{2060}',
            '\u{feff}',
            '\u{ad}',
            '\u{180e}',
            '\u{200e}',
            '\u{200f}',
            '\u{202a}',
            '\u{202e}',
            '\u{2066}',
            '\u{2069}',
            '\u{61c}',
            '\u{1b}',
            '\u{7}',
            '🦀',
            '!',
            '@',
            '"',
            '/',
            '\u{2028}',
        ];
        for c in refused_characters {
            for wanted in [format!("ana{c}"), format!("{c}ana"), format!("an{c}a")] {
                assert_eq!(
                    refused(&wanted),
                    NameRefusal::Character(c),
                    "U+{:04X}",
                    u32::from(c)
                );
            }
        }
        // Named as typed, not as normalized (U+1160).
        assert_eq!(refused("ana\u{ffa0}"), NameRefusal::Character('\u{ffa0}'));
    }

    #[test]
    fn a_refused_name_says_what_a_name_may_hold() {
        let why = Refusal::from(refused("ana\u{fe0f}"));
        assert_eq!(
            why.explain(Lang::English),
            "A name holds only letters, digits, spaces and - _ . ', not U+FE0F."
        );
        assert_eq!(
            why.explain(Lang::Portuguese),
            "Um nome só leva letras, algarismos, espaços e - _ . ', não U+FE0F."
        );
        let visible = Refusal::from(refused("ana!")).explain(Lang::English);
        assert!(visible.ends_with("not \"!\"."), "{visible}");
    }

    #[test]
    fn a_name_with_nothing_to_show_is_refused_and_the_guest_name_stands_in() {
        for wanted in ["", "\t ", "...", "- _", "\u{3000}"] {
            assert_eq!(refused(wanted), NameRefusal::Empty, "{wanted:?}");
        }
        assert_eq!(name_or_guest("\u{2800}"), GUEST);
        assert_eq!(name_or_guest("ana\u{e0061}"), GUEST);
        assert_eq!(name_or_guest("Zé"), "Zé");
    }

    #[test]
    fn look_alikes_of_a_name_are_that_name() {
        let mut book = NameBook::default();
        assert_eq!(book.claim("A", "ana").taken, None);
        // Cyrillic а first and last, Greek capitals, capitals.
        for (n, look_alike) in ["аna", "anа", "ΑΝΑ", "ANA", "Ana"].into_iter().enumerate() {
            let wanted = display_name(look_alike).expect("a name");
            assert_eq!(folded(&wanted), "ana", "{look_alike}");
            let key = format!("B{n}");
            let claimed = book.claim(&key, &wanted);
            assert_eq!(claimed.taken.as_deref(), Some(look_alike));
            // Each variant is a look-alike of the ones before it.
            assert_eq!(claimed.name, format!("{look_alike}-{}", n + 2));
            assert_eq!(book.owner(look_alike), Some("A"));
        }
        assert_eq!(book.claim("A", "Ana").taken, None);
    }

    #[test]
    fn a_name_is_taken_by_its_shape_and_by_its_case() {
        let mut book = NameBook::default();
        book.claim("A", "ian");
        book.claim("B", "lan");
        // `Ian` is `ian` in lower case, and looks like `lan`.
        assert_eq!(book.claim("C", "Ian").name, "Ian-2");
        assert_eq!(book.claim("C", "1an").name, "1an-2");
        assert_eq!(book.claim("C", "rnary").taken, None);
        assert_eq!(book.claim("D", "mary").name, "mary-2");
    }

    #[test]
    fn a_name_replaced_by_a_look_alike_of_its_own_frees_what_only_it_had() {
        let mut book = NameBook::default();
        book.claim("A", "Ian");
        book.claim("A", "lan");
        assert_eq!(book.claim("B", "ian").taken, None);
        assert_eq!(book.owner("lan"), Some("A"));
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
        let mut released = Vec::new();
        for n in 0..=NAMES_PER_KEY {
            released.extend(book.claim("A", &format!("Name{n}")).released);
        }
        assert_eq!(released, [folded("Name0")]);
        assert_eq!(book.claim("B", "name0").taken, None);
        assert!(book.claim("B", "name1").taken.is_some());
    }

    #[test]
    fn claims_kept_under_older_rules_come_back_only_as_names_now() {
        let mut book = NameBook::default();
        book.restore("A", "ana");
        // Once told apart, now one name: the older claim keeps it.
        book.restore("B", "аna");
        book.restore("C", "bo\u{fe0f}");
        book.restore("D", "🦀");
        book.restore("B", "bea");
        assert_eq!(book.owner("ana"), Some("A"));
        assert_eq!(book.owner("bo"), None);
        assert_eq!(book.owner("🦀"), None);
        assert_eq!(book.owner("BEA"), Some("B"));
        assert_eq!(book.claim("E", "bo").taken, None);
    }
}
