//! Where things sit on the game screen. The drawing and the mouse handler
//! both ask this module, so a click lands on the square drawn under it.

use ratatui::layout::Rect;

use crate::games::{Coord, Dims, GameId, Zones};

/// The size of one square on screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cell {
    pub width: u16,
    pub height: u16,
}

pub const LARGE: Cell = Cell {
    width: 7,
    height: 3,
};
pub const COMPACT: Cell = Cell {
    width: 3,
    height: 1,
};

/// Columns left of the squares for rank numbers, rows below for files.
pub const RANK_LABEL_WIDTH: u16 = 2;
pub const FILE_LABEL_HEIGHT: u16 = 1;
/// The side panel's narrowest width.
pub const PANEL_MIN_WIDTH: u16 = 30;
/// Rows at the bottom: the message line and the key-hint line.
pub const FOOTER_HEIGHT: u16 = 2;

/// A board drawn on screen: the squares' top-left corner, the cell size,
/// and the geometry of the game (a canal between zones adds a row).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardGeometry {
    pub origin: (u16, u16),
    pub cell: Cell,
    pub dims: Dims,
    pub zones: Option<Zones>,
    pub flipped: bool,
}

impl BoardGeometry {
    pub fn new(game: GameId, cell: Cell, flipped: bool) -> BoardGeometry {
        BoardGeometry {
            origin: (0, 0),
            cell,
            dims: game.dims(),
            zones: game.board_style().zones,
            flipped,
        }
    }

    /// The whole widget's size, labels included.
    pub fn size(&self) -> (u16, u16) {
        let width = RANK_LABEL_WIDTH + self.cell.width * u16::from(self.dims.files);
        let height = self.cell.height * u16::from(self.dims.ranks)
            + u16::from(self.zones.is_some())
            + FILE_LABEL_HEIGHT;
        (width, height)
    }

    /// Places the widget with its top-left corner at `at`.
    pub fn placed(mut self, x: u16, y: u16) -> BoardGeometry {
        self.origin = (x + RANK_LABEL_WIDTH, y);
        self
    }

    /// The row from the top (0) at which a rank is drawn.
    pub fn row_of(&self, rank: u8) -> u16 {
        let from_top = if self.flipped {
            rank
        } else {
            self.dims.ranks - 1 - rank
        };
        let below_canal = self
            .ranks_above_canal()
            .is_some_and(|above| from_top >= above);
        u16::from(from_top) * self.cell.height + u16::from(below_canal)
    }

    /// The column from the left (0) at which a file is drawn.
    pub fn column_of(&self, file: u8) -> u16 {
        let from_left = if self.flipped {
            self.dims.files - 1 - file
        } else {
            file
        };
        u16::from(from_left) * self.cell.width
    }

    /// The screen rectangle of a square.
    pub fn square(&self, at: Coord) -> Rect {
        Rect::new(
            self.origin.0 + self.column_of(at.file),
            self.origin.1 + self.row_of(at.rank),
            self.cell.width,
            self.cell.height,
        )
    }

    /// The row of the canal, if any, from the widget's top.
    pub fn canal_row(&self) -> Option<u16> {
        self.ranks_above_canal()
            .map(|above| u16::from(above) * self.cell.height)
    }

    /// How many ranks are drawn above the canal: the far zone's, or the
    /// near zone's when the board is flipped.
    fn ranks_above_canal(&self) -> Option<u8> {
        let zones = self.zones?;
        Some(if self.flipped {
            zones.near_ranks
        } else {
            self.dims.ranks.saturating_sub(zones.near_ranks)
        })
    }

    /// The square under a screen position.
    pub fn square_at(&self, x: u16, y: u16) -> Option<Coord> {
        (0..self.dims.files)
            .flat_map(|file| (0..self.dims.ranks).map(move |rank| Coord::new(file, rank)))
            .find(|&at| {
                let r = self.square(at);
                x >= r.x && x < r.right() && y >= r.y && y < r.bottom()
            })
    }
}

