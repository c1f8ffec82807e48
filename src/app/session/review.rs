//! Looking back over a game: the position after any number of its moves,
//! and the analysis of the whole game, found position by position while
//! Review is open by the evaluation row's own background analysis (so a
//! position valued once is never searched again), and kept with the game
//! once complete: in the local archive, or in the server's for a game of
//! a room.

use ratatui::layout::{Position, Rect};

use super::{Overlay, Session};
use crate::ai::analysis::{self, Analysis, Valued, judge_any};
use crate::app::event::{Annotated, Effect, FileRequest};
use crate::app::keymap::Action;
use crate::app::layout;
use crate::app::settings::Settings;
use crate::games::{AnyGame, Options, PieceKind, Status};
use crate::rooms::{Annotation, RoomRequest};
use crate::storage::saves::{Extra, GameRecord};

/// Where a complete analysis is kept with its game, besides the screen.
#[derive(Clone, Debug)]
pub(super) enum Keeper {
    /// The local archive's record of this game.
    Archive(Box<GameRecord>),
    /// The server's archive: game `round` of room `room`.
    Room { room: String, round: u32 },
}

/// The position after `ply` moves of the game, and the values of the
/// game's positions found so far.
#[derive(Clone, Debug)]
pub struct Review {
    pub ply: usize,
    pub board: Box<AnyGame>,
    /// The pieces each side had taken by then (see
    /// [`AnyGame::captured_pieces`]).
    captured: [Vec<PieceKind>; 2],
    /// Each position, start first, as [`AnyGame::position`] writes it.
    positions: Vec<String>,
    /// Each position's value, once found.
    values: Vec<Option<Valued>>,
}

/// What the analysis of the whole game needs next.
enum Next {
    /// This position searched.
    Search(AnyGame),
    /// Nothing more: every position is valued.
    Done(Analysis),
}

impl Review {
    /// Starts at the game as it stands.
    pub fn new(game: &AnyGame) -> Review {
        let mut positions = Vec::with_capacity(game.ply_count() + 1);
        let mut board = game.clone();
        loop {
            positions.push(board.position());
            if !board.undo() {
                break;
            }
        }
        positions.reverse();
        Review {
            ply: game.ply_count(),
            board: Box::new(game.clone()),
            captured: game.captured_pieces(),
            values: vec![None; positions.len()],
            positions,
        }
    }

    /// The pieces each side had taken in the position shown.
    pub fn captured(&self) -> &[Vec<PieceKind>; 2] {
        &self.captured
    }

    /// The positions valued so far, and all of them.
    pub fn progress(&self) -> (usize, usize) {
        let done = self.values.iter().filter(|v| v.is_some()).count();
        (done, self.values.len())
    }

    /// Steps through `game` as the action says; false when the position
    /// cannot be rebuilt (it always can for a game that was played).
    pub fn step(&mut self, action: Action, game: &AnyGame, options: &Options) -> bool {
        let total = game.ply_count();
        let target = match action {
            Action::Left => self.ply.saturating_sub(1),
            Action::Right => (self.ply + 1).min(total),
            Action::First => 0,
            Action::Last => total,
            _ => self.ply,
        };
        self.go_to(target, game, options)
    }

    /// Shows the position after `ply` moves (at most the game's).
    pub fn go_to(&mut self, ply: usize, game: &AnyGame, options: &Options) -> bool {
        let target = ply.min(game.ply_count());
        match replay(game, options, target) {
            Some(board) => {
                self.ply = target;
                self.captured = board.captured_pieces();
                *self.board = board;
                true
            }
            None => false,
        }
    }

    /// Notes every value `known` has (and the finished positions'); the
    /// position still to search, the one shown first (its value is on
    /// screen), or the analysis once none is.
    fn next(&mut self, game: &AnyGame, known: impl Fn(&str) -> Option<Valued>) -> Option<Next> {
        let shown = self.ply.min(self.values.len().saturating_sub(1));
        for ply in std::iter::once(shown).chain(0..self.values.len()) {
            if self.values[ply].is_some() {
                continue;
            }
            let board = at_ply(game, ply);
            let found = match board.status() {
                Status::Ongoing => known(&self.positions[ply]),
                over => Valued::of_end(over),
            };
            match found {
                Some(value) => self.values[ply] = Some(value),
                None => return Some(Next::Search(board)),
            }
        }
        let values: Vec<Valued> = self.values.iter().flatten().cloned().collect();
        judge_any(game, &values).map(Next::Done)
    }
}

impl Session {
    /// A click in Review on the evaluation graph under the board (laid
    /// out in `area`) shows the position under it; None for a click
    /// elsewhere.
    pub fn click_graph(
        &mut self,
        area: Rect,
        column: u16,
        row: u16,
        settings: &Settings,
    ) -> Option<Vec<Effect>> {
        let Overlay::Review(review) = &mut self.overlay else {
            return None;
        };
        let (_, analysis) = layout::review(area, self.game.id(), self.flipped);
        let graph = analysis.filter(|a| a.contains(Position::new(column, row)))?;
        let ply = layout::graph_ply(graph, self.game.ply_count(), column);
        review.go_to(ply, &self.game, &self.options);
        Some(self.schedule(settings))
    }

