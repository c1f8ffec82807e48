//! A player of a headless game (`match`): a built-in computer player,
//! or an external UCI engine given as `uci:<command>`.

use std::fmt;

use super::bot::{Bot, UnknownPlayer};
use super::external::{EngineError, EngineSpec};
use crate::games::GameId;

/// What marks a player id as an external engine's command.
pub const ENGINE_PREFIX: &str = "uci:";

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entrant {
    Bot(Bot),
    Engine(EngineSpec),
}

#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum BadEntrant {
    #[error(transparent)]
    Unknown(#[from] UnknownPlayer),
    #[error(transparent)]
    Engine(#[from] EngineError),
}

impl Entrant {
    /// Reads a player id: a computer player of the game, or
    /// `uci:<command>`.
    pub fn parse(game: GameId, id: &str) -> Result<Entrant, BadEntrant> {
        match id.trim().strip_prefix(ENGINE_PREFIX) {
            Some(command) => Ok(Entrant::Engine(EngineSpec::new(command)?)),
            None => Ok(Entrant::Bot(Bot::parse(game, id)?)),
        }
    }
}

impl fmt::Display for Entrant {
    /// The id it was read from.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entrant::Bot(bot) => write!(f, "{bot}"),
            Entrant::Engine(spec) => write!(f, "{ENGINE_PREFIX}{}", spec.command),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    #[test]
    fn ids_read_as_bots_or_engines() {
        assert_eq!(
            Entrant::parse(GameId::Chess, "hard"),
            Ok(Entrant::Bot(Bot::Engine(Level::Hard)))
        );
        let engine =
            Entrant::parse(GameId::Hasami, " uci:'./old build/tabuleiro' uci ").expect("an engine");
        assert_eq!(engine.to_string(), "uci:'./old build/tabuleiro' uci");
        assert!(matches!(
            Entrant::parse(GameId::Chess, "uci:  "),
            Err(BadEntrant::Engine(EngineError::BadCommand { .. }))
        ));
        assert!(matches!(
            Entrant::parse(GameId::Chess, "grandmaster"),
            Err(BadEntrant::Unknown(_))
        ));
    }
}
