//! The computer players a person can choose, per game.

use std::fmt;

use crate::games::any::with_game_type;
use crate::games::{Game, GameId};
use crate::i18n::Lang;
use crate::quote::Quoted;

/// The engine's strength levels, weakest first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Master,
}

/// The original programs' computer players (RULES.md).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Classic {
    /// Chess "level 1": best static evaluation after one ply.
    ChessLevel1,
    /// Chess "level 2": alpha-beta to depth 2.
    ChessLevel2,
    /// Racing Kings "somewhat smart".
    RacingSmart,
    MassacreEasy,
    MassacreMedium,
    MassacreHard,
    MartianEasy,
    MartianHard,
    HasamiRandom,
    HasamiGreedy,
    HasamiMinimax,
}

impl Classic {
    pub fn game(self) -> GameId {
        match self {
            Classic::ChessLevel1 | Classic::ChessLevel2 => GameId::Chess,
            Classic::RacingSmart => GameId::RacingKings,
            Classic::MassacreEasy | Classic::MassacreMedium | Classic::MassacreHard => {
                GameId::Massacre
            }
            Classic::MartianEasy | Classic::MartianHard => GameId::Martian,
            Classic::HasamiRandom | Classic::HasamiGreedy | Classic::HasamiMinimax => {
                GameId::Hasami
            }
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Classic::ChessLevel1 => "classic-1",
            Classic::ChessLevel2 => "classic-2",
            Classic::RacingSmart => "classic-smart",
            Classic::MassacreEasy | Classic::MartianEasy => "classic-easy",
            Classic::MassacreMedium => "classic-medium",
            Classic::MassacreHard | Classic::MartianHard => "classic-hard",
            Classic::HasamiRandom => "classic-random",
            Classic::HasamiGreedy => "classic-greedy",
            Classic::HasamiMinimax => "classic-minimax",
        }
    }

    /// The classic players of one game, weakest first.
    pub fn of(game: GameId) -> &'static [Classic] {
        with_game_type!(game, G => <G as ClassicPlayers>::CLASSIC)
    }
}

/// A game's classic players, declared beside its evaluation (`ai/eval/`).
pub trait ClassicPlayers: Game {
    /// Weakest first; none where the original program had none.
    const CLASSIC: &'static [Classic];
}

/// A computer player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Bot {
    /// A uniformly random legal move.
    Random,
    Classic(Classic),
    Engine(Level),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown player {} for {game} (try --list-players)", Quoted(.id))]
pub struct UnknownPlayer {
    pub id: String,
    pub game: GameId,
}

impl Bot {
    /// Every computer player of a game, weakest first, as `--list-players`
    /// and the new-game screen offer them.
    pub fn all(game: GameId) -> Vec<Bot> {
        let mut bots = vec![Bot::Random];
        bots.extend(Classic::of(game).iter().map(|&c| Bot::Classic(c)));
        bots.extend([Level::Easy, Level::Medium, Level::Hard, Level::Master].map(Bot::Engine));
        bots
    }

    /// Reads a player id (`random`, `classic-2`, `hard`) for a game.
    pub fn parse(game: GameId, id: &str) -> Result<Bot, UnknownPlayer> {
        let id = id.trim();
        Bot::all(game)
            .into_iter()
            .find(|bot| bot.id() == id)
            .ok_or_else(|| UnknownPlayer {
                id: id.to_string(),
                game,
            })
    }

    pub fn id(self) -> &'static str {
        match self {
            Bot::Random => "random",
            Bot::Classic(classic) => classic.id(),
            Bot::Engine(Level::Easy) => "easy",
            Bot::Engine(Level::Medium) => "medium",
            Bot::Engine(Level::Hard) => "hard",
            Bot::Engine(Level::Master) => "master",
        }
    }

    /// The name a person reads in `lang`: "médio", "clássico 2". The id
    /// stays what the command line and records use.
    pub fn title(self, lang: Lang) -> &'static str {
        let key = match self {
            Bot::Random => msg!("bot-random"),
            Bot::Engine(Level::Easy) => msg!("bot-easy"),
            Bot::Engine(Level::Medium) => msg!("bot-medium"),
            Bot::Engine(Level::Hard) => msg!("bot-hard"),
            Bot::Engine(Level::Master) => msg!("bot-master"),
            Bot::Classic(Classic::ChessLevel1) => msg!("bot-classic-1"),
            Bot::Classic(Classic::ChessLevel2) => msg!("bot-classic-2"),
            Bot::Classic(Classic::RacingSmart) => msg!("bot-classic-smart"),
            Bot::Classic(Classic::MassacreEasy | Classic::MartianEasy) => msg!("bot-classic-easy"),
            Bot::Classic(Classic::MassacreMedium) => msg!("bot-classic-medium"),
            Bot::Classic(Classic::MassacreHard | Classic::MartianHard) => msg!("bot-classic-hard"),
            Bot::Classic(Classic::HasamiRandom) => msg!("bot-classic-random"),
            Bot::Classic(Classic::HasamiGreedy) => msg!("bot-classic-greedy"),
            Bot::Classic(Classic::HasamiMinimax) => msg!("bot-classic-minimax"),
        };
        lang.plain(key)
    }
}

impl fmt::Display for Bot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
