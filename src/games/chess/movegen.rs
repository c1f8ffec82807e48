//! Legal move generation: pins and checks are worked out once per
//! position, so no move is played to be tested (en passant aside).

use super::attacks::{
    Bitboard, between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks,
    rook_attacks, squares,
};
use super::board::{BLACK_LONG, BLACK_SHORT, Board, Move, Role, WHITE_LONG, WHITE_SHORT, attacks};
use crate::games::Side;

const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
const RANK_1: Bitboard = 0xFF;
const RANK_8: Bitboard = 0xFF << 56;

/// Every legal chess move (by the laws common to Chess and Racing Kings:
/// the mover's king may not be left in check). Needs the mover's king.
pub fn king_legal(board: &Board, out: &mut Vec<Move>) {
    generate(board, !0, out);
}

/// The legal captures alone (en passant included), for quiescence.
pub fn king_legal_captures(board: &Board, out: &mut Vec<Move>) {
    generate(board, board.side_pieces(board.turn.opponent()), out);
}

/// The legal moves onto `wanted` squares (en passant is always wanted;
/// castling only when every square is).
fn generate(board: &Board, wanted: Bitboard, out: &mut Vec<Move>) {
    let us = board.turn;
    let them = us.opponent();
    let Some(king) = board.king_square(us) else {
        return;
    };
    let ours = board.side_pieces(us);
    let occupied = board.occupied();
    let checkers = board.attackers(king, them, occupied);

    let without_king = occupied & !(1 << king);
    for to in squares(king_attacks(king) & !ours & wanted) {
        if board.attackers(to, them, without_king) == 0 {
            out.push(Move::new(king, to, None));
        }
    }
    if checkers.count_ones() > 1 {
        return;
    }
    let target = wanted
        & match checkers {
            0 => !ours,
            _ => between(king, checkers.trailing_zeros() as usize) | checkers,
        };
    if checkers == 0 && wanted == !0 {
        castles(board, king, out);
    }
    let pinned = pinned(board, us, king);
    let allowed = |from: usize| {
        if pinned & (1 << from) != 0 {
            line(king, from)
        } else {
            !0
        }
    };
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for from in squares(board.pieces(us, role)) {
            let reach = attacks(us, role, from, occupied) & target & allowed(from);
            for to in squares(reach) {
                out.push(Move::new(from, to, None));
            }
        }
    }
    pawn_moves(board, king, target, &allowed, out);
}

/// Our pieces standing alone between our king and an enemy slider.
fn pinned(board: &Board, us: Side, king: usize) -> Bitboard {
    let them = us.opponent();
    let queens = board.pieces(them, Role::Queen);
    let snipers = (rook_attacks(king, 0) & (board.pieces(them, Role::Rook) | queens))
        | (bishop_attacks(king, 0) & (board.pieces(them, Role::Bishop) | queens));
    let occupied = board.occupied();
    squares(snipers).fold(0, |pinned, sniper| {
        let blockers = between(king, sniper) & occupied;
        if blockers.count_ones() == 1 {
            pinned | (blockers & board.side_pieces(us))
        } else {
            pinned
        }
    })
}

fn castles(board: &Board, king: usize, out: &mut Vec<Move>) {
    let us = board.turn;
    let (short, long, home) = match us {
        Side::One => (WHITE_SHORT, WHITE_LONG, 4),
        Side::Two => (BLACK_SHORT, BLACK_LONG, 60),
    };
    if king != home {
        return;
    }
    let occupied = board.occupied();
    let safe = |sq: usize| board.attackers(sq, us.opponent(), occupied) == 0;
    let rooks = board.pieces(us, Role::Rook);
    if board.castling & short != 0
        && rooks & (1 << (home + 3)) != 0
        && between(home, home + 3) & occupied == 0
        && safe(home + 1)
        && safe(home + 2)
    {
        out.push(Move::new(home, home + 2, None));
    }
    if board.castling & long != 0
        && rooks & (1 << (home - 4)) != 0
        && between(home, home - 4) & occupied == 0
        && safe(home - 1)
        && safe(home - 2)
    {
        out.push(Move::new(home, home - 2, None));
    }
}

