//! Who plays a game and what a new game needs: shared by the new-game
//! form, the game screen, saves and imports.

use super::text;
use crate::ai::Bot;
use crate::games::{AnyGame, Options};
use crate::i18n::Lang;

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
    pub fn computer_name(&self, lang: Lang) -> Option<String> {
        match self {
            PlayerKind::Human | PlayerKind::Remote => None,
            PlayerKind::Computer(_) => Some(lang.tr(text::COMPUTER_NAME).into_owned()),
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

impl Player {
    /// The seat named once, as a player would say it: a person by name
    /// ("You" unless one was typed), a computer with its level
    /// ("Computer (master)"), an engine by its name ("Stockfish").
    pub fn label(&self, lang: Lang) -> String {
        let name = self.name.trim();
        match &self.kind {
            PlayerKind::Computer(bot) if name.is_empty() => {
                text::computer_seat(&lang.tr(text::COMPUTER_NAME), bot.title(lang))
            }
            PlayerKind::Computer(bot) => text::computer_seat(name, bot.title(lang)),
            PlayerKind::Engine(engine) if name.is_empty() => engine.clone(),
            PlayerKind::Human if name.is_empty() => lang.tr(text::DEFAULT_HUMAN_NAME).into_owned(),
            _ => name.to_string(),
        }
    }
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
        let name = opponent.computer_name(Lang::English).unwrap_or_default();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    fn seat(name: &str, kind: PlayerKind) -> String {
        Player {
            name: name.into(),
            kind,
        }
        .label(Lang::English)
    }

    #[test]
    fn each_seat_is_named_once_as_a_player_says_it() {
        assert_eq!(seat("You", PlayerKind::Human), "You");
        assert_eq!(seat("", PlayerKind::Human), "You");
        assert_eq!(seat("bruno", PlayerKind::Remote), "bruno");
        let master = PlayerKind::Computer(Bot::Engine(Level::Master));
        assert_eq!(seat("Computer", master.clone()), "Computer (master)");
        assert_eq!(seat("", master), "Computer (master)");
        let stockfish = PlayerKind::Engine("Stockfish".into());
        assert_eq!(seat("Stockfish", stockfish.clone()), "Stockfish");
        assert_eq!(seat("", stockfish), "Stockfish");
    }
}
