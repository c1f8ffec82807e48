//! The external UCI engines a person has set up: each with a name, the
//! command that runs it, its options and the games it plays. Kept in the
//! settings; offered as opponents in New game.

use serde::{Deserialize, Serialize};

use super::Shared;
use super::keymap::{Action, Context, Key};
use super::screen::Screen;
use super::text;
use super::text_field::TextField;
use super::{Outcome, View};
use crate::ai::external::{EngineError, EngineSpec};
use crate::ai::{Bot, Level};
use crate::games::GameId;
use crate::i18n::{Explain, Lang};

/// How a saved game's player names an engine: `engine:<name>` in the
/// place of a bot id.
pub const ENGINE_ID_PREFIX: &str = "engine:";

/// The level that plays on for an engine that failed or is gone.
pub const STAND_IN: Bot = Bot::Engine(Level::Medium);

#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct EngineEntry {
    /// How the engine is shown and saved games name it.
    pub name: String,
    /// Split into words as a shell would, run without one.
    pub command: String,
    /// `NAME=VALUE` each.
    pub options: Vec<String>,
    pub games: Vec<GameId>,
    /// Given to `tabuleiro play` for this run: never written to the
    /// settings file.
    #[serde(skip)]
    pub from_command_line: bool,
}

impl EngineEntry {
    /// An engine given as `uci:<command>` on the command line, for one
    /// game: named after its program.
    pub fn from_command_line(spec: &EngineSpec, game: GameId) -> EngineEntry {
        EngineEntry {
            name: spec.program_name(),
            command: spec.command.clone(),
            options: spec
                .options
                .iter()
                .map(|(name, value)| format!("{name}={value}"))
                .collect(),
            games: vec![game],
            from_command_line: true,
        }
    }

    pub fn plays(&self, game: GameId) -> bool {
        self.games.contains(&game)
    }

    /// How to run it, or why it cannot be (a bad command or option).
    pub fn spec(&self) -> Result<EngineSpec, EngineError> {
        let mut spec = EngineSpec::new(&self.command)?;
        for option in &self.options {
            spec.add_option(option)?;
        }
        Ok(spec)
    }
}

/// Writes the engines kept in the settings file (not those given on the
/// command line).
pub fn serialize_kept<S: serde::Serializer>(
    engines: &[EngineEntry],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(engines.iter().filter(|engine| !engine.from_command_line))
}

/// The engine of this name.
pub fn find<'a>(engines: &'a [EngineEntry], name: &str) -> Option<&'a EngineEntry> {
    engines.iter().find(|engine| engine.name == name)
}

/// The longest name, command and option list the form takes.
const NAME_MAX: usize = 30;
const COMMAND_MAX: usize = 200;
const OPTIONS_MAX: usize = 200;
/// How the options field separates `NAME=VALUE` pairs.
const OPTION_SEPARATOR: char = ';';

/// The Engines screen (opened from Settings): the list, and the form
/// when one is added or edited.
#[derive(Clone, Debug, Default)]
pub struct EnginesScreen {
    /// The entry with the cursor; one past the last is "add an engine".
    pub row: usize,
    pub form: Option<EngineForm>,
}

/// A row of the engine form.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FormRow {
    Name,
    Command,
    Options,
    Game(GameId),
}

impl FormRow {
    pub fn all() -> Vec<FormRow> {
        let mut rows = vec![FormRow::Name, FormRow::Command, FormRow::Options];
        rows.extend(GameId::ALL.map(FormRow::Game));
        rows
    }
}

/// An engine being added or edited.
#[derive(Clone, Debug)]
pub struct EngineForm {
    /// The entry edited; none when a new one is added.
    editing: Option<usize>,
    pub name: TextField,
    pub command: TextField,
    /// `NAME=VALUE` pairs separated by `;`.
    pub options: TextField,
    pub games: Vec<GameId>,
    /// An index into [`FormRow::all`].
    pub row: usize,
    /// Why the last save was refused.
    pub error: Option<String>,
}

/// What a key on the Engines screen asks of the app.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EnginesStep {
    /// Stay on the screen (a changed list is written with the settings).
    Stay,
    Back,
}

impl EngineForm {
    fn new(editing: Option<usize>, entry: &EngineEntry) -> EngineForm {
        let options = entry.options.join(&format!("{OPTION_SEPARATOR} "));
        EngineForm {
            editing,
            name: TextField::value(&entry.name, NAME_MAX),
            command: TextField::with_text(&entry.command, COMMAND_MAX),
            options: TextField::with_text(&options, OPTIONS_MAX),
            games: entry.games.clone(),
            row: 0,
            error: None,
        }
    }

    pub fn current(&self) -> FormRow {
        let rows = FormRow::all();
        rows[self.row.min(rows.len() - 1)]
    }

    pub fn text_field(&self, row: FormRow) -> Option<&TextField> {
        match row {
            FormRow::Name => Some(&self.name),
            FormRow::Command => Some(&self.command),
            FormRow::Options => Some(&self.options),
            FormRow::Game(_) => None,
        }
    }

    /// A key for the text row with the cursor; true when it took it.
    fn type_key(&mut self, lang: Lang, key: Key) -> bool {
        let Some(field) = self.field_mut() else {
            return false;
        };
        let taken = field.key(key);
        if taken {
            self.error = field.cut_note(lang);
        }
        taken
    }

    fn paste(&mut self, lang: Lang, text: &str) {
        if let Some(field) = self.field_mut() {
            field.paste(text);
            self.error = field.cut_note(lang);
        }
    }

