//! The languages the interface speaks, and their message catalogues.
//!
//! Each language is one Fluent file in `locales/`, built into the binary.
//! The catalogues are parsed once and shared read-only; which language a
//! reader gets is a [`Lang`] value each `App` carries, so two visitors of
//! one server read their own. The headless commands never come here:
//! their output is a format tools read (NOTATION.md).

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language of the interface.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    #[default]
    English,
    /// European Portuguese (pt-PT).
    Portuguese,
}

/// A message of the catalogues, by its Fluent identifier: made by
/// [`msg!`](crate::msg), so that an identifier missing from the English
/// catalogue (tests/catalogue.rs holds the others to it) is refused while
/// compiling.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Msg(&'static str);

// The identifiers of locales/en.ftl, sorted (by build.rs).
include!(concat!(env!("OUT_DIR"), "/message_ids.rs"));

impl Msg {
    /// The message `id`, which must be in the English catalogue: evaluated
    /// as a constant (as `msg!` does), a missing one fails the build.
    pub const fn checked(id: &'static str) -> Msg {
        assert!(place(id).is_some(), "no such message in locales/en.ftl");
        Msg(id)
    }

    /// The message `id` when the English catalogue has it: for an id read
    /// at run time (a test reading the catalogue itself).
    pub fn named(id: &str) -> Option<Msg> {
        place(id).map(|at| Msg(MESSAGE_IDS[at]))
    }

    pub fn id(self) -> &'static str {
        self.0
    }
}

/// Where `id` stands in [`MESSAGE_IDS`], if it does: a binary search a
/// constant can run, so the build and the run time look ids up alike.
const fn place(id: &str) -> Option<usize> {
    let (mut low, mut high) = (0, MESSAGE_IDS.len());
    while low < high {
        let middle = (low + high) / 2;
        match compare(MESSAGE_IDS[middle].as_bytes(), id.as_bytes()) {
            std::cmp::Ordering::Less => low = middle + 1,
            std::cmp::Ordering::Greater => high = middle,
            std::cmp::Ordering::Equal => return Some(middle),
        }
    }
    None
}

/// Byte-wise order of two strings, as `Ord for str` gives it.
const fn compare(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    let mut at = 0;
    while at < a.len() && at < b.len() {
        if a[at] != b[at] {
            return if a[at] < b[at] {
                std::cmp::Ordering::Less
            } else {
                std::cmp::Ordering::Greater
            };
        }
        at += 1;
    }
    if a.len() < b.len() {
        std::cmp::Ordering::Less
    } else if a.len() > b.len() {
        std::cmp::Ordering::Greater
    } else {
        std::cmp::Ordering::Equal
    }
}

/// The catalogue message `id`, checked while compiling:
/// `msg!("menu-new-game")`.
#[macro_export]
macro_rules! msg {
    ($id:literal) => {{
        const MSG: $crate::i18n::Msg = $crate::i18n::Msg::checked($id);
        MSG
    }};
}

/// An error or refusal put into words in the reader's language: errors
/// stay values inside the program and become text only where shown.
pub trait Explain {
    fn explain(&self, lang: Lang) -> String;
}

/// Gives each listed type `Display` in English, as logs and the headless
/// commands print it, and `Error`: for values that explain themselves.
macro_rules! english_display {
    ($($kind:ty),+ $(,)?) => {$(
        impl std::fmt::Display for $kind {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let english = $crate::i18n::Explain::explain(self, $crate::i18n::Lang::English);
                f.write_str(&english)
            }
        }

        impl std::error::Error for $kind {}
    )+};
}

/// A value put into a message's placeholder.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(f64),
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        // Catalogue numbers are counts and sizes, far inside f64's exact range.
        Arg::Number(n as f64)
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Number(n as f64)
    }
}

impl From<u16> for Arg<'_> {
    fn from(n: u16) -> Self {
        Arg::Number(f64::from(n))
    }
}

impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Number(f64::from(n))
    }
}

impl From<u64> for Arg<'_> {
    fn from(n: u64) -> Self {
        Arg::Number(n as f64)
    }
}

impl From<f64> for Arg<'_> {
    fn from(n: f64) -> Self {
        Arg::Number(n)
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

impl<'a> From<Cow<'a, str>> for Arg<'a> {
    fn from(text: Cow<'a, str>) -> Self {
        Arg::Text(text)
    }
}

impl Lang {
    /// Every language, in the order Settings offers them.
    pub const ALL: [Lang; 2] = [Lang::English, Lang::Portuguese];

