//! The board widget: squares of any size, with labels, cursor,
//! the piece in hand, its targets, the last move, a king in check, a hint,
//! a premove, a piece travelling, and the canal and zones the game's board style
//! asks for.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;

use super::theme::Theme;
use super::{figures, glyphs, look};
use crate::app::layout::{BoardGeometry, RANK_LABEL_WIDTH};
use crate::games::{AnyGame, Coord, GameId, Piece, Side, SideName, Squares};

/// What is marked on the board, besides the pieces.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    pub cursor: Option<Coord>,
    pub held: Option<Coord>,
    /// Legal targets: the square and whether it captures.
    pub targets: Vec<(Coord, bool)>,
    pub last: Option<(Coord, Coord)>,
    pub check: Option<Coord>,
    pub hint: Option<(Coord, Coord)>,
    /// The squares of a move chosen while the computer thinks.
    pub premove: Option<(Coord, Coord)>,
    /// A piece on its way: where it is drawn now, and its destination,
    /// drawn empty until it arrives.
    pub travelling: Option<(Coord, Coord, Piece)>,
    /// No file letters and rank numbers (a setting).
    pub hide_coordinates: bool,
    /// No colour shows, so small plain squares are told apart by a
    /// point instead of a second shade.
    pub no_colour: bool,
    pub pieces: glyphs::PieceSet,
}

pub struct Board<'a> {
    pub game: &'a AnyGame,
    pub geometry: BoardGeometry,
    pub marks: &'a Marks,
    pub theme: &'a Theme,
}

