//! Racing Kings: how many king steps each side needs to reach rank 8
//! through squares the opponent does not attack, and the material that
//! attacks and blocks those paths.

use std::collections::VecDeque;

use super::Evaluate;
use super::grid::{DIAGONAL, Grid, ORTHOGONAL};
use crate::games::chess::RacingKings;
use crate::games::{Game, PieceKind, Side};

/// Worth of the pieces, which matter as guards of the race.
fn piece_worth(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Queen => 600,
        PieceKind::Rook => 350,
        PieceKind::Bishop => 230,
        PieceKind::Knight => 210,
        _ => 0,
    }
}

/// The value of being this many steps from the goal.
const RACE: [i32; 9] = [1200, 700, 420, 260, 160, 100, 60, 30, 0];
/// A king whose path is fully cut off counts as this far away.
const CUT_OFF: usize = 8;

/// King steps to rank 8 avoiding squares the opponent attacks or the
/// king's own pieces stand on.
fn steps_home(grid: &Grid, side: Side, enemy_attacks: &[u8; 81]) -> usize {
    let Some(king) = grid.king(side) else {
        return CUT_OFF;
    };
    let mut distance = [usize::MAX; 64];
    distance[grid.index(king)] = 0;
    let mut queue = VecDeque::from([king]);
    while let Some(at) = queue.pop_front() {
        let d = distance[grid.index(at)];
        if at.rank == 7 {
            return d;
        }
        for &dir in ORTHOGONAL.iter().chain(&DIAGONAL) {
            let Some(next) = grid.step(at, dir) else {
                continue;
            };
            let i = grid.index(next);
            let free = grid.get(next).is_none_or(|p| p.owner != side) && enemy_attacks[i] == 0;
            if free && distance[i] == usize::MAX {
                distance[i] = d + 1;
                queue.push_back(next);
            }
        }
    }
    CUT_OFF
}

/// White's score minus Black's.
fn white_score(grid: &Grid, to_move: Side) -> i32 {
    let attacks = grid.chess_attack_counts();
    let mut score = 0;
    for side in Side::BOTH {
        let sign = if side == Side::One { 1 } else { -1 };
        let steps = steps_home(grid, side, &attacks[side.opponent().index()]);
        let rank = grid.king(side).map_or(0, |k| i32::from(k.rank));
        let material: i32 = grid
            .pieces()
            .filter(|(_, p)| p.owner == side)
            .map(|(_, p)| piece_worth(p.kind))
            .sum();
        // Control of the squares in front of the enemy king slows it.
        let guard: i32 = grid.king(side.opponent()).map_or(0, |k| {
            (-1..=1)
                .filter_map(|df| grid.coord(k.file as i8 + df, k.rank as i8 + 1))
                .map(|sq| i32::from(attacks[side.index()][grid.index(sq)].min(2)) * 15)
                .sum()
        });
        let mut race = RACE[steps.min(CUT_OFF)] + 25 * rank;
        if side == to_move {
            race += RACE[steps.min(CUT_OFF)] / 3;
        }
        score += sign * (race + material / 2 + guard);
    }
    score
}

impl Evaluate for RacingKings {
    fn evaluate(&self) -> i32 {
        let side = self.side_to_move();
        let score = white_score(&Grid::of(self), side);
        if side == Side::One { score } else { -score }
    }

    fn piece_value(kind: PieceKind) -> i32 {
        match kind {
            PieceKind::King => 2000,
            kind => piece_worth(kind),
        }
    }
}
