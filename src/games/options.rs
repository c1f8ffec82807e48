//! The options of RULES.md that a player can change before a game.

use serde::{Deserialize, Serialize};

use super::Side;

/// Who moves first, where a game lets players choose.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstPlayer {
    #[default]
    One,
    Two,
    Random,
}

/// Hasami Shogi's win conditions.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HasamiWin {
    /// The opponent is down to two pieces (the 2010 program's rule).
    #[default]
    TwoLeft,
    /// The opponent is down to one piece.
    OneLeft,
    /// Five captures, or three more than the opponent when your turn comes.
    Captures,
}

/// Martian Chess's rule against endless play.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MartianStall {
    /// 27 consecutive moves without a capture end the game.
    #[default]
    TwentySeven,
    /// A player may call the clock; then 7 moves without a capture end it.
    CallClock,
}

/// Every game's options in one value, so settings and saves hold one type.
/// A game reads the fields that concern it and ignores the rest.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Who moves first, already drawn if the player chose "random"
    /// (Massacre, Martian, Hasami; Chess and Racing Kings always start
    /// with White unless a FEN says otherwise).
    pub first: Side,
    /// Massacre: the deal number the board is shuffled from.
    pub deal: u64,
    pub hasami_win: HasamiWin,
    pub corner_capture: bool,
    pub edge_capture: bool,
    pub martian_stall: MartianStall,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            first: Side::One,
            deal: 1,
            hasami_win: HasamiWin::default(),
            corner_capture: true,
            edge_capture: false,
            martian_stall: MartianStall::default(),
        }
    }
}

/// An option a game's new-game form offers (RULES.md).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OptionKind {
    /// Who moves first ([`Options::first`]).
    First,
    /// The Massacre deal number.
    Deal,
    HasamiWin,
    Corner,
    Edge,
    Stall,
    /// A start position typed as FEN.
    Fen,
}

/// An option shown beside the board while the game is played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fact {
    Deal,
    HasamiWin,
}
