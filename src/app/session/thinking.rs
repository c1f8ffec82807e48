//! The computer's side of the game screen: the search under way and its
//! ticket (so a stale reply is dropped), what it reports, the hint it
//! found (by the analysis's own search, so it is the move Review calls
//! best), the background analysis that gives way to every other search
//! and the evaluations it found, kept by position, and the search that
//! weighs a draw offered to the computer.

use std::collections::HashMap;
use std::time::Duration;

use crate::ai::analysis::Valued;
use crate::ai::evaluation::{ANALYSIS_BOT, analysis_limits};
use crate::ai::external::{EngineError, EngineRequest, EngineSpec};
use crate::ai::{Bot, ClockLeft, Evaluation, Limits, Report, Request, SearchInfo, Task};
use crate::app::event::Effect;
use crate::games::{AnyGame, MoveSquares, Side, Status};

/// The limits of a search asked to move now with nothing found yet.
pub const HURRY: Limits = Limits {
    movetime: Some(Duration::from_millis(20)),
    depth: Some(1),
    nodes: None,
    clock: None,
};

/// A search under way.
#[derive(Clone, Debug)]
pub struct Thinking {
    pub ticket: u64,
    pub task: Task,
    pub side: Side,
    /// The position searched, as [`AnyGame::position`] writes it.
    position: String,
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
    /// The analysis ended (its score was noted).
    Analysed,
    /// The search weighing a draw offer ended, with its evaluation (none
    /// when the search gave no score).
    Offer(Option<Evaluation>),
    /// The search found no move (the game is over).
    NoMove,
    /// The external engine asked failed, for this reason.
    Failed(EngineError),
}

/// The searches of one game screen.
#[derive(Clone, Debug)]
pub struct Searches {
    /// Keeps this screen's tickets apart from earlier screens'.
    id: u64,
    tickets: u64,
    current: Option<Thinking>,
    /// The analysis's value of each position it finished, so a position
    /// seen again (undo, redo, review) shows the same value at once.
    evaluations: HashMap<String, Evaluation>,
    /// The analysis's move in each position it finished, in coordinates,
    /// for Review's judgement of the move played there.
    best: HashMap<String, String>,
    hint: Option<MoveSquares>,
    /// The ticket of the search weighing a draw offer, while it runs.
    offer: Option<u64>,
}

impl Searches {
    pub fn new(id: u64) -> Searches {
        Searches {
            id,
            tickets: 0,
            current: None,
            evaluations: HashMap::new(),
            best: HashMap::new(),
            hint: None,
            offer: None,
        }
    }

    pub fn thinking(&self) -> Option<&Thinking> {
        self.current.as_ref()
    }
    /// The evaluation of `board`'s position, once an analysis gave it.
    pub fn evaluation_of(&self, board: &AnyGame) -> Option<Evaluation> {
        self.evaluations.get(&board.position()).copied()
    }
    /// The value and best move the analysis found for a position (as
    /// [`AnyGame::position`] writes it), once it did.
    pub fn valued(&self, position: &str) -> Option<Valued> {
        Some(Valued {
            evaluation: *self.evaluations.get(position)?,
            best: Some(self.best.get(position)?.clone()),
        })
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
            position: game.position(),
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

    /// Asks for a hint in `game`'s position: the analysis's search, so
    /// the hint is the move Review calls best there, and its value is
    /// kept with the position as the analysis's.
    pub fn start_hint(&mut self, game: &AnyGame) -> Effect {
        self.start(game, ANALYSIS_BOT, Task::Hint, analysis_limits())
    }

    /// Asks for the value of `game`'s position to weigh a draw offered
    /// to the computer: the analysis the evaluation row shows, so it
    /// gives way as one does and its value is kept with the position.
    pub fn weigh_offer(&mut self, game: &AnyGame) -> Effect {
        let effect = self.start(game, ANALYSIS_BOT, Task::Analyse, analysis_limits());
        self.offer = self.current.as_ref().map(|t| t.ticket);
        effect
    }

    /// Whether a draw offer is being weighed.
    pub fn weighing_offer(&self) -> bool {
        self.offer.is_some()
    }

    /// Stops the search under way, if any (a draw offer lapses with it).
    pub fn stop(&mut self) -> Vec<Effect> {
        self.offer = None;
        match self.current.take() {
            Some(_) => vec![Effect::Stop],
            None => Vec::new(),
        }
    }

    /// Keeps an analysis of `board` going while its value is not known.
    /// A hint or analysis of another position is stopped; the computer's
    /// own search is left alone (the analysis waits for its move).
    pub fn analyse(&mut self, board: &AnyGame) -> Vec<Effect> {
        let position = board.position();
        let mut effects = match &self.current {
            Some(thinking) if thinking.task == Task::Move || thinking.position == position => {
                return Vec::new();
            }
            Some(_) => self.stop(),
            None => Vec::new(),
        };
        if self.evaluation_of(board).is_none() && board.status() == Status::Ongoing {
            effects.push(self.start(board, ANALYSIS_BOT, Task::Analyse, analysis_limits()));
        }
        effects
    }

    /// Stops a background analysis, so the worker is free for a search
    /// that matters more.
    pub fn stop_analysis(&mut self) -> Vec<Effect> {
        match &self.current {
            Some(thinking) if thinking.task == Task::Analyse => self.stop(),
            _ => Vec::new(),
        }
    }

    /// Stops a hint or a background analysis under way; the computer's
    /// own search and the weighing of a draw offered to it go on.
    pub fn stop_help(&mut self) -> Vec<Effect> {
        match &self.current {
            Some(thinking) if thinking.task == Task::Hint => self.stop(),
            Some(thinking) if thinking.task == Task::Analyse && self.offer.is_none() => self.stop(),
            _ => Vec::new(),
        }
    }

    /// Whether a search other than an analysis is under way.
    pub fn busy(&self) -> bool {
        self.current
            .as_ref()
            .is_some_and(|t| t.task != Task::Analyse)
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
                thinking.line = game.display_line(&info.pv);
                thinking.info = Some(info);
                Some(Heard::Progress)
            }
            Report::Done { mv, info, .. } => {
                let thinking = self.current.take()?;
                let evaluation =
                    info.map(|info| Evaluation::from_search(info.score, thinking.side));
                // Only the analysis's own searches (a hint is one),
                // finished, give the evaluation row its values.
                let analysed = matches!(thinking.task, Task::Analyse | Task::Hint);
                if let Some(evaluation) = evaluation.filter(|_| analysed) {
                    self.evaluations
                        .insert(thinking.position.clone(), evaluation);
                    self.best.insert(thinking.position, mv.clone());
                }
                if self.offer.take() == Some(thinking.ticket) {
                    return Some(Heard::Offer(evaluation));
                }
                Some(match thinking.task {
                    Task::Hint => Heard::Hint(mv),
                    Task::Move => Heard::Move(mv),
                    Task::Analyse => Heard::Analysed,
                })
            }
            Report::NoMove { .. } => {
                self.current = None;
                self.offer = None;
                Some(Heard::NoMove)
            }
            Report::Failed { reason, .. } => {
                self.current = None;
                self.offer = None;
                Some(Heard::Failed(reason))
            }
        }
    }
}
