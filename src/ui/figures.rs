//! Large pieces drawn in block characters, in two sizes that grow with the
//! squares: 7x3 for squares of 9x4 and up, 11x5 for squares of 13x6 and
//! up; one table per game. Both sides share a figure; their colours tell
//! them apart.

use crate::app::layout::Cell;
use crate::games::{GameId, PieceKind};

/// How large a figure is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Size {
    Small,
    Large,
}

impl Size {
    /// Largest first, as [`Size::fitting`] tries them.
    pub const ALL: [Size; 2] = [Size::Large, Size::Small];

    /// The largest size whose figures fit squares of `cell`, with a
    /// column either side for the cursor's brackets and a row above for
    /// the lines between Hasami's squares; `None` where no figure fits.
    pub fn fitting(cell: Cell) -> Option<Size> {
        Size::ALL.into_iter().find(|size| {
            let least = size.least_square();
            cell.width >= least.width && cell.height >= least.height
        })
    }

    /// The smallest square a figure of this size is drawn in: a row more
    /// than the figure, which leaves a column either side too.
    pub const fn least_square(self) -> Cell {
        Cell::square(self.height() + 1)
    }

    /// Columns every figure of this size takes.
    pub const fn width(self) -> u16 {
        match self {
            Size::Small => 7,
            Size::Large => 11,
        }
    }

    /// Rows every figure of this size takes.
    pub const fn height(self) -> u16 {
        match self {
            Size::Small => 3,
            Size::Large => 5,
        }
    }
}

/// A figure's rows, top first, each as wide as its size says.
pub type Figure = &'static [&'static str];

/// A kind of piece, its small figure and its large one.
type Figures = (PieceKind, [&'static str; 3], [&'static str; 5]);

const CHESS: [Figures; 6] = [
    (
        PieceKind::King,
        ["  ▄█▄  ", "  ▐█▌  ", " ▟███▙ "],
        [
            "    ▄█▄    ",
            "    ▀█▀    ",
            "   ▐███▌   ",
            "   ▐███▌   ",
            "  ▟█████▙  ",
        ],
    ),
    (
        PieceKind::Queen,
        ["▝▖▗█▖▗▘", " ▝▜█▛▘ ", " ▟███▙ "],
        [
            "▝▖  ▗█▖  ▗▘",
            " ▝▙ ▐█▌ ▟▘ ",
            "  ▝▜███▛▘  ",
            "   ▐███▌   ",
            "  ▟█████▙  ",
        ],
    ),
    (
        PieceKind::Rook,
        [" █▄█▄█ ", "  ███  ", " ▟███▙ "],
        [
            "  █▄█▄█▄█  ",
            "  ▝█████▘  ",
            "   ▐███▌   ",
            "   ▐███▌   ",
            "  ▟█████▙  ",
        ],
    ),
    (
        PieceKind::Bishop,
        ["  ▗█▖  ", "  ▝█▘  ", "  ▟█▙  "],
        [
            "     ▄     ",
            "    ▟█▙    ",
            "    ▜█▛    ",
            "    ▐█▌    ",
            "   ▟███▙   ",
        ],
    ),
    (
        PieceKind::Knight,
        ["  ▄▆█▖ ", " ▀▘▐█▌ ", "  ▟██▙ "],
        [
            "    ▗▄█▄   ",
            "  ▗█████▌  ",
            "  ▀▘ ▐██▌  ",
            "    ▐███▌  ",
            "   ▟████▙  ",
        ],
    ),
    (
        PieceKind::Pawn,
        ["       ", "  ▗█▖  ", "  ▟█▙  "],
        [
            "           ",
            "    ▗▄▖    ",
            "    ▜█▛    ",
            "    ▐█▌    ",
            "   ▟███▙   ",
        ],
    ),
];

/// Martian pieces are pyramids of three sizes.
const MARTIAN: [Figures; 3] = [
    (
        PieceKind::Pawn,
        ["       ", "       ", "  ▟█▙  "],
        [
            "           ",
            "           ",
            "     ▄     ",
            "    ▟█▙    ",
            "   ▟███▙   ",
        ],
    ),
    (
        PieceKind::Drone,
        ["       ", "  ▗█▖  ", " ▟███▙ "],
        [
            "           ",
            "     ▄     ",
            "    ▟█▙    ",
            "   ▟███▙   ",
            "  ▟█████▙  ",
        ],
    ),
    (
        PieceKind::Queen,
        ["   ▄   ", "  ▟█▙  ", "▗█████▖"],
        [
            "     ▄     ",
            "    ▟█▙    ",
            "   ▟███▙   ",
            "  ▟█████▙  ",
            " ▟███████▙ ",
        ],
    ),
];

