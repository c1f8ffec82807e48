//! One line of text being typed: the text, the cursor and the editing keys
//! every prompt and form field shares. Pure state; it knows nothing of
//! drawing (that is `ui::text_field`) nor of which screen it sits on.
//!
//! Everything counts in chars, never bytes, so `é` or `歩` is one step of
//! the cursor and one unit of the maximum length. The text never holds a
//! control char, so drawing it cannot move the terminal's cursor.
//!
//! One rule for what a field starts with: a path ([`TextField::with_text`])
//! keeps its folder with the cursor at the end, to type a name after; a
//! value ([`TextField::value`]) starts selected, so typing replaces it.
//! Text lost to the maximum is remembered ([`TextField::cut`]) so the
//! screen can say so.

use super::keymap::Key;
use crate::i18n::Lang;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextField {
    text: String,
    /// A char index, from 0 to the text's length.
    cursor: usize,
    /// The most chars the text may hold.
    max: usize,
    /// The whole text is selected, so the next char typed replaces it.
    selected: bool,
    /// The last edit lost chars to the maximum.
    cut: bool,
}

impl TextField {
    pub fn new(max: usize) -> TextField {
        TextField {
            text: String::new(),
            cursor: 0,
            max,
            selected: false,
            cut: false,
        }
    }

    /// A field holding `text` (cut to `max` chars), the cursor at its end.
    pub fn with_text(text: &str, max: usize) -> TextField {
        let mut field = TextField::new(max);
        field.set_text(text);
        field
    }

    /// A field holding a value (a name, a number), selected so typing
    /// replaces it; the cursor keys keep it to edit.
    pub fn value(text: &str, max: usize) -> TextField {
        let mut field = TextField::with_text(text, max);
        field.select_all();
        field
    }

    /// The most chars the field holds.
    pub fn max(&self) -> usize {
        self.max
    }

    /// Whether the last key or paste lost chars to the maximum.
    pub fn cut(&self) -> bool {
        self.cut
    }

    /// What to say under the field when the last edit lost chars.
    pub fn cut_note(&self, lang: Lang) -> Option<String> {
        self.cut.then(|| super::text::at_most(lang, self.max))
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// The cursor as a char index into the text.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    pub fn is_selected(&self) -> bool {
        self.selected
    }

    /// Replaces the text (control chars dropped, cut to the maximum) and
    /// puts the cursor at its end.
    pub fn set_text(&mut self, text: &str) {
        let kept: Vec<char> = text.chars().filter(|c| !c.is_control()).collect();
        self.cut = kept.len() > self.max;
        self.text = kept.into_iter().take(self.max).collect();
        self.cursor = self.len();
        self.selected = false;
    }

    pub fn clear(&mut self) {
        self.set_text("");
    }

    /// Selects the whole text, so that after an error the player can type
    /// the next try straight over the wrong one.
    pub fn select_all(&mut self) {
        self.selected = !self.text.is_empty();
        self.cursor = self.len();
    }

    /// Puts the cursor at the end of the text, nothing selected: after an
    /// error in a name, to mend the name rather than type it again.
    pub fn to_end(&mut self) {
        self.selected = false;
        self.cursor = self.len();
    }

    /// Inserts pasted text at the cursor, over the selection if there is
    /// one: its first line only, control chars dropped, cut to the room
    /// the maximum leaves.
    pub fn paste(&mut self, text: &str) {
        if self.selected {
            self.clear();
        }
        let line = text.split(['\n', '\r']).next().unwrap_or_default();
        let room = self.max.saturating_sub(self.len());
        let kept: Vec<char> = line.chars().filter(|c| !c.is_control()).collect();
        self.cut = kept.len() > room;
        let pasted: String = kept.into_iter().take(room).collect();
        let at = self.byte(self.cursor);
        self.text.insert_str(at, &pasted);
        self.cursor += pasted.chars().count();
    }

