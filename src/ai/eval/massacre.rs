//! Massacre Chess: every move captures and the side left without a capture
//! loses, so what counts is who keeps captures longest: the captures each
//! side has now, the pieces each still has to capture with, material.

use super::{Bench, Evaluate};
use crate::ai::bot::{Classic, ClassicPlayers};
use crate::games::chess::attacks::squares;
use crate::games::chess::{Bitboard, Board, Massacre, Role, piece_attacks};
use crate::games::{Game, PieceKind, Side};

/// Worth in pawns of the kinds a deal holds.
fn worth(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Queen => 9,
        PieceKind::Rook => 5,
        PieceKind::Bishop | PieceKind::Knight => 3,
        _ => 0,
    }
}

const NOT_FILE_A: Bitboard = !0x0101_0101_0101_0101;
const NOT_FILE_H: Bitboard = !0x8080_8080_8080_8080;

/// One of the eight directions a slider moves in: how far a step shifts
/// a square's bit, which way, and the file a step may not start from.
#[derive(Clone, Copy)]
struct Dir {
    shift: u32,
    up: bool,
    keep: Bitboard,
}

impl Dir {
    const fn new(shift: u32, up: bool, keep: Bitboard) -> Dir {
        Dir { shift, up, keep }
    }

    /// Every square of `squares` moved one step.
    fn step(self, squares: Bitboard) -> Bitboard {
        let kept = squares & self.keep;
        if self.up {
            kept << self.shift
        } else {
            kept >> self.shift
        }
    }

    fn back(self) -> Dir {
        let keep = match self.keep {
            NOT_FILE_A => NOT_FILE_H,
            NOT_FILE_H => NOT_FILE_A,
            all => all,
        };
        Dir::new(self.shift, !self.up, keep)
    }

    /// The squares pieces on `from` reach going this way: the empty
    /// squares passed and the first piece met.
    fn reach(self, from: Bitboard, empty: Bitboard) -> Bitboard {
        let (mut front, mut reached) = (from, 0);
        loop {
            front = self.step(front);
            reached |= front;
            front &= empty;
            if front == 0 {
                return reached;
            }
        }
    }
}

/// North, south, east, west.
const STRAIGHT: [Dir; 4] = [
    Dir::new(8, true, !0),
    Dir::new(8, false, !0),
    Dir::new(1, true, NOT_FILE_H),
    Dir::new(1, false, NOT_FILE_A),
];
/// North-east, north-west, south-east, south-west.
const DIAGONAL: [Dir; 4] = [
    Dir::new(9, true, NOT_FILE_H),
    Dir::new(7, true, NOT_FILE_A),
    Dir::new(7, false, NOT_FILE_H),
    Dir::new(9, false, NOT_FILE_A),
];

/// Per side: captures available, pieces that have at least one capture,
/// enemy pieces under attack, and material. Sliders are counted a
/// direction at a time for all of a side's pieces at once: along one
/// direction no two sliders reach the same square.
fn census(board: &Board, side: Side) -> (i32, i32, i32, i32) {
    let occupied = board.occupied();
    let empty = !occupied;
    let enemy = board.side_pieces(side.opponent());
    let (mut captures, mut active, mut targets): (u32, Bitboard, Bitboard) = (0, 0, 0);
    for role in [Role::Pawn, Role::Knight, Role::King] {
        for sq in squares(board.pieces(side, role)) {
            let hits = piece_attacks(side, role, sq, occupied) & enemy;
            captures += hits.count_ones();
            active |= Bitboard::from(hits != 0) << sq;
            targets |= hits;
        }
    }
    let queens = board.pieces(side, Role::Queen);
    let lines = [
        (queens | board.pieces(side, Role::Rook), STRAIGHT),
        (queens | board.pieces(side, Role::Bishop), DIAGONAL),
    ];
    for (sliders, dirs) in lines {
        for dir in dirs {
            let hits = dir.reach(sliders, empty) & enemy;
            captures += hits.count_ones();
            targets |= hits;
            active |= dir.back().reach(hits, empty) & sliders;
        }
    }
    let material = Role::ALL
        .iter()
        .map(|&role| worth(role.kind()) * board.pieces(side, role).count_ones() as i32)
        .sum();
    (
        captures as i32,
        active.count_ones() as i32,
        targets.count_ones() as i32,
        material,
    )
}

impl ClassicPlayers for Massacre {
    const CLASSIC: &'static [Classic] = &[
        Classic::MassacreEasy,
        Classic::MassacreMedium,
        Classic::MassacreHard,
    ];
}

impl Bench for Massacre {
    const BENCH_POSITIONS: &'static [&'static str] = &[];
    const BENCH_DEPTH: u32 = 8;
}

impl Evaluate for Massacre {
    /// Every move is a capture: quiescence would search the whole tree.
    const QUIESCENCE: bool = false;
    const EVERY_MOVE_CAPTURES: bool = true;

    fn evaluate(&self) -> i32 {
        let board = self.board();
        let side = self.side_to_move();
        let (my_caps, my_active, my_targets, my_material) = census(board, side);
        let (their_caps, their_active, their_targets, their_material) =
            census(board, side.opponent());
        12 * (my_caps - their_caps)
            + 20 * (my_active - their_active)
            + 8 * (my_targets - their_targets)
            + 4 * (my_material - their_material)
    }

    /// In hundredths of a pawn, the unit of the search.
    fn piece_value(kind: PieceKind) -> i32 {
        100 * worth(kind)
    }

    fn cheap_legality(&self, mv: Self::Move) -> Option<bool> {
        Some(self.is_legal(mv))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::through_random_games;

    /// The census counted piece by piece, the plain way.
    fn counted_piece_by_piece(board: &Board, side: Side) -> (i32, i32, i32, i32) {
        let occupied = board.occupied();
        let enemy = board.side_pieces(side.opponent());
        let (mut captures, mut active, mut material, mut targets) = (0, 0, 0, 0);
        for role in Role::ALL {
            for sq in squares(board.pieces(side, role)) {
                material += worth(role.kind());
                let hits = piece_attacks(side, role, sq, occupied) & enemy;
                captures += hits.count_ones() as i32;
                active += i32::from(hits != 0);
                targets |= hits;
            }
        }
        (captures, active, targets.count_ones() as i32, material)
    }

    #[test]
    fn the_census_by_direction_counts_as_piece_by_piece_through_whole_games() {
        let start = |deal| Massacre::deal(deal, Side::One);
        let positions = through_random_games(11, 40, usize::MAX, start, |deal, game| {
            for side in [Side::One, Side::Two] {
                let board = game.board();
                assert_eq!(
                    census(board, side),
                    counted_piece_by_piece(board, side),
                    "deal {deal}, {side:?}"
                );
            }
        });
        assert!(positions > 1_000, "{positions} positions");
    }
}