    /// Review shows the position after the next marked move (`?!`,
    /// `?`, `??`) of either side when `forward`, else the previous one;
    /// none that way (or no analysis yet), it stays, as a step past the
    /// last move does.
    pub(super) fn go_to_mark(&mut self, forward: bool) {
        let Overlay::Review(review) = &mut self.overlay else {
            return;
        };
        let target = self
            .analysis
            .as_ref()
            .and_then(|a| a.marked_from(review.ply, forward));
        if let Some(ply) = target {
            review.go_to(ply, &self.game, &self.options);
        }
    }

    /// The analysis of the whole game, once complete.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    /// While Review is open and the game's analysis is not complete, the
    /// search of the next position to value (it waits for the computer's
    /// own search); the analysis is kept once every position is valued,
    /// and the archive's record of the game given it (see
    /// [`Session::keep_analysis_in`] and [`Session::keep_analysis_in_room`];
    /// a room's game over goes to the server's archive). None when Review
    /// needs nothing.
    pub(super) fn analyse_game(&mut self) -> Option<Vec<Effect>> {
        if self.analysis.is_some() {
            return None;
        }
        let Overlay::Review(review) = &mut self.overlay else {
            return None;
        };
        let searches = &self.searches;
        match review.next(&self.game, |position| searches.valued(position))? {
            Next::Search(board) => Some(self.searches.analyse(&board)),
            Next::Done(analysis) => {
                self.analysis = Some(analysis);
                self.annotate_archived()
            }
        }
    }

    /// Once complete, the analysis is to be kept with the game's record
    /// in the archive, `kept` (when it has none).
    pub fn keep_analysis_in(&mut self, kept: GameRecord) {
        let missing = analysis::kept(kept.extra()).is_none();
        self.archived = missing.then(|| Keeper::Archive(Box::new(kept)));
    }

    /// Once complete, the analysis is to be kept with game `round` of
    /// room `room` in the server's archive (when it has none: the game
    /// came with its fields, see [`Session::with_extra`]).
    pub fn keep_analysis_in_room(&mut self, room: String, round: u32) {
        let missing = self.analysis.is_none();
        self.archived = missing.then_some(Keeper::Room { room, round });
    }

    /// Where the analysis just completed goes: the archive told, else the
    /// server's for the game of the room on screen once it is over.
    fn keeper(&mut self) -> Option<Keeper> {
        if let Some(keeper) = self.archived.take() {
            return Some(keeper);
        }
        let link = self.room.as_ref().filter(|_| self.is_over())?;
        Some(Keeper::Room {
            room: link.id.clone(),
            round: link.round,
        })
    }

    /// The archived record given the analysis just completed, if it is
    /// of this game as archived; for a room's, the request that the
    /// server keep it (the server checks it fits the game it archived).
    fn annotate_archived(&mut self) -> Option<Vec<Effect>> {
        let analysis = self.analysis.clone()?;
        let kept = match self.keeper()? {
            Keeper::Archive(kept) => *kept,
            Keeper::Room { room, round } => {
                let annotation = Annotation {
                    room,
                    round,
                    analysis,
                };
                return Some(vec![Effect::Room(RoomRequest::Annotate(Box::new(
                    annotation,
                )))]);
            }
        };
        let moves = self.game.move_coordinates();
        if kept.moves() != moves.as_slice() {
            return None;
        }
        let extra = analysis::keep(kept.extra().clone(), Some(&analysis));
        let record = kept.clone().with_extra(extra);
        let annotated = Annotated { kept, record };
        Some(vec![Effect::Files(FileRequest::Annotate(Box::new(
            annotated,
        )))])
    }

    /// An analysis that no longer fits the game (a move played or taken
    /// back) is dropped.
    pub(super) fn drop_stale_analysis(&mut self) {
        let fits = |a: &Analysis| a.moves.len() == self.game.ply_count();
        if !self.analysis.as_ref().is_some_and(fits) {
            self.analysis = None;
        }
    }

    /// The fields a saved record keeps besides the game, with the
    /// analysis among them.
    pub(super) fn extra_with_analysis(&self) -> Extra {
        analysis::keep(self.extra.clone(), self.analysis.as_ref())
    }

    /// Takes the analysis a saved record kept, if it reads and fits.
    pub(super) fn take_saved_analysis(&mut self) {
        self.analysis = analysis::kept(&self.extra);
        self.extra = analysis::keep(std::mem::take(&mut self.extra), None);
        self.drop_stale_analysis();
    }
}

/// The game with only its first `ply` moves: taken back, so the earlier
/// positions count for repetition as they did in the game, and without
/// an end no position shows (the last position of a resigned game is
/// searched like any other).
fn at_ply(game: &AnyGame, ply: usize) -> AnyGame {
    let mut board = game.clone();
    let back = game.ply_count().saturating_sub(ply);
    for _ in 0..back {
        board.undo();
    }
    if back == 0 && board.ended().is_some() && board.undo() {
        board.redo();
    }
    board
}

/// The game from its start with its first `ply` moves played.
pub fn replay(game: &AnyGame, options: &Options, ply: usize) -> Option<AnyGame> {
    let mut board = AnyGame::from_position(game.id(), &game.start_position(), options).ok()?;
    for mv in game.move_coordinates().iter().take(ply) {
        board.play_text(mv).ok()?;
    }
    Some(board)
}
