//! Two tiny games for testing the search before (and apart from) the real
//! ones: noughts and crosses, solved in an instant, and an endless game
//! of adding numbers, whose tree never runs out.

use super::eval::Evaluate;
use crate::games::hasami::Hasami;
use crate::games::{
    Coord, End, Game, GameId, GameInfo, MoveError, MoveSquares, Options, Piece, PieceKind,
    PositionError, Reason, Side, Status,
};

/// Noughts and crosses; cells 0..9, `a1` is cell 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Noughts {
    cells: [Option<Side>; 9],
    to_move: Side,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl Noughts {
    fn winner(&self) -> Option<Side> {
        LINES.iter().find_map(|line| {
            let first = self.cells[line[0]]?;
            line.iter()
                .all(|&i| self.cells[i] == Some(first))
                .then_some(first)
        })
    }
}

fn cell_coord(cell: u8) -> Coord {
    Coord::new(cell % 3, cell / 3)
}

impl Game for Noughts {
    type Move = u8;
    // The toys stand in for Hasami Shogi wherever a game is named.
    const ID: GameId = GameId::Hasami;
    const INFO: GameInfo = Hasami::INFO;
    const REPETITION_DRAWS: bool = false;

    fn start(_: &Options) -> Self {
        Noughts {
            cells: [None; 9],
            to_move: Side::One,
        }
    }

    /// Nine of `x`, `o`, `.` (a1 first), then the side to move.
    fn from_position(text: &str, _: &Options) -> Result<Self, PositionError> {
        let (board, side) = text.split_once(' ').ok_or(PositionError::SideNumber)?;
        let mut cells = [None; 9];
        for (i, c) in board.chars().enumerate().take(9) {
            cells[i] = match c {
                'x' => Some(Side::One),
                'o' => Some(Side::Two),
                _ => None,
            };
        }
        let to_move = if side == "2" { Side::Two } else { Side::One };
        Ok(Noughts { cells, to_move })
    }

    fn position(&self) -> String {
        let board: String = self
            .cells
            .iter()
            .map(|c| match c {
                Some(Side::One) => 'x',
                Some(Side::Two) => 'o',
                None => '.',
            })
            .collect();
        format!("{board} {}", self.to_move.index() + 1)
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<u8>) {
        out.clear();
        if self.winner().is_none() {
            out.extend((0..9).filter(|&i| self.cells[usize::from(i)].is_none()));
        }
    }

    fn play(&mut self, mv: u8) {
        self.cells[usize::from(mv)] = Some(self.to_move);
        self.to_move = self.to_move.opponent();
    }

    fn status(&self) -> Status {
        match self.winner() {
            Some(side) => Status::Over(End::win(side, Reason::NoMoves)),
            None if self.cells.iter().all(Option::is_some) => {
                Status::Over(End::draw(Reason::NoMoves))
            }
            None => Status::Ongoing,
        }
    }

    fn hash(&self) -> u64 {
        let mut key = self.to_move.index() as u64;
        for cell in self.cells {
            key = key * 3 + cell.map_or(0, |s| s.index() as u64 + 1);
        }
        key.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        text.trim()
            .parse()
            .map_err(|_| MoveError::Unreadable(text.into()))
    }

    fn format_move(&self, mv: u8) -> String {
        mv.to_string()
    }

    fn is_capture(&self, _: u8) -> bool {
        false
    }

    fn move_squares(&self, mv: u8) -> MoveSquares {
        MoveSquares {
            from: cell_coord(mv),
            to: cell_coord(mv),
            promotion: None,
        }
    }

    fn piece_at(&self, at: Coord) -> Option<Piece> {
        let cell = usize::from(at.rank) * 3 + usize::from(at.file);
        self.cells.get(cell).copied().flatten().map(|owner| Piece {
            kind: PieceKind::Stone,
            owner,
        })
    }

    fn scores(&self) -> [u32; 2] {
        [0, 0]
    }
}

impl Evaluate for Noughts {
    /// The centre is worth a little, so shallow searches prefer it.
    fn evaluate(&self) -> i32 {
        match self.cells[4] {
            Some(side) if side == self.to_move => 10,
            Some(_) => -10,
            None => 0,
        }
    }

    fn piece_value(_: PieceKind) -> i32 {
        100
    }
}

/// An endless game: each move adds 1 to 20 to a running total; a
/// player's score is the total's remainder at their turn. It never ends.
#[derive(Clone, Debug)]
pub struct Endless {
    total: u64,
    to_move: Side,
}

impl Game for Endless {
    type Move = u8;
    const ID: GameId = GameId::Hasami;
    const INFO: GameInfo = Hasami::INFO;
    const REPETITION_DRAWS: bool = false;

    fn start(_: &Options) -> Self {
        Endless {
            total: 0,
            to_move: Side::One,
        }
    }

    fn from_position(_: &str, options: &Options) -> Result<Self, PositionError> {
        Ok(Endless::start(options))
    }

    fn position(&self) -> String {
        self.total.to_string()
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<u8>) {
        out.clear();
        out.extend(1..=20);
    }

