//! Reading coordinate moves, and saying in one line why a move that
//! reads well is not legal here.

use super::attacks::{Bitboard, between, king_attacks, pawn_attacks};
use super::board::{Board, Move, Role, coord};
use super::movegen;
use super::rules::Rules;
use crate::games::{Coord, Dims, Illegal, MoveError, PieceKind, Side};

const DIMS: Dims = Dims { files: 8, ranks: 8 };
const LAST_RANKS: Bitboard = 0xFF | (0xFF << 56);

/// A move as typed: origin, target, and the promotion piece if any.
#[derive(Clone, Copy, Debug)]
pub struct Typed {
    pub from: usize,
    pub to: usize,
    pub promotion: Option<Role>,
}

/// Reads `e2e4`, `e7e8q` (any case); None if it is not that shape.
pub fn read_coordinates(text: &str) -> Option<Typed> {
    let text = text.trim();
    if !text.is_ascii() || !(4..=5).contains(&text.len()) {
        return None;
    }
    let from = Coord::parse(&text[0..2], DIMS)?;
    let to = Coord::parse(&text[2..4], DIMS)?;
    let promotion = match text[4..].chars().next() {
        None => None,
        Some(c) => Some(Role::from_letter(c).filter(|r| !matches!(r, Role::Pawn | Role::King))?),
    };
    let square = |c: Coord| c.rank as usize * 8 + c.file as usize;
    Some(Typed {
        from: square(from),
        to: square(to),
        promotion,
    })
}

/// The legal move matching a typed one, or why there is none.
pub fn resolve(board: &Board, rules: Rules, typed: Typed) -> Result<Move, MoveError> {
    let mut legal = Vec::new();
    rules.legal_moves(board, &mut legal);
    if legal.is_empty() {
        return Err(MoveError::GameOver);
    }
    let found = legal
        .into_iter()
        .find(|m| m.from() == typed.from && m.to() == typed.to && m.promotion() == typed.promotion);
    found.ok_or_else(|| MoveError::Illegal(why_not(board, rules, typed)))
}

/// Why a typed move is refused, as a person would say it.
pub fn why_not(board: &Board, rules: Rules, typed: Typed) -> Illegal {
    let Typed {
        from,
        to,
        promotion,
    } = typed;
    let us = board.turn();
    let Some((owner, role)) = board.piece_at(from) else {
        return Illegal::NoPiece(coord(from));
    };
    if owner != us {
        return Illegal::NotYours;
    }
    if from == to {
        return Illegal::SameSquare;
    }
    // A castling king's target may hold our own piece (g1's knight at the
    // start): king_shape then says what stops the castling.
    let castling = role == Role::King && rules == Rules::Chess && is_castling(board, from, to);
    if board.side_pieces(us) & (1 << to) != 0 && !castling {
        return Illegal::CaptureOwn;
    }
    let shape = match role {
        Role::King => king_shape(board, rules, from, to),
        Role::Pawn => pawn_shape(board, from, to),
        _ => slider_shape(board, role, from, to),
    };
    if let Err(reason) = shape {
        return reason;
    }
    let promotes = role == Role::Pawn && (1u64 << to) & LAST_RANKS != 0;
    match (promotes, promotion) {
        (true, None) => {
            return Illegal::MustPromote;
        }
        (false, Some(_)) => return Illegal::OnlyPawnsPromote,
        _ => {}
    }
    if rules == Rules::Massacre {
        return if board.is_capture(Move::new(from, to, promotion)) {
            Illegal::NotLegal
        } else {
            Illegal::MustCapture
        };
    }
    let mv = Move::new(from, to, promotion);
    let mut king_safe = Vec::new();
    movegen::king_legal(board, &mut king_safe);
    if !king_safe.contains(&mv) {
        return Illegal::KingInCheck;
    }
    if rules == Rules::RacingKings && movegen::gives_check(board, mv) {
        return Illegal::GivesCheck;
    }
    Illegal::NotLegal
}