    /// Applies an editing key; false for keys the field has no use for
    /// (Enter, Esc, Up, Tab...), which the screen then reads itself.
    pub fn key(&mut self, key: Key) -> bool {
        self.cut = false;
        if self.selected {
            return self.key_on_selection(key);
        }
        match key {
            Key::Char(c) => return self.insert(c),
            Key::Left => self.cursor = self.cursor.saturating_sub(1),
            Key::Right => self.cursor = (self.cursor + 1).min(self.len()),
            Key::Home | Key::Ctrl('a') => self.cursor = 0,
            Key::End | Key::Ctrl('e') => self.cursor = self.len(),
            Key::Backspace => self.delete(self.cursor.saturating_sub(1), self.cursor),
            Key::Delete => self.delete(self.cursor, (self.cursor + 1).min(self.len())),
            Key::Ctrl('u') => self.delete(0, self.cursor),
            Key::Ctrl('w') => self.delete(self.word_start(), self.cursor),
            _ => return false,
        }
        true
    }

    /// While everything is selected, typing replaces it, deleting clears
    /// it, and moving just drops the selection at that end.
    fn key_on_selection(&mut self, key: Key) -> bool {
        match key {
            Key::Char(c) if c.is_control() => return false,
            Key::Char(c) => {
                self.clear();
                self.insert(c);
            }
            Key::Left | Key::Home | Key::Ctrl('a') => self.cursor = 0,
            Key::Right | Key::End | Key::Ctrl('e') => self.cursor = self.len(),
            Key::Backspace | Key::Delete | Key::Ctrl('u') | Key::Ctrl('w') => self.clear(),
            _ => return false,
        }
        self.selected = false;
        true
    }

    /// Inserts at the cursor. A full field still takes the key (it is
    /// typing, not a command), it just keeps the text as it is.
    fn insert(&mut self, c: char) -> bool {
        if c.is_control() {
            return false;
        }
        if self.len() < self.max {
            let at = self.byte(self.cursor);
            self.text.insert(at, c);
            self.cursor += 1;
        } else {
            self.cut = true;
        }
        true
    }

    /// Removes the chars from index `from` up to `to`; the cursor lands
    /// where they were.
    fn delete(&mut self, from: usize, to: usize) {
        let range = self.byte(from)..self.byte(to);
        self.text.replace_range(range, "");
        self.cursor = from;
    }

    /// Where Ctrl-W's cut starts, as readline does it: back over spaces,
    /// then back over the word before them.
    fn word_start(&self) -> usize {
        let before: Vec<char> = self.text.chars().take(self.cursor).collect();
        let spaces = before.iter().rev().take_while(|c| c.is_whitespace());
        let after_word = before.len() - spaces.count();
        let word = before[..after_word]
            .iter()
            .rev()
            .take_while(|c| !c.is_whitespace());
        after_word - word.count()
    }

    fn len(&self) -> usize {
        self.text.chars().count()
    }

