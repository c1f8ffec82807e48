//! Chess by the FIDE Laws.

use super::board::Board;
use super::rules::Rules;
use super::{Move, shared_game_items};
use crate::games::{
    BoardStyle, Dims, Game, GameId, GameInfo, MoveError, OptionKind, Options, Pgn, PositionError,
    Side, SideName, Status,
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const RULES: Rules = Rules::Chess;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chess {
    board: Board,
}

impl Chess {
    /// The position, for evaluation (bitboards, king squares, checks).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.board.in_check()
    }

    /// The legal captures alone, with the end of the game as far as it
    /// shows without the other moves (no stalemate or checkmate).
    pub fn captures(&self, out: &mut Vec<Move>) -> Status {
        super::movegen::king_legal_captures(&self.board, out);
        RULES.status_without_moves(&self.board)
    }
}

impl Game for Chess {
    type Move = Move;
    const ID: GameId = GameId::Chess;
    const INFO: GameInfo = GameInfo {
        id: "chess",
        name: "Chess",
        dims: Dims { files: 8, ranks: 8 },
        board_style: BoardStyle::CHECKERED,
        sides: [SideName::White, SideName::Black],
        counts_points: false,
        options: &[OptionKind::Fen],
        fact: None,
        pgn: Some(Pgn {
            start: START,
            variant: None,
        }),
    };
    const REPETITION_DRAWS: bool = true;

    fn start(_: &Options) -> Self {
        Chess {
            board: super::fen::parse(START).unwrap_or_else(|_| Board::empty()),
        }
    }

    fn from_position(text: &str, _: &Options) -> Result<Self, PositionError> {
        Ok(Chess {
            board: super::read_position(text, RULES)?,
        })
    }

    shared_game_items!(RULES);

    fn pass(&mut self) -> bool {
        self.board.pass()
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        super::parse_move(&self.board, RULES, text, true)
    }

    fn can_win(&self, side: Side) -> bool {
        super::rules::can_win_on_time(&self.board, side)
    }

    /// Pieces taken from the opponent's full set of 16 (promotions aside).
    fn scores(&self) -> [u32; 2] {
        let [white, black] = self.board.counts();
        [16u32.saturating_sub(black), 16u32.saturating_sub(white)]
    }
}
