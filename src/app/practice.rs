//! The practice board: a puzzle (or a lesson) on the board, held in
//! [`Shared`] so that the How-to-play pages can be read and left back to
//! it. The game in progress, if any, waits untouched behind the menu.

use super::Shared;
use ratatui::crossterm::event::MouseEvent;
use ratatui::layout::Rect;

use super::event::Effect;
use super::game::board_mouse;
use super::keymap::{Action, Context, Key};
use super::puzzles::{PuzzlesView, Source};
use super::rules::{RulesView, Tab};
use super::screen::Screen;
use super::session::{Session, Standing, Task};
use super::{Outcome, View};
use crate::games::GameId;
use crate::learn::puzzle::{self, Puzzle};
use crate::rating::Rating;

/// A puzzle's rating as the Glicko-2 rating it plays as.
fn puzzle_rating(puzzle: &Puzzle) -> Rating {
    Rating {
        rating: f64::from(puzzle.rating),
        deviation: f64::from(puzzle.deviation),
        ..Rating::default()
    }
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
        }
    }

    pub fn game(&self) -> GameId {
        self.session.game().id()
    }
}

impl Shared {
    /// Puts `puzzle` on the practice board and shows it.
    pub(super) fn practise_puzzle(
        &mut self,
        puzzle: &Puzzle,
        source: Source,
        rated: bool,
    ) -> Outcome {
        let mut session = Session::drill(Task::Puzzle(Box::new(puzzle.clone())), 0);
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

    /// The next puzzle of `source`: near the person's rating, or in a
    /// streak a little harder with each one solved.
    pub(super) fn next_puzzle(&mut self, source: Source) -> Outcome {
        let Source::Puzzles { choice, streak } = source;
        let target = match streak {
            Some(solved) => STREAK_START + STREAK_STEP * f64::from(solved),
            None => self.progress.puzzle_rating.rating,
        };
        let recent = &self.progress.recent;
        let found = puzzle::pick(
            choice,
            target,
            |key| recent.iter().any(|k| k == key),
            &mut self.rng,
        );
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
        let Some(puzzle) = practice.puzzle().cloned() else {
            return;
        };
        let key = puzzle.key();
        let Source::Puzzles { choice, streak } = practice.source;
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
                self.progress
                    .rated_attempt(&key, puzzle_rating(&puzzle), solved);
                practice.attempt.change = Some((before, self.progress.puzzle_rating.rating));
            }
            None => self.progress.unrated_attempt(&key),
        }
    }
}

/// The first puzzle of a streak is rated about this, and each solved
/// one asks this much more of the next.
const STREAK_START: f64 = 600.0;
const STREAK_STEP: f64 = 60.0;

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
        let source = practice.source;
        let Source::Puzzles { choice, .. } = source;
        match (practice.session.context(), action) {
            (Context::Drill | Context::DrillOver, Action::Back) => {
                // A streak left half-way ends there.
                if let Source::Puzzles {
                    streak: Some(length),
                    ..
                } = source
                {
                    shared.progress.streak_ended(length);
                }
                shared.practice = None;
                Outcome::to(PuzzlesView::on(choice))
            }
            (_, Action::Rules) => {
                Outcome::to(RulesView::new(Tab::Game(practice.game()), Screen::Practice))
            }
            (Context::DrillOver, Action::Next) => {
                let lost_streak = matches!(
                    source,
                    Source::Puzzles {
                        streak: Some(_),
                        ..
                    }
                ) && practice
                    .session
                    .drill_state()
                    .is_some_and(|d| d.standing() == Standing::Failed);
                let next = if lost_streak {
                    Source::Puzzles {
                        choice,
                        streak: Some(0),
                    }
                } else {
                    source
                };
                shared.next_puzzle(next)
            }
            (Context::DrillOver, Action::Retry) => match practice.puzzle().cloned() {
                Some(puzzle) => shared.practise_puzzle(&puzzle, source, false),
                None => Outcome::stay(),
            },
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
