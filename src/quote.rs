//! Input repeated in a message, cut to a readable length: a pasted
//! megabyte must not come back as a megabyte-long error line.

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
}
