//! What a caller and the computer players say to each other: the request
//! for a move or a hint, the limits of a search, and the reports and
//! scores that come back. Plain data over the games and the choice of
//! player; it knows nothing of how a move is found or where it runs.

use std::time::Duration;

use super::bot::Bot;
use super::external::error::EngineError;
use crate::games::AnyGame;

/// How long and how deep a search may go. `None` everywhere means the
/// bot's own default (its level's limits; master's default thinking time).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Limits {
    pub movetime: Option<Duration>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// The mover's clock, when the game is played on one: the search then
    /// budgets its own time (see [`super::time`]). `movetime`, when also
    /// given, caps that budget.
    pub clock: Option<ClockLeft>,
}

/// The side to move's clock as a search starts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ClockLeft {
    /// Time left on the mover's clock.
    pub left: Duration,
    /// Added to the mover's clock after each of its moves.
    pub increment: Duration,
    /// Moves to play before the next time control, when the GUI says.
    pub moves_to_go: Option<u32>,
}

/// What a request asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Task {
    /// The bot's move, to be played.
    Move,
    /// The best move for the side to move, to be shown to a person:
    /// searched as [`Task::Analyse`] is, so it is the analysis's move.
    Hint,
    /// The position's value, for the evaluation row: searched at the
    /// request's level on a fresh table (so the same position gets the
    /// same value), and given way to by any other task.
    Analyse,
}

/// A search's ticket: the number of the game it belongs to in the high
/// half, the count of that game's searches in the low half. Searches of
/// one game share what they learn (the worker's kept table); a search of
/// another game starts afresh.
pub fn ticket(game: u64, search: u64) -> u64 {
    (game << 32) | (search & 0xFFFF_FFFF)
}

/// The number of the game a ticket's search belongs to.
pub fn game_of(ticket: u64) -> u64 {
    ticket >> 32
}

#[derive(Clone, Debug)]
pub struct Request {
    /// Chosen by the caller (see [`ticket`]); echoed in every report.
    pub ticket: u64,
    /// The game so far (its history matters for repetition).
    pub game: AnyGame,
    pub bot: Bot,
    pub task: Task,
    pub limits: Limits,
    /// Seeds every random choice, so a search with a node or depth limit
    /// repeats exactly.
    pub seed: u64,
}

/// A search score from the point of view of the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Score {
    /// Hundredths of a pawn, or the game's own unit.
    Points(i32),
    /// A forced win in this many plies.
    WinIn(u32),
    /// A forced loss in this many plies.
    LossIn(u32),
}

/// What the search knows so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SearchInfo {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    pub nps: u64,
    /// The principal variation in coordinates.
    pub pv: Vec<String>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Report {
    Progress {
        ticket: u64,
        info: SearchInfo,
    },
    /// The chosen move in coordinates, with the last search information
    /// (none for players that do not search).
    Done {
        ticket: u64,
        mv: String,
        info: Option<SearchInfo>,
    },
    /// The game was already over: there is no move to make.
    NoMove {
        ticket: u64,
    },
    /// An external engine failed (could not start, died, hung, sent an
    /// illegal move): why, worded where it is shown.
    Failed {
        ticket: u64,
        reason: EngineError,
    },
}

impl Report {
    pub fn ticket(&self) -> u64 {
        match self {
            Report::Progress { ticket, .. }
            | Report::Done { ticket, .. }
            | Report::NoMove { ticket }
            | Report::Failed { ticket, .. } => *ticket,
        }
    }

    /// The same report, for another request's ticket (one search told
    /// to all who asked for it).
    pub fn for_ticket(mut self, ticket: u64) -> Report {
        match &mut self {
            Report::Progress { ticket: t, .. }
            | Report::Done { ticket: t, .. }
            | Report::NoMove { ticket: t }
            | Report::Failed { ticket: t, .. } => *t = ticket,
        }
        self
    }
}
