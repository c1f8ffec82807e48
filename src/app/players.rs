//! Who plays a game and what a new game needs: shared by the new-game
//! form, the game screen, saves and imports.

use super::text;
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

    /// The name a computer player goes by when none was typed: an
    /// engine's own, else "Computer"; none for a person.
    pub fn computer_name(&self) -> Option<String> {
        match self {
            PlayerKind::Human | PlayerKind::Remote => None,
            PlayerKind::Computer(_) => Some(text::COMPUTER_NAME.to_string()),
            PlayerKind::Engine(name) => Some(name.clone()),
        }
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

impl NewGame {
    /// `person` (player 1) against `opponent` (player 2, named as the
    /// New game form names it) from `game` as it stands: the usual game,
    /// for `tabuleiro`'s tests and benchmarks alike.
    pub fn against(game: AnyGame, options: Options, person: &str, opponent: PlayerKind) -> NewGame {
        let name = opponent.computer_name().unwrap_or_default();
        NewGame {
            game,
            options,
            players: [
                Player {
                    name: person.to_string(),
                    kind: PlayerKind::Human,
                },
                Player {
                    name,
                    kind: opponent,
                },
            ],
        }
    }
}
