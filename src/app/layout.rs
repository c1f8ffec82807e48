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

impl Cell {
    /// The square `height` rows tall and about as wide on a cell twice as
    /// tall as it is wide: 3x1, 5x2, 7x3, 9x4, 11x5...
    pub const fn square(height: u16) -> Cell {
        Cell {
            width: 2 * height + 1,
            height,
        }
    }
}

/// The smallest squares: one row each.
pub const COMPACT: Cell = Cell::square(1);
/// From these squares up, pieces can be drawn as large figures.
pub const FIGURES: Cell = Cell::square(4);
/// The tallest squares tried.
const TALLEST: u16 = 12;

/// Columns left of the squares for rank numbers, rows below for files.
pub const RANK_LABEL_WIDTH: u16 = 2;
pub const FILE_LABEL_HEIGHT: u16 = 1;
/// The side panel's narrowest width.
pub const PANEL_MIN_WIDTH: u16 = 30;
/// The side panel's widest: more would only push the board aside.
const PANEL_MAX_WIDTH: u16 = 44;
/// Columns left of the board, and between the board and the panel.
const MARGIN: u16 = 1;
const GAP: u16 = 2;
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
    (
        MARGIN + width + GAP + PANEL_MIN_WIDTH,
        height.max(14) + FOOTER_HEIGHT,
    )
}

/// Lays the game screen out in `area`: the largest squares that leave
/// the panel its narrowest width; the board and the panel side by side,
/// their tops aligned, the two centred together.
pub fn game(area: Rect, game: GameId, flipped: bool) -> GameLayout {
    let main_height = area.height.saturating_sub(FOOTER_HEIGHT);
    let fits = |cell: Cell| {
        let (w, h) = BoardGeometry::new(game, cell, flipped).size();
        MARGIN + w + GAP + PANEL_MIN_WIDTH <= area.width && h <= main_height
    };
    let cell = (1..=TALLEST)
        .rev()
        .map(Cell::square)
        .find(|&cell| fits(cell))
        .unwrap_or(COMPACT);
    let geometry = BoardGeometry::new(game, cell, flipped);
    let (width, height) = geometry.size();
    let room = area.width.saturating_sub(MARGIN + width + GAP);
    let panel_width = room.min(PANEL_MAX_WIDTH);
    let left = area.x + MARGIN + (room - panel_width) / 2;
    let top = area.y + main_height.saturating_sub(height) / 2;
    let board = geometry.placed(left, top);
    let panel_x = left + width + GAP;
    GameLayout {
        board,
        panel: Rect::new(panel_x, top, panel_width, area.y + main_height - top),
        message: Rect::new(area.x, area.y + main_height, area.width, 1),
        hints: Rect::new(area.x, area.y + main_height + 1, area.width, 1),
    }
}

/// Rows of Review's evaluation graph under the board.
pub const ANALYSIS_HEIGHT: u16 = 5;

/// The game screen in Review: the board above its analysis, which spans
/// the board's width; the analysis's rectangle. Below the height that
/// leaves the board room, there is no analysis area.
pub fn review(area: Rect, game: GameId, flipped: bool) -> (GameLayout, Option<Rect>) {
    let (_, least) = game_minimum(game);
    if area.height < least + ANALYSIS_HEIGHT {
        return (self::game(area, game, flipped), None);
    }
    let upper = Rect {
        height: area.height - ANALYSIS_HEIGHT,
        ..area
    };
    let mut layout = self::game(upper, game, flipped);
    let (width, height) = layout.board.size();
    let analysis = Rect::new(
        layout.board.origin.0 - RANK_LABEL_WIDTH,
        layout.board.origin.1 + height,
        width,
        ANALYSIS_HEIGHT,
    );
    layout.message.y += ANALYSIS_HEIGHT;
    layout.hints.y += ANALYSIS_HEIGHT;
    layout.panel.height += ANALYSIS_HEIGHT;
    (layout, Some(analysis))
}

/// The graph's columns stand for the game's positions spread evenly
/// across them: the position (a ply count, of `plies`) under a column.
pub fn graph_ply(graph: Rect, plies: usize, column: u16) -> usize {
    let last = usize::from(graph.width.saturating_sub(1)).max(1);
    let at = usize::from(column.saturating_sub(graph.x)).min(last);
    (at * plies + last / 2) / last
}