fn king_shape(board: &Board, rules: Rules, from: usize, to: usize) -> Result<(), Illegal> {
    if king_attacks(from) & (1 << to) != 0 {
        return Ok(());
    }
    if !is_castling(board, from, to) || rules != Rules::Chess {
        return Err(Illegal::KingOneSquare);
    }
    let short = to > from;
    let right = match (board.turn(), short) {
        (Side::One, true) => super::board::WHITE_SHORT,
        (Side::One, false) => super::board::WHITE_LONG,
        (Side::Two, true) => super::board::BLACK_SHORT,
        (Side::Two, false) => super::board::BLACK_LONG,
    };
    if board.castling & right == 0 {
        return Err(Illegal::CastlingLost);
    }
    let rook = if short { from + 3 } else { from - 4 };
    if between(from, rook) & board.occupied() != 0 {
        return Err(Illegal::CastlingBlocked);
    }
    let them = board.turn().opponent();
    if board.in_check() {
        return Err(Illegal::CastlingOutOfCheck);
    }
    let crossed = (from + to) / 2;
    if board.attackers(crossed, them, board.occupied()) != 0 {
        return Err(Illegal::CastlingThroughAttack);
    }
    Ok(())
}

/// Whether a king move from `from` to `to` has castling's shape: two
/// files along the home rank from the king's home square.
fn is_castling(board: &Board, from: usize, to: usize) -> bool {
    let home = if board.turn() == Side::One { 4 } else { 60 };
    from == home && (to == home + 2 || to == home - 2)
}

/// A pawn's move, or what is wrong with it: its direction, its
/// distance, what stands in its way, or a diagonal with nothing to take.
fn pawn_shape(board: &Board, from: usize, to: usize) -> Result<(), Illegal> {
    let us = board.turn();
    let theirs = board.side_pieces(us.opponent());
    if pawn_attacks(us.index(), from) & (1 << to) != 0 {
        let en_passant = board.en_passant.map(usize::from) == Some(to);
        return if theirs & (1 << to) != 0 || en_passant {
            Ok(())
        } else {
            Err(Illegal::PawnNothingToTake(coord(to)))
        };
    }
    let (rank_from, rank_to) = (from / 8, to / 8);
    let (ahead, start_rank) = match us {
        Side::One => (rank_to as isize - rank_from as isize, 1),
        Side::Two => (rank_from as isize - rank_to as isize, 6),
    };
    if ahead <= 0 {
        return Err(Illegal::PawnForwardOnly);
    }
    if from % 8 != to % 8 {
        return Err(if (from % 8).abs_diff(to % 8) == ahead.unsigned_abs() {
            Illegal::PawnCaptureOneSquare
        } else {
            Illegal::PawnStraightAhead
        });
    }
    if ahead > 2 || (ahead == 2 && rank_from != start_rank) {
        return Err(Illegal::PawnOneOrTwo);
    }
    if between(from, to) & board.occupied() != 0 {
        return Err(Illegal::Blocked {
            piece: PieceKind::Pawn,
            square: coord(from),
        });
    }
    if theirs & (1 << to) != 0 {
        return Err(Illegal::PawnCapturesDiagonally);
    }
    Ok(())
}

fn slider_shape(board: &Board, role: Role, from: usize, to: usize) -> Result<(), Illegal> {
    if role == Role::Knight {
        return if super::attacks::knight_attacks(from) & (1 << to) != 0 {
            Ok(())
        } else {
            Err(Illegal::Shape(PieceKind::Knight))
        };
    }
    let (f0, r0, f1, r1) = (from % 8, from / 8, to % 8, to / 8);
    let straight = f0 == f1 || r0 == r1;
    let diagonal = f0.abs_diff(f1) == r0.abs_diff(r1);
    let fits = match role {
        Role::Bishop => diagonal,
        Role::Rook => straight,
        _ => straight || diagonal,
    };
    if !fits {
        return Err(Illegal::Shape(role.kind()));
    }
    if between(from, to) & board.occupied() != 0 {
        return Err(Illegal::Blocked {
            piece: role.kind(),
            square: coord(from),
        });
    }
    Ok(())
}
