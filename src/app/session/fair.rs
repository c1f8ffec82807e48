//! Fair play: the engine gives no help (the evaluation, a hint, Review
//! and its analysis, the computer's planned line) while people play. In
//! a room the room says when (see [`crate::rooms::RoomView::engine_allowed`]);
//! a game of the visitor's own on the server gets none while their key
//! holds a seat in a room's game under way. Every path to the engine
//! asks [`Session::engine_bar`].

use super::{Overlay, Session};
use crate::app::event::Effect;
use crate::app::settings::Settings;
use crate::app::text;
use crate::games::AnyGame;
use crate::i18n::{Explain, Lang};

/// Why the engine gives no help on a game screen now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EngineBar {
    /// The room's game is under way with a person seated.
    Room,
    /// The visitor holds a seat in a room's game under way: a game of
    /// their own beside it gets no engine.
    Seated,
}

impl Explain for EngineBar {
    fn explain(&self, lang: Lang) -> String {
        let line = match self {
            EngineBar::Room => text::ENGINE_BARRED_ROOM,
            EngineBar::Seated => text::ENGINE_BARRED_SEATED,
        };
        lang.tr(line).into_owned()
    }
}

impl Session {
    /// Why the engine gives no help now, if it gives none.
    pub fn engine_bar(&self) -> Option<EngineBar> {
        match &self.room {
            Some(link) => (!link.engine).then_some(EngineBar::Room),
            None => self.seated.then_some(EngineBar::Seated),
        }
    }

    /// Whether the engine may help now.
    pub fn engine_allowed(&self) -> bool {
        self.engine_bar().is_none()
    }

    /// Tells a game of the visitor's own on the server whether their key
    /// holds a seat in a room's game under way: the engine's help stops
    /// at once if it does, and the game goes on as usual once it does no
    /// longer (a computer held back searches).
    pub fn set_seated(&mut self, seated: bool, settings: &Settings) -> Vec<Effect> {
        let freed = self.seated && !seated;
        self.seated = seated;
        if freed {
            return self.schedule(settings);
        }
        self.withdraw_engine()
    }

    /// Once the engine is barred its help goes: Review closes (its
    /// analysis stops), a hint found or looked for is dropped. The
    /// computer's own search goes on.
    pub(super) fn withdraw_engine(&mut self) -> Vec<Effect> {
        if self.engine_allowed() {
            return Vec::new();
        }
        self.searches.clear_hint();
        if matches!(self.overlay, Overlay::Review(_)) {
            self.overlay = Overlay::None;
            self.refresh();
        }
        self.searches.stop_help()
    }

    /// Whether the computer may search here (its move, or a draw offered
    /// to it): not in a position set up with a start FEN while the engine
    /// is barred, as that could be the position of the room's game; the
    /// line under the board says so.
    pub(super) fn computer_may_search(&mut self) -> bool {
        if self.engine_allowed() || !self.set_up() {
            return true;
        }
        self.note(self.lang.tr(text::ENGINE_BARRED_SET_UP).into_owned());
        false
    }

    /// Whether the game started from a position set up rather than its
    /// usual start.
    fn set_up(&self) -> bool {
        let usual = AnyGame::new(self.game.id(), &self.options);
        self.game.start_position() != usual.position()
    }
}
