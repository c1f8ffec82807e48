//! Looking back over a game: the position after any number of its moves.

use crate::app::keymap::Action;
use crate::games::{AnyGame, Options};

/// The position after `ply` moves of the game.
#[derive(Clone, Debug)]
pub struct Review {
    pub ply: usize,
    pub board: Box<AnyGame>,
}

impl Review {
    /// Starts at the game as it stands.
    pub fn new(game: &AnyGame) -> Review {
        Review {
            ply: game.ply_count(),
            board: Box::new(game.clone()),
        }
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
        match replay(game, options, target) {
            Some(board) => {
                self.ply = target;
                *self.board = board;
                true
            }
            None => false,
        }
    }
}

/// The game from its start with its first `ply` moves played.
pub fn replay(game: &AnyGame, options: &Options, ply: usize) -> Option<AnyGame> {
    let mut board = AnyGame::from_position(game.id(), &game.start_position(), options).ok()?;
    for mv in game.move_coordinates().iter().take(ply) {
        board.play_text(mv).ok()?;
    }
    Some(board)
}
