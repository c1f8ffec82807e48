//! What the rest of the program knows of a game besides its rules: its
//! names, board, sides, options and PGN form, as data each game declares
//! in its own files ([`super::Game::INFO`]) and [`super::GameId`] reads.

use super::options::{Fact, OptionKind};
use super::{BoardStyle, Dims};

/// One game's facts, for the menus, the board, the new-game form and PGN.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameInfo {
    /// The id used on the command line and in files (NOTATION.md).
    pub id: &'static str,
    /// The name a person reads.
    pub name: &'static str,
    pub dims: Dims,
    /// How the board is drawn besides its size.
    pub board_style: BoardStyle,
    /// How the game names its two players, player 1 first.
    pub sides: [SideName; 2],
    /// Whether the game is scored in points rather than by pieces taken.
    pub counts_points: bool,
    /// The options the new-game form offers, in its order.
    pub options: &'static [OptionKind],
    /// The option worth a line beside the board, if any.
    pub fact: Option<Fact>,
    /// How PGN holds the game; none for the games it cannot.
    pub pgn: Option<Pgn>,
}

/// What a game calls one of its sides: a colour, or a player's number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SideName {
    White,
    Black,
    PlayerOne,
    PlayerTwo,
}

impl SideName {
    /// The name records, PGN and the headless commands write: English
    /// whoever reads them (NOTATION.md).
    pub fn english(self) -> &'static str {
        match self {
            SideName::White => "White",
            SideName::Black => "Black",
            SideName::PlayerOne => "Player 1",
            SideName::PlayerTwo => "Player 2",
        }
    }

    /// The name a person reads in `lang`.
    pub fn title(self, lang: crate::i18n::Lang) -> &'static str {
        let key = match self {
            SideName::White => msg!("side-white"),
            SideName::Black => msg!("side-black"),
            SideName::PlayerOne => msg!("side-player-one"),
            SideName::PlayerTwo => msg!("side-player-two"),
        };
        lang.plain(key)
    }
}

/// A game's PGN form.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pgn {
    /// The start position PGN assumes when there is no FEN tag.
    pub start: &'static str,
    /// The `Variant` tag written on export; none for standard chess.
    pub variant: Option<&'static str>,
}
