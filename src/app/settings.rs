//! The settings: one typed value, its document `settings.toml`
//! ([`SettingsFile`]), and how each field changes.

use std::borrow::Cow;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::engines::EngineEntry;
use super::keymap::Key;
use super::notation::Notation;
use super::text;
use crate::i18n::{Lang, Msg};
use crate::storage::Versioned;

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub mouse: bool,
    pub show_targets: bool,
    /// The pause between two computer moves when computers play each other.
    pub pause_ms: u64,
    /// How long the master level thinks per move.
    pub master_ms: u64,
    /// Files and ranks beside the board.
    pub show_coordinates: bool,
    /// The terminal bell on every move.
    pub bell: bool,
    /// The terminal bell in a room when the opponent moves (over SSH).
    pub ring_in_rooms: bool,
    /// A theme by name: bundled or the user's own.
    pub theme: String,
    pub colours: Colours,
    pub pieces: PieceSet,
    /// How quickly a computer's move travels across the board.
    pub animation: AnimationSpeed,
    /// When the game screen shows an evaluation.
    pub evaluation: EvaluationShown,
    /// Ask before leaving a game that is not over.
    pub confirm_quit: bool,
    /// The interface's language.
    pub language: Language,
    /// External UCI engines, offered as opponents for their games.
    #[serde(serialize_with = "super::engines::serialize_kept")]
    pub engines: Vec<EngineEntry>,
    /// How the chess games' moves are shown (records keep English SAN).
    pub notation: Notation,
    /// The person's name in the games they play here and in PGN; empty
    /// for the login name (see [`Settings::with_login`]), else "You".
    pub name: String,
}

/// The theme that follows the terminal's background (see
/// [`crate::ui::look`]): the default.
pub const AUTOMATIC_THEME: &str = "automatic";

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mouse: true,
            show_targets: true,
            pause_ms: 800,
            master_ms: 5000,
            show_coordinates: true,
            bell: false,
            ring_in_rooms: true,
            theme: AUTOMATIC_THEME.to_string(),
            colours: Colours::Auto,
            pieces: PieceSet::Figures,
            animation: AnimationSpeed::Normal,
            evaluation: EvaluationShown::Always,
            confirm_quit: true,
            language: Language::Automatic,
            engines: Vec::new(),
            notation: Notation::Letters,
            name: String::new(),
        }
    }
}

pub const PAUSE_STEP_MS: u64 = 200;
pub const PAUSE_MAX_MS: u64 = 5000;
const MASTER_STEP_MS: u64 = 1000;
const MASTER_MIN_MS: u64 = 1000;
const MASTER_MAX_MS: u64 = 60_000;
/// The longest name the Name row takes: what its box shows.
pub const NAME_MAX: usize = 16;

/// The rows of the Settings screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    Mouse,
    Targets,
    Pause,
    Master,
    Coordinates,
    Bell,
    /// The bell in a room when the opponent moves or your clock runs low.
    RoomBell,
    Theme,
    Colours,
    Pieces,
    Animation,
    Evaluation,
    ConfirmQuit,
    Language,
    /// Opens the Engines screen.
    Engines,
    Notation,
    /// Typed in place, not stepped.
    Name,
}

impl Field {
    pub const ALL: [Field; 16] = [
        Field::Mouse,
        Field::Targets,
        Field::Pause,
        Field::Master,
        Field::Coordinates,
        Field::Bell,
        Field::Theme,
        Field::Colours,
        Field::Pieces,
        Field::Animation,
        Field::Evaluation,
        Field::ConfirmQuit,
        Field::Language,
        Field::Notation,
        Field::Name,
        Field::Engines,
    ];

    /// The rows over SSH: no engines, which would run on the server.
    pub const SERVED: [Field; 14] = [
        Field::Mouse,
        Field::Targets,
        Field::Pause,
        Field::Master,
        Field::Coordinates,
        Field::Bell,
        Field::RoomBell,
        Field::Theme,
        Field::Colours,
        Field::Pieces,
        Field::Animation,
        Field::ConfirmQuit,
        Field::Language,
        Field::Notation,
    ];

