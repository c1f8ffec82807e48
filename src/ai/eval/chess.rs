//! Chess: tapered piece-square tables, mobility, king safety and pawn
//! structure.

use super::Evaluate;
use super::grid::Grid;
use crate::games::chess::Chess;
use crate::games::{Coord, Game, Piece, PieceKind, Side};

/// Middle-game and end-game worth of each kind.
const fn worth(kind: PieceKind) -> (i32, i32) {
    match kind {
        PieceKind::Pawn => (90, 115),
        PieceKind::Knight => (320, 300),
        PieceKind::Bishop => (335, 315),
        PieceKind::Rook => (480, 530),
        PieceKind::Queen => (960, 990),
        _ => (0, 0),
    }
}

/// How much of the middle game remains, from 24 (all pieces) to 0.
const fn phase_weight(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Knight | PieceKind::Bishop => 1,
        PieceKind::Rook => 2,
        PieceKind::Queen => 4,
        _ => 0,
    }
}

const FULL_PHASE: i32 = 24;

// Tables from White's side, a1 first (index rank * 8 + file).
#[rustfmt::skip]
const PAWN: [i32; 64] = [
      0,  0,  0,  0,  0,  0,  0,  0,
      4,  8,  6, -8, -8,  8, 10,  4,
      2,  2,  4,  6,  6,  0,  2,  2,
      0,  0,  8, 20, 20,  4,  0, -2,
      4,  6, 10, 24, 24, 10,  6,  4,
     12, 16, 22, 30, 30, 22, 16, 12,
     40, 40, 40, 40, 40, 40, 40, 40,
      0,  0,  0,  0,  0,  0,  0,  0,
];
#[rustfmt::skip]
const PAWN_END: [i32; 64] = [
      0,  0,  0,  0,  0,  0,  0,  0,
      0,  0,  0,  0,  0,  0,  0,  0,
      4,  4,  4,  4,  4,  4,  4,  4,
     12, 12, 12, 12, 12, 12, 12, 12,
     25, 25, 25, 25, 25, 25, 25, 25,
     45, 45, 45, 45, 45, 45, 45, 45,
     75, 75, 75, 75, 75, 75, 75, 75,
      0,  0,  0,  0,  0,  0,  0,  0,
];
#[rustfmt::skip]
const KNIGHT: [i32; 64] = [
    -50,-30,-20,-20,-20,-20,-30,-50,
    -30,-15,  0,  5,  5,  0,-15,-30,
    -20,  5, 12, 15, 15, 12,  5,-20,
    -20,  5, 15, 22, 22, 15,  5,-20,
    -20,  5, 15, 22, 22, 15,  5,-20,
    -20,  5, 12, 15, 15, 12,  5,-20,
    -30,-15,  0,  5,  5,  0,-15,-30,
    -50,-30,-20,-20,-20,-20,-30,-50,
];
#[rustfmt::skip]
const BISHOP: [i32; 64] = [
    -15, -8,-10, -8, -8,-10, -8,-15,
     -5, 10,  4,  6,  6,  4, 10, -5,
     -5,  6,  8,  8,  8,  8,  6, -5,
     -5,  4, 10, 12, 12, 10,  4, -5,
     -5,  6,  8, 12, 12,  8,  6, -5,
     -5,  4,  6,  8,  8,  6,  4, -5,
     -8,  0,  0,  0,  0,  0,  0, -8,
    -15, -8, -8, -8, -8, -8, -8,-15,
];
#[rustfmt::skip]
const ROOK: [i32; 64] = [
      0,  0,  4,  8,  8,  4,  0,  0,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     10, 15, 15, 15, 15, 15, 15, 10,
      0,  0,  0,  0,  0,  0,  0,  0,
];
#[rustfmt::skip]
const QUEEN: [i32; 64] = [
    -15,-10, -5,  0,  0, -5,-10,-15,
    -10,  0,  4,  0,  0,  0,  0,-10,
     -5,  4,  4,  4,  4,  4,  0, -5,
      0,  0,  4,  5,  5,  4,  0, -2,
     -2,  0,  4,  5,  5,  4,  0, -2,
     -5,  0,  4,  4,  4,  4,  0, -5,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -15,-10, -5, -5, -5, -5,-10,-15,
];
#[rustfmt::skip]
const KING: [i32; 64] = [
     20, 30, 10,  0,  0, 10, 30, 20,
     15, 15,  0, -5, -5,  0, 15, 15,
    -10,-20,-20,-25,-25,-20,-20,-10,
    -20,-30,-30,-40,-40,-30,-30,-20,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
];
#[rustfmt::skip]
const KING_END: [i32; 64] = [
    -50,-30,-20,-20,-20,-20,-30,-50,
    -30,-10,  0,  5,  5,  0,-10,-30,
    -20,  0, 15, 20, 20, 15,  0,-20,
    -20,  5, 20, 30, 30, 20,  5,-20,
    -20,  5, 20, 30, 30, 20,  5,-20,
    -20,  0, 15, 20, 20, 15,  0,-20,
    -30,-10,  0,  5,  5,  0,-10,-30,
    -50,-30,-20,-20,-20,-20,-30,-50,
];

