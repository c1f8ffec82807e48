//! Martian Chess: the score and the captures waiting across the canal.
//! The pieces in a zone are not counted: each is as much the opponent's
//! target as its owner's attacker, and every capture hands the capturing
//! piece over (measured: with them the engine scored about even against
//! the build before this issue, without them it won 100 games of 100).

use super::{Bench, Evaluate};
use crate::ai::bot::{Classic, ClassicPlayers};
use crate::ai::evaluation::{Marks, POINT_MARKS};
use crate::games::martian::{Bitboard, Kind, Martian, zone_bits};
use crate::games::{Game, PieceKind, Side, Status};

/// Points a capture of this kind scores.
fn points(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Queen => 3,
        PieceKind::Drone => 2,
        PieceKind::Pawn => 1,
        _ => 0,
    }
}

/// One point of score.
const POINT: i32 = 100;
/// The largest lead the evaluation counts: a full board holds 36 points,
/// and a position string may set any score, which must not overflow.
const MAX_LEAD: i64 = 100;

/// The kinds from the most points to the least.
const BY_POINTS: [Kind; 3] = [Kind::Queen, Kind::Drone, Kind::Pawn];

const FILE_A: Bitboard = 0x1111_1111;
const FILE_D: Bitboard = FILE_A << 3;

/// A step in one direction for every square of a bitboard at once: a
/// shift by the step's change of bit index, then the squares that did not
/// wrap around to the other edge.
#[derive(Clone, Copy)]
struct Shift {
    up: bool,
    by: u32,
    keep: Bitboard,
}

impl Shift {
    const fn new(file: i8, rank: i8) -> Shift {
        let by = rank * 4 + file;
        let keep = match file {
            1 => !FILE_A,
            -1 => !FILE_D,
            _ => !0,
        };
        Shift {
            up: by > 0,
            by: by.unsigned_abs() as u32,
            keep,
        }
    }

    fn apply(self, bits: Bitboard) -> Bitboard {
        let moved = if self.up {
            bits << self.by
        } else {
            bits >> self.by
        };
        moved & self.keep
    }
}

const ORTHOGONAL: [Shift; 4] = [
    Shift::new(1, 0),
    Shift::new(-1, 0),
    Shift::new(0, 1),
    Shift::new(0, -1),
];
const DIAGONAL: [Shift; 4] = [
    Shift::new(1, 1),
    Shift::new(1, -1),
    Shift::new(-1, 1),
    Shift::new(-1, -1),
];

/// The squares the pieces on `from` reach along `shift`, up to and
/// including the first occupied square of each line.
fn slide(from: Bitboard, empty: Bitboard, shift: Shift) -> Bitboard {
    let mut front = shift.apply(from);
    let mut reached = front;
    while front & empty != 0 {
        front = shift.apply(front & empty);
        reached |= front;
    }
    reached
}

/// The squares `side`'s pieces reach, own-zone squares included (the
/// caller keeps the captures): pawns one step diagonally, drones one or
/// two orthogonally, queens any distance.
fn reach(game: &Martian, side: Side) -> Bitboard {
    let zone = zone_bits(side);
    let empty = !game.occupancy();
    let pawns = game.bits(Kind::Pawn) & zone;
    let drones = game.bits(Kind::Drone) & zone;
    let queens = game.bits(Kind::Queen) & zone;
    let mut reached = 0;
    for shift in DIAGONAL {
        reached |= shift.apply(pawns) | slide(queens, empty, shift);
    }
    for shift in ORTHOGONAL {
        let one = shift.apply(drones);
        reached |= one | shift.apply(one & empty) | slide(queens, empty, shift);
    }
    reached
}

/// The best capture `side` could make now, in points.
fn best_capture(game: &Martian, side: Side) -> i32 {
    let victims = reach(game, side) & !zone_bits(side);
    BY_POINTS
        .into_iter()
        .find(|&kind| game.bits(kind) & victims != 0)
        .map_or(0, |kind| kind.value() as i32)
}

impl ClassicPlayers for Martian {
    const CLASSIC: &'static [Classic] = &[Classic::MartianEasy, Classic::MartianHard];
}

impl Bench for Martian {
    const BENCH_POSITIONS: &'static [&'static str] =
        &["1dqq/1pdq/2pd/p3/p3/d1p1/qdp1/qqd1 1 0 0 - 2"];
    const BENCH_DEPTH: u32 = 12;
}

impl Evaluate for Martian {
    /// Measured: odd depths end on the searching side's capture, and an
    /// even-depth hard level played no better than medium.
    const LEVEL_DEPTHS: [u32; 3] = [1, 3, 5];
    const HARD_NODES: Option<u64> = Some(5_000);
    const MARKS: Marks = POINT_MARKS;

    fn evaluate(&self) -> i32 {
        let side = self.side_to_move();
        let scores = self.scores();
        let lead = i64::from(scores[side.index()]) - i64::from(scores[side.opponent().index()]);
        let score = lead.clamp(-MAX_LEAD, MAX_LEAD) as i32;
        let mine = best_capture(self, side);
        let theirs = best_capture(self, side.opponent());
        POINT * score + 70 * mine - 35 * theirs
    }

    fn piece_value(kind: PieceKind) -> i32 {
        points(kind) * POINT
    }

    /// Captures only: Martian Chess has no check to answer.
    fn quiescence_moves(&self, out: &mut Vec<Self::Move>) -> Status {
        self.captures(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::grid::{DIAGONAL, Grid, ORTHOGONAL};
    use crate::games::through_random_games;
    use crate::games::{Coord, Options, Piece};

    /// The squares a piece reaches, walked one square at a time.
    fn reach_square_by_square(
        grid: &Grid,
        from: Coord,
        piece: Piece,
        visit: &mut dyn FnMut(Coord),
    ) {
        match piece.kind {
            PieceKind::Pawn => DIAGONAL
                .iter()
                .filter_map(|&d| grid.step(from, d))
                .for_each(visit),
            PieceKind::Drone => {
                for &dir in &ORTHOGONAL {
                    if let Some(one) = grid.step(from, dir) {
                        visit(one);
                        if grid.get(one).is_none()
                            && let Some(two) = grid.step(one, dir)
                        {
                            visit(two);
                        }
                    }
                }
            }
            _ => ORTHOGONAL
                .iter()
                .chain(&DIAGONAL)
                .for_each(|&d| grid.ray(from, d, &mut *visit)),
        }
    }

    /// The best capture, piece by piece on a copied grid.
    fn counted_piece_by_piece(game: &Martian, side: Side) -> i32 {
        let grid = Grid::of(game);
        let mut best = 0;
        for (from, piece) in grid.pieces().filter(|(_, p)| p.owner == side) {
            reach_square_by_square(&grid, from, piece, &mut |to| {
                if let Some(victim) = grid.get(to)
                    && victim.owner != side
                {
                    best = best.max(points(victim.kind));
                }
            });
        }
        best
    }

    #[test]
    fn captures_on_bitboards_count_as_piece_by_piece_through_whole_games() {
        let start = |_| Martian::start(&Options::default());
        let positions = through_random_games(7, 200, usize::MAX, start, |round, game: &Martian| {
            for side in Side::BOTH {
                assert_eq!(
                    best_capture(game, side),
                    counted_piece_by_piece(game, side),
                    "game {round}: {}",
                    game.position()
                );
            }
        });
        assert!(positions > 5_000, "{positions} positions");
    }
}
