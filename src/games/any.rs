//! A game in progress of any of the five kinds, for the places that only
//! know the kind at run time (the app, saves, the command line). Moves
//! cross this boundary as coordinate strings of NOTATION.md.

use super::chess::{Chess, Massacre, RacingKings};
use super::hasami::Hasami;
use super::martian::Martian;
use super::record::DrawRefused;
use super::{
    Coord, Dims, End, Game, GameId, MoveError, MoveSquares, Numbering, Options, Piece, PieceKind,
    PositionError, PositionView, Record, Side, Status,
};

#[derive(Clone, Debug)]
pub enum AnyGame {
    Chess(Record<Chess>),
    RacingKings(Record<RacingKings>),
    Massacre(Record<Massacre>),
    Martian(Record<Martian>),
    Hasami(Record<Hasami>),
}

/// Runs `$body` with `$record` bound to the inner `Record<G>`.
macro_rules! each {
    ($any:expr, $record:ident => $body:expr) => {
        match $any {
            $crate::games::AnyGame::Chess($record) => $body,
            $crate::games::AnyGame::RacingKings($record) => $body,
            $crate::games::AnyGame::Massacre($record) => $body,
            $crate::games::AnyGame::Martian($record) => $body,
            $crate::games::AnyGame::Hasami($record) => $body,
        }
    };
}
pub(crate) use each;

/// Runs `$body` with `$G` naming the game type of `$id`: the one match
/// from a [`GameId`] to its type, through which every per-game fact is
/// read from the game's own files.
macro_rules! with_game_type {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            $crate::games::GameId::Chess => {
                type $G = $crate::games::chess::Chess;
                $body
            }
            $crate::games::GameId::RacingKings => {
                type $G = $crate::games::chess::RacingKings;
                $body
            }
            $crate::games::GameId::Massacre => {
                type $G = $crate::games::chess::Massacre;
                $body
            }
            $crate::games::GameId::Martian => {
                type $G = $crate::games::martian::Martian;
                $body
            }
            $crate::games::GameId::Hasami => {
                type $G = $crate::games::hasami::Hasami;
                $body
            }
        }
    };
}
pub(crate) use with_game_type;

trait IntoAny: Game {
    fn into_any(record: Record<Self>) -> AnyGame;
}

macro_rules! into_any {
    ($($G:ident),*) => {$(
        impl IntoAny for $G {
            fn into_any(record: Record<Self>) -> AnyGame {
                AnyGame::$G(record)
            }
        }
    )*};
}
into_any!(Chess, RacingKings, Massacre, Martian, Hasami);

fn id_of<G: Game>(_: &Record<G>) -> GameId {
    G::ID
}

impl AnyGame {
    /// A new game from the start position for these options.
    pub fn new(id: GameId, options: &Options) -> AnyGame {
        with_game_type!(id, G => G::into_any(Record::new(G::start(options))))
    }

    /// A new game from a position string.
    pub fn from_position(
        id: GameId,
        text: &str,
        options: &Options,
    ) -> Result<AnyGame, PositionError> {
        with_game_type!(id, G => Ok(G::into_any(Record::new(G::from_position(text, options)?))))
    }

    pub fn id(&self) -> GameId {
        each!(self, r => id_of(r))
    }

    pub fn dims(&self) -> Dims {
        self.id().dims()
    }

    pub fn status(&self) -> Status {
        each!(self, r => r.status())
    }

    pub fn side_to_move(&self) -> Side {
        each!(self, r => r.current().side_to_move())
    }

    pub fn position(&self) -> String {
        each!(self, r => r.current().position())
    }

    pub fn start_position(&self) -> String {
        each!(self, r => r.start().position())
    }

    /// How the move list and PGN number the moves, from the start
    /// position.
    pub fn numbering(&self) -> Numbering {
        each!(self, r => Numbering::new(r.start().move_number(), r.start().side_to_move()))
    }

    pub fn piece_at(&self, at: Coord) -> Option<Piece> {
        each!(self, r => r.current().piece_at(at))
    }

    pub fn scores(&self) -> [u32; 2] {
        each!(self, r => r.current().scores())
    }

    /// The side to move's flag fell: the game ends by RULES.md "Clocks".
    pub fn time_out(&mut self) -> Status {
        each!(self, r => r.time_out())
    }