    fn play(&mut self, mv: u8) {
        self.total = self
            .total
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(u64::from(mv));
        self.to_move = self.to_move.opponent();
    }

    fn status(&self) -> Status {
        Status::Ongoing
    }

    fn hash(&self) -> u64 {
        self.total ^ self.to_move.index() as u64
    }

    fn pass(&mut self) -> bool {
        self.to_move = self.to_move.opponent();
        true
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        text.trim()
            .parse()
            .map_err(|_| MoveError::Unreadable(text.into()))
    }

    fn format_move(&self, mv: u8) -> String {
        mv.to_string()
    }

    fn is_capture(&self, mv: u8) -> bool {
        mv > 18
    }

    fn move_squares(&self, mv: u8) -> MoveSquares {
        MoveSquares {
            from: Coord::new(mv % 9, 0),
            to: Coord::new(mv / 9, 1),
            promotion: None,
        }
    }

    fn piece_at(&self, _: Coord) -> Option<Piece> {
        None
    }

    fn scores(&self) -> [u32; 2] {
        [0, 0]
    }
}

impl Evaluate for Endless {
    fn evaluate(&self) -> i32 {
        (self.total % 201) as i32 - 100
    }

    fn piece_value(_: PieceKind) -> i32 {
        100
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, mpsc};
    use std::thread;
    use std::time::Duration;

    use super::*;
    use crate::ai::search::MATE;
    use crate::ai::{Bot, Level, Limits, player};
    use crate::games::Record;

    fn best(position: &str, depth: u32) -> (u8, i32) {
        let record = Record::new(Noughts::from_position(position, &Options::default()).unwrap());
        let stop = AtomicBool::new(false);
        let found = player::with_searcher(&record, 1, &stop, Limits::default(), |mut searcher| {
            searcher.run(record.current(), Some(depth), |_| {})
        })
        .unwrap();
        (*found.best().unwrap(), found.score)
    }

    #[test]
    fn takes_a_win_in_one() {
        // x x . / o o . / . . . : x completes the bottom row at 2.
        let (mv, score) = best("xx.oo.... 1", 4);
        assert_eq!(mv, 2);
        assert_eq!(score, MATE - 1);
    }

    #[test]
    fn blocks_a_loss_in_one() {
        // o threatens the middle row at 5; x has no win of its own.
        let (mv, _) = best("x..oo...x 1", 4);
        assert_eq!(mv, 5);
    }

    #[test]
    fn solves_the_empty_board_as_a_draw() {
        // A draw is scored with the searching side's small contempt.
        let (_, score) = best("......... 1", 9);
        assert_eq!(score, -Noughts::CONTEMPT);
    }

    #[test]
    fn finds_a_forced_win_two_moves_deep() {
        // x a1 e5, o b1 c3: x plays a fork and wins in three plies.
        let (_, score) = best("xo..x...o 1", 6);
        assert_eq!(score, MATE - 3);
    }

    #[test]
    fn a_seeded_depth_limited_search_repeats_exactly() {
        let record = Record::new(Endless::start(&Options::default()));
        let stop = AtomicBool::new(false);
        let limits = Limits {
            depth: Some(5),
            ..Limits::default()
        };
        let run = || {
            player::choose(
                &record,
                Bot::Engine(Level::Master),
                limits,
                7,
                &stop,
                |_| {},
            )
            .map(|(mv, found)| (mv, found.map(|f| (f.nodes, f.score, f.pv))))
        };
        assert_eq!(run(), run());
        let easy = || {
            player::choose(&record, Bot::Engine(Level::Easy), limits, 9, &stop, |_| {})
                .map(|(mv, _)| mv)
        };
        assert_eq!(easy(), easy());
    }

    #[test]
    fn the_stop_flag_ends_a_search_that_nothing_else_limits() {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let (done, finished) = mpsc::channel();
        thread::spawn(move || {
            let record = Record::new(Endless::start(&Options::default()));
            let found =
                player::with_searcher(&record, 1, &flag, Limits::default(), |mut searcher| {
                    searcher.run(record.current(), None, |_| {})
                });
            let _ = done.send(found.map(|f| f.depth));
        });
        thread::sleep(Duration::from_millis(150));
        stop.store(true, Ordering::Relaxed);
        // The game never ends and the search has no limit: only the flag
        // can end it. The wait is generous, so a busy machine cannot fail it.
        let depth = finished
            .recv_timeout(Duration::from_secs(60))
            .expect("the search went on after the stop flag");
        assert!(depth.is_some_and(|d| d >= 1));
    }

    #[test]
    fn a_node_limit_is_respected() {
        let stop = AtomicBool::new(false);
        let limits = Limits {
            nodes: Some(5_000),
            ..Limits::default()
        };
        let record = Record::new(Endless::start(&Options::default()));
        player::with_searcher(&record, 1, &stop, limits, |mut searcher| {
            searcher.run(record.current(), None, |_| {});
            assert!(searcher.nodes() <= 5_000);
        });
    }
}