/// Piece-square bonus, middle game and end game, seen from `owner`'s side.
fn square_bonus(piece: Piece, at: Coord) -> (i32, i32) {
    let rank = if piece.owner == Side::One {
        at.rank
    } else {
        7 - at.rank
    };
    let i = usize::from(rank) * 8 + usize::from(at.file);
    match piece.kind {
        PieceKind::Pawn => (PAWN[i], PAWN_END[i]),
        PieceKind::Knight => (KNIGHT[i], KNIGHT[i]),
        PieceKind::Bishop => (BISHOP[i], BISHOP[i]),
        PieceKind::Rook => (ROOK[i], ROOK[i] / 2),
        PieceKind::Queen => (QUEEN[i], QUEEN[i]),
        PieceKind::King => (KING[i], KING_END[i]),
        _ => (0, 0),
    }
}

/// Per reachable square.
const fn mobility_weight(kind: PieceKind) -> (i32, i32) {
    match kind {
        PieceKind::Knight => (4, 4),
        PieceKind::Bishop => (5, 5),
        PieceKind::Rook => (2, 4),
        PieceKind::Queen => (1, 2),
        _ => (0, 0),
    }
}

const PASSED: [(i32, i32); 8] = [
    (0, 0),
    (2, 8),
    (5, 12),
    (10, 25),
    (20, 45),
    (35, 75),
    (60, 120),
    (0, 0),
];

/// Middle-game and end-game score of one side, before tapering.
fn side_score(grid: &Grid, side: Side, attacks: &[[u8; 81]; 2]) -> (i32, i32) {
    let (mut mg, mut eg) = (0, 0);
    let mut bishops = 0;
    let mut pawn_files = [0u8; 8];
    let mut enemy_files = [0u8; 8];
    for (at, piece) in grid.pieces() {
        if piece.kind == PieceKind::Pawn {
            let files = if piece.owner == side {
                &mut pawn_files
            } else {
                &mut enemy_files
            };
            files[usize::from(at.file)] += 1;
        }
    }
    for (at, piece) in grid.pieces().filter(|(_, p)| p.owner == side) {
        let (wm, we) = worth(piece.kind);
        let (sm, se) = square_bonus(piece, at);
        mg += wm + sm;
        eg += we + se;
        let (mm, me) = mobility_weight(piece.kind);
        if mm > 0 {
            let mut reach = 0;
            grid.chess_attacks(at, piece, |to| {
                if grid.get(to).is_none_or(|p| p.owner != side) {
                    reach += 1;
                }
            });
            mg += mm * (reach - 4);
            eg += me * (reach - 4);
        }
        match piece.kind {
            PieceKind::Bishop => bishops += 1,
            PieceKind::Rook => {
                let file = usize::from(at.file);
                if pawn_files[file] == 0 {
                    let open = if enemy_files[file] == 0 { 20 } else { 10 };
                    mg += open;
                    eg += open / 2;
                }
            }
            PieceKind::Pawn => {
                let (pm, pe) = pawn_terms(grid, at, side, &pawn_files);
                mg += pm;
                eg += pe;
            }
            PieceKind::King => mg += king_safety(grid, at, side, attacks),
            _ => {}
        }
    }
    if bishops >= 2 {
        mg += 25;
        eg += 45;
    }
    (mg, eg)
}

