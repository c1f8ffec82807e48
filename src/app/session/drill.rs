//! A drill on the board: a puzzle (or a lesson's step) instead of an
//! opponent. The learner's legal move is judged before it stays; the
//! other side's moves are the drill's own, shown moving as a computer's
//! would. No engine helps and nothing is saved: the screen that holds
//! the drill keeps the learner's progress.

use super::{Message, PlayerKind, Session};
use crate::app::event::Effect;
use crate::app::players::{NewGame, Player};
use crate::app::settings::Settings;
use crate::app::text;
use crate::games::{AnyGame, Options, Side};
use crate::i18n::{Explain, Msg};
use crate::learn::Verdict;
use crate::learn::lesson::Lesson;
use crate::learn::puzzle::Puzzle;

/// What the learner is asked to do.
#[derive(Clone, Debug)]
pub enum Task {
    Puzzle(Box<Puzzle>),
    /// A lesson's step, by its index.
    Step {
        lesson: &'static Lesson,
        step: usize,
    },
}

impl Task {
    /// The position the drill starts from.
    fn start(&self) -> AnyGame {
        match self {
            Task::Puzzle(puzzle) => puzzle.before(),
            Task::Step { lesson, step } => AnyGame::from_position(
                lesson.game,
                lesson.steps[*step].position,
                &Options::default(),
            )
            .expect("every lesson's positions are read by its tests"),
        }
    }

    /// The side the learner plays.
    fn learner(&self) -> Side {
        match self {
            Task::Puzzle(puzzle) => puzzle.solver(),
            Task::Step { lesson, step } => lesson.steps[*step].learner(),
        }
    }

    /// The other side's move that sets the task, if any.
    fn opening(&self) -> Option<&str> {
        match self {
            Task::Puzzle(puzzle) => puzzle.line.first().map(String::as_str),
            Task::Step { .. } => None,
        }
    }

    fn judge(&self, played: usize, before: &AnyGame, mv: &str) -> Verdict {
        match self {
            Task::Puzzle(puzzle) => puzzle.judge(played, before, mv),
            Task::Step { lesson, step } => lesson.steps[*step].judge(played, before, mv),
        }
    }

    /// The move the task wanted as the learner's `played`-th: a
    /// puzzle's; a lesson takes every move that does its task.
    fn expected(&self, played: usize) -> Option<&str> {
        match self {
            Task::Puzzle(puzzle) => puzzle.solution().nth(played),
            Task::Step { .. } => None,
        }
    }

    /// What the rules' refusal of an illegal move is followed by.
    fn about_illegal(&self) -> Option<Msg> {
        match self {
            Task::Puzzle(_) => None,
            Task::Step { lesson, step } => lesson.steps[*step].about_illegal(),
        }
    }
}

/// How the drill stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Standing {
    Solving,
    Solved,
    /// A wrong move: the solution was shown.
    Failed,
}

#[derive(Clone, Debug)]
pub struct Drill {
    pub task: Task,
    /// The learner's right moves so far.
    played: usize,
    standing: Standing,
    /// A lesson's words for the learner now, shown beside the board
    /// where a long sentence has room: its hint, or why the last move
    /// was not the task.
    note: Option<Note>,
    /// The standing not yet taken by the screen (see
    /// [`Session::settled`]).
    unsettled: Option<Standing>,
}

/// A lesson's words beside the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Note {
    Hint(Msg),
    Wrong(Msg),
}

impl Drill {
    pub fn note(&self) -> Option<Note> {
        self.note
    }

    pub fn standing(&self) -> Standing {
        self.standing
    }

    pub fn played(&self) -> usize {
        self.played
    }
}

impl Session {
    /// A board for `task`: the learner at the bottom, the other side the
    /// drill's. [`Session::open_drill`] then plays its opening move.
    pub fn drill(task: Task, id: u64) -> Session {
        let learner = task.learner();
        let seat = |side: Side| Player {
            name: String::new(),
            kind: if side == learner {
                PlayerKind::Human
            } else {
                PlayerKind::Remote
            },
        };
        let new = NewGame {
            game: task.start(),
            options: Options::default(),
            players: [seat(Side::One), seat(Side::Two)],
        };
        let mut session = Session::new(new, id);
        session.flipped = learner == Side::Two;
        session.drill = Some(Drill {
            task,
            played: 0,
            standing: Standing::Solving,
            note: None,
            unsettled: None,
        });
        session
    }

