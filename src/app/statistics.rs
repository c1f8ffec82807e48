//! The Statistics screen: the games counted, which the app shares (the
//! files keep them); `g` opens the list of the games kept, its other
//! keys go back to the menu. Neither is offered over SSH, where there
//! are no files (see `MenuItem::SERVING`).

use super::Shared;
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

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        match action {
            Action::Games => shared.open_games(),
            _ => shared.back_to_menu(Screen::Statistics),
        }
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (50, 12)
    }
}