fn pawn_terms(grid: &Grid, at: Coord, side: Side, own_files: &[u8; 8]) -> (i32, i32) {
    let file = usize::from(at.file);
    let (mut mg, mut eg) = (0, 0);
    if own_files[file] > 1 {
        mg -= 10;
        eg -= 20;
    }
    let left = file.checked_sub(1).map_or(0, |f| own_files[f]);
    let right = own_files.get(file + 1).copied().unwrap_or(0);
    if left == 0 && right == 0 {
        mg -= 12;
        eg -= 15;
    }
    let forward: i8 = if side == Side::One { 1 } else { -1 };
    let blocked = (-1..=1).any(|df| {
        let mut rank = at.rank as i8 + forward;
        while let Some(sq) = grid.coord(at.file as i8 + df, rank) {
            if grid
                .get(sq)
                .is_some_and(|p| p.kind == PieceKind::Pawn && p.owner != side)
            {
                return true;
            }
            rank += forward;
        }
        false
    });
    if !blocked {
        let advanced = if side == Side::One {
            at.rank
        } else {
            7 - at.rank
        };
        let (pm, pe) = PASSED[usize::from(advanced)];
        mg += pm;
        eg += pe;
    }
    (mg, eg)
}

/// Pawns sheltering the king, and enemy attacks around it.
fn king_safety(grid: &Grid, king: Coord, side: Side, attacks: &[[u8; 81]; 2]) -> i32 {
    let forward: i8 = if side == Side::One { 1 } else { -1 };
    let mut score = 0;
    for df in -1..=1 {
        for step in 1..=2 {
            if let Some(sq) = grid.coord(king.file as i8 + df, king.rank as i8 + forward * step)
                && grid.get(sq)
                    == Some(Piece {
                        kind: PieceKind::Pawn,
                        owner: side,
                    })
            {
                score += if step == 1 { 12 } else { 6 };
            }
        }
    }
    let enemy = &attacks[side.opponent().index()];
    for df in -1..=1 {
        for dr in -1..=1 {
            if let Some(sq) = grid.coord(king.file as i8 + df, king.rank as i8 + dr) {
                score -= 9 * i32::from(enemy[grid.index(sq)]);
            }
        }
    }
    score
}

/// White's score minus Black's, tapered by the phase.
pub fn white_score(grid: &Grid) -> i32 {
    let attacks = grid.chess_attack_counts();
    let (wm, we) = side_score(grid, Side::One, &attacks);
    let (bm, be) = side_score(grid, Side::Two, &attacks);
    let phase = grid
        .pieces()
        .map(|(_, p)| phase_weight(p.kind))
        .sum::<i32>()
        .min(FULL_PHASE);
    ((wm - bm) * phase + (we - be) * (FULL_PHASE - phase)) / FULL_PHASE
}

pub fn chess_piece_value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pawn => 100,
        PieceKind::Knight | PieceKind::Bishop => 320,
        PieceKind::Rook => 500,
        PieceKind::Queen => 950,
        PieceKind::King => 2000,
        _ => 0,
    }
}

/// A bonus for having the move.
const TEMPO: i32 = 10;

impl Evaluate for Chess {
    fn evaluate(&self) -> i32 {
        let score = white_score(&Grid::of(self));
        let side = if self.side_to_move() == Side::One {
            score
        } else {
            -score
        };
        side + TEMPO
    }

    fn piece_value(kind: PieceKind) -> i32 {
        chess_piece_value(kind)
    }

    fn in_check(&self) -> bool {
        Chess::in_check(self)
    }

    /// Zugzwang haunts endings of kings and pawns only.
    fn null_move_safe(&self) -> bool {
        let side = self.side_to_move();
        Grid::of(self)
            .pieces()
            .any(|(_, p)| p.owner == side && !matches!(p.kind, PieceKind::King | PieceKind::Pawn))
    }
}