/// The column of a position (a ply count, of `plies`) on the graph.
pub fn graph_column(graph: Rect, plies: usize, ply: usize) -> u16 {
    let last = usize::from(graph.width.saturating_sub(1));
    let at = (ply.min(plies) * last + plies / 2) / plies.max(1);
    graph.x + at as u16
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
    fn a_graph_column_and_its_position_agree_both_ways() {
        for (width, plies) in [(20, 7), (20, 120), (36, 35), (2, 1), (10, 0)] {
            let graph = Rect::new(5, 3, width, 5);
            for ply in 0..=plies {
                let column = graph_column(graph, plies, ply);
                assert!(column >= graph.x && column < graph.right());
                if usize::from(width) > plies {
                    assert_eq!(graph_ply(graph, plies, column), ply, "{width} {plies}");
                }
            }
            assert_eq!(graph_ply(graph, plies, graph.x), 0);
            assert_eq!(graph_ply(graph, plies, graph.right() - 1), plies);
        }
    }

    const SIZES: [(u16, u16); 6] = [
        (62, 16),
        (80, 24),
        (100, 30),
        (120, 40),
        (160, 50),
        (220, 60),
    ];

    #[test]
    fn a_click_anywhere_in_a_square_finds_that_square_at_every_size() {
        for (width, height) in SIZES {
            for game in GameId::ALL {
                for flipped in [false, true] {
                    let layout = super::game(Rect::new(0, 0, width, height), game, flipped);
                    let dims = game.dims();
                    for file in 0..dims.files {
                        for rank in 0..dims.ranks {
                            let at = Coord::new(file, rank);
                            let r = layout.board.square(at);
                            for p in r.positions() {
                                assert_eq!(layout.board.square_at(p.x, p.y), Some(at), "{game:?}");
                            }
                        }
                    }
                    let (w, h) = layout.board.size();
                    let left = layout.board.origin.0 - RANK_LABEL_WIDTH;
                    assert_eq!(layout.board.square_at(left, layout.board.origin.1), None);
                    assert!(left + w + GAP <= layout.panel.x);
                    assert!(layout.board.origin.1 + h <= height - FOOTER_HEIGHT);
                }
            }
        }
    }

    #[test]
    fn the_board_takes_the_largest_squares_that_leave_the_panel_room() {
        let cell = |width, height, game| {
            super::game(Rect::new(0, 0, width, height), game, false)
                .board
                .cell
        };
        assert_eq!(cell(80, 24, GameId::Chess), Cell::square(2));
        assert_eq!(cell(120, 40, GameId::Chess), Cell::square(4));
        assert!(cell(160, 50, GameId::Chess).height >= 4);
        assert_eq!(cell(80, 24, GameId::Martian), Cell::square(2));
        assert_eq!(cell(80, 24, GameId::Hasami), Cell::square(2));
        assert_eq!(cell(62, 16, GameId::Chess), COMPACT);
        for (width, height) in SIZES {
            for game in GameId::ALL {
                let layout = super::game(Rect::new(0, 0, width, height), game, false);
                assert!(layout.panel.width >= PANEL_MIN_WIDTH, "{game:?} {width}");
                let bigger =
                    BoardGeometry::new(game, Cell::square(layout.board.cell.height + 1), false)
                        .size();
                assert!(
                    bigger.0 + MARGIN + GAP + PANEL_MIN_WIDTH > width
                        || bigger.1 + FOOTER_HEIGHT > height,
                    "{game:?} at {width}x{height} could have larger squares"
                );
            }
        }
    }

    #[test]
    fn board_and_panel_are_centred_together_tops_aligned() {
        let layout = super::game(Rect::new(0, 0, 220, 60), GameId::Chess, false);
        assert_eq!(layout.panel.y, layout.board.origin.1);
        let left = layout.board.origin.0 - RANK_LABEL_WIDTH - MARGIN;
        let right = 220 - layout.panel.right();
        assert!(left.abs_diff(right) <= 1, "{left} {right}");
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
