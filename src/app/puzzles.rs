//! The Puzzles screen: which games' puzzles, rated or as a streak, and
//! the person's puzzle rating.

use super::Shared;
use super::keymap::{Action, Context};
use super::screen::Screen;
use super::{Outcome, View};
use crate::learn::puzzle::Choice;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PuzzlesView {
    /// The row under the cursor, in [`Choice::ALL`].
    pub row: usize,
}

impl PuzzlesView {
    /// The screen with the cursor on `choice`.
    pub fn on(choice: Choice) -> PuzzlesView {
        PuzzlesView {
            row: Choice::ALL.iter().position(|&c| c == choice).unwrap_or(0),
        }
    }

    pub fn choice(&self) -> Choice {
        Choice::ALL[self.row.min(Choice::ALL.len() - 1)]
    }
}

impl View for PuzzlesView {
    fn name(&self) -> Screen {
        Screen::Puzzles
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Puzzles
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        let count = Choice::ALL.len();
        match action {
            Action::Up => self.row = (self.row + count - 1) % count,
            Action::Down => self.row = (self.row + 1) % count,
            Action::Activate => {
                return shared.next_puzzle(self.choice(), None);
            }
            Action::Streak => {
                return shared.next_puzzle(self.choice(), Some(0));
            }
            // Over SSH the Puzzles screen is a step from the lobby.
            Action::Back if shared.serving() => return shared.back_to_lobby(),
            Action::Back => return shared.back_to_menu(Screen::Puzzles),
            _ => {}
        }
        Outcome::stay()
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (40, 14)
    }
}
