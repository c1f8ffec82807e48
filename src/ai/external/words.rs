//! Splits an engine's command line into words as a POSIX shell would
//! (quotes and backslashes respected), so it can be run without a shell:
//! no variables, globs, pipes or redirections are ever expanded.

use crate::i18n::{Explain, Lang, Msg};

/// Why a command line cannot be split.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SplitError {
    UnclosedQuote,
    TrailingBackslash,
}

impl Explain for SplitError {
    fn explain(&self, lang: Lang) -> String {
        let key = match self {
            SplitError::UnclosedQuote => "engine-unclosed-quote",
            SplitError::TrailingBackslash => "engine-trailing-backslash",
        };
        lang.tr(Msg(key)).into_owned()
    }
}

/// The words of `line`: blanks separate them; `'...'` keeps everything
/// as written; `"..."` keeps everything but `\` before `"`, `\`, `$`,
/// `` ` `` or a newline; elsewhere `\` keeps the next character.
pub fn split(line: &str) -> Result<Vec<String>, SplitError> {
    let mut words = Vec::new();
    // None between words; Some (maybe empty, after `''`) inside one.
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' => words.extend(word.take()),
            '\'' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next().ok_or(SplitError::UnclosedQuote)? {
                        '\'' => break,
                        c => text.push(c),
                    }
                }
            }
            '"' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next().ok_or(SplitError::UnclosedQuote)? {
                        '"' => break,
                        '\\' => match chars.next().ok_or(SplitError::UnclosedQuote)? {
                            '\n' => {}
                            c @ ('"' | '\\' | '$' | '`') => text.push(c),
                            c => {
                                text.push('\\');
                                text.push(c);
                            }
                        },
                        c => text.push(c),
                    }
                }
            }
            '\\' => match chars.next().ok_or(SplitError::TrailingBackslash)? {
                '\n' => {}
                c => word.get_or_insert_with(String::new).push(c),
            },
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
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
    fn nothing_is_expanded() {
        assert_eq!(
            words("$HOME *.rs a|b >out"),
            ["$HOME", "*.rs", "a|b", ">out"]
        );
    }

    #[test]
    fn broken_lines_are_refused() {
        assert_eq!(split("'open"), Err(SplitError::UnclosedQuote));
        assert_eq!(split(r#""open \""#), Err(SplitError::UnclosedQuote));
        assert_eq!(split(r"end\"), Err(SplitError::TrailingBackslash));
    }
}
