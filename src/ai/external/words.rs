//! Splits an engine's command line into words as a POSIX shell would
//! (quotes, backslashes and `#` comments respected: the `shlex` crate),
//! so it can be run without a shell: no variables, globs, pipes or
//! redirections are ever expanded.

use crate::i18n::{Explain, Lang};

/// Why a command line cannot be split: a quote is not closed, or it ends
/// with a lone backslash.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SplitError;

impl Explain for SplitError {
    fn explain(&self, lang: Lang) -> String {
        lang.tr(msg!("engine-unsplittable")).into_owned()
    }
}

/// The words of `line`.
pub fn split(line: &str) -> Result<Vec<String>, SplitError> {
    shlex::split(line).ok_or(SplitError)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        split(line).expect("splits")
    }

    #[test]
    fn blanks_separate_words() {
        assert_eq!(
            words("  ./old/tabuleiro \t uci "),
            ["./old/tabuleiro", "uci"]
        );
        assert!(words("   ").is_empty());
    }

    #[test]
    fn single_quotes_keep_everything() {
        assert_eq!(
            words(r#"'my engine' 'a "b" \c'"#),
            ["my engine", r#"a "b" \c"#]
        );
    }

    #[test]
    fn double_quotes_keep_all_but_a_few_escapes() {
        assert_eq!(
            words(r#""a b" "say \"hi\" \\ \$x \n""#),
            ["a b", r#"say "hi" \ $x \n"#]
        );
    }

    #[test]
    fn quotes_join_with_their_neighbours_and_may_be_empty() {
        assert_eq!(words(r#"--dir='/a b'/c "" x"#), ["--dir=/a b/c", "", "x"]);
    }

    #[test]
    fn a_backslash_keeps_the_next_character() {
        assert_eq!(words(r"a\ b c\'d"), ["a b", "c'd"]);
        assert_eq!(words("a\\\nb"), ["ab"]);
    }

    #[test]
    fn nothing_is_expanded_and_a_word_starting_with_a_hash_is_a_comment() {
        assert_eq!(
            words("$HOME *.rs a|b >out x#y #z w"),
            ["$HOME", "*.rs", "a|b", ">out", "x#y"]
        );
    }

    #[test]
    fn broken_lines_are_refused() {
        assert_eq!(split("'open"), Err(SplitError));
        assert_eq!(split(r#""open \""#), Err(SplitError));
        assert_eq!(split(r"end\"), Err(SplitError));
    }
}
