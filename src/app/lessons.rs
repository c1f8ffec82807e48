//! The lessons of one game, from its How-to-play page: which are done,
//! and the one to open.

use super::Shared;
use super::keymap::{Action, Context};
use super::rules::{RulesView, Tab};
use super::screen::Screen;
use super::{Outcome, View};
use crate::games::GameId;
use crate::learn::lesson::{self, Lesson};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LessonsView {
    pub game: GameId,
    /// The lesson under the cursor, in [`lesson::lessons`]'s order.
    pub row: usize,
    /// Where the How-to-play pages go back to.
    back: Screen,
}

impl LessonsView {
    pub fn new(game: GameId, back: Screen) -> LessonsView {
        LessonsView { game, row: 0, back }
    }

    /// The list with the cursor on `lesson`.
    pub fn on(lesson: &Lesson, back: Screen) -> LessonsView {
        let row = lesson::lessons(lesson.game)
            .iter()
            .position(|l| l.id == lesson.id)
            .unwrap_or(0);
        LessonsView {
            game: lesson.game,
            row,
            back,
        }
    }

    /// The list after `lesson` was finished: the cursor on the next one.
    pub fn after(lesson: &Lesson, back: Screen) -> LessonsView {
        let mut view = LessonsView::on(lesson, back);
        view.row = (view.row + 1).min(lesson::lessons(view.game).len().saturating_sub(1));
        view
    }

    pub fn lessons(&self) -> &'static [Lesson] {
        lesson::lessons(self.game)
    }
}

impl View for LessonsView {
    fn name(&self) -> Screen {
        Screen::Lessons
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Lessons
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        let count = self.lessons().len().max(1);
        match action {
            Action::Up => self.row = (self.row + count - 1) % count,
            Action::Down => self.row = (self.row + 1) % count,
            Action::Activate => {
                if let Some(lesson) = self.lessons().get(self.row) {
                    return shared.practise_lesson(lesson, 0, self.back);
                }
            }
            Action::Back => {
                return Outcome::to(RulesView::new(Tab::Game(self.game), self.back));
            }
            _ => {}
        }
        Outcome::stay()
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (40, 12)
    }
}
