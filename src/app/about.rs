//! The About screen: the version and where the files are kept; its keys
//! go back to the menu.

use super::Shared;
use super::keymap::{Action, Context};
use super::screen::Screen;
use super::{Outcome, View};

#[derive(Clone, Copy, Debug)]
pub struct AboutView;

impl View for AboutView {
    fn name(&self) -> Screen {
        Screen::About
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::About
    }

    fn act(&mut self, _action: Action, shared: &mut Shared) -> Outcome {
        shared.back_to_menu(Screen::About)
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (50, 12)
    }
}
