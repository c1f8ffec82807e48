//! Martian Chess: the score, the material each player still controls, and
//! the captures waiting across the canal.

use super::grid::{DIAGONAL, Grid, ORTHOGONAL};
use super::{Bench, Evaluate};
use crate::ai::bot::{Classic, ClassicPlayers};
use crate::games::martian::Martian;
use crate::games::{Coord, Game, Piece, PieceKind, Side};

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

/// The squares a Martian piece reaches (its own-zone neighbours included;
/// the caller tells captures apart).
fn reach(grid: &Grid, from: Coord, piece: Piece, mut visit: impl FnMut(Coord)) {
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
        PieceKind::Queen => ORTHOGONAL
            .iter()
            .chain(&DIAGONAL)
            .for_each(|&d| grid.ray(from, d, &mut visit)),
        _ => {}
    }
}

/// The best capture `side` could make now, in points.
fn best_capture(grid: &Grid, side: Side) -> i32 {
    let mut best = 0;
    for (from, piece) in grid.pieces().filter(|(_, p)| p.owner == side) {
        reach(grid, from, piece, |to| {
            if let Some(victim) = grid.get(to)
                && victim.owner != side
            {
                best = best.max(points(victim.kind));
            }
        });
    }
    best
}

impl ClassicPlayers for Martian {
    const CLASSIC: &'static [Classic] = &[Classic::MartianEasy, Classic::MartianHard];
}

impl Bench for Martian {
    const BENCH_POSITIONS: &'static [&'static str] =
        &["1dqq/1pdq/2pd/p3/p3/d1p1/qdp1/qqd1 1 0 0 - 2"];
    const BENCH_DEPTH: u32 = 6;
}

impl Evaluate for Martian {
    /// Measured: odd depths end on the searching side's capture, and an
    /// even-depth hard level played no better than medium.
    const LEVEL_DEPTHS: [u32; 3] = [1, 3, 5];
    const HARD_NODES: Option<u64> = Some(5_000);

    fn evaluate(&self) -> i32 {
        let grid = Grid::of(self);
        let side = self.side_to_move();
        let scores = self.scores();
        let lead = i64::from(scores[side.index()]) - i64::from(scores[side.opponent().index()]);
        let score = lead.clamp(-MAX_LEAD, MAX_LEAD) as i32;
        let zone = |owner: Side| -> i32 {
            grid.pieces()
                .filter(|(_, p)| p.owner == owner)
                .map(|(_, p)| points(p.kind))
                .sum()
        };
        // Pieces in a zone are its owner's to attack with, and also what the
        // opponent can still score: keep a modest weight.
        let material = zone(side) - zone(side.opponent());
        let mine = best_capture(&grid, side);
        let theirs = best_capture(&grid, side.opponent());
        POINT * score + 15 * material + 70 * mine - 35 * theirs
    }

    fn piece_value(kind: PieceKind) -> i32 {
        points(kind) * POINT
    }
}
