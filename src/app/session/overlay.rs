//! What sits over the board: the typed-move prompt, the promotion
//! choice, the save and export prompts, the position string, review, and
//! the game-over box.

use std::borrow::Cow;

use super::review::Review;
use crate::app::record::ExportFormat;
use crate::app::text;
use crate::app::text_field::TextField;
use crate::games::Coord;
use crate::i18n::Lang;

/// The longest move the `:` prompt takes.
pub const MAX_MOVE: usize = 12;

#[derive(Clone, Debug)]
pub enum Overlay {
    None,
    /// The `:` prompt.
    Prompt(TextField),
    /// A pawn reaching the last rank, waiting for the piece it becomes.
    Promotion {
        from: Coord,
        to: Coord,
    },
    /// The game-over box; `choice` indexes [`OverChoice::ALL`].
    Over {
        choice: usize,
    },
    /// The name to save the game under.
    SaveName(TextField),
    /// The file to export the game to, and the format.
    Export {
        path: TextField,
        format: ExportFormat,
    },
    /// The position string, shown so it can be selected and copied.
    Position,
    /// Looking back over the game.
    Review(Review),
    /// A chat line being typed (in a room).
    Chat(TextField),
    /// The game's record shown for copying (in a room); `copied` once
    /// `c` sent it to the clipboard.
    Record {
        text: String,
        copied: bool,
    },
}

impl Overlay {
    /// The text field being typed in, if any.
    pub fn field(&self) -> Option<&TextField> {
        match self {
            Overlay::Prompt(field) | Overlay::SaveName(field) | Overlay::Chat(field) => Some(field),
            Overlay::Export { path, .. } => Some(path),
            _ => None,
        }
    }

    pub fn field_mut(&mut self) -> Option<&mut TextField> {
        match self {
            Overlay::Prompt(field) | Overlay::SaveName(field) | Overlay::Chat(field) => Some(field),
            Overlay::Export { path, .. } => Some(path),
            _ => None,
        }
    }

    /// The game-over box moved up or down a choice.
    pub fn move_choice(&mut self, down: bool) {
        if let Overlay::Over { choice } = self {
            let count = OverChoice::ALL.len();
            *choice = if down {
                (*choice + 1) % count
            } else {
                (*choice + count - 1) % count
            };
        }
    }

    /// The choice under the cursor in the game-over box.
    pub fn over_choice(&self) -> Option<OverChoice> {
        match self {
            Overlay::Over { choice } => OverChoice::ALL.get(*choice).copied(),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OverChoice {
    NewGame,
    Rematch,
    Review,
    Menu,
}

impl OverChoice {
    /// Review first: one Enter too many looks back at the game rather
    /// than leaving it.
    pub const ALL: [OverChoice; 4] = [
        OverChoice::Review,
        OverChoice::Rematch,
        OverChoice::NewGame,
        OverChoice::Menu,
    ];

    pub fn label(self, lang: Lang) -> Cow<'static, str> {
        match self {
            OverChoice::NewGame => lang.tr(text::OVER_NEW),
            OverChoice::Rematch => lang.tr(text::OVER_REMATCH),
            OverChoice::Review => lang.tr(text::OVER_REVIEW),
            OverChoice::Menu => lang.tr(text::OVER_MENU),
        }
    }
}
