//! Chess: tapered piece-square tables, mobility, king safety and pawn
//! structure.

use super::{Bench, Evaluate};
use crate::ai::bot::{Classic, ClassicPlayers};
use crate::games::chess::attacks::{king_attacks, squares};
use crate::games::chess::{Bitboard, Board, Chess, Move, Role, piece_attacks};
use crate::games::{Game, PieceKind, Side, Status};

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

/// The phase of a full board (knights and bishops 1, rooks 2, queens 4).
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

fn table(role: Role) -> (&'static [i32; 64], &'static [i32; 64]) {
    match role {
        Role::Pawn => (&PAWN, &PAWN_END),
        Role::Knight => (&KNIGHT, &KNIGHT),
        Role::Bishop => (&BISHOP, &BISHOP),
        Role::Rook => (&ROOK, &ROOK),
        Role::Queen => (&QUEEN, &QUEEN),
        Role::King => (&KING, &KING_END),
    }
}

/// Per reachable square, middle game and end game.
const fn mobility_weight(role: Role) -> (i32, i32) {
    match role {
        Role::Knight => (4, 4),
        Role::Bishop => (5, 5),
        Role::Rook => (2, 4),
        Role::Queen => (1, 2),
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

const FILE_A: Bitboard = 0x0101_0101_0101_0101;

const FILE_H: Bitboard = FILE_A << 7;

/// Every square a pawn of `side` among `pawns` attacks, by shifting the
/// whole set (the same squares as the pawns' attack tables).
fn pawn_attacks(side: Side, pawns: Bitboard) -> Bitboard {
    let (left, right) = (pawns & !FILE_A, pawns & !FILE_H);
    match side {
        Side::One => left << 7 | right << 9,
        Side::Two => left >> 9 | right >> 7,
    }
}

fn file_mask(file: usize) -> Bitboard {
    FILE_A << file
}

fn adjacent_files(file: usize) -> Bitboard {
    let left = if file > 0 { file_mask(file - 1) } else { 0 };
    let right = if file < 7 { file_mask(file + 1) } else { 0 };
    left | right
}

/// The squares in front of `sq` (towards the far side for `side`), on
/// its file and the two beside it.
fn front_span(side: Side, sq: usize) -> Bitboard {
    let rank = sq / 8;
    let files = file_mask(sq % 8) | adjacent_files(sq % 8);
    let ahead = match side {
        Side::One if rank < 7 => !0u64 << ((rank + 1) * 8),
        Side::Two if rank > 0 => !0u64 >> ((8 - rank) * 8),
        _ => 0,
    };
    files & ahead
}

/// How far a piece of `side` on `sq` has come from its own edge.
fn advance(side: Side, sq: usize) -> usize {
    match side {
        Side::One => sq / 8,
        Side::Two => 7 - sq / 8,
    }
}

/// Middle-game and end-game score of one side, before tapering, and the
/// pressure of its pieces on the enemy king's zone (the enemy's to pay).
fn side_score(board: &Board, side: Side) -> (i32, i32, i32) {
    let occupied = board.occupied();
    let own = board.side_pieces(side);
    let enemy = side.opponent();
    let (mut mg, mut eg, mut pressure) = (0, 0, 0);
    let enemy_zone = board
        .king_square(enemy)
        .map_or(0, |king| king_attacks(king) | (1u64 << king));
    let flip = if side == Side::One { 0 } else { 56 };
    let own_pawns = board.pieces(side, Role::Pawn);
    let enemy_pawns = board.pieces(enemy, Role::Pawn);
    let enemy_pawn_attacks = pawn_attacks(enemy, enemy_pawns);
    for role in Role::ALL {
        let (mid, end) = table(role);
        let (wm, we) = worth(role.kind());
        let (mm, me) = mobility_weight(role);
        for sq in squares(board.pieces(side, role)) {
            mg += wm + mid[sq ^ flip];
            eg += we + end[sq ^ flip];
            if mm > 0 {
                let attacks = piece_attacks(side, role, sq, occupied);
                let reach = (attacks & !own & !enemy_pawn_attacks).count_ones() as i32 - 4;
                mg += mm * reach;
                eg += me * reach;
                let hits = (attacks & enemy_zone).count_ones() as i32;
                pressure += hits * if role == Role::Queen { 12 } else { 8 };
            }
            match role {
                Role::Pawn => {
                    let (pm, pe) = pawn_terms(sq, side, own_pawns, enemy_pawns);
                    mg += pm;
                    eg += pe;
                }
                Role::Rook => {
                    let file = file_mask(sq % 8);
                    if own_pawns & file == 0 {
                        let open = if enemy_pawns & file == 0 { 20 } else { 10 };
                        mg += open;
                        eg += open / 2;
                    }
                }
                Role::King => mg += king_shelter(board, sq, side),
                _ => {}
            }
        }
    }
    if board.pieces(side, Role::Bishop).count_ones() >= 2 {
        mg += 25;
        eg += 45;
    }
    (mg, eg, pressure)
}

fn pawn_terms(sq: usize, side: Side, own: Bitboard, enemy: Bitboard) -> (i32, i32) {
    let file = sq % 8;
    let (mut mg, mut eg) = (0, 0);
    if (own & file_mask(file)).count_ones() > 1 {
        mg -= 10;
        eg -= 20;
    }
    if own & adjacent_files(file) == 0 {
        mg -= 12;
        eg -= 15;
    }
    if enemy & front_span(side, sq) == 0 {
        let (pm, pe) = PASSED[advance(side, sq)];
        mg += pm;
        eg += pe;
    }
    (mg, eg)
}

/// Pawns sheltering the king (the enemy pieces bearing on its zone are
/// counted with their mobility, in `side_score`).
fn king_shelter(board: &Board, king: usize, side: Side) -> i32 {
    let zone = king_attacks(king) | (1u64 << king);
    let ahead = front_span(side, king);
    let shield = ahead & zone;
    let further = match side {
        Side::One => shield << 8,
        Side::Two => shield >> 8,
    };
    let pawns = board.pieces(side, Role::Pawn);
    12 * (pawns & shield).count_ones() as i32 + 6 * (pawns & further).count_ones() as i32
}

/// White's score minus Black's, tapered by the phase.
fn white_score(board: &Board) -> i32 {
    let (wm, we, white_pressure) = side_score(board, Side::One);
    let (bm, be, black_pressure) = side_score(board, Side::Two);
    let (wm, bm) = (wm - black_pressure, bm - white_pressure);
    let phase = (board.role_pieces(Role::Knight).count_ones()
        + board.role_pieces(Role::Bishop).count_ones()
        + 2 * board.role_pieces(Role::Rook).count_ones()
        + 4 * board.role_pieces(Role::Queen).count_ones()) as i32;
    let phase = phase.min(FULL_PHASE);
    ((wm - bm) * phase + (we - be) * (FULL_PHASE - phase)) / FULL_PHASE
}

/// A bonus for having the move.
const TEMPO: i32 = 10;

impl ClassicPlayers for Chess {
    const CLASSIC: &'static [Classic] = &[Classic::ChessLevel1, Classic::ChessLevel2];
}

impl Bench for Chess {
    const BENCH_POSITIONS: &'static [&'static str] = &[
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    ];
    const BENCH_DEPTH: u32 = 6;
}

impl Evaluate for Chess {
    const CHECKS: bool = true;

    fn evaluate(&self) -> i32 {
        let score = white_score(self.board());
        let side = if self.side_to_move() == Side::One {
            score
        } else {
            -score
        };
        side + TEMPO
    }

    /// Plain round values, not `worth`: ordering needs only the rank of
    /// victim and attacker, and the search's node counts depend on these.
    fn piece_value(kind: PieceKind) -> i32 {
        match kind {
            PieceKind::Pawn => 100,
            PieceKind::Knight | PieceKind::Bishop => 320,
            PieceKind::Rook => 500,
            PieceKind::Queen => 950,
            PieceKind::King => super::KING_ORDER,
            _ => 0,
        }
    }

    fn in_check(&self) -> bool {
        Chess::in_check(self)
    }

    /// Captures only, unless in check (every evasion, and mate seen).
    fn quiescence_moves(&self, out: &mut Vec<Move>) -> Status {
        if Chess::in_check(self) {
            self.legal_moves(out);
            self.status_with(out)
        } else {
            self.captures(out)
        }
    }

    /// Zugzwang haunts endings of kings and pawns only.
    fn null_move_safe(&self) -> bool {
        let board = self.board();
        let side = self.side_to_move();
        let pawns_and_king = board.pieces(side, Role::Pawn) | board.pieces(side, Role::King);
        board.side_pieces(side) & !pawns_and_king != 0
    }
}
