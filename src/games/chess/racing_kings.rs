//! Racing Kings: no checks allowed, first king to rank 8 wins, Black
//! getting one move to catch up.

use super::board::Board;
use super::rules::Rules;
use super::{Move, shared_game_items};
use crate::games::{
    BoardStyle, Dims, Game, GameId, GameInfo, MoveError, Options, Pgn, PositionError, Side,
    SideName,
};

const START: &str = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";
const RULES: Rules = Rules::RacingKings;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RacingKings {
    board: Board,
}

impl RacingKings {
    /// The position, for evaluation (bitboards, king squares).
    pub fn board(&self) -> &Board {
        &self.board
    }
}

impl Game for RacingKings {
    type Move = Move;
    const ID: GameId = GameId::RacingKings;
    const INFO: GameInfo = GameInfo {
        id: "racing-kings",
        name: "Racing Kings",
        dims: Dims { files: 8, ranks: 8 },
        board_style: BoardStyle::CHECKERED,
        sides: [SideName::White, SideName::Black],
        counts_points: false,
        options: &[],
        fact: None,
        pgn: Some(Pgn {
            start: START,
            variant: Some("Racing Kings"),
        }),
    };
    const REPETITION_DRAWS: bool = true;

    fn start(_: &Options) -> Self {
        RacingKings {
            board: super::fen::parse(START).unwrap_or_else(|_| Board::empty()),
        }
    }

    fn from_position(text: &str, _: &Options) -> Result<Self, PositionError> {
        Ok(RacingKings {
            board: super::read_position(text, RULES)?,
        })
    }

    shared_game_items!(RULES);

    /// Checks are forbidden, so the side to move is never in check and
    /// may always pass.
    fn pass(&mut self) -> bool {
        self.board.pass()
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        super::parse_move(&self.board, RULES, text, true)
    }

    fn can_win(&self, side: Side) -> bool {
        super::rules::can_win_on_time(&self.board, side)
    }

    /// Pieces taken from the opponent's eight.
    fn scores(&self) -> [u32; 2] {
        let [white, black] = self.board.counts();
        [8u32.saturating_sub(black), 8u32.saturating_sub(white)]
    }
}
