//! Questions asked before something that cannot be taken back.

use super::event::{LoadRequest, SaveRequest};
use super::text;
use crate::games::{GameId, Side};
use crate::i18n::Lang;
use crate::storage::archive::ArchivedGame;
use crate::storage::saves::SaveName;

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Confirm {
    /// Leave the game in progress for the menu.
    LeaveGame,
    /// Quit the app from a game in progress.
    QuitApp,
    /// Quit the app from a game of one's own over SSH, which is not kept.
    Quit,
    /// Quit the app while the visitor's seat in a room's game under way
    /// waits for them.
    QuitSeat,
    /// Delete a named save.
    DeleteSave(SaveName),
    /// Write a named save over an older one of the same name.
    ReplaceSave(SaveRequest),
    /// Load or import a game in place of the unfinished one.
    ReplaceGame(LoadRequest),
    /// Open a game from the Games list (its `row`) in Review in place of
    /// the unfinished one.
    ReviewArchived { game: Box<ArchivedGame>, row: usize },
    /// `loser` gives up the game of `game`.
    Resign { game: GameId, loser: Side },
    /// The other person at the keyboard accepts the draw `by` offered.
    AcceptDraw { game: GameId, by: Side },
    /// A player leaves a room's game under way: the seat waits for them
    /// (for days `by_post`, by correspondence, else 2 minutes), or they
    /// resign (R), or they stay.
    LeaveSeat { by_post: bool },
    /// Start the game the New game form describes in place of the one in
    /// progress, which the archive keeps.
    StartNew,
}

impl Confirm {
    pub fn question(&self, lang: Lang) -> String {
        match self {
            Confirm::LeaveGame => lang.tr(text::CONFIRM_LEAVE).into_owned(),
            Confirm::QuitApp => lang.tr(text::CONFIRM_QUIT).into_owned(),
            Confirm::Quit => lang.tr(text::CONFIRM_QUIT_PLAIN).into_owned(),
            Confirm::QuitSeat => lang.tr(text::CONFIRM_QUIT_SEAT).into_owned(),
            Confirm::DeleteSave(name) => text::confirm_delete(lang, name.as_str()),
            Confirm::ReplaceSave(request) => {
                text::confirm_replace_save(lang, request.name.as_str())
            }
            Confirm::ReplaceGame(_) | Confirm::ReviewArchived { .. } => {
                lang.tr(text::CONFIRM_REPLACE_GAME).into_owned()
            }
            Confirm::Resign { game, loser } => {
                let names = game.side_titles(lang);
                text::confirm_resign(lang, names[loser.index()], names[loser.opponent().index()])
            }
            Confirm::AcceptDraw { game, by } => {
                let names = game.side_titles(lang);
                text::accept_draw(lang, names[by.index()], names[by.opponent().index()])
            }
            Confirm::LeaveSeat { by_post: false } => lang.tr(text::CONFIRM_LEAVE_SEAT).into_owned(),
            Confirm::LeaveSeat { by_post: true } => {
                lang.tr(text::CONFIRM_LEAVE_SEAT_BY_POST).into_owned()
            }
            Confirm::StartNew => lang.tr(text::CONFIRM_START_NEW).into_owned(),
        }
    }
}
