//! The how-to-play pages: what each game's page says, as messages of the
//! catalogues (`locales/`, group "How to play"), and which small boards it
//! draws. Pure data; the interface lays it out in the reader's language.
//! Positions and squares are data of the game, not of a language.

use crate::games::GameId;
use crate::i18n::Msg;

/// One game's page.
#[derive(Debug)]
pub struct Page {
    pub game: GameId,
    /// The game's name on the page's tab.
    pub name: Msg,
    /// One line: what you are trying to do.
    pub objective: Msg,
    pub sections: &'static [Section],
}

/// A heading, its paragraphs, and perhaps a board that shows them.
#[derive(Debug)]
pub struct Section {
    pub heading: Msg,
    /// The id of the lesson of the page's game that teaches this rule
    /// (`crate::learn::lesson`), if one does.
    pub lesson: Option<&'static str>,
    pub paragraphs: &'static [Msg],
    pub diagram: Option<Diagram>,
}

/// A small board drawn with the board widget.
#[derive(Debug)]
pub struct Diagram {
    /// A position string of the page's game (NOTATION.md).
    pub position: &'static str,
    /// Squares a piece may move to (`e4`), marked as legal targets.
    pub targets: &'static [&'static str],
    /// Squares where something is captured, marked differently.
    pub captures: &'static [&'static str],
    /// A line under the board (wrapped where a language needs more).
    pub caption: Msg,
}

mod chess;
mod hasami;
mod martian;
mod massacre;
mod racing_kings;

/// The how-to-play page of `game`.
pub fn page(game: GameId) -> &'static Page {
    match game {
        GameId::Chess => &chess::PAGE,
        GameId::RacingKings => &racing_kings::PAGE,
        GameId::Massacre => &massacre::PAGE,
        GameId::Martian => &martian::PAGE,
        GameId::Hasami => &hasami::PAGE,
    }
}

/// The closing paragraph every page shares about the engine levels.
const ENGINE_LEVELS: Msg = msg!("help-engine-levels");

/// The screen's title, beside its tabs.
pub const TITLE: Msg = msg!("help-title");
/// The tab of the Controls page.
pub const CONTROLS_TAB: Msg = msg!("help-controls-tab");
/// The heading over each game's objective.
pub const OBJECTIVE: Msg = msg!("help-objective");
/// The Controls page's first paragraph, above the keys.
pub const CONTROLS_INTRO: Msg = msg!("help-controls-intro");
/// The Controls page's last section: what Review's marks mean.
pub const MARKS_TITLE: Msg = msg!("help-marks-title");
pub const MARKS_INTRO: Msg = msg!("help-marks-intro");
/// The thresholds of [`crate::ai::evaluation`]'s marks, game by game
/// (a test keeps them equal).
pub const MARKS_LINES: [Msg; 3] = [
    msg!("help-marks-pawns"),
    msg!("help-marks-points"),
    msg!("help-marks-stones"),
];
