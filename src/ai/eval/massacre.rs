//! Massacre Chess: every move captures and the side left without a capture
//! loses, so what counts is who keeps captures longest: the captures each
//! side has now, the pieces each still has to capture with, material.

use super::Evaluate;
use super::grid::Grid;
use crate::games::chess::Massacre;
use crate::games::{Game, PieceKind, Side};

fn worth(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Queen => 9,
        PieceKind::Rook => 5,
        PieceKind::Bishop | PieceKind::Knight => 3,
        _ => 0,
    }
}

/// Per side: captures available, pieces that have at least one capture,
/// enemy pieces under attack, and material.
fn census(grid: &Grid, side: Side) -> (i32, i32, i32, i32) {
    let mut targets = [false; 81];
    let (mut captures, mut active, mut material) = (0, 0, 0);
    for (from, piece) in grid.pieces().filter(|(_, p)| p.owner == side) {
        material += worth(piece.kind);
        let mut own = 0;
        grid.chess_attacks(from, piece, |to| {
            if grid.get(to).is_some_and(|p| p.owner != side) {
                own += 1;
                targets[grid.index(to)] = true;
            }
        });
        captures += own;
        active += i32::from(own > 0);
    }
    let attacked = targets.iter().filter(|&&hit| hit).count() as i32;
    (captures, active, attacked, material)
}

impl Evaluate for Massacre {
    /// Every move is a capture: quiescence would search the whole tree.
    const QUIESCENCE: bool = false;
    /// Nor is any move quiet enough to reduce.
    const LATE_MOVE_REDUCTIONS: bool = false;

    fn evaluate(&self) -> i32 {
        let grid = Grid::of(self);
        let side = self.side_to_move();
        let (my_caps, my_active, my_targets, my_material) = census(&grid, side);
        let (their_caps, their_active, their_targets, their_material) =
            census(&grid, side.opponent());
        12 * (my_caps - their_caps)
            + 20 * (my_active - their_active)
            + 8 * (my_targets - their_targets)
            + 4 * (my_material - their_material)
    }

    fn piece_value(kind: PieceKind) -> i32 {
        worth(kind) * 100
    }

    /// Each move takes a piece, and the last piece standing cannot move.
    fn plies_left(&self) -> Option<u32> {
        let pieces = Grid::of(self).pieces().count() as u32;
        Some(pieces.saturating_sub(1))
    }
}