    /// The text field of the row with the cursor, if it is a text row.
    fn field_mut(&mut self) -> Option<&mut TextField> {
        match self.current() {
            FormRow::Name => Some(&mut self.name),
            FormRow::Command => Some(&mut self.command),
            FormRow::Options => Some(&mut self.options),
            FormRow::Game(_) => None,
        }
    }

    fn toggle(&mut self) {
        if let FormRow::Game(game) = self.current() {
            match self.games.iter().position(|&g| g == game) {
                Some(at) => {
                    self.games.remove(at);
                }
                None => self.games.push(game),
            }
            self.error = None;
        }
    }

    /// The entry the form describes, checked: a name of its own, a
    /// command and options that can run, at least one game.
    fn entry(&self, lang: Lang, others: &[EngineEntry]) -> Result<EngineEntry, String> {
        let name = self.name.text().trim();
        if name.is_empty() {
            return Err(lang.tr(text::ENGINE_NEEDS_NAME).into_owned());
        }
        if others.iter().any(|other| other.name == name) {
            return Err(text::engine_name_taken(lang, name));
        }
        let options = self
            .options
            .text()
            .split(OPTION_SEPARATOR)
            .map(str::trim)
            .filter(|option| !option.is_empty())
            .map(str::to_string)
            .collect();
        // Keep the games in the menus' order.
        let games = GameId::ALL
            .into_iter()
            .filter(|game| self.games.contains(game))
            .collect::<Vec<_>>();
        if games.is_empty() {
            return Err(lang.tr(text::ENGINE_NEEDS_GAME).into_owned());
        }
        let entry = EngineEntry {
            name: name.to_string(),
            command: self.command.text().trim().to_string(),
            options,
            games,
            // Saved from the form, it is kept in the settings file.
            from_command_line: false,
        };
        entry.spec().map_err(|e| e.explain(lang))?;
        Ok(entry)
    }
}

impl EnginesScreen {
    /// The text field with the cursor, if the form shows one.
    pub fn type_key(&mut self, lang: Lang, key: Key) -> bool {
        self.form
            .as_mut()
            .is_some_and(|form| form.type_key(lang, key))
    }

    /// Pasted text for the form's text row with the cursor, if any.
    pub fn paste(&mut self, lang: Lang, text: &str) {
        if let Some(form) = &mut self.form {
            form.paste(lang, text);
        }
    }

    pub fn act(
        &mut self,
        lang: Lang,
        action: Action,
        engines: &mut Vec<EngineEntry>,
    ) -> EnginesStep {
        match &mut self.form {
            Some(form) => {
                let rows = FormRow::all().len();
                match action {
                    Action::Up => form.row = form.row.saturating_sub(1),
                    Action::Down => form.row = (form.row + 1).min(rows - 1),
                    Action::Left | Action::Right => form.toggle(),
                    Action::Back => self.form = None,
                    Action::Activate => return self.save(lang, engines),
                    _ => {}
                }
            }
            None => match action {
                Action::Up => self.row = self.row.saturating_sub(1),
                Action::Down => self.row = (self.row + 1).min(engines.len()),
                Action::Activate => {
                    let (editing, entry) = match engines.get(self.row) {
                        Some(entry) => (Some(self.row), entry.clone()),
                        None => (None, EngineEntry::default()),
                    };
                    self.form = Some(EngineForm::new(editing, &entry));
                }
                Action::Add => {
                    self.form = Some(EngineForm::new(None, &EngineEntry::default()));
                }
                Action::Delete if self.row < engines.len() => {
                    engines.remove(self.row);
                    self.row = self.row.min(engines.len());
                    return EnginesStep::Stay;
                }
                Action::Back => return EnginesStep::Back,
                _ => {}
            },
        }
        EnginesStep::Stay
    }

    fn save(&mut self, lang: Lang, engines: &mut Vec<EngineEntry>) -> EnginesStep {
        let Some(form) = &mut self.form else {
            return EnginesStep::Stay;
        };
        let others: Vec<EngineEntry> = engines
            .iter()
            .enumerate()
            .filter(|&(i, _)| Some(i) != form.editing)
            .map(|(_, entry)| entry.clone())
            .collect();
        match form.entry(lang, &others) {
            Ok(entry) => {
                match form.editing.and_then(|i| engines.get_mut(i)) {
                    Some(kept) => *kept = entry,
                    None => {
                        engines.push(entry);
                        self.row = engines.len() - 1;
                    }
                }
                self.form = None;
                EnginesStep::Stay
            }
            Err(error) => {
                form.error = Some(error);
                EnginesStep::Stay
            }
        }
    }
}

impl View for EnginesScreen {
    fn name(&self) -> Screen {
        Screen::Engines
    }

    fn context(&self, _shared: &Shared) -> Context {
        if self.form.is_some() {
            Context::EngineForm
        } else {
            Context::Engines
        }
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        let lang = shared.lang();
        if EnginesScreen::act(self, lang, action, &mut shared.settings.engines) != EnginesStep::Back
        {
            return Outcome::stay();
        }
        shared.back_from_engines()
    }

    fn type_key(&mut self, key: Key, shared: &mut Shared) -> bool {
        EnginesScreen::type_key(self, shared.lang(), key)
    }

    fn paste(&mut self, text: &str, shared: &mut Shared) {
        EnginesScreen::paste(self, shared.lang(), text);
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (64, 16)
    }
}