impl Board<'_> {
    fn square_colour(&self, at: Coord) -> Color {
        let theme = self.theme;
        let light = (at.file + at.rank) % 2 == 1;
        let style = self.game.id().board_style();
        let far_zone = style.zones.is_some_and(|zones| zones.is_far(at.rank));
        match (style.squares, far_zone, light) {
            // Lines part large squares; small ones have no room for
            // them, and a second, close shade tells them apart instead.
            (Squares::Plain, ..) if light && !self.large() => theme.hasami_shade,
            (Squares::Plain, ..) => theme.hasami_square,
            (Squares::Checkered, true, true) => theme.zone_light,
            (Squares::Checkered, true, false) => theme.zone_dark,
            (Squares::Checkered, false, true) => theme.light_square,
            (Squares::Checkered, false, false) => theme.dark_square,
        }
    }

    /// Whether `at` is a small plain square that takes a point: every
    /// other one, where no second shade can tell them apart (16 colours
    /// have no two close tans, and without colour there is none).
    fn pointed(&self, at: Coord) -> bool {
        let theme = self.theme;
        let no_shade = self.marks.no_colour || theme.hasami_shade == theme.hasami_square;
        self.game.id().board_style().squares == Squares::Plain
            && !self.large()
            && no_shade
            && (at.file + at.rank) % 2 == 1
    }

    /// Whether squares are large enough for figures.
    fn large(&self) -> bool {
        self.figure_size().is_some()
    }

    /// The size of figure the squares take, if any.
    fn figure_size(&self) -> Option<figures::Size> {
        figures::Size::fitting(self.geometry.cell)
    }

    /// Whether the last move left `at` and it is marked by a ring, not a
    /// fill: on large squares a fill costs about seventy bytes each time
    /// it comes and goes (a lot over a slow link, twice a move), and a
    /// ring where the piece stood is plain to see there.
    fn left_empty(&self, at: Coord) -> bool {
        self.large()
            && self.marks.last.is_some_and(|(from, _)| from == at)
            && self.piece(at).is_none()
    }

    fn background(&self, at: Coord) -> Color {
        let marks = self.marks;
        let theme = self.theme;
        let is = |pair: Option<(Coord, Coord)>| pair.is_some_and(|(a, b)| a == at || b == at);
        let last = |pair: Option<(Coord, Coord)>| {
            pair.is_some_and(|(from, to)| to == at || (from == at && !self.large()))
        };
        if marks.check == Some(at) {
            theme.check
        } else if marks.held == Some(at) {
            theme.held
        } else if let Some((_, capture)) = marks.targets.iter().find(|(to, _)| *to == at) {
            if *capture {
                theme.capture
            } else {
                theme.target
            }
        } else if is(marks.premove) {
            theme.premove
        } else if is(marks.hint) {
            theme.hint
        } else if last(marks.last) || is(marks.travelling.map(|(_, to, _)| (to, to))) {
            theme.last_move
        } else {
            self.square_colour(at)
        }
    }

    /// The colour under a piece's own cells: the mark's, unless the piece
    /// would not stand out on it (16 colours have too few of middle
    /// lightness for every mark to suit both sides), then the square's,
    /// the mark showing around the piece.
    fn under_piece(&self, at: Coord, piece: Color, mark: Color) -> Color {
        if look::stands_out(piece, mark, look::PIECE_CONTRAST) {
            mark
        } else {
            self.square_colour(at)
        }
    }

    fn piece(&self, at: Coord) -> Option<Piece> {
        match self.marks.travelling {
            Some((now, _, piece)) if now == at => Some(piece),
            Some((_, to, _)) if to == at => None,
            _ => self.game.piece_at(at),
        }
    }

    /// The large figure to draw for a piece, as large as the squares
    /// allow, when the piece set asks for figures.
    fn figure(&self, piece: Piece) -> Option<(figures::Figure, figures::Size)> {
        if self.marks.pieces != glyphs::PieceSet::Figures {
            return None;
        }
        let size = self.figure_size()?;
        figures::figure(self.game.id(), piece.kind, size).map(|figure| (figure, size))
    }

    /// The lines between squares, as on a shogi board: each square draws
    /// the line along its top and its left side where a square lies
    /// beyond, so every line is drawn once and none runs round the edge.
    /// The lines keep the board's colour under a mark, so marking a
    /// square resends only its inside. Pieces and the cursor's brackets
    /// are drawn over them.
    fn draw_lines(&self, at: Coord, rect: Rect, buf: &mut Buffer) {
        let style = Style::default()
            .fg(self.theme.piece_two)
            .bg(self.square_colour(at));
        let top = rect.y > self.geometry.origin.1;
        let left = rect.x > self.geometry.origin.0;
        if top {
            for x in rect.x..rect.right() {
                buf[(x, rect.y)].set_char('─').set_style(style);
            }
        }
        if left {
            for y in rect.y..rect.bottom() {
                buf[(rect.x, y)].set_char('│').set_style(style);
            }
        }
        if top && left {
            buf[(rect.x, rect.y)].set_char('┼');
        }
    }

    fn draw_square(&self, at: Coord, buf: &mut Buffer) {
        let rect = self.geometry.square(at);
        let bg = self.background(at);
        buf.set_style(rect, Style::default().bg(bg));
        if self.game.id().board_style().squares == Squares::Plain && self.large() {
            self.draw_lines(at, rect, buf);
        }
        let middle = rect.y + rect.height / 2;
        let piece = self.piece(at);
        let figure = piece.and_then(|p| self.figure(p));
        let (glyph, width) = piece.map_or(("", 1), |p| glyphs::glyph_in(p, self.marks.pieces));
        // A wide glyph in a square of even width is centred, with room for
        // the cursor's brackets on both sides.
        let centre = rect.x + rect.width.saturating_sub(width).div_ceil(2);
        if let Some(piece) = piece {
            let fg = piece_colour(self.game.id(), piece.owner, self.theme);
            let style = Style::default().fg(fg).bg(self.under_piece(at, fg, bg));
            match figure {
                // Bold changes no block character; left out, the terminal
                // is not sent an attribute reset at every edge of a figure.
                Some((figure, size)) => draw_figure(figure, size, rect, style, buf),
                None => {
                    buf.set_string(centre, middle, glyph, style.add_modifier(Modifier::BOLD));
                }
            }
        } else if let Some((_, capture)) = self.marks.targets.iter().find(|(to, _)| *to == at) {
            let dot = if *capture { "×" } else { "·" };
            buf.set_string(
                centre,
                middle,
                dot,
                Style::default().fg(self.theme.text).bg(bg),
            );
        } else if let Some(size) = self.figure_size().filter(|_| self.left_empty(at)) {
            let style = Style::default().fg(self.theme.last_move).bg(bg);
            draw_figure(figures::left(size), size, rect, style, buf);
        } else if self.pointed(at) {
            let style = Style::default().fg(self.theme.text).bg(bg);
            buf.set_string(centre, middle, POINT, style);
        }
        // The cursor's brackets, else a premove's angle marks: the premove
        // is told from the other cues without colour too.
        let brackets = if self.marks.cursor == Some(at) {
            Some(("[", "]", self.theme.cursor))
        } else if self
            .marks
            .premove
            .is_some_and(|(from, to)| from == at || to == at)
        {
            Some(("‹", "›", self.theme.text))
        } else {
            None
        };
        if let Some((open, close, colour)) = brackets {
            let style = Style::default()
                .fg(colour)
                .bg(bg)
                .add_modifier(Modifier::BOLD);
            // A figure is bracketed at the square's edges, a glyph close by.
            let (left, right) = match figure {
                Some(_) => (rect.x, rect.right() - 1),
                None => (centre - 1, centre + width),
            };
            buf.set_string(left, middle, open, style);
            if right < rect.right() {
                buf.set_string(right, middle, close, style);
            }
        }
    }
}

