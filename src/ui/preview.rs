//! A small board beside the Settings screen, drawn in the theme, colours
//! and piece set being chosen, so a change shows at once.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::board::{Board, Marks};
use super::theme::Theme;
use crate::app::App;
use crate::app::layout::{BoardGeometry, COMPACT, Cell};
use crate::app::settings::PieceSet;
use crate::games::{AnyGame, Coord, GameId, Options};

/// A position to preview: the game, a position, the opponent's last move, the piece in hand and its targets.
struct Scene {
    game: GameId,
    start: &'static str,
    reply: &'static str,
    held: &'static str,
    targets: [(&'static str, bool); 2],
    /// One row a square, wide enough for the cursor around the pieces.
    cell: Cell,
}

/// After 1. e4, where Black answers d5 and White takes the pawn in hand:
/// a last move, a target and a capture to see.
const CHESS: Scene = Scene {
    game: GameId::Chess,
    start: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    reply: "d7d5",
    held: "e4",
    targets: [("e5", false), ("d5", true)],
    cell: COMPACT,
};

/// The kanji only change Hasami Shogi, so they are shown on its board.
const HASAMI: Scene = Scene {
    game: GameId::Hasami,
    start: "ooooooooo/9/9/9/9/4X4/9/9/XXXX1XXXX 2",
    reply: "d9d5",
    held: "e4",
    targets: [("e5", false), ("d4", false)],
    // A kanji is two columns wide: `[歩]` takes four.
    cell: Cell {
        width: 4,
        height: 1,
    },
};

/// Columns between the preview and what it stands beside.
pub const GAP: u16 = 2;

fn scene(app: &App) -> &'static Scene {
    match app.settings().pieces {
        PieceSet::Kanji => &HASAMI,
        PieceSet::Figures | PieceSet::Unicode | PieceSet::Ascii => &CHESS,
    }
}

/// The columns each preview takes, whichever piece set is chosen: the
/// Settings box is placed for the widest that fits, so changing the
/// piece set does not move it.
pub fn widths() -> [u16; 2] {
    [&CHESS, &HASAMI].map(|scene| BoardGeometry::new(scene.game, scene.cell, false).size().0)
}

/// Draws the preview right of `beside` if it fits there, else below it,
/// else not at all.
pub fn preview(app: &App, area: Rect, beside: Rect, buf: &mut Buffer, theme: &Theme) {
    let scene = scene(app);
    let Ok(mut game) = AnyGame::from_position(scene.game, scene.start, &Options::default()) else {
        return;
    };
    if game.play_text(scene.reply).is_err() {
        return;
    }
    let geometry = BoardGeometry::new(scene.game, scene.cell, false);
    let (width, height) = geometry.size();
    let (x, y) =
        if beside.right() + GAP + width <= area.right() && beside.y + height < area.bottom() {
            (beside.right() + GAP, beside.y)
        } else if beside.bottom() + 1 + height < area.bottom() {
            (
                beside.x + beside.width.saturating_sub(width) / 2,
                beside.bottom() + 1,
            )
        } else {
            return;
        };
    let at = |name: &str| Coord::parse(name, scene.game.dims());
    let marks = Marks {
        cursor: at(scene.held),
        held: at(scene.held),
        targets: scene
            .targets
            .iter()
            .filter_map(|&(name, capture)| Some((at(name)?, capture)))
            .collect(),
        last: game.last_move().map(|last| (last.from, last.to)),
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
