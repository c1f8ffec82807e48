//! Large pieces drawn in block characters, for squares of 9x4 and up:
//! one table per game. Both sides share a figure; their colours tell them
//! apart.

use crate::games::{GameId, PieceKind};

/// Columns and rows every figure takes.
pub const WIDTH: u16 = 7;
pub const HEIGHT: u16 = 3;

/// A figure's rows, top first, each `WIDTH` columns wide.
pub type Figure = [&'static str; HEIGHT as usize];

const CHESS: [(PieceKind, Figure); 6] = [
    (PieceKind::King, ["  ▄█▄  ", "  ▐█▌  ", " ▟███▙ "]),
    (PieceKind::Queen, ["▝▖▗█▖▗▘", " ▝▜█▛▘ ", " ▟███▙ "]),
    (PieceKind::Rook, [" █▄█▄█ ", "  ███  ", " ▟███▙ "]),
    (PieceKind::Bishop, ["  ▗█▖  ", "  ▝█▘  ", "  ▟█▙  "]),
    (PieceKind::Knight, ["  ▄▆█▖ ", " ▀▘▐█▌ ", "  ▟██▙ "]),
    (PieceKind::Pawn, ["       ", "  ▗█▖  ", "  ▟█▙  "]),
];

/// Martian pieces are pyramids of three sizes.
const MARTIAN: [(PieceKind, Figure); 3] = [
    (PieceKind::Pawn, ["       ", "       ", "  ▟█▙  "]),
    (PieceKind::Drone, ["       ", "  ▗█▖  ", " ▟███▙ "]),
    (PieceKind::Queen, ["   ▄   ", "  ▟█▙  ", "▗█████▖"]),
];

const HASAMI: [(PieceKind, Figure); 1] = [(PieceKind::Stone, [" ▗▄▄▄▖ ", "▐█████▌", " ▝▀▀▀▘ "])];

/// The mark on a large square the last move left: a small ring where the
/// piece stood.
pub const LEFT: Figure = ["       ", " ╭───╮ ", " ╰───╯ "];

/// The figure of a kind of piece in a game, if the game's table has one.
pub fn figure(game: GameId, kind: PieceKind) -> Option<&'static Figure> {
    let table: &[(PieceKind, Figure)] = match game {
        GameId::Martian => &MARTIAN,
        GameId::Hasami => &HASAMI,
        GameId::Chess | GameId::RacingKings | GameId::Massacre => &CHESS,
    };
    table
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, figure)| figure)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{AnyGame, Coord, Options};
    use ratatui::text::Line;

    #[test]
    fn every_piece_of_every_game_has_a_figure_of_the_stated_size() {
        for game in GameId::ALL {
            let board = AnyGame::new(game, &Options::default());
            let dims = game.dims();
            for file in 0..dims.files {
                for rank in 0..dims.ranks {
                    let Some(piece) = board.piece_at(Coord::new(file, rank)) else {
                        continue;
                    };
                    let figure = figure(game, piece.kind);
                    let rows = figure.map(|f| f.map(|row| Line::raw(row).width()));
                    assert_eq!(rows, Some([usize::from(WIDTH); 3]), "{game:?} {piece:?}");
                }
            }
        }
    }

    #[test]
    fn each_game_tells_its_pieces_apart() {
        for table in [&CHESS[..], &MARTIAN[..]] {
            for (i, (_, a)) in table.iter().enumerate() {
                assert!(table[i + 1..].iter().all(|(_, b)| a != b));
            }
        }
    }
}
