//! Chess: tapered piece-square tables, mobility, king safety and pawn
//! structure.

use super::{Bench, Evaluate};
use crate::ai::bot::{Classic, ClassicPlayers};
use crate::games::chess::attacks::{
    bishop_attacks, king_attacks, knight_attacks, queen_attacks, rook_attacks, squares,
};
use crate::games::chess::{Bitboard, Board, Chess, Move, Role};
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

const fn file_mask(file: usize) -> Bitboard {
    FILE_A << file
}

const fn adjacent_files(file: usize) -> Bitboard {
    let left = if file > 0 { file_mask(file - 1) } else { 0 };
    let right = if file < 7 { file_mask(file + 1) } else { 0 };
    left | right
}

/// The squares in front of `sq` (towards the far side for `side`), on
/// its file and the two beside it.
const fn front_span(side: Side, sq: usize) -> Bitboard {
    let rank = sq / 8;
    let files = file_mask(sq % 8) | adjacent_files(sq % 8);
    let ahead = match side {
        Side::One if rank < 7 => !0u64 << ((rank + 1) * 8),
        Side::Two if rank > 0 => !0u64 >> ((8 - rank) * 8),
        _ => 0,
    };
    files & ahead
}

/// `FRONT_SPANS[side][sq]`: [`front_span`], worked out once, as every
/// pawn of every evaluation reads it.
const FRONT_SPANS: [[Bitboard; 64]; 2] = {
    let mut spans = [[0; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        spans[0][sq] = front_span(Side::One, sq);
        spans[1][sq] = front_span(Side::Two, sq);
        sq += 1;
    }
    spans
};

/// How far a piece of `side` on `sq` has come from its own edge.
fn advance(side: Side, sq: usize) -> usize {
    match side {
        Side::One => sq / 8,
        Side::Two => 7 - sq / 8,
    }
}

/// Whether `bits` holds two squares or more, without counting them all.
fn more_than_one(bits: Bitboard) -> bool {
    bits & bits.wrapping_sub(1) != 0
}

/// A side's middle-game and end-game score, before tapering, and the
/// pressure of its pieces on the enemy king's zone (the enemy's to pay).
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
struct Score {
    mg: i32,
    eg: i32,
    pressure: i32,
}

/// What a side's mobile pieces are scored against: the squares worth
/// reaching (neither its own nor under enemy pawns) and the enemy king's
/// zone.
struct Targets {
    safe: Bitboard,
    king_zone: Bitboard,
}

impl Score {
    fn add(&mut self, (mg, eg): (i32, i32)) {
        self.mg += mg;
        self.eg += eg;
    }

    /// Worth and table placement of `side`'s pieces of `role`.
    fn place(&mut self, board: &Board, side: Side, role: Role) {
        let flip = if side == Side::One { 0 } else { 56 };
        let (mid, end) = table(role);
        let (wm, we) = worth(role.kind());
        for sq in squares(board.pieces(side, role)) {
            self.add((wm + mid[sq ^ flip], we + end[sq ^ flip]));
        }
    }

    /// Mobility and king pressure of `pieces`, all of `role`, each of
    /// which attacks `attacks(square)`.
    fn mobile(
        &mut self,
        pieces: Bitboard,
        role: Role,
        targets: &Targets,
        attacks: impl Fn(usize) -> Bitboard,
    ) {
        let (mm, me) = mobility_weight(role);
        let per_hit = if role == Role::Queen { 12 } else { 8 };
        for sq in squares(pieces) {
            let attacks = attacks(sq);
            let reach = (attacks & targets.safe).count_ones() as i32 - 4;
            self.add((mm * reach, me * reach));
            // Most pieces bear on no square of the king's zone.
            let near_king = attacks & targets.king_zone;
            if near_king != 0 {
                self.pressure += near_king.count_ones() as i32 * per_hit;
            }
        }
    }
}

fn side_score(board: &Board, side: Side) -> Score {
    let occupied = board.occupied();
    let enemy = side.opponent();
    let own_pawns = board.pieces(side, Role::Pawn);
    let enemy_pawns = board.pieces(enemy, Role::Pawn);
    let targets = Targets {
        safe: !board.side_pieces(side) & !pawn_attacks(enemy, enemy_pawns),
        king_zone: board
            .king_square(enemy)
            .map_or(0, |king| king_attacks(king) | (1u64 << king)),
    };
    let mut score = Score::default();
    for role in Role::ALL {
        score.place(board, side, role);
    }
    let pieces = |role| board.pieces(side, role);
    score.mobile(pieces(Role::Knight), Role::Knight, &targets, knight_attacks);
    score.mobile(pieces(Role::Bishop), Role::Bishop, &targets, |sq| {
        bishop_attacks(sq, occupied)
    });
    score.mobile(pieces(Role::Rook), Role::Rook, &targets, |sq| {
        rook_attacks(sq, occupied)
    });
    score.mobile(pieces(Role::Queen), Role::Queen, &targets, |sq| {
        queen_attacks(sq, occupied)
    });
    score.add(pawn_terms(side, own_pawns, enemy_pawns));
    for sq in squares(pieces(Role::Rook)) {
        let file = file_mask(sq % 8);
        if own_pawns & file == 0 {
            let open = if enemy_pawns & file == 0 { 20 } else { 10 };
            score.add((open, open / 2));
        }
    }
    for sq in squares(pieces(Role::King)) {
        score.mg += king_shelter(board, sq, side);
    }
    if more_than_one(pieces(Role::Bishop)) {
        score.add((25, 45));
    }
    score
}

/// Every square of `bits` and those above them on their files.
fn fill_up(mut bits: Bitboard) -> Bitboard {
    bits |= bits << 8;
    bits |= bits << 16;
    bits | bits << 32
}

/// Every square of `bits` and those below them on their files.
fn fill_down(mut bits: Bitboard) -> Bitboard {
    bits |= bits >> 8;
    bits |= bits >> 16;
    bits | bits >> 32
}

/// The squares beside `bits` on the rank.
fn beside(bits: Bitboard) -> Bitboard {
    (bits & !FILE_H) << 1 | (bits & !FILE_A) >> 1
}

/// Doubled, isolated and passed pawns of `side`, for all its pawns at
/// once: doubled ones share their file with another, isolated ones have
/// no friend on a file beside theirs, passed ones no enemy pawn ahead on
/// their file or those beside it.
fn pawn_terms(side: Side, own: Bitboard, enemy: Bitboard) -> (i32, i32) {
    let (mut mg, mut eg) = (0, 0);
    let doubled = own & (fill_up(own << 8) | fill_down(own >> 8));
    if doubled != 0 {
        let count = doubled.count_ones() as i32;
        mg -= 10 * count;
        eg -= 20 * count;
    }
    let files = fill_down(fill_up(own));
    let isolated = own & !beside(files);
    if isolated != 0 {
        let count = isolated.count_ones() as i32;
        mg -= 12 * count;
        eg -= 15 * count;
    }
    // The squares from which an enemy pawn is ahead, seen from `side`.
    let behind_enemy = match side {
        Side::One => fill_down(enemy >> 8),
        Side::Two => fill_up(enemy << 8),
    };
    for sq in squares(own & !(behind_enemy | beside(behind_enemy))) {
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
    let ahead = FRONT_SPANS[side.index()][king];
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
    let white = side_score(board, Side::One);
    let black = side_score(board, Side::Two);
    let (wm, bm) = (white.mg - black.pressure, black.mg - white.pressure);
    let (we, be) = (white.eg, black.eg);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Options;
    use crate::games::chess::piece_attacks;
    use crate::games::through_random_games;

    /// A side's score piece by piece, every term where the piece stands.
    fn scored_piece_by_piece(board: &Board, side: Side) -> Score {
        let occupied = board.occupied();
        let own = board.side_pieces(side);
        let enemy = side.opponent();
        let mut score = Score::default();
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
                score.add((wm + mid[sq ^ flip], we + end[sq ^ flip]));
                if mm > 0 {
                    let attacks = piece_attacks(side, role, sq, occupied);
                    let reach = (attacks & !own & !enemy_pawn_attacks).count_ones() as i32 - 4;
                    score.add((mm * reach, me * reach));
                    let hits = (attacks & enemy_zone).count_ones() as i32;
                    score.pressure += hits * if role == Role::Queen { 12 } else { 8 };
                }
                match role {
                    Role::Pawn => {
                        let file = sq % 8;
                        if (own_pawns & file_mask(file)).count_ones() > 1 {
                            score.add((-10, -20));
                        }
                        if own_pawns & adjacent_files(file) == 0 {
                            score.add((-12, -15));
                        }
                        if enemy_pawns & front_span(side, sq) == 0 {
                            score.add(PASSED[advance(side, sq)]);
                        }
                    }
                    Role::Rook => {
                        let file = file_mask(sq % 8);
                        if own_pawns & file == 0 {
                            let open = if enemy_pawns & file == 0 { 20 } else { 10 };
                            score.add((open, open / 2));
                        }
                    }
                    Role::King => score.mg += king_shelter(board, sq, side),
                    _ => {}
                }
            }
        }
        if board.pieces(side, Role::Bishop).count_ones() >= 2 {
            score.add((25, 45));
        }
        score
    }

    #[test]
    fn side_scores_by_role_match_the_piece_by_piece_scores_through_whole_games() {
        let start = |_| Chess::start(&Options::default());
        let positions = through_random_games(13, 60, 200, start, |round, game: &Chess| {
            for side in Side::BOTH {
                assert_eq!(
                    side_score(game.board(), side),
                    scored_piece_by_piece(game.board(), side),
                    "game {round}: {}",
                    game.position()
                );
            }
        });
        assert!(positions > 5_000, "{positions} positions");
    }
}
