//! Racing Kings: how many king steps each side needs to reach rank 8
//! through squares the opponent does not attack, and the material that
//! attacks and blocks those paths.

use super::{Bench, Evaluate};
use crate::ai::bot::{Classic, ClassicPlayers};
use crate::games::chess::attacks::{king_attacks, squares};
use crate::games::chess::{Bitboard, Board, Move, RacingKings, Role, piece_attacks};
use crate::games::{Game, PieceKind, Side};

/// Worth of the pieces, which matter as guards of the race (a king is
/// never captured, so as material it counts nothing).
fn worth(kind: PieceKind) -> i32 {
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
const RANK_8: Bitboard = 0xFF00_0000_0000_0000;

/// Every square `side` attacks.
fn attacked_by(board: &Board, side: Side) -> Bitboard {
    let occupied = board.occupied();
    Role::ALL
        .into_iter()
        .flat_map(|role| squares(board.pieces(side, role)).map(move |sq| (role, sq)))
        .fold(0, |all, (role, sq)| {
            all | piece_attacks(side, role, sq, occupied)
        })
}

/// King steps to rank 8 avoiding squares the opponent attacks or the
/// king's own pieces stand on.
fn steps_home(board: &Board, side: Side, enemy_attacks: Bitboard) -> usize {
    let Some(king) = board.king_square(side) else {
        return CUT_OFF;
    };
    let open = !board.side_pieces(side) & !enemy_attacks;
    let mut reached: Bitboard = 1 << king;
    let mut frontier = reached;
    for steps in 0..CUT_OFF {
        if reached & RANK_8 != 0 {
            return steps;
        }
        let next = squares(frontier).fold(0, |all, sq| all | king_attacks(sq)) & open & !reached;
        if next == 0 {
            break;
        }
        reached |= next;
        frontier = next;
    }
    CUT_OFF
}

/// White's score minus Black's.
fn white_score(board: &Board, to_move: Side) -> i32 {
    let attacks = [attacked_by(board, Side::One), attacked_by(board, Side::Two)];
    let mut score = 0;
    for side in Side::BOTH {
        let sign = if side == Side::One { 1 } else { -1 };
        let enemy = side.opponent();
        let steps = steps_home(board, side, attacks[enemy.index()]).min(CUT_OFF);
        let rank = board.king_square(side).map_or(0, |k| (k / 8) as i32);
        let material: i32 = Role::ALL
            .into_iter()
            .map(|role| board.pieces(side, role).count_ones() as i32 * worth(role.kind()))
            .sum();
        // Control of the squares in front of the enemy king slows it.
        let guard = board.king_square(enemy).map_or(0, |k| {
            // The squares up to the king's rank: all of them on the 8th
            // (where a plain shift would overflow).
            let below = 1u64
                .checked_shl((k / 8 * 8 + 8) as u32)
                .map_or(u64::MAX, |bit| bit - 1);
            let ahead = king_attacks(k) & !below;
            15 * (ahead & attacks[side.index()]).count_ones() as i32
        });
        let mut race = RACE[steps] + 25 * rank;
        if side == to_move {
            race += RACE[steps] / 3;
        }
        score += sign * (race + material / 2 + guard);
    }
    score
}

impl ClassicPlayers for RacingKings {
    const CLASSIC: &'static [Classic] = &[Classic::RacingSmart];
}

impl Bench for RacingKings {
    const BENCH_POSITIONS: &'static [&'static str] = &[
        "8/8/8/4k3/8/8/1rbnNBRK/qr1nNBRQ w - - 0 3",
        "8/8/2K5/4k3/8/8/1r1nNBR1/q1bnNB1Q w - - 0 8",
    ];
    const BENCH_DEPTH: u32 = 6;
}

impl Evaluate for RacingKings {
    /// Move generation without checks is slow: a shallower hard level
    /// keeps master well ahead at short time caps.
    const LEVEL_DEPTHS: [u32; 3] = [1, 2, 3];

    fn evaluate(&self) -> i32 {
        let side = self.side_to_move();
        let score = white_score(self.board(), side);
        if side == Side::One { score } else { -score }
    }

    fn piece_value(kind: PieceKind) -> i32 {
        match kind {
            PieceKind::King => super::KING_ORDER,
            _ => worth(kind),
        }
    }

    const FORCING_MOVES: bool = true;

    /// The race is the game: a king's step up a rank is never pruned.
    fn forcing(&self, mv: Move) -> bool {
        mv.to() / 8 > mv.from() / 8
            && self.board().king_square(self.side_to_move()) == Some(mv.from())
    }
}