/// The piece set a board is drawn in: the player's, but the figures are
/// told apart by colour alone; without colour the Unicode symbols' filled
/// and outline forms do it.
pub fn shown_pieces(chosen: glyphs::PieceSet, monochrome: bool) -> glyphs::PieceSet {
    match chosen {
        glyphs::PieceSet::Figures if monochrome => glyphs::PieceSet::Unicode,
        pieces => pieces,
    }
}

/// The mark at the centre of every other small plain square: not a
/// target's `·` nor a capture's `×`.
const POINT: &str = "+";

/// The colour a side's pieces are drawn in: the dark pieces for the
/// Black side (Hasami's player 1 too), the light ones for the other, and
/// for player 1 where neither side is named for a colour.
fn piece_colour(game: GameId, side: Side, theme: &Theme) -> Color {
    let dark = match game.side(side) {
        SideName::Black => true,
        SideName::White => false,
        SideName::PlayerOne | SideName::PlayerTwo => side == Side::Two,
    };
    if dark {
        theme.piece_two
    } else {
        theme.piece_one
    }
}

/// A figure centred in its square (a spare row goes above it), its spaces
/// left in the square's colour.
fn draw_figure(
    figure: figures::Figure,
    size: figures::Size,
    rect: Rect,
    style: Style,
    buf: &mut Buffer,
) {
    let x = rect.x + rect.width.saturating_sub(size.width()) / 2;
    let y = rect.y + rect.height.saturating_sub(size.height()).div_ceil(2);
    for (row, line) in (y..).zip(figure) {
        for (column, symbol) in (x..).zip(line.chars()) {
            if symbol != ' ' {
                buf[(column, row)].set_char(symbol).set_style(style);
            }
        }
    }
}

