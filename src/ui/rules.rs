//! The How-to-play screen: tabs for the games and the controls, and the
//! page, drawn whole into a scratch buffer and shown through a window that
//! scrolls.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use super::board::{Board, Marks, shown_pieces};
use super::cut_to;
use super::glyphs::PieceSet;
use super::hints;
use super::theme::Theme;
use crate::app::Paint;
use crate::app::layout::{self, BoardGeometry};
use crate::app::rules::RulesView;
use crate::app::rules::{self, Block, DIAGRAM_INDENT, Tab};
use crate::app::{App, keymap};
use crate::games::{AnyGame, Coord, GameId, Options};
use crate::help::{self, Diagram};
use crate::i18n::Lang;

const TITLE_MIN_WIDTH: u16 = 100;

/// Where the Controls page's descriptions start: two columns past its
/// longest keys in `lang`, at least where they always started.
fn key_column(lang: Lang) -> u16 {
    let longest = keymap::BINDINGS
        .iter()
        .map(|b| b.full_label(lang).width())
        .max()
        .unwrap_or(0);
    (2 + longest + 2).max(16) as u16
}

/// Draws `view` with its pages in `lang`, its boards in the player's piece
/// set as the game draws them (`monochrome` when no colour shows); the hint
/// line is `app`'s.
pub fn rules(
    view: &RulesView,
    lang: Lang,
    app: &App,
    area: Rect,
    buf: &mut Buffer,
    (theme, monochrome): (&Theme, bool),
) {
    // The screen's title, where there is room for it besides the tabs.
    let mut tabs = Vec::new();
    if area.width >= TITLE_MIN_WIDTH {
        tabs.push(Span::styled(
            format!("{}  ", lang.tr(help::TITLE)),
            Style::default()
                .fg(theme.accent)
                .add_modifier(Modifier::BOLD),
        ));
    }
    let room =
        usize::from(area.width.saturating_sub(1)).saturating_sub(Line::from(tabs.clone()).width());
    let titles = Tab::ALL.map(|tab| tab.title(lang));
    for (i, title) in fitted(&titles, view.tab, room).into_iter().enumerate() {
        let style = if i == view.tab {
            Style::default().fg(theme.selected_fg).bg(theme.selected_bg)
        } else {
            Style::default().fg(theme.dim)
        };
        tabs.push(Span::styled(format!(" {title} "), style));
    }
    buf.set_line(
        area.x + 1,
        area.y,
        &Line::from(tabs),
        area.width.saturating_sub(1),
    );

    let size = (area.width, area.height);
    let width = layout::rules_text_width(size);
    let tab = view.page();
    let blocks = rules::document(tab, lang, size);
    let pieces = shown_pieces(app.settings().pieces, monochrome);
    let page = draw_page(&blocks, lang, width, theme, pieces);
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

/// The tabs' titles in `room` columns, each drawn as ` title `: whole where
/// they all fit, else the tab showing whole and the others cut alike to
/// `…`, so no tab silently disappears off the end.
fn fitted<'a>(titles: &'a [Cow<'static, str>], showing: usize, room: usize) -> Vec<Cow<'a, str>> {
    let widths: Vec<usize> = titles.iter().map(|t| t.width()).collect();
    let total = |keep: usize| -> usize {
        let each = widths.iter().enumerate();
        each.map(|(i, &w)| 2 + if i == showing { w } else { w.min(keep) })
            .sum()
    };
    let longest = widths.iter().copied().max().unwrap_or(0);
    let keep = (1..=longest)
        .rev()
        .find(|&keep| total(keep) <= room)
        .unwrap_or(1);
    titles
        .iter()
        .enumerate()
        .map(|(i, title)| {
            if i == showing {
                Cow::Borrowed(title.as_ref())
            } else {
                Cow::Owned(cut_to(title, keep))
            }
        })
        .collect()
}

/// The whole page, its keys named in `lang`, in a buffer of its own height.
fn draw_page(blocks: &[Block], lang: Lang, width: u16, theme: &Theme, pieces: PieceSet) -> Buffer {
    let height = rules::height(blocks).max(1);
    let column = key_column(lang);
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
                page.set_string(column, y, what, Style::default().fg(theme.text));
            }
            Block::Blank => {}
            Block::Board(game, diagram, cell) => {
                let marks = diagram_marks(*game, diagram, pieces);
                let geometry = BoardGeometry::new(*game, *cell, false).placed(DIAGRAM_INDENT, y);
                diagram_board(*game, diagram, geometry, &marks, &mut page, theme);
            }
            Block::Caption(line) => {
                page.set_string(DIAGRAM_INDENT, y, line, Style::default().fg(theme.dim));
            }
        }
        y += block.height();
    }
    page
}

/// A diagram's targets and captures, its pieces in `pieces`.
fn diagram_marks(game: GameId, diagram: &Diagram, pieces: PieceSet) -> Marks {
    let squares = |list: &[&str], capture: bool| -> Vec<(Coord, bool)> {
        list.iter()
            .filter_map(|s| Coord::parse(s, game.dims()))
            .map(|at| (at, capture))
            .collect()
    };
    let mut targets = squares(diagram.targets, false);
    targets.extend(squares(diagram.captures, true));
    Marks {
        targets,
        pieces,
        ..Marks::default()
    }
}

fn diagram_board(
    game: GameId,
    diagram: &Diagram,
    geometry: BoardGeometry,
    marks: &Marks,
    page: &mut Buffer,
    theme: &Theme,
) {
    let board = match AnyGame::from_position(game, diagram.position, &Options::default()) {
        Ok(board) => board,
        Err(error) => {
            let y = geometry.origin.1;
            page.set_string(0, y, error.to_string(), Style::default().fg(theme.error));
            return;
        }
    };
    let widget = Board {
        game: &board,
        geometry,
        marks,
        theme,
    };
    let area = page.area;
    (&widget).render(area, page);
}

impl Paint for RulesView {
    fn draw(&self, app: &App, area: Rect, buf: &mut Buffer, theme: &Theme, monochrome: bool) {
        rules(self, app.lang(), app, area, buf, (theme, monochrome));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn titles(all: &[&'static str]) -> Vec<Cow<'static, str>> {
        all.iter().map(|t| Cow::Borrowed(*t)).collect()
    }

    #[test]
    fn tabs_that_fit_keep_their_titles_whole() {
        let all = titles(&["Xadrez", "Corrida de Reis", "Controlos"]);
        let room = all.iter().map(|t| t.width() + 2).sum();
        assert_eq!(fitted(&all, 1, room), all);
    }

    #[test]
    fn tabs_that_do_not_fit_are_cut_alike_but_the_one_showing() {
        let all = titles(&["Xadrez", "Corrida de Reis", "Xadrez Marciano", "Controlos"]);
        let shown = fitted(&all, 1, 44);
        let widths: usize = shown.iter().map(|t| t.width() + 2).sum();
        assert!(widths <= 44, "{shown:?}");
        assert_eq!(shown[1], "Corrida de Reis");
        assert!(
            shown[2].ends_with('…') && shown[3].ends_with('…'),
            "{shown:?}"
        );
        assert_eq!(
            shown[0], "Xadrez",
            "a title as short as the others' cut stays whole"
        );
    }
}