fn pawn_moves(
    board: &Board,
    king: usize,
    target: Bitboard,
    allowed: &impl Fn(usize) -> Bitboard,
    out: &mut Vec<Move>,
) {
    let us = board.turn;
    let them = us.opponent();
    let occupied = board.occupied();
    let theirs = board.side_pieces(them);
    let (forward, start_rank): (isize, usize) = match us {
        Side::One => (8, 1),
        Side::Two => (-8, 6),
    };
    for from in squares(board.pieces(us, Role::Pawn)) {
        let allowed = allowed(from);
        let one = (from as isize + forward) as usize;
        let mut reach = pawn_attacks(us.index(), from) & theirs;
        if occupied & (1 << one) == 0 {
            reach |= 1 << one;
            let two = (one as isize + forward) as usize;
            if from / 8 == start_rank && occupied & (1 << two) == 0 {
                reach |= 1 << two;
            }
        }
        for to in squares(reach & target & allowed) {
            if (1u64 << to) & (RANK_1 | RANK_8) != 0 {
                for role in PROMOTIONS {
                    out.push(Move::new(from, to, Some(role)));
                }
            } else {
                out.push(Move::new(from, to, None));
            }
        }
        if let Some(ep) = board.en_passant.map(usize::from)
            && pawn_attacks(us.index(), from) & (1 << ep) != 0
            && en_passant_safe(board, king, from, ep)
        {
            out.push(Move::new(from, ep, None));
        }
    }
}

/// Plays en passant on the bitboards and looks for any attack on the
/// king: the two pawns leave one rank at once, which pins cannot see.
fn en_passant_safe(board: &Board, king: usize, from: usize, ep: usize) -> bool {
    let us = board.turn;
    let passed = if us == Side::One { ep - 8 } else { ep + 8 };
    let occupied = (board.occupied() & !(1 << from) & !(1 << passed)) | (1 << ep);
    let attackers = board.attackers(king, us.opponent(), occupied) & !(1 << passed);
    attackers == 0
}

/// Whether a move (of Racing Kings: no castling, en passant or
/// promotion) would leave the opponent's king attacked.
pub fn gives_check(board: &Board, mv: Move) -> bool {
    let us = board.turn;
    let Some(their_king) = board.king_square(us.opponent()) else {
        return false;
    };
    let Some(role) = board.role_at(mv.from()) else {
        return false;
    };
    let occupied = (board.occupied() & !(1 << mv.from())) | (1 << mv.to());
    let moved = |r: Role| {
        let bb = board.pieces(us, r) & !(1 << mv.from());
        if r == role { bb | (1 << mv.to()) } else { bb }
    };
    let diagonal = moved(Role::Bishop) | moved(Role::Queen);
    let straight = moved(Role::Rook) | moved(Role::Queen);
    let attackers = (knight_attacks(their_king) & moved(Role::Knight))
        | (king_attacks(their_king) & moved(Role::King))
        | (bishop_attacks(their_king, occupied) & diagonal)
        | (rook_attacks(their_king, occupied) & straight);
    attackers != 0
}

/// What decides whether a move gives check, worked out once for all the
/// moves of a position whose opponent king no piece attacks yet.
struct CheckSquares {
    /// The opponent's king.
    king: usize,
    /// By role: the squares from which a piece of that role would attack
    /// the king (none for pawns, which `gives_check` leaves out too).
    attack_from: [Bitboard; 6],
    /// The mover's pieces standing alone between the king and one of the
    /// mover's sliders: moving one off that line gives check.
    discoverers: Bitboard,
}