impl Widget for &Board<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let geometry = self.geometry;
        let dims = geometry.dims;
        let label = Style::default().fg(self.theme.label);
        for rank in 0..dims.ranks {
            let row = geometry.origin.1 + geometry.row_of(rank) + geometry.cell.height / 2;
            let x = geometry.origin.0 - RANK_LABEL_WIDTH;
            if row < area.bottom() && !self.marks.hide_coordinates {
                buf.set_string(x, row, format!("{}", rank + 1), label);
            }
            for file in 0..dims.files {
                let at = Coord::new(file, rank);
                let rect = geometry.square(at);
                if rect.bottom() <= area.bottom() && rect.right() <= area.right() {
                    self.draw_square(at, buf);
                }
            }
        }
        let (width, height) = geometry.size();
        let files_row = geometry.origin.1 + height - 1;
        for file in 0..dims.files {
            let x = geometry.origin.0 + geometry.column_of(file) + geometry.cell.width / 2;
            if files_row < area.bottom() && !self.marks.hide_coordinates {
                buf.set_string(x, files_row, ((b'a' + file) as char).to_string(), label);
            }
        }
        if let Some(canal) = geometry.canal_row() {
            let row = geometry.origin.1 + canal;
            let squares = width - RANK_LABEL_WIDTH;
            if row < area.bottom() {
                buf.set_string(
                    geometry.origin.0,
                    row,
                    "~".repeat(usize::from(squares)),
                    Style::default().fg(self.theme.canal),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::{Cell, FIGURES};
    use crate::games::Options;
    use crate::ui::look::{self, Depth};
    use crate::ui::theme::NamedTheme;

    /// A game's start drawn on squares of `cell`, with `marks`.
    fn drawn(game: GameId, cell: Cell, marks: &Marks) -> (Buffer, BoardGeometry) {
        drawn_in(game, cell, marks, &look::default_theme().theme)
    }

    fn drawn_in(game: GameId, cell: Cell, marks: &Marks, theme: &Theme) -> (Buffer, BoardGeometry) {
        let board = AnyGame::new(game, &Options::default());
        let geometry = BoardGeometry::new(game, cell, false).placed(0, 0);
        let widget = Board {
            game: &board,
            geometry,
            marks,
            theme,
        };
        let (width, height) = geometry.size();
        let area = Rect::new(0, 0, width, height);
        let mut buf = Buffer::empty(area);
        (&widget).render(area, &mut buf);
        (buf, geometry)
    }

    /// The colour a game's piece on `square` is drawn in at its start.
    fn colour_at(game: GameId, square: &str) -> Option<Color> {
        let marks = Marks {
            pieces: glyphs::PieceSet::Unicode,
            ..Marks::default()
        };
        let (buf, geometry) = drawn(game, crate::app::layout::COMPACT, &marks);
        let rect = geometry.square(Coord::parse(square, game.dims())?);
        Some(buf[(rect.x + rect.width / 2, rect.y)].fg)
    }

    /// The square colours and the text a square of the last move shows.
    fn last_move_square(cell: Cell, square: &str) -> (Vec<Color>, String) {
        let dims = GameId::Hasami.dims();
        let (from, to) = (Coord::parse("e2", dims), Coord::parse("e5", dims));
        let marks = Marks {
            last: from.zip(to),
            pieces: glyphs::PieceSet::Figures,
            ..Marks::default()
        };
        let (buf, geometry) = drawn(GameId::Hasami, cell, &marks);
        let rect = Coord::parse(square, dims).map_or(Rect::default(), |at| geometry.square(at));
        let cells: Vec<_> = rect.positions().map(|p| &buf[p]).collect();
        let mut backgrounds: Vec<_> = cells.iter().map(|c| c.bg).collect();
        backgrounds.dedup();
        (backgrounds, cells.iter().map(|c| c.symbol()).collect())
    }

    #[test]
    fn on_large_squares_the_square_a_move_left_is_ringed_not_filled() {
        let theme = &look::default_theme().theme;
        let (left, ring) = last_move_square(FIGURES, "e2");
        assert_eq!(left, vec![theme.hasami_square]);
        assert!(ring.contains("╭───╮") && ring.contains("╰───╯"), "{ring:?}");
        // Inside the lines between squares, which keep the board's colour.
        let (arrived, _) = last_move_square(FIGURES, "e5");
        assert!(arrived.contains(&theme.last_move), "{arrived:?}");
    }

    /// What a square shows, row by row, in a figure's place: centred, a
    /// spare row above.
    fn rows_at(buf: &Buffer, rect: Rect, size: figures::Size) -> Vec<String> {
        let (width, height) = (size.width(), size.height());
        let x = rect.x + (rect.width - width) / 2;
        let y = rect.y + (rect.height - height).div_ceil(2);
        (y..y + height)
            .map(|row| {
                (x..x + width)
                    .map(|column| buf[(column, row)].symbol())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn figures_grow_with_the_squares_in_every_game() {
        let figures = Marks {
            pieces: glyphs::PieceSet::Figures,
            ..Marks::default()
        };
        for game in GameId::ALL {
            let board = AnyGame::new(game, &Options::default());
            let dims = game.dims();
            let squares =
                (0..dims.files).flat_map(|f| (0..dims.ranks).map(move |r| Coord::new(f, r)));
            let mut pieces = squares.filter_map(|at| board.piece_at(at).map(|piece| (at, piece)));
            let Some((at, piece)) = pieces.next() else {
                panic!("{game:?} starts with no piece");
            };
            for (cell, size) in [
                (FIGURES, figures::Size::Small),
                (Cell::square(5), figures::Size::Small),
                (Cell::square(6), figures::Size::Large),
                (Cell::square(9), figures::Size::Large),
            ] {
                let (buf, geometry) = drawn(game, cell, &figures);
                let shown = rows_at(&buf, geometry.square(at), size);
                let figure: Option<Vec<String>> = figures::figure(game, piece.kind, size)
                    .map(|rows| rows.iter().map(|row| row.to_string()).collect());
                assert_eq!(Some(shown), figure, "{game:?} {cell:?}");
            }
            // Below figures, the piece's symbol.
            let (buf, geometry) = drawn(game, Cell::square(3), &figures);
            let rect = geometry.square(at);
            let text: String = rect.positions().map(|p| buf[p].symbol()).collect();
            assert!(
                text.contains(glyphs::glyph_in(piece, figures.pieces).0),
                "{game:?}: {text:?}"
            );
        }
        // The ring where a piece stood grows as well.
        let (_, ring) = last_move_square(Cell::square(7), "e2");
        assert!(
            ring.contains("╭─────╮") && ring.contains("╰─────╯"),
            "{ring:?}"
        );
    }

    #[test]
    fn on_small_squares_both_squares_of_the_last_move_are_filled() {
        let theme = &look::default_theme().theme;
        let small = Cell::square(FIGURES.height - 1);
        for square in ["e2", "e5"] {
            let (filled, text) = last_move_square(small, square);
            assert_eq!(filled, vec![theme.last_move], "{square}");
            assert!(!text.contains('╭'), "{square}: {text:?}");
        }
    }

    #[test]
    fn large_hasami_squares_are_parted_by_lines_inside_the_board_only() {
        let (buf, geometry) = drawn(GameId::Hasami, FIGURES, &Marks::default());
        let crossings = buf.content().iter().filter(|c| c.symbol() == "┼").count();
        assert_eq!(crossings, 8 * 8);
        // No line runs along the board's left side or its top.
        let (width, height) = geometry.size();
        let mut left = (0..height).map(|y| buf[(geometry.origin.0, y)].symbol());
        assert!(left.all(|s| s != "│" && s != "┼"));
        let mut top = (geometry.origin.0..width).map(|x| buf[(x, 0)].symbol());
        assert!(top.all(|s| s != "─" && s != "┼"));
    }

    #[test]
    fn the_lines_keep_the_board_s_colour_under_a_mark() {
        let theme = &look::default_theme().theme;
        let at = Coord::parse("e5", GameId::Hasami.dims()).unwrap_or(Coord::new(0, 0));
        let marks = Marks {
            targets: vec![(at, false)],
            ..Marks::default()
        };
        let (buf, geometry) = drawn(GameId::Hasami, FIGURES, &marks);
        let rect = geometry.square(at);
        assert_eq!(buf[(rect.x, rect.y)].symbol(), "┼");
        assert_eq!(buf[(rect.x, rect.y)].bg, theme.hasami_square);
        assert_eq!(buf[(rect.x + 1, rect.y + 1)].bg, theme.target);
    }

    #[test]
    fn small_hasami_squares_take_two_shades_in_turn() {
        let theme = &look::default_theme().theme;
        let (buf, geometry) = drawn(
            GameId::Hasami,
            crate::app::layout::COMPACT,
            &Marks::default(),
        );
        let bg = |square: &str| {
            let at = Coord::parse(square, GameId::Hasami.dims()).unwrap_or(Coord::new(0, 0));
            let rect = geometry.square(at);
            buf[(rect.x, rect.y)].bg
        };
        assert_eq!(bg("e5"), theme.hasami_square);
        assert_eq!(bg("e4"), theme.hasami_shade);
        assert_eq!(bg("d4"), theme.hasami_square);
        assert_ne!(theme.hasami_square, theme.hasami_shade);
        assert!(!buf.content().iter().any(|c| c.symbol() == "┼"));
    }

    #[test]
    fn small_hasami_squares_take_a_point_in_turn_where_no_shade_shows() {
        let ansi16 = &look::default_theme().ansi16;
        let point = |marks: &Marks, theme: &Theme, square: &str| {
            let (buf, geometry) =
                drawn_in(GameId::Hasami, crate::app::layout::COMPACT, marks, theme);
            let at = Coord::parse(square, GameId::Hasami.dims()).unwrap_or(Coord::new(0, 0));
            let rect = geometry.square(at);
            rect.positions().any(|p| buf[p].symbol() == POINT)
        };
        let plain = Marks::default();
        let no_colour = Marks {
            no_colour: true,
            ..Marks::default()
        };
        let theme = &look::default_theme().theme;
        for (marks, theme) in [(&plain, ansi16), (&no_colour, theme)] {
            assert!(point(marks, theme, "e4") && point(marks, theme, "d5"));
            assert!(!point(marks, theme, "e5") && !point(marks, theme, "d4"));
        }
        // Two shades show: no point.
        assert!(!point(&plain, theme, "e4"));
        // Nor on large squares, which have lines, nor on a chessboard.
        let (buf, _) = drawn_in(GameId::Hasami, FIGURES, &plain, ansi16);
        assert!(!buf.content().iter().any(|c| c.symbol() == POINT));
        let (buf, _) = drawn_in(
            GameId::Chess,
            crate::app::layout::COMPACT,
            &no_colour,
            ansi16,
        );
        assert!(!buf.content().iter().any(|c| c.symbol() == POINT));
    }

    #[test]
    fn a_side_named_black_has_the_dark_pieces() {
        let theme = &look::default_theme().theme;
        // Hasami's Black is player 1 and starts on rank 1.
        assert_eq!(colour_at(GameId::Hasami, "a1"), Some(theme.piece_two));
        assert_eq!(colour_at(GameId::Hasami, "a9"), Some(theme.piece_one));
        assert_eq!(colour_at(GameId::Chess, "a1"), Some(theme.piece_one));
        assert_eq!(colour_at(GameId::Chess, "a8"), Some(theme.piece_two));
        assert_eq!(colour_at(GameId::Martian, "a1"), Some(theme.piece_one));
    }

    /// Each cue the board shows, whether it can lie on a piece, and how a
    /// square is given it: one line a cue.
    type Cue = (&'static str, bool, fn(&mut Marks, Coord));
    const CUES: [Cue; 7] = [
        ("cursor", true, |m, at| m.cursor = Some(at)),
        ("selection", true, |m, at| m.held = Some(at)),
        ("legal target", false, |m, at| m.targets = vec![(at, false)]),
        ("capture target", true, |m, at| m.targets = vec![(at, true)]),
        ("last move", true, |m, at| {
            m.last = Some((Coord::new(0, 2), at))
        }),
        ("check", true, |m, at| m.check = Some(at)),
        ("premove", true, |m, at| {
            m.premove = Some((Coord::new(0, 2), at))
        }),
    ];

    /// What the terminal is sent for a square: symbols, colours and
    /// attributes of each of its cells.
    type Look = Vec<(String, Color, Color, Modifier)>;

    /// `square` marked with each cue that can lie there (and with none),
    /// drawn for `named` at `depth` as the terminal is sent it.
    fn cue_looks(
        named: &NamedTheme,
        depth: Depth,
        cell: Cell,
        square: &str,
    ) -> Vec<(&'static str, Look)> {
        let resolved = look::Resolved {
            theme: named,
            depth,
        };
        let drawn_with = if resolved.monochrome() {
            &look::default_theme().theme
        } else if depth == Depth::Colors16 {
            &named.ansi16
        } else {
            &named.theme
        };
        let at = Coord::parse(square, GameId::Chess.dims()).unwrap_or(Coord::new(0, 0));
        let occupied = AnyGame::new(GameId::Chess, &Options::default())
            .piece_at(at)
            .is_some();
        let none: Cue = ("no cue", true, |_, _| {});
        std::iter::once(none)
            .chain(CUES)
            .filter(|(_, on_piece, _)| *on_piece || !occupied)
            .map(|(name, _, mark)| {
                let mut marks = Marks {
                    pieces: glyphs::PieceSet::Unicode,
                    ..Marks::default()
                };
                mark(&mut marks, at);
                let (mut buf, geometry) = drawn_in(GameId::Chess, cell, &marks, drawn_with);
                let area = buf.area;
                look::adapt(&mut buf, area, &resolved, drawn_with);
                let rect = geometry.square(at);
                let cells = rect
                    .positions()
                    .map(|p| {
                        let c = &buf[p];
                        (c.symbol().to_string(), c.fg, c.bg, c.modifier)
                    })
                    .collect();
                (name, cells)
            })
            .collect()
    }

    /// Two looks of a square the eye would take for one: the same symbols
    /// and attributes, and colours close (as red and light red are).
    fn alike(a: &Look, b: &Look) -> bool {
        let close = |x: Color, y: Color| match (look::rgb(x), look::rgb(y)) {
            (Some(p), Some(q)) => {
                let d = |u: u8, v: u8| (f64::from(u) - f64::from(v)).powi(2);
                (d(p.0, q.0) + d(p.1, q.1) + d(p.2, q.2)).sqrt() < CLOSE
            }
            _ => x == y,
        };
        a.len() == b.len()
            && a.iter().zip(b).all(|((s, f, g, m), (t, h, k, n))| {
                s == t && m == n && close(*f, *h) && close(*g, *k)
            })
    }

    /// Colours nearer than this (in RGB, 0 to 255 a channel) read as one.
    const CLOSE: f64 = 60.0;

    #[test]
    fn every_cue_is_told_apart_in_every_theme_at_every_depth() {
        let mut failures = Vec::new();
        for named in &look::Look::plain().themes {
            for depth in [
                Depth::TrueColor,
                Depth::Colors256,
                Depth::Colors16,
                Depth::None,
            ] {
                for cell in [crate::app::layout::COMPACT, FIGURES] {
                    // An empty square and one a piece stands on.
                    for square in ["e4", "e2"] {
                        let looks = cue_looks(named, depth, cell, square);
                        for (i, (one, a)) in looks.iter().enumerate() {
                            for (other, b) in &looks[i + 1..] {
                                // A king, never a capture target, is in check.
                                let never_met = [*one, *other] == ["capture target", "check"];
                                if !never_met && alike(a, b) {
                                    failures.push(format!(
                                        "{} {depth:?} {}x{} {square}: {one} looks as {other}",
                                        named.name, cell.width, cell.height
                                    ));
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{failures:#?}");
    }
}
