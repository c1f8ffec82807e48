//! The computer's side of the game screen: the search under way and its
//! ticket (so a stale reply is dropped), what it reports, the last
//! evaluation, and the hint it found.

use std::time::Duration;

use crate::ai::external::{EngineRequest, EngineSpec};
use crate::ai::{Bot, ClockLeft, Level, Limits, Report, Request, Score, SearchInfo, Task};
use crate::app::event::Effect;
use crate::games::{AnyGame, MoveSquares, Side};

/// The engine level asked for hints, and how long it may think.
pub const HINT_BOT: Bot = Bot::Engine(Level::Medium);
pub const HINT_TIME: Duration = Duration::from_millis(700);
/// The limits of a search asked to move now with nothing found yet.
pub const HURRY: Limits = Limits {
    movetime: Some(Duration::from_millis(20)),
    depth: Some(1),
    nodes: None,
    clock: None,
};

/// An evaluation from player 1's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Evaluation {
    /// Hundredths of a pawn (or the game's unit).
    Points(i32),
    /// A forced win for this side in this many moves.
    Mate(Side, u32),
}

impl Evaluation {
    pub fn from_search(score: Score, mover: Side) -> Evaluation {
        let (value, mate) = match score {
            Score::Points(p) => (p, None),
            Score::WinIn(plies) => (0, Some((mover, plies))),
            Score::LossIn(plies) => (0, Some((mover.opponent(), plies))),
        };
        match mate {
            Some((side, plies)) => Evaluation::Mate(side, plies.div_ceil(2)),
            None if mover == Side::One => Evaluation::Points(value),
            None => Evaluation::Points(-value),
        }
    }
}

/// A search under way.
#[derive(Clone, Debug)]
pub struct Thinking {
    pub ticket: u64,
    pub task: Task,
    pub side: Side,
    pub info: Option<SearchInfo>,
    /// The info's planned line as the move list writes moves.
    pub line: Vec<String>,
}

/// What a report from the worker means for the game screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Heard {
    /// The search goes on (its line and score were noted).
    Progress,
    /// The computer chose this move (coordinates).
    Move(String),
    /// The hint asked for.
    Hint(String),
    /// The search found no move (the game is over).
    NoMove,
    /// The external engine asked failed, for this reason.
    Failed(String),
}

/// The searches of one game screen.
#[derive(Clone, Debug)]
pub struct Searches {
    /// Keeps this screen's tickets apart from earlier screens'.
    id: u64,
    tickets: u64,
    current: Option<Thinking>,
    evaluation: Option<Evaluation>,
    hint: Option<MoveSquares>,
}

impl Searches {
    pub fn new(id: u64) -> Searches {
        Searches {
            id,
            tickets: 0,
            current: None,
            evaluation: None,
            hint: None,
        }
    }

    pub fn thinking(&self) -> Option<&Thinking> {
        self.current.as_ref()
    }
    pub fn evaluation(&self) -> Option<Evaluation> {
        self.evaluation
    }
    pub fn hint(&self) -> Option<MoveSquares> {
        self.hint
    }

    /// Whether the computer is searching for its move.
    pub fn moving(&self) -> bool {
        self.current.as_ref().is_some_and(|t| t.task == Task::Move)
    }

    /// The move the search likes best so far, if it said.
    pub fn best_so_far(&self) -> Option<String> {
        let info = self.current.as_ref()?.info.as_ref()?;
        info.pv.first().cloned()
    }

    /// Notes a new search of `game`'s position; its ticket.
    fn begin(&mut self, game: &AnyGame, task: Task) -> u64 {
        self.tickets += 1;
        let ticket = crate::ai::protocol::ticket(self.id, self.tickets);
        self.current = Some(Thinking {
            ticket,
            task,
            side: game.side_to_move(),
            info: None,
            line: Vec::new(),
        });
        ticket
    }

    /// Asks an external engine for its move in `game`'s position.
    /// `opponent` is the other side's clock on a game with clocks.
    pub fn start_engine(
        &mut self,
        game: &AnyGame,
        spec: EngineSpec,
        limits: Limits,
        opponent: Option<ClockLeft>,
    ) -> Effect {
        let ticket = self.begin(game, Task::Move);
        Effect::EngineMove(Box::new(EngineRequest {
            ticket,
            screen: self.id,
            spec,
            game: game.clone(),
            limits,
            opponent,
        }))
    }

    /// Asks for a search of `game`'s position.
    pub fn start(&mut self, game: &AnyGame, bot: Bot, task: Task, limits: Limits) -> Effect {
        let ticket = self.begin(game, task);
        Effect::Think(Box::new(Request {
            ticket,
            game: game.clone(),
            bot,
            task,
            limits,
            seed: ticket,
        }))
    }

    /// Stops the search under way, if any.
    pub fn stop(&mut self) -> Vec<Effect> {
        match self.current.take() {
            Some(_) => vec![Effect::Stop],
            None => Vec::new(),
        }
    }

    /// Forgets what the last search said (the position changed).
    pub fn forget(&mut self) {
        self.evaluation = None;
        self.hint = None;
    }

    pub fn clear_hint(&mut self) {
        self.hint = None;
    }

    pub fn show_hint(&mut self, squares: MoveSquares) {
        self.hint = Some(squares);
    }

    /// A report from the worker about a search of `game`'s position;
    /// `None` when it is stale.
    pub fn hear(&mut self, report: Report, game: &AnyGame) -> Option<Heard> {
        let current = self.current.as_ref().map(|t| t.ticket);
        if current != Some(report.ticket()) {
            return None;
        }
        match report {
            Report::Progress { info, .. } => {
                let thinking = self.current.as_mut()?;
                if thinking.task == Task::Move {
                    self.evaluation = Some(Evaluation::from_search(info.score, thinking.side));
                }
                thinking.line = game.display_line(&info.pv);
                thinking.info = Some(info);
                Some(Heard::Progress)
            }
            Report::Done { mv, info, .. } => {
                let thinking = self.current.take()?;
                if let Some(info) = &info
                    && thinking.task == Task::Move
                {
                    self.evaluation = Some(Evaluation::from_search(info.score, thinking.side));
                }
                Some(match thinking.task {
                    Task::Hint => Heard::Hint(mv),
                    Task::Move => Heard::Move(mv),
                })
            }
            Report::NoMove { .. } => {
                self.current = None;
                Some(Heard::NoMove)
            }
            Report::Failed { reason, .. } => {
                self.current = None;
                Some(Heard::Failed(reason))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_scores_turn_to_player_one_s_view() {
        let from = Evaluation::from_search;
        assert_eq!(from(Score::Points(50), Side::One), Evaluation::Points(50));
        assert_eq!(from(Score::Points(50), Side::Two), Evaluation::Points(-50));
        assert_eq!(
            from(Score::WinIn(3), Side::Two),
            Evaluation::Mate(Side::Two, 2)
        );
        assert_eq!(
            from(Score::LossIn(2), Side::One),
            Evaluation::Mate(Side::Two, 1)
        );
    }
}
