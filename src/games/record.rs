//! A game's history: the start, the moves played, undo and redo, the
//! pieces each side has taken, the rules that need history (threefold
//! repetition), and the ends no position shows (a flag fall, an empty
//! seat, a resignation, an agreed draw).

use super::{End, Game, GameId, Illegal, MoveError, Outcome, PieceKind, Reason, Side, Status};
use crate::i18n::{Explain, Lang};

/// Why a draw cannot be agreed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawRefused {
    /// The game has no draws (Massacre Chess).
    NoDraws(GameId),
    Over,
}

impl Explain for DrawRefused {
    fn explain(&self, lang: Lang) -> String {
        match self {
            DrawRefused::NoDraws(game) => {
                lang.tr_with(msg!("no-draws"), &[("game", game.title(lang).into())])
            }
            DrawRefused::Over => lang.tr(msg!("move-game-over")).into_owned(),
        }
    }
}

english_display!(DrawRefused);

#[derive(Clone, Debug)]
pub struct Record<G: Game> {
    start: G,
    /// Positions after each move; `positions[0]` is the start.
    positions: Vec<G>,
    moves: Vec<G::Move>,
    /// Moves undone, most recently undone last.
    redo: Vec<G::Move>,
    /// Every piece taken so far, in the order the moves took them.
    taken: Vec<Taken>,
    /// An end the position does not show: a flag fell, a seat stayed
    /// empty, a player resigned, a draw was agreed.
    ended: Option<End>,
}

/// A piece taken by a move, kept as the move is played so undo can drop
/// it again.
#[derive(Clone, Copy, Debug)]
struct Taken {
    /// The index of the move that took it.
    ply: usize,
    by: Side,
    kind: PieceKind,
}

impl<G: Game> Record<G> {
    pub fn new(start: G) -> Record<G> {
        Record {
            positions: vec![start.clone()],
            start,
            moves: Vec::new(),
            redo: Vec::new(),
            taken: Vec::new(),
            ended: None,
        }
    }

    pub fn start(&self) -> &G {
        &self.start
    }

    pub fn current(&self) -> &G {
        self.positions.last().unwrap_or(&self.start)
    }

    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The position before move `index` was played (`0` is the start).
    pub fn position_before(&self, index: usize) -> &G {
        &self.positions[index.min(self.positions.len() - 1)]
    }

    /// The game's status, counting threefold repetition where it draws,
    /// and the ends no position shows.
    pub fn status(&self) -> Status {
        if let Some(end) = self.ended {
            return Status::Over(end);
        }
        let current = self.current();
        match current.status() {
            Status::Ongoing if G::REPETITION_DRAWS && self.repetitions() >= 3 => {
                Status::Over(End::draw(Reason::Repetition))
            }
            status => status,
        }
    }

    /// The side to move's time ran out: it loses, unless the other side
    /// cannot win (RULES.md "Clocks"), which draws. A game already over
    /// stays as it ended.
    pub fn time_out(&mut self) -> Status {
        let loser = self.current().side_to_move();
        self.lose_by(loser, Reason::Time)
    }

    /// `loser`'s seat stayed empty too long in play over SSH: it loses as
    /// on a flag fall (RULES.md "Clocks").
    pub fn abandon(&mut self, loser: Option<Side>) -> Status {
        match loser {
            Some(loser) => self.lose_by(loser, Reason::Abandoned),
            None => self.end_with(End::draw(Reason::Abandoned)),
        }
    }

    /// `loser` gives the game up, on either side's turn: the other side
    /// wins (RULES.md "Ending a game by agreement"). A game already over
    /// stays as it ended.
    pub fn resign(&mut self, loser: Side) -> Status {
        self.end_with(End::win(loser.opponent(), Reason::Resigned))
    }

    /// Both players agree to a draw, in a game that can be drawn.
    pub fn agree_draw(&mut self) -> Result<Status, DrawRefused> {
        if !G::DRAWS {
            return Err(DrawRefused::NoDraws(G::ID));
        }
        if self.status() != Status::Ongoing {
            return Err(DrawRefused::Over);
        }
        Ok(self.end_with(End::draw(Reason::Agreed)))
    }

    /// Ends the game as a saved record says it ended off the board; an
    /// end the position shows (checkmate...) is left to the position.
    pub fn resume_end(&mut self, end: End) -> Status {
        match (end.reason, end.outcome) {
            (Reason::Resigned, Outcome::Win(winner)) => self.resign(winner.opponent()),
            (Reason::Agreed, Outcome::Draw) if G::DRAWS => self.end_with(end),
            (Reason::Time, _) => self.time_out(),
            (Reason::Abandoned, Outcome::Win(winner)) => self.abandon(Some(winner.opponent())),
            (Reason::Abandoned, Outcome::Draw) => self.abandon(None),
            _ => self.status(),
        }
    }

