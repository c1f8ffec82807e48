//! Who plays a game and what a new game needs: shared by the new-game
//! form, the game screen, saves and imports.

use crate::ai::Bot;
use crate::games::{AnyGame, Options};

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayerKind {
    Human,
    Computer(Bot),
    /// An external engine of the settings, by its name.
    Engine(String),
    /// A player elsewhere in a room of `tabuleiro serve` (a person on
    /// another connection, or the server's computer): the room sends
    /// their moves.
    Remote,
}

impl PlayerKind {
    /// A built-in computer player or an engine.
    pub fn is_computer(&self) -> bool {
        !matches!(self, PlayerKind::Human | PlayerKind::Remote)
    }

    /// How the panel and the statistics name it.
    pub fn id(&self) -> &str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Remote => "remote",
            PlayerKind::Computer(bot) => bot.id(),
            PlayerKind::Engine(name) => name,
        }
    }
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
