//! The Statistics screen: the games counted, which the app shares (the
//! files keep them); `g` opens the list of the games kept, its other
//! keys go back to the menu.

use super::Shared;
use super::games::open_games;
use super::keymap::{Action, Context};
use super::screen::Screen;
use super::{Outcome, View};

#[derive(Clone, Copy, Debug)]
pub struct StatisticsView;

impl View for StatisticsView {
    fn name(&self) -> Screen {
        Screen::Statistics
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Statistics
    }

    /// The games kept are files: none over SSH.
    fn available(&self, action: Action, shared: &Shared) -> bool {
        action != Action::Games || !shared.serving()
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        match action {
            Action::Games if self.available(action, shared) => open_games(),
            Action::Games => Outcome::stay(),
            _ => shared.back_to_menu(Screen::Statistics),
        }
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (50, 12)
    }
}
