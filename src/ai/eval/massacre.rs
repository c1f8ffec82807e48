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

/// Per side: captures available, pieces that have at least one capture,
/// enemy pieces under attack, and material.
fn census(board: &Board, side: Side) -> (i32, i32, i32, i32) {
    let occupied = board.occupied();
    let enemy = board.side_pieces(side.opponent());
    let mut targets: Bitboard = 0;
    let (mut captures, mut active, mut material) = (0, 0, 0);
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

impl ClassicPlayers for Massacre {
    const CLASSIC: &'static [Classic] = &[
        Classic::MassacreEasy,
        Classic::MassacreMedium,
        Classic::MassacreHard,
    ];
}

impl Bench for Massacre {
    const BENCH_POSITIONS: &'static [&'static str] = &[];
    const BENCH_DEPTH: u32 = 5;
}

impl Evaluate for Massacre {
    /// Every move is a capture: quiescence would search the whole tree.
    const QUIESCENCE: bool = false;
    /// Nor is any move quiet enough to reduce.
    const LATE_MOVE_REDUCTIONS: bool = false;

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

    /// Each move takes a piece, and the last piece standing cannot move.
    fn plies_left(&self) -> Option<u32> {
        Some(self.board().occupied().count_ones().saturating_sub(1))
    }
}
