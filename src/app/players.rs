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
}

impl PlayerKind {
    /// A built-in computer player or an engine.
    pub fn is_computer(&self) -> bool {
        !matches!(self, PlayerKind::Human)
    }

    /// How the panel and the statistics name it.
    pub fn id(&self) -> &str {
        match self {
            PlayerKind::Human => "human",
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
