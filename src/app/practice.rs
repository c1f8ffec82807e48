//! The practice board: a puzzle or a lesson's step on the board, held
//! in [`Shared`] so that the How-to-play pages can be read and left back
//! to it. The game in progress, if any, waits untouched behind the menu.

use ratatui::crossterm::event::MouseEvent;
use ratatui::layout::Rect;

use super::Shared;
use super::event::Effect;
use super::game::board_mouse;
use super::keymap::{Action, Context, Key};
use super::lessons::LessonsView;
use super::puzzles::PuzzlesView;
use super::rules::{RulesView, Tab};
use super::screen::Screen;
use super::session::{Session, Standing, Task};
use super::{Outcome, View};
use crate::games::GameId;
use crate::learn::lesson::Lesson;
use crate::learn::puzzle::{self, Choice, Puzzle};

/// Where the practice's tasks come from, and where it goes back to.
#[derive(Clone, Copy, Debug)]
pub enum Source {
    Puzzles {
        choice: Choice,
        /// In streak mode, the puzzles solved in a row so far.
        streak: Option<u32>,
    },
    Lesson {
        lesson: &'static Lesson,
        step: usize,
        /// Where the How-to-play pages that led to the lessons go back to.
        back: Screen,
    },
}

/// What the practice board shows of the attempt: whether it counts for
/// the rating, and what it changed.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Attempt {
    pub rated: bool,
    /// The person's rating before and after, once rated.
    pub change: Option<(f64, f64)>,
}

#[derive(Clone, Debug)]
pub struct Practice {
    pub session: Session,
    pub source: Source,
    pub attempt: Attempt,
}

impl Practice {
    /// The puzzle on the board, if it is one.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        match &self.session.drill_state()?.task {
            Task::Puzzle(puzzle) => Some(puzzle),
            Task::Step { .. } => None,
        }
    }

    pub fn game(&self) -> GameId {
        self.session.game().id()
    }

    /// How the task on the board stands.
    pub fn standing(&self) -> Standing {
        self.session
            .drill_state()
            .map_or(Standing::Solving, |d| d.standing())
    }
}

/// The first puzzle of a streak is rated about this, and each solved
/// one asks this much more of the next.
const STREAK_START: f64 = 600.0;
const STREAK_STEP: f64 = 60.0;

impl Shared {
    /// Puts `task` on the practice board and shows it.
    fn practise(&mut self, task: Task, source: Source, rated: bool) -> Outcome {
        let mut session = Session::drill(task, 0);
        session.set_lang(self.lang());
        session.set_notation(self.settings.notation);
        let effects = session.open_drill(&self.settings);
        self.practice = Some(Practice {
            session,
            source,
            attempt: Attempt {
                rated,
                change: None,
            },
        });
        Outcome::to(PracticeView).with(effects)
    }

    /// Puts `puzzle` on the practice board.
    pub(super) fn practise_puzzle(
        &mut self,
        puzzle: &Puzzle,
        source: Source,
        rated: bool,
    ) -> Outcome {
        self.practise(Task::Puzzle(Box::new(puzzle.clone())), source, rated)
    }

    /// Puts a lesson's step on the practice board.
    pub(super) fn practise_lesson(
        &mut self,
        lesson: &'static Lesson,
        step: usize,
        back: Screen,
    ) -> Outcome {
        let source = Source::Lesson { lesson, step, back };
        self.practise(Task::Step { lesson, step }, source, false)
    }

    /// The next puzzle of `choice`: near the person's rating, or in a
    /// streak (`streak` solved so far) a little harder with each one.
    pub(super) fn next_puzzle(&mut self, choice: Choice, streak: Option<u32>) -> Outcome {
        let target = match streak {
            Some(solved) => STREAK_START + STREAK_STEP * f64::from(solved),
            None => self.progress.puzzle_rating.rating,
        };
        let progress = &self.progress;
        let found = puzzle::pick(
            choice,
            target,
            |key| progress.played_lately(key),
            &mut self.rng,
        );
        let source = Source::Puzzles { choice, streak };
        match found {
            Some(puzzle) => self.practise_puzzle(puzzle, source, streak.is_none()),
            None => Outcome::to(PuzzlesView::on(choice)),
        }
    }

    /// Records how the attempt on the board ended, once.
    fn settle_practice(&mut self) {
        let Some(practice) = &mut self.practice else {
            return;
        };
        let Some(standing) = practice.session.settled() else {
            return;
        };
        let solved = standing == Standing::Solved;
        match practice.source {
            Source::Lesson { lesson, step, .. } => {
                if solved && step + 1 == lesson.steps.len() {
                    self.progress.lesson_done(&lesson.key());
                }
            }
            Source::Puzzles { choice, streak } => {
                let Some(puzzle) = practice.puzzle().cloned() else {
                    return;
                };
                let key = puzzle.key();
                match streak {
                    Some(length) if solved => {
                        self.progress.unrated_attempt(&key);
                        practice.source = Source::Puzzles {
                            choice,
                            streak: Some(length + 1),
                        };
                    }
                    Some(length) => {
                        self.progress.unrated_attempt(&key);
                        self.progress.streak_ended(length);
                    }
                    None if practice.attempt.rated => {
                        let before = self.progress.puzzle_rating.rating;
                        self.rated_attempt(&puzzle, solved);
                        let after = self.progress.puzzle_rating.rating;
                        if let Some(practice) = &mut self.practice {
                            practice.attempt.change = Some((before, after));
                        }
                    }
                    None => self.progress.unrated_attempt(&key),
                }
            }
        }
    }

