//! Input repeated in a message, cut to a readable length: a pasted
//! megabyte must not come back as a megabyte-long error line. And text a
//! visitor chose, as a log writes it: quoted and escaped, so it cannot
//! forge a line or a field. And one character named so that a reader can
//! tell it even when it draws nothing.

use std::fmt;

use unicode_width::UnicodeWidthChar;

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
/// text (controls and [`is_invisible`] ones) as `\u{…}`, so a line reads
/// the same in any viewer.
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

/// Characters that draw nothing yet change how text around them reads,
/// or draw a blank that passes for nothing: Unicode's default-ignorable
/// code points (bidirectional marks, embeddings, overrides and isolates,
/// zero-width characters, the combining grapheme joiner, variation
/// selectors, tags, Hangul fillers), the other invisible format
/// characters, line and paragraph separators, and the Braille blank.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{ad}'
            | '\u{34f}'
            | '\u{600}'..='\u{605}'
            | '\u{61c}'
            | '\u{6dd}'
            | '\u{70f}'
            | '\u{890}'..='\u{891}'
            | '\u{8e2}'
            | '\u{115f}'..='\u{1160}'
            | '\u{17b4}'..='\u{17b5}'
            | '\u{180b}'..='\u{180f}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{206f}'
            | '\u{2800}'
            | '\u{3164}'
            | '\u{fe00}'..='\u{fe0f}'
            | '\u{feff}'
            | '\u{ffa0}'
            | '\u{fff0}'..='\u{fffb}'
            | '\u{110bd}'
            | '\u{110cd}'
            | '\u{13430}'..='\u{1343f}'
            | '\u{1bca0}'..='\u{1bca3}'
            | '\u{1d173}'..='\u{1d17a}'
            | '\u{e0000}'..='\u{e0fff}'
    )
}

/// One character as a reader can tell it: in quotes when it draws on its
/// own, else by its code point (`U+FE0F`), as an invisible character, a
/// control or an accent alone would show nothing.
pub fn spelled(c: char) -> String {
    let draws = !c.is_control() && !is_invisible(c) && c.width().is_some_and(|w| w > 0);
    if draws {
        format!("\"{c}\"")
    } else {
        format!("U+{:04X}", u32::from(c))
    }
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

    #[test]
    fn tags_selectors_fillers_and_the_braille_blank_are_escaped() {
        assert_eq!(
            Escaped("ana\u{e0061}\u{fe0f}\u{34f}").to_string(),
            "\"ana\\u{e0061}\\u{fe0f}\\u{34f}\""
        );
        assert_eq!(
            Escaped("\u{2800}\u{3164}\u{115f}\u{1160}\u{ffa0}\u{e0100}").to_string(),
            "\"\\u{2800}\\u{3164}\\u{115f}\\u{1160}\\u{ffa0}\\u{e0100}\""
        );
    }

    #[test]
    fn every_default_ignorable_character_is_invisible() {
        // The confusable skeleton (UTS #39) drops exactly Unicode's
        // default-ignorable code points; none may be missed here.
        let ignorable: Vec<char> = ('\0'..=char::MAX)
            .filter(|&c| !c.is_control())
            .filter(|&c| unicode_security::skeleton(&format!("a{c}")).eq(['a']))
            .collect();
        // U+E0000..U+E0FFF alone are 4,096.
        assert!(ignorable.len() > 4_096, "{}", ignorable.len());
        for c in ignorable {
            assert!(is_invisible(c), "U+{:04X}", u32::from(c));
        }
    }

    #[test]
    fn a_character_is_spelled_by_its_code_point_when_it_draws_nothing() {
        assert_eq!(spelled('!'), "\"!\"");
        assert_eq!(spelled('名'), "\"名\"");
        assert_eq!(spelled('\u{fe0f}'), "U+FE0F");
        assert_eq!(spelled('\u{e0061}'), "U+E0061");
        assert_eq!(spelled('\u{2800}'), "U+2800");
        assert_eq!(spelled('\u{301}'), "U+0301");
        assert_eq!(spelled('\u{1b}'), "U+001B");
    }
}