    /// Plays the move that sets the task, moving on the board.
    pub fn open_drill(&mut self, settings: &Settings) -> Vec<Effect> {
        let opening = self
            .drill
            .as_ref()
            .and_then(|d| d.task.opening())
            .map(str::to_string);
        let effects = match opening {
            Some(mv) => self.computer_moves(&mv, settings),
            None => Vec::new(),
        };
        // The cursor starts on one of the learner's pieces.
        self.place_cursor();
        effects
    }

    pub fn drill_state(&self) -> Option<&Drill> {
        self.drill.as_ref()
    }

    /// Once the drill is solved or failed, that standing, told once: the
    /// screen records it.
    pub fn settled(&mut self) -> Option<Standing> {
        self.drill.as_mut()?.unsettled.take()
    }

    /// The learner's move, judged: a wrong one does not stay.
    pub(super) fn drill_move(&mut self, mv: &str, settings: &Settings) -> Vec<Effect> {
        let Some(drill) = &self.drill else {
            return Vec::new();
        };
        if drill.standing != Standing::Solving {
            return Vec::new();
        }
        let mut probe = self.game.clone();
        if let Err(error) = probe.play_text(mv) {
            let mut why = error.explain(self.lang);
            if let Some(more) = drill.task.about_illegal() {
                why = format!("{why} {}", self.lang.tr(more));
            }
            self.message = Some(Message::Error(why));
            return Vec::new();
        }
        // Typed moves may be SAN: the task judges coordinates.
        let coordinates = probe.move_coordinates().pop().unwrap_or_default();
        match drill.task.judge(drill.played, &self.game, &coordinates) {
            Verdict::Wrong(why) => self.wrong_move(why, settings),
            Verdict::Next { reply } => {
                self.keep_learner_move(&coordinates);
                self.computer_moves(&reply, settings)
            }
            Verdict::Done => {
                self.keep_learner_move(&coordinates);
                self.settle(Standing::Solved);
                self.message = Some(Message::Info(self.lang.tr(text::DRILL_SOLVED).into_owned()));
                Vec::new()
            }
        }
    }

    fn keep_learner_move(&mut self, coordinates: &str) {
        if self.game.play_text(coordinates).is_ok() {
            if let Some(drill) = &mut self.drill {
                drill.played += 1;
                drill.note = None;
            }
            if let Some(last) = self.game.last_move() {
                self.cursor = last.to;
            }
            self.searches.clear_hint();
            self.after_move();
        }
    }

    /// A wrong move: a puzzle is lost and its move is shown played; a
    /// lesson's step says why and waits for another try.
    fn wrong_move(&mut self, why: Msg, settings: &Settings) -> Vec<Effect> {
        self.held = None;
        let Some(drill) = &self.drill else {
            return Vec::new();
        };
        let expected = drill.task.expected(drill.played).map(str::to_string);
        match (&drill.task, expected) {
            (Task::Puzzle(_), Some(solution)) => {
                let shown = self
                    .view
                    .moves()
                    .find(|m| m.coordinates == solution)
                    .map(|m| self.shown_move(m.display))
                    .unwrap_or_else(|| solution.clone());
                self.settle(Standing::Failed);
                let effects = self.computer_moves(&solution, settings);
                self.message = Some(Message::Error(text::drill_failed(
                    self.lang,
                    &self.lang.tr(why),
                    &shown,
                )));
                effects
            }
            _ => {
                if let Some(drill) = &mut self.drill {
                    drill.note = Some(Note::Wrong(why));
                }
                self.message = None;
                Vec::new()
            }
        }
    }

    fn settle(&mut self, standing: Standing) {
        if let Some(drill) = &mut self.drill {
            drill.standing = standing;
            drill.unsettled = Some(standing);
        }
    }

    /// The drill's hint: the piece to move, under the cursor.
    pub(super) fn drill_hint(&mut self) {
        let Some(drill) = &mut self.drill else {
            return;
        };
        if drill.standing != Standing::Solving {
            return;
        }
        if let Task::Step { lesson, step } = drill.task {
            drill.note = Some(Note::Hint(lesson.steps[step].hint));
            self.message = None;
            return;
        }
        let Some(expected) = drill.task.expected(drill.played).map(str::to_string) else {
            return;
        };
        if let Some(from) = self
            .view
            .moves()
            .find(|m| m.coordinates == expected)
            .map(|m| m.from)
        {
            self.cursor = from;
            self.held = None;
            self.message = Some(Message::Info(text::drill_hint(
                self.lang,
                &from.to_string(),
            )));
        }
    }
}
