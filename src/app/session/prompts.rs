//! The text prompts over the board: a move typed at `:`, the name to
//! save under, the file to export to; and the error line a dialog
//! opening clears.

use super::{Message, Overlay, Session};
use crate::app::event::Effect;
use crate::app::keymap::Key;
use crate::app::load::MAX_PATH;
use crate::app::notation::{self, Ambiguous};
use crate::app::record::{self, ExportFormat};
use crate::app::settings::Settings;
use crate::app::text;
use crate::app::text_field::TextField;
use crate::i18n::Explain;
use crate::storage::saves::SaveName;

impl Session {
    /// A key for the text field open over the board; true when it took it.
    /// A `:` typed into the move prompt starts it afresh, as in vim.
    pub fn type_key(&mut self, key: Key) -> bool {
        if let (Overlay::Prompt(field), Key::Char(':')) = (&mut self.overlay, key) {
            field.clear();
            return true;
        }
        self.overlay.field_mut().is_some_and(|field| field.key(key))
    }

    /// Whether something is open over the board (a prompt, a box, Review).
    pub fn dialog_open(&self) -> bool {
        !matches!(self.overlay, Overlay::None)
    }

    /// The error under the board, if one shows.
    pub fn error(&self) -> Option<&str> {
        match &self.message {
            Some(Message::Error(error)) => Some(error),
            _ => None,
        }
    }

    /// A dialog opened over an error said before it: the error goes, as
    /// it is not the dialog's.
    pub fn clear_error(&mut self) {
        if self.error().is_some() {
            self.message = None;
        }
    }

    /// Pasted text for the text field open over the board, if any.
    pub fn paste(&mut self, text: &str) {
        if let Some(field) = self.overlay.field_mut() {
            field.paste(text);
        }
    }

    /// Opens the export prompt with a file name to start from; the game
    /// keeps going (a computer may move) while the player types.
    pub fn open_export(&mut self, path: &str, format: ExportFormat) {
        self.held = None;
        self.overlay = Overlay::Export {
            path: TextField::with_text(path, MAX_PATH),
            format,
        };
    }

    /// PGN to game record and back, the file's extension following.
    pub(super) fn switch_format(&mut self) {
        let game = self.game.id();
        let Overlay::Export { path, format } = &mut self.overlay else {
            return;
        };
        let Some(other) = format.other(game) else {
            self.message = Some(Message::Info(self.lang.tr(text::NO_PGN).into_owned()));
            return;
        };
        if let Some(stem) = path
            .text()
            .strip_suffix(&format!(".{}", format.extension()))
        {
            let renamed = format!("{stem}.{}", other.extension());
            path.set_text(&renamed);
        }
        *format = other;
    }

    /// The file and format typed at the export prompt, closing it.
    pub fn take_export(&mut self) -> Option<(String, ExportFormat)> {
        let Overlay::Export { path, format } = &self.overlay else {
            return None;
        };
        let chosen = (path.text().trim().to_string(), *format);
        self.close_export();
        (!chosen.0.is_empty()).then_some(chosen)
    }

    /// Back to the board, or to the game-over box.
    pub(super) fn close_export(&mut self) {
        self.overlay = Overlay::None;
        self.refresh();
    }

    /// The name typed at the save prompt, closing it; a name that cannot
    /// be used leaves the prompt open, says why, and keeps the cursor at
    /// the name's end to mend it (often one character is wrong).
    pub fn take_save_name(&mut self) -> Option<SaveName> {
        let Overlay::SaveName(field) = &mut self.overlay else {
            return None;
        };
        match SaveName::new(field.text().trim()) {
            Ok(name) => {
                self.overlay = Overlay::None;
                Some(name)
            }
            Err(error) => {
                field.to_end();
                self.message = Some(Message::Error(error.explain(self.lang)));
                None
            }
        }
    }

    /// The game as text in `format`, for an export: PGN with the
    /// game's analysis when Review found it.
    pub fn export_text(&self, format: ExportFormat) -> Result<String, crate::games::pgn::PgnError> {
        let clock = self.clock.as_ref().map(|clock| clock.control());
        let notes = self.analysis().map(|a| a.pgn_notes()).unwrap_or_default();
        record::export_text(
            &self.game,
            &self.options,
            &self.players,
            clock,
            format,
            &notes,
        )
    }

    /// A move typed in the reader's letters, as the game reads moves: a
    /// premove is read as legal after some reply.
    fn read_typed(&self, typed: &str) -> Result<String, Ambiguous> {
        let ahead = self.may_premove();
        notation::read(typed, self.game.id(), self.lang, |mv| {
            if ahead {
                self.legal_after_a_reply(mv)
            } else {
                self.game.clone().play_text(mv).is_ok()
            }
        })
    }

    pub(super) fn submit_prompt(&mut self, settings: &Settings) -> Vec<Effect> {
        let Overlay::Prompt(field) = &self.overlay else {
            return Vec::new();
        };
        let typed = field.text().trim().to_string();
        if typed.is_empty() {
            self.overlay = Overlay::None;
            return Vec::new();
        }
        let typed = match self.read_typed(&typed) {
            Ok(read) => read,
            Err(ambiguous) => {
                self.message = Some(Message::Error(ambiguous.explain(self.lang)));
                if let Overlay::Prompt(field) = &mut self.overlay {
                    field.select_all();
                }
                return Vec::new();
            }
        };
        if self.may_premove() {
            self.premove_typed(&typed);
            match &mut self.overlay {
                Overlay::Prompt(field) if self.premove.is_none() => field.select_all(),
                _ => self.overlay = Overlay::None,
            }
            return Vec::new();
        }
        let before = self.game.ply_count();
        let effects = self.human_moves(&typed, settings);
        if let Overlay::Prompt(field) = &mut self.overlay {
            if self.game.ply_count() > before {
                self.overlay = Overlay::None;
            } else {
                // Refused: the next move typed replaces this one.
                field.select_all();
            }
        }
        effects
    }
}