    /// Leaves the practice board for the list it came from; a streak
    /// left half-way ends there.
    fn leave_practice(&mut self) -> Outcome {
        let Some(practice) = self.practice.take() else {
            return Outcome::to(PuzzlesView::default());
        };
        match practice.source {
            Source::Puzzles { choice, streak } => {
                if let Some(length) = streak {
                    self.progress.streak_ended(length);
                }
                Outcome::to(PuzzlesView::on(choice))
            }
            Source::Lesson { lesson, back, .. } => Outcome::to(LessonsView::on(lesson, back)),
        }
    }

    /// After a solved or missed task: the next puzzle (a new streak after
    /// a lost one), or the lesson's next step, or back to the lessons with
    /// the next one chosen.
    fn practise_next(&mut self) -> Outcome {
        let Some(practice) = &self.practice else {
            return Outcome::stay();
        };
        let failed = practice.standing() == Standing::Failed;
        match practice.source {
            Source::Puzzles {
                choice,
                streak: Some(_),
            } if failed => self.next_puzzle(choice, Some(0)),
            Source::Puzzles { choice, streak } => self.next_puzzle(choice, streak),
            Source::Lesson { lesson, step, back } if step + 1 < lesson.steps.len() => {
                self.practise_lesson(lesson, step + 1, back)
            }
            Source::Lesson { lesson, back, .. } => {
                self.practice = None;
                Outcome::to(LessonsView::after(lesson, back))
            }
        }
    }

    /// The same puzzle (not rated again) or step once more.
    fn practise_again(&mut self) -> Outcome {
        let Some(practice) = &self.practice else {
            return Outcome::stay();
        };
        let source = practice.source;
        match (source, practice.puzzle().cloned()) {
            (Source::Lesson { lesson, step, back }, _) => self.practise_lesson(lesson, step, back),
            (_, Some(puzzle)) => self.practise_puzzle(&puzzle, source, false),
            (_, None) => Outcome::stay(),
        }
    }
}

/// The practice board's screen; its state is [`Shared`]'s `practice`.
#[derive(Clone, Copy, Debug)]
pub struct PracticeView;

impl View for PracticeView {
    fn name(&self) -> Screen {
        Screen::Practice
    }

    fn context(&self, shared: &Shared) -> Context {
        shared
            .practice
            .as_ref()
            .map_or(Context::Puzzles, |p| p.session.context())
    }

    fn available(&self, action: Action, shared: &Shared) -> bool {
        shared
            .practice
            .as_ref()
            .is_none_or(|p| p.session.available(action))
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        let Some(practice) = &mut shared.practice else {
            return Outcome::to(PuzzlesView::default());
        };
        match (practice.session.context(), action) {
            (Context::Drill | Context::DrillOver, Action::Back) => shared.leave_practice(),
            (_, Action::Rules) => {
                Outcome::to(RulesView::new(Tab::Game(practice.game()), Screen::Practice))
            }
            (Context::DrillOver, Action::Next) => shared.practise_next(),
            (Context::DrillOver, Action::Retry) => shared.practise_again(),
            _ => {
                let effects = practice.session.act(action, &shared.settings);
                shared.settle_practice();
                effects.into()
            }
        }
    }

    fn type_key(&mut self, key: Key, shared: &mut Shared) -> bool {
        shared
            .practice
            .as_mut()
            .is_some_and(|p| p.session.type_key(key))
    }

    fn paste(&mut self, text: &str, shared: &mut Shared) {
        if let Some(practice) = &mut shared.practice {
            practice.session.paste(text);
        }
    }

    fn mouse(&mut self, mouse: MouseEvent, shared: &mut Shared) -> Vec<Effect> {
        let Some(practice) = &mut shared.practice else {
            return Vec::new();
        };
        if !shared.settings.mouse {
            return Vec::new();
        }
        let area = Rect::new(0, 0, shared.size.0, shared.size.1);
        let effects = board_mouse(&mut practice.session, mouse, area, &shared.settings);
        shared.settle_practice();
        effects
    }

    fn tick(&mut self, shared: &mut Shared) -> Option<Vec<Effect>> {
        let practice = shared.practice.as_mut()?;
        Some(practice.session.tick(&shared.settings))
    }

    fn minimum(&self, shared: &Shared) -> (u16, u16) {
        let game = shared
            .practice
            .as_ref()
            .map_or(GameId::Chess, Practice::game);
        super::layout::game_minimum(game)
    }
}
