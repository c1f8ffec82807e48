//! A small board beside the Settings screen, drawn in the theme, colours
//! and piece set being chosen, so a change shows at once.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::board::{Board, Marks};
use super::theme::Theme;
use crate::app::App;
use crate::app::layout::{BoardGeometry, COMPACT};
use crate::games::{AnyGame, Coord, GameId, Options};

/// After 1. e4, where Black answers d5 and White takes the pawn in hand:
/// a last move, a target and a capture to see.
const POSITION: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

/// Draws the preview right of `beside` if it fits there, else below it,
/// else not at all.
pub fn preview(app: &App, area: Rect, beside: Rect, buf: &mut Buffer, theme: &Theme) {
    let Ok(mut game) = AnyGame::from_position(GameId::Chess, POSITION, &Options::default()) else {
        return;
    };
    if game.play_text("d7d5").is_err() {
        return;
    }
    let geometry = BoardGeometry::new(GameId::Chess, COMPACT, false);
    let (width, height) = geometry.size();
    let (x, y) = if beside.right() + 2 + width <= area.right() && beside.y + height < area.bottom()
    {
        (beside.right() + 2, beside.y)
    } else if beside.bottom() + 1 + height < area.bottom() {
        (
            beside.x + beside.width.saturating_sub(width) / 2,
            beside.bottom() + 1,
        )
    } else {
        return;
    };
    let at = |name: &str| Coord::parse(name, GameId::Chess.dims());
    let marks = Marks {
        cursor: at("e4"),
        held: at("e4"),
        targets: [("e5", false), ("d5", true)]
            .iter()
            .filter_map(|&(name, capture)| Some((at(name)?, capture)))
            .collect(),
        last: at("d7").zip(at("d5")),
        hide_coordinates: !app.settings().show_coordinates,
        pieces: app.settings().pieces,
        ..Marks::default()
    };
    let board = Board {
        game: &game,
        geometry: geometry.placed(x, y),
        marks: &marks,
        theme,
    };
    (&board).render(area, buf);
}