    /// `loser`'s seat stayed empty too long: the game ends as on a flag
    /// fall; a draw when both seats did (`None`).
    pub fn abandon(&mut self, loser: Option<Side>) -> Status {
        each!(self, r => r.abandon(loser))
    }

    /// `loser` resigns, on either side's turn: the other side wins.
    pub fn resign(&mut self, loser: Side) -> Status {
        each!(self, r => r.resign(loser))
    }

    /// The players agree to a draw, where the game has draws.
    pub fn agree_draw(&mut self) -> Result<Status, DrawRefused> {
        each!(self, r => r.agree_draw())
    }

    /// Ends the game as a saved record says it ended off the board.
    pub fn resume_end(&mut self, end: End) -> Status {
        each!(self, r => r.resume_end(end))
    }

    /// The end no position shows (time, a resignation...), if any.
    pub fn ended(&self) -> Option<End> {
        each!(self, r => r.ended())
    }

    /// The current position's legal moves (squares, captures, text) and
    /// king in check, for interfaces; build it once per position.
    pub fn view(&self) -> PositionView {
        each!(self, r => PositionView::of(r.current()))
    }

    /// The kinds of the pieces each side has taken, player 1's first, in
    /// the order taken. A promotion is no capture; en passant and every
    /// stone of a Hasami sandwich are.
    pub fn captured_pieces(&self) -> [Vec<PieceKind>; 2] {
        each!(self, r => Side::BOTH.map(|side| r.taken_by(side).collect()))
    }

    /// The squares of every legal move, for the board widget.
    pub fn legal_squares(&self) -> Vec<MoveSquares> {
        each!(self, r => {
            let game = r.current();
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            moves.into_iter().map(|mv| game.move_squares(mv)).collect()
        })
    }

    /// Every legal move in coordinates.
    pub fn legal_moves(&self) -> Vec<String> {
        each!(self, r => {
            let game = r.current();
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            moves.into_iter().map(|mv| game.format_move(mv)).collect()
        })
    }

    /// Plays a move typed in coordinates or SAN; returns it as the move
    /// list shows it.
    pub fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        each!(self, r => {
            let before = r.current().clone();
            let mv = r.play_text(text)?;
            Ok(before.display_move(mv))
        })
    }

    /// Plays a move of a recorded game (PGN), past draws FIDE has
    /// claimed; see [`Record::replay_text`].
    pub fn replay_text(&mut self, text: &str) -> Result<(), MoveError> {
        each!(self, r => r.replay_text(text).map(|_| ()))
    }

    pub fn undo(&mut self) -> bool {
        each!(self, r => r.undo())
    }

    pub fn redo(&mut self) -> bool {
        each!(self, r => r.redo())
    }

    pub fn can_redo(&self) -> bool {
        each!(self, r => r.can_redo())
    }

    pub fn ply_count(&self) -> usize {
        each!(self, r => r.moves().len())
    }

    /// The moves as people read them (SAN in chess).
    pub fn move_texts(&self) -> Vec<String> {
        each!(self, r => r.move_texts())
    }

    /// A line of moves in coordinates from the current position (a
    /// search's planned line), as the move list would write them (SAN in
    /// the chess games); it stops at the first move that is not legal.
    pub fn display_line(&self, line: &[String]) -> Vec<String> {
        each!(self, r => {
            let mut position = r.current().clone();
            let mut shown = Vec::with_capacity(line.len());
            for text in line {
                let Ok(mv) = position.parse_move(text) else {
                    break;
                };
                shown.push(position.display_move(mv));
                position.play(mv);
            }
            shown
        })
    }

    /// The moves in coordinates, as saves and PGN-free records keep them.
    pub fn move_coordinates(&self) -> Vec<String> {
        each!(self, r => r.moves().iter().enumerate().map(|(i, mv)| r.position_before(i).format_move(*mv)).collect())
    }

    /// The squares of the last move played, to highlight.
    pub fn last_move(&self) -> Option<MoveSquares> {
        each!(self, r => {
            let index = r.moves().len().checked_sub(1)?;
            Some(r.position_before(index).move_squares(r.moves()[index]))
        })
    }

    /// Whether the move would be a capture (for the interface's marks).
    pub fn is_capture_text(&self, text: &str) -> bool {
        each!(self, r => r.current().parse_move(text).is_ok_and(|mv| r.current().is_capture(mv)))
    }
}