    /// The end no position shows, if the game ended so.
    pub fn ended(&self) -> Option<End> {
        self.ended
    }

    /// Ends a game still going on with `end`.
    fn end_with(&mut self, end: End) -> Status {
        if self.status() == Status::Ongoing {
            self.ended = Some(end);
        }
        self.status()
    }

    fn lose_by(&mut self, loser: Side, reason: Reason) -> Status {
        let end = if self.current().can_win(loser.opponent()) {
            End::win(loser.opponent(), reason)
        } else {
            End::draw(reason)
        };
        self.end_with(end)
    }

    /// How often the current position has stood on the board.
    pub fn repetitions(&self) -> usize {
        let key = self.current().hash();
        self.positions.iter().filter(|p| p.hash() == key).count()
    }

    /// Plays a legal move; the redo list is forgotten unless the move is
    /// the one it would redo.
    pub fn play(&mut self, mv: G::Move) -> Result<(), MoveError> {
        if matches!(self.status(), Status::Over(_)) {
            return Err(MoveError::GameOver);
        }
        self.play_legal(mv)
    }

    /// Plays a move if it is legal in the current position, whatever the
    /// game's status.
    fn play_legal(&mut self, mv: G::Move) -> Result<(), MoveError> {
        let mut legal = Vec::new();
        self.current().legal_moves(&mut legal);
        if !legal.contains(&mv) {
            let text = self.current().format_move(mv);
            return Err(MoveError::Illegal(Illegal::NotHere(text)));
        }
        if self.redo.last() == Some(&mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.push(mv);
        Ok(())
    }

    /// Reads a move (coordinates, or SAN where the game has it) and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, MoveError> {
        if matches!(self.status(), Status::Over(_)) {
            return Err(MoveError::GameOver);
        }
        let mv = self.current().parse_move(text)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// Reads and plays a move of a recorded game, which may go on past a
    /// draw our rules make at once but FIDE has claimed (repetition, the
    /// fifty-move rule): only a position without legal moves stops it.
    /// Nothing else changes, so [`Record::status`] still judges the
    /// position the replay ends on by our rules, and play from there.
    pub fn replay_text(&mut self, text: &str) -> Result<G::Move, MoveError> {
        let mut legal = Vec::new();
        self.current().legal_moves(&mut legal);
        if legal.is_empty() {
            return Err(MoveError::GameOver);
        }
        let mv = self.current().parse_move(text)?;
        self.play_legal(mv)?;
        Ok(mv)
    }

    fn push(&mut self, mv: G::Move) {
        self.note_taken(mv);
        let mut next = self.current().clone();
        next.play(mv);
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// Keeps the pieces `mv` takes, read off the board before it is played
    /// (after it, a Martian piece has changed owner and a Hasami stone is
    /// gone).
    fn note_taken(&mut self, mv: G::Move) {
        // The fields, not `current()`, so `taken` can grow meanwhile.
        let before = self.positions.last().unwrap_or(&self.start);
        let by = before.side_to_move();
        let mut squares = Vec::new();
        before.captured_squares(mv, &mut squares);
        let ply = self.moves.len();
        let taken = squares
            .into_iter()
            .filter_map(|at| before.piece_at(at))
            .map(|piece| Taken {
                ply,
                by,
                kind: piece.kind,
            });
        self.taken.extend(taken);
    }

    /// Takes back the last move (and an end no position shows after it);
    /// false when there is none.
    pub fn undo(&mut self) -> bool {
        match self.moves.pop() {
            Some(mv) => {
                self.ended = None;
                self.positions.pop();
                // Taken pieces are in move order: drop the last move's.
                let kept = self.taken.partition_point(|t| t.ply < self.moves.len());
                self.taken.truncate(kept);
                self.redo.push(mv);
                true
            }
            None => false,
        }
    }

    /// Plays again the last move undone; false when there is none, or
    /// the game ended off the board.
    pub fn redo(&mut self) -> bool {
        if self.ended.is_some() {
            return false;
        }
        match self.redo.pop() {
            Some(mv) => {
                self.push(mv);
                true
            }
            None => false,
        }
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && self.ended.is_none()
    }

    /// The kinds of the pieces `side` has taken, in the order taken.
    pub fn taken_by(&self, side: Side) -> impl Iterator<Item = PieceKind> + '_ {
        self.taken
            .iter()
            .filter(move |taken| taken.by == side)
            .map(|taken| taken.kind)
    }

    /// The moves as people read them (SAN in chess), each in its position.
    pub fn move_texts(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(mv, before)| before.display_move(*mv))
            .collect()
    }
}
