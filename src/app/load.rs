//! The Load screen: the named saves as last listed, the one chosen, a
//! line saying what went wrong, and the import prompt.

use super::Shared;
use super::confirm::Confirm;
use super::event::{Effect, FileRequest, LoadRequest};
use super::keymap::{Action, Context, Key};
use super::screen::Screen;
use super::text_field::TextField;
use super::{Outcome, View};
use crate::storage::paths::shown;
use crate::storage::saves::{SaveEntry, SaveName};

/// The longest file path the import and export prompts take.
pub const MAX_PATH: usize = 1024;

#[derive(Clone, Debug, Default)]
pub struct LoadScreen {
    saves: Vec<SaveEntry>,
    row: usize,
    /// A line under the list: an import or a delete that went wrong.
    message: Option<String>,
    /// The file to import, while the prompt is open.
    import: Option<TextField>,
}

/// What a key on the Load screen asks of the app.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadStep {
    Stay,
    /// Open this game (the app asks first if that replaces another).
    Open(LoadRequest),
    /// Ask before deleting this save.
    AskDelete(SaveName),
    /// Open the import prompt (the app knows where it starts).
    AskImport,
    Back,
}

impl LoadScreen {
    pub fn saves(&self) -> &[SaveEntry] {
        &self.saves
    }
    pub fn row(&self) -> usize {
        self.row
    }
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }
    pub fn import(&self) -> Option<&TextField> {
        self.import.as_ref()
    }

    /// The saves as listed now; the cursor stays within them.
    pub fn set_saves(&mut self, saves: Vec<SaveEntry>) {
        self.saves = saves;
        self.row = self.row.min(self.saves.len().saturating_sub(1));
    }

    pub fn set_message(&mut self, message: Option<String>) {
        self.message = message;
    }

    /// Opens the import prompt holding the folder `start`, the cursor
    /// after it to type a file name (a path field keeps its folder).
    pub fn open_import(&mut self, start: &str) {
        self.message = None;
        self.import = Some(TextField::with_text(start, MAX_PATH));
    }

    /// A key for the import prompt's text; false when it is not open or
    /// does not take the key.
    pub fn type_key(&mut self, key: Key) -> bool {
        self.import.as_mut().is_some_and(|field| field.key(key))
    }

    /// Pasted text for the import path, when it is open.
    pub fn paste(&mut self, text: &str) {
        if let Some(field) = &mut self.import {
            field.paste(text);
        }
    }

    pub fn act(&mut self, action: Action) -> LoadStep {
        if let Some(field) = &self.import {
            return match action {
                Action::Activate => {
                    let path = from_last_root(field.text().trim()).to_string();
                    self.import = None;
                    if path.is_empty() {
                        LoadStep::Stay
                    } else {
                        LoadStep::Open(LoadRequest::Import(path))
                    }
                }
                Action::Back => {
                    self.import = None;
                    LoadStep::Stay
                }
                _ => LoadStep::Stay,
            };
        }
        let chosen = self.saves.get(self.row).map(|entry| entry.name.clone());
        match action {
            Action::Up => self.row = self.row.saturating_sub(1),
            Action::Down => self.row = (self.row + 1).min(self.saves.len().saturating_sub(1)),
            Action::Activate => {
                if let Some(name) = chosen {
                    return LoadStep::Open(LoadRequest::Load(name));
                }
            }
            Action::Delete => {
                if let Some(name) = chosen {
                    return LoadStep::AskDelete(name);
                }
            }
            Action::Import => return LoadStep::AskImport,
            Action::Back => return LoadStep::Back,
            _ => {}
        }
        LoadStep::Stay
    }
}

/// The path typed after the folder the prompt started with: a path of
/// its own (`/…` or `~…` typed after the folder's separator) starts
/// afresh there, as in Emacs' minibuffer.
fn from_last_root(path: &str) -> &str {
    let sep = std::path::MAIN_SEPARATOR;
    let restarts = [format!("{sep}{sep}"), format!("{sep}~")];
    let start = restarts
        .iter()
        .filter_map(|restart| path.rfind(restart.as_str()))
        .max()
        .map_or(0, |at| at + sep.len_utf8());
    &path[start..]
}

impl View for LoadScreen {
    fn name(&self) -> Screen {
        Screen::Load
    }

    fn context(&self, _shared: &Shared) -> Context {
        if self.import.is_some() {
            Context::ImportPath
        } else {
            Context::Load
        }
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        match LoadScreen::act(self, action) {
            LoadStep::Stay => {}
            // The autosave holds only one game: ask before replacing it.
            LoadStep::Open(request) if shared.can_continue() => {
                shared.confirm = Some(Confirm::ReplaceGame(request));
            }
            LoadStep::Open(request) => {
                return vec![Effect::Files(FileRequest::Open(request))].into();
            }
            LoadStep::AskDelete(name) => shared.confirm = Some(Confirm::DeleteSave(name)),
            LoadStep::AskImport => self.open_import(&import_start(shared)),
            LoadStep::Back => return shared.back_to_menu(Screen::Load),
        }
        Outcome::stay()
    }

    fn type_key(&mut self, key: Key, _shared: &mut Shared) -> bool {
        LoadScreen::type_key(self, key)
    }

    fn paste(&mut self, text: &str, _shared: &mut Shared) {
        LoadScreen::paste(self, text);
    }

    /// Its key hints, which have no help key to stand for them, fit.
    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (52, 12)
    }
}

/// Where the import prompt starts: the exports folder, ready for a
/// file name.
fn import_start(shared: &Shared) -> String {
    shared
        .locations
        .as_ref()
        .map(|paths| {
            let mut folder = shown(&paths.exports());
            folder.push(std::path::MAIN_SEPARATOR);
            folder
        })
        .unwrap_or_default()
}
