//! A plain copy of the board, read through `Game::for_each_piece`, on
//! which the evaluations and classic players look at pieces and lines
//! without knowing each game's internal representation.

use crate::games::{Coord, Dims, Game, Piece, PieceKind, Side};

/// The largest board of the five games (Hasami Shogi, 9 x 9).
const CELLS: usize = 81;

pub const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
pub const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
pub use crate::games::chess::attacks::KNIGHT_STEPS as KNIGHT;

#[derive(Clone, Debug)]
pub struct Grid {
    pub dims: Dims,
    cells: [Option<Piece>; CELLS],
}

impl Grid {
    pub fn of<G: Game>(game: &G) -> Grid {
        let dims = G::ID.dims();
        let mut cells = [None; CELLS];
        game.for_each_piece(|at, piece| {
            cells[usize::from(at.rank) * usize::from(dims.files) + usize::from(at.file)] =
                Some(piece);
        });
        Grid { dims, cells }
    }

    /// The square `(file, rank)` if it lies on the board.
    pub fn coord(&self, file: i8, rank: i8) -> Option<Coord> {
        let inside = (0..self.dims.files as i8).contains(&file)
            && (0..self.dims.ranks as i8).contains(&rank);
        inside.then(|| Coord::new(file as u8, rank as u8))
    }

    pub fn index(&self, at: Coord) -> usize {
        usize::from(at.rank) * usize::from(self.dims.files) + usize::from(at.file)
    }

    pub fn get(&self, at: Coord) -> Option<Piece> {
        self.cells[self.index(at)]
    }

    /// The square one step from `at`, if on the board.
    pub fn step(&self, at: Coord, (df, dr): (i8, i8)) -> Option<Coord> {
        self.coord(at.file as i8 + df, at.rank as i8 + dr)
    }

    /// Every occupied square with its piece.
    pub fn pieces(&self) -> impl Iterator<Item = (Coord, Piece)> + '_ {
        let files = self.dims.files;
        self.cells
            .iter()
            .take(usize::from(files) * usize::from(self.dims.ranks))
            .enumerate()
            .filter_map(move |(i, cell)| {
                cell.map(|piece| {
                    let i = i as u8;
                    (Coord::new(i % files, i / files), piece)
                })
            })
    }

    pub fn count(&self, side: Side) -> usize {
        self.pieces().filter(|(_, p)| p.owner == side).count()
    }

    /// The squares along a direction up to and including the first piece.
    pub fn ray(&self, from: Coord, dir: (i8, i8), mut visit: impl FnMut(Coord)) {
        let mut at = from;
        while let Some(next) = self.step(at, dir) {
            visit(next);
            if self.get(next).is_some() {
                break;
            }
            at = next;
        }
    }

    /// The squares a chess-family piece attacks (pawns: diagonally
    /// forward, White up the board).
    pub fn chess_attacks(&self, from: Coord, piece: Piece, mut visit: impl FnMut(Coord)) {
        let leaps = |dirs: &[(i8, i8)], visit: &mut dyn FnMut(Coord)| {
            dirs.iter()
                .filter_map(|&d| self.step(from, d))
                .for_each(visit)
        };
        match piece.kind {
            PieceKind::Knight => leaps(&KNIGHT, &mut visit),
            PieceKind::King => {
                leaps(&ORTHOGONAL, &mut visit);
                leaps(&DIAGONAL, &mut visit);
            }
            PieceKind::Pawn => {
                let up = if piece.owner == Side::One { 1 } else { -1 };
                leaps(&[(1, up), (-1, up)], &mut visit);
            }
            PieceKind::Rook => ORTHOGONAL
                .iter()
                .for_each(|&d| self.ray(from, d, &mut visit)),
            PieceKind::Bishop => DIAGONAL.iter().for_each(|&d| self.ray(from, d, &mut visit)),
            PieceKind::Queen => ORTHOGONAL
                .iter()
                .chain(&DIAGONAL)
                .for_each(|&d| self.ray(from, d, &mut visit)),
            PieceKind::Drone | PieceKind::Stone => {}
        }
    }

    /// The square of a side's king.
    pub fn king(&self, side: Side) -> Option<Coord> {
        self.pieces()
            .find(|(_, p)| p.kind == PieceKind::King && p.owner == side)
            .map(|(at, _)| at)
    }
}
