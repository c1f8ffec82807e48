//! The How-to-play screen: tabs for the games and the controls, and the
//! page, drawn whole into a scratch buffer and shown through a window that
//! scrolls.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::board::{Board, Marks};
use super::hints;
use super::theme::Theme;
use crate::app::Paint;
use crate::app::layout::{self, BoardGeometry, COMPACT};
use crate::app::rules::RulesView;
use crate::app::rules::{self, Block, Tab};
use crate::app::{App, keymap, text};
use crate::games::{AnyGame, Coord, GameId, Options};
use crate::help::Diagram;

const TITLE_MIN_WIDTH: u16 = 100;

/// Where the Controls page's descriptions start: two columns past its
/// longest keys, at least where they always started.
fn key_column() -> u16 {
    let longest = keymap::BINDINGS
        .iter()
        .map(|b| Line::from(b.full_label).width())
        .max()
        .unwrap_or(0);
    (2 + longest + 2).max(16) as u16
}

pub fn rules(app: &App, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let lang = app.lang();
    let view = app.rules();
    // The screen's title, where there is room for it besides the tabs.
    let mut tabs = Vec::new();
    if area.width >= TITLE_MIN_WIDTH {
        tabs.push(Span::styled(
            format!("{}  ", lang.plain(text::RULES_TITLE)),
            Style::default()
                .fg(theme.accent)
                .add_modifier(Modifier::BOLD),
        ));
    }
    for (i, tab) in Tab::ALL.iter().enumerate() {
        let style = if i == view.tab {
            Style::default().fg(theme.selected_fg).bg(theme.selected_bg)
        } else {
            Style::default().fg(theme.dim)
        };
        tabs.push(Span::styled(format!(" {} ", tab.title()), style));
    }
    buf.set_line(
        area.x + 1,
        area.y,
        &Line::from(tabs),
        area.width.saturating_sub(1),
    );

    let size = (area.width, area.height);
    let width = layout::rules_text_width(size);
    let tab = Tab::ALL[view.tab.min(Tab::ALL.len() - 1)];
    let blocks = rules::document(tab, width);
    let page = draw_page(&blocks, width, theme);
    let window = Rect::new(
        area.x + 2,
        area.y + layout::RULES_HEADER,
        width,
        layout::rules_view_height(size),
    );
    let most = page.area.height.saturating_sub(window.height);
    let scroll = view.scroll.min(most);
    for row in 0..window.height.min(page.area.height.saturating_sub(scroll)) {
        for column in 0..window.width {
            let cell = page[(column, row + scroll)].clone();
            buf[(window.x + column, window.y + row)] = cell;
        }
    }
    hints(
        app,
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
        theme,
    );
}

/// The whole page in a buffer of its own height.
fn draw_page(blocks: &[Block<'_>], width: u16, theme: &Theme) -> Buffer {
    let height = rules::height(blocks).max(1);
    let mut page = Buffer::empty(Rect::new(0, 0, width, height));
    let mut y = 0;
    for block in blocks {
        match block {
            Block::Heading(heading) => {
                let style = Style::default()
                    .fg(theme.accent)
                    .add_modifier(Modifier::BOLD);
                page.set_string(0, y, heading, style);
            }
            Block::Text(line) => {
                page.set_string(0, y, line, Style::default().fg(theme.text));
            }
            Block::Key(keys, what) => {
                page.set_string(2, y, keys, Style::default().fg(theme.accent));
                page.set_string(key_column(), y, what, Style::default().fg(theme.text));
            }
            Block::Blank => {}
            Block::Board(game, diagram) => diagram_board(*game, diagram, y, &mut page, theme),
        }
        y += block.height();
    }
    page
}

fn diagram_board(game: GameId, diagram: &Diagram, y: u16, page: &mut Buffer, theme: &Theme) {
    let board = match AnyGame::from_position(game, diagram.position, &Options::default()) {
        Ok(board) => board,
        Err(error) => {
            page.set_string(0, y, error.to_string(), Style::default().fg(theme.error));
            return;
        }
    };
    let squares = |list: &[&str], capture: bool| -> Vec<(Coord, bool)> {
        list.iter()
            .filter_map(|s| Coord::parse(s, game.dims()))
            .map(|at| (at, capture))
            .collect()
    };
    let mut targets = squares(diagram.targets, false);
    targets.extend(squares(diagram.captures, true));
    let marks = Marks {
        targets,
        ..Marks::default()
    };
    let geometry = BoardGeometry::new(game, COMPACT, false).placed(2, y);
    let widget = Board {
        game: &board,
        geometry,
        marks: &marks,
        theme,
    };
    let area = page.area;
    (&widget).render(area, page);
    let caption_row = y + geometry.size().1;
    page.set_string(
        2,
        caption_row,
        diagram.caption,
        Style::default().fg(theme.dim),
    );
}

impl Paint for RulesView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, _monochrome: bool) {
        rules(app, area, buf, theme);
    }
}
