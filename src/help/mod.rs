//! The how-to-play pages: what each game's page says and which small
//! boards it draws. Pure data; the interface lays it out.

use crate::games::GameId;

/// One game's page.
#[derive(Debug)]
pub struct Page {
    pub game: GameId,
    /// One line: what you are trying to do.
    pub objective: &'static str,
    pub sections: &'static [Section],
}

/// A heading, its paragraphs, and perhaps a board that shows them.
#[derive(Debug)]
pub struct Section {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
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
    /// One line under the board.
    pub caption: &'static str,
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
const ENGINE_LEVELS: &str = "The engine levels easy, medium, hard and master are each clearly \
stronger than the one before, and than every classic player.";
