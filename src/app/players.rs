//! Who plays a game and what a new game needs: shared by the new-game
//! form, the game screen, saves and imports.

use crate::ai::Bot;
use crate::games::{AnyGame, Options};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayerKind {
    Human,
    Computer(Bot),
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    pub name: String,
    pub kind: PlayerKind,
}

/// Everything a new game screen needs.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub game: AnyGame,
    pub options: Options,
    pub players: [Player; 2],
}