    pub fn label(self) -> Msg {
        match self {
            Field::Mouse => text::SETTINGS_MOUSE,
            Field::Targets => text::SETTINGS_TARGETS,
            Field::Pause => text::SETTINGS_PAUSE,
            Field::Master => text::SETTINGS_MASTER,
            Field::Coordinates => text::SETTINGS_COORDINATES,
            Field::Bell => text::SETTINGS_BELL,
            Field::RoomBell => text::SETTINGS_ROOM_BELL,
            Field::Theme => text::SETTINGS_THEME,
            Field::Colours => text::SETTINGS_COLOURS,
            Field::Pieces => text::SETTINGS_PIECES,
            Field::Animation => text::SETTINGS_ANIMATION,
            Field::Evaluation => text::SETTINGS_EVALUATION,
            Field::ConfirmQuit => text::SETTINGS_CONFIRM_QUIT,
            Field::Language => text::SETTINGS_LANGUAGE,
            Field::Engines => text::ENGINES_TITLE,
            Field::Notation => text::SETTINGS_NOTATION,
            Field::Name => text::SETTINGS_NAME,
        }
    }
}

/// A switch's value as a row shows it.
pub(super) fn on_off(lang: Lang, on: bool) -> String {
    lang.tr(if on { text::ON } else { text::OFF }).into_owned()
}

impl Settings {
    /// A row's value as shown to a reader whose locale asks for `locale`.
    pub fn value(&self, field: Field, locale: Lang) -> String {
        let lang = self.lang(locale);
        let on_off = |on| on_off(lang, on);
        match field {
            Field::Mouse => on_off(self.mouse),
            Field::Targets => on_off(self.show_targets),
            Field::Pause => text::seconds(lang, self.pause_ms),
            Field::Master => text::seconds(lang, self.master_ms),
            Field::Coordinates => on_off(self.show_coordinates),
            Field::Bell => on_off(self.bell),
            Field::RoomBell => on_off(self.ring_in_rooms),
            Field::Theme => text::theme_title(lang, &self.theme).into_owned(),
            Field::Colours => self.colours.label(lang).into_owned(),
            Field::Pieces => lang.tr(self.pieces.label()).into_owned(),
            Field::Animation => lang.tr(self.animation.label()).into_owned(),
            Field::Evaluation => lang.tr(self.evaluation.label()).into_owned(),
            Field::ConfirmQuit => on_off(self.confirm_quit),
            Field::Language => self.language.label(locale, lang),
            Field::Engines => text::engines_count(lang, self.engines.len()),
            Field::Notation => lang.tr(self.notation.label()).into_owned(),
            Field::Name => self.name.clone(),
        }
    }

    /// Steps a field's value up (`forward`) or down.
    pub fn change(&mut self, field: Field, forward: bool) {
        match field {
            Field::Mouse => self.mouse = !self.mouse,
            Field::Targets => self.show_targets = !self.show_targets,
            Field::Coordinates => self.show_coordinates = !self.show_coordinates,
            Field::Bell => self.bell = !self.bell,
            Field::RoomBell => self.ring_in_rooms = !self.ring_in_rooms,
            Field::Colours => self.colours = self.colours.step(forward),
            Field::Pieces => self.pieces = self.pieces.step(forward),
            Field::Animation => self.animation = self.animation.step(forward),
            Field::Evaluation => self.evaluation = self.evaluation.step(forward),
            Field::ConfirmQuit => self.confirm_quit = !self.confirm_quit,
            Field::Language => self.language = next_in(&Language::ALL, self.language, forward),
            Field::Notation => self.notation = next_in(&Notation::ALL, self.notation, forward),
            // The names of the themes are the app's to know; the engines
            // have their own screen; a name is typed.
            Field::Theme | Field::Engines | Field::Name => {}
            Field::Pause => {
                self.pause_ms = step(self.pause_ms, PAUSE_STEP_MS, 0, PAUSE_MAX_MS, forward)
            }
            Field::Master => {
                self.master_ms = step(
                    self.master_ms,
                    MASTER_STEP_MS,
                    MASTER_MIN_MS,
                    MASTER_MAX_MS,
                    forward,
                )
            }
        }
    }

    /// The settings with each number brought within what the Settings
    /// screen offers: a hand-edited file may hold anything.
    pub fn within_limits(self) -> Settings {
        Settings {
            pause_ms: self.pause_ms.min(PAUSE_MAX_MS),
            master_ms: self.master_ms.clamp(MASTER_MIN_MS, MASTER_MAX_MS),
            ..self
        }
    }

