//! Input repeated in a message, cut to a readable length: a pasted
//! megabyte must not come back as a megabyte-long error line. And text a
//! visitor chose, as a log writes it: quoted and escaped, so it cannot
//! forge a line or a field.

use std::fmt;

/// The most characters of the input a message repeats.
const MOST: usize = 40;

/// Writes the text in double quotes, cut after [`MOST`] characters with
/// `…` when it is longer.
pub struct Quoted<'a>(pub &'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(MOST) {
            Some((cut, _)) => write!(f, "\"{}…\"", &self.0[..cut]),
            None => write!(f, "\"{}\"", self.0),
        }
    }
}

/// Writes visitor-given text (a user name) for a log: in double quotes,
/// with quotes, backslashes and every character that could hide or move
/// text (controls, bidirectional marks, zero-width and line separators)
/// as `\u{…}`, so a line reads the same in any viewer.
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"")?;
        for c in self.0.chars() {
            match c {
                '"' => f.write_str("\\\"")?,
                '\\' => f.write_str("\\\\")?,
                c if c.is_control() || is_invisible(c) => write!(f, "\\u{{{:x}}}", u32::from(c))?,
                c => write!(f, "{c}")?,
            }
        }
        f.write_str("\"")
    }
}

/// Characters that draw nothing yet change how text around them reads:
/// bidirectional marks, embeddings, overrides and isolates, zero-width
/// characters, line and paragraph separators, and other invisible
/// format characters.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{ad}'
            | '\u{61c}'
            | '\u{180e}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{206f}'
            | '\u{feff}'
            | '\u{fff9}'..='\u{fffb}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_quoted_whole() {
        assert_eq!(Quoted("e9e4").to_string(), "\"e9e4\"");
        assert_eq!(Quoted("").to_string(), "\"\"");
    }

    #[test]
    fn long_text_is_cut_on_a_character_boundary() {
        let long = "é".repeat(1_000);
        let shown = Quoted(&long).to_string();
        assert_eq!(shown, format!("\"{}…\"", "é".repeat(MOST)));
        let exact = "x".repeat(MOST);
        assert_eq!(Quoted(&exact).to_string(), format!("\"{exact}\""));
    }

    #[test]
    fn escaped_text_cannot_hide_characters_or_break_out_of_its_quotes() {
        assert_eq!(Escaped("ana").to_string(), "\"ana\"");
        assert_eq!(
            Escaped("x from 10.9.8.7").to_string(),
            "\"x from 10.9.8.7\""
        );
        assert_eq!(
            Escaped("a\u{202e}b\u{2066}c\u{200b}d").to_string(),
            "\"a\\u{202e}b\\u{2066}c\\u{200b}d\""
        );
        assert_eq!(
            Escaped("a\"b\\c\nd\x1b[2J").to_string(),
            "\"a\\\"b\\\\c\\u{a}d\\u{1b}[2J\""
        );
        assert_eq!(Escaped("é ñ 名").to_string(), "\"é ñ 名\"");
    }

    #[test]
    fn every_bidirectional_and_zero_width_mark_is_invisible() {
        let marks = ('\u{202a}'..='\u{202e}')
            .chain('\u{2066}'..='\u{2069}')
            .chain('\u{200b}'..='\u{200f}')
            .chain(['\u{61c}', '\u{feff}', '\u{2060}']);
        for mark in marks {
            assert!(is_invisible(mark), "{:x}", u32::from(mark));
        }
        assert!(!"aé名-_ 1".chars().any(is_invisible));
    }
}