/// The game screen's parts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameLayout {
    pub board: BoardGeometry,
    pub panel: Rect,
    pub message: Rect,
    pub hints: Rect,
}

/// The smallest terminal the game screen fits in.
pub fn game_minimum(game: GameId) -> (u16, u16) {
    let (width, height) = BoardGeometry::new(game, COMPACT, false).size();
    (width + 2 + PANEL_MIN_WIDTH, height.max(14) + FOOTER_HEIGHT)
}

/// Lays the game screen out in `area`: the largest cells that leave the
/// panel room, the board on the left, the panel on the right.
pub fn game(area: Rect, game: GameId, flipped: bool) -> GameLayout {
    let main_height = area.height.saturating_sub(FOOTER_HEIGHT);
    let fits = |cell: Cell| {
        let (w, h) = BoardGeometry::new(game, cell, flipped).size();
        w + 2 + PANEL_MIN_WIDTH <= area.width && h <= main_height
    };
    let cell = if fits(LARGE) { LARGE } else { COMPACT };
    let geometry = BoardGeometry::new(game, cell, flipped);
    let (width, height) = geometry.size();
    let top = area.y + main_height.saturating_sub(height) / 2;
    let board = geometry.placed(area.x + 1, top);
    let panel_x = area.x + width + 2;
    GameLayout {
        board,
        panel: Rect::new(
            panel_x,
            area.y,
            area.right().saturating_sub(panel_x),
            main_height,
        ),
        message: Rect::new(area.x, area.y + main_height, area.width, 1),
        hints: Rect::new(area.x, area.y + main_height + 1, area.width, 1),
    }
}

/// Rows above the How-to-play text (the tabs and a gap) and below it
/// (the key hints).
pub const RULES_HEADER: u16 = 2;
pub const RULES_FOOTER: u16 = 1;
const RULES_MAX_WIDTH: u16 = 90;

/// How many rows of a How-to-play page show at once.
pub fn rules_view_height(size: (u16, u16)) -> u16 {
    size.1.saturating_sub(RULES_HEADER + RULES_FOOTER)
}

/// The width the How-to-play text wraps at.
pub fn rules_text_width(size: (u16, u16)) -> u16 {
    size.0.saturating_sub(4).min(RULES_MAX_WIDTH)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_finds_the_square_drawn_there() {
        for game in GameId::ALL {
            for flipped in [false, true] {
                let layout = super::game(Rect::new(0, 0, 120, 40), game, flipped);
                let dims = game.dims();
                for file in 0..dims.files {
                    for rank in 0..dims.ranks {
                        let at = Coord::new(file, rank);
                        let r = layout.board.square(at);
                        assert_eq!(layout.board.square_at(r.x + 1, r.y), Some(at));
                    }
                }
            }
        }
    }

    #[test]
    fn large_cells_when_there_is_room_compact_at_80x24() {
        let big = super::game(Rect::new(0, 0, 120, 40), GameId::Hasami, false);
        assert_eq!(big.board.cell, LARGE);
        let small = super::game(Rect::new(0, 0, 80, 24), GameId::Chess, false);
        assert_eq!(small.board.cell, COMPACT);
        assert!(small.panel.width >= PANEL_MIN_WIDTH);
    }

    #[test]
    fn the_canal_sits_between_the_zones() {
        let board = BoardGeometry::new(GameId::Martian, COMPACT, false);
        assert_eq!(board.row_of(4), 3);
        assert_eq!(board.canal_row(), Some(4));
        assert_eq!(board.row_of(3), 5);
        let flipped = BoardGeometry::new(GameId::Martian, COMPACT, true);
        assert_eq!(flipped.row_of(3), 3);
        assert_eq!(flipped.canal_row(), Some(4));
        assert_eq!(flipped.row_of(4), 5);
    }
}