/// The large stone keeps a column clear either side: a line between
/// squares takes the first column of each.
const HASAMI: [Figures; 1] = [(
    PieceKind::Stone,
    [" ▗▄▄▄▖ ", "▐█████▌", " ▝▀▀▀▘ "],
    [
        "  ▗▄▄▄▄▄▖  ",
        " ▟███████▙ ",
        " █████████ ",
        " ▜███████▛ ",
        "  ▝▀▀▀▀▀▘  ",
    ],
)];

/// The mark on a large square the last move left: a small ring where the
/// piece stood.
const LEFT_SMALL: [&str; 3] = ["       ", " ╭───╮ ", " ╰───╯ "];
const LEFT_LARGE: [&str; 5] = [
    "           ",
    "  ╭─────╮  ",
    "  │     │  ",
    "  ╰─────╯  ",
    "           ",
];

/// The ring of [`LEFT_SMALL`] in a size.
pub fn left(size: Size) -> Figure {
    match size {
        Size::Small => &LEFT_SMALL,
        Size::Large => &LEFT_LARGE,
    }
}

/// The figure of a kind of piece in a game and a size, if the game's
/// table has one.
pub fn figure(game: GameId, kind: PieceKind, size: Size) -> Option<Figure> {
    let table: &'static [Figures] = match game {
        GameId::Martian => &MARTIAN,
        GameId::Hasami => &HASAMI,
        GameId::Chess | GameId::RacingKings | GameId::Massacre => &CHESS,
    };
    let (_, small, large) = table.iter().find(|(k, ..)| *k == kind)?;
    Some(match size {
        Size::Small => small,
        Size::Large => large,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{AnyGame, Coord, Options};
    use ratatui::text::Line;

    /// Each row's width, and how many rows.
    fn shape(figure: Figure) -> (Vec<usize>, usize) {
        let widths = figure.iter().map(|row| Line::raw(*row).width()).collect();
        (widths, figure.len())
    }

    #[test]
    fn every_piece_of_every_game_has_a_figure_of_each_size() {
        for game in GameId::ALL {
            let board = AnyGame::new(game, &Options::default());
            let dims = game.dims();
            for file in 0..dims.files {
                for rank in 0..dims.ranks {
                    let Some(piece) = board.piece_at(Coord::new(file, rank)) else {
                        continue;
                    };
                    for size in Size::ALL {
                        let (width, height) = (size.width().into(), size.height().into());
                        let shape = figure(game, piece.kind, size).map(shape);
                        let stated = (vec![width; height], height);
                        assert_eq!(shape, Some(stated), "{game:?} {piece:?} {size:?}");
                    }
                }
            }
        }
        for size in Size::ALL {
            let (width, height) = (size.width().into(), size.height().into());
            assert_eq!(shape(left(size)), (vec![width; height], height));
        }
    }

    #[test]
    fn each_game_tells_its_pieces_apart_at_each_size() {
        for table in [&CHESS[..], &MARTIAN[..]] {
            for (i, (_, small, large)) in table.iter().enumerate() {
                assert!(
                    table[i + 1..]
                        .iter()
                        .all(|(_, s, l)| s != small && l != large)
                );
            }
        }
    }

    #[test]
    fn a_size_fits_its_least_square_with_a_column_either_side() {
        for size in Size::ALL {
            let least = size.least_square();
            assert_eq!(Size::fitting(least), Some(size));
            assert!(least.width >= size.width() + 2 && least.height > size.height());
        }
        assert_eq!(Size::Small.least_square(), crate::app::layout::FIGURES);
        assert_eq!(Size::fitting(Cell::square(3)), None);
        assert_eq!(Size::fitting(Cell::square(5)), Some(Size::Small));
        assert_eq!(Size::fitting(Cell::square(12)), Some(Size::Large));
    }
}