    /// The language's own name, as its speakers write it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::Portuguese => "Português",
        }
    }

    /// The language a POSIX locale asks for: `LC_ALL`, else `LC_MESSAGES`,
    /// else `LANG`, the first one set and not empty, as the C library
    /// reads them. Any Portuguese locale (`pt_PT.UTF-8`, `pt_BR`, `pt`)
    /// reads Portuguese; anything else, or nothing, English.
    pub fn from_locale<'a>(var: impl Fn(&str) -> Option<Cow<'a, str>>) -> Lang {
        let chosen = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty());
        match chosen {
            Some(value) if Lang::is_portuguese(&value) => Lang::Portuguese,
            _ => Lang::English,
        }
    }

    /// A number with `places` decimals as the language writes it: a
    /// decimal point in English, a decimal comma in Portuguese (`0,8`).
    pub fn decimal(self, value: f64, places: usize) -> String {
        let written = format!("{value:.places$}");
        match self {
            Lang::English => written,
            Lang::Portuguese => written.replace('.', ","),
        }
    }

    fn is_portuguese(locale: &str) -> bool {
        let language = locale.split(['_', '-', '.', '@']).next().unwrap_or("");
        language.eq_ignore_ascii_case("pt")
    }

    /// The message `msg` in this language.
    pub fn tr(self, msg: Msg) -> Cow<'static, str> {
        self.format(msg, None)
    }

    /// A message without placeholders, borrowed from the catalogue for
    /// as long as the program runs: what a table of `&'static str` (the
    /// keymap's labels) needs.
    pub fn plain(self, msg: Msg) -> &'static str {
        match self.tr(msg) {
            Cow::Borrowed(text) => text,
            // Only a message with placeholders is built afresh; shown
            // plain, its name says which it is.
            Cow::Owned(_) => msg.0,
        }
    }

    /// The message `msg` with its placeholders filled from `args`.
    pub fn tr_with(self, msg: Msg, args: &[(&str, Arg<'_>)]) -> String {
        let mut fluent = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            let value = match value {
                Arg::Text(text) => FluentValue::from(text.to_string()),
                Arg::Number(n) => FluentValue::from(*n),
            };
            fluent.set(*name, value);
        }
        self.format(msg, Some(&fluent)).into_owned()
    }

    fn format(self, msg: Msg, args: Option<&FluentArgs>) -> Cow<'static, str> {
        let bundle = catalogue(self);
        let Some(pattern) = bundle.get_message(msg.0).and_then(|m| m.value()) else {
            // A missing message is a defect the catalogue tests catch;
            // showing its name keeps the screen usable meanwhile.
            return Cow::Borrowed(msg.0);
        };
        let mut errors = Vec::new();
        bundle.format_pattern(pattern, args, &mut errors)
    }

    /// Whether this language's catalogue has `msg`.
    pub fn has(self, msg: Msg) -> bool {
        catalogue(self).has_message(msg.0)
    }
}

/// The catalogue files, one per language.
pub const SOURCES: [(Lang, &str); 2] = [
    (Lang::English, include_str!("../locales/en.ftl")),
    (Lang::Portuguese, include_str!("../locales/pt-PT.ftl")),
];

fn catalogue(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 2]> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| SOURCES.map(|(lang, text)| bundle(lang, text)));
    &bundles[lang as usize]
}

fn bundle(lang: Lang, text: &'static str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = match lang {
        Lang::English => unic_langid::langid!("en"),
        Lang::Portuguese => unic_langid::langid!("pt-PT"),
    };
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Terminals show the Unicode isolation marks as stray cells.
    bundle.set_use_isolating(false);
    // A syntax error is caught by the catalogue tests; the entries that do
    // parse are still used.
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(partial, _)| partial);
    // Two entries with one name are caught by the catalogue tests too; the
    // first one stays.
    let _ = bundle.add_resource(resource);
    bundle
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<Cow<'a, str>> {
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| Cow::Borrowed(*value))
        }
    }

    #[test]
    fn portuguese_writes_a_decimal_comma() {
        assert_eq!(Lang::English.decimal(0.8, 1), "0.8");
        assert_eq!(Lang::Portuguese.decimal(0.8, 1), "0,8");
        assert_eq!(Lang::Portuguese.decimal(-1.25, 2), "-1,25");
        assert_eq!(Lang::Portuguese.decimal(12.0, 0), "12");
    }

    #[test]
    fn the_locale_variables_are_read_in_the_c_library_order() {
        assert_eq!(
            Lang::from_locale(env(&[("LANG", "pt_PT.UTF-8")])),
            Lang::Portuguese
        );
        assert_eq!(
            Lang::from_locale(env(&[("LANG", "pt_BR.UTF-8")])),
            Lang::Portuguese
        );
        assert_eq!(Lang::from_locale(env(&[("LANG", "pt")])), Lang::Portuguese);
        assert_eq!(
            Lang::from_locale(env(&[
                ("LANG", "pt_PT.UTF-8"),
                ("LC_MESSAGES", "en_GB.UTF-8")
            ])),
            Lang::English
        );
        assert_eq!(
            Lang::from_locale(env(&[
                ("LC_ALL", "pt_PT.UTF-8"),
                ("LC_MESSAGES", "en_GB.UTF-8")
            ])),
            Lang::Portuguese
        );
        assert_eq!(
            Lang::from_locale(env(&[("LC_ALL", ""), ("LANG", "pt_PT.UTF-8")])),
            Lang::Portuguese
        );
        assert_eq!(
            Lang::from_locale(env(&[("LANG", "C.UTF-8")])),
            Lang::English
        );
        assert_eq!(Lang::from_locale(env(&[("LANG", "ptx_XX")])), Lang::English);
        assert_eq!(Lang::from_locale(env(&[])), Lang::English);
    }

    #[test]
    fn a_message_reads_in_each_language_with_its_plural() {
        let one = [("count", Arg::from(1_usize))];
        let many = [("count", Arg::from(3_usize))];
        assert_eq!(Lang::English.tr_with(msg!("length-moves"), &one), "1 move");
        assert_eq!(
            Lang::English.tr_with(msg!("length-moves"), &many),
            "3 moves"
        );
        assert_eq!(
            Lang::Portuguese.tr_with(msg!("length-moves"), &one),
            "1 lance"
        );
        assert_eq!(
            Lang::Portuguese.tr_with(msg!("length-moves"), &many),
            "3 lances"
        );
        assert_eq!(Lang::Portuguese.tr(msg!("settings-language")), "Idioma");
    }

    #[test]
    fn a_missing_message_shows_its_name() {
        assert_eq!(Lang::English.tr(Msg("no-such-message")), "no-such-message");
        assert!(!Lang::English.has(Msg("no-such-message")));
    }
}