    /// The settings with the login name as the person's, unless they
    /// chose one: the shell reads the login from the environment.
    pub fn with_login(self, login: Option<String>) -> Settings {
        match login.map(|login| login.trim().chars().take(NAME_MAX).collect::<String>()) {
            Some(login) if self.name.trim().is_empty() && !login.is_empty() => Settings {
                name: login,
                ..self
            },
            _ => self,
        }
    }

    /// The name the person plays under, if they have one.
    pub fn person(&self) -> Option<&str> {
        Some(self.name.trim()).filter(|name| !name.is_empty())
    }

    /// Takes a key typed on the Name row: a char added, Backspace; false
    /// for the keys it has no use for.
    pub fn type_name(&mut self, key: Key) -> bool {
        match key {
            Key::Char(c) if c.is_control() => false,
            Key::Char(c) => {
                if self.name.chars().count() < NAME_MAX {
                    self.name.push(c);
                }
                true
            }
            Key::Backspace => {
                self.name.pop();
                true
            }
            _ => false,
        }
    }

    pub fn master_time(&self) -> Duration {
        Duration::from_millis(self.master_ms)
    }

    /// The language the interface speaks to a reader whose locale asks
    /// for `locale`.
    pub fn lang(&self, locale: Lang) -> Lang {
        match self.language {
            Language::Automatic => locale,
            Language::English => Lang::English,
            Language::Portuguese => Lang::Portuguese,
        }
    }
}

pub fn step(value: u64, by: u64, min: u64, max: u64, up: bool) -> u64 {
    if up {
        value.saturating_add(by).min(max)
    } else {
        value.saturating_sub(by).max(min)
    }
}

/// How many colours the terminal shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Depth {
    TrueColor,
    Colors256,
    Colors16,
    /// No colour codes at all.
    None,
}

/// The colour-depth setting: detected from the environment, or fixed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum Colours {
    #[default]
    #[serde(rename = "auto")]
    Auto,
    #[serde(rename = "truecolor")]
    TrueColor,
    #[serde(rename = "256")]
    Colors256,
    #[serde(rename = "16")]
    Colors16,
    #[serde(rename = "none")]
    None,
}

impl Colours {
    pub const ALL: [Colours; 5] = [
        Colours::Auto,
        Colours::TrueColor,
        Colours::Colors256,
        Colours::Colors16,
        Colours::None,
    ];

    /// The depth chosen, or `None` to detect it.
    pub fn depth(self) -> Option<Depth> {
        match self {
            Colours::Auto => None,
            Colours::TrueColor => Some(Depth::TrueColor),
            Colours::Colors256 => Some(Depth::Colors256),
            Colours::Colors16 => Some(Depth::Colors16),
            Colours::None => Some(Depth::None),
        }
    }

    pub fn label(self, lang: Lang) -> Cow<'static, str> {
        match self {
            Colours::Auto => lang.tr(text::COLOURS_AUTO),
            Colours::TrueColor => lang.tr(text::COLOURS_TRUE),
            Colours::Colors256 => Cow::Borrowed("256"),
            Colours::Colors16 => Cow::Borrowed("16"),
            Colours::None => lang.tr(text::COLOURS_NONE),
        }
    }

    fn step(self, forward: bool) -> Colours {
        next_in(&Colours::ALL, self, forward)
    }
}

/// The choice after (or before) `current` in `all`, wrapping round.
fn next_in<T: Copy + PartialEq>(all: &[T], current: T, forward: bool) -> T {
    let n = all.len();
    let i = all.iter().position(|&c| c == current).unwrap_or(0);
    all[if forward {
        (i + 1) % n
    } else {
        (i + n - 1) % n
    }]
}

/// The next (or previous) name in `names` after `current`.
pub fn cycle(names: &[String], current: &str, forward: bool) -> Option<String> {
    let n = names.len();
    let i = names.iter().position(|name| name == current);
    let next = match (i, forward) {
        (None, _) => 0,
        (Some(i), true) => (i + 1) % n.max(1),
        (Some(i), false) => (i + n - 1) % n.max(1),
    };
    names.get(next).cloned()
}