    /// The byte offset of char index `index` (the text's end past the last).
    fn byte(&self, index: usize) -> usize {
        self.text
            .char_indices()
            .nth(index)
            .map_or(self.text.len(), |(at, _)| at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A field after typing `text` key by key.
    fn typed(text: &str) -> TextField {
        let mut field = TextField::new(20);
        for c in text.chars() {
            assert!(field.key(Key::Char(c)));
        }
        field
    }

    fn keys(field: &mut TextField, keys: &[Key]) {
        for &key in keys {
            assert!(field.key(key), "{key:?} unused");
        }
    }

    #[test]
    fn typing_appends_and_moves_the_cursor() {
        let field = typed("e4");
        assert_eq!((field.text(), field.cursor()), ("e4", 2));
        assert!(!field.is_empty());
        assert!(TextField::new(5).is_empty());
    }

    #[test]
    fn typing_inserts_at_the_cursor() {
        let mut field = typed("Nf3");
        keys(&mut field, &[Key::Left, Key::Left, Key::Char('x')]);
        assert_eq!((field.text(), field.cursor()), ("Nxf3", 2));
    }

    #[test]
    fn control_chars_are_refused() {
        let mut field = typed("a");
        assert!(!field.key(Key::Char('\t')));
        assert!(!field.key(Key::Char('\u{1b}')));
        assert_eq!(field.text(), "a");
    }

    #[test]
    fn the_maximum_length_holds_in_chars() {
        let mut field = TextField::new(3);
        for c in "é歩xy".chars() {
            assert!(field.key(Key::Char(c)), "a full field still takes {c}");
        }
        assert_eq!(field.text(), "é歩x");
        assert_eq!(TextField::with_text("abcdef", 4).text(), "abcd");
    }

    #[test]
    fn left_and_right_stop_at_the_ends() {
        let mut field = typed("ab");
        keys(&mut field, &[Key::Right]);
        assert_eq!(field.cursor(), 2);
        keys(&mut field, &[Key::Left, Key::Left, Key::Left]);
        assert_eq!(field.cursor(), 0);
        keys(&mut field, &[Key::Right]);
        assert_eq!(field.cursor(), 1);
    }

    #[test]
    fn home_end_and_their_control_keys_jump() {
        let mut field = typed("game.pgn");
        keys(&mut field, &[Key::Home]);
        assert_eq!(field.cursor(), 0);
        keys(&mut field, &[Key::End]);
        assert_eq!(field.cursor(), 8);
        keys(&mut field, &[Key::Ctrl('a')]);
        assert_eq!(field.cursor(), 0);
        keys(&mut field, &[Key::Ctrl('e')]);
        assert_eq!(field.cursor(), 8);
    }

    #[test]
    fn backspace_deletes_before_the_cursor() {
        let mut field = typed("abc");
        keys(&mut field, &[Key::Left, Key::Backspace]);
        assert_eq!((field.text(), field.cursor()), ("ac", 1));
        keys(&mut field, &[Key::Home, Key::Backspace]);
        assert_eq!((field.text(), field.cursor()), ("ac", 0));
    }

    #[test]
    fn delete_deletes_at_the_cursor() {
        let mut field = typed("abc");
        keys(&mut field, &[Key::Home, Key::Delete]);
        assert_eq!((field.text(), field.cursor()), ("bc", 0));
        keys(&mut field, &[Key::End, Key::Delete]);
        assert_eq!((field.text(), field.cursor()), ("bc", 2));
    }

    #[test]
    fn ctrl_u_deletes_from_the_start_to_the_cursor() {
        let mut field = typed("/home/ana/game.pgn");
        for _ in 0..8 {
            field.key(Key::Left);
        }
        keys(&mut field, &[Key::Ctrl('u')]);
        assert_eq!((field.text(), field.cursor()), ("game.pgn", 0));
    }

    #[test]
    fn ctrl_w_deletes_the_word_before_the_cursor_like_readline() {
        let mut field = typed("my  old game  ");
        keys(&mut field, &[Key::Ctrl('w')]);
        assert_eq!(field.text(), "my  old ");
        keys(&mut field, &[Key::Ctrl('w')]);
        assert_eq!(field.text(), "my  ");
        keys(&mut field, &[Key::Ctrl('w')]);
        assert_eq!(field.text(), "");
        keys(&mut field, &[Key::Ctrl('w')]);
        assert_eq!(field.text(), "");

        // Only whitespace ends a word, so a path goes whole.
        let mut field = typed("to /tmp/a.pgn");
        keys(&mut field, &[Key::Left, Key::Ctrl('w')]);
        assert_eq!((field.text(), field.cursor()), ("to n", 3));
    }

    #[test]
    fn other_keys_are_left_to_the_screen() {
        let mut field = typed("e4");
        for key in [
            Key::Up,
            Key::Down,
            Key::Enter,
            Key::Esc,
            Key::Tab,
            Key::Ctrl('r'),
        ] {
            assert!(!field.key(key), "{key:?}");
        }
        assert_eq!((field.text(), field.cursor()), ("e4", 2));
    }

    #[test]
    fn a_char_typed_over_a_selection_replaces_it() {
        let mut field = typed("e5");
        field.select_all();
        assert!(field.is_selected());
        keys(
            &mut field,
            &[Key::Char('N'), Key::Char('f'), Key::Char('3')],
        );
        assert_eq!(field.text(), "Nf3");
        assert!(!field.is_selected());
    }

    #[test]
    fn deleting_a_selection_clears_it() {
        for key in [Key::Backspace, Key::Delete, Key::Ctrl('u'), Key::Ctrl('w')] {
            let mut field = typed("e5");
            field.select_all();
            keys(&mut field, &[key]);
            assert_eq!((field.text(), field.cursor()), ("", 0), "{key:?}");
            assert!(!field.is_selected());
        }
    }

    #[test]
    fn moving_drops_a_selection_at_that_end() {
        for (key, at) in [
            (Key::Left, 0),
            (Key::Home, 0),
            (Key::Right, 3),
            (Key::End, 3),
        ] {
            let mut field = typed("Nf3");
            field.select_all();
            keys(&mut field, &[key]);
            assert_eq!((field.text(), field.cursor()), ("Nf3", at), "{key:?}");
            assert!(!field.is_selected());
        }
    }

    #[test]
    fn other_keys_keep_a_selection() {
        let mut field = typed("e5");
        field.select_all();
        assert!(!field.key(Key::Enter));
        assert!(!field.key(Key::Char('\n')));
        assert!(field.is_selected());
    }

    #[test]
    fn an_empty_field_has_nothing_to_select() {
        let mut field = TextField::new(4);
        field.select_all();
        assert!(!field.is_selected());
    }

    #[test]
    fn setting_the_text_drops_the_selection_and_control_chars() {
        let mut field = typed("e5");
        field.select_all();
        field.set_text("a\nb");
        assert_eq!((field.text(), field.cursor()), ("ab", 2));
        assert!(!field.is_selected());
        field.clear();
        assert_eq!((field.text(), field.cursor()), ("", 0));
    }

    #[test]
    fn a_paste_goes_in_at_the_cursor_cut_to_the_room_left() {
        let mut field = typed("e4");
        keys(&mut field, &[Key::Left]);
        field.paste("xé歩");
        assert_eq!((field.text(), field.cursor()), ("exé歩4", 4));
        let mut full = TextField::new(5);
        full.paste(&"a".repeat(3000));
        assert_eq!((full.text(), full.cursor()), ("aaaaa", 5));
        full.paste("b");
        assert_eq!(full.text(), "aaaaa");
    }

    #[test]
    fn a_paste_replaces_a_selection() {
        let mut field = typed("e5");
        field.select_all();
        field.paste("Nf3");
        assert_eq!((field.text(), field.cursor()), ("Nf3", 3));
        assert!(!field.is_selected());
    }

    #[test]
    fn a_paste_keeps_its_first_line_without_control_chars() {
        let mut field = TextField::new(40);
        field.paste("a\tb\u{1b}[31mc\nsecond line");
        assert_eq!(field.text(), "ab[31mc");
        let mut field = TextField::new(40);
        field.paste("8/8/8 w\r\n");
        assert_eq!(field.text(), "8/8/8 w");
    }

    #[test]
    fn multi_byte_chars_are_one_step_each() {
        let mut field = TextField::with_text("é歩", 10);
        assert_eq!(field.cursor(), 2);
        keys(&mut field, &[Key::Left, Key::Char('ü')]);
        assert_eq!(field.text(), "éü歩");
        keys(&mut field, &[Key::Delete]);
        assert_eq!(field.text(), "éü");
        keys(&mut field, &[Key::Backspace, Key::Backspace]);
        assert_eq!((field.text(), field.cursor()), ("", 0));
        let mut field = TextField::with_text("名前 歩兵", 10);
        keys(&mut field, &[Key::Ctrl('w')]);
        assert_eq!(field.text(), "名前 ");
    }

    #[test]
    fn a_value_starts_selected_and_typing_replaces_it() {
        let mut field = TextField::value("dora", 20);
        assert!(field.is_selected());
        keys(&mut field, &[Key::Char('D'), Key::Char('o')]);
        assert_eq!(field.text(), "Do");
    }

    #[test]
    fn a_path_keeps_its_text_with_the_cursor_at_the_end() {
        let mut field = TextField::with_text("/home/ana/", 100);
        assert!(!field.is_selected());
        keys(&mut field, &[Key::Char('a')]);
        assert_eq!(field.text(), "/home/ana/a");
    }

    #[test]
    fn a_cut_by_the_maximum_is_remembered_until_the_next_key() {
        let mut field = typed("12345678901234567890");
        assert!(!field.cut());
        keys(&mut field, &[Key::Char('x')]);
        assert!(field.cut());
        assert_eq!(
            field.cut_note(Lang::English).as_deref(),
            Some("At most 20 characters fit here.")
        );
        keys(&mut field, &[Key::Backspace]);
        assert!(!field.cut());
        field.paste("abc");
        assert!(field.cut(), "a paste cut short is said too");
    }
}