impl CheckSquares {
    fn new(board: &Board) -> Option<CheckSquares> {
        let us = board.turn;
        let king = board.king_square(us.opponent())?;
        let occupied = board.occupied();
        let (diagonal, straight) = (bishop_attacks(king, occupied), rook_attacks(king, occupied));
        let mut attack_from = [0; 6];
        attack_from[Role::Knight as usize] = knight_attacks(king);
        attack_from[Role::Bishop as usize] = diagonal;
        attack_from[Role::Rook as usize] = straight;
        attack_from[Role::Queen as usize] = diagonal | straight;
        attack_from[Role::King as usize] = king_attacks(king);
        let attacked = [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ]
        .into_iter()
        .any(|role| attack_from[role as usize] & board.pieces(us, role) != 0);
        if attacked {
            return None;
        }
        let queens = board.pieces(us, Role::Queen);
        let snipers = (rook_attacks(king, 0) & (board.pieces(us, Role::Rook) | queens))
            | (bishop_attacks(king, 0) & (board.pieces(us, Role::Bishop) | queens));
        let discoverers = squares(snipers).fold(0, |found, sniper| {
            let blockers = between(king, sniper) & occupied;
            if blockers.count_ones() == 1 {
                found | (blockers & board.side_pieces(us))
            } else {
                found
            }
        });
        Some(CheckSquares {
            king,
            attack_from,
            discoverers,
        })
    }

    /// `gives_check`, answered from the squares above: a move off every
    /// line through the king neither opens a line to it (but by a
    /// discoverer) nor changes what the moved piece sees of it.
    fn given_by(&self, board: &Board, mv: Move) -> bool {
        let (from, to) = (mv.from(), mv.to());
        if line(self.king, from) & (1 << to) != 0 {
            return gives_check(board, mv);
        }
        if self.discoverers & (1 << from) != 0 {
            return true;
        }
        board
            .role_at(from)
            .is_some_and(|role| self.attack_from[role as usize] & (1 << to) != 0)
    }
}

/// Racing Kings: the chess-legal moves that give no check.
pub fn racing_legal(board: &Board, out: &mut Vec<Move>) {
    let start = out.len();
    king_legal(board, out);
    let checks = CheckSquares::new(board);
    let mut kept = start;
    for i in start..out.len() {
        let mv = out[i];
        let check = match &checks {
            Some(checks) => checks.given_by(board, mv),
            None => gives_check(board, mv),
        };
        if !check {
            out[kept] = mv;
            kept += 1;
        }
    }
    out.truncate(kept);
}

/// Massacre: whether the side to move has a capture, as `captures` would
/// list one.
pub fn has_capture(board: &Board) -> bool {
    let us = board.turn;
    let theirs = board.side_pieces(us.opponent());
    let occupied = board.occupied();
    MASSACRE_ROLES.into_iter().any(|role| {
        squares(board.pieces(us, role)).any(|from| attacks(us, role, from, occupied) & theirs != 0)
    })
}

/// The roles a Massacre deal holds, the only ones that move there.
const MASSACRE_ROLES: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];

/// Massacre: every capture (there are no kings and no check).
pub fn captures(board: &Board, out: &mut Vec<Move>) {
    let us = board.turn;
    let theirs = board.side_pieces(us.opponent());
    let occupied = board.occupied();
    for role in MASSACRE_ROLES {
        for from in squares(board.pieces(us, role)) {
            for to in squares(attacks(us, role, from, occupied) & theirs) {
                out.push(Move::new(from, to, None));
            }
        }
    }
}

/// Massacre: whether `captures` would list `mv`, found without listing.
pub fn captures_contain(board: &Board, mv: Move) -> bool {
    let us = board.turn;
    let (from, to) = (mv.from(), mv.to());
    let ours = board.side_pieces(us) & 1 << from != 0;
    let victim = board.side_pieces(us.opponent()) & 1 << to != 0;
    if mv.promotion().is_some() || !ours || !victim {
        return false;
    }
    board.role_at(from).is_some_and(|role| {
        MASSACRE_ROLES.contains(&role) && attacks(us, role, from, board.occupied()) & 1 << to != 0
    })
}