/// How pieces are drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PieceSet {
    /// Large figures of block characters where the squares are 9x4 or
    /// larger, else as Unicode.
    #[default]
    Figures,
    /// Chess glyphs, Martian diamonds, Hasami stones.
    Unicode,
    /// Letters: `K Q R B N P`, Martian `Q D P`, Hasami `X`/`O`.
    Ascii,
    /// As Unicode, but Hasami pieces are the kanji 歩 and と (two columns
    /// each; the font must have them).
    Kanji,
}

impl PieceSet {
    pub const ALL: [PieceSet; 4] = [
        PieceSet::Figures,
        PieceSet::Unicode,
        PieceSet::Ascii,
        PieceSet::Kanji,
    ];

    pub fn label(self) -> Msg {
        match self {
            PieceSet::Figures => text::PIECES_FIGURES,
            PieceSet::Unicode => text::PIECES_UNICODE,
            PieceSet::Ascii => text::PIECES_ASCII,
            PieceSet::Kanji => text::PIECES_KANJI,
        }
    }

    fn step(self, forward: bool) -> PieceSet {
        next_in(&PieceSet::ALL, self, forward)
    }
}

/// How a computer's move is shown: in how many ticks it travels.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnimationSpeed {
    /// The piece appears on its square at once.
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// Ticks the travel takes; none when off.
    pub fn ticks(self) -> u32 {
        match self {
            AnimationSpeed::Off => 0,
            AnimationSpeed::Fast => 3,
            AnimationSpeed::Normal => 6,
            AnimationSpeed::Slow => 12,
        }
    }

    pub fn label(self) -> Msg {
        match self {
            AnimationSpeed::Off => text::OFF,
            AnimationSpeed::Fast => text::ANIMATION_FAST,
            AnimationSpeed::Normal => text::ANIMATION_NORMAL,
            AnimationSpeed::Slow => text::ANIMATION_SLOW,
        }
    }

    fn step(self, forward: bool) -> AnimationSpeed {
        next_in(&AnimationSpeed::ALL, self, forward)
    }
}

/// When the game screen shows an evaluation (and the thinking line's
/// score): between two people it can spoil the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EvaluationShown {
    /// In every game, from a background analysis when nobody else searches.
    #[default]
    Always,
    /// Only in games with a computer or engine playing.
    AgainstComputer,
    Never,
}

impl EvaluationShown {
    pub const ALL: [EvaluationShown; 3] = [
        EvaluationShown::Always,
        EvaluationShown::AgainstComputer,
        EvaluationShown::Never,
    ];

    pub fn label(self) -> Msg {
        match self {
            EvaluationShown::Always => text::EVALUATION_ALWAYS,
            EvaluationShown::AgainstComputer => text::EVALUATION_AGAINST_COMPUTER,
            EvaluationShown::Never => text::EVALUATION_NEVER,
        }
    }

    fn step(self, forward: bool) -> EvaluationShown {
        next_in(&EvaluationShown::ALL, self, forward)
    }
}

/// The language setting: the locale's, or one chosen. A value the
/// program does not know (a hand edit, a newer version's language) reads
/// Automatic.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Language {
    English,
    Portuguese,
    #[default]
    #[serde(other)]
    Automatic,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::Automatic, Language::English, Language::Portuguese];

    /// The setting as its row shows it, in `lang`: a language by its own
    /// name; Automatic with the language it reads, `Auto (Português)`.
    pub fn label(self, locale: Lang, lang: Lang) -> String {
        match self {
            Language::Automatic => lang.tr_with(
                text::LANGUAGE_AUTOMATIC,
                &[("language", locale.name().into())],
            ),
            Language::English => Lang::English.name().to_string(),
            Language::Portuguese => Lang::Portuguese.name().to_string(),
        }
    }
}

/// `settings.toml`: the settings with a format version. Missing keys take
/// their defaults and unknown ones are ignored, so older and newer files
/// both load.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct SettingsFile {
    version: u32,
    #[serde(flatten)]
    pub settings: Settings,
}

/// Read as the settings alone: `flatten` would hide which line holds a
/// bad value. The version was already checked when the file was read,
/// and the settings ignore the key.
impl<'de> Deserialize<'de> for SettingsFile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Settings::deserialize(deserializer).map(SettingsFile::new)
    }
}

impl Versioned for SettingsFile {
    const VERSION: u32 = 1;
}

impl SettingsFile {
    pub fn new(settings: Settings) -> SettingsFile {
        SettingsFile {
            version: Self::VERSION,
            settings,
        }
    }
}
